// npm run stack:reset: the demo data as it was sown. With `npm start` running (its fault token in the data
// directory, ./control.ts), the services sow the seed again for today without stopping: business data
// emptied and seeded, armed faults cleared, people stay signed in. With the stack stopped, it deletes the
// stack's data (database and provider keys) and seeds it again; with DATABASE_URL, the PostgreSQL
// database's public schema is dropped and made again: that database must be the stack's own.

import { rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { originOf, settingsFromEnv } from './config';
import { ControlError, controlRequest } from './control';
import { openDatabase } from './db';
import { loadProviderKeys } from './oidc/keys';

const { dataDir, ports } = settingsFromEnv();

/** Sows the seed again on the running stack; false when no stack runs (then the data is reset on disk). */
async function resetRunning(): Promise<boolean> {
  try {
    const response = await controlRequest(
      { servicesUrl: originOf(ports.services), dataDir },
      'POST',
      '/__reset',
    );
    if (response.status !== 204) throw new ControlError(`Los servicios respondieron ${response.status}.`);
    return true;
  } catch (error) {
    if (error instanceof ControlError && error.reason === 'stopped') return false;
    throw error;
  }
}

async function resetStopped() {
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
}

try {
  if (await resetRunning()) {
    console.log(
      `Datos sembrados de nuevo en la pila que corre (${originOf(ports.services)}), sin detenerla; fallas armadas quitadas.`,
    );
  } else {
    await resetStopped();
  }
} catch (error) {
  if (!(error instanceof ControlError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
