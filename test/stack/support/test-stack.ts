import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApi } from '@src/api/api';
import { findDemoAccount } from '@stack/accounts';
import type { StackMode, StackPorts } from '@stack/config';
import { openDatabase } from '@stack/db';
import { bogotaDay } from '@stack/seed/dates';
import { type RunningStack, type StartStackOptions, startStack } from '@stack/stack';
import { afterAll, beforeAll } from 'vitest';
import { testDpopKey, withDpop } from './dpop-key';
import { signIn } from './oidc-flow';
import { databaseAt, onServer } from './postgres-server';

export interface TestStack extends RunningStack {
  dataDir: string;
  /** An access token of the account, obtained through the real code + PKCE flow (cached). */
  tokenFor(accountId: string): Promise<string>;
  /** The app's own API (src/api) as the account, scoped to a business unit. */
  apiFor(
    accountId: string,
    businessUnit?: string,
    options?: { timeoutMs?: number; attempts?: number },
  ): Promise<ReturnType<typeof createApi>>;
  /**
   * A raw request to the services. An `Authorization: Bearer` of a token bound to the suite's DPoP key
   * (every token of a test sign-in) is sent as the app sends it: `DPoP` with a proof for the request.
   */
  call(
    path: string,
    init?: { method?: string; headers?: Record<string, string>; body?: string },
  ): Promise<Response>;
  /** Stops and starts again on the same ports and data directory. */
  restart(mode?: StackMode): Promise<void>;
  /** Stops and deletes the data directory. */
  dispose(): Promise<void>;
}

/**
 * A migrated and seeded database made once per day and per version of the migrations and seed code,
 * copied into each test's data directory: PGlite's first start (initdb) is the slow part.
 */
async function seedVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const folder of ['stack/migrations', 'stack/seed']) {
    for (const name of (await readdir(folder)).sort())
      hash.update(name).update(await readFile(join(folder, name)));
  }
  hash.update(String(bogotaDay(new Date())));
  return hash.digest('hex').slice(0, 16);
}

async function seededTemplate(): Promise<string> {
  const dir = join(tmpdir(), `portal-erm-seeded-${await seedVersion()}`);
  if (existsSync(join(dir, 'ready'))) return dir;
  const building = await mkdtemp(join(tmpdir(), 'portal-erm-seeding-'));
  const db = await openDatabase(join(building, 'pg'));
  await db.close();
  await writeFile(join(building, 'ready'), '');
  // Another test file may have finished first: then keep its copy and drop ours.
  await rename(building, dir).catch(() => rm(building, { recursive: true, force: true }));
  return dir;
}

/**
 * DATABASE_URL set (the PostgreSQL contract run): each test stack gets a database of its own,
 * copied from a migrated and seeded template database made once per seed version (CREATE DATABASE …
 * TEMPLATE, the server's fast copy). Returns its address and how to drop it.
 */
