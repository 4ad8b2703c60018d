import {
  contractsLackingSeniority,
  emptyWizardValues,
  isRequiredField,
  seniorityDays,
  type WizardContract,
} from '@src/domain/rules/request-wizard';
import { describe, expect, test } from 'vitest';

const contract = (contractId: string, startDate: string): WizardContract => ({
  contractId,
  contractNumber: `CT-${contractId}`,
  businessName: 'ERM',
  contractType: 'PermanentJob',
  startDate,
});

describe('seniorityDays, contractsLackingSeniority and isRequiredField', () => {
  test('counts seniority in Colombian calendar days and lists the contracts under 90 days (vacations only)', () => {
    expect(seniorityDays('2026-08-23', '2026-11-21T15:00:00.000Z')).toBe(90);
    const recent = contract('R', '2026-10-01');
    const old = contract('O', '2020-01-01');
    const state = {
      kind: 'enjoyment' as const,
      values: emptyWizardValues,
      today: '2026-11-21T15:00:00.000Z',
    };
    expect(contractsLackingSeniority({ ...state, contracts: [old, recent] })).toEqual([recent]);
    expect(contractsLackingSeniority({ ...state, kind: 'certification', contracts: [recent] })).toEqual([]);
  });

  test('marks as required the fields SPEC §5 requires per kind (a certification needs no contract)', () => {
    expect(isRequiredField('enjoyment', 'startDateEnyoment')).toBe(true);
    expect(isRequiredField('enjoyment', 'observations')).toBe(false);
    expect(isRequiredField('payment', 'daysToPay')).toBe(true);
    expect(isRequiredField('certification', 'contract')).toBe(false);
    expect(isRequiredField('certification', 'observations')).toBe(true);
  });
});
