import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  answerRefusal,
  approvalAnswer,
  approvalErrors,
  approvalFacts,
  approvalKindOfParameter,
  approvalKindOfRequest,
  canSendAnswer,
  mayAnswerRequest,
  statusAfterAnswer,
} from '@src/domain/rules/approval';
import { describe, expect, test } from 'vitest';

const request = (fields: Record<string, unknown>) =>
  parseHumanResourceRequest({
    humanResourceRequestId: 'HRR-1',
    humanResourceRequestNumber: '150001',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestType: 'PaidVacations',
    employeeId: '100002',
    ...fields,
  });

describe('vacation approval: kinds, status, facts and the answer form', () => {
  test('reads the type parameter as a kind, payment by default (SPEC §2)', () => {
    expect(approvalKindOfParameter(undefined)).toBe('payment');
    expect(approvalKindOfParameter(null)).toBe('payment');
    expect(approvalKindOfParameter('')).toBe('payment');
    expect(approvalKindOfParameter('payment')).toBe('payment');
    expect(approvalKindOfParameter('enjoyment')).toBe('enjoyment');
    expect(approvalKindOfParameter(' VacationsEnjoyed ')).toBe('enjoyment');
    expect(approvalKindOfParameter('otro')).toBe('payment');
  });

  test('knows the kind of a loaded request, and that other types are not vacation requests', () => {
    expect(approvalKindOfRequest(request({ humanResourceRequestType: 'VacationsEnjoyed' }))).toBe(
      'enjoyment',
    );
    expect(approvalKindOfRequest(request({ humanResourceRequestType: 'PaidVacations' }))).toBe('payment');
    expect(approvalKindOfRequest(request({ humanResourceRequestType: 'Certification' }))).toBeUndefined();
  });

  test('only a vacation request in supervisor_approval awaits the answer (the lifecycle table)', () => {
    expect(answerRefusal(request({}))).toBeUndefined();
    expect(answerRefusal(request({ humanResourceRequestType: 'VacationsEnjoyed' }))).toBeUndefined();
    expect(answerRefusal(request({ humanResourceRequestStatus: 'HR_compliance_verification' }))).toBe(
      'answered',
    );
    expect(answerRefusal(request({ humanResourceRequestStatus: 'rejected' }))).toBe('answered');
    expect(answerRefusal(request({ humanResourceRequestStatus: 'canceled' }))).toBe('canceled');
    expect(answerRefusal(request({ humanResourceRequestType: 'Certification' }))).toBe('notVacation');
    expect(
      answerRefusal(
        request({ humanResourceRequestType: 'Certification', humanResourceRequestStatus: 'canceled' }),
      ),
    ).toBe('notVacation');
  });

  test('the answer is sent with a valid form, ApproveVacationRequest and a request awaiting it', () => {
    const values = { approval: 'approve', observation: '' } as const;
    const manager = ['ApproveVacationRequest'];
    expect(mayAnswerRequest(request({}), values, manager)).toBe(true);
    expect(mayAnswerRequest(undefined, values, manager)).toBe(false);
    expect(mayAnswerRequest(request({}), { approval: '', observation: '' }, manager)).toBe(false);
    expect(mayAnswerRequest(request({}), values, ['AddEmployeeLink'])).toBe(false);
    expect(mayAnswerRequest(request({ humanResourceRequestStatus: 'rejected' }), values, manager)).toBe(
      false,
    );
  });

  test('approving leads to the human-resources verification, rejecting finishes the request', () => {
    expect(statusAfterAnswer).toEqual({ approve: 'HR_compliance_verification', reject: 'rejected' });
  });

  test('reads the days and period from the request data, leniently', () => {
    expect(
      approvalFacts(
        request({
          humanResourceRequestType: 'VacationsEnjoyed',
          humanResourceRequestData: { daysOff: 7, startDateEnyoment: '2026-03-02' },
        }),
      ),
    ).toEqual({
      kind: 'enjoyment',
      number: '150001',
      employeeId: '100002',
      days: 7,
      startDate: '02/Mar/2026',
    });
    expect(
      approvalFacts(
        request({ humanResourceRequestType: 'PaidVacations', humanResourceRequestData: '{"daysToPay": 5' }),
      ),
    ).toMatchObject({ kind: 'payment', days: 5 });
    expect(approvalFacts(request({ humanResourceRequestType: 'Certification' }))).toBeUndefined();
  });

  test('has the SPEC §5 messages and enables Enviar only when valid and a choice is made', () => {
    expect(approvalErrors({ approval: '', observation: '' })).toEqual({
      approval: 'Debe seleccionar una opción de aprobación',
    });
    expect(approvalErrors({ approval: 'reject', observation: '  ' })).toEqual({
      observation: 'Las observaciones son obligatorias al rechazar la solicitud',
    });
    expect(approvalErrors({ approval: 'approve', observation: 'x'.repeat(501) })).toEqual({
      observation: 'Las observaciones no pueden exceder 500 caracteres',
    });
    expect(canSendAnswer({ approval: '', observation: 'Bien' })).toBe(false);
    expect(canSendAnswer({ approval: 'approve', observation: '' })).toBe(true);
    expect(canSendAnswer({ approval: 'approve', observation: 'x'.repeat(500) })).toBe(true);
    expect(canSendAnswer({ approval: 'approve', observation: 'x'.repeat(501) })).toBe(false);
    expect(canSendAnswer({ approval: 'reject', observation: '' })).toBe(false);
    expect(canSendAnswer({ approval: 'reject', observation: 'Sin cupo en el equipo' })).toBe(true);
  });
});

describe('approvalAnswer', () => {
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
});
