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
export const oidcScope = 'openid profile email offline_access';

/** Builds the provider client from the configuration. */
export function createUserManager(config: Pick<AppConfig, 'oidc'>): UserManager {
  return new UserManager({
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
  });
}

/** Where the provider returns after a sign-out that carries a follow-up address (e.g. the error page). */
export const logoutCallbackPath = '/logout/callback';
