import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { seedDatabase } from './seed/insert';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export type Database = PGlite;

/** Applies the SQL files of stack/migrations in name order, each once, recording them. */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((row) => row.name),
  );
  const files = (await readdir(migrationsDir)).filter((name) => /^\d+_.*\.sql$/.test(name)).sort();
  const applied: string[] = [];
  for (const name of files) {
    if (done.has(name)) continue;
    const sql = await readFile(join(migrationsDir, name), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    });
    applied.push(name);
  }
  return applied;
}

/** Opens (creating if needed) the database under `dir`, migrates it and seeds it on first start. */
export async function openDatabase(
  dir: string,
  options: { reset?: boolean; today?: Date; seedEmployees?: number | undefined } = {},
) {
  if (options.reset) await rm(dir, { recursive: true, force: true });
  await mkdir(dirname(dir), { recursive: true });
  const db = await PGlite.create(dir);
  await migrate(db);
  const seeded = await db.query('SELECT 1 FROM seed_info');
  if (seeded.rows.length === 0)
    await seedDatabase(db, options.today ?? new Date(), { andinaEmployees: options.seedEmployees });
  return db;
}
