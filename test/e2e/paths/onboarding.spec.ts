// Onboarding's tester suite (`npm run paths -- onboarding --format csv`) carried out on the local
// stack as a tester would (test/e2e/paths/replay.ts): signed in as the preconditions say, with the CV file
// each script names at hand and the faults they name armed.
import type { EventObject } from 'xstate';
import { signInWithEmployee } from '../holidays/support';
import { choose, fakePdf, largePdf, pdfFile, realPdf } from '../onboarding/support';
import { replaySuite, type ScriptReplay, testerSuite, typedIn } from './replay';

const { machine, config, suite } = testerSuite('onboarding');

/** The file a tester attaches for each answer of the browser's read (the script's preconditions). */
const files: Record<string, Buffer> = {
  'un PDF de 117 KB': realPdf,
  'un archivo renombrado a .pdf que no es PDF': fakePdf,
  'un PDF de 3 MB': largePdf,
};

const valuesOf = (event: EventObject) =>
  (event as EventObject & { values: Record<string, string | undefined> }).values;

const replay: ScriptReplay = {
  machine,
  config,
  // The fixtures' new request; the services give the next number of their sequence.
  unknown: ['200123'],
  open: async (page) => {
    await page.goto('/employees/new-employee');
  },
  perform: {
    // Step 1's fields as the action writes them: each value typed, with the spaces it says.
    EDIT_PERSONAL: async (page, { action }) => {
      const field = (label: string) => page.getByRole('textbox', { name: new RegExp(`^${label}`) });
      const emptied = /^Borra (.+)$/.exec(action)?.[1];
      if (emptied !== undefined) return field(emptied).fill('');
      const written =
        /^Escribe Nombres (.+?), Apellidos (.+?) y Número de identificación (.+?)(, cada uno seguido de un espacio)?$/.exec(
          action,
        );
      if (!written) throw new Error(`no fields in «${action}»`);
      const after = written[4] ? ' ' : '';
      const labels = ['Nombres', 'Apellidos', 'Número de identificación'];
      for (const [index, label] of labels.entries())
        await field(label).fill(`${typedIn(written[index + 1] ?? '')[0] ?? ''}${after}`);
    },
    CHOOSE_FILE: async (page, { next }) => {
      const label = (next as (EventObject & { label?: string }) | undefined)?.label ?? '';
      const file = files[label];
      if (!file) throw new Error(`no file a tester can have at hand for «${label}»`);
      await page.locator('input[type="file"]').setInputFiles(pdfFile('hoja-de-vida.pdf', file));
    },
    EDIT_POSITION: async (page, { action }) => {
      const date = /Fecha de inicio (.+)$/.exec(action)?.[1];
      if (date === undefined) throw new Error(`no date in «${action}»`);
      await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill(typedIn(date)[0] ?? '');
    },
    EDIT_LOCATION: async (page, { action, event }) => {
      const costCenter = /Elige el Centro de costo («[^»]*»)/.exec(action)?.[1];
      if (costCenter !== undefined) await choose(page, /Centro de costo/, typedIn(costCenter)[0] ?? '');
      const long = /en «Observaciones» un texto de (\d+) caracteres/.exec(action);
      if (long) {
        // «un texto de N caracteres»: any text of that length does; the path's own, once its length agrees.
        const { observations = '' } = valuesOf(event);
        if (observations.length !== Number(long[1]))
          throw new Error(`the script says ${long[1]} characters, the path types ${observations.length}`);
        await page.getByRole('textbox', { name: /^Observaciones/ }).fill(observations);
      }
    },
    EDIT_ASSIGNMENT: async (page, { action }) => {
      const assignment = /Elige la Asignación («[^»]*»)/.exec(action)?.[1];
      if (assignment !== undefined) await choose(page, /Asignación/, typedIn(assignment)[0] ?? '');
      const value = /el Valor (.+)$/i.exec(action)?.[1];
      if (value !== undefined)
        await page
          .getByRole('dialog', { name: 'Agregar asignación' })
          .getByRole('textbox', { name: /^Valor/ })
          .fill(typedIn(value)[0] ?? '');
    },
    ABANDON: async (page) => {
      await page.getByRole('button', { name: 'Regresar', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, regresar' }).click();
    },
  },
};

replaySuite('the onboarding tester suite on the local stack', suite, replay, (page) =>
  signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/),
);
