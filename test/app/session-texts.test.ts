import { durationInWords, inactivityTexts } from '@src/app/session/session-texts';
import { describe, expect, test } from 'vitest';

describe('the inactivity warning speaks of the configured time', () => {
  test.each([
    [60_000, '1 minuto'],
    [120_000, '2 minutos'],
    [30_000, '30 segundos'],
    [1000, '1 segundo'],
    [0, '0 segundos'],
  ])('%i ms → %s', (ms, words) => {
    expect(durationInWords(ms)).toBe(words);
  });

  test('the default warning', () => {
    expect(inactivityTexts.body(durationInWords(60_000))).toBe(
      'No hemos detectado actividad. Por seguridad, la sesión se cerrará en 1 minuto.',
    );
  });
});
