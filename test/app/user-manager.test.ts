import { createUserManager, isFreshSignIn } from '@src/app/auth/user-manager';
import { IndexedDbDPoPStore, User, UserManager } from 'oidc-client-ts';
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

describe('sign-out revocation settings', () => {
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

describe('max_age and auth_time', () => {
  test('every sign-in asks with max_age = the inactivity limit in seconds', async () => {
    const manager = createUserManager({
      oidc: { ...oidc, dpop: false },
      inactivity: { idleMs: 900_000, warningMs: 60_000 },
    });
    const client = (
      manager as unknown as { _client: { createSigninRequest(args: object): Promise<{ url: string }> } }
    )._client;
    const request = await client.createSigninRequest({ request_type: 'si:r' });
    expect(new URL(request.url).searchParams.get('max_age')).toBe('900');
  });

  test('an ID token whose auth_time is older than the limit is refused and forgotten', () => {
    const now = Date.UTC(2026, 10, 24, 15);
    expect(isFreshSignIn(now / 1000 - 60, 900, now)).toBe(true);
    expect(isFreshSignIn(now / 1000 - 901, 900, now)).toBe(true);
    expect(isFreshSignIn(now / 1000 - 2000, 900, now)).toBe(false);
    expect(isFreshSignIn(undefined, 900, now)).toBe(false);
    expect(isFreshSignIn(now / 1000 + 3600, 900, now)).toBe(false);
  });

  test('the callback refuses a stale sign-in and forgets the user', async () => {
    const stale = new User({
      access_token: 'a',
      token_type: 'Bearer',
      profile: {
        sub: 'ana.admin',
        iss: authority,
        aud: 'portal-erm',
        exp: Date.now() / 1000 + 300,
        iat: Date.now() / 1000,
        auth_time: Date.now() / 1000 - 86_400,
      },
    });
    const library = vi
      .spyOn(UserManager.prototype, 'signinCallback')
      .mockResolvedValue(stale as unknown as undefined);
    const manager = createUserManager({
      oidc: { ...oidc, dpop: false },
      inactivity: { idleMs: 900_000, warningMs: 60_000 },
    });
    const removed = vi.spyOn(manager, 'removeUser').mockResolvedValue();
    await expect(manager.signinCallback('http://localhost:5173/?code=x&state=y')).rejects.toThrow(
      'auth_time',
    );
    expect(removed).toHaveBeenCalled();
    library.mockRestore();
  });
});

describe('the scopes come from config.json', () => {
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
