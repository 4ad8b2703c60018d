// Per-account rate limit of the services: an account past its calls a second and its burst gets 429 with
// Retry-After and a Spanish message, without slowing any other account, and goes on once it waited. The
// default is far above what the app (or any test) asks; this stack's is low so the test takes seconds.
import { settingsFromEnv } from '@stack/config';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, rawCalls } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const rateLimit = { perSecond: 1, burstPerMinute: 4 };
const stack = sharedTestStack({ rateLimit });

/** Call 10 as the account (the requests of one employee), from the app's origin. */
async function list(accountId: string) {
  const call10 = rawCalls.find((call) => call.n === 10);
  return stack.call(call10?.path ?? '', {
    headers: {
      ...headersOf({ token: await stack.tokenFor(accountId), unit: 'UN-ANDINA', action: call10?.action }),
      Origin: stack.urls.app,
    },
  });
}

test('STACK_RATE_LIMIT and STACK_RATE_BURST set the limit (0 turns it off); anything else leaves the default', () => {
  expect(settingsFromEnv({ STACK_RATE_LIMIT: '5', STACK_RATE_BURST: '0' }).rateLimit).toEqual({
    perSecond: 5,
    burstPerMinute: 0,
  });
  expect(settingsFromEnv({ STACK_RATE_LIMIT: 'mucho', STACK_RATE_BURST: '-1' }).rateLimit).toEqual({
    perSecond: undefined,
    burstPerMinute: undefined,
  });
});

describe('calls per account', () => {
  test('past its limit an account gets 429 with Retry-After; another account goes on; after the wait it does too', async () => {
    await stack.tokenFor('ana.admin');
    await stack.tokenFor('beto.unaunidad');
    const answers = await Promise.all(Array.from({ length: 10 }, () => list('ana.admin')));
    const statuses = answers.map((answer) => answer.status);
    const allowed = rateLimit.perSecond + rateLimit.burstPerMinute;
    // One more second may have begun while the ten were answered.
    expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(allowed);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(allowed + 1);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    const refused = answers.find((answer) => answer.status === 429);
    if (!refused) throw new Error('no call was refused');
    expect(refused.headers.get('Retry-After')).toBe('1');
    // The app's client reads it across origins.
    expect(refused.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After');
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Demasiadas solicitudes en poco tiempo. Intente nuevamente en 1 segundo.',
    );

    expect((await list('beto.unaunidad')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await list('ana.admin')).status).toBe(200);
  });
});
