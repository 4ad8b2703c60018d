// What the tests of `npm run paths` share (test/tooling/paths-script.test.ts, paths-tester.test.ts):
// the options of one call and a parser for the scripts' CSV.

import { defaultOptions, type PathsOptions } from '../../scripts/paths';

/** The default options of `npm run paths` with these changed. */
export const pathsOptions = (more: Partial<PathsOptions>): PathsOptions => ({ ...defaultOptions, ...more });

/** Parses CSV with this separator (quoted cells may hold it, quotes and line breaks; lines end in \r\n). */
export function parseCsv(text: string, separator = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else cell += character;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      row.push(cell);
      cell = '';
    } else if (character === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (character !== '\r') cell += character;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
