import { parseHumanResourceRequest } from '@src/domain/entities';
import { candidateFacts } from '@src/domain/rules/candidate';
import { emptyDetail } from '@src/domain/rules/request-facts';
import { describe, expect, test } from 'vitest';

const onboarding = (data: unknown) =>
  parseHumanResourceRequest({
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestStatus: 'onboarding_in_progress',
    humanResourceRequestData: data,
  });

describe('candidateFacts', () => {
  test('reads the person an onboarding request links, its start date as dd/Mon/yyyy', () => {
    expect(
      candidateFacts(
        onboarding({
          personal: {
            names: 'Sofía',
            lastNames: 'Peña Ordóñez',
            identificationNumber: '1098765432',
            attachedFile: { fileName: 'hoja-de-vida.pdf', contentType: 'application/pdf', sizeBytes: 9 },
          },
          position: { startDate: '2026-12-01', position: 'Asesor comercial' },
        }),
      ),
    ).toEqual({
      names: 'Sofía',
      lastNames: 'Peña Ordóñez',
      identificationNumber: '1098765432',
      position: 'Asesor comercial',
      startDate: '01/Dic/2026',
      curriculumFileName: 'hoja-de-vida.pdf',
    });
  });

  test('reads lenient JSON text and shows what is missing as its fallback', () => {
    const facts = candidateFacts(onboarding('{personal: {names: "Ana", identificationNumber: 123456,'));
    expect(facts).toEqual({
      names: 'Ana',
      lastNames: emptyDetail,
      identificationNumber: emptyDetail,
      position: emptyDetail,
      startDate: 'Sin Fecha',
      curriculumFileName: '',
    });
  });

  test('is undefined for a request that links nobody', () => {
    expect(
      candidateFacts(parseHumanResourceRequest({ humanResourceRequestType: 'VacationsEnjoyed' })),
    ).toBeUndefined();
  });
});
