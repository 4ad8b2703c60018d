// Sessions that end: the sign-in is not remembered (a session cookie), the provider session
// lasts the inactivity limit, the end-session page submits itself only with a valid id_token_hint, only
// the configured app is registered, and the provider's error and signed-out pages carry the security
// headers of its sign-in page.
import { randomBytes } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { cookieHeader, follow as followRedirects } from './support/follow';
import { authorizationUrl, pkcePair, signIn } from './support/oidc-flow';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const newAuthorization = (redirectUri = `${stack.urls.app}/`) =>
  authorizationUrl({
    issuer: stack.urls.oidc,
    redirectUri,
    challenge: pkcePair().challenge,
    state: randomBytes(8).toString('hex'),
  });

/** Follows the provider's redirects from `url` with `cookies`: where it ends and the last answer. */
const follow = (url: string, cookies: Map<string, string>) => followRedirects(url, cookies, stack.urls.oidc);

const securityHeaders = (headers: Headers) => ({
  csp: headers.get('content-security-policy') ?? '',
  nosniff: headers.get('x-content-type-options'),
  referrer: headers.get('referrer-policy'),
  cache: headers.get('cache-control'),
});

describe('a closed browser leaves nobody signed in', () => {
  test('the session cookie does not outlive the browser: a new authorization shows the sign-in page', async () => {
    const first = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    expect(first.tokens).toBeDefined();
    // With the whole jar (the browser still open) the next authorization needs no password.
    const open = await follow(newAuthorization(), first.cookies);
    expect(open.url.startsWith(`${stack.urls.app}/?code=`)).toBe(true);
    // The browser closed: only the cookies that outlive it are left.
    const kept = new Map([...first.cookies].filter(([name]) => first.lasting.has(name)));
    const closed = await follow(newAuthorization(), kept);
    expect(closed.response.status).toBe(200);
    expect(await closed.response.text()).toContain('<h1>Iniciar sesión</h1>');
  });

  test('the provider session expires after the inactivity limit (15 minutes), not a day', async () => {
    await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    const sessions = await stack.db.query<{ seconds: number }>(
      `SELECT extract(epoch FROM expires_at - now())::int AS seconds FROM oidc_payloads
       WHERE model = 'Session' AND payload->>'accountId' = 'beto.unaunidad'`,
    );
    expect(sessions.rows.length).toBeGreaterThan(0);
    for (const row of sessions.rows) {
      expect(row.seconds).toBeGreaterThan(14 * 60);
      expect(row.seconds).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('the end-session page', () => {
  test('without an id_token_hint it asks, with no script; with a valid one it submits itself', async () => {
    const { tokens, cookies } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    const bare = await fetch(new URL('/session/end', stack.urls.oidc), {
      headers: { cookie: cookieHeader(cookies) },
    });
    const bareHtml = await bare.text();
    expect(bareHtml).toContain('<h1>Cerrar sesión</h1>');
    expect(bareHtml).not.toContain('<script');
    expect(securityHeaders(bare.headers).csp).toContain("script-src 'none'");
    const hinted = new URL('/session/end', stack.urls.oidc);
    hinted.searchParams.set('id_token_hint', tokens?.id_token ?? '');
    const page = await fetch(hinted, { headers: { cookie: cookieHeader(cookies) } });
    expect(await page.text()).toContain('<script nonce=');
  });
});

describe('only the configured app', () => {
  test('another local port is neither a redirect address nor a trusted origin', async () => {
    const other = 'http://localhost:5173';
    const refused = await follow(newAuthorization(`${other}/`), new Map());
    expect(refused.url.startsWith(other)).toBe(false);
    expect(refused.response.status).toBe(400);
    const cors = (origin: string) =>
      fetch(`${stack.urls.oidc}/token`, {
        method: 'POST',
        headers: { Origin: origin, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: 'portal-erm',
          grant_type: 'refresh_token',
          refresh_token: 'x',
        }),
      });
    expect((await cors(stack.urls.app)).headers.get('access-control-allow-origin')).toBe(stack.urls.app);
    expect((await cors(other)).headers.get('access-control-allow-origin')).toBeNull();
  });

  test('the error page and the signed-out page carry the sign-in page’s security headers', async () => {
    const error = await follow(newAuthorization('http://localhost:1/'), new Map());
    expect(error.response.status).toBe(400);
    const signedOut = await fetch(new URL('/session/end/success', stack.urls.oidc));
    expect(signedOut.status).toBe(200);
    for (const response of [error.response, signedOut]) {
      const headers = securityHeaders(response.headers);
      expect(headers.csp).toContain("default-src 'none'");
      expect(headers.csp).toContain("frame-ancestors 'none'");
      expect(headers.nosniff).toBe('nosniff');
      expect(headers.referrer).toBe('no-referrer');
      expect(headers.cache).toBe('no-store');
    }
  });
});
