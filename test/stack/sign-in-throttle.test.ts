// The provider's sign-in is throttled: 5 failed attempts for a user name, or 20 from one client address,
// within 15 minutes lock further attempts (429), even with the right password.

import { signInThrottledText } from '@stack/oidc/pages';
import { SignInThrottle } from '@stack/oidc/throttle';
import { describe, expect, test, vi } from 'vitest';
import { signIn } from './support/oidc-flow';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const attempt = (username: string, password: string) =>
  signIn({ issuer: stack.urls.oidc, redirectUri: `${stack.urls.app}/`, username, password });

describe('sign-in throttling on the provider', () => {
  test('after 5 wrong passwords for a user, even the right one is refused for a while; other users go on', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      const refused = await attempt('fabio.jefe', `equivocada-${failure}`);
      expect(refused.tokens).toBeUndefined();
      expect(refused.status).toBe(200);
      expect(refused.page).toContain('Usuario o contraseña incorrectos.');
    }
    const locked = await attempt('Fabio.Jefe', 'demo');
    expect(locked.tokens).toBeUndefined();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers?.get('retry-after'))).toBeGreaterThan(800);
    expect(locked.page).toContain(signInThrottledText(15));
    expect(locked.page).toContain('role="alert"');
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
  });

  test('a success clears the failures of that user name', async () => {
    for (let failure = 1; failure <= 4; failure += 1) await attempt('beto.unaunidad', 'equivocada');
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
    expect((await attempt('beto.unaunidad', 'equivocada')).status).toBe(200);
    expect((await attempt('beto.unaunidad', 'demo')).tokens).toBeDefined();
  });

  test('20 failures from one address, over any user names, lock that address', async () => {
    // 10 failures so far from this address (5 for fabio, 5 for beto); 10 more with made-up names.
    for (let failure = 1; failure <= 10; failure += 1) {
      expect((await attempt(`nadie-${failure}`, 'x')).status).toBe(200);
    }
    const locked = await attempt('ana.admin', 'demo');
    expect(locked.status).toBe(429);
    expect(locked.tokens).toBeUndefined();
  });
});

describe('the throttle window', () => {
  test('a lock lifts once the oldest counted failure leaves the 15-minute window', () => {
    let now = 0;
    const throttle = new SignInThrottle({ now: () => now });
    for (let failure = 0; failure < 5; failure += 1) {
      throttle.failed('ana.admin', '127.0.0.1');
      now += 60_000;
    }
    expect(throttle.retryAfterMs('ANA.ADMIN ', '127.0.0.2')).toBe(10 * 60_000);
    now += 10 * 60_000 - 1;
    expect(throttle.retryAfterMs('ana.admin', '127.0.0.2')).toBe(1);
    now += 1;
    expect(throttle.retryAfterMs('ana.admin', '127.0.0.2')).toBe(0);
  });

  test('remembers at most maxEntries keys, forgetting the stalest', () => {
    const throttle = new SignInThrottle({ maxFailuresPerUser: 1, maxEntries: 4 });
    throttle.failed('a', 'ip-1');
    throttle.failed('b', 'ip-2');
    throttle.failed('c', 'ip-3');
    expect(throttle.retryAfterMs('a', 'otra')).toBe(0);
    expect(throttle.retryAfterMs('c', 'otra')).toBeGreaterThan(0);
  });
});
