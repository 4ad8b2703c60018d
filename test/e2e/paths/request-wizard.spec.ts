// The request wizard's tester suite (`npm run paths -- request-wizard --format csv`), carried
// out on the local stack as a tester would: signed in as the preconditions say, the faults they name
// armed, each step's action made with the control the script names, and what the step's expected result
// states checked on the screen. A script that the stack cannot follow fails here, not in a tester's hands.
import { signInWithEmployee } from '../holidays/support';
import { replaySuite, type ScriptReplay, testerSuite, typedIn } from './replay';

const { machine, config, suite } = testerSuite('request-wizard');

/** Where each kind of request starts (the script's first step). */
const openings: Record<string, { list: string; button: string }> = {
  enjoyment: { list: '/holidays', button: 'Solicitar disfrute' },
  payment: { list: '/holidays', button: 'Solicitar pago' },
  certification: { list: '/certifications', button: 'Agregar solicitud' },
};

const replay: ScriptReplay = {
  machine,
  config,
  // The fixtures' new request; the services give the next number of their sequence.
  unknown: ['2026-0042'],
  open: async (page, input) => {
    const opening = openings[(input as { kind: string }).kind];
    if (!opening) throw new Error('a kind of request');
    await page.goto(opening.list);
    await page.getByRole('button', { name: opening.button }).click();
  },
  perform: {
    // Step 2's fields as the action lists them («Completa el formulario (Días a pagar: «3»; …)»), each
    // typed as written; the one valid contract is chosen already.
    CHANGE: async (page, { action }) => {
      const listed = /^Completa el formulario \((.*)\)$/.exec(action)?.[1];
      if (listed === undefined) throw new Error(`no form in «${action}»`);
      for (const entry of listed.split('; ')) {
        const [label = '', words = ''] = entry.split(/: (.*)/);
        if (label === 'Contrato') continue;
        const value = typedIn(words)[0];
        if (value === undefined) throw new Error(`no value typed for ${label} in «${action}»`);
        if (label === 'Tipo de certificación') {
          await page.getByRole('button', { name: /Tipo de certificación/ }).click();
          await page.getByRole('option', { name: value }).click();
        } else await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill(value);
      }
    },
    ABANDON: async (page) => {
      await page.getByRole('button', { name: 'Regresar', exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Sí, regresar' }).click();
    },
    // The app sends it when it resumes the saved wizard: the tester reloads the page.
    TODAY_CHANGED: async (page) => {
      await page.reload();
    },
  },
};

replaySuite(
  'the request wizard tester suite on the local stack',
  suite,
  replay,
  (page) => signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/),
  true,
);
