// Issue 18: one name per concept. `holidays` names the area and its route (SPEC's /holidays, DESIGN.md's
// src/features/holidays) and the screen's texts (`holidayTexts`); the business concept is `vacation`
// everywhere else: entities, rules, services calls, shared views and machines.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const conceptFolders = ['src/domain', 'src/api', 'src/views', 'machines', 'stack/services'];
/** Where `holiday` may appear: the route, the area's name, its screen's texts and its view file. */
const areaUses =
  /'\/holidays[^']*'|holidayTexts|'holidays'|src\/features\/holidays\/holidays-page\.tsx|\(\/holidays\)|^\s*(\*|\/\/).*\/holidays/;

function files(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Lines that call the concept a holiday. */
function holidayNames(file: string, source: string): string[] {
  return source
    .split('\n')
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => /holiday/i.test(line.replace(new RegExp(areaUses.source, 'g'), '')))
    .map(({ line, index }) => `${file}:${index + 1} ${line.trim()}`);
}

describe('holidays is the area, vacation the concept', () => {
  test('the check finds the concept called a holiday', () => {
    expect(holidayNames('x.ts', "export interface HolidayRequest {}\nconst path = '/holidays';")).toEqual([
      'x.ts:1 export interface HolidayRequest {}',
    ]);
  });

  for (const folder of conceptFolders) {
    test(`${folder} says vacation for the concept`, () => {
      const found = files(join(root, folder)).flatMap((file) =>
        holidayNames(relative(root, file), readFileSync(file, 'utf8')),
      );
      expect(found).toEqual([]);
    });
  }
});
