// Issue 23: the shape of src/app. A machine gets its real actors and actions only in its adapter under
// src/app/wiring; every path is in the one route table (no <Routes> below the router); no source file
// grows past 400 lines (machine files, one chart each, excepted).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

function sources(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const files = sources(join(root, 'src')).map((path) => ({
  file: relative(root, path).split('\\').join('/'),
  text: readFileSync(path, 'utf8'),
}));

const machineFiles = () =>
  sources(join(root, 'machines')).map((path) => ({
    file: relative(root, path).split('\\').join('/'),
    text: readFileSync(path, 'utf8'),
  }));

/**
 * The lines of setup()'s `guards: { … }` block (indented by 2) that name `event`: a guard reads its params,
 * and the transition writes `params: ({ event }) => …` (issue 23), so the diagram and Stately show what
 * the guard is given.
 */
function guardsReadingEvent(file: string, text: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => /^ {2}guards: \{$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^ {2}\},?$/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
    .filter((line) => /\bevent\b/.test(line.replace(/'(?:[^'\\]|\\.)*'/g, "''")))
    .map((line) => `${file}: ${line.trim()}`);
}

describe('src/app is the wiring', () => {
  test('.provide( is called only by the adapters under src/app/wiring', () => {
    const outside = files
      .filter(({ file, text }) => /\.provide\(/.test(text) && !file.startsWith('src/app/wiring/'))
      .map(({ file }) => file);
    expect(outside).toEqual([]);
  });

  test('every route is in the one table: no <Routes> below the router', () => {
    expect(files.filter(({ text }) => /<Routes[\s>]/.test(text)).map(({ file }) => file)).toEqual([]);
  });

  test('views select what they render, never the whole snapshot (the pages still to convert listed)', () => {
    const stillWhole = new Set([
      'src/features/approvals/vacation-approval-page.tsx',
      'src/features/contracts/contracts-page.tsx',
      'src/features/employees/onboarding-page.tsx',
      'src/views/requests/in-process-table.tsx',
      'src/views/requests/request-wizard-page.tsx',
    ]);
    const whole = files
      .filter(({ text }) => /useSelector\([\w.]+, \((\w+)\) => \1\)/.test(text))
      .map(({ file }) => file)
      .filter((file) => !stillWhole.has(file));
    expect(whole).toEqual([]);
  });

  test('machines emit codes and the adapters give them their texts: no machine imports a text catalogue', () => {
    const texting = machineFiles()
      .filter(({ text }) => /from '[^']*(?:\/texts|-texts|\/fetch-messages)'/.test(text))
      .map(({ file }) => file);
    expect(texting).toEqual([]);
  });

  test('machines cast nothing: outputs and events are typed by setup(), only `{} as` declares a type', () => {
    const casts = machineFiles().flatMap(({ file, text }) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
        // Prose in strings ('runs as a child') is not code.
        .map((line) => line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''"))
        .filter((line) => /[\w)\]]\s+as\s+(?!const\b)[A-Za-z_]/.test(line))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(casts).toEqual([]);
  });

  test('the guard check finds a guard that reads the event, and not one that reads params', () => {
    const source = [
      'export const m = setup({',
      '  guards: {',
      '    /** Reads the event (not allowed). */',
      "    choseStep: ({ event }, params: { step: number }) => event.type === 'GO' && event.step === params.step,",
      '    isStep: (_, params: { chosen: number; step: number }) => params.chosen === params.step,',
      '  },',
      "}).createMachine({ on: { GO: { guard: { type: 'isStep', params: ({ event }) => ({ chosen: event.step }) } } } });",
    ].join('\n');
    expect(guardsReadingEvent('m.machine.ts', source)).toEqual([
      "m.machine.ts: choseStep: ({ event }, params: { step: number }) => event.type === 'GO' && event.step === params.step,",
    ]);
  });

  test('guards read params, never the event: the transition passes what the guard needs from its event', () => {
    expect(machineFiles().flatMap(({ file, text }) => guardsReadingEvent(file, text))).toEqual([]);
  });

  test("the common words ('Cerrar', 'Cancelar', 'Reintentar') are written once, in commonTexts", () => {
    const written = files
      .filter(({ file }) => file !== 'src/domain/texts.ts')
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .filter((line) => !/^\s*(?:\/\/|\/?\*)/.test(line))
          .filter((line) => /['"`>](?:Cerrar|Cancelar|Reintentar)['"`<]/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(written).toEqual([]);
  });

  test('no source file is over 400 lines', () => {
    const long = files
      .filter(({ text }) => text.split('\n').length > 400)
      .map(({ file, text }) => `${file}: ${text.split('\n').length}`);
    expect(long).toEqual([]);
  });
});
