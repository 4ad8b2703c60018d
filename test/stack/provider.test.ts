// The OpenID Connect provider: discovery, its Spanish sign-in page, code + PKCE, token contents,
// refresh-token rotation, sign-out with a post-logout redirect, and CORS for the app.
import { decodeJwt } from 'jose';
import { describe, expect, test, vi } from 'vitest';
import { cookieHeader, follow as followRedirects } from './support/follow';
import { authorizationUrl, pkcePair, signIn, tokenEndpointProof } from './support/oidc-flow';
import { sharedTestStack } from './support/test-stack';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const follow = (url: string, cookies = new Map<string, string>()) =>
  followRedirects(url, cookies, stack.urls.oidc);

/** Answers yes on the end-session page `html` (its form's action and xsrf) with the session's cookies. */
async function confirmLogout(html: string, cookies: Map<string, string>) {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return fetch(new URL(action, stack.urls.oidc), {
    method: 'POST',
    redirect: 'manual',
    headers: { cookie: cookieHeader(cookies), 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ xsrf, logout: 'yes' }),
  });
}

describe('the provider publishes its configuration', () => {
  test('serves the discovery document with code + PKCE (S256), refresh tokens and end-session', async () => {
    const response = await fetch(`${stack.urls.oidc}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(stack.urls.oidc);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.grant_types_supported).toEqual(
      expect.arrayContaining(['authorization_code', 'refresh_token']),
    );
    expect(discovery.end_session_endpoint).toBe(`${stack.urls.oidc}/session/end`);
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['name', 'email', 'preferred_username', 'user_account']),
    );
    expect(discovery.claims_supported).not.toContain('identification_document_number');
    const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as {
      keys: Record<string, unknown>[];
    };
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });
});

describe('its own sign-in page, in Spanish', () => {
  const start = () => {
    const { challenge } = pkcePair();
    return follow(
      authorizationUrl({
        issuer: stack.urls.oidc,
        redirectUri: `${stack.urls.app}/`,
        challenge,
        state: 'abc',
      }),
    );
  };

  test('shows Usuario, Contraseña and Iniciar sesión with labels, under a strict CSP', async () => {
    const { response, url } = await start();
    expect(url).toMatch(/\/interaction\/[\w-]+$/);
    const page = await response.text();
    expect(page).toContain('<html lang="es">');
    expect(page).toContain('<label for="username">Usuario</label>');
    expect(page).toContain('<label for="password">Contraseña</label>');
    expect(page).toContain('<button type="submit">Iniciar sesión</button>');
    expect(page).not.toMatch(/consent|Authorize|Sign-in/);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  test('says "Usuario o contraseña incorrectos." on a wrong password and keeps the user name', async () => {
    const result = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'equivocada',
    });
    expect(result.tokens).toBeUndefined();
    expect(result.page).toContain('role="alert">Usuario o contraseña incorrectos.</p>');
    expect(result.page).toContain('value="ana.admin"');
    expect(result.page).toContain('aria-invalid="true"');
  });

  test('refuses an authorization request without PKCE', async () => {
    const url = new URL('/auth', stack.urls.oidc);
    url.search = new URLSearchParams({
      client_id: 'portal-erm',
      response_type: 'code',
      redirect_uri: `${stack.urls.app}/`,
      scope: 'openid',
      state: 'x',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location') ?? '', stack.urls.oidc);
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  test('registers one redirect address per app origin: its root; other paths of the origin are refused', async () => {
    const status = async (redirectUri: string) => {
      const { challenge } = pkcePair();
      const response = await fetch(
        authorizationUrl({ issuer: stack.urls.oidc, redirectUri, challenge, state: 'x' }),
        { redirect: 'manual' },
      );
      await response.body?.cancel();
      return response.status;
    };
    expect(await status(`${stack.urls.app}/`)).toBe(303);
    for (const path of ['/login/callback', '/login', '', '/otra']) {
      expect(await status(`${stack.urls.app}${path}`)).toBe(400);
    }
  });

  test('refuses a redirect address that is not registered, with a Spanish error page', async () => {
    const { challenge } = pkcePair();
    const response = await fetch(
      authorizationUrl({
        issuer: stack.urls.oidc,
        redirectUri: 'http://evil.example/',
        challenge,
        state: 'x',
      }),
      { redirect: 'manual' },
    );
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('No se pudo completar la solicitud');
    expect(page).toContain('<html lang="es">');
  });
});

describe('tokens', () => {
  test('gives a short-lived JWT access token for the services and an ID token with the claims the app needs; the national ID number is only in the access token', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    if (!tokens) throw new Error('no tokens');
    const access = decodeJwt(tokens.access_token);
    expect(access).toMatchObject({
      iss: stack.urls.oidc,
      aud: stack.urls.services,
      sub: 'beto.unaunidad',
      identification_document_number: '79100002',
    });
    expect((access.exp ?? 0) - (access.iat ?? 0)).toBe(300);
    const id = decodeJwt(tokens.id_token);
    expect(id).toMatchObject({
      aud: 'portal-erm',
      name: 'Alberto Núñez',
      email: 'beto.unaunidad@erm-demo.example.co',
      preferred_username: 'beto.unaunidad',
      user_account: 'beto.unaunidad@erm-demo.example.co',
    });
    // The ID token travels in URLs (id_token_hint) and logs: no national ID number in it.
    expect(id).not.toHaveProperty('identification_document_number');
    expect(JSON.stringify(id)).not.toContain('79100002');
    expect((id.exp ?? 0) - (id.iat ?? 0)).toBe(300);
  });

  test('rotates refresh tokens: a used one cannot be used again', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    const refresh = async (token: string) =>
      fetch(`${stack.urls.oidc}/token`, {
        method: 'POST',
        headers: { Origin: stack.urls.app, DPoP: await tokenEndpointProof(stack.urls.oidc) },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'portal-erm',
        }),
      });
    const first = await refresh(tokens?.refresh_token ?? '');
    expect(first.status).toBe(200);
    expect(first.headers.get('access-control-allow-origin')).toBe(stack.urls.app);
    const renewed = (await first.json()) as { refresh_token: string; access_token: string };
    expect(renewed.refresh_token).not.toBe(tokens?.refresh_token);
    expect(decodeJwt(renewed.access_token).aud).toBe(stack.urls.services);
    const reused = await refresh(tokens?.refresh_token ?? '');
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe('invalid_grant');
  });
});

describe('sign-out', () => {
  test('returns only to the registered addresses: the app root and /logout/callback', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    const status = async (path: string) => {
      const end = new URL('/session/end', stack.urls.oidc);
      end.search = new URLSearchParams({
        id_token_hint: tokens?.id_token ?? '',
        post_logout_redirect_uri: `${stack.urls.app}${path}`,
      }).toString();
      const response = await fetch(end, { redirect: 'manual' });
      await response.body?.cancel();
      return response.status;
    };
    expect(await status('/')).toBe(200);
    expect(await status('/logout/callback')).toBe(200);
    expect(await status('/login')).toBe(400);
    expect(await status('')).toBe(400);
  });

  test('shows a Spanish confirmation that submits itself and returns to the app', async () => {
    const { tokens, cookies } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    const end = new URL('/session/end', stack.urls.oidc);
    end.search = new URLSearchParams({
      id_token_hint: tokens?.id_token ?? '',
      post_logout_redirect_uri: `${stack.urls.app}/`,
      state: 'bye',
    }).toString();
    const page = await fetch(end, { headers: { cookie: cookieHeader(cookies) } });
    const html = await page.text();
    expect(html).toContain('<h1>Cerrar sesión</h1>');
    const nonce = /script-src 'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(html).toContain(`<script nonce="${nonce}">`);
    const confirm = await confirmLogout(html, cookies);
    // Once seen in CI (400 instead of 303, not reproduced since): say what the provider answered and
    // which cookies the page set, so a recurrence says whether the session was lost or the xsrf refused.
    const why =
      confirm.status === 303
        ? ''
        : `the page set ${
            page.headers
              .getSetCookie()
              .map((line) => line.split('=')[0])
              .join(', ') || 'no cookie'
          }; the provider answered: ${(await confirm.text()).slice(0, 300)}`;
    expect(confirm.status, why).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${stack.urls.app}/?state=bye`);
  });

  test.each([
    ["the app's request", undefined],
    // oidc-provider keeps offline_access only with prompt=consent, and then, by default, lets the grant
    // and its refresh tokens persist logout.
    ['a request that keeps offline_access (prompt=consent)', 'consent'],
  ])('ends the refresh tokens with the session, offline_access or not: %s', async (_case, prompt) => {
    const { tokens, cookies } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
      ...(prompt ? { prompt } : {}),
    });
    expect(tokens?.refresh_token).toBeTruthy();
    const end = new URL('/session/end', stack.urls.oidc);
    end.search = new URLSearchParams({
      id_token_hint: tokens?.id_token ?? '',
      post_logout_redirect_uri: `${stack.urls.app}/`,
    }).toString();
    const html = await (await fetch(end, { headers: { cookie: cookieHeader(cookies) } })).text();
    const confirm = await confirmLogout(html, cookies);
    expect(confirm.status).toBe(303);
    const refreshed = await refreshWith(tokens?.refresh_token ?? '');
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  });

  test('revokes a refresh token at the revocation endpoint (the app does at sign-out), and with it its grant', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    // A rotation first: the revoked token is the latest one, as in the app.
    const rotated = (await (await refreshWith(tokens?.refresh_token ?? '')).json()) as {
      refresh_token: string;
    };
    const revoke = (token: string, hint: string) =>
      fetch(`${stack.urls.oidc}/token/revocation`, {
        method: 'POST',
        headers: { Origin: stack.urls.app },
        body: new URLSearchParams({ token, token_type_hint: hint, client_id: 'portal-erm' }),
      });
    const revoked = await revoke(rotated.refresh_token, 'refresh_token');
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('access-control-allow-origin')).toBe(stack.urls.app);
    expect((await refreshWith(rotated.refresh_token)).status).toBe(400);
    // JWT access tokens cannot be revoked (they expire within 5 minutes): the app does not ask.
    const access = await revoke(tokens?.access_token ?? '', 'access_token');
    expect(access.status).toBe(400);
  });
});

async function refreshWith(token: string) {
  return fetch(`${stack.urls.oidc}/token`, {
    method: 'POST',
    headers: { Origin: stack.urls.app, DPoP: await tokenEndpointProof(stack.urls.oidc) },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: token, client_id: 'portal-erm' }),
  });
}
