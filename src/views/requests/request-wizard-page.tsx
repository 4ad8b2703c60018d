import type {
  RequestKind,
  requestWizardMachine,
  WizardField,
  WizardValues,
} from '@machines/requests/request-wizard.machine';
import { formatDate } from '@src/domain/format';
import { certificationTypes } from '@src/domain/lookups';
import { permissionExplanations } from '@src/domain/permissions';
import { needsContractSelector } from '@src/domain/rules/contracts';
import { contractsLackingSeniority, isRequiredField, valuesToSend } from '@src/domain/rules/request-wizard';
import { backConfirmationTexts, holidayTexts, layoutTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { AlertCard } from '@ui/alert-card';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DateField } from '@ui/date-field';
import { DescriptionList } from '@ui/description-list';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { PageSection } from '@ui/page-section';
import { PageTemplate } from '@ui/page-template';
import { Select } from '@ui/select';
import { Stepper } from '@ui/stepper';
import { TextArea } from '@ui/text-area';
import { TextInput } from '@ui/text-input';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { wizardTexts } from './request-texts';
import * as styles from './requests.css';

type WizardRef = ActorRefFrom<typeof requestWizardMachine>;
type WizardSnapshot = SnapshotFrom<typeof requestWizardMachine>;
type WizardContext = WizardSnapshot['context'];

/**
 * Siguiente (steps 1 and 2) or Enviar (step 3), as the machine answers NEXT or SUBMIT; under the
 * confirmation and sent modals Enviar stays as it was.
 */
function nextAllowedOf(snapshot: WizardSnapshot): boolean {
  if (snapshot.context.step !== 3) return snapshot.can({ type: 'NEXT' });
  return !snapshot.matches('verification') || snapshot.can({ type: 'SUBMIT' });
}

export interface RequestWizardPageProps {
  /** The running wizard actor (src/app provides call 11, navigation and the persisted progress). */
  actorRef: WizardRef;
}

const privilegeExplanation: Record<RequestKind, string> = {
  enjoyment: permissionExplanations.requestEnjoyment,
  payment: permissionExplanations.requestPayment,
  certification: permissionExplanations.requestCertificate,
};

/** The message of a field the person has changed, if it is invalid. */
function messageOf(context: WizardContext, field: WizardField): string | undefined {
  const { errors, touched } = context;
  return touched.includes(field) ? errors[field] : undefined;
}

function fieldStatus(message: string | undefined) {
  return message ? ('invalid' as const) : undefined;
}

/**
 * /holidays/request-enjoyment, /holidays/request-payment and /certifications/new-certification: step 1
 * unmet requirements, step 2 the form, step 3 the summary with 'Regresar a este paso', then the
 * confirmation and success modals. Renders the wizard machine; every decision is the machine's.
 */
/** The label of each wizard field, as the form shows it. */
const fieldLabels: Record<WizardField, string> = {
  contract: wizardTexts.contract,
  daysOff: wizardTexts.daysOff,
  startDateEnyoment: wizardTexts.startDateEnyoment,
  daysToPay: wizardTexts.daysToPay,
  certificationType: wizardTexts.certificationType,
  addressee: wizardTexts.addressee,
  observations: wizardTexts.observations,
};

