import { createUserManager } from '@src/app/auth/user-manager';
import { IndexedDbDPoPStore, User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const authority = 'http://localhost:4000';

/** The client settings every test starts from; each says whether DPoP is on. */
const oidc = {
  authority,
  clientId: 'portal-erm',
  redirectUri: 'http://localhost:5173/',
  postLogoutRedirectUri: 'http://localhost:5173/',
};

const discovery = {
  issuer: authority,
  authorization_endpoint: `${authority}/auth`,
  token_endpoint: `${authority}/token`,
  end_session_endpoint: `${authority}/session/end`,
  jwks_uri: `${authority}/jwks`,
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(discovery), { headers: { 'content-type': 'application/json' } }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the OpenID Connect client keeps sign-in state in session storage', () => {
  test('the state of a sign-in in progress (with the PKCE code_verifier) goes to session storage only', async () => {
    const manager = createUserManager({ oidc: { ...oidc, dpop: false } });
    // What signinRedirect does before it navigates: create the request and store its state.
    const client = (
      manager as unknown as { _client: { createSigninRequest(args: object): Promise<{ url: string }> } }
    )._client;
    const request = await client.createSigninRequest({ request_type: 'si:r' });
    expect(new URL(request.url).searchParams.get('code_challenge_method')).toBe('S256');
    const stored = Object.keys(sessionStorage).filter((key) => key.startsWith('oidc.'));
    expect(stored).toHaveLength(1);
    expect(sessionStorage.getItem(stored[0] ?? '')).toContain('code_verifier');
    expect(Object.keys(localStorage).filter((key) => key.startsWith('oidc.'))).toEqual([]);
  });
});

describe('sign-out revocation settings (issue 11)', () => {
  test('revokeTokens() revokes the refresh token only, at the revocation endpoint, as the public client', async () => {
    const revocations: URLSearchParams[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input) === `${authority}/token/revocation`) {
          revocations.push(new URLSearchParams(String(init?.body)));
          return new Response(null, { status: 200 });
        }
        return new Response(
          JSON.stringify({ ...discovery, revocation_endpoint: `${authority}/token/revocation` }),
          { headers: { 'content-type': 'application/json' } },
        );
      }),
    );
    const manager = createUserManager({ oidc: { ...oidc, dpop: false } });
    expect(manager.settings.revokeTokenTypes).toEqual(['refresh_token']);
    await manager.storeUser(
      new User({
        access_token: 'a.b.c',
        refresh_token: 'refresco-1',
        token_type: 'Bearer',
        profile: { sub: 'ana.admin', iss: authority, aud: 'portal-erm', exp: 0, iat: 0 },
      }),
    );
    await manager.revokeTokens();
    expect(revocations).toHaveLength(1);
    expect(revocations[0]?.get('token')).toBe('refresco-1');
    expect(revocations[0]?.get('token_type_hint')).toBe('refresh_token');
    expect(revocations[0]?.get('client_id')).toBe('portal-erm');
    expect((await manager.getUser())?.refresh_token).toBeNull();
  });
});

describe('DPoP (docs/decisions/0015-dpop.md)', () => {
  test('on: the key pair in IndexedDB (oidc-client-ts store), the authorization code bound to it too', () => {
    const manager = createUserManager({ oidc: { ...oidc, dpop: true } });
    expect(manager.settings.dpop?.store).toBeInstanceOf(IndexedDbDPoPStore);
    expect(manager.settings.dpop?.bind_authorization_code).toBe(true);
    expect(createUserManager({ oidc: { ...oidc, dpop: false } }).settings.dpop).toBeUndefined();
  });
});

describe('the scopes come from config.json (issue 28)', () => {
  test("the provider is asked for config.json's scopes, else the default", () => {
    const custom = createUserManager({
      oidc: { ...oidc, dpop: false, scope: 'openid profile offline_access api://portal-erm-services/access' },
    });
    expect(custom.settings.scope).toBe('openid profile offline_access api://portal-erm-services/access');
    expect(createUserManager({ oidc: { ...oidc, dpop: false } }).settings.scope).toBe(
      'openid profile email offline_access',
    );
  });
});
