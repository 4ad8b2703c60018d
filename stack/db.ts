// The stack's database: embedded PGlite under the data directory (the default), or a PostgreSQL server
// when DATABASE_URL is set (issue 28), through the `pg` client. Both get the same migrations and seed.
import { mkdir, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from './migrate';
import { seedDatabase } from './seed/insert';

/**
 * What the provider and the services use of a database: `query` (one statement, $n parameters), `exec`
 * (a script), `transaction` and `close`, with PGlite's types. The PostgreSQL server implementation
 * (below) gives exactly that subset, with PGlite's value parsing.
 */
export type Database = PGlite;

/** Migrates and, on first start, seeds an open database. */
async function prepare(
  db: Database,
  today: Date | undefined,
  seedEmployees: number | undefined,
): Promise<Database> {
  try {
    await migrate(db);
    const seeded = await db.query('SELECT 1 FROM seed_info');
    if (seeded.rows.length === 0)
      await seedDatabase(db, today ?? new Date(), { andinaEmployees: seedEmployees });
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
export async function reseedDatabase(
  db: Database,
  today: Date,
  seedEmployees: number | undefined,
): Promise<void> {
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
  await seedDatabase(db, today, { andinaEmployees: seedEmployees });
}

/**
 * Opens the database, migrates it and seeds it on first start: the PostgreSQL server of `databaseUrl`
 * when given, else PGlite under `dir` (created if needed; `reset` deletes it first).
 */
export async function openDatabase(
  dir: string,
  options: {
    reset?: boolean;
    today?: Date;
    databaseUrl?: string | undefined;
    /** STACK_SEED_EMPLOYEES: UN-ANDINA's employees when seeding (undefined: the demo's 525). */
    seedEmployees?: number | undefined;
  } = {},
): Promise<Database> {
  if (options.databaseUrl)
    return prepare(await connectPostgres(options.databaseUrl), options.today, options.seedEmployees);
  if (options.reset) await rm(dir, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  return prepare(await PGlite.create(dir), options.today, options.seedEmployees);
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

/** A pool on the PostgreSQL server of `url`, as the subset of PGlite the stack uses. */
export async function connectPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client's error (the server restarting) must not end the process; the next query reconnects.
  pool.on('error', () => undefined);
  const probe = await pool.connect().catch((error: unknown) => {
    void pool.end();
    throw new Error(`No se pudo conectar a DATABASE_URL: ${error instanceof Error ? error.message : error}`);
  });
  probe.release();
  const database = {
    ...queries(pool),
    async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let closed = false;
      const tx = {
        ...queries(client),
        async rollback() {
          if (closed) return;
          closed = true;
          await client.query('ROLLBACK');
        },
        get closed() {
          return closed;
        },
        listen(): never {
          throw new Error('LISTEN is not available in a transaction of the stack');
        },
      } as unknown as Transaction;
      try {
        await client.query('BEGIN');
        const value = await callback(tx);
        if (!closed) {
          closed = true;
          await client.query('COMMIT');
        }
        return value;
      } catch (error) {
        if (!closed) {
          closed = true;
          await client.query('ROLLBACK').catch(() => undefined);
        }
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
    get closed() {
      return pool.ending;
    },
  };
  // Only the members above are ever called (query, sql, exec, transaction, close): see `Database`.
  return database as unknown as Database;
}
