// The provider's sign-in is throttled on rate-limiter-flexible three ways: 5 failures of a (user name,
// client address) make that pair wait (429 with Retry-After), each wait twice the last; 10 failures of a
// user name from any address, or 20 from an address for any user name, make it wait a second, doubling up
// to a minute, but never for an address the user signed in from within the last day. The provider reads a
// proxy's X-Forwarded-For only when that proxy is trusted (OIDC_TRUSTED_PROXIES); this stack trusts the
// loopback, so each test names its own client addresses, and its first wait of a user name or an address
// is 3 s instead of 1 s, so no wait ends while a test's next sign-in goes through the provider's pages.

import { settingsFromEnv } from '@stack/config';
import { signInThrottledText } from '@stack/oidc/pages';
import { clientAddress, SignInThrottle } from '@stack/oidc/throttle';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { signIn } from './support/oidc-flow';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const firstSpreadWait = 3;
const stack = sharedTestStack({
  trustedProxies: ['127.0.0.1', '::1'],
  signInThrottle: { firstSpreadBlockMs: firstSpreadWait * 1000 },
});

const attempt = (username: string, password: string, forwardedFor: string) =>
  signIn({ issuer: stack.urls.oidc, redirectUri: `${stack.urls.app}/`, username, password, forwardedFor });

const retryAfterOf = (result: Awaited<ReturnType<typeof attempt>>) =>
  Number(result.headers?.get('retry-after'));

describe('sign-in throttling on the provider', () => {
  test('after 5 wrong passwords the pair waits, even with the right one; the user elsewhere and the others of the address go on', async () => {
    for (let failure = 1; failure <= 5; failure += 1) {
      const refused = await attempt('fabio.jefe', `equivocada-${failure}`, '10.1.0.1');
      expect(refused.tokens).toBeUndefined();
      expect(refused.status).toBe(200);
      expect(refused.page).toContain('Usuario o contraseña incorrectos.');
    }
    const waiting = await attempt('Fabio.Jefe', 'demo', '10.1.0.1');
    expect(waiting.tokens).toBeUndefined();
    expect(waiting.status).toBe(429);
    const retryAfter = retryAfterOf(waiting);
    expect(retryAfter).toBeGreaterThan(20);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect(waiting.page).toContain(signInThrottledText(retryAfter));
    expect(waiting.page).toContain('role="alert"');
    expect((await attempt('fabio.jefe', 'demo', '10.1.0.2')).tokens).toBeDefined();
    expect((await attempt('beto.unaunidad', 'demo', '10.1.0.1')).tokens).toBeDefined();
  });

  test('a success clears the failures of that user name', async () => {
    for (let failure = 1; failure <= 4; failure += 1)
      await attempt('beto.unaunidad', 'equivocada', '10.4.0.1');
    expect((await attempt('beto.unaunidad', 'demo', '10.4.0.1')).tokens).toBeDefined();
    for (let failure = 1; failure <= 4; failure += 1) {
      expect((await attempt('beto.unaunidad', 'equivocada', '10.4.0.1')).status).toBe(200);
    }
    expect((await attempt('beto.unaunidad', 'demo', '10.4.0.1')).tokens).toBeDefined();
  });

  test('one address trying many user names waits; someone who signed in from it before does not', async () => {
    expect((await attempt('ana.admin', 'demo', '10.2.0.1')).tokens).toBeDefined();
    for (let failure = 1; failure <= 21; failure += 1) {
      expect((await attempt(`nadie-${failure}`, 'demo', '10.2.0.1')).status).toBe(200);
    }
    const waiting = await attempt('carla.consulta', 'demo', '10.2.0.1');
    expect(waiting.status).toBe(429);
    const retryAfter = retryAfterOf(waiting);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(firstSpreadWait);
    expect(waiting.page).toContain(signInThrottledText(retryAfter));
    expect((await attempt('nadie-22', 'demo', '10.2.0.1')).status).toBe(429);
    expect((await attempt('ana.admin', 'demo', '10.2.0.1')).tokens).toBeDefined();
    expect((await attempt('carla.consulta', 'demo', '10.2.0.2')).tokens).toBeDefined();
  });

  test('one user name tried from many addresses waits, but not from where it signed in before; after the wait it signs in', async () => {
    expect((await attempt('carla.consulta', 'demo', '10.3.0.100')).tokens).toBeDefined();
    for (let address = 1; address <= 11; address += 1) {
      expect((await attempt('carla.consulta', 'equivocada', `10.3.0.${address}`)).status).toBe(200);
    }
    const waiting = await attempt('Carla.Consulta', 'demo', '10.3.0.50');
    expect(waiting.tokens).toBeUndefined();
    expect(waiting.status).toBe(429);
    const retryAfter = retryAfterOf(waiting);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(firstSpreadWait);
    expect((await attempt('carla.consulta', 'demo', '10.3.0.100')).tokens).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    expect((await attempt('carla.consulta', 'demo', '10.3.0.50')).tokens).toBeDefined();
  });
});

