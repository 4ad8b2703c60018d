import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseEmployee } from '@src/domain/entities';
import { describe, expect, test } from 'vitest';
import { z as zod } from 'zod';

const root = resolve(import.meta.dirname, '../..');
function* sources(folder: string): Generator<string> {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

describe('zod under the Content-Security-Policy (issue 17)', () => {
  test('parses jitless: no `new Function` probe, which the CSP reports as a violation on every page', () => {
    expect(parseEmployee({ employeeId: 'E1' }).employeeId).toBe('E1');
    expect(zod.config().jitless).toBe(true);
  });

  test("the app's code imports zod only through src/domain/zod.ts", () => {
    const direct = ['src', 'src-ui', 'machines']
      .flatMap((folder) => [...sources(join(root, folder))])
      .filter((path) => /from 'zod(\/[^']*)?'/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(root, path));
    expect(direct).toEqual(['src/domain/zod.ts']);
  });
});
