import { keysOf } from '@src/domain/records';
import { describe, expect, test } from 'vitest';

describe('keysOf', () => {
  test('lists the keys a record has, typed as its key union', () => {
    const values: Partial<Record<'days' | 'startDate' | 'notes', string>> = { days: '3', notes: '' };
    const keys: Array<'days' | 'startDate' | 'notes'> = keysOf(values);
    expect(keys).toEqual(['days', 'notes']);
    expect(keysOf({})).toEqual([]);
  });
});
