import type { StackUrls } from './stack';

/** Environment of the production build for the stack's addresses; src/config.ts reads these names. */
export function buildEnv(urls: StackUrls): Record<string, string> {
  return {
    VITE_STAFF_QUERY_URL: `${urls.services}/staff-query`,
    VITE_STAFF_URL: `${urls.services}/staff`,
    VITE_STAFF_PORTALS_URL: `${urls.services}/staff-portals`,
    VITE_EMPLOYEE_QUERY_URL: `${urls.services}/employee-query`,
    VITE_EMPLOYEE_PORTAL_QUERY_URL: `${urls.services}/employee-portal-query`,
    VITE_PERSISTENCE_URL: `${urls.services}/persistence`,
    VITE_REMUNERATION_URL: `${urls.services}/remuneration`,
    VITE_OIDC_AUTHORITY: urls.oidc,
    VITE_OIDC_CLIENT_ID: 'portal-erm',
    VITE_OIDC_REDIRECT_URI: `${urls.app}/`,
    VITE_OIDC_POST_LOGOUT_REDIRECT_URI: `${urls.app}/`,
  };
}
