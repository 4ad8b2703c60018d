// The runtime configuration: `config.json`, served beside index.html, read once before the app starts
// (src/main.tsx) and validated here by hand rather than with zod: it is read on the first screen, which
// stays without zod (docs/performance.md). The build holds no address: one dist/
// serves the local stack, a test environment and production, each with its own config.json
// (docs/deployment.md). The local stack writes its own (stack/app-config.ts); the Vite dev server serves
// one made from the VITE_* variables (src/config-env.ts).
//
//   {
//     "services": {                               base addresses of the reference services
//       "staffQuery": "https://…/staff-query",              calls 1, 2, 4, 6
//       "staff": "https://…/staff",                         call 5
//       "staffPortals": "https://…/staff-portals",          call 3
//       "employeeQuery": "https://…/employee-query",        calls 7, 8, 9
//       "employeePortalQuery": "https://…/employee-portal-query",   call 10
//       "persistence": "https://…/persistence",             calls 11, 12 (and 14–17)
//       "remuneration": "https://…/remuneration"            call 13
//     },
//     "oidc": {
//       "authority": "https://id.example.com",      the provider (issuer; its discovery document)
//       "clientId": "portal-erm",
//       "redirectUri": "https://portal.example.com/",
//       "postLogoutRedirectUri": "https://portal.example.com/",
//       "dpop": true,                               optional (true); false for a Bearer-only provider
//       "scope": "openid profile email offline_access"   optional (this); Entra ID adds its API's scope
//     },
//     "useSampleBusinessUnits": false,            optional (false)
//     "retryAttempts": 3,                         optional (3), 1 to 10
//     "timeoutMs": 10000,                         optional (10000), 100 to 600000
//     "inactivity": { "idleMs": 900000, "warningMs": 60000 },  optional (docs/decisions/0012)
//     "version": "1.4.0"                          optional: the build this file is released with
//   }
//
// A missing or invalid value, or a key this version does not know, is a ConfigError naming every key
// at fault; the app then shows the configuration error page instead of starting.

/** Base addresses of the reference services, without a trailing slash. */
interface ServiceAddresses {
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
    /** The scopes asked for (default `openid profile email offline_access`; always with `openid`). */
    scope?: string;
  };
  /** Built-in sample business units instead of call 6. */
  useSampleBusinessUnits: boolean;
  /** Attempts per call, including the first. */
  retryAttempts: number;
  /** Time-out of one attempt, in milliseconds. */
  timeoutMs: number;
  /** The inactivity limit of a signed-in session and the warning before it, in milliseconds. */
  inactivity: { idleMs: number; warningMs: number };
  /**
   * The version of the build this file is released with (PORTAL_VERSION, else package.json's): another
   * build's is a configuration error. Absent: not checked.
   */
  version?: string;
}

/** One key of config.json at fault: its dotted path and what is wrong with it (Spanish). */
export interface ConfigProblem {
  key: string;
  message: string;
}

