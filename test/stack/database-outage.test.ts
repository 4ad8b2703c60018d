// A database that stalls or goes away: the services answer 503 with Retry-After within the app's time-out
// instead of waiting with it, write nothing of the refused call (not even later), and answer again by
// themselves once the database does. On PGlite a stall is a transaction that holds the one connection; on
// PostgreSQL (DATABASE_URL, as CI runs test/stack) a table lock held by another session, a statement that
// sleeps, and a database that refuses connections for a while.
import { randomUUID } from 'node:crypto';
import { settingsFromEnv } from '@stack/config';
import { DatabaseUnavailableError } from '@stack/db';
import pg from 'pg';
import { describe, expect, test, vi } from 'vitest';
import {
  entityTagOf,
  headersOf,
  rawCalls,
  sendApproval,
  sendSave,
  storedVersionOf,
  validCertification,
} from './support/calls-table';
import { databaseAt } from './support/postgres-server';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const serverUrl = process.env.DATABASE_URL;
/** The stack's bound on waiting for the database, short so the test takes seconds. */
const dbTimeoutMs = 1000;
const stack = sharedTestStack({ dbTimeoutMs });

const requestCount = async () =>
  (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM human_resource_requests')).rows[0]?.n;

async function databaseName(): Promise<string> {
  const { rows } = await stack.db.query<{ name: string }>('SELECT current_database() AS name');
  return rows[0]?.name ?? '';
}

/** Another session of the server (PostgreSQL only), connected to `database`. */
async function session(database?: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: database ? databaseAt(serverUrl ?? '', database) : serverUrl,
  });
  await client.connect();
  return client;
}

/**
 * Makes the database stall for writes of requests until the returned function is called: on PGlite a
 * transaction holds the one connection; on PostgreSQL another session holds the requests table locked.
 */
async function stallWrites(): Promise<() => Promise<void>> {
  if (serverUrl) {
    const other = await session(await databaseName());
    await other.query('BEGIN');
    await other.query('LOCK TABLE human_resource_requests IN EXCLUSIVE MODE');
    return async () => {
      await other.query('ROLLBACK');
      await other.end();
    };
  }
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let holding!: () => void;
  const started = new Promise<void>((resolve) => {
    holding = resolve;
  });
  const transaction = stack.db.transaction(async () => {
    holding();
    await held;
  });
  await started;
  return async () => {
    release();
    await transaction;
  };
}

const save = (key: string) => sendSave(stack, validCertification, { idempotencyKey: key });
const approve = (key: string, ifMatch: string) =>
  sendApproval(stack, 'HRR-150003', { idempotencyKey: key, ifMatch, observation: 'De acuerdo.' });

/** Sends a call and gives its answer with how long it took. */
async function timed(send: () => Promise<Response>) {
  const started = performance.now();
  const response = await send();
  const body = (await response.json()) as { message?: string };
  return { response, body, ms: performance.now() - started };
}

test('STACK_DB_TIMEOUT_MS sets the bound, from 100 to 60000 ms (else the default)', () => {
  expect(settingsFromEnv({ STACK_DB_TIMEOUT_MS: '800' }).dbTimeoutMs).toBe(800);
  for (const value of ['50', '600000', 'pronto', ''])
    expect(settingsFromEnv({ STACK_DB_TIMEOUT_MS: value }).dbTimeoutMs).toBeUndefined();
});

describe('a database that stalls', () => {
  test('calls that write answer 503 with Retry-After within the time-out, write nothing, and go through once it answers', async () => {
    // Signed in before the stall: the provider keeps its sessions in the same database.
    await stack.tokenFor('ana.admin');
    await stack.tokenFor('fabio.jefe');
    const before = await requestCount();
    const ifMatch = await entityTagOf(stack.db, 'HRR-150003');
    const version = await storedVersionOf(stack.db, 'HRR-150003');
    const [saveKey, approveKey] = [`clave-${randomUUID()}`, `clave-${randomUUID()}`];

    const release = await stallWrites();
    let refused: Awaited<ReturnType<typeof timed>>[];
    try {
      refused = [await timed(() => save(saveKey)), await timed(() => approve(approveKey, ifMatch))];
    } finally {
      await release();
    }
    for (const { response, body, ms } of refused) {
      expect(response.status, JSON.stringify(body)).toBe(503);
      expect(response.headers.get('Retry-After')).toBe('5');
      expect(body.message).toBe(
        'El servicio no está disponible en este momento. Intente nuevamente en unos segundos.',
      );
      expect(ms).toBeGreaterThanOrEqual(dbTimeoutMs * 0.9);
      // The app's attempt is still waiting: it receives the 503, not its own time-out.
      expect(ms).toBeLessThan(stack.appConfig.timeoutMs);
    }

    // Nothing of the refused calls was written, not even once the database answered again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await requestCount()).toBe(before);
    expect(await storedVersionOf(stack.db, 'HRR-150003')).toBe(version);

    // The same calls (the app's retries, same keys) now go through, once each.
    expect((await save(saveKey)).status).toBe(201);
    expect((await approve(approveKey, ifMatch)).status).toBe(200);
    expect(await requestCount()).toBe((before ?? 0) + 1);
    expect(await storedVersionOf(stack.db, 'HRR-150003')).toBe(version + 1);
  });
});

describe.runIf(serverUrl)('on PostgreSQL', () => {
  test('a statement that runs too long is ended by the server: DatabaseUnavailableError, and the pool goes on', async () => {
    const started = performance.now();
    const sleeping = stack.db.query('SELECT pg_sleep(30)');
    await expect(sleeping).rejects.toBeInstanceOf(DatabaseUnavailableError);
    expect(performance.now() - started).toBeLessThan(dbTimeoutMs + 2000);
    expect((await stack.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  test('a database that goes away answers 503 with Retry-After, and the services reconnect when it returns', async () => {
    const token = await stack.tokenFor('ana.admin');
    const call10 = rawCalls.find((call) => call.n === 10);
    const list = () =>
      stack.call(call10?.path ?? '', {
        headers: headersOf({ token, unit: 'UN-ANDINA', action: call10?.action }),
      });
    expect((await list()).status).toBe(200);
    const name = await databaseName();
    const admin = await session();
    try {
      // No new connection is accepted, and every open one (the stack's pool) is ended.
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [name],
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      for (let call = 0; call < 2; call += 1) {
        const { response, ms } = await timed(list);
        expect(response.status).toBe(503);
        expect(response.headers.get('Retry-After')).toBe('5');
        expect(ms).toBeLessThan(stack.appConfig.timeoutMs);
      }
    } finally {
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();
    }
    expect((await list()).status).toBe(200);
  });
});
