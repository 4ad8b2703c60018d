// The config.json of the Vite dev server (and of unit tests), made from VITE_* variables with the local
// stack's addresses as defaults. Never imported by the app: the build holds no address, it
// reads config.json at run time (src/config.ts). vite.config.ts serves this document as /config.json.
//
//   app                       http://localhost:5173
//   OpenID Connect provider   http://localhost:4000
//   reference services        http://localhost:4100, one path prefix per service (stack/README.md)
//
// An empty variable counts as "not set". Numbers and flags are converted when they read as such;
// anything else is passed on as written, so src/config.ts names the key at fault.

const stack = 'http://localhost:4100';
const app = 'http://localhost:5173';

/** Every variable and its default. */
const envDefaults = {
  VITE_STAFF_QUERY_URL: `${stack}/staff-query`,
  VITE_STAFF_URL: `${stack}/staff`,
  VITE_STAFF_PORTALS_URL: `${stack}/staff-portals`,
  VITE_EMPLOYEE_QUERY_URL: `${stack}/employee-query`,
  VITE_EMPLOYEE_PORTAL_QUERY_URL: `${stack}/employee-portal-query`,
  VITE_PERSISTENCE_URL: `${stack}/persistence`,
  VITE_REMUNERATION_URL: `${stack}/remuneration`,
  VITE_OIDC_AUTHORITY: 'http://localhost:4000',
  VITE_OIDC_CLIENT_ID: 'portal-erm',
  VITE_OIDC_REDIRECT_URI: `${app}/`,
  VITE_OIDC_POST_LOGOUT_REDIRECT_URI: `${app}/`,
  VITE_OIDC_DPOP: 'true',
  VITE_USE_SAMPLE_BUSINESS_UNITS: 'false',
  VITE_RETRY_ATTEMPTS: '3',
  VITE_TIMEOUT_MS: '10000',
  VITE_INACTIVITY_TIMEOUT_MS: '900000',
  VITE_INACTIVITY_WARNING_MS: '60000',
} as const;

type EnvName = keyof typeof envDefaults;

/** The config.json document of an environment record (VITE_* names; others are ignored). */
export function configFromEnv(env: Record<string, unknown>) {
  const value = (name: EnvName): unknown => {
    const given = env[name];
    return given === undefined || given === null || given === '' ? envDefaults[name] : given;
  };
  const number = (name: EnvName): unknown => {
    const given = value(name);
    return typeof given === 'string' && /^\s*\d+\s*$/.test(given) ? Number(given) : given;
  };
  const bool = (name: EnvName): unknown => {
    const given = value(name);
    const word = typeof given === 'string' ? given.trim().toLowerCase() : given;
    if (word === 'true' || word === '1') return true;
    if (word === 'false' || word === '0') return false;
    return given;
  };
  return {
    services: {
      staffQuery: value('VITE_STAFF_QUERY_URL'),
      staff: value('VITE_STAFF_URL'),
      staffPortals: value('VITE_STAFF_PORTALS_URL'),
      employeeQuery: value('VITE_EMPLOYEE_QUERY_URL'),
      employeePortalQuery: value('VITE_EMPLOYEE_PORTAL_QUERY_URL'),
      persistence: value('VITE_PERSISTENCE_URL'),
      remuneration: value('VITE_REMUNERATION_URL'),
    },
    oidc: {
      authority: value('VITE_OIDC_AUTHORITY'),
      clientId: value('VITE_OIDC_CLIENT_ID'),
      redirectUri: value('VITE_OIDC_REDIRECT_URI'),
      postLogoutRedirectUri: value('VITE_OIDC_POST_LOGOUT_REDIRECT_URI'),
      dpop: bool('VITE_OIDC_DPOP'),
    },
    useSampleBusinessUnits: bool('VITE_USE_SAMPLE_BUSINESS_UNITS'),
    retryAttempts: number('VITE_RETRY_ATTEMPTS'),
    timeoutMs: number('VITE_TIMEOUT_MS'),
    inactivity: {
      idleMs: number('VITE_INACTIVITY_TIMEOUT_MS'),
      warningMs: number('VITE_INACTIVITY_WARNING_MS'),
    },
  };
}