/** config.json could not be read or is invalid; `problems` names every key at fault. */
export class ConfigError extends Error {
  readonly problems: ConfigProblem[];
  constructor(problems: ConfigProblem[]) {
    super(`Portal-ERM: configuración inválida. ${problems.map((p) => `${p.key}: ${p.message}`).join('; ')}.`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const problem = (message: string): Parsed<never> => ({ ok: false, message });

/** An absolute http(s) address, trimmed. */
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

/** A base address without a trailing slash. */
const address = (value: unknown): Parsed<string> => {
  const url = httpUrl(value);
  return url.ok ? ok(url.value.replace(/\/+$/, '')) : url;
};

const text = (value: unknown): Parsed<string> => {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 ? ok(trimmed) : problem('debe ser un texto no vacío');
};

const scopes = (value: unknown): Parsed<string> => {
  const words = typeof value === 'string' ? value.trim().split(/\s+/) : [];
  return words.includes('openid')
    ? ok(words.join(' '))
    : problem("debe ser una lista de scopes con 'openid'");
};

const flag = (value: unknown): Parsed<boolean> =>
  typeof value === 'boolean' ? ok(value) : problem('debe ser true o false');

const integer =
  (min: number, max: number) =>
  (value: unknown): Parsed<number> => {
    if (typeof value !== 'number' || !Number.isInteger(value)) return problem('debe ser un número entero');
    return value >= min && value <= max ? ok(value) : problem(`debe estar entre ${min} y ${max}`);
  };

type Reader<T = unknown> = (value: unknown) => Parsed<T>;
/** The default of a key that may be left out and then stays absent. */
const absent: unique symbol = Symbol('absent');
/** A key: how it is read and its default (undefined: required; `absent`: optional, no value). */
type Rule = readonly [Reader, unknown?];
interface Shape {
  [key: string]: Rule | Shape;
}
/** A key left out when absent. */
type OptionalRule = readonly [Reader, typeof absent];
/** What a shape reads into when nothing is at fault: each rule's value, nested shapes as objects. */
type ReadShape<S extends Shape> = {
  -readonly [K in keyof S as S[K] extends OptionalRule ? never : K]: ReadValue<S[K]>;
} & {
  -readonly [K in keyof S as S[K] extends OptionalRule ? K : never]?: ReadValue<S[K]>;
};
type ReadValue<R> = R extends readonly [Reader<infer T>, ...unknown[]]
  ? T
  : R extends Shape
    ? ReadShape<R>
    : never;

/** Every key of config.json, in the order problems are reported. */
const shape = {
  services: {
    staffQuery: [address],
    staff: [address],
    staffPortals: [address],
    employeeQuery: [address],
    employeePortalQuery: [address],
    persistence: [address],
    remuneration: [address],
  },
  oidc: {
    authority: [address],
    clientId: [text],
    redirectUri: [httpUrl],
    postLogoutRedirectUri: [httpUrl],
    dpop: [flag, true],
    scope: [scopes, 'openid profile email offline_access'],
  },
  useSampleBusinessUnits: [flag, false],
  retryAttempts: [integer(1, 10), 3],
  timeoutMs: [integer(100, 600_000), 10_000],
  inactivity: {
    idleMs: [integer(60_000, 86_400_000), 900_000],
    warningMs: [integer(0, 3_600_000), 60_000],
  },
  version: [text, absent],
} satisfies Shape;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function read(
  rules: Shape,
  value: unknown,
  path: string,
  problems: ConfigProblem[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const given = isObject(value) ? value : {};
  if (given !== value && (value !== undefined || !path)) {
    problems.push({ key: path || '(raíz)', message: 'debe ser un objeto JSON' });
    return out;
  }
  for (const [name, rule] of Object.entries(rules)) {
    const key = path ? `${path}.${name}` : name;
    if (!Array.isArray(rule)) {
      out[name] = read(rule as Shape, given[name], key, problems);
      continue;
    }
    const [reader, fallback] = rule as Rule;
    const raw = given[name];
    if (raw === undefined || raw === null) {
      if (fallback === undefined) problems.push({ key, message: 'falta (es obligatorio)' });
      else if (fallback !== absent) out[name] = fallback;
      continue;
    }
    const parsed = reader(raw);
    if (parsed.ok) out[name] = parsed.value;
    else problems.push({ key, message: `${parsed.message} (valor recibido: ${JSON.stringify(raw)})` });
  }
  for (const name of Object.keys(given)) {
    if (!(name in rules)) {
      problems.push({ key: path ? `${path}.${name}` : name, message: 'no es una clave conocida' });
    }
  }
  return out;
}

/** Validates a config.json document (pure); throws a ConfigError naming every key at fault. */
export function parseConfig(document: unknown): AppConfig {
  const problems: ConfigProblem[] = [];
  const parsed = read(shape, document, '', problems);
  if (!readWhole(parsed, problems)) throw new ConfigError(problems);
  const config: AppConfig = parsed;
  if (!(config.inactivity.warningMs < config.inactivity.idleMs)) {
    throw new ConfigError([
      {
        key: 'inactivity.warningMs',
        message: `debe ser menor que inactivity.idleMs (valor recibido: ${config.inactivity.warningMs})`,
      },
    ]);
  }
  return config;
}

/** `read` found nothing at fault, so what it read has every key of the shape, each as its rule reads it. */
function readWhole(
  parsed: Record<string, unknown>,
  problems: readonly ConfigProblem[],
): parsed is ReadShape<typeof shape> {
  return problems.length === 0;
}

/**
 * config.json of another release than the build's: they go out together, else the app would run with
 * settings (and, after a release, addresses) meant for other code.
 */
function versionProblem(config: AppConfig, buildVersion: string): ConfigProblem | undefined {
  if (config.version === undefined || config.version === buildVersion) return undefined;
  return {
    key: 'version',
    message: `config.json es de la versión ${config.version} y la aplicación publicada es la versión ${buildVersion}: deben publicarse juntas`,
  };
}

/**
 * Fetches and validates config.json; a network failure, an error status or a body that is not JSON is a
 * ConfigError on the key `config.json`, a `version` other than the build's a ConfigError on `version`.
 */
export async function loadConfig(
  fetchConfig: (path: string) => Promise<Response> = (path) => fetch(path, { cache: 'no-cache' }),
  buildVersion: string = __PORTAL_VERSION__,
): Promise<AppConfig> {
  // config.json beside index.html.
  const path = `${import.meta.env.BASE_URL}config.json`;
  let reason = 'no se pudo descargar (error de red)';
  try {
    const response = await fetchConfig(path);
    reason = `respondió ${response.status}`;
    if (response.ok) {
      reason = 'no es un JSON válido';
      const parsed = parseConfig(await response.json());
      const mismatch = versionProblem(parsed, buildVersion);
      if (mismatch) throw new ConfigError([mismatch]);
      return parsed;
    }
  } catch (error) {
    if (error instanceof ConfigError) throw error;
  }
  throw new ConfigError([{ key: 'config.json', message: `${path} ${reason}` }]);
}

/**
 * The configuration of this page: empty until src/main.tsx installs config.json's, before the first
 * render (the app reads it while rendering, never while its modules load).
 */
export const config = {} as AppConfig;

/** Sets the configuration of this page (src/main.tsx, once config.json is validated; tests). */
export function installConfig(next: AppConfig): void {
  Object.assign(config, next);
}
