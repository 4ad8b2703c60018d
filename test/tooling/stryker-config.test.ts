// stryker.config.mjs and its launcher (scripts/mutation.ts): which files a scope mutates, which machines'
// paths it runs (PATHS_ONLY) and where its report goes; every scope names files and machines that exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, test } from 'vitest';
import { launchOf } from '../../scripts/mutation';

/** What a fresh process prints (the config reads MUTATION_SCOPE and sets PATHS_ONLY as it loads). */
function fromConfig(env: Record<string, string>, print: string) {
  const script = `import('./stryker.config.mjs').then((config) => console.log(JSON.stringify(${print})))`;
  const { PATHS_ONLY: _paths, MUTATION_SCOPE: _scope, ...rest } = process.env;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { env: { ...rest, ...env }, stdio: 'pipe' }).toString(),
  );
}

const configFor = (env: Record<string, string>) =>
  fromConfig(
    env,
    '{ mutate: config.default.mutate, paths: process.env.PATHS_ONLY, report: config.default.jsonReporter.fileName }',
  );

/** Every scope's name and what it resolves to, read once. */
const every = fromConfig(
  {},
  '(() => { const names = config.scopeNames(); return { names, resolved: Object.fromEntries([...names.named, ...names.rules, ...names.machines, ...names.machines.map((name) => "machines/" + name)].map((name) => [name, config.resolveScope(name)])) }; })()',
) as {
  names: { named: string[]; rules: string[]; machines: string[] };
  resolved: Record<string, { mutate: string[]; machines: string[] }>;
};

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true }).map((name) => `${folder}/${String(name)}`);
/** The files a mutate pattern names: a path, or a `folder/**` + `/*.ext` glob. */
function filesOf(pattern: string): string[] {
  const glob = /^(.+?)\/\*\*\/\*(\.[\w.]+)$/.exec(pattern);
  if (!glob) return existsSync(pattern) ? [pattern] : [];
  const [, folder = '', ending = ''] = glob;
  return filesUnder(folder).filter((file) => file.endsWith(ending));
}
const machineNames = filesUnder('machines')
  .filter((file) => file.endsWith('.machine.ts'))
  .map((file) => basename(file, '.machine.ts'));

describe('the mutation scopes', () => {
  test('a named scope mutates its rules and its machine and runs its paths; its report is named after it', () => {
    expect(configFor({ MUTATION_SCOPE: 'onboarding' })).toEqual({
      mutate: ['src/domain/rules/onboarding-wizard.ts', 'machines/employees/onboarding.machine.ts'],
      paths: 'onboarding',
      report: 'reports/mutation/onboarding.json',
    });
    expect(configFor({}).report).toBe('reports/mutation/discard.json');
  });

  test('a rules file runs the paths of the machines that use it; machines/<name> mutates the machine alone', () => {
    expect(configFor({ MUTATION_SCOPE: 'rules/contract-decisions' })).toEqual({
      mutate: ['src/domain/rules/contract-decisions.ts'],
      paths: 'contract-action,requests-board',
      report: 'reports/mutation/rules/contract-decisions.json',
    });
    expect(every.resolved['machines/onboarding']).toEqual({
      mutate: ['machines/employees/onboarding.machine.ts'],
      machines: ['onboarding'],
    });
  });

  test('every scope mutates files that exist and runs the paths of machines that exist', () => {
    for (const [name, { mutate, machines }] of Object.entries(every.resolved)) {
      for (const pattern of mutate) expect(filesOf(pattern), `${name}: ${pattern}`).not.toEqual([]);
      for (const machine of machines) expect(machineNames, `${name}: ${machine}`).toContain(machine);
    }
  });

  test('every rules file and every machine has a scope of its own', () => {
    const rulesFiles = filesUnder('src/domain/rules')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `rules/${basename(file, '.ts')}`);
    expect([...every.names.rules].sort()).toEqual(rulesFiles.sort());
    expect([...every.names.machines].sort()).toEqual([...machineNames].sort());
    for (const machine of machineNames) expect(every.resolved[machine]?.machines).toEqual([machine]);
  });

  test('an unknown scope is refused', () => {
    expect(() => configFor({ MUTATION_SCOPE: 'nothing-of-that-name' })).toThrow(/No mutation scope/);
    expect(() => configFor({ MUTATION_SCOPE: 'rules/nothing-of-that-name' })).toThrow(/No mutation scope/);
  });
});

describe('npm run mutation', () => {
  test('takes the scope as its first argument and hands what follows to Stryker', () => {
    expect(launchOf(['rules/board', '--incremental'], {})).toEqual({
      help: false,
      scope: 'rules/board',
      strykerArgs: ['--incremental'],
    });
  });

  test('without a scope, MUTATION_SCOPE or discard', () => {
    expect(launchOf([], {}).scope).toBe('discard');
    expect(launchOf(['--incremental'], { MUTATION_SCOPE: 'inactivity' })).toEqual({
      help: false,
      scope: 'inactivity',
      strykerArgs: ['--incremental'],
    });
    expect(launchOf(['board'], { MUTATION_SCOPE: 'inactivity' }).scope).toBe('board');
  });

  test('--help asks for the list of scopes', () => {
    expect(launchOf(['--help'], {}).help).toBe(true);
    expect(launchOf(['board', '-h'], {}).help).toBe(true);
  });
});
