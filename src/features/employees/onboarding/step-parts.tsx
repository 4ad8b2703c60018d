// What the steps of the onboarding wizard share: the view they render, field messages, the dropdowns
// of steps 2 and 3 (also summarised in step 6), and the assignment and requirement cards.
import type {
  OnboardingField,
  OnboardingValues,
  onboardingMachine,
} from '@machines/employees/onboarding.machine';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import { type OnboardingOption, onboardingOptions } from '@src/domain/onboarding-options';
import { assignmentCards } from '@src/domain/rules/onboarding-wizard';
import { onboardingTexts } from '@src/domain/texts';
import { AlertCard } from '@ui/alert-card';
import { Button } from '@ui/button';
import { Card } from '@ui/card';
import { DescriptionList } from '@ui/description-list';
import { PageSection } from '@ui/page-section';
import { Select } from '@ui/select';
import { type Appearance, appearances } from '@ui/theme/tokens';
import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { onboardingPageTexts as pageTexts } from '../employee-texts';
import * as styles from '../onboarding.css';

export type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;
type Send = OnboardingRef['send'];

/**
 * What the wizard's screen renders, selected from the snapshot (never the whole snapshot): the context
 * (the step, values, messages, the assignment form's error are the machine's) and what its states and
 * tags say. A change of anything else does not render the page again.
 */
export interface OnboardingView {
  context: OnboardingSnapshot['context'];
  inWizard: boolean;
  readingFile: boolean;
  optionsFailed: boolean;
  loadingOptions: boolean;
  adding: boolean;
  canAdd: boolean;
  canNext: boolean;
  canFinish: boolean;
  canOpenRequirements: boolean;
  requirementsOpen: boolean;
  confirming: boolean;
  submitting: boolean;
  submitFailed: boolean;
  sent: boolean;
}

/** The view of a snapshot. */
export function viewOf(snapshot: OnboardingSnapshot): OnboardingView {
  return {
    context: snapshot.context,
    inWizard: snapshot.matches('wizard'),
    readingFile: snapshot.hasTag('readingFile'),
    optionsFailed: snapshot.hasTag('optionsFailed'),
    loadingOptions: snapshot.matches({ wizard: { position: 'loadingOptions' } }),
    adding: snapshot.matches({ wizard: { assignments: 'adding' } }),
    canAdd: snapshot.can({ type: 'ADD_ASSIGNMENT' }),
    canNext: snapshot.can({ type: 'NEXT' }),
    canFinish: snapshot.can({ type: 'FINISH' }),
    canOpenRequirements: snapshot.can({ type: 'OPEN_REQUIREMENTS' }),
    requirementsOpen: snapshot.matches('requirementsModal'),
    confirming: snapshot.matches('confirming'),
    submitting: snapshot.matches('submitting'),
    submitFailed: snapshot.hasTag('submitFailed'),
    sent: snapshot.matches('sent'),
  };
}

export const messageOf = (view: OnboardingView, field: OnboardingField) =>
  view.context.touched.includes(field) ? view.context.errors[field] : undefined;

export const statusOf = (message: string | undefined) => (message ? ('invalid' as const) : undefined);

const appearanceOf = (value: string): Appearance => appearances.find((item) => item === value) ?? 'warning';

/** A File-shaped value for the kit's file field: the accepted CV's name and size (its bytes are in IndexedDB). */
export const shownFile = (attachment: { name: string; size: number } | undefined) =>
  attachment ? ({ name: attachment.name, size: attachment.size } as File) : null;

export function StepSection({ title = '', children }: { title: string | undefined; children: ReactNode }) {
  return <PageSection title={title}>{children}</PageSection>;
}

export interface StepProps {
  view: OnboardingView;
  send: Send;
}

/** A dropdown field of the wizard: the value it sets and its label. */
export interface DropdownField {
  field: Exclude<keyof typeof onboardingOptions, 'assignment'> | 'salaryProfile';
  label: string;
}

/** The dropdowns of step 2 (contractual position) and step 3 (location), in the order shown and summarised. */
export const dropdowns: { position: readonly DropdownField[]; location: readonly DropdownField[] } = {
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
export const optionsOf = (
  view: OnboardingView,
  field: DropdownField['field'],
): readonly OnboardingOption[] =>
  field === 'salaryProfile'
    ? view.context.salaryProfiles.map(({ id, label, value }) => ({ id, label, value }))
    : onboardingOptions[field];

/** The wizard's dropdowns, each bound to its value. */
export function Dropdowns({
  fields,
  view,
  onChange,
  loadingText,
}: {
  fields: readonly DropdownField[];
  view: OnboardingView;
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
        options={optionsOf(view, field)}
        value={view.context.values[field]}
        onChange={(id) => onChange({ [field]: id })}
        status={loading ? 'pending' : undefined}
        description={loading}
        disabled={loading !== undefined}
        fullWidth
      />
    );
  });
}

/** The added assignments; with `onRemove` each card can be removed (step 4, before sending). */
export function AssignmentCardList({
  view,
  onRemove,
}: {
  view: OnboardingView;
  onRemove?: ((index: number) => void) | undefined;
}) {
  return (
    <ul className={styles.cards}>
      {assignmentCards(view.context.assignments).map((card, index) => (
        <li key={card.title}>
          <Card
            title={card.title}
            footer={
              onRemove && (
                <Button
                  variant="outlined"
                  appearance="gray"
                  aria-label={pageTexts.removeAssignmentLabel(card.title)}
                  onPress={() => onRemove(index)}
                >
                  {pageTexts.removeAssignment}
                </Button>
              )
            }
          >
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

export function RequirementCards({ cards }: { cards: readonly UnmetRequirementCard[] }) {
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
