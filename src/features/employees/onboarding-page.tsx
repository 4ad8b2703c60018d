import type {
  OnboardingField,
  OnboardingValues,
  onboardingMachine,
} from '@machines/employees/onboarding.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { moneyDigits, moneyText } from '@src/domain/format';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import { type OnboardingOption, onboardingOptions, optionLabel } from '@src/domain/onboarding-options';
import { permissionExplanations } from '@src/domain/permissions';
import { assignmentCards, assignmentDraftError } from '@src/domain/rules/onboarding-wizard';
import { layoutTexts, onboardingTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { AddButton } from '@ui/add-button';
import { AlertCard } from '@ui/alert-card';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { DateField } from '@ui/date-field';
import { DescriptionList } from '@ui/description-list';
import { EmptyState } from '@ui/empty-state';
import { FileField } from '@ui/file-field';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { Modal } from '@ui/modal';
import { PageSection } from '@ui/page-section';
import { PageTemplate } from '@ui/page-template';
import { Select } from '@ui/select';
import { Stepper } from '@ui/stepper';
import { TextInput } from '@ui/text-input';
import { breakpoints, maxWidth } from '@ui/theme/breakpoints';
import { type Appearance, appearances } from '@ui/theme/tokens';
import { useMediaQuery } from '@ui/utils/use-media-query';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import * as styles from './onboarding.css';
import { onboardingPageTexts as texts } from './onboarding-texts';

type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;
type Send = OnboardingRef['send'];

export interface OnboardingPageProps {
  /** The running wizard (src/app provides call 13, call 11, the CV store, navigation and the draft). */
  actorRef: OnboardingRef;
}

const stepStates = [
  'personal',
  'position',
  'location',
  'assignments',
  'unmetRequirements',
  'verification',
] as const;

/** The step the screen shows (the modals keep the step under them). */
function stepOf(snapshot: OnboardingSnapshot): number {
  if (!snapshot.matches('wizard')) return 6;
  const index = stepStates.findIndex((state) => snapshot.matches({ wizard: state }));
  return index < 0 ? 1 : index + 1;
}

/** Which step the Requisitos modal returns to (the step under it). */
function stepUnderModal(snapshot: OnboardingSnapshot): number {
  const history = snapshot.historyValue?.['onboarding.wizard.resume'] as { id: string }[] | undefined;
  const resumed = history?.[0]?.id ?? '';
  const index = stepStates.findIndex((state) => resumed.startsWith(`onboarding.wizard.${state}`));
  return index < 0 ? 1 : index + 1;
}

const messageOf = (snapshot: OnboardingSnapshot, field: OnboardingField) =>
  snapshot.context.touched.includes(field) ? snapshot.context.errors[field] : undefined;

const statusOf = (message: string | undefined) => (message ? ('invalid' as const) : undefined);

const appearanceOf = (value: string): Appearance => appearances.find((item) => item === value) ?? 'warning';

/** A File-shaped value for the kit's file field: the accepted CV's name and size (its bytes are in IndexedDB). */
const shownFile = (attachment: { name: string; size: number } | undefined) =>
  attachment ? ({ name: attachment.name, size: attachment.size } as File) : null;

/**
 * /employees/new-employee: the six-step wizard 'Vincular nuevo empleado'. Renders the onboarding
 * machine; every decision (validity, steps, privilege) is the machine's.
 */
export function OnboardingPage({ actorRef }: OnboardingPageProps) {
  const snapshot = useSelector(actorRef, (current) => current);
  const { context } = snapshot;
  const send = actorRef.send;
  const step = snapshot.matches('requirementsModal') ? stepUnderModal(snapshot) : stepOf(snapshot);
  const nextAllowed = step === 6 ? snapshot.can({ type: 'FINISH' }) : snapshot.can({ type: 'NEXT' });
  const nextReason = step === 6 ? permissionExplanations.addEmployeeLink : texts.invalidStep;
  const showReason = !nextAllowed && (step === 6 || snapshot.matches('wizard'));
  return (
    <div className={styles.page}>
      <PageTemplate
        title={onboardingTexts.title}
        action={
          <Button
            variant="outlined"
            aria-haspopup="dialog"
            onPress={() => send({ type: 'OPEN_REQUIREMENTS' })}
            disabled={!snapshot.can({ type: 'OPEN_REQUIREMENTS' })}
          >
            {texts.requirementsCount(context.requirements.length)}
          </Button>
        }
      >
        {snapshot.hasTag('submitFailed') && (
          <FlagMessage
            title={fetchMessages.save.failure}
            appearance="danger"
            onClose={() => send({ type: 'DISMISS_FLAG' })}
            closeLabel={texts.close}
          />
        )}
        <Stepper
          steps={onboardingTexts.steps.map((name, index) => ({ number: index + 1, name }))}
          current={step}
          label={texts.stepsLabel}
          texts={{
            prev: onboardingTexts.previous,
            next: onboardingTexts.next,
            submit: onboardingTexts.finish,
          }}
          onPrev={() => send({ type: 'PREVIOUS' })}
          onNext={() => send({ type: 'NEXT' })}
          onSubmit={() => send({ type: 'FINISH' })}
          nextDisabled={!nextAllowed}
          nextDisabledReason={showReason ? nextReason : undefined}
        >
          {step === 1 && <PersonalStep snapshot={snapshot} send={send} />}
          {step === 2 && <PositionStep snapshot={snapshot} send={send} />}
          {step === 3 && <LocationStep snapshot={snapshot} send={send} />}
          {step === 4 && <AssignmentsStep snapshot={snapshot} send={send} />}
          {step === 5 && <UnmetRequirementsStep cards={context.unmetRequirements} />}
          {step === 6 && <Verification snapshot={snapshot} send={send} />}
        </Stepper>
      </PageTemplate>
      <AssignmentModal snapshot={snapshot} send={send} />
      <Modal
        isOpen={snapshot.matches('requirementsModal')}
        title={onboardingTexts.requirements}
        closeLabel={texts.close}
        onClose={() => send({ type: 'CLOSE_REQUIREMENTS' })}
      >
        {context.requirements.length === 0 ? (
          <p>{texts.noRequirements}</p>
        ) : (
          <RequirementCards cards={context.requirements} />
        )}
      </Modal>
      <ConfirmDialog
        isOpen={snapshot.matches('confirming') || snapshot.matches('submitting')}
        title={onboardingTexts.confirmTitle}
        confirmText={onboardingTexts.finish}
        cancelText={layoutTexts.cancel}
        closeLabel={layoutTexts.close}
        onConfirm={() => send({ type: 'CONFIRM' })}
        onCancel={() => send({ type: 'CANCEL' })}
      >
        {onboardingTexts.confirmBody}
      </ConfirmDialog>
      <InfoModal
        isOpen={snapshot.matches('sent')}
        title={onboardingTexts.sentTitle}
        buttonText={texts.understood}
        appearance="success"
        closeLabel={layoutTexts.close}
        onClose={() => send({ type: 'CLOSE_SENT' })}
      >
        <p>{onboardingTexts.sentBody}</p>
        <p>{texts.sentNumber(context.requestNumber)}</p>
      </InfoModal>
    </div>
  );
}

function StepSection({ title = '', children }: { title: string | undefined; children: ReactNode }) {
  return <PageSection title={title}>{children}</PageSection>;
}

interface StepProps {
  snapshot: OnboardingSnapshot;
  send: Send;
}

function PersonalStep({ snapshot, send }: StepProps) {
  const { values } = snapshot.context;
  const edit = (changed: Partial<OnboardingValues>) => send({ type: 'EDIT_PERSONAL', values: changed });
  const message = (field: OnboardingField) => messageOf(snapshot, field);
  const reading = snapshot.hasTag('readingFile');
  return (
    <StepSection title={onboardingTexts.steps[0]}>
      <div className={styles.grid}>
        <TextInput
          label={onboardingTexts.names}
          required
          value={values.names}
          maxLength={limits.nameInput}
          onChange={(value) => edit({ names: value })}
          status={statusOf(message('names'))}
          message={message('names')}
        />
        <TextInput
          label={onboardingTexts.lastNames}
          required
          value={values.lastNames}
          maxLength={limits.nameInput}
          onChange={(value) => edit({ lastNames: value })}
          status={statusOf(message('lastNames'))}
          message={message('lastNames')}
        />
        <TextInput
          label={onboardingTexts.identificationNumber}
          required
          value={values.identificationNumber}
          maxLength={limits.idMaxDigits}
          onChange={(value) => edit({ identificationNumber: value })}
          status={statusOf(message('identificationNumber'))}
          message={message('identificationNumber')}
        />
      </div>
      <FileField
        label={onboardingTexts.curriculum}
        required
        file={shownFile(snapshot.context.attachment)}
        accept={['application/pdf']}
        buttonText={texts.attachButton}
        removeLabel={texts.removeFile}
        disabled={reading}
        description={reading ? texts.readingFile : undefined}
        onChange={(file) => send(file ? { type: 'CHOOSE_FILE', file } : { type: 'REMOVE_FILE' })}
        status={statusOf(message('attachedFile'))}
        message={message('attachedFile')}
      />
    </StepSection>
  );
}

/** A dropdown field of the wizard: the value it sets and its label. */
interface DropdownField {
  field: Exclude<keyof typeof onboardingOptions, 'assignment'> | 'salaryProfile';
  label: string;
}

/** The dropdowns of step 2 (contractual position) and step 3 (location), in the order shown and summarised. */
const dropdowns: { position: readonly DropdownField[]; location: readonly DropdownField[] } = {
  position: [
    { field: 'normativeFramework', label: onboardingTexts.normativeFramework },
    { field: 'contractType', label: onboardingTexts.contractType },
    { field: 'company', label: onboardingTexts.company },
    { field: 'workingShift', label: onboardingTexts.workingShift },
    { field: 'team', label: onboardingTexts.team },
    { field: 'position', label: onboardingTexts.position },
    { field: 'salaryProfile', label: onboardingTexts.salaryProfile },
    { field: 'jobMode', label: onboardingTexts.workplace },
  ],
  location: [
    { field: 'proyect', label: onboardingTexts.project },
    { field: 'zonalSegmentation', label: onboardingTexts.zonalSegmentation },
    { field: 'costCenter', label: onboardingTexts.costCenter },
  ],
};

/** A dropdown's options: the fixed lists, and Perfil salarial from call 13. */
const optionsOf = (
  snapshot: OnboardingSnapshot,
  field: DropdownField['field'],
): readonly OnboardingOption[] =>
  field === 'salaryProfile'
    ? snapshot.context.salaryProfiles.map(({ id, label, value }) => ({ id, label, value }))
    : onboardingOptions[field];

/** The wizard's dropdowns, each bound to its value. */
function Dropdowns({
  fields,
  snapshot,
  onChange,
  loadingText,
}: {
  fields: readonly DropdownField[];
  snapshot: OnboardingSnapshot;
  onChange: (values: Partial<OnboardingValues>) => void;
  /** Set while Perfil salarial's options load (call 13): that select is busy and says so, never an empty list. */
  loadingText?: string | undefined;
}) {
  return fields.map(({ field, label }) => {
    const loading = field === 'salaryProfile' ? loadingText : undefined;
    return (
      <Select
        key={field}
        label={label}
        options={optionsOf(snapshot, field)}
        value={snapshot.context.values[field]}
        onChange={(id) => onChange({ [field]: id })}
        status={loading ? 'pending' : undefined}
        description={loading}
        disabled={loading !== undefined}
        fullWidth
      />
    );
  });
}

function PositionStep({ snapshot, send }: StepProps) {
  const { values } = snapshot.context;
  const edit = (changed: Partial<OnboardingValues>) => send({ type: 'EDIT_POSITION', values: changed });
  const message = messageOf(snapshot, 'startDate');
  return (
    <StepSection title={onboardingTexts.steps[1]}>
      {snapshot.hasTag('optionsFailed') && (
        <FlagMessage title={fetchMessages.remunerationProfiles.flag} appearance="danger" />
      )}
      {snapshot.hasTag('optionsFailed') && (
        <div className={styles.toolbar}>
          <Button variant="outlined" onPress={() => send({ type: 'RETRY_OPTIONS' })}>
            {texts.optionsRetry}
          </Button>
        </div>
      )}
      <div className={styles.grid}>
        <Dropdowns
          fields={dropdowns.position}
          snapshot={snapshot}
          onChange={edit}
          loadingText={
            snapshot.matches({ wizard: { position: 'loadingOptions' } }) ? texts.loadingOptions : undefined
          }
        />
        <DateField
          label={onboardingTexts.startDate}
          required
          value={values.startDate}
          onChange={(text) => edit({ startDate: text })}
          status={statusOf(message)}
          message={message}
          fullWidth
        />
        <DateField
          label={onboardingTexts.endDate}
          disabled
          value=""
          onChange={() => undefined}
          description={texts.endDateHint}
          fullWidth
        />
      </div>
    </StepSection>
  );
}

function LocationStep({ snapshot, send }: StepProps) {
  return (
    <StepSection title={onboardingTexts.steps[2]}>
      <div className={styles.grid}>
        <Dropdowns
          fields={dropdowns.location}
          snapshot={snapshot}
          onChange={(changed) => send({ type: 'EDIT_LOCATION', values: changed })}
        />
      </div>
    </StepSection>
  );
}

function AssignmentCardList({ snapshot }: { snapshot: OnboardingSnapshot }) {
  return (
    <ul className={styles.cards}>
      {assignmentCards(snapshot.context.assignments).map((card) => (
        <li key={card.title}>
          <Card title={card.title}>
            <DescriptionList
              items={[
                { term: onboardingTexts.assignment, description: card.assignment },
                { term: onboardingTexts.value, description: card.value },
              ]}
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function AssignmentsStep({ snapshot, send }: StepProps) {
  const open = () => send({ type: 'OPEN_ASSIGNMENT' });
  const empty = snapshot.context.assignments.length === 0;
  // SPEC §2: a floating round add button on small screens.
  const small = useMediaQuery(maxWidth(breakpoints.w600));
  return (
    <StepSection title={onboardingTexts.steps[3]}>
      {empty ? (
        <EmptyState
          title={onboardingTexts.noAssignments}
          action={
            <Button aria-haspopup="dialog" onPress={open}>
              {onboardingTexts.addAssignment}
            </Button>
          }
        />
      ) : (
        <>
          {!small && (
            <div className={styles.toolbar}>
              <Button aria-haspopup="dialog" onPress={open}>
                {onboardingTexts.addAssignment}
              </Button>
            </div>
          )}
          <AssignmentCardList snapshot={snapshot} />
          {small && (
            <>
              <div className={styles.floatingRoom} />
              <AddButton label={onboardingTexts.addAssignment} aria-haspopup="dialog" onPress={open} />
            </>
          )}
        </>
      )}
    </StepSection>
  );
}

function AssignmentModal({ snapshot, send }: StepProps) {
  const { draft, draftTouched } = snapshot.context;
  const error = assignmentDraftError(draft);
  const message = draftTouched ? error : undefined;
  return (
    <Modal
      isOpen={snapshot.matches({ wizard: { assignments: 'adding' } })}
      title={onboardingTexts.addAssignment}
      closeLabel={texts.close}
      hideClose
      onClose={() => send({ type: 'CLOSE_ASSIGNMENT' })}
      footer={
        <>
          <Button variant="outlined" onPress={() => send({ type: 'CLOSE_ASSIGNMENT' })}>
            {onboardingTexts.close}
          </Button>
          <Button
            onPress={() => send({ type: 'ADD_ASSIGNMENT' })}
            disabled={!snapshot.can({ type: 'ADD_ASSIGNMENT' })}
          >
            {onboardingTexts.add}
          </Button>
        </>
      }
    >
      <div className={styles.column}>
        <Select
          label={onboardingTexts.assignment}
          options={onboardingOptions.assignment}
          value={draft.assignment}
          onChange={(id) => send({ type: 'EDIT_ASSIGNMENT', draft: { assignment: id } })}
          fullWidth
        />
        <TextInput
          label={onboardingTexts.value}
          type="money"
          required
          format={moneyText}
          parse={moneyDigits}
          value={draft.value}
          onChange={(value) => send({ type: 'EDIT_ASSIGNMENT', draft: { value } })}
          status={statusOf(message)}
          message={message}
          fullWidth
        />
      </div>
    </Modal>
  );
}

function RequirementCards({ cards }: { cards: readonly UnmetRequirementCard[] }) {
  return (
    <ul className={styles.cards}>
      {cards.map((card) => (
        <li key={`${card.title}-${card.requirement}`}>
          <AlertCard title={card.title} appearance={appearanceOf(card.iconAppearance)}>
            <p>{card.requirement}</p>
            {card.cause && <p>{card.cause}</p>}
          </AlertCard>
        </li>
      ))}
    </ul>
  );
}

function UnmetRequirementsStep({ cards }: { cards: readonly UnmetRequirementCard[] }) {
  return (
    <StepSection title={onboardingTexts.steps[4]}>
      {cards.length === 0 ? <p>{onboardingTexts.noUnmetRequirements}</p> : <RequirementCards cards={cards} />}
    </StepSection>
  );
}

function Verification({ snapshot, send }: StepProps) {
  const { values, attachment, assignments, unmetRequirements } = snapshot.context;
  const shown = (text: string) => (text.trim() === '' ? texts.empty : text);
  const summary = (fields: readonly DropdownField[]) =>
    fields.map(({ field, label }) => ({
      term: label,
      description: shown(optionLabel(optionsOf(snapshot, field), values[field])),
    }));
  const sections: { step: number; items?: { term: string; description: string }[]; body?: ReactNode }[] = [
    {
      step: 1,
      items: [
        { term: onboardingTexts.names, description: shown(values.names) },
        { term: onboardingTexts.lastNames, description: shown(values.lastNames) },
        { term: onboardingTexts.identificationNumber, description: shown(values.identificationNumber) },
        { term: onboardingTexts.curriculum, description: shown(attachment?.name ?? '') },
      ],
    },
    {
      step: 2,
      items: [
        ...summary(dropdowns.position),
        { term: onboardingTexts.startDate, description: shown(values.startDate) },
      ],
    },
    {
      step: 3,
      items: summary(dropdowns.location),
    },
    {
      step: 4,
      body:
        assignments.length === 0 ? (
          <p>{texts.noAssignmentsSummary}</p>
        ) : (
          <AssignmentCardList snapshot={snapshot} />
        ),
    },
    {
      step: 5,
      body:
        unmetRequirements.length === 0 ? (
          <p>{onboardingTexts.noUnmetRequirements}</p>
        ) : (
          <RequirementCards cards={unmetRequirements} />
        ),
    },
  ];
  return (
    <StepSection title={onboardingTexts.steps[5]}>
      {sections.map((section) => {
        const name = onboardingTexts.steps[section.step - 1] ?? '';
        return (
          <PageSection
            key={section.step}
            boxed
            headingLevel={3}
            title={name}
            headerEnd={
              <Button
                variant="text"
                onPress={() => send({ type: 'GO_TO_STEP', step: section.step })}
                aria-label={`${onboardingTexts.backToStep}: ${name}`}
              >
                {onboardingTexts.backToStep}
              </Button>
            }
          >
            {section.items ? <DescriptionList items={section.items} /> : section.body}
          </PageSection>
        );
      })}
    </StepSection>
  );
}
