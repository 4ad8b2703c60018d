// A forgiving JSON reader for humanResourceRequestData, which the services sometimes send as a
// malformed JSON string. It accepts single quotes, unquoted keys and values, trailing or missing
// commas, comments-free garbage around the object and truncated text (open strings and brackets
// are closed at the end). It never throws and always returns a plain object.

const maxDepth = 200;

function own(target: Record<string, unknown>, key: string, value: unknown): void {
  // defineProperty keeps a "__proto__" key as data instead of changing the prototype.
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

function bareValue(word: string): unknown {
  const trimmed = word.trim();
  if (trimmed === 'true') return true;
  if (trimmed === 'false') return false;
  if (trimmed === 'null' || trimmed === 'undefined') return null;
  if (/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

const escapes: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f' };

class Reader {
  private index = 0;
  constructor(private readonly source: string) {}

  private get current(): string | undefined {
    return this.source[this.index];
  }

  private skipSpace(): void {
    while (this.index < this.source.length && /\s/.test(this.source[this.index] ?? '')) this.index += 1;
  }

  private readString(quote: string): string {
    this.index += 1;
    let out = '';
    while (this.index < this.source.length) {
      const char = this.source[this.index] ?? '';
      if (char === quote) {
        this.index += 1;
        return out;
      }
      if (char === '\\') {
        const next = this.source[this.index + 1];
        if (next === undefined) {
          this.index += 1;
          break;
        }
        if (next === 'u' && /^[0-9a-fA-F]{4}$/.test(this.source.slice(this.index + 2, this.index + 6))) {
          out += String.fromCharCode(Number.parseInt(this.source.slice(this.index + 2, this.index + 6), 16));
          this.index += 6;
          continue;
        }
        out += escapes[next] ?? next;
        this.index += 2;
        continue;
      }
      out += char;
      this.index += 1;
    }
    return out;
  }

  private readWord(stops: RegExp): string {
    const start = this.index;
    while (this.index < this.source.length && !stops.test(this.source[this.index] ?? '')) this.index += 1;
    return this.source.slice(start, this.index);
  }

  /** Reads one value; undefined when nothing is left. */
  value(depth: number): unknown {
    this.skipSpace();
    const char = this.current;
    if (char === undefined) return undefined;
    if (depth < maxDepth && char === '{') return this.object(depth + 1);
    if (depth < maxDepth && char === '[') return this.array(depth + 1);
    if (char === '"' || char === "'") return this.readString(char);
    const word = this.readWord(/[,}\]\n"]/);
    if (word === '') {
      this.index += 1;
      return null;
    }
    return bareValue(word);
  }

  object(depth: number): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    this.index += 1;
    while (this.index < this.source.length) {
      this.skipSpace();
      const char = this.current;
      if (char === '}') {
        this.index += 1;
        return result;
      }
      if (char === ',' || char === ']') {
        this.index += 1;
        continue;
      }
      const start = this.index;
      const key = char === '"' || char === "'" ? this.readString(char) : this.readWord(/[:,}\s]/).trim();
      this.skipSpace();
      const separator = this.current;
      if (separator === ':') {
        this.index += 1;
        this.skipSpace();
        const next = this.current;
        if (next === undefined || next === ',' || next === '}') {
          if (next !== undefined) own(result, key, null);
          continue;
        }
        const value = this.value(depth);
        if (value !== undefined) own(result, key, value);
      } else if (key !== '' && separator !== ',' && separator !== '}' && separator !== undefined) {
        // "key value" without a colon: take the value anyway.
        const value = this.value(depth);
        if (value !== undefined) own(result, key, value);
      }
      if (this.index === start) this.index += 1;
    }
    return result;
  }

  array(depth: number): unknown[] {
    const result: unknown[] = [];
    this.index += 1;
    while (this.index < this.source.length) {
      this.skipSpace();
      const char = this.current;
      if (char === ']') {
        this.index += 1;
        return result;
      }
      if (char === ',' || char === '}') {
        this.index += 1;
        continue;
      }
      const start = this.index;
      const value = this.value(depth);
      if (value !== undefined) result.push(value);
      if (this.index === start) this.index += 1;
    }
    return result;
  }
}

const pairPattern =
  /["']?([A-Za-z_$][\w$]*)["']?\s*:\s*("(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|-?\d+(?:\.\d+)?|true|false|null)/g;

/** Last resort: collects `"key": value` pairs found anywhere in the text. */
function extractPairs(source: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const match of source.matchAll(pairPattern)) {
    const key = match[1] ?? '';
    const raw = match[2] ?? '';
    const quoted = raw.startsWith('"') || raw.startsWith("'");
    own(result, key, quoted ? raw.slice(1, -1) : bareValue(raw));
  }
  return result;
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses possibly malformed JSON text into an object; recovers what it can, else {}. Never throws. */
export function parseLenientJson(source: string, depth = 0): Record<string, unknown> {
  if (typeof source !== 'string' || depth > 2) return {};
  try {
    const strict: unknown = JSON.parse(source);
    if (isPlainRecord(strict)) return strict;
    if (typeof strict === 'string') return parseLenientJson(strict, depth + 1);
    if (Array.isArray(strict) || strict === null || typeof strict !== 'string') {
      if (!source.includes('{')) return {};
    }
  } catch {
    // not strict JSON: read it leniently below
  }
  try {
    const start = source.indexOf('{');
    if (start >= 0) {
      const recovered = new Reader(source.slice(start)).object(1);
      if (Object.keys(recovered).length > 0) return recovered;
    }
    return extractPairs(source);
  } catch {
    return {};
  }
}
