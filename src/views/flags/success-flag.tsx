// The success flag of a page a wizard returned to (machines/ui/success-flag.machine.ts): rendered while
// it is shown.

import type { successFlagMachine } from '@machines/ui/success-flag.machine';
import { FlagMessage } from '@ui/flag-message';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

export type SuccessFlagRef = ActorRefFrom<typeof successFlagMachine>;

/** The flag while its machine shows it, with a close control named `closeLabel`. */
export function SuccessFlag({ actorRef, closeLabel }: { actorRef: SuccessFlagRef; closeLabel: string }) {
  const shown = useSelector(actorRef, (snapshot) => snapshot.matches('shown'));
  const { flag, description } = useSelector(actorRef, (snapshot) => snapshot.context);
  if (!shown) return null;
  return (
    <FlagMessage
      title={flag}
      description={description || undefined}
      appearance="success"
      onClose={() => actorRef.send({ type: 'DISMISS' })}
      closeLabel={closeLabel}
    />
  );
}