describe('the throttle’s waits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('of a pair grow: 30 s, then 60 s, then 120 s', async () => {
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

  test('of a user name across addresses, and of an address across user names, double up to a minute and no more', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const throttle = new SignInThrottle();
    const waits: number[] = [];
    // A different address (and user name) each time: no pair ever waits.
    for (let failure = 1; failure <= 19; failure += 1) {
      await throttle.failed('ana.admin', `10.0.1.${failure}`);
      await throttle.failed(`nadie-${failure}`, '10.0.2.1');
      const user = await throttle.retryAfterMs('ana.admin', '10.0.3.1');
      const address = await throttle.retryAfterMs('beto.unaunidad', '10.0.2.1');
      if (failure >= 11) waits.push(Math.ceil(user / 1000));
      expect(address).toBe(0);
      vi.advanceTimersByTime(Math.max(user, address) + 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    await throttle.failed('nadie-20', '10.0.2.1');
    expect(await throttle.retryAfterMs('beto.unaunidad', '10.0.2.1')).toBe(0);
    await throttle.failed('nadie-21', '10.0.2.1');
    expect(await throttle.retryAfterMs('beto.unaunidad', '10.0.2.1')).toBe(1000);
  });

  test('a success forgets the pair’s waits and spares the pair the user name’s wait', async () => {
    const throttle = new SignInThrottle();
    for (let failure = 0; failure < 5; failure += 1) await throttle.failed('ana.admin', '10.0.0.1');
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBeGreaterThan(0);
    await throttle.succeeded('ana.admin', '10.0.0.1');
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBe(0);
    for (let failure = 0; failure < 11; failure += 1) await throttle.failed('ana.admin', `10.0.4.${failure}`);
    expect(await throttle.retryAfterMs('ana.admin', '10.0.5.1')).toBeGreaterThan(0);
    expect(await throttle.retryAfterMs('ana.admin', '10.0.0.1')).toBe(0);
  });
});

describe('the client address', () => {
  const request = (remoteAddress: string, forwardedFor?: string) => ({
    socket: { remoteAddress } as never,
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  });

  test('is the connection’s, whatever X-Forwarded-For says, unless the connection is a trusted proxy', () => {
    expect(clientAddress(request('::ffff:203.0.113.9', '10.9.9.9'), [])).toBe('203.0.113.9');
    expect(clientAddress(request('203.0.113.9', '10.9.9.9'), ['127.0.0.1'])).toBe('203.0.113.9');
  });

  test('behind trusted proxies: the last address of X-Forwarded-For that none of them is', () => {
    const trusted = ['127.0.0.1', '10.0.0.2'];
    expect(clientAddress(request('::ffff:127.0.0.1', '198.51.100.7'), trusted)).toBe('198.51.100.7');
    expect(clientAddress(request('127.0.0.1', '1.1.1.1, 198.51.100.7, 10.0.0.2'), trusted)).toBe(
      '198.51.100.7',
    );
    // Nothing forwarded, or something that is not an address: the proxy's own.
    expect(clientAddress(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
    expect(clientAddress(request('127.0.0.1', 'cualquiera'), trusted)).toBe('127.0.0.1');
  });

  test('OIDC_TRUSTED_PROXIES lists them (addresses only); none by default', () => {
    expect(settingsFromEnv({ OIDC_TRUSTED_PROXIES: '127.0.0.1, ::1,proxy.local' }).trustedProxies).toEqual([
      '127.0.0.1',
      '::1',
    ]);
    expect(settingsFromEnv({}).trustedProxies).toEqual([]);
  });
});