export function RequestWizardPage({ actorRef }: RequestWizardPageProps) {
  // What the page needs, selected piece by piece (no whole-snapshot selector).
  const context = useSelector(actorRef, (current) => current.context);
  const step = context.step;
  const nextAllowed = useSelector(actorRef, nextAllowedOf);
  const submitFailed = useSelector(actorRef, (current) => current.hasTag('submitFailed'));
  const confirmOpen = useSelector(
    actorRef,
    (current) => current.matches('confirming') || current.matches('submitting'),
  );
  const submitting = useSelector(actorRef, (current) => current.matches('submitting'));
  const sentOpen = useSelector(actorRef, (current) => current.matches('sent'));
  const send = actorRef.send;
  const nextReason =
    step === 2 ? wizardTexts.invalidForm : step === 3 ? privilegeExplanation[context.kind] : undefined;

  return (
    <PageTemplate
      title={wizardTexts.titles[context.kind]}
      onBack={() => send({ type: 'ABANDON' })}
      backConfirmation={backConfirmationTexts}
    >
      {(context.invalidatedFields ?? []).length > 0 && (
        <FlagMessage
          title={wizardTexts.resumedTitle(formatDate(context.resumedOn))}
          description={wizardTexts.resumedInvalid(
            (context.invalidatedFields ?? []).map((field) => fieldLabels[field]).join(', '),
          )}
          appearance="warning"
        />
      )}
      {submitFailed && (
        <FlagMessage
          title={wizardTexts.submitFailed}
          appearance="danger"
          onClose={() => send({ type: 'DISMISS_FLAG' })}
          closeLabel={wizardTexts.close}
        />
      )}
      <Stepper
        steps={wizardTexts.steps.map((name, index) => ({ number: index + 1, name }))}
        current={step}
        label={wizardTexts.stepsLabel}
        texts={{ prev: wizardTexts.previous, next: wizardTexts.next, submit: wizardTexts.send }}
        onPrev={() => send({ type: 'PREVIOUS' })}
        onNext={() => send({ type: 'NEXT' })}
        onSubmit={() => send({ type: 'SUBMIT' })}
        nextDisabled={!nextAllowed}
        nextDisabledReason={nextAllowed ? undefined : nextReason}
      >
        {step === 1 && <Requirements context={context} />}
        {step === 2 && (
          <RequestForm context={context} onChange={(values) => send({ type: 'CHANGE', values })} />
        )}
        {step === 3 && (
          <Summary context={context} onGoToStep={(target) => send({ type: 'GO_TO_STEP', step: target })} />
        )}
      </Stepper>
      <ConfirmDialog
        isOpen={confirmOpen}
        confirming={submitting}
        busyReason={wizardTexts.confirmingHint}
        title={wizardTexts.confirmTitle}
        confirmText={wizardTexts.confirm}
        cancelText={wizardTexts.cancel}
        closeLabel={layoutTexts.close}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {wizardTexts.confirmBody}
      </ConfirmDialog>
      <InfoModal
        isOpen={sentOpen}
        title={wizardTexts.sentTitle}
        buttonText={wizardTexts.understood}
        appearance="success"
        closeLabel={layoutTexts.close}
        onClose={() => send({ type: 'CLOSE_SUCCESS' })}
      >
        <p>{wizardTexts.sentBody(context.requestNumber)}</p>
      </InfoModal>
    </PageTemplate>
  );
}

/**
 * Step 1: a card per contract lacking the 90 days, and the obligations card. SPEC §7 makes both placeholder
 * alerts, and the obligations one is always there, so the step never also says there is no restriction.
 */
function Requirements({ context }: { context: WizardContext }) {
  const lacking = contractsLackingSeniority(context);
  return (
    <PageSection title={wizardTexts.requirementsHeading}>
      {lacking.map((contract) => (
        <AlertCard key={contract.contractId} title={wizardTexts.seniorityTitle} appearance="warning">
          <p>{wizardTexts.seniorityCause(contract.contractNumber)}</p>
        </AlertCard>
      ))}
      <AlertCard title={wizardTexts.obligationsTitle} appearance="help">
        <p>{wizardTexts.obligationsCause}</p>
      </AlertCard>
    </PageSection>
  );
}

