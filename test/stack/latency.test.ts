// STACK_LATENCY_MS and STACK_SEED_EMPLOYEES (stack/README.md): read from the environment, and every
// answer of the services waits the latency (CORS preflights do not).
import { settingsFromEnv } from '@stack/config';
import { latency } from '@stack/services/latency';
import { Hono } from 'hono';
import { describe, expect, test } from 'vitest';

describe('a slow, large stack', () => {
  test('reads STACK_SEED_EMPLOYEES and STACK_LATENCY_MS, ignoring what is not a count in range', () => {
    expect(settingsFromEnv({ STACK_SEED_EMPLOYEES: '20000', STACK_LATENCY_MS: '150' })).toMatchObject({
      seedEmployees: 20000,
      latencyMs: 150,
    });
    expect(settingsFromEnv({})).toMatchObject({ seedEmployees: undefined, latencyMs: 0 });
    expect(settingsFromEnv({ STACK_SEED_EMPLOYEES: 'mucho', STACK_LATENCY_MS: '-5' })).toMatchObject({
      seedEmployees: undefined,
      latencyMs: 0,
    });
    expect(settingsFromEnv({ STACK_SEED_EMPLOYEES: '100', STACK_LATENCY_MS: '999999' })).toMatchObject({
      seedEmployees: undefined,
      latencyMs: 0,
    });
  });

  test('every answer waits the latency; a CORS preflight does not', async () => {
    const app = new Hono();
    app.use('*', latency(120));
    app.get('/employees', (c) => c.json([]));
    app.options('/employees', (c) => c.body(null, 204));
    const timed = async (method: string) => {
      const started = performance.now();
      const response = await app.request('/employees', { method });
      return { status: response.status, ms: performance.now() - started };
    };
    const get = await timed('GET');
    expect(get.status).toBe(200);
    expect(get.ms).toBeGreaterThanOrEqual(115);
    const preflight = await timed('OPTIONS');
    expect(preflight.status).toBe(204);
    expect(preflight.ms).toBeLessThan(100);
  });
});
