// npm test and npm run test:full: every phase in turn, stopping at the first that fails, then a table of
// each phase's seconds and the ten slowest test files, so the next person sees where the time goes.
//
//   npm test                the fast default: typecheck, lint, unit (with the default path set), e2e,
//                           bundle
//   npm run test:full       what npm test leaves out: the *.full.test.ts files (TEST_SET=full), every
//                           other path (PATHS_SET=rest) and the end-to-end tests tagged @full with the
//                           flows site (E2E_SET=full)
//   -- --only a,b           only these phases (e.g. --only unit,bundle)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const timesDir = join(root, '.data/test-times');

interface Phase {
  name: string;
  /** The command, chosen when the phase starts (it may depend on what ran before). */
  command: string[] | (() => string[]);
  env?: Record<string, string>;
  /** A JSON report the phase writes (Vitest's or Playwright's), read for the slowest files. */
  report?: string;
}

const vitestReport = join(timesDir, 'vitest.json');
const playwrightReport = join(timesDir, 'playwright.json');
const pathsReport = join(timesDir, 'paths-rest.json');
const unitFullReport = join(timesDir, 'unit-full.json');
const playwrightFullReport = join(timesDir, 'playwright-full.json');

/** The build the end-to-end run's stack made (playwright.config.ts e2eDist), which the bundle report reads. */
const e2eDist = join(root, `.data/dist-${5273 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0)}`);
const runStarted = Date.now();

/** The bundle report reads the end-to-end run's build when this run made it; otherwise it builds. */
function bundleCommand(): string[] {
  const index = join(e2eDist, 'index.html');
  const fresh = existsSync(index) && statSync(index).mtimeMs >= runStarted;
  return [
    'node',
    'scripts/bundle-report.mjs',
    ...(fresh ? ['--dist', relative(root, e2eDist)] : ['--build']),
  ];
}

const vitest = (report: string, ...args: string[]) => [
  'npx',
  'vitest',
  'run',
  ...args,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const defaultPhases: Phase[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'unit', command: vitest(vitestReport), report: vitestReport },
  {
    name: 'e2e',
    command: ['npm', 'run', '--silent', 'test:e2e'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightReport },
    report: playwrightReport,
  },
  { name: 'bundle', command: bundleCommand },
];

const fullPhases: Phase[] = [
  {
    name: 'unit-full',
    command: vitest(unitFullReport, '--project', 'node', '.full.test'),
    env: { TEST_SET: 'full' },
    report: unitFullReport,
  },
  {
    name: 'paths-rest',
    command: vitest(pathsReport, '--project', 'paths', 'test/paths/paths-'),
    env: { PATHS_SET: 'rest' },
    report: pathsReport,
  },
  {
    name: 'e2e-full',
    command: ['npm', 'run', '--silent', 'test:e2e:full'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: playwrightFullReport },
    report: playwrightFullReport,
  },
];

/** Seconds per test file of a Vitest or Playwright JSON report. */
function fileTimes(report: string): Array<[string, number]> {
  if (!existsSync(report)) return [];
  const data = JSON.parse(readFileSync(report, 'utf8')) as {
    testResults?: Array<{ name: string; startTime: number; endTime: number }>;
    suites?: Array<{ file: string; specs?: unknown[]; suites?: unknown[] }>;
  };
  if (data.testResults) {
    return data.testResults.map((file) => [
      relative(root, file.name),
      (file.endTime - file.startTime) / 1000,
    ]);
  }
  // Playwright: the sum of every result's duration, by spec file.
  const totals = new Map<string, number>();
  const visit = (suite: unknown, file: string) => {
    const node = suite as {
      file?: string;
      specs?: Array<{ tests: Array<{ results: Array<{ duration: number }> }> }>;
      suites?: unknown[];
    };
    const here = node.file ?? file;
    for (const spec of node.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) totals.set(here, (totals.get(here) ?? 0) + result.duration / 1000);
    for (const child of node.suites ?? []) visit(child, here);
  };
  for (const suite of data.suites ?? []) visit(suite, '');
  return [...totals].map(([file, seconds]) => [join('test/e2e', file), seconds]);
}

function commandOf(phase: Phase): string[] {
  return typeof phase.command === 'function' ? phase.command() : phase.command;
}

function run(phase: Phase, commandLine: string[]): Promise<number> {
  const [command, ...args] = commandLine as [string, ...string[]];
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...phase.env },
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

async function main() {
  const args = process.argv.slice(2);
  const full = args.includes('--full');
  const onlyIndex = args.indexOf('--only');
  const only = onlyIndex >= 0 ? args[onlyIndex + 1]?.split(',') : undefined;
  const phases = (full ? fullPhases : defaultPhases).filter((phase) => !only || only.includes(phase.name));
  rmSync(timesDir, { recursive: true, force: true });
  mkdirSync(timesDir, { recursive: true });
  const seconds: Array<[string, number, string]> = [];
  let failed: string | undefined;
  let code = 0;
  for (const phase of phases) {
    const commandLine = commandOf(phase);
    console.log(`\n▶ ${phase.name}: ${commandLine.join(' ')}`);
    const started = performance.now();
    code = await run(phase, commandLine);
    seconds.push([phase.name, (performance.now() - started) / 1000, code === 0 ? 'ok' : 'FAILED']);
    if (code !== 0) {
      failed = phase.name;
      break;
    }
  }
  const slowest = phases
    .flatMap((phase) => (phase.report ? fileTimes(phase.report) : []))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10);
  const total = seconds.reduce((sum, [, s]) => sum + s, 0);
  console.log(`\n${full ? 'npm run test:full' : 'npm test'}: seconds per phase`);
  for (const [name, s, status] of seconds)
    console.log(`  ${name.padEnd(14)} ${s.toFixed(0).padStart(6)} s  ${status}`);
  console.log(`  ${'total'.padEnd(14)} ${total.toFixed(0).padStart(6)} s  (${(total / 60).toFixed(1)} min)`);
  if (slowest.length > 0) {
    console.log('\nThe ten slowest test files (seconds; end-to-end files: the sum of their tests)');
    for (const [file, s] of slowest) console.log(`  ${s.toFixed(1).padStart(7)}  ${file}`);
  }
  if (failed) console.log(`\n${failed} failed.`);
  process.exit(code);
}

await main();
