// The OpenID Connect client (oidc-client-ts): authorization code with PKCE, the user AND the state of a
// sign-in in progress (state, nonce, PKCE code_verifier) kept in session storage, not local storage
// (oidc-client-ts's default for the state): it lives only as long as the tab, and no other tab of the
// origin reads it. Silent renewal with the refresh token (offline_access).
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { AppConfig } from '../../config';

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
    scope: oidcScope,
    automaticSilentRenew: true,
    loadUserInfo: false,
    userStore: new WebStorageStateStore({ store: window.sessionStorage }),
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
  });
}

/** Where the provider returns after a sign-out that carries a follow-up address (e.g. the error page). */
export const logoutCallbackPath = '/logout/callback';
