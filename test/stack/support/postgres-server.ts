// What the PostgreSQL runs share (the contract tests' test stacks, the load bench): a database's address
// on the server of DATABASE_URL, and one statement run on that server outside any transaction.
import pg from 'pg';

/** The address of database `name` on the server of `serverUrl`. */
export function databaseAt(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement on the server of `serverUrl` (its own database), outside any transaction. */
export async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
