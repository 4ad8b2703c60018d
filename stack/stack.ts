// Starts the whole local stack in this process: the OpenID Connect provider, the reference services
// and the static server of the built app with its config.json (the stack's own addresses). Used by
// stack/start.ts (npm start) and by the tests.

import { rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { AppConfig } from '@src/config';
import { appConfigFor, type StackUrls } from './app-config';
import { appOrigins, originOf, type StackMode, type StackPorts } from './config';
import { forgetFaultToken, writeFaultToken } from './control';
import { type Database, openDatabase } from './db';
import { type Mailbox, startMailbox } from './mail/mailbox';
import { type MailSender, type RetryPolicy, type SmtpSettings, startMailSender } from './mail/sender';
import { localSmtp } from './mail/settings';
import { createPgliteAdapter, purgeExpiredPayloads } from './oidc/adapter';
import { loadProviderKeys } from './oidc/keys';
import { createIdentityProvider, type IdentityProviderOptions } from './oidc/provider';
import { createServicesApp, type ServicesOptions } from './services/app';
import type { FaultRegistry } from './services/faults';
import { createStaticHandler } from './static-server';

export interface StartStackOptions {
  /** Ports to listen on; 0 (or a missing entry) picks a free port. */
  ports?: Partial<StackPorts>;
  dataDir: string;
  mode?: StackMode;
  /** Deletes the data directory first (fresh keys, fresh seed). */
  reset?: boolean;
  /** Directory of the built app (default dist/). */
  distDir?: string;
  /** The clock of the seed and of the services' rules (default: the real clock). */
  now?: () => Date;
  /**
   * VITE_* settings of the app's config.json besides the addresses (retries, time-out, inactivity, DPoP;
   * stack/app-config.ts); the addresses are always this stack's.
   */
  appEnv?: Record<string, unknown>;
  /**
   * false: no app server; the app is served elsewhere (`npm run serve`, nginx) at `ports.app`, which the
   * provider and the services accept as the app's origin (the deployment tests).
   */
  appServer?: boolean;
  /** A PostgreSQL server for the services and the provider instead of PGlite under the data directory. */
  databaseUrl?: string | undefined;
  /** UN-ANDINA's employees when the data is seeded (STACK_SEED_EMPLOYEES; default the demo's 525). */
  seedEmployees?: number | undefined;
  /**
   * STACK_LOAD_ACCOUNTS: the load bench's accounts `carga.001`… (accounts.ts), signed in by the provider
   * and seeded as staff of UN-ANDINA when the data is seeded (default none).
   */
  loadAccounts?: number | undefined;
  /** The services wait this long before every answer (STACK_LATENCY_MS; default 0). */
  latencyMs?: number | undefined;
  /** The longest a call waits for the database before a 503 (STACK_DB_TIMEOUT_MS; default stack/db.ts's). */
  dbTimeoutMs?: number | undefined;
  /** Calls per account of the services (STACK_RATE_LIMIT, STACK_RATE_BURST; default services/rate-limit.ts's). */
  rateLimit?: ServicesOptions['rateLimit'];
  /** Calls the services work on at once and how long one waits for its turn (default services/overload.ts's). */
  overload?: ServicesOptions['overload'];
  /** Proxies whose X-Forwarded-For the provider's sign-in throttle believes (OIDC_TRUSTED_PROXIES). */
  trustedProxies?: readonly string[] | undefined;
  /** The provider's limits of failed sign-ins (default oidc/throttle.ts's). */
  signInThrottle?: IdentityProviderOptions['throttle'];
  /**
   * Writes a fresh fault token into the data directory (./control.ts) and lets the services arm faults
   * and sow the seed again for a request that shows it, in any mode (`npm start`); deleted on stop.
   */
  faultToken?: boolean;
  /**
   * Where the outbox's mail is sent (an SMTP relay, the tests' server); without it the mail stays queued
   * in the outbox. `retry` and `pollMs` shorten the sender's pauses (tests).
   */
  smtp?: SmtpSettings | undefined;
  mailRetry?: RetryPolicy;
  mailPollMs?: number;
  /**
   * Starts the local mailbox (an SMTP server and its web page, ./mail/mailbox.ts) on these ports (0:
   * free ones); the outbox's mail goes there unless `smtp` names another server.
   */
  mailbox?: { smtpPort: number; webPort: number } | undefined;
  /** The app's public origin in the mail's links (APP_PUBLIC_URL; default this stack's app address). */
  appPublicUrl?: string | undefined;
  /** The portal code in the mail's links (MAIL_PORTAL_CODE; default the demo portal, ERM-DEMO). */
  mailPortalCode?: string | undefined;
}

export type { StackUrls } from './app-config';

export interface RunningStack {
  urls: StackUrls;
  ports: StackPorts;
  faults: FaultRegistry;
  /** The config.json the app server serves (this stack's addresses). */
  appConfig: AppConfig;
  /** The stack's database, for in-process tests that set up a case the seed does not have. */
  db: Database;
  /** The outbox's sender, when there is a server to send to (`smtp` or the mailbox). */
  mail: MailSender | undefined;
  /** The local mailbox, when `mailbox` was given. */
  mailbox: Mailbox | undefined;
  stop(): Promise<void>;
}

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

function listen(
  port: number,
): Promise<{ server: Server; port: number; setHandler(handler: Listener): void }> {
  let handler: Listener = (_req, res) => {
    res.statusCode = 503;
    res.end('starting');
  };
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, 'localhost', () => {
      server.off('error', reject);
      resolvePromise({
        server,
        port: (server.address() as AddressInfo).port,
        setHandler: (next) => {
          handler = next;
        },
      });
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolvePromise) => {
    server.close(() => resolvePromise());
    server.closeAllConnections();
  });
}

