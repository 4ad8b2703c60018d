// Issue 18: Spanish texts live in src/domain/texts.ts (SPEC's) or the area's `*-texts.ts`; views, routes,
// layouts and machines only refer to them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readsAsSpanish, spanishLiterals } from '../support/text-literals';

const root = resolve(import.meta.dirname, '../..');
const scanned = ['src/features', 'src/views', 'src/app', 'machines'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/(-texts|\.css)\.ts$/.test(name) ? [path] : [];
  });
}

describe('the scan', () => {
  test('finds JSX text and Spanish strings, not keys, documentation or code words', () => {
    const source = [
      "const a = { 'No Cumple': 'danger', label: 'Sin datos', description: 'Cargando la aplicación' };",
      'const b = <p title="Ver más">Hola</p>;',
      ['const c = `Días: $', '{n}`;'].join(''),
      "const d = ['busy', 'no-store', 'POST', 'xstate.done.actor.load', 'Content-Type'];",
    ].join('\n');
    expect(spanishLiterals('example.tsx', source)).toEqual([
      'example.tsx:1:43 "Sin datos"',
      'example.tsx:2:20 "Ver más"',
      'example.tsx:2:30 "Hola"',
      'example.tsx:3:11 "Días:"',
    ]);
  });

  test('reads a phrase as Spanish by its marks or its words', () => {
    expect(readsAsSpanish('Días')).toBe(true);
    expect(readsAsSpanish('Intentar de nuevo')).toBe(true);
    expect(readsAsSpanish('Retry the call')).toBe(false);
    expect(readsAsSpanish('aria-hidden')).toBe(false);
  });
});

describe('no Spanish text written in views, routes, layouts or machines', () => {
  for (const folder of scanned) {
    test(`${folder}: every text comes from a texts module`, () => {
      const found = sourceFiles(join(root, folder)).flatMap((file) =>
        spanishLiterals(relative(root, file), readFileSync(file, 'utf8')),
      );
      expect(found).toEqual([]);
    });
  }
});
