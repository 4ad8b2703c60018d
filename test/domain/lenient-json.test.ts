import { parseLenientJson } from '@src/domain/lenient-json';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const isPlainObject = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

describe('parseLenientJson', () => {
  test('never throws and always returns an object, for any text', () => {
    fc.assert(fc.property(fc.string(), (text) => isPlainObject(parseLenientJson(text))));
    fc.assert(fc.property(fc.string({ unit: 'binary' }), (text) => isPlainObject(parseLenientJson(text))));
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => isPlainObject(parseLenientJson(text))));
  });

  test('never throws on text made of JSON punctuation', () => {
    const piece = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      '"',
      "'",
      '\\',
      'a',
      '1',
      ' ',
      '\n',
      'true',
      'u',
    );
    const noisy = fc.array(piece, { maxLength: 60 }).map((parts) => parts.join(''));
    fc.assert(fc.property(noisy, (text) => isPlainObject(parseLenientJson(`{${text}`))));
  });

  test('reads valid JSON objects exactly', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        const text = JSON.stringify(value);
        expect(parseLenientJson(text)).toEqual(JSON.parse(text));
      }),
    );
  });

  test('recovers a truncated object, closing what is open', () => {
    fc.assert(
      fc.property(
        fc.record({ daysOff: fc.integer({ min: 1, max: 15 }), contractId: fc.string({ minLength: 1 }) }),
        (value) => {
          const text = JSON.stringify(value);
          // cut right after the first value: the first key always survives
          const cut = text.indexOf(',');
          expect(parseLenientJson(text.slice(0, cut)).daysOff).toBe(value.daysOff);
        },
      ),
    );
  });

  test.each([
    ['a trailing comma', '{"a": 1, "b": "x",}', { a: 1, b: 'x' }],
    ['single quotes', "{'a': 'uno', 'b': 2}", { a: 'uno', b: 2 }],
    ['unquoted keys', '{a: 1, b: true, c: null}', { a: 1, b: true, c: null }],
    ['unquoted text values', '{a: hola mundo, b: 2}', { a: 'hola mundo', b: 2 }],
    ['a truncated string', '{"a": 1, "b": "trunc', { a: 1, b: 'trunc' }],
    ['truncated brackets', '{"a": {"b": [1, 2', { a: { b: [1, 2] } }],
    ['a missing comma', '{"a": 1 "b": 2}', { a: 1, b: 2 }],
    ['a missing value', '{"a": }', { a: null }],
    ['escaped quotes', '{"obs": "dijo \\"hola\\""}', { obs: 'dijo "hola"' }],
    ['a doubly encoded object', '"{\\"a\\":1}"', { a: 1 }],
    [
      'pairs inside garbage',
      'garbage "daysOff": 5, "startDateEnyoment": "2026-01-01" more',
      { daysOff: 5, startDateEnyoment: '2026-01-01' },
    ],
  ])('recovers %s', (_name, text, expected) => {
    expect(parseLenientJson(text)).toEqual(expected);
  });

  test.each([[''], ['null'], ['[1,2]'], ['42'], ['{'], ['sin datos']])('gives {} for %j', (text) => {
    expect(parseLenientJson(text)).toEqual({});
  });

  test('keeps a "__proto__" key as data without touching the prototype', () => {
    const result = parseLenientJson("{'__proto__': {'polluted': 1}, k: 2}");
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(result.k).toBe(2);
  });

  test('survives very deep nesting', () => {
    expect(isPlainObject(parseLenientJson(`{"a": ${'['.repeat(5000)}`))).toBe(true);
    expect(isPlainObject(parseLenientJson(`${'{"a":'.repeat(5000)}`))).toBe(true);
  });
});
