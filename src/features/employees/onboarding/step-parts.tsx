// What the steps of the onboarding wizard share: the snapshot they render, field messages, the dropdowns
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
import { Card } from '@ui/card';
import { DescriptionList } from '@ui/description-list';
import { PageSection } from '@ui/page-section';
import { Select } from '@ui/select';
import { type Appearance, appearances } from '@ui/theme/tokens';
import type { ReactNode } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import * as styles from '../onboarding.css';

export type OnboardingRef = ActorRefFrom<typeof onboardingMachine>;
export type OnboardingSnapshot = SnapshotFrom<typeof onboardingMachine>;
export type Send = OnboardingRef['send'];

export const messageOf = (snapshot: OnboardingSnapshot, field: OnboardingField) =>
  snapshot.context.touched.includes(field) ? snapshot.context.errors[field] : undefined;

export const statusOf = (message: string | undefined) => (message ? ('invalid' as const) : undefined);

export const appearanceOf = (value: string): Appearance =>
  appearances.find((item) => item === value) ?? 'warning';

/** A File-shaped value for the kit's file field: the accepted CV's name and size (its bytes are in IndexedDB). */
export const shownFile = (attachment: { name: string; size: number } | undefined) =>
  attachment ? ({ name: attachment.name, size: attachment.size } as File) : null;

export function StepSection({ title = '', children }: { title: string | undefined; children: ReactNode }) {
  return <PageSection title={title}>{children}</PageSection>;
}

export interface StepProps {
  snapshot: OnboardingSnapshot;
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
  snapshot: OnboardingSnapshot,
  field: DropdownField['field'],
): readonly OnboardingOption[] =>
  field === 'salaryProfile'
    ? snapshot.context.salaryProfiles.map(({ id, label, value }) => ({ id, label, value }))
    : onboardingOptions[field];

/** The wizard's dropdowns, each bound to its value. */
export function Dropdowns({
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

export function AssignmentCardList({ snapshot }: { snapshot: OnboardingSnapshot }) {
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
