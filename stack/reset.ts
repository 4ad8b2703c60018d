// npm run stack:reset: deletes the stack's data (database and provider keys) and seeds it again.

import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { settingsFromEnv } from './config';
import { openDatabase } from './db';
import { loadProviderKeys } from './oidc/keys';

const { dataDir } = settingsFromEnv();
const dir = resolve(dataDir);
await rm(dir, { recursive: true, force: true });
const db = await openDatabase(join(dir, 'pg'));
await loadProviderKeys(dir);
const employees = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM employees');
await db.close();
console.log(`Datos reiniciados en ${dataDir}: ${employees.rows[0]?.count ?? 0} empleados sembrados.`);
