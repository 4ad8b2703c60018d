// The request wizard's tester suite (`npm run paths -- request-wizard --format csv`, issue 26), carried
// out on the local stack as a tester would: signed in as the preconditions say, the faults they name
// armed, each step's action made with the control the script names, and what the step's expected result
// states checked on the screen. A script that the stack cannot follow fails here, not in a tester's hands.
import type { EventObject } from 'xstate';
import { signInWithEmployee } from '../holidays/support';
import { replaySuite, type ScriptReplay, testerSuite } from './replay';

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
    // Step 2's fields, as the script lists them (the one valid contract is chosen already).
    CHANGE: async (page, event, typed) => {
      const values = (event as EventObject & { values: Record<string, string> }).values;
      const type = values.certificationType;
      const picker = page.getByRole('button', { name: /Tipo de certificación/ });
      if (type && (await picker.count()) > 0) {
        await picker.click();
        await page.getByRole('option', { name: type }).click();
      }
      const fields: [RegExp, string | undefined][] = [
        [/Días a disfrutar/, values.daysOff],
        [/Fecha de inicio del disfrute/, values.startDateEnyoment],
        [/Días a pagar/, values.daysToPay],
        [/Destinatario/, values.addressee],
        [/Observaciones/, values.observations],
      ];
      for (const [label, value] of fields) {
        const field = page.getByRole('textbox', { name: label });
        if (value !== undefined && (await field.count()) > 0) await field.fill(typed(value));
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

replaySuite('the request wizard tester suite on the local stack', suite, replay, (page) =>
  signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/),
);
