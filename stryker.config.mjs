// Mutation testing of the model-based path tests (issue 26): StrykerJS mutates the rules, the machines and
// the views the path tests render, and runs test/paths/machines-*.test.tsx, coverage.test.ts and section-guard.test.ts against each mutant
// (test/paths/vitest.mutation.config.ts). Not part of `npm test`: on 2 shared cores the whole scope takes
// hours. `npm run mutation` runs one scope (MUTATION_SCOPE, default `discard`); `MUTATION_SCOPE=all`
// runs everything. The scores per folder and the surviving mutants judged equivalent: docs/testing.md.

import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

/** Each scope: the files mutated and the machines whose paths run (PATHS_ONLY of the machines-*.test.tsx files). */
const scopes = {
  discard: {
    mutate: ['src/domain/rules/discard.ts', 'machines/requests/discard.machine.ts'],
    machines: ['discard'],
  },
  board: {
    mutate: ['src/domain/rules/board.ts', 'machines/requests/requests-board.machine.ts'],
    machines: ['requests-board'],
  },
  onboarding: {
    mutate: ['src/domain/rules/onboarding-wizard.ts', 'machines/employees/onboarding.machine.ts'],
    machines: ['onboarding'],
  },
  approval: {
    mutate: ['src/domain/rules/approval.ts', 'machines/approvals/vacation-approval.machine.ts'],
    machines: ['vacation-approval'],
  },
  // Small machines whose path tests run in seconds: a per-file score of machines/ on 2 shared cores.
  'contract-action': {
    mutate: ['machines/contracts/contract-action.machine.ts'],
    machines: ['contract-action'],
  },
  inactivity: { mutate: ['machines/session/inactivity.machine.ts'], machines: ['inactivity'] },
  rules: { mutate: ['src/domain/rules/**/*.ts'], machines: [] },
  machines: { mutate: ['machines/**/*.machine.ts'], machines: [] },
  all: {
    mutate: [
      'src/domain/rules/**/*.ts',
      'machines/**/*.machine.ts',
      'src/features/**/*.tsx',
      'src/views/**/*.tsx',
    ],
    machines: [],
  },
};

/** Any machine on its own: `MUTATION_SCOPE=<name>` for machines/<folder>/<name>.machine.ts and its paths. */
function machineScope(name) {
  const file = readdirSync('machines', { recursive: true }).find(
    (path) => basename(String(path)) === `${name}.machine.ts`,
  );
  return file ? { mutate: [`machines/${String(file)}`], machines: [name] } : undefined;
}

/**
 * The machines whose paths run each file of src/domain/rules: the machines that import it (directly or
 * through another rules file) and those whose view renders it (the holidays and certifications pages of
 * requests-list, the process page's candidate, the banner's pending days). `MUTATION_SCOPE=rules/<file>`
 * mutates that file only.
 */
const rulesPaths = {
  approval: ['vacation-approval'],
  board: ['requests-board', 'request-process'],
  candidate: ['request-process'],
  // The process page (onboarding requests only) imports it through board.ts but shows none of it.
  'contract-decisions': ['contract-action', 'requests-board'],
  contracts: ['contract-history', 'contract-action', 'request-wizard'],
  discard: ['discard', 'requests-list', 'request-process'],
  'employee-search': ['employee-search'],
  lifecycle: ['request-process', 'discard', 'requests-list', 'vacation-approval'],
  'new-requests': ['contract-action', 'contract-history', 'onboarding', 'request-wizard'],
  'onboarding-wizard': ['onboarding'],
  portal: ['portal'],
  'request-facts': ['requests-list', 'request-process', 'requests-board'],
  'request-process': ['request-process'],
  'request-wizard': ['request-wizard'],
  'requests-list': ['requests-list'],
  vacations: ['requests-list', 'selected-employee'],
};

function rulesScope(name) {
  const file = /^rules\/(.+)$/.exec(name)?.[1];
  return file && rulesPaths[file]
    ? { mutate: [`src/domain/rules/${file}.ts`], machines: rulesPaths[file] }
    : undefined;
}

const scopeName = process.env.MUTATION_SCOPE ?? 'discard';
// `machines/<name>`: the machine's file alone, also for a machine a named scope mutates with its rules
// (`onboarding`, `board`), so that MUTATION_LINES can take its lines.
const found =
  scopes[scopeName] ??
  rulesScope(scopeName) ??
  machineScope(/^machines\/(.+)$/.exec(scopeName)?.[1] ?? scopeName);
if (!found)
  throw new Error(
    `MUTATION_SCOPE «${scopeName}» is none of ${Object.keys(scopes).join(', ')}, nor a machine's name`,
  );
/**
 * A part of a scope, for a file whose whole scope takes longer than a session: MUTATION_MACHINES runs
 * these machines' paths only (comma-separated), MUTATION_LINES mutates these lines only (`from-to`,
 * comma-separated, a scope of one file). The report is named after the part
 * (`rules/contract-decisions@contract-action`).
 */
const onlyMachines = process.env.MUTATION_MACHINES?.split(',').filter(Boolean);
const onlyLines = process.env.MUTATION_LINES;
if (onlyLines !== undefined && !(found.mutate.length === 1 && /^\d+-\d+(,\d+-\d+)*$/.test(onlyLines)))
  throw new Error(`MUTATION_LINES «${onlyLines}»: ranges as from-to[,from-to…], in a scope of one file`);
const scope = {
  mutate: onlyLines ? onlyLines.split(',').map((lines) => `${found.mutate[0]}:${lines}`) : found.mutate,
  machines: onlyMachines ?? found.machines,
};
const name = [scopeName, onlyMachines && `@${onlyMachines.join('+')}`, onlyLines && `:${onlyLines}`]
  .filter(Boolean)
  .join('');
// An empty list: every machine's paths.
process.env.PATHS_ONLY = scope.machines.join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner', './test/paths/stryker-ignorers.mjs'],
  // Descriptions the build removes, `types`, placeholder implementations: never run in the app, counted
  // as "Ignored" with the reason (test/paths/stryker-ignorers.mjs).
  ignorers: ['machine-definition'],
  vitest: { configFile: 'test/paths/vitest.mutation.config.ts', related: false },
  mutate: scope.mutate,
  coverageAnalysis: 'perTest',
  // The machine has 2 cores shared with other work: one test process, unless MUTATION_CONCURRENCY says
  // otherwise (2 on a quiet machine).
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 120_000,
  // The first run of every path test of a scope (coverage per test) takes minutes here, more on a busy
  // machine: Stryker's 5 minutes stopped `rules/lifecycle` (four machines' paths) before it began.
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `reports/mutation/${name}.html` },
  jsonReporter: { fileName: `reports/mutation/${name}.json` },
  incrementalFile: `reports/mutation/${name}.incremental.json`,
  // Stryker rewrites the sandbox's tsconfig with the TypeScript JavaScript API, which TypeScript 7 (the
  // native compiler) no longer has; nothing needs rewriting (the sandbox sits two folders down and
  // tsconfig.json names no file outside it), so point it at a file that does not exist.
  tsconfigFile: 'tsconfig.not-rewritten.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['.data', 'dist', 'reports', 'test-results', 'playwright-report', 'test/e2e', 'docs'],
  thresholds: { high: 80, low: 60, break: null },
};