/** Starts the provider, the services and the app server; resolves once all three listen. */
export async function startStack(options: StartStackOptions): Promise<RunningStack> {
  const dataDir = resolve(options.dataDir);
  const mode = options.mode ?? 'dev';
  if (options.reset) await rm(dataDir, { recursive: true, force: true });
  const started: Server[] = [];
  let closeMailbox: (() => Promise<void>) | undefined;
  try {
    const oidc = await listen(options.ports?.oidc ?? 0);
    started.push(oidc.server);
    const services = await listen(options.ports?.services ?? 0);
    started.push(services.server);
    const app =
      options.appServer === false
        ? { port: options.ports?.app ?? 0, setHandler: (_handler: Listener) => undefined }
        : await listen(options.ports?.app ?? 0);
    if ('server' in app) started.push(app.server);

    const urls: StackUrls = {
      app: originOf(app.port),
      oidc: originOf(oidc.port),
      services: originOf(services.port),
    };
    const origins = appOrigins(app.port);
    const [keys, db] = await Promise.all([
      loadProviderKeys(dataDir),
      openDatabase(join(dataDir, 'pg'), {
        databaseUrl: options.databaseUrl,
        ...(options.now ? { today: options.now() } : {}),
        seedEmployees: options.seedEmployees,
        loadAccounts: options.loadAccounts,
        timeoutMs: options.dbTimeoutMs,
      }),
    ]);

    await purgeExpiredPayloads(db);
    const faultToken = options.faultToken ? await writeFaultToken(dataDir) : undefined;
    const identity = createIdentityProvider({
      issuer: urls.oidc,
      servicesAudience: urls.services,
      appOrigins: origins,
      keys,
      adapter: createPgliteAdapter(db),
      ...(options.trustedProxies ? { trustedProxies: options.trustedProxies } : {}),
      ...(options.signInThrottle ? { throttle: options.signInThrottle } : {}),
      loadAccounts: options.loadAccounts,
    });
    oidc.setHandler(identity.handle);

    const mailbox = options.mailbox ? await startMailbox(options.mailbox) : undefined;
    if (mailbox) closeMailbox = () => mailbox.close();
    const smtp = options.smtp ?? (mailbox ? localSmtp(mailbox.smtpPort) : undefined);
    const mail = smtp
      ? startMailSender({
          db,
          smtp,
          ...(options.mailRetry ? { retry: options.mailRetry } : {}),
          ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
        })
      : undefined;
    const servicesApp = createServicesApp({
      db,
      issuer: urls.oidc,
      audience: urls.services,
      appOrigins: origins,
      mode,
      ...(options.now ? { now: options.now } : {}),
      ...(options.latencyMs ? { latencyMs: options.latencyMs } : {}),
      seedEmployees: options.seedEmployees,
      loadAccounts: options.loadAccounts,
      rateLimit: options.rateLimit,
      overload: options.overload,
      faultToken,
      mail: {
        appUrl: options.appPublicUrl || urls.app,
        portalCode: options.mailPortalCode || 'ERM-DEMO',
        wake: () => mail?.wake(),
      },
    });
    // Counts requests in flight so stop() lets them finish before the database closes.
    let inFlight = 0;
    let drained: (() => void) | undefined;
    const servicesListener = getRequestListener(servicesApp.app.fetch);
    services.setHandler((req, res) => {
      inFlight += 1;
      servicesListener(req, res)
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          if (inFlight === 0) drained?.();
        });
    });
    const drain = () =>
      inFlight === 0
        ? Promise.resolve()
        : new Promise<void>((resolvePromise) => {
            const timer = setTimeout(resolvePromise, 5000);
            drained = () => {
              clearTimeout(timer);
              resolvePromise();
            };
          });

    const appConfig = appConfigFor(urls, options.appEnv ?? {});
    app.setHandler(
      createStaticHandler({ distDir: options.distDir ?? 'dist', config: appConfig }) as Listener,
    );

    let stopped = false;
    return {
      urls,
      ports: { app: app.port, oidc: oidc.port, services: services.port },
      faults: servicesApp.faults,
      appConfig,
      db,
      mail,
      mailbox,
      async stop() {
        if (stopped) return;
        stopped = true;
        await Promise.all(started.map(close));
        if (faultToken) await forgetFaultToken(dataDir);
        await drain();
        await mail?.stop();
        await mailbox?.close();
        // A test may have closed it already (the services' readiness with the database gone).
        if (!db.closed) await db.close();
      },
    };
  } catch (error) {
    await Promise.all(started.map(close));
    await closeMailbox?.();
    throw error;
  }
}
