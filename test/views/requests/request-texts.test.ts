import { requestTableTexts, wizardTexts } from '@src/views/requests/request-texts';
import { describe, expect, test } from 'vitest';

// SPEC §9's fallback for a missing request number, wherever a request is named by its number.
describe('a request without a number is named XXXXXX', () => {
  test('in the wizard success modal', () => {
    expect(wizardTexts.sentBody('')).toBe('Número de solicitud: XXXXXX');
    expect(wizardTexts.sentBody('2026-0042')).toBe('Número de solicitud: 2026-0042');
  });

  test('in the details title, the row buttons and the discard question', () => {
    expect(requestTableTexts.detailsTitle('')).toBe('Solicitud XXXXXX');
    expect(requestTableTexts.viewDetailsOf(' ')).toBe('Ver detalles de la solicitud XXXXXX');
    expect(requestTableTexts.deleteOf('')).toBe('Eliminar la solicitud XXXXXX');
    expect(requestTableTexts.discardQuestion('')).toBe('Indica por qué se descarta la solicitud XXXXXX.');
    expect(requestTableTexts.detailsTitle('2026-0042')).toBe('Solicitud 2026-0042');
  });
});
