import { fetchMessages, finalMessageOf } from '@src/domain/fetch-messages';
import { describe, expect, test } from 'vitest';

describe('finalMessageOf', () => {
  const fallback = fetchMessages.portal.final;

  test("takes the API client's final text when the error carries one", () => {
    const error = Object.assign(new Error('HTTP 503'), { finalMessage: 'Todos los intentos fallaron. X.' });
    expect(finalMessageOf(error, fallback)).toBe('Todos los intentos fallaron. X.');
  });

  test('falls back to the Spanish text, never a raw technical message', () => {
    expect(finalMessageOf(new Error('Failed to fetch'), fallback)).toBe(fallback);
    expect(finalMessageOf({ finalMessage: '' }, fallback)).toBe(fallback);
    expect(finalMessageOf({ finalMessage: 42 }, fallback)).toBe(fallback);
    expect(finalMessageOf('OperationError', fallback)).toBe(fallback);
    expect(finalMessageOf(undefined, fallback)).toBe(fallback);
    expect(finalMessageOf(null, fallback)).toBe(fallback);
  });
});
