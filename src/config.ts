// The environment, parsed once at start-up, by hand rather than with zod: it is read on the first screen,
// which stays without zod (issue 17, docs/performance.md) (Vite exposes only VITE_-prefixed variables in
// `import.meta.env`). Defaults point at the local stack of DESIGN.md:
//
//   app                       http://localhost:5173
//   OpenID Connect provider   http://localhost:4000
//   reference services        http://localhost:4100, one path prefix per service:
//     /staff-query             staff query service            (calls 1, 2, 4, 6)
//     /staff                   staff service                  (call 5)
//     /staff-portals           staff-portals service          (call 3)
//     /employee-query          employee query service         (calls 7, 8, 9)
//     /employee-portal-query   employee portal query service  (call 10)
//     /persistence             persistence service            (calls 11, 12)
//     /remuneration            remuneration service           (call 13)
//
// e.g. call 7 goes to http://localhost:4100/employee-query/employees. An invalid value stops start-up with
// an Error naming the variable. An empty string counts as "not set" (the default applies).

const stack = 'http://localhost:4100';
const app = 'http://localhost:5173';

/** Every variable, its default and what it means. */
const variables = {
  /** Base address of the staff query service (calls 1, 2, 4, 6). */
  VITE_STAFF_QUERY_URL: `${stack}/staff-query`,
  /** Base address of the staff service (call 5, use cases). */
  VITE_STAFF_URL: `${stack}/staff`,
  /** Base address of the staff-portals service (call 3, portal options). */
  VITE_STAFF_PORTALS_URL: `${stack}/staff-portals`,
  /** Base address of the employee query service (calls 7, 8, 9). */
  VITE_EMPLOYEE_QUERY_URL: `${stack}/employee-query`,
  /** Base address of the employee portal query service (call 10, requests). */
  VITE_EMPLOYEE_PORTAL_QUERY_URL: `${stack}/employee-portal-query`,
  /** Base address of the persistence service (calls 11 and 12, save and remove requests). */
  VITE_PERSISTENCE_URL: `${stack}/persistence`,
  /** Base address of the remuneration service (call 13, remuneration profiles). */
  VITE_REMUNERATION_URL: `${stack}/remuneration`,
  /** OpenID Connect authority (issuer) used for redirect login and silent renewal. */
  VITE_OIDC_AUTHORITY: 'http://localhost:4000',
  /** OpenID Connect client id registered at the provider. */
  VITE_OIDC_CLIENT_ID: 'portal-erm',
  /** Address the provider redirects to after sign-in. */
  VITE_OIDC_REDIRECT_URI: `${app}/`,
  /** Address the provider returns to after sign-out (/logout). */
  VITE_OIDC_POST_LOGOUT_REDIRECT_URI: `${app}/`,
  /**
   * 'true': DPoP-bound access tokens (RFC 9449): a key pair kept in IndexedDB, a proof per request. A
   * provider that does not bind tokens answers Bearer ones, which are then sent as Bearer.
   */
  VITE_OIDC_DPOP: 'true',
  /** Deployment flag: 'true' uses built-in sample business units instead of call 6. */
  VITE_USE_SAMPLE_BUSINESS_UNITS: 'false',
  /** Attempts per call (1 to 10), including the first. */
  VITE_RETRY_ATTEMPTS: '3',
  /** Time-out of one attempt in milliseconds (100 to 600000). */
  VITE_TIMEOUT_MS: '10000',
  /** Milliseconds without interaction before the session is signed out (1 minute to 24 hours). */
  VITE_INACTIVITY_TIMEOUT_MS: '900000',
  /** How long before that sign-out the warning shows, in milliseconds (0 to 1 hour, less than the limit). */
  VITE_INACTIVITY_WARNING_MS: '60000',
} as const;

type VariableName = keyof typeof variables;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = (message: string): Parsed<never> => ({ ok: false, message });

/** The value of a variable, its default when unset (undefined, null or ''). */
const raw = (env: Record<string, unknown>, name: VariableName): unknown => {
  const value = env[name];
  return value === undefined || value === null || value === '' ? variables[name] : value;
};

/** An absolute http(s) address, trimmed (as zod's `z.url({ protocol: /^https?$/ })` reads it). */
const httpUrl = (value: unknown): Parsed<string> => {
  const invalid = problem('debe ser una dirección http(s) válida');
  if (typeof value !== 'string') return invalid;
  const trimmed = value.trim();
  try {
    const { protocol } = new URL(trimmed);
    return /^https?:$/.test(protocol) ? ok(trimmed) : invalid;
  } catch {
    return invalid;
  }
};

/** A service address without a trailing slash. */
const address = (value: unknown): Parsed<string> => {
  const url = httpUrl(value);
  return url.ok ? ok(url.value.replace(/\/+$/, '')) : url;
};

const text = (value: unknown): Parsed<string> => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 ? ok(trimmed) : problem('no puede estar vacío');
};

const flag = (value: unknown): Parsed<boolean> => {
  const word =
    typeof value === 'boolean' || typeof value === 'string' ? String(value).trim().toLowerCase() : '';
  if (!['true', 'false', '1', '0'].includes(word)) return problem("debe ser 'true' o 'false'");
  return ok(word === 'true' || word === '1');
};

