// A forgiving JSON reader for humanResourceRequestData, which the services sometimes send as a
// malformed JSON string: single quotes, unquoted keys and values, trailing or missing commas, garbage
// around the object and truncated text (open strings and brackets are closed at the end). The repair is
// jsonrepair's; this module only decides what to hand it and what to keep. It never throws
// and always returns a plain object.
//
// Prototype pollution: the repaired text is read by JSON.parse, which defines every key (also
// "__proto__") as an own data property, never through the prototype setter.

import { JSONRepairError, jsonrepair } from 'jsonrepair';

/** How many times text cut at jsonrepair's error position is repaired again. */
const maxCuts = 3;

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Repairs and parses `text`; undefined when it cannot be repaired. When jsonrepair stops at a character
 * it cannot place (text after the object, a second object, a key without a colon), the text before that
 * position is repaired instead, as truncated text: what was read up to there is kept.
 */
function repaired(text: string): unknown {
  let source = text;
  for (let cut = 0; cut <= maxCuts; cut += 1) {
    try {
      return JSON.parse(jsonrepair(source));
    } catch (error) {
      // RangeError (nesting deeper than the stack) and anything else: nothing to cut, give up.
      if (!(error instanceof JSONRepairError)) return undefined;
      if (error.position <= 0 || error.position >= source.length) return undefined;
      source = source.slice(0, error.position);
    }
  }
  return undefined;
}

/** A `"key": value` pair of a scalar value (the key and string may be single-quoted or the key bare). */
const pairPattern =
  /["']?[A-Za-z_$][\w$]*["']?\s*:\s*(?:"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false|null)/g;

/** Parses possibly malformed JSON text into an object; recovers what it can, else {}. Never throws. */
export function parseLenientJson(source: string, depth = 0): Record<string, unknown> {
  if (typeof source !== 'string' || depth > 2) return {};
  try {
    const strict: unknown = JSON.parse(source);
    if (isPlainRecord(strict)) return strict;
    // A doubly encoded object: the JSON text of a string holding the object's JSON text.
    if (typeof strict === 'string') return parseLenientJson(strict, depth + 1);
    if (!source.includes('{')) return {};
  } catch {
    // not strict JSON: repair it below
  }
  try {
    const start = source.indexOf('{');
    const recovered = start >= 0 ? repaired(source.slice(start)) : undefined;
    if (isPlainRecord(recovered) && Object.keys(recovered).length > 0) return recovered;
    // Last resort: the pairs found anywhere in the text, in braces, repaired as one object.
    const pairs = repaired(`{${Array.from(source.matchAll(pairPattern), ([pair]) => pair).join()}}`);
    return isPlainRecord(pairs) ? pairs : {};
  } catch {
    return {};
  }
}
