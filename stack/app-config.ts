// The app's config.json for the local stack: the build holds no address, so `npm start` and
// the tests' stacks serve the document of their own addresses (src/config.ts reads and validates it in the
// browser). The other settings (retries, time-out, inactivity, DPoP, sample units) come from the same
// VITE_* variables the dev server reads (src/config-env.ts): the end-to-end stack shortens the time-out so.
import { type AppConfig, parseConfig } from '@src/config';
import { configFromEnv } from '@src/config-env';
import { portalVersion } from './build-version';

/** Where a running stack answers: the app, the identity provider and the services. */
export interface StackUrls {
  app: string;
  oidc: string;
  services: string;
}

/** The validated config.json pointing the app at the stack of `urls`; throws a ConfigError naming a bad key. */
export function appConfigFor(urls: StackUrls, env: Record<string, unknown> = {}): AppConfig {
  const fromEnv = configFromEnv(env);
  return parseConfig({
    ...fromEnv,
    services: {
      staffQuery: `${urls.services}/staff-query`,
      staff: `${urls.services}/staff`,
      staffPortals: `${urls.services}/staff-portals`,
      employeeQuery: `${urls.services}/employee-query`,
      employeePortalQuery: `${urls.services}/employee-portal-query`,
      persistence: `${urls.services}/persistence`,
      remuneration: `${urls.services}/remuneration`,
    },
    oidc: {
      ...fromEnv.oidc,
      authority: urls.oidc,
      clientId: 'portal-erm',
      redirectUri: `${urls.app}/`,
      postLogoutRedirectUri: `${urls.app}/`,
    },
    // The version of the build this stack serves (built with the same environment, stack/start.ts).
    version: portalVersion(env),
  });
}
