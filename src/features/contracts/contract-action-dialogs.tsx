import type { contractActionMachine } from '@machines/contracts/contract-action.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { contractById, contractView, needsContractSelector } from '@src/domain/rules/contracts';
import { layoutTexts } from '@src/domain/texts';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { FlagMessage } from '@ui/flag-message';
import { SelectionModal } from '@ui/selection-modal';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { contractActionTexts } from './contract-texts';

export interface ContractActionDialogsProps {
  /** The running contract-action flow (a child of the contract history), absent when none is open. */
  actorRef: ActorRefFrom<typeof contractActionMachine> | undefined;
}

/** The modals of one contract action: the contract selection, then the confirmation (and its failure). */
export function ContractActionDialogs({ actorRef }: ContractActionDialogsProps) {
  // Only a running flow (in tests the child may be a stand-in without the flow's context).
  if (!actorRef || !('action' in ((actorRef.getSnapshot() as { context?: object }).context ?? {})))
    return null;
  return <Dialogs actorRef={actorRef} />;
}

function Dialogs({ actorRef }: { actorRef: ActorRefFrom<typeof contractActionMachine> }) {
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      context: snapshot.context,
      selecting: snapshot.matches('selecting'),
      confirming: snapshot.matches('confirming') || snapshot.matches('sending'),
      submitFailed: snapshot.hasTag('submitFailed'),
    }),
    shallowEqual,
  );
  const { context } = view;
  const now = new Date(context.now);
  const chosen = contractById(context.contracts, context.selectedContractId);
  const selector = needsContractSelector(context.contracts);
  const options = context.contracts.map((contract) => {
    const view = contractView(contract, now);
    return {
      id: contract.contractId,
      label: contractActionTexts.option(contract.contractNumber, contract.businessName),
      description: contractActionTexts.optionDescription(view.statusLabel, view.startDate, view.endDate),
    };
  });
  return (
    <>
      <SelectionModal
        isOpen={view.selecting}
        title={contractActionTexts.titles[context.action]}
        label={contractActionTexts.contract}
        description={
          <p>
            {selector
              ? contractActionTexts.prompts[context.action]
              : contractActionTexts.singlePrompts[context.action]}
          </p>
        }
        options={options}
        value={context.selectedContractId}
        onChange={(contractId) => actorRef.send({ type: 'SELECT', contractId })}
        selector={selector}
        onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
        onCancel={() => actorRef.send({ type: 'CANCEL' })}
        confirmText={contractActionTexts.confirm}
        cancelText={contractActionTexts.cancel}
        requiredText={contractActionTexts.selectionRequired}
        closeLabel={layoutTexts.close}
      />
      {/* No pending spinner on 'Enviar' (see the request wizard): the machine ignores a second press. */}
      <ConfirmDialog
        isOpen={view.confirming}
        title={contractActionTexts.titles[context.action]}
        confirmText={contractActionTexts.send}
        cancelText={contractActionTexts.cancel}
        closeLabel={layoutTexts.close}
        onConfirm={() => actorRef.send({ type: 'CONFIRM' })}
        onCancel={() => actorRef.send({ type: 'CANCEL' })}
      >
        {view.submitFailed && (
          <FlagMessage
            title={fetchMessages.save.failure}
            appearance="danger"
            onClose={() => actorRef.send({ type: 'DISMISS_FLAG' })}
            closeLabel={layoutTexts.close}
          />
        )}
        <p>{contractActionTexts.questions[context.action](chosen?.contractNumber ?? '')}</p>
        <p>{contractActionTexts.recordedAs}</p>
      </ConfirmDialog>
    </>
  );
}
