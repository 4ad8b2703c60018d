// Issue 18: no view holds a rule the domain already has. The "more than one" rules (contract selector,
// unit switcher, a heading per contract) are written once in src/domain/rules; a view that compares a
// list's length with 1 is writing one of them again.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const againstOne = /\.length\s*(>|<=|===|!==|<|>=)\s*[12]\b/;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx$/.test(name) ? [path] : [];
  });
}

describe('views leave the "more than one" rules to the domain', () => {
  test('the check sees a length compared with one', () => {
    expect(againstOne.test('{units.length > 1 && <Switcher />}')).toBe(true);
    expect(againstOne.test('{rows.length > 0 && <Table />}')).toBe(false);
  });

  for (const folder of ['src/features', 'src/views', 'src/app']) {
    test(`${folder} compares no list length with one`, () => {
      const found = files(join(root, folder)).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) => (againstOne.test(line) ? [`${relative(root, file)}:${index + 1}`] : [])),
      );
      expect(found).toEqual([]);
    });
  }
});
