// The schema's migrations (stack/migrate.ts) and `npm run db:migrate`: numbered without gaps, applied once
// in one transaction, the former names of a database migrated before the numbers were closed up taken
// over, and a database a newer version migrated refused with nothing changed. On PGlite always; on the
// PostgreSQL server of DATABASE_URL (the CI run of test/stack) through the command itself.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { connectPostgres } from '@stack/db';
import { checkedMigrationNames, formerNames, migrate, migrationFiles } from '@stack/migrate';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const all = [
  '001_initial.sql',
  '002_oidc_adapter.sql',
  '003_idempotency_binding.sql',
  '004_manager_approval.sql',
  '005_request_requirements.sql',
  '006_request_attachments.sql',
  '007_request_versions.sql',
  '008_request_history.sql',
  '009_mail_outbox.sql',
];

const recorded = async (db: PGlite) =>
  (await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map(
    (row) => row.name,
  );

describe('the migration files', () => {
  test('are numbered 001, 002, … without a gap', async () => {
    expect(await migrationFiles()).toEqual(all);
  });

  test('a gap or a repeated number is refused, naming the file', () => {
    expect(() => checkedMigrationNames(['001_a.sql', '003_c.sql'])).toThrow(
      'se esperaba una migración 002_<nombre>.sql y está 003_c.sql',
    );
    expect(() => checkedMigrationNames(['001_a.sql', '002_b.sql', '002_c.sql'])).toThrow(
      'se esperaba una migración 003_<nombre>.sql y está 002_c.sql',
    );
    expect(checkedMigrationNames(['002_b.sql', 'README', '001_a.sql'])).toEqual(['001_a.sql', '002_b.sql']);
  });
});

// One database for the three cases, in order: creating and migrating a PGlite takes seconds, tens of
// seconds on a busy machine. Each case leaves every migration recorded under its current name.
describe('migrate, on PGlite', { timeout: 120_000 }, () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create();
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  test('applies every migration once; a second run applies nothing', async () => {
    expect(await migrate(db)).toEqual(all);
    expect(await migrate(db)).toEqual([]);
    expect(await recorded(db)).toEqual(all);
  });

  test('a database migrated when the files skipped 005 keeps its migrations under their new names', async () => {
    for (const [former, current] of formerNames)
      await db.query('UPDATE schema_migrations SET name = $1 WHERE name = $2', [former, current]);
    expect(await recorded(db)).toContain('008_request_versions.sql');
    expect(await migrate(db)).toEqual([]);
    expect(await recorded(db)).toEqual(all);
  });

  test('a database a newer version migrated is refused, in Spanish, and nothing changes', async () => {
    // Former names (which a run would rename), a migration still to apply, and one from the future.
    await db.exec(`
      UPDATE schema_migrations SET name = '008_request_versions.sql' WHERE name = '007_request_versions.sql';
      DELETE FROM schema_migrations WHERE name = '004_manager_approval.sql';
      INSERT INTO schema_migrations (name) VALUES ('010_future.sql');
    `);
    const before = await recorded(db);
    await expect(migrate(db)).rejects.toThrow(
      'La base de datos tiene migraciones que esta versión no conoce (010_future.sql): su esquema es de una versión más nueva del portal. No se aplicó nada',
    );
    expect(await recorded(db)).toEqual(before);
  });
});

const run = promisify(execFile);

/** `npm run db:migrate` with `env`: its exit code and output. */
async function dbMigrate(env: Record<string, string | undefined>) {
  const { DATABASE_URL: _, ...rest } = process.env;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['node_modules/tsx/dist/cli.mjs', 'stack/db-migrate.ts'],
      {
        env: { ...rest, ...env },
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

describe('npm run db:migrate', () => {
  test('without DATABASE_URL says what it needs and fails', async () => {
    const { code, output } = await dbMigrate({});
    expect(code).toBe(1);
    expect(output).toContain('Falta DATABASE_URL');
  }, 30_000);

  const serverUrl = process.env.DATABASE_URL;
  test.runIf(serverUrl)(
    "migrates the database of DATABASE_URL once, then does nothing, and refuses a newer schema's",
    async () => {
      const name = `portal_erm_migrate_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const onServer = async (sql: string) => {
        const client = new pg.Client({ connectionString: serverUrl });
        await client.connect();
        await client.query(sql).finally(() => client.end());
      };
      const url = new URL(serverUrl ?? '');
      url.pathname = `/${name}`;
      await onServer(`CREATE DATABASE ${name}`);
      try {
        const first = await dbMigrate({ DATABASE_URL: url.toString() });
        expect(first).toEqual({
          code: 0,
          output: `Migraciones aplicadas: ${all.join(', ')}. El esquema está en ${all.at(-1)}.\n`,
        });
        const again = await dbMigrate({ DATABASE_URL: url.toString() });
        expect(again.output).toBe(`La base de datos ya estaba al día (${all.at(-1)}): no se aplicó nada.\n`);
        const db = await connectPostgres(url.toString());
        try {
          await db.query("INSERT INTO schema_migrations (name) VALUES ('999_future.sql')");
          const newer = await dbMigrate({ DATABASE_URL: url.toString() });
          expect(newer.code).toBe(1);
          expect(newer.output).toContain('no conoce (999_future.sql)');
          expect((await db.query('SELECT name FROM schema_migrations')).rows).toHaveLength(all.length + 1);
        } finally {
          await db.close();
        }
      } finally {
        await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    },
    60_000,
  );
});
