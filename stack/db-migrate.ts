// npm run db:migrate: brings the PostgreSQL database of DATABASE_URL to this version's schema (the files of
// stack/migrations it lacks, in one transaction) and nothing else: no seed, no data touched. Run it again
// and it does nothing; on a database a newer version migrated it refuses, changing nothing.
import { connectPostgres } from './db';
import { migrate, migrationFiles } from './migrate';

async function main(): Promise<number> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'Falta DATABASE_URL: npm run db:migrate migra la base de datos PostgreSQL de esa dirección (postgresql://usuario:clave@servidor:5432/base).',
    );
    return 1;
  }
  const db = await connectPostgres(url);
  try {
    const applied = await migrate(db);
    const latest = (await migrationFiles()).at(-1);
    console.log(
      applied.length > 0
        ? `Migraciones aplicadas: ${applied.join(', ')}. El esquema está en ${latest}.`
        : `La base de datos ya estaba al día (${latest}): no se aplicó nada.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
