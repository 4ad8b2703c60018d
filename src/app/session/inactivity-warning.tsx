// The inactivity warning (a view of the inactivity machine): shown while the machine has the 'warning'
// tag; 'Seguir conectado' (or Escape, or the close control) keeps the session, 'Cerrar sesión' ends it.

import type { inactivityMachine } from '@machines/session/inactivity.machine';
import { Button } from '@ui/button';
import { Modal } from '@ui/modal';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { durationInWords, inactivityTexts } from './session-texts';

export function InactivityWarning({ actorRef }: { actorRef: ActorRefFrom<typeof inactivityMachine> }) {
  const showing = useSelector(actorRef, (snapshot) => snapshot.hasTag('warning'));
  const warningMs = useSelector(actorRef, (snapshot) => snapshot.context.warningMs);
  const keepWorking = () => actorRef.send({ type: 'KEEP_WORKING' });
  return (
    <Modal
      isOpen={showing}
      onClose={keepWorking}
      title={inactivityTexts.title}
      size="small"
      role="alertdialog"
      footer={
        <>
          <Button variant="outlined" appearance="gray" onPress={() => actorRef.send({ type: 'SIGN_OUT' })}>
            {inactivityTexts.signOut}
          </Button>
          <Button appearance="primary" onPress={keepWorking}>
            {inactivityTexts.keepWorking}
          </Button>
        </>
      }
    >
      <p>{inactivityTexts.body(durationInWords(warningMs))}</p>
    </Modal>
  );
}
