import type { UnmetRequirementCard } from '@src/domain/onboarding';
import { onboardingTexts } from '@src/domain/texts';
import { RequirementCards, StepSection } from './step-parts';

export function UnmetRequirementsStep({ cards }: { cards: readonly UnmetRequirementCard[] }) {
  return (
    <StepSection title={onboardingTexts.steps[4]}>
      {cards.length === 0 ? <p>{onboardingTexts.noUnmetRequirements}</p> : <RequirementCards cards={cards} />}
    </StepSection>
  );
}
