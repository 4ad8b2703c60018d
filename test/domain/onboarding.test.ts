import { toAssignmentCard } from '@src/domain/onboarding';
import { describe, expect, test } from 'vitest';

describe('toAssignmentCard', () => {
  test("makes assignment cards, with 'Sin especificación' when none was chosen", () => {
    const card = toAssignmentCard({ assignment: '', value: 150000 }, 0);
    expect(card.title).toBe('Asignación 1');
    expect(card.assignment).toBe('Sin especificación');
    expect(card.value.replace('\u00a0', ' ')).toBe('$ 150.000');
    expect(toAssignmentCard({ assignment: 'Bono', value: 1 }, 2).title).toBe('Asignación 3');
  });
});
