// The check that a machine file stays importable into Stately Studio ("Import from code"); the architecture
// checker (scripts/architecture.ts, rule `stately-literal`) runs it over every machine file.
import { describe, expect, test } from 'vitest';
import { statelyProblems } from '../support/stately-literal';

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
