// The rules that lived in machine files until issue 18 moved them to src/domain (one place for each).

import { parseContract, parseEmployee } from '@src/domain/entities';
import { errorText } from '@src/domain/errors';
import { approvalAnswer } from '@src/domain/rules/approval';
import { contractById } from '@src/domain/rules/contracts';
import { justificationMessage } from '@src/domain/rules/discard';
import { buildEmployeeIndex, employeeNamedBy } from '@src/domain/rules/employee-search';
import { contractActionKey, contractActionRequest } from '@src/domain/rules/new-requests';
import { describe, expect, test } from 'vitest';

const contract = parseContract({
  contractId: 'C-1',
  contractNumber: 'CT-0001',
  businessName: 'Operadora Andina S.A.S.',
  contractType: 'FixedTermContract',
  contractStatus: 'Formalized',
  startDate: '2024-01-01',
});

describe('rules moved out of the machine files', () => {
  test('approvalAnswer: the choice, and the observation without surrounding spaces', () => {
    expect(approvalAnswer({ approval: 'reject', observation: '  No procede  ' })).toEqual({
      approval: 'reject',
      observation: 'No procede',
    });
    expect(approvalAnswer({ approval: 'approve', observation: '' })).toEqual({
      approval: 'approve',
      observation: '',
    });
  });

  test('contractById finds the listed contract only', () => {
    expect(contractById([contract], 'C-1')).toBe(contract);
    expect(contractById([contract], 'C-9')).toBeUndefined();
  });

  test('contractActionKey: one key per opened action and contract', () => {
    expect(contractActionKey('k1', 'terminate', 'C-1')).toBe('k1-terminate-C-1');
    expect(contractActionKey('k1', 'renew', 'C-1')).not.toBe(contractActionKey('k1', 'terminate', 'C-1'));
  });

  test('contractActionRequest records the action on the chosen contract, or on its id alone', () => {
    const facts = {
      action: 'terminate' as const,
      employeeId: 'E-1',
      contracts: [contract],
      selectedContractId: 'C-1',
      requester: { requesterCode: 'S-1', requesterName: 'Ana' },
      now: '2026-11-23T15:00:00.000Z',
    };
    const listed = contractActionRequest(facts);
    expect(listed.humanResourceRequestType).toBe('LeavingTheJob');
    expect(listed.humanResourceRequestData).toMatchObject({
      contractAction: 'terminate',
      contractNumber: 'CT-0001',
    });
    const unlisted = contractActionRequest({ ...facts, selectedContractId: 'C-9' });
    expect(unlisted.humanResourceRequestData).toMatchObject({ contractId: 'C-9' });
  });

  test('employeeNamedBy: the one employee the typed full name or ID number names, accents and case aside', () => {
    const index = buildEmployeeIndex([
      parseEmployee({
        employeeId: 'E-1',
        names: 'José',
        surnames: 'Núñez',
        identificationDocumentNumber: '1010',
      }),
      parseEmployee({
        employeeId: 'E-2',
        names: 'Ana',
        surnames: 'Ríos',
        identificationDocumentNumber: '2020',
      }),
    ]);
    expect(employeeNamedBy(index, 'jose nunez')?.employeeId).toBe('E-1');
    expect(employeeNamedBy(index, '2020')?.employeeId).toBe('E-2');
    expect(employeeNamedBy(index, 'jos')).toBeUndefined();
    expect(employeeNamedBy(index, '  ')).toBeUndefined();
  });

  test('justificationMessage: required and at most 500 characters', () => {
    expect(justificationMessage('Ya no la necesita')).toBe('');
    expect(justificationMessage('')).not.toBe('');
    expect(justificationMessage('x'.repeat(501))).not.toBe('');
  });

  test('errorText: an error message, or the value as text', () => {
    expect(errorText(new Error('El empleado con ID 7 no existe.'))).toBe('El empleado con ID 7 no existe.');
    expect(errorText(404)).toBe('404');
  });
});
