// The OpenID Connect client (oidc-client-ts): authorization code with PKCE, the user AND the state of a
// sign-in in progress (state, nonce, PKCE code_verifier) kept in session storage, not local storage
// (oidc-client-ts's default for the state): it lives only as long as the tab, and no other tab of the
// origin reads it. Silent renewal with the refresh token (offline_access). At sign-out the refresh token
// is revoked (the authentication machine's own step, before the provider session ends: the library's
// revokeTokensOnSignout would abort the whole sign-out when the revocation fails) and the provider, for
// its part, ties every token to its session (stack/oidc/provider.ts), so ending it ends the grant too.
// DPoP (docs/decisions/0015-dpop.md): a non-extractable P-256 key pair in IndexedDB (oidc-client-ts's
// store, one per client id and browser profile, deleted with the user at sign-out); the code, the access
// and the refresh tokens are bound to it, and every call to the services carries a proof (./dpop.ts).

import type { AppConfig } from '@src/config';
import { IndexedDbDPoPStore, UserManager, WebStorageStateStore } from 'oidc-client-ts';

/** The scopes the app asks for (the provider issues a refresh token for offline_access). */
const oidcScope = 'openid profile email offline_access';

/**
 * True when the ID token says the person signed in within `maxAgeSeconds` (`auth_time`, sent
 * because the app asks with `max_age`); a token without it, or from the future, is not fresh.
 * @internal
 */
export function isFreshSignIn(authTime: unknown, maxAgeSeconds: number, nowMs: number): boolean {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return false;
  const age = nowMs / 1000 - authTime;
  return age >= -60 && age <= maxAgeSeconds + 60;
}

/**
 * Builds the provider client from the configuration. Every sign-in asks with `max_age` = the inactivity
 * limit, so a provider session older than that asks for the password again, and the callback refuses an
 * ID token whose `auth_time` is older (a provider that ignored max_age).
 */
export function createUserManager(
  config: Pick<AppConfig, 'oidc'> & Partial<Pick<AppConfig, 'inactivity'>>,
): UserManager {
  const maxAge = config.inactivity ? Math.floor(config.inactivity.idleMs / 1000) : undefined;
  const manager = new UserManager({
    authority: config.oidc.authority,
    client_id: config.oidc.clientId,
    redirect_uri: config.oidc.redirectUri,
    post_logout_redirect_uri: config.oidc.postLogoutRedirectUri,
    response_type: 'code',
    scope: config.oidc.scope ?? oidcScope,
    automaticSilentRenew: true,
    // Revoked by the authentication machine (revokeRefreshToken), not inside signoutRedirect.
    revokeTokensOnSignout: false,
    // The refresh token only: access tokens are JWTs, which the provider refuses to revoke (400); they
    // expire after 5 minutes.
    revokeTokenTypes: ['refresh_token'],
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    ...(config.oidc.dpop ? { dpop: { store: new IndexedDbDPoPStore(), bind_authorization_code: true } } : {}),
    ...(maxAge === undefined
      ? {}
      : {
          max_age: maxAge,
          // The library's default drops auth_time from the profile; keep it to check it.
          filterProtocolClaims: ['nbf', 'jti', 'nonce', 'acr', 'amr', 'azp', 'at_hash'],
        }),
  });
  if (maxAge !== undefined) {
    const callback = manager.signinCallback.bind(manager);
    manager.signinCallback = async (url?: string) => {
      const user = await callback(url);
      if (user && !isFreshSignIn(user.profile.auth_time, maxAge, Date.now())) {
        await manager.removeUser();
        throw new Error('Stale sign-in: auth_time is older than max_age.');
      }
      return user;
    };
  }
  return manager;
}

/** Where the provider returns after a sign-out that carries a follow-up address (e.g. the error page). */
export const logoutCallbackPath = '/logout/callback';
