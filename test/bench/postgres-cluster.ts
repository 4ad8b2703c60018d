// A PostgreSQL server of the bench's own, as .ci/run makes one: a temporary cluster (trust on localhost
// only, its own port), run as the postgres user when this is root (initdb refuses root), stopped and
// deleted at the end. The load bench also stops and starts it in the middle of a run (the outage).
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or undefined when none is installed. */
export function postgresBin(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(a) - Number.parseFloat(b));
  const newest = versions[versions.length - 1];
  return newest ? join(base, newest, 'bin') : undefined;
}

export interface TemporaryCluster {
  /** The server's own database (`postgres`): where the bench creates and drops its databases. */
  url: string;
  /** pg_ctl stop -m fast: every connection is ended at once. */
  stopServer(): Promise<void>;
  /** pg_ctl start, waiting until it accepts connections. */
  startServer(): Promise<void>;
  /** Stops the server and deletes the cluster. */
  dispose(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/**
 * Runs a PostgreSQL program as the postgres user when this is root; without blocking, so the load the
 * bench generates goes on while the server stops and starts.
 */
function asPostgres(program: string, args: string[]): Promise<void> {
  const [command, commandArgs] = isRoot()
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
  return new Promise((resolve, reject) => {
    execFile(command as string, commandArgs as string[], (error, _stdout, stderr) =>
      error ? reject(new Error(`${program} ${args.join(' ')}: ${stderr || error.message}`)) : resolve(),
    );
  });
}

/** initdb and pg_ctl start of a cluster in a temporary folder, listening on localhost:`port` only. */
export async function startTemporaryCluster(bin: string, port: number): Promise<TemporaryCluster> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-erm-load-pg-'));
  if (isRoot()) {
    const postgresUid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    chownSync(dataDir, postgresUid, postgresUid);
  }
  await asPostgres(join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const pgCtl = (...args: string[]) => asPostgres(join(bin, 'pg_ctl'), ['-D', dataDir, ...args]);
  const startServer = () =>
    pgCtl(
      '-l',
      join(dataDir, 'server.log'),
      '-w',
      '-o',
      `-p ${port} -k ${dataDir} -c listen_addresses=localhost -c max_connections=100`,
      'start',
    );
  const stopServer = () => pgCtl('-m', 'fast', '-w', 'stop');
  await startServer();
  return {
    url: `postgresql://postgres@localhost:${port}/postgres`,
    stopServer,
    startServer,
    async dispose() {
      await stopServer().catch(() => undefined); // already stopped
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
