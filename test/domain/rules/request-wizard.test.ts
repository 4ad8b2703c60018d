import {
  contractsLackingSeniority,
  emptyWizardValues,
  isRequiredField,
  requestBody,
  seniorityDays,
  valuesToSend,
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
    // A day the engine would guess from another format is not read (calendarDayOf's rule), as a start
    // date in that format is not.
    expect(seniorityDays('2026-08-23', 'Sat Nov 21 2026 10:00:00 GMT-0500')).toBeUndefined();
    expect(seniorityDays('Sun Aug 23 2026', '2026-11-21T15:00:00.000Z')).toBeUndefined();
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

describe('valuesToSend', () => {
  test('gives the free texts without the spaces around them, and call 11 sends exactly those', () => {
    const values = {
      ...emptyWizardValues,
      contract: 'O',
      certificationType: 'Laboral',
      addressee: '  A quien interese ',
      observations: ' Para el banco  ',
    };
    const sent = valuesToSend(values);
    expect(sent).toEqual({ ...values, addressee: 'A quien interese', observations: 'Para el banco' });
    const body = requestBody({
      kind: 'certification',
      employeeId: 'E1',
      contracts: [contract('O', '2020-01-01')],
      requester: { requesterCode: 'U1', requesterName: 'Ana Admin' },
      today: '2026-11-21T15:00:00.000Z',
      values,
    });
    expect(JSON.stringify(body)).toContain('"A quien interese"');
    expect(JSON.stringify(body)).toContain('"Para el banco"');
    expect(JSON.stringify(body)).not.toContain(' Para el banco');
  });
});
