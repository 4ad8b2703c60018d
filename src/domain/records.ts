// Typed helpers over plain records, so callers (machines above all) need no cast.

/**
 * The keys of a record typed as its key union. `Object.keys` answers `string[]`: a record's own
 * enumerable keys are its keys when the record was built from that type (the values of a form, the
 * errors of its validation), which is the only use here.
 */
export function keysOf<K extends string>(record: Partial<Record<K, unknown>>): K[] {
  return Object.keys(record) as K[];
}
