// What the services keep in memory between requests cannot be grown by a signed-in account: the DPoP
// replay cache is a bounded LRU whose proofs expire, at a constant cost per request, and still refuses
// every replay it had to forget early; call 7's kept employee orders are keyed on validated values only.
import { DpopReplayCache } from '@stack/services/dpop';
import { describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const t0 = 1_800_000_000;

describe('the DPoP replay cache', () => {
  test('refuses a proof seen before, and accepts it again once expired', () => {
    const cache = new DpopReplayCache();
    expect(cache.use('k:1', t0, t0)).toBe(true);
    expect(cache.use('k:1', t0, t0 + 30)).toBe(false);
    // Past its iat window (60 s either way) the proof is refused by its iat; the cache may forget it.
    expect(cache.use('k:1', t0 + 300, t0 + 300)).toBe(true);
  });

  test('holds at most its maximum, however many proofs arrive', () => {
    const cache = new DpopReplayCache({ maxEntries: 1000 });
    for (let index = 0; index < 5000; index += 1) cache.use(`k:${index}`, t0, t0);
    expect(cache.size).toBe(1000);
  });

  test('a proof forgotten before it expired is still refused; later proofs are not', () => {
    const cache = new DpopReplayCache({ maxEntries: 10 });
    expect(cache.use('k:first', t0, t0)).toBe(true);
    for (let index = 0; index < 10; index += 1) expect(cache.use(`k:${index}`, t0 + 1, t0 + 1)).toBe(true);
    // 'k:first' was pushed out by the cap, within its life: replaying it is still refused.
    expect(cache.use('k:first', t0, t0 + 2)).toBe(false);
    // A new proof (a later iat, as every client makes one per request) is accepted.
    expect(cache.use('k:new', t0 + 2, t0 + 2)).toBe(true);
  });

  test('forgets expired proofs as new ones arrive', () => {
    const cache = new DpopReplayCache();
    for (let index = 0; index < 100; index += 1) cache.use(`old:${index}`, t0, t0);
    for (let index = 0; index < 100; index += 1) cache.use(`new:${index}`, t0 + 300, t0 + 300);
    expect(cache.size).toBe(100);
  });

  test('costs the same per proof whatever it holds (no scan of every entry)', () => {
    const cache = new DpopReplayCache({ maxEntries: 60_000 });
    const started = performance.now();
    for (let index = 0; index < 50_000; index += 1) cache.use(`k:${index}`, t0, t0);
    // A scan per proof makes this quadratic: over a billion steps, many seconds.
    expect(performance.now() - started).toBeLessThan(1500);
    expect(cache.size).toBe(50_000);
  });
});

describe('call 7 keeps employee orders by validated values only', () => {
  const stack = sharedTestStack();

  const list = async (status: string) =>
    stack.call(`/employee-query/employees?page=1&per_page=5&contract_status=${encodeURIComponent(status)}`, {
      headers: headersOf({
        token: await stack.tokenFor('ana.admin'),
        unit: 'UN-ANDINA',
        action: 'SearchAllEmployee',
      }),
    });

  test('a contract_status the data never holds is refused (400), so no order is kept for it', async () => {
    for (const status of ['Cualquiera', 'formalized ', 'x'.repeat(150)]) {
      const response = await list(status);
      expect(response.status, status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain('contract_status');
    }
  });

  test('the statuses the data holds are listed', async () => {
    for (const status of ['Formalized', 'Terminated', 'InTheProcessOfEnding']) {
      expect([200, 204], status).toContain((await list(status)).status);
    }
    expect((await list('Formalized')).status).toBe(200);
  });
});
