// The vacation approval's tester suite (`npm run paths -- vacation-approval --format csv`, issue 26)
// carried out on the local stack (test/e2e/paths/replay.ts): the seed sown again before each script (an
// answer closes 150001), the notification link opened signed out, fabio.jefe signed in at the provider's
// page, the faults and delays the preconditions name armed, and each step checked on the screen.
import type { EventObject } from 'xstate';
import { choose } from '../approvals/support';
import { reseed, signIn } from '../sign-in/support';
import { replaySuite, type ScriptReplay, testerSuite } from './replay';

const { machine, config, suite } = testerSuite('vacation-approval');

const replay: ScriptReplay = {
  machine,
  config,
  // The link the precondition names, opened before signing in.
  open: async (page, input) => {
    const { requestNumber } = input as { requestNumber: string };
    await page.goto(
      requestNumber
        ? `/approvals/vacation-approval?code=${requestNumber}&portal=ERM-DEMO`
        : '/approvals/vacation-approval?portal=ERM-DEMO',
    );
    await signIn(page, 'fabio.jefe');
  },
  perform: {
    // The answer chosen by its label, then the observations typed.
    CHANGE: async (page, event) => {
      const { values } = event as EventObject & { values: { approval?: string; observation?: string } };
      if (values.approval) await choose(page, values.approval === 'approve' ? 'Aprobar' : 'Rechazar');
      if (values.observation !== undefined)
        await page.getByRole('textbox', { name: /Observaciones/ }).fill(values.observation);
    },
    // Escape while the answer is sent (the precondition slows the call down).
    LEAVE: async (page) => {
      await page.keyboard.press('Escape');
    },
  },
};

replaySuite('the vacation approval tester suite on the local stack', suite, replay, async () => {
  await reseed();
});
