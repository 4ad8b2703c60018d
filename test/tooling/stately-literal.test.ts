// Every machine file must stay importable into Stately Studio ("Import from code").
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { statelyProblems } from '../support/stately-literal';

const root = resolve(import.meta.dirname, '../..');

function machineFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return machineFiles(path);
    return name.endsWith('.machine.ts') ? [path] : [];
  });
}

describe('machine files Stately Studio can import', () => {
  const files = machineFiles(join(root, 'machines'));

  test('there are machine files to check', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  for (const file of files) {
    const name = relative(root, file);
    test(`${name} holds one setup(...).createMachine({...}) with a static literal`, () => {
      expect(statelyProblems(name, readFileSync(file, 'utf8'))).toEqual([]);
    });
  }
});

// Issue 18: a machine file holds the chart (types, setup's named guards, actions, actors, delays and the
// literal); rules and helpers live in src/domain/rules, where views and services use the same ones.

describe('machine files hold no rules of their own', () => {
  for (const file of machineFiles(join(root, 'machines'))) {
    const name = relative(root, file);
    test(`${name} declares no top-level function`, () => {
      const declared = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /^(export )?(async )?function\s|^(export )?const \w+ = (async )?\(/.test(line));
      expect(declared).toEqual([]);
    });
    test(`${name} reads no event or output through a cast`, () => {
      const casts = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => /\((event|output|context) as /.test(line));
      expect(casts).toEqual([]);
    });
  }
});

describe('the Stately literal check', () => {
  const good = [
    "import { setup } from 'xstate';",
    'export const m = setup({ delays: { wait: 10 } }).createMachine({',
    "  id: 'm',",
    "  initial: 'a',",
    '  context: ({ input }) => ({ ...input }),',
    '  states: {',
    "    a: { after: { wait: { target: 'b', guard: { type: 'ok', params: { n: -1 } } } } },",
    "    b: { type: 'final', entry: [{ type: 'say', params: ({ context }) => ({ text: 'x' }) }] },",
    '  },',
    '});',
  ].join('\n');

  test('accepts a static literal with inline functions', () => {
    expect(statelyProblems('good.machine.ts', good)).toEqual([]);
  });

  test('refuses a spread in the config', () => {
    const source = good.replace("  id: 'm',", "  id: 'm',\n  ...shared,");
    expect(statelyProblems('bad.machine.ts', source)).toEqual([
      expect.stringContaining('spreads config into the machine literal'),
    ]);
  });

  test('refuses config built by a function', () => {
    const source = good.replace("    b: { type: 'final'", "    b: makeState(), c: { type: 'final'");
    expect(statelyProblems('bad.machine.ts', source)).toEqual([
      expect.stringContaining('builds config with a function call'),
    ]);
  });

  test('refuses config taken from a variable or a computed key', () => {
    const source = good.replace("  initial: 'a',", "  initial: first,\n  [key]: 'x',");
    const problems = statelyProblems('bad.machine.ts', source);
    expect(problems).toEqual([
      expect.stringContaining('is not a static value'),
      expect.stringContaining('uses a computed key'),
    ]);
  });

  test('refuses a createMachine without setup and a second machine', () => {
    const source = `${good}\nexport const n = createMachine({});\nexport const o = setup({}).createMachine({});`;
    const problems = statelyProblems('bad.machine.ts', source);
    expect(problems).toContainEqual(expect.stringContaining('createMachine must be called on setup(...)'));
    expect(problems).toContainEqual(expect.stringContaining('expected exactly one'));
  });

  test('refuses a config that is not an object literal', () => {
    const source = "import { setup } from 'xstate';\nexport const m = setup({}).createMachine(config);\n";
    expect(statelyProblems('bad.machine.ts', source)).toEqual([
      expect.stringContaining('createMachine() takes one object literal'),
    ]);
  });

  test('refuses indentation other than 2 spaces', () => {
    expect(statelyProblems('bad.machine.ts', good.replace("  id: 'm',", "   id: 'm',"))).toEqual([
      'bad.machine.ts:3 is not indented by a multiple of 2 spaces',
    ]);
    expect(statelyProblems('bad.machine.ts', good.replace("  id: 'm',", "\tid: 'm',"))).toEqual([
      'bad.machine.ts:3 indents with a tab',
    ]);
  });
});
