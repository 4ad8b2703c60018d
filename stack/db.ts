// The stack's database: embedded PGlite under the data directory (the default), or a PostgreSQL server
// when DATABASE_URL is set, through the `pg` client. Both get the same migrations and seed.
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, type Results } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database, Transaction } from './database';
import { migrate } from './migrate';
import type { SeedOptions } from './seed/generate';
import { seedDatabase } from './seed/insert';

export type { Database } from './database';

/**
 * How long a call may wait for the database (STACK_DB_TIMEOUT_MS): for its turn on PGlite or a pooled
 * connection, for a lock, for one statement. Well under the app's 10 s time-out, so a stalled database
 * is answered 503 while the person's attempt is still waiting.
 */
const defaultDatabaseTimeoutMs = 5000;

/**
 * The database did not answer in time or at all: a stall, a lock held too long, a server gone. The
 * services answer it with 503 and Retry-After; nothing of the call was written (its transaction rolled
 * back, or never began).
 */
export class DatabaseUnavailableError extends Error {
  constructor(cause?: unknown) {
    super('La base de datos no respondió a tiempo.', cause === undefined ? undefined : { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Migrates and, on first start, seeds an open database. */
async function prepare<D extends Database>(db: D, today: Date | undefined, seed: SeedOptions): Promise<D> {
  try {
    await migrate(db);
    const seeded = await db.query('SELECT 1 FROM seed_info');
    if (seeded.rows.length === 0) await seedDatabase(db, today ?? new Date(), seed);
    return db;
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Sows the seed again on an open database (test mode's `POST /__reset`): every table of the business data
 * emptied and its sequences restarted, then seeded for `today`. The provider's table (its sessions and
 * grants) and the migrations' record stay, so a signed-in browser stays signed in.
 */
export async function reseedDatabase(db: Database, today: Date, seed: SeedOptions = {}): Promise<void> {
  const kept = ['schema_migrations', 'oidc_payloads'];
  const tables = (
    await db.query<{ name: string }>(
      "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    )
  ).rows
    .map((row) => row.name)
    .filter((name) => !kept.includes(name));
  const sequences = (
    await db.query<{ name: string }>(
      "SELECT sequencename AS name FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename",
    )
  ).rows.map((row) => row.name);
  await db.transaction(async (tx) => {
    await tx.exec(`TRUNCATE ${tables.map((name) => `"${name}"`).join(', ')} RESTART IDENTITY CASCADE`);
    for (const name of sequences) await tx.exec(`ALTER SEQUENCE "${name}" RESTART`);
  });
  await seedDatabase(db, today, seed);
}

/**
 * Opens the database, migrates it and seeds it on first start: the PostgreSQL server of `databaseUrl`
 * when given, else PGlite under `dir` (created if needed; `reset` deletes it first). What it answers
 * waits at most `timeoutMs` (default `defaultDatabaseTimeoutMs`) for the database, else rejects with
 * DatabaseUnavailableError; migrating and seeding are not bounded.
 */
export async function openDatabase(
  dir: string,
  options: {
    reset?: boolean;
    today?: Date;
    databaseUrl?: string | undefined;
    /** STACK_SEED_EMPLOYEES: UN-ANDINA's employees when seeding (undefined: the demo's 525). */
    seedEmployees?: number | undefined;
    /** STACK_LOAD_ACCOUNTS: the load bench's staff records when seeding (undefined: none). */
    loadAccounts?: number | undefined;
    /** STACK_DB_TIMEOUT_MS. */
    timeoutMs?: number | undefined;
  } = {},
): Promise<Database> {
  const timeoutMs = options.timeoutMs ?? defaultDatabaseTimeoutMs;
  const seed: SeedOptions = { andinaEmployees: options.seedEmployees, loadAccounts: options.loadAccounts };
  if (options.databaseUrl) {
    // Seeding a large unit may take longer than a call may: it runs on a connection of its own, unbounded.
    await (await prepare(await connectPostgres(options.databaseUrl), options.today, seed)).close();
    return connectPostgres(options.databaseUrl, timeoutMs);
  }
  if (options.reset) await rm(dir, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  return inTurns(await prepare(await PGlite.create(dir), options.today, seed), timeoutMs);
}

// --- PGlite -------------------------------------------------------------------------------------------

/**
 * PGlite answers one statement or transaction at a time, so one that stalls holds every other. Each waits
 * its turn at most `timeoutMs`, then rejects with DatabaseUnavailableError; one that gave up is dropped
 * from the line, never run later, so a call answered 503 writes nothing afterwards.
 */
function inTurns(db: PGlite, timeoutMs: number): Database {
  let line: Promise<void> = Promise.resolve();
  function inTurn<T>(run: () => Promise<T>): Promise<T> {
    const before = line;
    let done!: () => void;
    line = new Promise<void>((resolve) => {
      done = resolve;
    });
    return new Promise<T>((resolve, reject) => {
      let gaveUp = false;
      const timer = setTimeout(() => {
        gaveUp = true;
        reject(new DatabaseUnavailableError());
      }, timeoutMs);
      void before.then(async () => {
        if (gaveUp) return done();
        clearTimeout(timer);
        try {
          resolve(await run());
        } catch (error) {
          reject(error);
        } finally {
          done();
        }
      });
    });
  }
  return {
    query: <T>(sql: string, params?: unknown[]) => inTurn(() => db.query<T>(sql, params)),
    sql: <T>(strings: TemplateStringsArray, ...params: unknown[]) =>
      inTurn(() => db.sql<T>(strings, ...params)),
    exec: (sql: string) => inTurn(() => db.exec(sql)),
    transaction: <T>(callback: (tx: Transaction) => Promise<T>) => inTurn(() => db.transaction(callback)),
    close: () => db.close(),
    get closed() {
      return db.closed;
    },
  };
}

// --- PostgreSQL server (pg) ---------------------------------------------------------------------------

/** Values parsed as PGlite parses them: bigint as a number when it fits, date as UTC midnight. */
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20) {
      return (value: string) => {
        const big = BigInt(value);
        return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER)
          ? Number(big)
          : big;
      };
    }
    if (oid === 1082) return (value: string) => new Date(`${value}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  },
};

type Client = Pick<pg.PoolClient, 'query'>;

function results<T>(result: pg.QueryResult): Results<T> {
  return {
    rows: result.rows as T[],
    affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
    fields: result.fields.map((field) => ({ name: field.name, dataTypeID: field.dataTypeID })),
    command: result.command,
  };
}

function queries(client: Client) {
  return {
    async query<T>(sql: string, params: unknown[] = []): Promise<Results<T>> {
      return results<T>(await client.query({ text: sql, values: params, types }));
    },
    async sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>> {
      const text = strings.reduce((all, part, index) => `${all}$${index}${part}`);
      return results<T>(await client.query({ text, values: params, types }));
    },
    /** A script of one or more statements (the simple query protocol), one result per statement. */
    async exec(sql: string): Promise<Results[]> {
      const answer = (await client.query({ text: sql, types })) as pg.QueryResult | pg.QueryResult[];
      return (Array.isArray(answer) ? answer : [answer]).map((result) => results(result));
    },
  };
}

/**
 * SQLSTATEs of a server that cannot answer now: a statement or lock time-out (57014, 55P03), a server
 * shutting down or starting (57P01–57P03), too many connections (53300), a connection exception (08…),
 * an idle transaction ended by the server (25P03).
 */
const unavailableStates = /^(57014|55P03|57P0[123]|53300|08...|25P03)$/;
/** The same states after which the connection itself is no longer usable. */
const brokenStates = /^(57P0[123]|08...|25P03)$/;
/** What the client says when the connection is lost or the server stops answering (no SQLSTATE). */
const lostConnection =
  /Connection terminated|Query read timeout|connection error|not queryable|timeout exceeded|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND/;

function stateOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof pg.DatabaseError && typeof code === 'string' ? code : '';
}

/** The connection the error came on can no longer be used (lost, timed out, ended by the server). */
function isBroken(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return brokenStates.test(stateOf(error));
  const code = (error as { code?: unknown } | null)?.code;
  return lostConnection.test(
    `${error instanceof Error ? error.message : ''} ${typeof code === 'string' ? code : ''}`,
  );
}

/** A pg error of a database that did not answer, as DatabaseUnavailableError; any other as it is. */
function unavailable(error: unknown): unknown {
  if (error instanceof DatabaseUnavailableError) return error;
  return unavailableStates.test(stateOf(error)) || isBroken(error)
    ? new DatabaseUnavailableError(error)
    : error;
}

/**
 * A pool on the PostgreSQL server of `url`, as the subset of PGlite the stack uses. With `timeoutMs`,
 * waiting for a connection, for a lock and for a statement are each bounded by it (the server enforces
 * the last two), and the client gives up on a server that stops answering altogether a second later;
 * a connection that failed so is dropped, and the next call opens a new one.
 */
export async function connectPostgres(url: string, timeoutMs?: number): Promise<Database> {
  const bounded =
    timeoutMs === undefined
      ? {}
      : {
          connectionTimeoutMillis: timeoutMs,
          statement_timeout: timeoutMs,
          lock_timeout: timeoutMs,
          idle_in_transaction_session_timeout: 2 * timeoutMs,
          query_timeout: timeoutMs + 1000,
        };
  const pool = new pg.Pool({ connectionString: url, max: 10, keepAlive: true, ...bounded });
  // An idle client's error (the server restarting) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const probe = await pool.connect().catch((error: unknown) => {
    void pool.end();
    throw new Error(`No se pudo conectar a DATABASE_URL: ${error instanceof Error ? error.message : error}`);
  });
  probe.release();

  /** Runs `use` on a pooled connection; a connection that broke meanwhile is dropped, not pooled again. */
  async function withClient<T>(
    use: (client: pg.PoolClient, drop: (error: Error) => void) => Promise<T>,
  ): Promise<T> {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw new DatabaseUnavailableError(error);
    }
    let broken: Error | undefined;
    // A connection lost between two statements of a transaction is told as an event: noted, not thrown.
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await use(client, onError);
    } catch (error) {
      if (isBroken(error)) broken = error as Error;
      throw unavailable(error);
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  return {
    query: <T>(sql: string, params?: unknown[]) =>
      withClient((client) => queries(client).query<T>(sql, params)),
    sql: <T>(strings: TemplateStringsArray, ...params: unknown[]) =>
      withClient((client) => queries(client).sql<T>(strings, ...params)),
    exec: (sql: string) => withClient((client) => queries(client).exec(sql)),
    transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      return withClient(async (client, drop) => {
        let closed = false;
        const tx: Transaction = {
          ...queries(client),
          async rollback() {
            if (closed) return;
            closed = true;
            await client.query('ROLLBACK');
          },
          get closed() {
            return closed;
          },
        };
        try {
          await client.query('BEGIN');
          const value = await callback(tx);
          if (!closed) {
            closed = true;
            await client.query('COMMIT');
          }
          return value;
        } catch (error) {
          // A connection that broke is not asked to roll back: the server does when it goes. One whose
          // ROLLBACK fails is in no known state, so it is dropped too.
          if (!closed && !isBroken(error)) {
            closed = true;
            await client.query('ROLLBACK').catch(drop);
          }
          throw error;
        }
      });
    },
    async close() {
      await pool.end();
    },
    get closed() {
      return pool.ending;
    },
  };
}
