import type { discardMachine } from '@machines/requests/discard.machine';
import { layoutTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { Button } from '@ui/button';
import { InfoModal } from '@ui/info-modal';
import { Modal } from '@ui/modal';
import { TextArea } from '@ui/text-area';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ChangedElsewhereNotice } from './changed-elsewhere';
import { requestTableTexts } from './request-texts';
import * as styles from './requests.css';

export interface DiscardDialogProps {
  /** The running discard flow (a child of the requests list), absent when none is open. */
  actorRef: ActorRefFrom<typeof discardMachine> | undefined;
}

/** The discard flow's modals: the refusal message, or the justification (required, max 500). */
export function DiscardDialog({ actorRef }: DiscardDialogProps) {
  // Only a running discard flow (in tests the child may be a stand-in without the flow's context).
  if (!actorRef || !('request' in ((actorRef.getSnapshot() as { context?: object }).context ?? {})))
    return null;
  return <DiscardModals actorRef={actorRef} />;
}

function DiscardModals({ actorRef }: { actorRef: ActorRefFrom<typeof discardMachine> }) {
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      context: snapshot.context,
      refused: snapshot.matches('refused'),
      asking:
        snapshot.matches('askingJustification') ||
        snapshot.matches('removing') ||
        snapshot.matches('failed') ||
        snapshot.matches('changedElsewhere'),
      changedElsewhere: snapshot.matches('changedElsewhere'),
      busy: snapshot.hasTag('busy'),
    }),
    shallowEqual,
  );
  const { context, busy } = view;
  const number = context.request.humanResourceRequestNumber;
  const message =
    context.justificationTouched && context.justificationError ? context.justificationError : undefined;
  return (
    <>
      <InfoModal
        isOpen={view.refused}
        title={requestTableTexts.refusedTitle}
        buttonText={requestTableTexts.understood}
        appearance="warning"
        closeLabel={layoutTexts.close}
        onClose={() => actorRef.send({ type: 'CLOSE' })}
      >
        <p>{context.refusal}</p>
      </InfoModal>
      <Modal
        isOpen={view.asking}
        title={requestTableTexts.discardTitle}
        closeLabel={layoutTexts.close}
        onClose={() => actorRef.send({ type: 'CANCEL' })}
        footer={
          <div className={styles.actions}>
            <Button variant="outlined" onPress={() => actorRef.send({ type: 'CANCEL' })} disabled={busy}>
              {requestTableTexts.cancel}
            </Button>
            <Button appearance="danger" disabled={busy} onPress={() => actorRef.send({ type: 'CONFIRM' })}>
              {requestTableTexts.discard}
            </Button>
          </div>
        }
      >
        {view.changedElsewhere ? (
          <ChangedElsewhereNotice request={context.request} changedBy={context.changedBy} />
        ) : null}
        <p>{requestTableTexts.discardQuestion(number)}</p>
        <TextArea
          label={requestTableTexts.justification}
          required
          fullWidth
          value={context.justification}
          max={limits.discardJustification}
          onChange={(value) => actorRef.send({ type: 'CHANGE_JUSTIFICATION', value })}
          status={message ? 'invalid' : undefined}
          message={message}
        />
      </Modal>
    </>
  );
}
