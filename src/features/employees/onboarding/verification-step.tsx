import { optionLabel } from '@src/domain/onboarding-options';
import { onboardingTexts } from '@src/domain/texts';
import { Button } from '@ui/button';
import { DescriptionList } from '@ui/description-list';
import { PageSection } from '@ui/page-section';
import type { ReactNode } from 'react';
import { onboardingPageTexts as texts } from '../employee-texts';
import {
  AssignmentCardList,
  type DropdownField,
  dropdowns,
  optionsOf,
  RequirementCards,
  type StepProps,
  StepSection,
} from './step-parts';

export function Verification({ view, send }: StepProps) {
  const { values, attachment, assignments, unmetRequirements } = view.context;
  const shown = (text: string) => (text.trim() === '' ? texts.empty : text);
  const summary = (fields: readonly DropdownField[]) =>
    fields.map(({ field, label }) => ({
      term: label,
      description: shown(optionLabel(optionsOf(view, field), values[field])),
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
      items: [
        ...summary(dropdowns.location),
        { term: texts.observations, description: shown(values.observations) },
      ],
    },
    {
      step: 4,
      body:
        assignments.length === 0 ? <p>{texts.noAssignmentsSummary}</p> : <AssignmentCardList view={view} />,
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
