import { fitToast } from '@src/app/session/fit-toast';
import { describe, expect, test } from 'vitest';

describe("the app's toasts", () => {
  test('cuts the title at 40 and the description at 80 characters with the domain ellipsis', () => {
    expect(
      fitToast({ title: 'T'.repeat(41), description: 'D'.repeat(81), appearance: 'warning' }),
    ).toMatchObject({
      title: `${'T'.repeat(40)}…`,
      description: `${'D'.repeat(80)}…`,
    });
  });

  test('keeps texts of exactly 40 and 80 characters whole, and a toast without description without one', () => {
    expect(
      fitToast({ title: 'T'.repeat(40), description: 'D'.repeat(80), appearance: 'primary' }),
    ).toMatchObject({ title: 'T'.repeat(40), description: 'D'.repeat(80) });
    expect(fitToast({ title: 'Éxito', appearance: 'success' })).not.toHaveProperty('description');
  });
});
