// The request wizard's tester suite (`npm run paths -- request-wizard --format csv`, issue 26), carried
// out on the local stack as a tester would: signed in as the preconditions say, the faults they name
// armed, each step's action made with the control the script names, and what the step's expected result
// states checked on the screen. A script that the stack cannot follow fails here, not in a tester's hands.
import { registry } from '@machines/index';
import { test } from '@playwright/test';
import { pathConfigs } from '@test/paths/configs';
import { type ManualPath, manualScripts, manualSuite } from '@test/support/manual-script';
import { generatePaths } from '@test/support/path-model';
import type { AnyStateMachine, EventObject } from 'xstate';
import { faultsNeeded, forTester } from '../../../scripts/paths-tester';
import { clearFaults, injectFaults, signInWithEmployee } from '../holidays/support';
import { replayScript, type ScriptReplay } from './replay';

const name = 'request-wizard';
const entry = registry.find((candidate) => candidate.name === name);
const config = pathConfigs[name];
if (!entry || !config) throw new Error(`${name} is registered with a path configuration`);
const machine: AnyStateMachine = entry.machine;
const suite: ManualPath[] = manualSuite(
  manualScripts(machine, config, generatePaths(machine, config)).map((script) => forTester(name, script)),
);

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

test.describe('the request wizard tester suite on the local stack', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  for (const script of suite) {
    test(`${script.id} · ${script.input}`, async ({ page }) => {
      test.setTimeout(120_000);
      await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
      const faults = faultsNeeded(machine, script);
      if (faults.length > 0) await injectFaults(...faults);
      await replayScript(page, replay, script);
    });
  }
});
