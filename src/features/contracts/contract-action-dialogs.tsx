import type { contractActionMachine } from '@machines/contracts/contract-action.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { moneyDigits, moneyText } from '@src/domain/format';
import {
  type ContractDecisionField,
  contractDecisionFields,
  contractDecisionLabels,
  contractDecisionOptions,
  draftDecisionFacts,
} from '@src/domain/rules/contract-decisions';
import { contractById, contractView, needsContractSelector } from '@src/domain/rules/contracts';
import { layoutTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DateField } from '@ui/date-field';
import { DescriptionList } from '@ui/description-list';
import { FlagMessage } from '@ui/flag-message';
import { Modal } from '@ui/modal';
import { Select } from '@ui/select';
import { SelectionModal } from '@ui/selection-modal';
import { TextInput } from '@ui/text-input';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { contractActionTexts } from './contract-texts';
import * as styles from './contracts.css';

type ContractActionRef = ActorRefFrom<typeof contractActionMachine>;

export interface ContractActionDialogsProps {
  /** The running contract-action flow (a child of the contract history), absent when none is open. */
  actorRef: ContractActionRef | undefined;
}

/**
 * The modals of one contract action: the contract selection, what HR decided, then the confirmation
 * (running, or failed).
 */
export function ContractActionDialogs({ actorRef }: ContractActionDialogsProps) {
  // Only a running flow (in tests the child may be a stand-in without the flow's context).
  if (!actorRef || !('action' in ((actorRef.getSnapshot() as { context?: object }).context ?? {})))
    return null;
  return <Dialogs actorRef={actorRef} />;
}

function Dialogs({ actorRef }: { actorRef: ContractActionRef }) {
  const view = useSelector(
    actorRef,
    (snapshot) => ({
      context: snapshot.context,
      selecting: snapshot.matches('selecting'),
      deciding: snapshot.matches('deciding'),
      mayContinue: snapshot.can({ type: 'CONTINUE' }),
      confirming: snapshot.matches('confirming') || snapshot.matches('sending'),
      busy: snapshot.hasTag('busy'),
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
  const title = contractActionTexts.titles[context.action];
  return (
    <>
      <SelectionModal
        isOpen={view.selecting}
        title={title}
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
      <Modal
        isOpen={view.deciding}
        title={title}
        closeLabel={layoutTexts.close}
        onClose={() => actorRef.send({ type: 'CANCEL' })}
        footer={
          <>
            <Button variant="outlined" appearance="gray" onPress={() => actorRef.send({ type: 'CANCEL' })}>
              {contractActionTexts.cancel}
            </Button>
            <Button disabled={!view.mayContinue} onPress={() => actorRef.send({ type: 'CONTINUE' })}>
              {contractActionTexts.continue}
            </Button>
          </>
        }
      >
        <div className={styles.decision}>
          <p>{contractActionTexts.decisionPrompts[context.action](chosen?.contractNumber ?? '')}</p>
          {contractDecisionFields[context.action].map((field) => (
            <DecisionField key={field} field={field} actorRef={actorRef} />
          ))}
        </div>
      </Modal>
      <ConfirmDialog
        isOpen={view.confirming}
        title={title}
        confirmText={contractActionTexts.send}
        cancelText={contractActionTexts.cancel}
        closeLabel={layoutTexts.close}
        confirming={view.busy}
        busyReason={contractActionTexts.sending}
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
        <DescriptionList items={draftDecisionFacts(context.action, context.decision)} />
        <p>{contractActionTexts.recordedAs}</p>
      </ConfirmDialog>
    </>
  );
}

/** One field of the decision, with its message once changed (validation on change, SPEC §5). */
function DecisionField({ field, actorRef }: { field: ContractDecisionField; actorRef: ContractActionRef }) {
  const { value, message } = useSelector(
    actorRef,
    (snapshot) => ({
      value: snapshot.context.decision[field],
      message: snapshot.context.touched.includes(field) ? snapshot.context.decisionErrors[field] : undefined,
    }),
    shallowEqual,
  );
  const change = (text: string) => actorRef.send({ type: 'CHANGE', values: { [field]: text } });
  const common = {
    label: contractDecisionLabels[field],
    status: message ? ('invalid' as const) : undefined,
    message,
    fullWidth: true,
  };
  if (field === 'retirementDate' || field === 'newDeadline')
    return <DateField {...common} required value={value} onChange={change} />;
  if (field === 'newWorkSchedule' || field === 'newJobModality')
    return (
      <Select
        {...common}
        options={contractDecisionOptions[field]}
        value={value}
        onChange={change}
        clearable
        clearLabel={contractActionTexts.clear}
      />
    );
  if (field === 'newSalary')
    return (
      <TextInput
        {...common}
        type="money"
        format={moneyText}
        parse={moneyDigits}
        value={value}
        onChange={change}
      />
    );
  return <TextInput {...common} required={field === 'retirementReason'} value={value} onChange={change} />;
}
