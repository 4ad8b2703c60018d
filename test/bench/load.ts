// npm run bench -- load: the services under 200 simulated staff for 60 s, each making a call
// every 2 s on average (about 100 calls a second: reads of calls 7–10, writes of calls 11, 12 and 14–17
// with overlapping changes of the same requests and retried calls; ./load-staff.ts), against the stack
// started as `npm start` starts it (its own process; this one only generates the load), once on PGlite,
// once on PostgreSQL and once on PostgreSQL stopped for 10 s in the middle (pg_ctl stop -m fast, then
// start). Each run prints throughput, p50/p95/p99 latency of reads and of writes, answers by status, and
// an audit of the database against what the staff were told (./load-audit.ts): every accepted write
// stored once, no lost update, no duplicate. Exits 1 when a budget fails: a 5xx other than the outage's
// 503s (each with Retry-After), an answer the bench never expects (400, 401, 422, 428, 429, none), p95
// over 300 ms for reads or 600 ms for writes on PGlite, or an audit that is not clean.
//
//   LOAD_STAFF (200), LOAD_SECONDS (60), LOAD_RUNS (pglite,postgres,outage), LOAD_PER_ACCOUNT (10 staff
//   per account: carga.001…), PG_PORT (5479: the bench's own temporary cluster, as .ci/run makes one),
//   DATABASE_URL (a PostgreSQL server to use instead for the second run), BENCH_PORT_OFFSET, LOAD_PROFILE
//   (a folder: the stack runs with node --cpu-prof and writes its profile there; see where time goes).
//
// The simulated staff are spread over real accounts (STACK_LOAD_ACCOUNTS, stack/accounts.ts), 10 to an
// account: about 5 calls a second each, under the services' per-account limit of 20 a second, which
// stays as it is.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { databaseAt, onServer } from '../stack/support/postgres-server';
import { auditRun, type HistoryFact, type RequestFact, summarize } from './load-audit';
import { discoverEmployees, type Exchange, type LoadRun, signInStaff, simulate } from './load-staff';
import { postgresBin, startTemporaryCluster, type TemporaryCluster } from './postgres-cluster';
import { benchPorts, root, startStack, stopStack } from './stack';

const staffCount = Number(process.env.LOAD_STAFF ?? 200) || 200;
const seconds = Number(process.env.LOAD_SECONDS ?? 60) || 60;
const perAccount = Number(process.env.LOAD_PER_ACCOUNT ?? 10) || 10;
const accountCount = Math.min(200, Math.ceil(staffCount / perAccount));
const accounts = Array.from({ length: accountCount }, (_, i) => `carga.${String(i + 1).padStart(3, '0')}`);
const wantedRuns = (process.env.LOAD_RUNS ?? 'pglite,postgres,outage').split(',').map((run) => run.trim());
const pgPort = Number(process.env.PG_PORT ?? 5479) || 5479;
const outageSeconds = 10;
/** The load bench's budgets (PGlite, 200 staff). */
const budgets = { readP95Ms: 300, writeP95Ms: 600 };
/** Answers a correct client never gets: a wrong body, token, key use, missing If-Match, the rate limit. */
const unexpectedStatuses = new Set([0, 400, 401, 413, 422, 428, 429]);

const { ports } = benchPorts(600);
const distDir = `.data/dist-${ports.app}`;
const isBenchAccount = (account: string) => account.startsWith('carga.');

type RunName = 'pglite' | 'postgres' | 'outage';

interface RunResult {
  name: RunName;
  failures: string[];
}

