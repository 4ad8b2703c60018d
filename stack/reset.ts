// npm run stack:reset: deletes the stack's data (database and provider keys) and seeds it again. With
// DATABASE_URL, the PostgreSQL database's public schema is dropped and made again: that database must be
// the stack's own.

import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { settingsFromEnv } from './config';
import { openDatabase } from './db';
import { loadProviderKeys } from './oidc/keys';

const { dataDir } = settingsFromEnv();
const dir = resolve(dataDir);
await rm(dir, { recursive: true, force: true });
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('DROP SCHEMA IF EXISTS public CASCADE; CREATE SCHEMA public');
  await client.end();
}
const db = await openDatabase(join(dir, 'pg'), { databaseUrl });
await loadProviderKeys(dir);
const employees = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM employees');
await db.close();
console.log(
  `Datos reiniciados en ${databaseUrl ? 'DATABASE_URL' : dataDir}: ${employees.rows[0]?.count ?? 0} empleados sembrados.`,
);
