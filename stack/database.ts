// What the provider and the services use of a database, apart from how it is opened (db.ts): embedded
// PGlite and the PostgreSQL server's pool both give exactly this, with PGlite's value parsing.
import type { Results } from '@electric-sql/pglite';

/** One statement ($n parameters), a tagged statement, or a script (one result per statement). */
interface DatabaseQueries {
  query<T>(sql: string, params?: unknown[]): Promise<Results<T>>;
  sql<T>(strings: TemplateStringsArray, ...params: unknown[]): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

/** A transaction: its statements, and a rollback (it commits when its callback resolves). */
export interface Transaction extends DatabaseQueries {
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** The stack's database: statements, transactions, and closing it. */
export interface Database extends DatabaseQueries {
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  readonly closed: boolean;
}