function RequestForm({
  context,
  onChange,
}: {
  context: WizardContext;
  onChange: (values: Partial<WizardValues>) => void;
}) {
  const { values, kind, contracts } = context;
  const message = (field: WizardField) => messageOf(context, field);
  return (
    <PageSection title={wizardTexts.steps[1]}>
      <div className={styles.form}>
        {needsContractSelector(contracts) && (
          <Select
            label={wizardTexts.contract}
            required={isRequiredField(kind, 'contract')}
            options={contracts.map((contract) => ({
              id: contract.contractId,
              label: wizardTexts.contractOption(contract.contractNumber, contract.businessName),
              value: contract.contractId,
            }))}
            value={values.contract}
            onChange={(id) => onChange({ contract: id })}
            status={fieldStatus(message('contract'))}
            message={message('contract')}
          />
        )}
        {kind === 'enjoyment' && (
          <>
            <TextInput
              label={wizardTexts.daysOff}
              type="number"
              required={isRequiredField(kind, 'daysOff')}
              value={values.daysOff}
              onChange={(value) => onChange({ daysOff: value })}
              maxLength={2}
              status={fieldStatus(message('daysOff'))}
              message={message('daysOff')}
            />
            <DateField
              label={wizardTexts.startDateEnyoment}
              required={isRequiredField(kind, 'startDateEnyoment')}
              value={values.startDateEnyoment}
              onChange={(text) => onChange({ startDateEnyoment: text })}
              status={fieldStatus(message('startDateEnyoment'))}
              message={message('startDateEnyoment')}
            />
          </>
        )}
        {kind === 'payment' && (
          <TextInput
            label={wizardTexts.daysToPay}
            type="number"
            required={isRequiredField(kind, 'daysToPay')}
            value={values.daysToPay}
            onChange={(value) => onChange({ daysToPay: value })}
            maxLength={2}
            status={fieldStatus(message('daysToPay'))}
            message={message('daysToPay')}
          />
        )}
        {kind === 'certification' && (
          <>
            <Select
              label={wizardTexts.certificationType}
              required={isRequiredField(kind, 'certificationType')}
              options={certificationTypes.map((type) => ({ id: type, label: type, value: type }))}
              value={values.certificationType}
              onChange={(id) => onChange({ certificationType: id })}
              status={fieldStatus(message('certificationType'))}
              message={message('certificationType')}
            />
            <TextInput
              label={wizardTexts.addressee}
              required={isRequiredField(kind, 'addressee')}
              value={values.addressee}
              maxLength={limits.addresseeInput}
              onChange={(value) => onChange({ addressee: value })}
              status={fieldStatus(message('addressee'))}
              message={message('addressee')}
            />
          </>
        )}
        <TextArea
          label={wizardTexts.observations}
          required={isRequiredField(kind, 'observations')}
          value={values.observations}
          max={limits.observationSchema}
          inputMax={limits.observationInput}
          onChange={(value) => onChange({ observations: value })}
          status={fieldStatus(message('observations'))}
          message={message('observations')}
        />
      </div>
    </PageSection>
  );
}

function Summary({ context, onGoToStep }: { context: WizardContext; onGoToStep: (step: 1 | 2) => void }) {
  const values = valuesToSend(context.values);
  const lacking = contractsLackingSeniority(context);
  const contract = context.contracts.find((item) => item.contractId === values.contract);
  const items = [
    {
      term: wizardTexts.contract,
      description: contract ? wizardTexts.contractOption(contract.contractNumber, contract.businessName) : '',
    },
    ...(context.kind === 'enjoyment'
      ? [
          { term: wizardTexts.daysOff, description: values.daysOff },
          { term: wizardTexts.startDateEnyoment, description: values.startDateEnyoment },
        ]
      : []),
    ...(context.kind === 'payment' ? [{ term: wizardTexts.daysToPay, description: values.daysToPay }] : []),
    ...(context.kind === 'certification'
      ? [
          { term: wizardTexts.certificationType, description: values.certificationType },
          { term: wizardTexts.addressee, description: values.addressee },
        ]
      : []),
    { term: wizardTexts.observations, description: values.observations || wizardTexts.noObservations },
  ];
  return (
    <PageSection title={wizardTexts.summaryHeading}>
      <PageSection
        boxed
        headingLevel={3}
        title={wizardTexts.steps[0]}
        headerEnd={
          <Button
            variant="text"
            onPress={() => onGoToStep(1)}
            aria-label={`${holidayTexts.backToStep}: ${wizardTexts.steps[0]}`}
          >
            {holidayTexts.backToStep}
          </Button>
        }
      >
        {/* The requirements step 1 showed, the obligations one included. */}
        <ul>
          {lacking.map((item) => (
            <li key={item.contractId}>{wizardTexts.seniorityCause(item.contractNumber)}</li>
          ))}
          <li>{wizardTexts.obligationsTitle}</li>
        </ul>
      </PageSection>
      <PageSection
        boxed
        headingLevel={3}
        title={wizardTexts.steps[1]}
        headerEnd={
          <Button
            variant="text"
            onPress={() => onGoToStep(2)}
            aria-label={`${holidayTexts.backToStep}: ${wizardTexts.steps[1]}`}
          >
            {holidayTexts.backToStep}
          </Button>
        }
      >
        <DescriptionList items={items} />
      </PageSection>
    </PageSection>
  );
}