const integer =
  (min: number, max: number) =>
  (value: unknown): Parsed<number> => {
    const digits = typeof value === 'number' || typeof value === 'string' ? String(value).trim() : '';
    if (!/^\d+$/.test(digits)) return problem('debe ser un número entero');
    const number = Number(digits);
    return number >= min && number <= max ? ok(number) : problem(`debe estar entre ${min} y ${max}`);
  };

/** How each variable is read, in the order problems are reported. */
const readers = {
  VITE_STAFF_QUERY_URL: address,
  VITE_STAFF_URL: address,
  VITE_STAFF_PORTALS_URL: address,
  VITE_EMPLOYEE_QUERY_URL: address,
  VITE_EMPLOYEE_PORTAL_QUERY_URL: address,
  VITE_PERSISTENCE_URL: address,
  VITE_REMUNERATION_URL: address,
  VITE_OIDC_AUTHORITY: address,
  VITE_OIDC_CLIENT_ID: text,
  VITE_OIDC_REDIRECT_URI: httpUrl,
  VITE_OIDC_POST_LOGOUT_REDIRECT_URI: httpUrl,
  VITE_OIDC_DPOP: flag,
  VITE_USE_SAMPLE_BUSINESS_UNITS: flag,
  VITE_RETRY_ATTEMPTS: integer(1, 10),
  VITE_TIMEOUT_MS: integer(100, 600_000),
  VITE_INACTIVITY_TIMEOUT_MS: integer(60_000, 86_400_000),
  VITE_INACTIVITY_WARNING_MS: integer(0, 3_600_000),
} satisfies Record<VariableName, (value: unknown) => Parsed<unknown>>;

type Environment = { [K in VariableName]: Extract<ReturnType<(typeof readers)[K]>, { ok: true }>['value'] };

/** Base addresses of the reference services, without a trailing slash. */
export interface ServiceAddresses {
  staffQuery: string;
  staff: string;
  staffPortals: string;
  employeeQuery: string;
  employeePortalQuery: string;
  persistence: string;
  remuneration: string;
}

/** The parsed configuration the app builds its API and identity provider from. */
export interface AppConfig {
  services: ServiceAddresses;
  oidc: {
    authority: string;
    clientId: string;
    redirectUri: string;
    postLogoutRedirectUri: string;
    /** DPoP-bound access tokens (the key in IndexedDB, a proof per request). */
    dpop: boolean;
  };
  /** Built-in sample business units instead of call 6. */
  useSampleBusinessUnits: boolean;
  /** Attempts per call, including the first. */
  retryAttempts: number;
  /** Time-out of one attempt, in milliseconds. */
  timeoutMs: number;
  /** The inactivity limit of a signed-in session and the warning before it, in milliseconds. */
  inactivity: { idleMs: number; warningMs: number };
}

/** Parses an environment record (pure); throws an Error naming every invalid variable. */
export function parseConfig(env: Record<string, unknown>): AppConfig {
  const values: Partial<Record<VariableName, unknown>> = {};
  const problems: string[] = [];
  for (const [name, read] of Object.entries(readers) as [
    VariableName,
    (value: unknown) => Parsed<unknown>,
  ][]) {
    const parsed = read(raw(env, name));
    if (parsed.ok) values[name] = parsed.value;
    else problems.push(`${name} ${parsed.message} (valor recibido: ${JSON.stringify(env[name] ?? null)})`);
  }
  const e = values as Environment;
  if (problems.length === 0 && !(e.VITE_INACTIVITY_WARNING_MS < e.VITE_INACTIVITY_TIMEOUT_MS)) {
    problems.push(
      `VITE_INACTIVITY_WARNING_MS debe ser menor que VITE_INACTIVITY_TIMEOUT_MS (valor recibido: ${JSON.stringify(env.VITE_INACTIVITY_WARNING_MS ?? null)})`,
    );
  }
  if (problems.length > 0) throw new Error(`Portal-ERM: configuración inválida. ${problems.join('; ')}.`);
  return {
    services: {
      staffQuery: e.VITE_STAFF_QUERY_URL,
      staff: e.VITE_STAFF_URL,
      staffPortals: e.VITE_STAFF_PORTALS_URL,
      employeeQuery: e.VITE_EMPLOYEE_QUERY_URL,
      employeePortalQuery: e.VITE_EMPLOYEE_PORTAL_QUERY_URL,
      persistence: e.VITE_PERSISTENCE_URL,
      remuneration: e.VITE_REMUNERATION_URL,
    },
    oidc: {
      authority: e.VITE_OIDC_AUTHORITY,
      clientId: e.VITE_OIDC_CLIENT_ID,
      redirectUri: e.VITE_OIDC_REDIRECT_URI,
      postLogoutRedirectUri: e.VITE_OIDC_POST_LOGOUT_REDIRECT_URI,
      dpop: e.VITE_OIDC_DPOP,
    },
    useSampleBusinessUnits: e.VITE_USE_SAMPLE_BUSINESS_UNITS,
    retryAttempts: e.VITE_RETRY_ATTEMPTS,
    timeoutMs: e.VITE_TIMEOUT_MS,
    inactivity: { idleMs: e.VITE_INACTIVITY_TIMEOUT_MS, warningMs: e.VITE_INACTIVITY_WARNING_MS },
  };
}

/** The configuration of this build, parsed once from `import.meta.env`. */
export const config: AppConfig = parseConfig(import.meta.env);