const loads = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * CPU seconds (user + system) used so far by the processes of a process group (the stack's), from
 * /proc/<pid>/stat (clock ticks of 10 ms); NaN where there is no /proc.
 */
function groupCpuSeconds(pgid: number | undefined): number {
  if (!pgid) return Number.NaN;
  try {
    const pids = execFileSync('ps', ['-o', 'pid=', '-g', String(pgid)])
      .toString()
      .split('\n');
    let ticks = 0;
    for (const pid of pids.map((line) => line.trim()).filter(Boolean)) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return Number.NaN;
  }
}

/** CPU seconds used so far by this process (the load generator). */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

/** Answers by status, e.g. "200 ×3120, 204 ×80, 412 ×35". */
function byStatus(exchanges: readonly Exchange[]): string {
  const counts = new Map<number, number>();
  for (const exchange of exchanges) counts.set(exchange.status, (counts.get(exchange.status) ?? 0) + 1);
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status === 0 ? 'no answer' : status} ×${count}`)
    .join(', ');
}

/** Every request's version and every history row, read from the run's database. */
async function readFacts(query: <T>(sql: string) => Promise<T[]>) {
  const history = (
    await query<{ id: string; version: number; account: string; event: string }>(
      `SELECT human_resource_request_id AS id, request_version AS version, account_id AS account, event
       FROM request_history`,
    )
  ).map(
    (row): HistoryFact => ({
      requestId: row.id,
      version: Number(row.version),
      account: row.account,
      event: row.event,
    }),
  );
  const requests = (
    await query<{ id: string; version: number; created_by: string | null }>(
      'SELECT human_resource_request_id AS id, version, created_by FROM human_resource_requests',
    )
  ).map(
    (row): RequestFact => ({
      requestId: row.id,
      version: Number(row.version),
      createdBy: row.created_by ?? '',
    }),
  );
  return { history, requests };
}

async function pgliteFacts(dataDir: string) {
  const db = await PGlite.create(join(root, dataDir, 'pg'));
  try {
    return await readFacts(async (sql) => (await db.query(sql)).rows as never[]);
  } finally {
    await db.close();
  }
}

async function postgresFacts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await readFacts(async (sql) => (await client.query(sql)).rows as never[]);
  } finally {
    await client.end();
  }
}

/** One run: the stack started, the staff signed in, the load, the audit. */
async function runOnce(
  name: RunName,
  database: { serverUrl: string; cluster?: TemporaryCluster | undefined } | undefined,
  build: boolean,
): Promise<RunResult> {
  const label = {
    pglite: 'PGlite',
    postgres: 'PostgreSQL',
    outage: `PostgreSQL stopped for ${outageSeconds} s in the middle`,
  }[name];
  console.log(`\n=== load: ${label}, ${staffCount} staff for ${seconds} s (a call every 2 s each)`);
  const dataDir = `.data/bench-load-${name}`;
  const databaseName = `portal_erm_load_${name}_${process.pid}`;
  if (database) await onServer(database.serverUrl, `CREATE DATABASE ${databaseName}`);
  const databaseUrl = database ? databaseAt(database.serverUrl, databaseName) : undefined;
  const failures: string[] = [];
  const stack = await startStack({
    ports,
    dataDir,
    timeoutMs: 360_000,
    // LOAD_PROFILE=<folder>: the stack runs with --cpu-prof, its profile written there when it stops.
    ...(process.env.LOAD_PROFILE
      ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${process.env.LOAD_PROFILE}`] }
      : {}),
    env: {
      STACK_LOAD_ACCOUNTS: String(accountCount),
      STACK_DIST_DIR: distDir,
      ...(build ? {} : { STACK_SKIP_BUILD: '1' }),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    const services = { base: `http://localhost:${ports.services}` };
    const signInStarted = performance.now();
    const staff = await signInStaff({
      issuer: `http://localhost:${ports.oidc}`,
      redirectUri: `http://localhost:${ports.app}/`,
      staff: staffCount,
      accounts,
    });
    console.log(
      `signed in: ${staff.length} staff, each with its own DPoP key and token, over ${accountCount} accounts (${accounts[0]} … ${accounts[accounts.length - 1]}, ${perAccount} staff each: about ${(perAccount / 2).toFixed(1)} calls a second per account, under the services' own limit of 20 a second, unchanged) in ${((performance.now() - signInStarted) / 1000).toFixed(1)} s`,
    );
    const [first] = staff;
    if (!first) throw new Error('no staff');
    const { employees, hot } = await discoverEmployees(services, first, 24);
    console.log(
      `the unit: ${employees.length} employees; requests filed for ${hot.length} of them (so the staff overlap)`,
    );
    console.log(`load average at start: ${loads()}`);
    const cpuAtStart = { stack: groupCpuSeconds(stack.pid), bench: ownCpuSeconds() };
    const run: LoadRun = {
      services,
      hot,
      employees,
      startedAt: performance.now(),
      exchanges: [],
      writes: [],
      pending: new Set(),
    };
    let outage: { from: number; to: number } | undefined;
    const outageDone =
      name === 'outage' && database?.cluster
        ? (async (cluster: TemporaryCluster) => {
            await new Promise((resolve) => setTimeout(resolve, (seconds / 2 - outageSeconds / 2) * 1000));
            const from = performance.now() - run.startedAt;
            await cluster.stopServer();
            const stopped = performance.now();
            await new Promise((resolve) => setTimeout(resolve, outageSeconds * 1000));
            await cluster.startServer();
            outage = { from, to: performance.now() - run.startedAt };
            console.log(
              `outage: PostgreSQL stopped (pg_ctl stop -m fast) at ${(from / 1000).toFixed(1)} s, started again at ${(outage.to / 1000).toFixed(1)} s (${((performance.now() - stopped) / 1000).toFixed(1)} s down)`,
            );
          })(database.cluster)
        : Promise.resolve();
    await simulate(staff, run, seconds);
    await outageDone;
    const elapsed = (performance.now() - run.startedAt) / 1000;
    console.log(`load average at end: ${loads()}`);
    const stackCpu = groupCpuSeconds(stack.pid) - cpuAtStart.stack;
    const benchCpu = ownCpuSeconds() - cpuAtStart.bench;
    console.log(
      `CPU used over the ${elapsed.toFixed(1)} s: the stack (provider, services, database) ${stackCpu.toFixed(1)} s, this load generator ${benchCpu.toFixed(1)} s, of the ${(2 * elapsed).toFixed(0)} s two cores give`,
    );

    const inWindow = run.exchanges.filter((exchange) => exchange.at < seconds * 1000);
    const reads = run.exchanges.filter((exchange) => exchange.kind === 'read');
    const writes = run.exchanges.filter((exchange) => exchange.kind === 'write');
    const readLatency = summarize(reads.map((exchange) => exchange.ms));
    const writeLatency = summarize(writes.map((exchange) => exchange.ms));
    console.log(
      `calls: ${run.exchanges.length} answered or given up in ${elapsed.toFixed(1)} s (the last retries included); ${(inWindow.length / seconds).toFixed(1)} a second over the ${seconds} s of load (${reads.length} reads, ${writes.length} writes)`,
    );
    const line = (what: string, summary: ReturnType<typeof summarize>, budget?: number) =>
      console.log(
        `${what}: p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}, p99 ${ms(summary.p99)}, max ${ms(summary.max)} (${summary.count})${budget ? `; budget p95 ≤ ${budget} ms` : ''}`,
      );
    const budgeted = name === 'pglite' && staffCount >= 200;
    line('reads  (7–10)', readLatency, budgeted ? budgets.readP95Ms : undefined);
    line('writes (11, 12, 14–17)', writeLatency, budgeted ? budgets.writeP95Ms : undefined);
    console.log(`answers by status: ${byStatus(run.exchanges)}`);
    for (const call of [7, 8, 9, 10, 11, 12, 14, 15, 16, 17] as const) {
      const ofCall = run.exchanges.filter((exchange) => exchange.call === call);
      if (ofCall.length)
        console.log(`  call ${call}: ${byStatus(ofCall)}; p95 ${ms(summarize(ofCall.map((e) => e.ms)).p95)}`);
    }

    // Budgets: 5xx, unexpected answers, latency.
    const serverErrors = run.exchanges.filter((exchange) => exchange.status >= 500);
    const outage503 = serverErrors.filter((exchange) => name === 'outage' && exchange.status === 503);
    const otherServerErrors = serverErrors.filter((exchange) => !outage503.includes(exchange));
    if (name === 'outage') {
      const withoutRetryAfter = outage503.filter((exchange) => !exchange.retryAfter).length;
      const window = outage ? { from: outage.from, to: outage.to + 5000 } : undefined;
      const outside = window
        ? outage503.filter((e) => e.at + e.ms < window.from || e.at > window.to).length
        : 0;
      console.log(
        `outage: ${outage503.length} answers 503 (${withoutRetryAfter} without Retry-After; ${outside} outside the outage and the 5 s after it)`,
      );
      if (!database?.cluster) failures.push('the outage run has no server of its own to stop');
      if (withoutRetryAfter > 0) failures.push(`${withoutRetryAfter} answers 503 without Retry-After`);
    }
    if (otherServerErrors.length)
      failures.push(`${otherServerErrors.length} answers 5xx (${byStatus(otherServerErrors)})`);
    const unexpected = run.exchanges.filter((exchange) => unexpectedStatuses.has(exchange.status));
    if (unexpected.length)
      failures.push(`${unexpected.length} answers the bench never expects (${byStatus(unexpected)})`);
    if (budgeted && readLatency.p95 > budgets.readP95Ms)
      failures.push(`reads p95 ${ms(readLatency.p95)} > ${budgets.readP95Ms} ms`);
    if (budgeted && writeLatency.p95 > budgets.writeP95Ms)
      failures.push(`writes p95 ${ms(writeLatency.p95)} > ${budgets.writeP95Ms} ms`);

    // The audit, from the database.
    await stopStack(stack);
    const facts = databaseUrl ? await postgresFacts(databaseUrl) : await pgliteFacts(dataDir);
    const audit = auditRun({
      writes: run.writes,
      history: facts.history,
      requests: facts.requests,
      isBenchAccount,
    });
    const f = audit.figures;
    console.log(
      `audit: ${run.writes.length} keyed writes, ${f.accepted} accepted (${f.changes} changes, ${f.unchanged} that changed nothing), ${f.replays} answers replayed from an Idempotency-Key, ${f.inDoubt} left in doubt; ${f.historyRows} history rows of the bench's accounts; ${f.requestsChecked} requests' versions checked: ${audit.problems.length === 0 ? 'clean' : `${audit.problems.length} problems`}`,
    );
    for (const problem of audit.problems.slice(0, 20)) console.log(`  ${problem}`);
    if (audit.problems.length) failures.push(`audit: ${audit.problems.length} problems`);
  } finally {
    await stopStack(stack);
    if (database)
      await onServer(database.serverUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(
        () => undefined,
      );
  }
  console.log(failures.length ? `FAIL ${label}: ${failures.join('; ')}` : `ok   ${label}`);
  return { name, failures };
}