async function freshPostgresDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = `portal_erm_seeded_${await seedVersion()}`;
  const suffix = `${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const copy = () => onServer(serverUrl, `CREATE DATABASE portal_erm_test_${suffix} TEMPLATE ${template}`);
  try {
    await copy();
  } catch (error) {
    if ((error as { code?: string }).code !== '3D000') throw error; // 3D000: no such template yet
    const building = `portal_erm_building_${suffix}`;
    await onServer(serverUrl, `CREATE DATABASE ${building}`);
    const db = await openDatabase('', { databaseUrl: databaseAt(serverUrl, building) });
    await db.close();
    // Another test file may have finished first: then keep its template and drop ours.
    await onServer(serverUrl, `ALTER DATABASE ${building} RENAME TO ${template}`).catch(() =>
      onServer(serverUrl, `DROP DATABASE IF EXISTS ${building} WITH (FORCE)`),
    );
    await copy();
  }
  const name = `portal_erm_test_${suffix}`;
  return {
    url: databaseAt(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * Starts the whole stack in-process on free ports with a fresh temporary data directory. `now` is the
 * services' clock (the seed is already made; tokens keep the real clock).
 */
export async function startTestStack(
  mode: StackMode = 'test',
  options: { now?: () => Date; faultToken?: boolean } & Pick<
    StartStackOptions,
    | 'dbTimeoutMs'
    | 'rateLimit'
    | 'overload'
    | 'trustedProxies'
    | 'signInThrottle'
    | 'smtp'
    | 'mailRetry'
    | 'mailPollMs'
    | 'mailbox'
  > = {},
): Promise<TestStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-erm-stack-'));
  const serverUrl = process.env.DATABASE_URL;
  const postgres = serverUrl ? await freshPostgresDatabase(serverUrl) : undefined;
  if (!postgres) await cp(join(await seededTemplate(), 'pg'), join(dataDir, 'pg'), { recursive: true });
  const databaseUrl = postgres?.url;
  const settings = {
    databaseUrl,
    dbTimeoutMs: options.dbTimeoutMs,
    rateLimit: options.rateLimit,
    overload: options.overload,
    trustedProxies: options.trustedProxies,
    signInThrottle: options.signInThrottle,
    smtp: options.smtp,
    mailbox: options.mailbox,
    ...(options.mailRetry ? { mailRetry: options.mailRetry } : {}),
    ...(options.mailPollMs ? { mailPollMs: options.mailPollMs } : {}),
    ...(options.now ? { now: options.now } : {}),
    ...(options.faultToken ? { faultToken: true } : {}),
  };
  let running = await startStack({ dataDir, mode, ...settings });
  const ports: StackPorts = running.ports;
  const tokens = new Map<string, string>();

  const tokenFor = async (accountId: string) => {
    const cached = tokens.get(accountId);
    if (cached) return cached;
    const account = findDemoAccount(accountId);
    if (!account) throw new Error(`unknown account ${accountId}`);
    const result = await signIn({
      issuer: running.urls.oidc,
      redirectUri: `${running.urls.app}/`,
      username: account.accountId,
      password: account.password,
    });
    if (!result.tokens) throw new Error(`sign-in failed for ${accountId}`);
    tokens.set(accountId, result.tokens.access_token);
    return result.tokens.access_token;
  };

  const stack: TestStack = {
    dataDir,
    get urls() {
      return running.urls;
    },
    get ports() {
      return running.ports;
    },
    get faults() {
      return running.faults;
    },
    get db() {
      return running.db;
    },
    get mail() {
      return running.mail;
    },
    get mailbox() {
      return running.mailbox;
    },
    get appConfig() {
      return running.appConfig;
    },
    stop: () => running.stop(),
    tokenFor,
    async apiFor(accountId, businessUnit, options = {}) {
      const token = await tokenFor(accountId);
      const base = running.urls.services;
      return createApi({
        config: {
          services: {
            staffQuery: `${base}/staff-query`,
            staff: `${base}/staff`,
            staffPortals: `${base}/staff-portals`,
            employeeQuery: `${base}/employee-query`,
            employeePortalQuery: `${base}/employee-portal-query`,
            persistence: `${base}/persistence`,
            remuneration: `${base}/remuneration`,
          },
          retryAttempts: options.attempts ?? 1,
          timeoutMs: options.timeoutMs ?? 5000,
        },
        getToken: () => token,
        dpopProof: async ({ url, method, accessToken }) =>
          (await testDpopKey).proof({ url, method, accessToken }),
        getBusinessUnit: () => businessUnit,
      });
    },
    async call(path, init = {}) {
      const url = `${running.urls.services}${path}`;
      const method = init.method ?? 'GET';
      return fetch(url, {
        method,
        headers: await withDpop(init.headers ?? {}, method, url),
        ...(init.body === undefined ? {} : { body: init.body }),
      });
    },
    async restart(nextMode = mode) {
      await running.stop();
      running = await startStack({ dataDir, mode: nextMode, ports, ...settings });
    },
    async dispose() {
      await running.stop();
      await postgres?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return stack;
}

/**
 * One test stack for a test file: started before its tests, disposed of after them. The object stands
 * for the running stack (using it before `beforeAll` ran throws).
 */
export function sharedTestStack(options: Parameters<typeof startTestStack>[1] = {}): TestStack {
  let running: TestStack | undefined;
  beforeAll(async () => {
    running = await startTestStack('test', options);
  }, 60_000);
  afterAll(async () => {
    await running?.dispose();
  });
  return new Proxy({} as TestStack, {
    get: (_, key) => {
      if (!running) throw new Error('the test stack has not started (use it inside a test)');
      const value = Reflect.get(running, key);
      return typeof value === 'function' ? value.bind(running) : value;
    },
  });
}
