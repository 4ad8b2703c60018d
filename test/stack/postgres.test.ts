// The reference services on a PostgreSQL server: with DATABASE_URL (the CI run of test/stack,
// .ci/run) every test stack runs on a database of that server, through stack/db.ts's `pg` implementation,
// which answers as PGlite does. Without DATABASE_URL these tests are skipped (PGlite is the default).
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '@stack/db';
import { describe, expect, test } from 'vitest';
import { sharedTestStack } from './support/test-stack';

const serverUrl = process.env.DATABASE_URL;

describe.runIf(serverUrl)('on the PostgreSQL server of DATABASE_URL', () => {
  const stack = sharedTestStack();

  test("the stack's database is a database of that server, migrated and seeded", async () => {
    const { rows } = await stack.db.query<{ name: string; server: string; employees: number }>(
      `SELECT current_database() AS name, current_setting('server_version') AS server,
              (SELECT count(*) FROM employees)::int AS employees`,
    );
    expect(rows[0]?.name).toMatch(/^portal_erm_test_/);
    expect(rows[0]?.employees).toBeGreaterThan(500);
    const migrations = await stack.db.query<{ name: string }>(
      'SELECT name FROM schema_migrations ORDER BY name',
    );
    expect(migrations.rows.map((row) => row.name)).toContain('001_initial.sql');
  });

  test('answers as PGlite: bigint as a number, date at UTC midnight, jsonb parsed, affected rows', async () => {
    const lite = await PGlite.create();
    try {
      const sql = `SELECT 7::bigint AS big, '2026-01-02'::date AS day, '{"a":[1]}'::jsonb AS doc, 'x'::text AS t,
                          1.5::numeric AS num, $1::jsonb AS param`;
      const params = [JSON.stringify({ b: 2 })];
      const [pg, embedded] = [await stack.db.query(sql, params), await lite.query(sql, params)];
      expect(pg.rows).toEqual(embedded.rows);
      expect(pg.fields).toEqual(embedded.fields);
      const script = 'CREATE TEMP TABLE t (x int); INSERT INTO t VALUES (1), (2); SELECT x FROM t ORDER BY x';
      const [pgScript, liteScript] = [await stack.db.exec(script), await lite.exec(script)];
      expect(pgScript.map((r) => r.rows)).toEqual(liteScript.map((r) => r.rows));
      const update = 'UPDATE t SET x = 3';
      expect((await stack.db.query(update)).affectedRows).toBe((await lite.query(update)).affectedRows);
    } finally {
      await lite.close();
    }
  });

  test('a transaction commits together or not at all', async () => {
    await stack.db.exec('CREATE TABLE IF NOT EXISTS pg_check (x int)');
    await expect(
      stack.db.transaction(async (tx) => {
        await tx.query('INSERT INTO pg_check VALUES (1)');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    await stack.db.transaction(async (tx) => {
      await tx.query('INSERT INTO pg_check VALUES (2)');
    });
    expect((await stack.db.query<{ x: number }>('SELECT x FROM pg_check')).rows).toEqual([{ x: 2 }]);
  });

  test('a bad DATABASE_URL stops the start, saying so', async () => {
    const url = new URL(serverUrl ?? '');
    url.port = '1';
    await expect(openDatabase('', { databaseUrl: url.toString() })).rejects.toThrow(
      'No se pudo conectar a DATABASE_URL',
    );
  });
});
