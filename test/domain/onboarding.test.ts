import { nextStep, onboardingStepCount, previousStep, toAssignmentCard } from '@src/domain/onboarding';
import { describe, expect, test } from 'vitest';

describe('onboardingStepCount, previousStep and nextStep', () => {
  test('moves between steps within bounds', () => {
    expect(onboardingStepCount).toBe(6);
    expect(previousStep(1)).toBe(1);
    expect(previousStep(4)).toBe(3);
    expect(nextStep(6, 6)).toBe(6);
    expect(nextStep(2, 6)).toBe(3);
  });
});

describe('toAssignmentCard', () => {
  test("makes assignment cards, with 'Sin especificación' when none was chosen", () => {
    const card = toAssignmentCard({ assignment: '', value: 150000 }, 0);
    expect(card.title).toBe('Asignación 1');
    expect(card.assignment).toBe('Sin especificación');
    expect(card.value.replace('\u00a0', ' ')).toBe('$ 150.000');
    expect(toAssignmentCard({ assignment: 'Bono', value: 1 }, 2).title).toBe('Asignación 3');
  });
});
