import {
  describeError,
  errorCatalogue,
  errorCodeFromQuery,
  errorCodeLine,
  errorPageTexts,
  errorText,
} from '@src/domain/errors';
import { describe, expect, test } from 'vitest';

describe('describeError: the error catalogue of SPEC §8', () => {
  const known = [400, 401, 403, 404, 500, 1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008];

  test('describes every known code with Spanish lists', () => {
    expect(
      Object.keys(errorCatalogue)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(known);
    for (const code of known) {
      const description = describeError(code);
      expect(description.code).toBe(String(code));
      expect(description.whatWentWrong.length).toBeGreaterThan(0);
      expect(description.howToFix.length).toBeGreaterThan(0);
      expect(describeError(String(code))).toEqual(description);
    }
    expect(describeError(403).whatWentWrong.join(' ')).toMatch(/denegado/);
    expect(describeError(1004).whatWentWrong.join(' ')).toMatch(/funcionario/);
    expect(describeError(1003).howToFix.join(' ')).toMatch(/código del portal/);
    // SPEC §8: 1005 is 'No options found for the employee'.
    expect(describeError(1005).whatWentWrong[0]).toBe('No se encontraron opciones para el empleado.');
  });

  test('uses the generic texts for unknown codes', () => {
    for (const code of [999, '1009', 'abc', '', '1e3', 'toString']) {
      expect(describeError(code)).toEqual({
        code: String(code),
        whatWentWrong: ['No se proporcionó información sobre el error.'],
        howToFix: ['Intenta nuevamente más tarde.'],
      });
    }
  });
});

describe('the error page', () => {
  test('has the page texts', () => {
    expect(errorPageTexts).toMatchObject({
      title: '¡Ups! Algo salió mal...',
      whatWentWrong: '¿Qué salió mal?',
      howToFix: '¿Cómo solucionarlo?',
      back: 'Regresar',
    });
    expect(errorCodeLine(1003)).toBe('Código de error: 1003');
    expect(errorCodeFromQuery(null)).toBe('404');
    expect(errorCodeFromQuery('1001')).toBe('1001');
  });
});

describe('errorText', () => {
  test('errorText: an error message, or the value as text', () => {
    expect(errorText(new Error('El empleado con ID 7 no existe.'))).toBe('El empleado con ID 7 no existe.');
    expect(errorText(404)).toBe('404');
  });
});
