// The schema's migrations: the SQL files of stack/migrations, numbered 001, 002, … without a gap, applied
// in order, each once, in one transaction, and recorded by file name in `schema_migrations`.
//
// Why the record keeps names and a list of former names: a migration is recorded by its file name, so a
// renamed file would look new to a database that applied it under its old name, and be applied twice.
// The files once skipped 005 (006–008 became 005–007); a database migrated before that records the old
// names, which `formerNames` turns into the new ones, in the same transaction, before anything else is
// read. From here on `migrationFiles` refuses a gap or a repeated number, so no file is renamed again: a
// new migration takes the next number.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './database';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * A migration's former file name → its name now.
 * @internal
 */
export const formerNames: ReadonlyArray<readonly [former: string, current: string]> = [
  ['006_request_requirements.sql', '005_request_requirements.sql'],
  ['007_request_attachments.sql', '006_request_attachments.sql'],
  ['008_request_versions.sql', '007_request_versions.sql'],
];

/**
 * The migration file names of a folder listing, in order; a gap or a repeated number is refused.
 * @internal
 */
export function checkedMigrationNames(listing: readonly string[]): string[] {
  const names = listing.filter((name) => name.endsWith('.sql')).sort();
  names.forEach((name, index) => {
    const expected = String(index + 1).padStart(3, '0');
    if (!new RegExp(`^${expected}_[a-z0-9_]+\\.sql$`).test(name))
      throw new Error(
        `stack/migrations: se esperaba una migración ${expected}_<nombre>.sql y está ${name}: los números van seguidos, sin huecos ni repetidos.`,
      );
  });
  return names;
}

/** The migrations this code knows, in order. */
export async function migrationFiles(): Promise<string[]> {
  return checkedMigrationNames(await readdir(migrationsDir));
}

/** A database whose schema a newer version of the code migrated: nothing was applied. */
class NewerSchemaError extends Error {
  constructor(readonly unknown: string[]) {
    super(
      `La base de datos tiene migraciones que esta versión no conoce (${unknown.join(', ')}): su esquema es de una versión más nueva del portal. No se aplicó nada; use esa versión o una posterior.`,
    );
  }
}

/**
 * Applies the migrations a database lacks, in order, in one transaction (all or none), and returns their
 * names. A database already up to date is left as it is (`[]`); one that records a migration this code
 * does not know is refused with `NewerSchemaError`. Two runs at once wait for each other (the lock).
 */
export async function migrate(db: Database): Promise<string[]> {
  const files = await migrationFiles();
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  return db.transaction(async (tx) => {
    await tx.exec('LOCK TABLE schema_migrations IN SHARE ROW EXCLUSIVE MODE');
    for (const [former, current] of formerNames)
      await tx.query('UPDATE schema_migrations SET name = $2 WHERE name = $1', [former, current]);
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
    );
    const unknown = [...done].filter((name) => !files.includes(name)).sort();
    if (unknown.length > 0) throw new NewerSchemaError(unknown);
    const applied: string[] = [];
    for (const name of files) {
      if (done.has(name)) continue;
      await tx.exec(await readFile(join(migrationsDir, name), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
