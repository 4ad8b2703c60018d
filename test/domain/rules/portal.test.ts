import { canSwitchUnit, hasOperator, isPortalCodeWellFormed } from '@src/domain/rules/portal';
import { describe, expect, test } from 'vitest';

describe('isPortalCodeWellFormed', () => {
  test('accepts letters, digits, - and _ up to 50 characters; refuses a missing, empty or odd code', () => {
    expect(isPortalCodeWellFormed('erm-portal_01')).toBe(true);
    expect(isPortalCodeWellFormed('a'.repeat(50))).toBe(true);
    expect(isPortalCodeWellFormed('a'.repeat(51))).toBe(false);
    expect(isPortalCodeWellFormed(undefined)).toBe(false);
    expect(isPortalCodeWellFormed('')).toBe(false);
    expect(isPortalCodeWellFormed('-erm')).toBe(false);
    expect(isPortalCodeWellFormed('erm portal')).toBe(false);
    expect(isPortalCodeWellFormed('erm/../x')).toBe(false);
  });
});

describe('hasOperator', () => {
  test("is true only when the portal's data names its business manager", () => {
    expect(hasOperator({ businessManagerId: 'BM-1' })).toBe(true);
    expect(hasOperator({ businessManagerId: '  ' })).toBe(false);
    expect(hasOperator(undefined)).toBe(false);
  });
});

describe('canSwitchUnit', () => {
  test('only with more than one business unit', () => {
    expect(canSwitchUnit([])).toBe(false);
    expect(canSwitchUnit([{ id: 'UN-ANDINA' }])).toBe(false);
    expect(canSwitchUnit([{ id: 'UN-ANDINA' }, { id: 'UN-CARIBE' }])).toBe(true);
  });
});
