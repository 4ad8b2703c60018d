#!/usr/bin/env node
// Runs the benchmarks (vitest bench) and checks their means against the budgets of DESIGN.md.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
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
const budgets = { 'query over 500 employees': 1, 'query over 10000 employees': 10 };
const report = JSON.parse(readFileSync(output, 'utf8'));
const results = report.files.flatMap((file) => file.groups.flatMap((group) => group.benchmarks));
let failed = false;
for (const [name, budget] of Object.entries(budgets)) {
  const result = results.find((r) => r.name === name);
  if (!result) {
    console.error(`bench: no result for "${name}"`);
    failed = true;
    continue;
  }
  const ok = result.mean <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}: mean ${result.mean.toFixed(4)} ms (budget ${budget} ms)`);
}
// The requests board in Chromium: 500 requests render and filter without a long task (its own script).
try {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/tsx/dist/cli.mjs'), 'test/bench/board-long-tasks.ts'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
} catch {
  failed = true;
}
process.exit(failed ? 1 : 0);
