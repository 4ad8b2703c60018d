// Issue 26: StrykerJS's Vitest runner (9.6.1) sometimes loses a mutant's run: no covering test runs, and
// the mutant is scored Survived with `testsCompleted: 0` (stryker-js issues #6073 and #6213). Such a
// mutant was never measured. `npm run mutation:recheck -- <report.json>…` makes each of them by hand in
// the checkout (the report's own source of the file, the mutant's replacement at its location), runs the
// tests Stryker says cover it with Vitest (the mutation config, PATHS_ONLY as the report's scope sets it),
// puts the file back, and writes the verdict into the report: Killed when a test fails, else Survived with
// the tests that ran. The checkout must hold the file as it was measured (else it stops).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';

interface Position {
  line: number;
  column: number;
}
export interface ReportMutant {
  id: string;
  status: string;
  replacement?: string;
  mutatorName: string;
  location: { start: Position; end: Position };
  coveredBy?: string[];
  killedBy?: string[];
  testsCompleted?: number;
  statusReason?: string;
}
interface Report {
  files: Record<string, { source: string; mutants: ReportMutant[] }>;
  testFiles?: Record<string, { tests: Array<{ id: string; name: string }> }>;
}

/** A Survived mutant whose run completed no test although some test covers it: a lost run. */
export function isLostRun(mutant: ReportMutant): boolean {
  return mutant.status === 'Survived' && mutant.testsCompleted === 0 && (mutant.coveredBy?.length ?? 0) > 0;
}

/**
 * The mutants to make by hand again: the lost runs and, with `timeouts`, those Stryker scored Timeout
 * (counted as killed; on a busy machine a run that outlasts the limit says nothing of the tests).
 */
export function needsRecheck(mutant: ReportMutant, timeouts: boolean): boolean {
  return (
    isLostRun(mutant) || (timeouts && mutant.status === 'Timeout' && (mutant.coveredBy?.length ?? 0) > 0)
  );
}

/** The source with the mutant made: its replacement between its start and end (1-based lines and columns). */
export function applyMutant(source: string, mutant: Pick<ReportMutant, 'location' | 'replacement'>): string {
  const lines = source.split('\n');
  const offset = ({ line, column }: Position) =>
    lines.slice(0, line - 1).reduce((total, text) => total + text.length + 1, 0) + column - 1;
  const { start, end } = mutant.location;
  return source.slice(0, offset(start)) + (mutant.replacement ?? '') + source.slice(offset(end));
}

/** Vitest's -t pattern that matches exactly these full test names (any of them). */
export function namePattern(names: readonly string[]): string {
  return names.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
}

/**
 * The scope a report was written for, from its name under reports/mutation: `rules/lifecycle.json`,
 * or a part of a scope, `rules/contract-decisions@contract-action:71-75.json` (stryker.config.mjs).
 */
export function reportScope(path: string): { scope: string; machines?: string } {
  const name = path
    .replace(/\\/g, '/')
    .replace(/^.*reports\/mutation\//, '')
    .replace(/\.json$/, '');
  const match = /^([^@:]+)(?:@([^:]+))?(?::.*)?$/.exec(name);
  return { scope: match?.[1] ?? name, machines: match?.[2]?.split('+').join(',') };
}

/** PATHS_ONLY for a scope: what stryker.config.mjs sets when it is loaded with that scope. */
async function pathsOnlyOf(scope: { scope: string; machines?: string }): Promise<string> {
  process.env.MUTATION_SCOPE = scope.scope;
  if (scope.machines) process.env.MUTATION_MACHINES = scope.machines;
  else delete process.env.MUTATION_MACHINES;
  delete process.env.MUTATION_LINES;
  await import(`../stryker.config.mjs?scope=${encodeURIComponent(JSON.stringify(scope))}`);
  return process.env.PATHS_ONLY ?? '';
}

interface VitestJson {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ assertionResults: Array<{ fullName: string; status: string }> }>;
}

/** The longest `-t` pattern passed (Linux holds at most 128 KiB in one argument). */
const maxPatternLength = 100_000;

