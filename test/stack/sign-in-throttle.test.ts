// The provider's sign-in is throttled per (user name, client address) on rate-limiter-flexible (issues 24
// and 31): 5 failures make that pair wait (429 with Retry-After), each wait twice the last; nobody else
// waits — the other people behind the same address, nor the same user from another computer.

import { signInThrottledText } from '@stack/oidc/pages';
import { SignInThrottle } from '@stack/oidc/throttle';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { signIn } from './support/oidc-flow';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const attempt = (username: string, password: string) =>
  signIn({ issuer: stack.urls.oidc, redirectUri: `${stack.urls.app}/`, username, password });

describe('sign-in throttling on the provider', () => {
  test('after 5 wrong passwords the pair waits, even with the right one; other users of the address go on', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      const refused = await attempt('fabio.jefe', `equivocada-${failure}`);
      expect(refused.tokens).toBeUndefined();
      expect(refused.status).toBe(200);
      expect(refused.page).toContain('Usuario o contraseña incorrectos.');
    }
    const waiting = await attempt('Fabio.Jefe', 'demo');
    expect(waiting.tokens).toBeUndefined();
    expect(waiting.status).toBe(429);
    const retryAfter = Number(waiting.headers?.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(waiting.page).toContain(signInThrottledText(1));
    expect(waiting.page).toContain('role="alert"');
    // 25 failures of other names from the same address lock nobody else out.
    for (let failure = 1; failure <= 20; failure += 1) await attempt(`nadie-${failure}`, 'x');
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
    expect((await attempt('ana.admin', 'demo')).tokens).toBeDefined();
  });

  test('a success clears the failures of that user name', async () => {
    for (let failure = 1; failure <= 4; failure += 1) await attempt('beto.unaunidad', 'equivocada');
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt('beto.unaunidad', 'equivocada')).status).toBe(200);
    }
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
  });
});

describe('the throttle’s waits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('grow: 30 s, then 60 s, then 120 s; per (user, address) only', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = new SignInThrottle();
    const failFive = async () => {
      for (let failure = 0; failure < 5; failure += 1) await throttle.failed('ana.admin', '10.0.0.1');
    };
    await failFive();
    const first = await throttle.retryAfterMs('ANA.ADMIN ', '10.0.0.1');
    expect(first).toBeGreaterThan(29_000);
    expect(first).toBeLessThanOrEqual(30_000);
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.2')).toBe(0);
    expect(await throttle.retryAfterMs('beto.unaunidad', '10.0.0.1')).toBe(0);
    vi.advanceTimersByTime(30_001);
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBe(0);
    await failFive();
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBeGreaterThan(59_000);
    vi.advanceTimersByTime(60_001);
    await failFive();
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBeGreaterThan(119_000);
  });

  test('a success forgets the waits', async () => {
    const throttle = new SignInThrottle();
    for (let failure = 0; failure < 5; failure += 1) await throttle.failed('ana.admin', '10.0.0.1');
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBeGreaterThan(0);
    await throttle.succeeded('ana.admin', '10.0.0.1');
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBe(0);
  });
});
