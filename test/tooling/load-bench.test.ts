// The load bench's pure parts (test/bench/load-audit.ts): its percentiles, and its audit given
// rows that hold a duplicate, a gap, a lost update or a write never stored. The bench itself runs with
// `npm run bench -- load`, not here.
import { describe, expect, test } from 'vitest';
import {
  auditRun,
  type HistoryFact,
  percentile,
  type RequestFact,
  summarize,
  type WriteRecord,
} from '../bench/load-audit';

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);

  test('of 1…100: p50 is 50, p95 is 95, p99 is 99, p100 is 100', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  test('a small sample rounds the rank up; one value is every percentile; none is NaN', () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 95)).toBe(40);
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  test('summarize sorts first and reports count and max', () => {
    expect(summarize([300, 100, 200])).toEqual({ count: 3, p50: 200, p95: 300, p99: 300, max: 300 });
  });
});

const bench = (account: string) => account.startsWith('carga.');

/** A clean run: a request created (v1), its person in charge taken (v2) and retried with the key, then a stale 412. */
function cleanRun() {
  const writes: WriteRecord[] = [
    { call: 11, account: 'carga.001', key: 'k1', answers: [{ status: 201, requestId: 'R1', version: 1 }] },
    {
      call: 15,
      account: 'carga.002',
      key: 'k2',
      requestId: 'R1',
      sentVersion: 1,
      answers: [
        { status: 200, requestId: 'R1', version: 2 },
        { status: 200, requestId: 'R1', version: 2, replayed: true },
      ],
    },
    {
      call: 15,
      account: 'carga.003',
      key: 'k3',
      requestId: 'R1',
      sentVersion: 1,
      answers: [{ status: 412 }],
    },
  ];
  const history: HistoryFact[] = [
    { requestId: 'R1', version: 1, account: 'carga.001', event: 'created' },
    { requestId: 'R1', version: 2, account: 'carga.002', event: 'responsibleChanged' },
    // The seed's rows are not the run's.
    { requestId: 'S1', version: 1, account: 'ana.admin', event: 'created' },
  ];
  const requests: RequestFact[] = [
    { requestId: 'R1', version: 2, createdBy: 'carga.001' },
    { requestId: 'S1', version: 1, createdBy: 'ana.admin' },
  ];
  return { writes, history, requests, isBenchAccount: bench };
}

