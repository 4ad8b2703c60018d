// Onboarding's tester suite (`npm run paths -- onboarding --format csv`, issue 26) carried out on the local
// stack as a tester would (test/e2e/paths/replay.ts): signed in as the preconditions say, with the CV file
// each script names at hand and the faults they name armed.
import type { EventObject } from 'xstate';
import { signInWithEmployee } from '../holidays/support';
import { choose, fakePdf, largePdf, pdfFile, realPdf } from '../onboarding/support';
import { replaySuite, type ScriptReplay, testerSuite } from './replay';

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
    EDIT_PERSONAL: async (page, event) => {
      const { names, lastNames, identificationNumber } = valuesOf(event);
      if (names !== undefined) await page.getByRole('textbox', { name: /^Nombres/ }).fill(names);
      if (lastNames !== undefined) await page.getByRole('textbox', { name: /^Apellidos/ }).fill(lastNames);
      if (identificationNumber !== undefined)
        await page.getByRole('textbox', { name: /^Número de identificación/ }).fill(identificationNumber);
    },
    CHOOSE_FILE: async (page, _event, _typed, next) => {
      const label = (next as (EventObject & { label?: string }) | undefined)?.label ?? '';
      const file = files[label];
      if (!file) throw new Error(`no file a tester can have at hand for «${label}»`);
      await page.locator('input[type="file"]').setInputFiles(pdfFile('hoja-de-vida.pdf', file));
    },
    EDIT_POSITION: async (page, event, typed) => {
      const { startDate } = valuesOf(event);
      if (startDate !== undefined)
        await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill(typed(startDate));
    },
    EDIT_LOCATION: async (page, event) => {
      const { costCenter, observations } = valuesOf(event);
      if (costCenter !== undefined) await choose(page, /Centro de costo/, costCenter);
      if (observations !== undefined)
        await page.getByRole('textbox', { name: /^Observaciones/ }).fill(observations);
    },
    EDIT_ASSIGNMENT: async (page, event) => {
      const draft = (event as EventObject & { draft: { assignment?: string; value?: string } }).draft;
      if (draft.assignment !== undefined) await choose(page, /Asignación/, draft.assignment);
      if (draft.value !== undefined)
        await page
          .getByRole('dialog', { name: 'Agregar asignación' })
          .getByRole('textbox', { name: /^Valor/ })
          .fill(draft.value);
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
