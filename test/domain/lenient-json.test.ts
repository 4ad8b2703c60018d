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

  test('reads any valid JSON text as JSON.parse does: the object itself, a string as the text it holds, else {}', () => {
    const layout = fc.constantFrom(undefined, 2, '\t');
    fc.assert(
      fc.property(fc.jsonValue(), layout, (value, indent) => {
        const text = JSON.stringify(value, null, indent);
        const result = parseLenientJson(text);
        expect(isPlainObject(result)).toBe(true);
        if (isPlainObject(value)) expect(result).toEqual(JSON.parse(text));
        // a JSON string is read as the (doubly encoded) text it holds
        else if (typeof value === 'string') expect(result).toEqual(parseLenientJson(value));
        else if (!text.includes('{')) expect(result).toEqual({});
      }),
    );
  });

  // Keys as the services could send them, "__proto__" among them.
  const key = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'toString'), fc.string());
  const anyObject = fc.dictionary(key, fc.jsonValue(), { noNullPrototype: true });

  test('reads a valid JSON object unchanged whatever its keys, "__proto__" kept as data', () => {
    fc.assert(
      fc.property(anyObject, (value) => {
        const text = JSON.stringify(value);
        const result = parseLenientJson(text);
        expect(result).toEqual(JSON.parse(text));
        expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
        expect(Object.keys(result)).toEqual(Object.keys(JSON.parse(text)));
      }),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  // Text as humanResourceRequestData holds it: names, dates, numbers, observations. jsonrepair's
  // heuristics misread some strings of bare brackets when it repairs (it turns ["["] into ["",[""]]),
  // which is why valid JSON never goes through it (the next test).
  const text = fc.stringMatching(/^[\w áéíóúñÁÉÍÓÚÑ.,:;\-/()@#%&+=?!]{0,20}$/);
  const dataValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      text,
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(text, tie('value'), { maxKeys: 4 }),
    ),
  })).value;
  const dataObject = fc.dictionary(fc.oneof(fc.constant('__proto__'), text), dataValue, {
    minKeys: 1,
    noNullPrototype: true,
  });

  test('repairs a trailing comma in any data object without changing a value or touching a prototype', () => {
    fc.assert(
      fc.property(dataObject, (value) => {
        const text = `${JSON.stringify(value).slice(0, -1)},}`;
        const result = parseLenientJson(text);
        expect(result).toEqual(JSON.parse(JSON.stringify(value)));
        expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
        expect(Object.keys(result)).toEqual(Object.keys(value));
      }),
    );
  });

  test('never hands valid JSON to the repair, which would change some of it', () => {
    expect(parseLenientJson('{"a": ["["], "b": "["}')).toEqual({ a: ['['], b: '[' });
  });

  test('never throws on any cut of a valid object', () => {
    fc.assert(
      fc.property(anyObject, fc.nat(), (value, at) => {
        const text = JSON.stringify(value);
        expect(isPlainObject(parseLenientJson(text.slice(0, at % (text.length + 1))))).toBe(true);
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
    ['text after the object', '{"a": 1, "b": "x"} fin del texto', { a: 1, b: 'x' }],
    ['a second object after the first', '{"a": 1} {"b": 2}', { a: 1 }],
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

  test('keeps a "__proto__" pair found in garbage as data', () => {
    const result = parseLenientJson('sin objeto "__proto__": 5, "k": 2');
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getOwnPropertyNames(result)).toEqual(['__proto__', 'k']);
    expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe(5);
    expect(result.k).toBe(2);
  });

  test('survives very deep nesting', () => {
    expect(isPlainObject(parseLenientJson(`{"a": ${'['.repeat(5000)}`))).toBe(true);
    expect(isPlainObject(parseLenientJson(`${'{"a":'.repeat(5000)}`))).toBe(true);
  });
});
