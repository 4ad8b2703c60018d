// The success flag of a list (machines/ui/success-flag.machine.ts): rendered while it is shown.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { successFlagMachine } from '../../../machines/ui/success-flag.machine';
import { FlagMessage } from '../../../src-ui/flag-message';

export type SuccessFlagRef = ActorRefFrom<typeof successFlagMachine>;

/** The flag while its machine shows it, with a close control named `closeLabel`. */
export function SuccessFlag({ actorRef, closeLabel }: { actorRef: SuccessFlagRef; closeLabel: string }) {
  const flag = useSelector(actorRef, (snapshot) => (snapshot.matches('shown') ? snapshot.context.flag : ''));
  if (flag === '') return null;
  return (
    <FlagMessage
      title={flag}
      appearance="success"
      onClose={() => actorRef.send({ type: 'DISMISS' })}
      closeLabel={closeLabel}
    />
  );
}
