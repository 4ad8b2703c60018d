import { parseHumanResourceRequest } from '@src/domain/entities';
import { certificationRequestRow, emptyDetail, requestFacts } from '@src/domain/rules/request-facts';
import { describe, expect, test } from 'vitest';

describe('requestFacts and certificationRequestRow', () => {
  test('reads an enjoyment request, with the spec fallbacks for what is missing', () => {
    const facts = requestFacts(
      parseHumanResourceRequest({
        humanResourceRequestType: 'VacationsEnjoyed',
        humanResourceRequestDate: '2026-11-05T15:00:00Z',
        humanResourceRequestStatus: 'supervisor_approval',
        humanResourceRequestData:
          '{"daysOff": 5, "startDateEnyoment": "2026-12-01T05:00:00Z", contractNumber: "C-1",',
      }),
    );
    expect(facts).toEqual({
      number: 'XXXXXX',
      type: 'Vacaciones Disfrutadas',
      date: '05/Nov/2026',
      status: 'Aprobación Jefe Inmediato',
      responsible: 'Sin responsable',
      contractNumber: 'C-1',
      businessName: emptyDetail,
      observations: emptyDetail,
      daysOff: '5',
      startDate: '01/Dic/2026',
    });
  });

  test('reads a payment request', () => {
    const facts = requestFacts(
      parseHumanResourceRequest({
        humanResourceRequestNumber: '2026-0007',
        humanResourceRequestType: 'PaidVacations',
        userNameInCharge: 'Fabio Ibáñez',
        humanResourceRequestData: { daysToPay: 3, businessName: 'ERM S.A.S.' },
      }),
    );
    expect(facts).toMatchObject({
      number: '2026-0007',
      responsible: 'Fabio Ibáñez',
      daysToPay: '3',
      disbursementDate: 'Sin Fecha',
      businessName: 'ERM S.A.S.',
    });
    expect(facts.daysOff).toBeUndefined();
  });

  test('a certification row shows its certification type, else the request type label', () => {
    const named = parseHumanResourceRequest({
      humanResourceRequestId: 'R-9',
      humanResourceRequestType: 'Certification',
      humanResourceRequestStatus: 'unknown',
      humanResourceRequestData: { certificationType: 'certificado de servidor' },
    });
    expect(certificationRequestRow(named)).toEqual({
      requestId: 'R-9',
      number: 'XXXXXX',
      type: 'certificado de servidor',
      date: 'Sin Fecha',
      status: 'Estado desconocido',
    });
    const unnamed = parseHumanResourceRequest({ humanResourceRequestType: 'Certification' });
    expect(certificationRequestRow(unnamed).type).toBe('Certificación');
  });
});
