#!/usr/bin/env node
// Runs the benchmarks and checks them against the budgets of DESIGN.md and docs/performance.md. One entry per bench
// below; each fails on its own and the script fails when one did.
//   npm run bench                 every bench
//   npm run bench -- lighthouse   only the benches whose name contains the words given (or is one of them)
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/** A TypeScript bench file run with tsx: it prints its figures and exits 1 when over budget. */
const tsxBench = (file) => () =>
  spawnSync(process.execPath, [join(root, 'node_modules/tsx/dist/cli.mjs'), file], {
    cwd: root,
    stdio: 'inherit',
  }).status === 0;

/** Employee search (vitest bench): 500 employees < 1 ms per query, 10,000 and 20,000 < 10 ms. */
function employeeSearch() {
  const output = join(root, 'test-results', 'bench.json');
  rmSync(output, { force: true });
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vitest/vitest.mjs'),
      'bench',
      '--run',
      '--project',
      'node',
      `--outputJson=${output}`,
    ],
    { cwd: root, stdio: 'inherit' },
  );
  /** Budgets in milliseconds per benchmark name. */
  const budgets = {
    'query over 500 employees': 1,
    'query over 10000 employees': 10,
    'query over 20000 employees': 10,
  };
  const report = JSON.parse(readFileSync(output, 'utf8'));
  const results = report.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
  let ok = true;
  for (const [name, budget] of Object.entries(budgets)) {
    const result = results.find((r) => r.name === name);
    if (!result) {
      console.error(`bench: no result for "${name}"`);
      ok = false;
      continue;
    }
    const within = result.mean <= budget;
    ok &&= within;
    console.log(
      `${within ? 'ok  ' : 'FAIL'} ${name}: mean ${result.mean.toFixed(4)} ms (budget ${budget} ms)`,
    );
  }
  return ok;
}

/** The benches, in the order they run. */
const benches = [
  { name: 'employee search', run: employeeSearch },
  { name: 'board long tasks', run: tsxBench('test/bench/board-long-tasks.ts') },
  // Employee selection over 525, 5,000 and 20,000 employees at 150 ms per answer, in Chromium.
  { name: 'employees load', run: tsxBench('test/bench/employees-load.ts') },
  { name: 'lighthouse', run: tsxBench('test/bench/lighthouse.ts') },
  // 200 simulated staff for 60 s on PGlite, PostgreSQL and a PostgreSQL outage; the audit.
  { name: 'load', run: tsxBench('test/bench/load.ts') },
];

const wanted = process.argv.slice(2);
// A word that is a bench's whole name picks that bench only ('load' is not also 'employees load').
const chosen = benches.filter(
  (bench) =>
    wanted.length === 0 ||
    wanted.some((word) =>
      benches.some((other) => other.name === word) ? bench.name === word : bench.name.includes(word),
    ),
);
const failed = [];
for (const bench of chosen) {
  console.log(`\n== bench: ${bench.name}`);
  if (!bench.run()) failed.push(bench.name);
}
console.log(
  `\nbench: ${chosen.length - failed.length} on budget, ${failed.length} over${failed.length ? ` (${failed.join(', ')})` : ''}`,
);
process.exit(failed.length === 0 ? 0 : 1);
