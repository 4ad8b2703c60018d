// Issue 18: the unit tests of src/domain mirror its tree, one file per module. `src/domain/<module>.ts` is
// tested in `test/domain/<module>.test.ts` and `src/domain/rules/<module>.ts` in
// `test/domain/rules/<module>.test.ts`, so a rule's tests are found by its file name, and a test file
// names the module it tests. Every rule module has its tests.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

/** The files under a folder, as paths relative to it with '/' separators. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path).map((inner) => `${name}/${inner}`);
    return [name];
  });
}

/** Test files (relative to test/domain) that name no module (relative to src/domain). */
function testsWithoutModule(testFiles: readonly string[], modules: readonly string[]): string[] {
  const known = new Set(modules);
  return testFiles.filter((file) => !known.has(file.replace(/\.test\.ts$/, '.ts')));
}

/** Rule modules (relative to src/domain) without their test file (relative to test/domain). */
function rulesWithoutTests(modules: readonly string[], testFiles: readonly string[]): string[] {
  const tested = new Set(testFiles);
  return modules
    .filter((module) => /^rules\/[^/]+\.ts$/.test(module))
    .filter((module) => !tested.has(module.replace(/\.ts$/, '.test.ts')));
}

describe('the checks of the domain tests layout', () => {
  test('a test file must be named after a module of the same path', () => {
    expect(
      testsWithoutModule(
        ['format.test.ts', 'rules/board.test.ts', 'board.test.ts', 'rules.test.ts'],
        ['format.ts', 'rules/board.ts'],
      ),
    ).toEqual(['board.test.ts', 'rules.test.ts']);
  });

  test('a rule module must have its test file under test/domain/rules', () => {
    expect(
      rulesWithoutTests(
        ['format.ts', 'rules/board.ts', 'rules/portal.ts'],
        ['board.test.ts', 'rules/portal.test.ts'],
      ),
    ).toEqual(['rules/board.ts']);
  });
});

describe('test/domain mirrors src/domain', () => {
  const modules = filesUnder(join(root, 'src/domain')).filter((file) => /\.ts$/.test(file));
  const testFiles = filesUnder(join(root, 'test/domain'));

  test('there are modules and test files to check', () => {
    expect(modules.length).toBeGreaterThan(0);
    expect(testFiles.length).toBeGreaterThan(0);
  });

  test('every file under test/domain is a <module>.test.ts of a module under src/domain', () => {
    const misnamed = testFiles.filter((file) => !file.endsWith('.test.ts'));
    expect(
      [...misnamed, ...testsWithoutModule(testFiles, modules)].map((file) => `test/domain/${file}`),
    ).toEqual([]);
  });

  test('every module under src/domain/rules has its test file under test/domain/rules', () => {
    expect(rulesWithoutTests(modules, testFiles).map((file) => `src/domain/${file}`)).toEqual([]);
  });
});
