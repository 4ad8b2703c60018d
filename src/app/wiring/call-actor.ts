// Every promise actor the adapters give a machine: xstate's fromPromise, except that once the actor's
// signal has aborted, its promise's outcome reaches nobody.
//
// Why: a machine started by useActorRef is stopped and started again by React's StrictMode (development
// only, src/main.tsx). @xstate/react stops it, which aborts its invoked promises' signals, then puts the
// snapshots back (children still "active") so the second start resumes them; the aborted call's
// AbortError then arrives while its actor looks active, and xstate relays it as the invoke's error: the
// portal or the staff-session machine went to error 500 on the dev server right after sign-in, though
// every call answered. The restarted actor runs the call again with a fresh signal, and that answer is the
// one the machine gets. A promise stopped for good (the state left, the component gone) is dropped the
// same way, as xstate already does.
import { type EventObject, fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

type PromiseCreator<TOutput, TInput, TEmitted extends EventObject> = Parameters<
  typeof fromPromise<TOutput, TInput, TEmitted>
>[0];

/** A promise actor whose outcome is dropped once its signal has aborted (the actor was stopped). */
export function fromCall<TOutput, TInput = NonReducibleUnknown, TEmitted extends EventObject = EventObject>(
  call: PromiseCreator<TOutput, TInput, TEmitted>,
): PromiseActorLogic<TOutput, TInput, TEmitted> {
  return fromPromise<TOutput, TInput, TEmitted>(
    (args) =>
      new Promise<TOutput>((resolve, reject) => {
        Promise.resolve(call(args)).then(
          (output) => {
            if (!args.signal.aborted) resolve(output);
          },
          (error: unknown) => {
            if (!args.signal.aborted) reject(error);
          },
        );
      }),
  );
}