/** Runs the named tests with the mutation config; the failed tests' names and how many ran. */
function runTests(files: string[], names: string[], pathsOnly: string) {
  const folder = mkdtempSync(join(tmpdir(), 'mutation-recheck-'));
  const output = join(folder, 'vitest.json');
  try {
    // Hundreds of path names exceed what one argument may hold (128 KiB on Linux): the whole files run then
    // (a test that fails on the mutant kills it, whether Stryker counted it as covering or not).
    const pattern = namePattern(names);
    const only = pattern.length < maxPatternLength ? ['-t', pattern] : [];
    const run = spawnSync(
      'npx',
      [
        'vitest',
        'run',
        '--config',
        'test/paths/vitest.mutation.config.ts',
        '--reporter=json',
        `--outputFile=${output}`,
        ...only,
        ...files,
      ],
      { env: { ...process.env, PATHS_ONLY: pathsOnly }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (run.error) throw run.error;
    const result = JSON.parse(readFileSync(output, 'utf8')) as VitestJson;
    const failed = result.testResults
      .flatMap((file) => file.assertionResults)
      .filter((test) => test.status === 'failed')
      .map((test) => test.fullName);
    return { ran: result.numPassedTests + result.numFailedTests, failed };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function recheck(path: string, timeouts: boolean) {
  const report = JSON.parse(readFileSync(path, 'utf8')) as Report;
  const pathsOnly = await pathsOnlyOf(reportScope(path));
  const tests = new Map(
    Object.entries(report.testFiles ?? {}).flatMap(([file, { tests: list }]) =>
      list.map((test) => [test.id, { file, name: test.name }] as const),
    ),
  );
  let changed = 0;
  for (const [file, { source, mutants }] of Object.entries(report.files)) {
    const lost = mutants.filter((mutant) => needsRecheck(mutant, timeouts));
    if (lost.length === 0) continue;
    const current = readFileSync(file, 'utf8');
    if (current !== source)
      throw new Error(`${file} differs from what ${path} measured: check out its commit`);
    try {
      for (const mutant of lost) {
        const covering = (mutant.coveredBy ?? []).flatMap((id) => tests.get(id) ?? []);
        writeFileSync(file, applyMutant(source, mutant));
        const { ran, failed } = runTests(
          [...new Set(covering.map((test) => test.file))],
          covering.map((test) => test.name),
          pathsOnly,
        );
        const byName = new Map(covering.map((test, index) => [test.name, mutant.coveredBy?.[index] ?? '']));
        const verdict = failed.length > 0 ? 'Killed' : ran > 0 ? 'Survived' : 'Survived (no test ran)';
        console.log(
          `${file}:${mutant.location.start.line}:${mutant.location.start.column} ${mutant.mutatorName} ` +
            `«${(mutant.replacement ?? '').slice(0, 40)}»: ${verdict} (${ran} of ${covering.length} tests ran)`,
        );
        const why = mutant.status === 'Timeout' ? 'Stryker timed it out' : "Stryker's run completed no test";
        mutant.status = failed.length > 0 ? 'Killed' : 'Survived';
        mutant.testsCompleted = ran;
        mutant.killedBy = failed.map((name) => byName.get(name) ?? name);
        mutant.statusReason = `Re-checked by scripts/mutation-recheck.ts (${why}): ${verdict}`;
        changed += 1;
      }
    } finally {
      writeFileSync(file, current);
    }
  }
  if (changed > 0) writeFileSync(path, JSON.stringify(report));
  console.log(`${basename(path)}: ${changed} run(s) re-checked`);
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      help: { type: 'boolean', default: false },
      timeouts: { type: 'boolean', default: false },
    },
  });
  if (values.help || positionals.length === 0) {
    console.log(
      'npm run mutation:recheck -- [--timeouts] reports/mutation/<scope>.json …\n' +
        'Makes by hand each mutant Stryker scored Survived without running a test (and, with --timeouts,\n' +
        'each it scored Timeout), runs its covering path tests, and writes the verdict into the report\n' +
        '(run it in the checkout the report measured).',
    );
    return;
  }
  for (const path of positionals) await recheck(path, values.timeouts);
}

if (process.argv[1]?.endsWith('mutation-recheck.ts')) await main();