describe('the audit', () => {
  test('a clean run has no problem, and counts what was accepted and replayed', () => {
    const result = auditRun(cleanRun());
    expect(result.problems).toEqual([]);
    expect(result.figures).toMatchObject({
      accepted: 2,
      changes: 2,
      unchanged: 0,
      replays: 1,
      inDoubt: 0,
      historyRows: 2,
    });
  });

  test('a duplicate: a retried write stored twice (a second row by the same account that no accepted write made)', () => {
    const run = cleanRun();
    const result = auditRun({
      ...run,
      history: [
        ...run.history,
        { requestId: 'R1', version: 3, account: 'carga.002', event: 'responsibleChanged' },
      ],
      requests: [{ requestId: 'R1', version: 3, createdBy: 'carga.001' }, ...run.requests.slice(1)],
    });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/carga\.002: 1 stored change\(s\) no accepted write made .*duplicate/);
  });

  test('a duplicate: two answers to one key that name different versions', () => {
    const run = cleanRun();
    const [create, assign, stale] = run.writes as [WriteRecord, WriteRecord, WriteRecord];
    const twice = { ...assign, answers: [...assign.answers, { status: 200, requestId: 'R1', version: 3 }] };
    const result = auditRun({ ...run, writes: [create, twice, stale] });
    expect(
      result.problems.some((problem) => /k2: answered R1 v2 and then R1 v3 \(a duplicate\)/.test(problem)),
    ).toBe(true);
  });

  test('a gap: a request at version 3 whose history has versions 1 and 3', () => {
    const run = cleanRun();
    const result = auditRun({
      ...run,
      writes: [],
      history: [
        { requestId: 'R1', version: 1, account: 'carga.001', event: 'created' },
        { requestId: 'R1', version: 3, account: 'carga.002', event: 'responsibleChanged' },
      ],
      requests: [{ requestId: 'R1', version: 3, createdBy: 'carga.001' }],
    });
    expect(
      result.problems.some((problem) => /R1: version 3, history versions 1,3 \(a gap/.test(problem)),
    ).toBe(true);
    // As many rows as the version says, but one of them past it: version 2 lost, a change recorded that
    // the request does not hold.
    const ahead = auditRun({
      ...run,
      writes: [],
      history: [
        { requestId: 'R1', version: 1, account: 'carga.001', event: 'created' },
        { requestId: 'R1', version: 3, account: 'carga.002', event: 'responsibleChanged' },
      ],
      requests: [{ requestId: 'R1', version: 2, createdBy: 'carga.001' }],
    });
    expect(ahead.problems).toContainEqual(
      expect.stringMatching(/R1: version 2, history versions 1,3 \(a gap/),
    );
  });

  test('a lost update: two accepted writes on one version, or one not applied on the version it saw', () => {
    const run = cleanRun();
    const [create, assign] = run.writes as [WriteRecord, WriteRecord, WriteRecord];
    const alsoV2: WriteRecord = {
      call: 16,
      account: 'carga.003',
      key: 'k4',
      requestId: 'R1',
      sentVersion: 1,
      answers: [{ status: 200, requestId: 'R1', version: 2 }],
    };
    expect(auditRun({ ...run, writes: [create, assign, alsoV2] }).problems).toContainEqual(
      expect.stringMatching(/R1 v2 accepted twice/),
    );
    const skipped = { ...assign, sentVersion: 0 };
    expect(auditRun({ ...run, writes: [create, skipped] }).problems).toContainEqual(
      expect.stringMatching(/If-Match v0 but answered v2 \(a lost update\)/),
    );
  });

  test('an accepted write not stored, and one stored as another account’s', () => {
    const run = cleanRun();
    const notStored = auditRun({
      ...run,
      history: run.history.filter((row) => row.version !== 2),
      requests: [],
    });
    expect(notStored.problems).toContainEqual(
      expect.stringMatching(/call 15 on R1 v2 by carga\.002: accepted, not stored/),
    );
    const otherAuthor = auditRun({
      ...run,
      history: run.history.map((row) => (row.version === 2 ? { ...row, account: 'carga.009' } : row)),
    });
    expect(otherAuthor.problems).toContainEqual(
      expect.stringMatching(/stored as responsibleChanged by carga\.009/),
    );
  });

  test('a write left in doubt (no answer at its last attempt) may explain one stored change, not two', () => {
    const run = cleanRun();
    const doubtful: WriteRecord = {
      call: 15,
      account: 'carga.004',
      key: 'k5',
      requestId: 'R1',
      sentVersion: 2,
      answers: [{ status: 503 }, { status: 0 }],
    };
    const row3 = { requestId: 'R1', version: 3, account: 'carga.004', event: 'responsibleChanged' };
    const stored = [{ requestId: 'R1', version: 3, createdBy: 'carga.001' }, ...run.requests.slice(1)];
    const one = auditRun({
      ...run,
      writes: [...run.writes, doubtful],
      history: [...run.history, row3],
      requests: stored,
    });
    expect(one.problems).toEqual([]);
    expect(one.figures.inDoubt).toBe(1);
    const two = auditRun({
      ...run,
      writes: [...run.writes, doubtful],
      history: [...run.history, row3, { ...row3, version: 4 }],
      requests: [{ requestId: 'R1', version: 4, createdBy: 'carga.001' }, ...run.requests.slice(1)],
    });
    expect(two.problems).toContainEqual(
      expect.stringMatching(/carga\.004: 2 stored change\(s\) .* 1 write\(s\) in doubt/),
    );
  });
});
