import { isIP } from 'node:net';
import { maxLoadAccounts } from './accounts';

/** Settings of the local stack, read from the environment (see stack/README.md). */
export interface StackPorts {
  app: number;
  oidc: number;
  services: number;
}

export type StackMode = 'dev' | 'test';

export interface StackSettings {
  ports: StackPorts;
  dataDir: string;
  mode: StackMode;
  reset: boolean;
  /** STACK_SEED_EMPLOYEES: UN-ANDINA's employees when the data is seeded (undefined: the demo's 525). */
  seedEmployees: number | undefined;
  /** STACK_LOAD_ACCOUNTS: the load bench's accounts carga.001… (accounts.ts; 0: none). */
  loadAccounts: number;
  /** STACK_LATENCY_MS: how long the services wait before every answer (0: none). */
  latencyMs: number;
  /** STACK_DB_TIMEOUT_MS: the longest a call waits for the database (undefined: stack/db.ts's 5 s). */
  dbTimeoutMs: number | undefined;
  /**
   * STACK_RATE_LIMIT (calls a second per account, 0: none) and STACK_RATE_BURST (calls a minute beyond
   * it); each undefined: services/rate-limit.ts's default.
   */
  rateLimit: { perSecond: number | undefined; burstPerMinute: number | undefined };
  /** OIDC_TRUSTED_PROXIES: the proxies whose X-Forwarded-For the provider believes (none by default). */
  trustedProxies: string[];
  /** MAIL_SMTP_PORT and MAILBOX_PORT: the local mailbox's SMTP server and web page (stack/mail/mailbox.ts). */
  mailbox: { smtpPort: number; webPort: number };
}

export const defaultPorts: StackPorts = { app: 5173, oidc: 4000, services: 4100 };

/** The local mailbox's ports when MAIL_SMTP_PORT and MAILBOX_PORT are not set. */
const defaultMailboxPorts = { smtpPort: 1025, webPort: 1080 };

/** `npm run dev`'s Vite dev server, when APP_PORT is not set: beside `npm start`'s 5173, not on it. */
export const devAppPort = 5175;

export const clientId = 'portal-erm';

function portFrom(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port >= 0 && port < 65536 && value !== '' && value !== undefined
    ? port
    : fallback;
}

/** A whole number from the environment between `min` and `max`, else undefined. */
function wholeNumberFrom(value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !/^\s*\d+\s*$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads OIDC_PORT, SERVICES_PORT, APP_PORT, STACK_DATA_DIR, STACK_MODE, STACK_RESET, STACK_SEED_EMPLOYEES
 * (525 to 100000), STACK_LOAD_ACCOUNTS (0 to 200), STACK_LATENCY_MS (0 to 10000), STACK_DB_TIMEOUT_MS (100 to 60000), STACK_RATE_LIMIT
 * (0 to 100000), STACK_RATE_BURST (0 to 1000000), MAIL_SMTP_PORT, MAILBOX_PORT and OIDC_TRUSTED_PROXIES
 * (addresses, comma-separated; anything else in the list is left out).
 */
export function settingsFromEnv(env: NodeJS.ProcessEnv = process.env): StackSettings {
  return {
    ports: {
      app: portFrom(env.APP_PORT, defaultPorts.app),
      oidc: portFrom(env.OIDC_PORT, defaultPorts.oidc),
      services: portFrom(env.SERVICES_PORT, defaultPorts.services),
    },
    dataDir: env.STACK_DATA_DIR || '.data/stack',
    mode: env.STACK_MODE === 'test' ? 'test' : 'dev',
    reset: env.STACK_RESET === '1' || env.STACK_RESET === 'true',
    seedEmployees: wholeNumberFrom(env.STACK_SEED_EMPLOYEES, 525, 100_000),
    loadAccounts: wholeNumberFrom(env.STACK_LOAD_ACCOUNTS, 0, maxLoadAccounts) ?? 0,
    latencyMs: wholeNumberFrom(env.STACK_LATENCY_MS, 0, 10_000) ?? 0,
    dbTimeoutMs: wholeNumberFrom(env.STACK_DB_TIMEOUT_MS, 100, 60_000),
    rateLimit: {
      perSecond: wholeNumberFrom(env.STACK_RATE_LIMIT, 0, 100_000),
      burstPerMinute: wholeNumberFrom(env.STACK_RATE_BURST, 0, 1_000_000),
    },
    mailbox: {
      smtpPort: portFrom(env.MAIL_SMTP_PORT, defaultMailboxPorts.smtpPort),
      webPort: portFrom(env.MAILBOX_PORT, defaultMailboxPorts.webPort),
    },
    trustedProxies: (env.OIDC_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => isIP(address) !== 0),
  };
}

export const originOf = (port: number) => `http://localhost:${port}`;

/**
 * Origins of the app allowed to call the provider and the services (CORS, redirects): only the app the
 * stack serves (no other port is registered or trusted).
 */
export function appOrigins(appPort: number): string[] {
  return [originOf(appPort)];
}
