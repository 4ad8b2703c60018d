// Mutation testing of the model-based path tests: StrykerJS mutates the rules, the machines and the views
// the path tests render, and runs test/paths/paths-*.test.tsx, coverage.test.ts and
// section-guard.test.ts against each mutant (test/paths/vitest.mutation.config.ts). Not part of
// `npm test`: on 2 shared cores a scope takes minutes or more, a whole folder hours.
// `npm run mutation -- <scope>` (scripts/mutation.ts) runs one scope; Stryker itself reads it from
// MUTATION_SCOPE (default `discard`).
// The scores per folder and the surviving mutants judged equivalent: docs/testing.md.

import { readdirSync } from 'node:fs';
import { basename } from 'node:path';

/** Each scope: the files mutated and the machines whose paths run (PATHS_ONLY of the paths-*.test.tsx files). */
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

/** Any machine on its own: the scope `<name>` mutates machines/<folder>/<name>.machine.ts and runs its paths. */
function machineScope(name) {
  const file = readdirSync('machines', { recursive: true }).find(
    (path) => basename(String(path)) === `${name}.machine.ts`,
  );
  return file ? { mutate: [`machines/${String(file)}`], machines: [name] } : undefined;
}

/**
 * The machines whose paths run each file of src/domain/rules: the machines that import it (directly or
 * through another rules file) and those whose view renders it (the holidays and certifications pages of
 * requests-list, the process page's candidate, the banner's pending days). The scope `rules/<file>`
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
  history: ['request-history'],
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

/** The scope of that name, or undefined. */
function scopeOf(name) {
  return scopes[name] ?? rulesScope(name) ?? machineScope(/^machines\/(.+)$/.exec(name)?.[1] ?? name);
}

/**
 * Every scope's name, for `npm run mutation -- --help`: the named scopes, one per rules file, and one per
 * machine (`machines/<name>` mutates the machine alone, also where a named scope adds its rules).
 */
export function scopeNames() {
  const machineNames = readdirSync('machines', { recursive: true })
    .map((path) => basename(String(path)))
    .filter((file) => file.endsWith('.machine.ts'))
    .map((file) => file.slice(0, -'.machine.ts'.length))
    .sort();
  return {
    named: Object.keys(scopes),
    rules: Object.keys(rulesPaths).map((file) => `rules/${file}`),
    machines: machineNames,
  };
}

/** The files a scope mutates and the machines whose paths run; throws for a name that is no scope. */
export function resolveScope(name) {
  const found = scopeOf(name);
  if (!found)
    throw new Error(
      `No mutation scope «${name}»: the scopes are ${Object.keys(scopes).join(', ')}, rules/<file> of src/domain/rules, or a machine's name (machines/<name> for the machine alone); npm run mutation -- --help lists them.`,
    );
  return found;
}

const scopeName = process.env.MUTATION_SCOPE || 'discard';
const scope = resolveScope(scopeName);
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
  htmlReporter: { fileName: `reports/mutation/${scopeName}.html` },
  jsonReporter: { fileName: `reports/mutation/${scopeName}.json` },
  incrementalFile: `reports/mutation/${scopeName}.incremental.json`,
  // Stryker rewrites the sandbox's tsconfig with the TypeScript JavaScript API, which TypeScript 7 (the
  // native compiler) no longer has; nothing needs rewriting (the sandbox sits two folders down and
  // tsconfig.json names no file outside it), so point it at a file that does not exist.
  tsconfigFile: 'tsconfig.not-rewritten.json',
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  ignorePatterns: ['.data', 'dist', 'reports', 'test-results', 'playwright-report', 'test/e2e', 'docs'],
  thresholds: { high: 80, low: 60, break: null },
};
