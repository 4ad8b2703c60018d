import { z } from './zod';

/** True for a non-null, non-array object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `preprocess(value)` first, then `schema` (zod/mini has no `z.preprocess`: the same pipe, written out). */
export const preprocess = <T extends z.ZodMiniType>(prepare: (value: unknown) => unknown, schema: T) =>
  z.pipe(z.transform(prepare), schema);

// The field schemas below are built once and shared by every entity (a zod schema never changes once
// built): about 200 fields built their own, a thousand schema objects constructed while the `shared` chunk
// is evaluated, on every page load (the longest task of the error page's load).
const textField = z.catch(z.string(), '');
const numField = preprocess(
  (value) => {
    if (typeof value === 'string' && value.trim() !== '') return Number(value);
    return value;
  },
  z.catch(z.number(), 0),
);
const boolField = z.catch(z.boolean(), false);

/** A string field: any non-string becomes ''. */
export const text = () => textField;

/** A numeric field: finite numbers and numeric strings pass, anything else becomes 0. */
export const num = () => numField;

/** A boolean field: only `true` is true. */
export const bool = () => boolField;

/** An array schema taking anything: non-arrays become [], each item goes through `schema`. */
export function listOf<T extends z.ZodMiniType>(schema: T) {
  return z.catch(
    preprocess((value) => (Array.isArray(value) ? value : []), z.array(schema)),
    [],
  );
}

/** The fields of an object schema. */
export type Shape = Record<string, z.ZodMiniType>;

/** An object schema taking anything: non-objects become {} so every field takes its fallback. */
export function entity<S extends Shape>(shape: S) {
  return preprocess((value) => (isRecord(value) ? value : {}), z.object(shape));
}

/** Parses with `schema`, falling back to the shape of `{}` if the input still defeats it (e.g. a throwing getter). */
export function safely<T extends z.ZodMiniType>(schema: T, value: unknown): z.output<T> {
  try {
    const result = schema.safeParse(value);
    if (result.success) return result.data;
  } catch {
    // fall through to the empty shape
  }
  return schema.parse({});
}
