// The vacation approval's tester suite (`npm run paths -- vacation-approval --format csv`)
// carried out on the local stack (test/e2e/paths/replay.ts): the seed sown again before each script (an
// answer closes 150001), the notification link opened signed out, fabio.jefe signed in at the provider's
// page, the faults and delays the preconditions name armed, and each step checked on the screen.
import type { EventObject } from 'xstate';
import { choose } from '../approvals/support';
import { reseed, signIn } from '../sign-in/support';
import { replaySuite, type ScriptReplay, testerSuite, typedIn } from './replay';

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
    // The answer chosen by its label, then the observations typed as the action writes them.
    CHANGE: async (page, { action, event }) => {
      const choice = /Elige «(Aprobar|Rechazar)»/.exec(action)?.[1];
      if (choice === 'Aprobar' || choice === 'Rechazar') await choose(page, choice);
      const field = page.getByRole('textbox', { name: /Observaciones/ });
      const long = /escribe un texto de (\d+) caracteres en «Observaciones»/i.exec(action);
      const typed = /escribe (.+) en «Observaciones»/i.exec(action);
      if (/deja vacío «Observaciones»/i.test(action)) await field.fill('');
      else if (long) await field.fill(textOfLength(event, Number(long[1])));
      else if (typed) await field.fill(typedIn(typed[1] ?? '')[0] ?? '');
    },
    // Escape while the answer is sent (the precondition slows the call down).
    LEAVE: async (page) => {
      await page.keyboard.press('Escape');
    },
  },
};

/** «un texto de N caracteres»: any text of that length does; the path's own, once its length agrees. */
function textOfLength(event: EventObject, length: number): string {
  const { observation = '' } = (event as EventObject & { values: { observation?: string } }).values;
  if (observation.length !== length)
    throw new Error(`the script says ${length} characters, the path types ${observation.length}`);
  return observation;
}

replaySuite('the vacation approval tester suite on the local stack', suite, replay, async () => {
  await reseed();
});
