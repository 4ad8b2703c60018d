import { newHumanResourceRequestSchema } from '@src/domain/entities';
import { emptyContractDecision } from '@src/domain/rules/contract-decisions';
import {
  contractActionKey,
  contractActionRequest,
  contractActionRequestTypes,
  initialRequestStatus,
  newCertificationRequest,
  newContractActionRequest,
  newEnjoymentRequest,
  newPaymentRequest,
} from '@src/domain/rules/new-requests';
import { formalizedFixedTerm } from '@test/support/contracts-data';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-06-15T15:00:00Z');
const common = {
  employeeId: 'e1',
  contract: {
    contractId: 'c1',
    contractNumber: 'N-1',
    businessName: 'Acme',
    contractType: 'FixedTermContract',
  },
  requester: { requesterCode: 'R1', requesterName: 'Ana' },
  now,
};

describe('newEnjoymentRequest, newPaymentRequest and newCertificationRequest', () => {
  test('builds valid bodies in supervisor_approval with the -05:00 date', () => {
    const bodies = [
      newEnjoymentRequest({ ...common, daysOff: 3, startDateEnyoment: '2026-07-01' }),
      newPaymentRequest({ ...common, daysToPay: 5 }),
      newCertificationRequest({
        ...common,
        certificationType: 'certificado de servidor',
        addressee: 'A quien interese',
        observations: 'Para el banco',
      }),
    ];
    for (const body of bodies) {
      expect(newHumanResourceRequestSchema.safeParse(body).success).toBe(true);
      expect(body.humanResourceRequestStatus).toBe(initialRequestStatus);
      expect(body.humanResourceRequestDate).toBe('2026-06-15T10:00:00-05:00');
    }
    expect(bodies[0]?.humanResourceRequestData).toMatchObject({
      daysOff: 3,
      contractId: 'c1',
      startDateEnyoment: '2026-07-01',
    });
    expect(bodies[1]?.humanResourceRequestType).toBe('PaidVacations');
    expect(bodies[2]?.humanResourceRequestData).toMatchObject({
      certificationType: 'certificado de servidor',
    });
  });
});

describe('newContractActionRequest', () => {
  test('records terminate as Retiro and renew/modify as Traslado de cargo, naming the action and the contract', () => {
    expect(contractActionRequestTypes).toEqual({
      terminate: 'LeavingTheJob',
      renew: 'PositionTransfer',
      modify: 'PositionTransfer',
    });
    const decision = {
      ...emptyContractDecision,
      retirementDate: '15/Dic/2026',
      retirementReason: 'Renuncia voluntaria',
      newDeadline: '2027-06-30',
      newPosition: 'Analista',
    };
    const terminate = newContractActionRequest({ ...common, action: 'terminate', decision });
    const renew = newContractActionRequest({ ...common, action: 'renew', decision });
    const modify = newContractActionRequest({ ...common, action: 'modify', decision });
    for (const body of [terminate, renew, modify]) {
      expect(newHumanResourceRequestSchema.safeParse(body).success).toBe(true);
      expect(body.humanResourceRequestStatus).toBe('supervisor_approval');
      expect(body.employeeId).toBe('e1');
    }
    expect(terminate).toMatchObject({
      humanResourceRequestType: 'LeavingTheJob',
      humanResourceRequestDescription: 'Solicitud de terminación de contrato',
      humanResourceRequestData: {
        contractAction: 'terminate',
        contractId: 'c1',
        contractNumber: 'N-1',
        businessName: 'Acme',
        contractType: 'FixedTermContract',
        retirementDate: '2026-12-15',
        retirementReason: 'Renuncia voluntaria',
      },
    });
    expect(renew.humanResourceRequestData).toEqual(expect.objectContaining({ newDeadline: '2027-06-30' }));
    expect(renew.humanResourceRequestData).not.toHaveProperty('retirementDate');
    expect(modify.humanResourceRequestData).toEqual(
      expect.objectContaining({ contractAction: 'modify', newPosition: 'Analista' }),
    );
    expect(modify.humanResourceRequestData).not.toHaveProperty('newDeadline');
    expect(renew.humanResourceRequestDescription).toBe('Solicitud de renovación de contrato');
    expect(renew.humanResourceRequestData).toMatchObject({ contractAction: 'renew' });
    expect(modify.humanResourceRequestDescription).toBe('Solicitud de modificación de contrato');
    expect(modify.humanResourceRequestData).toMatchObject({ contractAction: 'modify' });
  });
});

describe('contractActionRequest and contractActionKey', () => {
  const contract = formalizedFixedTerm;

  test('contractActionRequest records the action on the chosen contract, or on its id alone', () => {
    const facts = {
      action: 'terminate' as const,
      employeeId: 'E-1',
      contracts: [contract],
      selectedContractId: 'C-1',
      decision: { ...emptyContractDecision, retirementDate: '2026-12-01', retirementReason: 'Traslado' },
      requester: { requesterCode: 'S-1', requesterName: 'Ana' },
      now: '2026-11-23T15:00:00.000Z',
    };
    const listed = contractActionRequest(facts);
    expect(listed.humanResourceRequestType).toBe('LeavingTheJob');
    expect(listed.humanResourceRequestData).toMatchObject({
      contractAction: 'terminate',
      contractNumber: 'CT-0001',
      retirementDate: '2026-12-01',
      retirementReason: 'Traslado',
    });
    const unlisted = contractActionRequest({ ...facts, selectedContractId: 'C-9' });
    expect(unlisted.humanResourceRequestData).toMatchObject({ contractId: 'C-9' });
  });

  test('contractActionKey: one key per opened action and contract', () => {
    expect(contractActionKey('k1', 'terminate', 'C-1')).toBe('k1-terminate-C-1');
    expect(contractActionKey('k1', 'renew', 'C-1')).not.toBe(contractActionKey('k1', 'terminate', 'C-1'));
  });
});