async function main() {
  console.log(
    `load bench: ${staffCount} staff, ${seconds} s, runs ${wantedRuns.join(', ')}; ${new Date().toISOString()}; load average ${loads()}`,
  );
  const results: RunResult[] = [];
  let built = false;
  const bin = postgresBin();
  let cluster: TemporaryCluster | undefined;
  const givenUrl = process.env.DATABASE_URL;
  try {
    for (const name of wantedRuns as RunName[]) {
      if (name === 'pglite') {
        results.push(await runOnce(name, undefined, !built));
        built = true;
        continue;
      }
      if (name !== 'postgres' && name !== 'outage') throw new Error(`unknown run ${name}`);
      const needsOwn = name === 'outage' || !givenUrl;
      if (needsOwn && !bin) {
        console.log(
          `\n=== load: ${name === 'outage' ? 'the PostgreSQL outage' : 'PostgreSQL'} SKIPPED: no PostgreSQL is installed (no /usr/lib/postgresql/*/bin/initdb)${name === 'postgres' ? ' and DATABASE_URL is not set' : ''}. Install Debian's postgresql package to run it.`,
        );
        continue;
      }
      if (needsOwn && !cluster && bin) {
        cluster = await startTemporaryCluster(bin, pgPort);
        console.log(`PostgreSQL: a temporary cluster of the bench's own on port ${pgPort} (${bin})`);
      }
      const server =
        needsOwn && cluster ? { serverUrl: cluster.url, cluster } : { serverUrl: givenUrl as string };
      results.push(await runOnce(name, server, !built));
      built = true;
    }
  } finally {
    await cluster?.dispose();
  }
  const failed = results.filter((result) => result.failures.length > 0);
  console.log(
    `\nload bench: ${results.length - failed.length} of ${results.length} runs within budget${failed.length ? `; over: ${failed.map((result) => `${result.name} (${result.failures.join('; ')})`).join(', ')}` : ''}`,
  );
  process.exit(failed.length || results.length === 0 ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error('load bench:', error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
