import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  discardExplanation,
  discardRefusal,
  discardTarget,
  justificationMessage,
  toRemovalBody,
} from '@src/domain/rules/discard';
import { discardMessages } from '@src/domain/texts';
import { describe, expect, test } from 'vitest';

const now = new Date('2026-06-15T15:00:00Z'); // 10:00 in Colombia
const request = (fields: Record<string, unknown>) =>
  parseHumanResourceRequest({ humanResourceRequestStatus: 'supervisor_approval', ...fields });

describe('discardRefusal', () => {
  const enjoyment = (data: unknown) =>
    request({ humanResourceRequestType: 'VacationsEnjoyed', humanResourceRequestData: data });
  const payment = (data: unknown) =>
    request({ humanResourceRequestType: 'PaidVacations', humanResourceRequestData: data });

  test('refuses requests with a disbursement date set', () => {
    expect(discardRefusal(enjoyment({ disbursementDate: '2026-06-01' }), now)).toBe(
      'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
    );
    expect(discardRefusal(payment('{"disbursementDate": "2026-06-01"}'), now)).toBe(
      'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
    );
    expect(discardRefusal(payment({ disbursementDate: '' }), now)).toBeUndefined();
    expect(discardRefusal(payment({}), now)).toBeUndefined();
  });

  test('refuses an enjoyment starting today or later (Colombian calendar days)', () => {
    const message =
      'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.';
    expect(discardMessages.enjoymentNotStarted).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-06-15T00:00:00-05:00' }), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-06-15' }), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: '2026-07-01' }), now)).toBe(message);
    expect(
      discardRefusal(enjoyment({ startDateEnyoment: '2026-06-14T00:00:00-05:00' }), now),
    ).toBeUndefined();
    expect(discardRefusal(enjoyment("{startDateEnyoment: '2026-06-20'"), now)).toBe(message);
    expect(discardRefusal(enjoyment({ startDateEnyoment: 'nunca' }), now)).toBeUndefined();
  });

  test('leaves other request types alone', () => {
    const certification = request({
      humanResourceRequestType: 'Certification',
      humanResourceRequestData: { disbursementDate: 'x', startDateEnyoment: '2030-01-01' },
    });
    expect(discardRefusal(certification, now)).toBeUndefined();
  });
});

describe('discardExplanation', () => {
  const started = request({
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestData: { startDateEnyoment: '2026-06-01' },
  });
  const notStarted = request({
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestData: { startDateEnyoment: '2026-07-01' },
  });

  test('names the missing privilege first, then the rule that refuses, else nothing', () => {
    expect(discardExplanation(notStarted, [], 'DiscardVacationInProcess', now)).toBe(
      'No tienes privilegios para eliminar este registro.',
    );
    expect(
      discardExplanation(notStarted, ['DiscardVacationInProcess'], 'DiscardVacationInProcess', now),
    ).toBe(discardMessages.enjoymentNotStarted);
    expect(
      discardExplanation(started, ['DiscardVacationInProcess'], 'DiscardVacationInProcess', now),
    ).toBeUndefined();
  });
});

describe('toRemovalBody', () => {
  test('builds the removal body', () => {
    const item = request({
      humanResourceRequestId: 'r1',
      humanResourceRequestNumber: 'SOL-1',
      humanResourceRequestDescription: 'Vacaciones',
    });
    expect(toRemovalBody(item, '  Ya no aplica ')).toEqual({
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'Vacaciones',
          humanResourceRequestId: 'r1',
          humanResourceRequestNumber: 'SOL-1',
          removalJustification: 'Ya no aplica',
        },
      ],
    });
  });
});

describe('discardTarget', () => {
  test('is the request its page holds, and fails loudly when there is none', () => {
    const item = request({ humanResourceRequestId: 'r1' });
    expect(discardTarget(item)).toBe(item);
    expect(() => discardTarget(undefined)).toThrow('A discard starts only on a request its page holds.');
  });
});

describe('justificationMessage', () => {
  test('justificationMessage: required and at most 500 characters', () => {
    expect(justificationMessage('Ya no la necesita')).toBe('');
    expect(justificationMessage('')).not.toBe('');
    expect(justificationMessage('x'.repeat(501))).not.toBe('');
  });
});
