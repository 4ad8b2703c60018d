// stryker.config.mjs (issue 26): which files a scope mutates, which machines' paths it runs (PATHS_ONLY)
// and where its report goes, for a whole scope and for a part of one.
import { execFileSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

/** The config as Stryker would read it under these variables (a fresh process: it reads them on import). */
function configFor(env: Record<string, string>) {
  const script =
    "import('./stryker.config.mjs').then(({ default: c }) => console.log(JSON.stringify({ mutate: c.mutate, paths: process.env.PATHS_ONLY, report: c.jsonReporter.fileName })))";
  const { PATHS_ONLY: _paths, MUTATION_MACHINES: _machines, MUTATION_LINES: _lines, ...rest } = process.env;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { env: { ...rest, ...env }, stdio: 'pipe' }).toString(),
  );
}

describe('the mutation scopes', () => {
  test('a named scope mutates its rules and its machine; machines/<name> the machine alone, in lines', () => {
    expect(configFor({ MUTATION_SCOPE: 'onboarding' })).toEqual({
      mutate: ['src/domain/rules/onboarding-wizard.ts', 'machines/employees/onboarding.machine.ts'],
      paths: 'onboarding',
      report: 'reports/mutation/onboarding.json',
    });
    expect(configFor({ MUTATION_SCOPE: 'machines/onboarding', MUTATION_LINES: '1-50,90-120' })).toEqual({
      mutate: [
        'machines/employees/onboarding.machine.ts:1-50',
        'machines/employees/onboarding.machine.ts:90-120',
      ],
      paths: 'onboarding',
      report: 'reports/mutation/machines/onboarding:1-50,90-120.json',
    });
  });

  test('a rules file runs the paths of the machines that use it, or only those MUTATION_MACHINES names', () => {
    expect(configFor({ MUTATION_SCOPE: 'rules/contract-decisions' }).paths).toBe(
      'contract-action,requests-board',
    );
    expect(
      configFor({ MUTATION_SCOPE: 'rules/contract-decisions', MUTATION_MACHINES: 'contract-action' }),
    ).toEqual({
      mutate: ['src/domain/rules/contract-decisions.ts'],
      paths: 'contract-action',
      report: 'reports/mutation/rules/contract-decisions@contract-action.json',
    });
  });

  test('lines need a scope of one file; an unknown scope is refused', () => {
    expect(() => configFor({ MUTATION_SCOPE: 'onboarding', MUTATION_LINES: '1-50' })).toThrow();
    expect(() => configFor({ MUTATION_SCOPE: 'nothing-of-that-name' })).toThrow();
  });
});
