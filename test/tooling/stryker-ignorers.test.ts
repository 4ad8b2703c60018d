// Mutation testing leaves out only what never runs in the app (test/paths/stryker-ignorers.mjs): a
// machine's written descriptions (the build removes them), setup's `types` and the placeholder
// implementations that throw 'not provided'. Everything else of a machine, and every rules file, counts.
import { readFile } from 'node:fs/promises';
import { Instrumenter } from '@stryker-mutator/instrumenter';
import { describe, expect, test } from 'vitest';
// @ts-expect-error: a plain JavaScript plugin for Stryker, without types
import { MachineDefinitionIgnorer } from '../paths/stryker-ignorers.mjs';

const quiet = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  trace() {},
  fatal() {},
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isTraceEnabled: () => false,
  isWarnEnabled: () => false,
  isErrorEnabled: () => false,
  isFatalEnabled: () => false,
};

async function mutants(name: string, content: string) {
  const result = await new Instrumenter(quiet as never).instrument([{ name, mutate: true, content }], {
    ignorers: [new MachineDefinitionIgnorer()],
    plugins: null,
    excludedMutations: [],
  } as never);
  return result.mutants.map((mutant) => ({
    line: mutant.location.start.line + 1, // Stryker counts lines from 0
    ignored: mutant.status === 'Ignored',
    reason: mutant.statusReason,
  }));
}

const machine = [
  "import { assign, fromPromise, setup } from 'xstate';", // 1
  'export const m = setup({', // 2
  "  types: { context: {} as { n: number }, tags: {} as 'busy' },", // 3
  '  actors: {', // 4
  "    load: fromPromise<number>(async () => { throw new Error('load not provided'); }),", // 5
  "    other: fromPromise<number>(async () => { throw new Error('something else'); }),", // 6
  '  },', // 7
  '  actions: {', // 8
  "    tell: () => { throw new Error('tell not provided'); },", // 9
  '    bump: assign({ n: ({ context }) => context.n + 1 }),', // 10
  '  },', // 11
  '  guards: { positive: ({ context }) => context.n > 0 },', // 12
  '}).createMachine({', // 13
  "  id: 'm',", // 14
  "  description: 'Una ' + 'máquina',", // 15
  '  context: { n: 0 },', // 16
  "  initial: 'a',", // 17
  '  states: {', // 18
  "    a: { description: `Espera`, on: { GO: { guard: 'positive', target: 'b' } } },", // 19
  "    b: { tags: ['busy'] },", // 20
  "    c: { description: 'Nada más que su descripción' },", // 21
  '  },', // 22
  '});', // 23
].join('\n');

describe('the mutants left out of the score', () => {
  test("a machine's descriptions, types and placeholders are ignored, with the reason", async () => {
    const found = await mutants('machines/x/m.machine.ts', machine);
    const ignoredLines = [...new Set(found.filter((m) => m.ignored).map((m) => m.line))].sort(
      (a, b) => a - b,
    );
    expect(ignoredLines).toEqual([3, 5, 9, 15, 19, 21]);
    expect(found.find((m) => m.line === 15)?.reason).toMatch(/strip-descriptions/);
    expect(found.find((m) => m.line === 5)?.reason).toMatch(/placeholder/);
    // The state `c` emptied is what the build makes of it.
    expect(found.find((m) => m.line === 21)?.reason).toMatch(/nothing but its description/);
  });

  test('everything else of the machine counts: a throw that is not a placeholder, actions, guards, ids, tags, targets', async () => {
    const found = await mutants('machines/x/m.machine.ts', machine);
    for (const line of [6, 10, 12, 14, 17, 19, 20])
      expect(
        found.some((m) => m.line === line && !m.ignored),
        `line ${line}`,
      ).toBe(true);
  });

  test('a rules file loses nothing, though it has description fields', async () => {
    const name = 'src/domain/rules/board.ts';
    const found = await mutants(name, await readFile(name, 'utf8'));
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter((m) => m.ignored)).toEqual([]);
  });

  test('a real machine: only the three kinds are left out', async () => {
    const name = 'machines/session/authentication.machine.ts';
    const found = await mutants(name, await readFile(name, 'utf8'));
    const reasons = found.filter((m) => m.ignored).map((m) => m.reason);
    expect(new Set(reasons.map((reason) => reason?.split(':')[0]))).toEqual(
      new Set(['A machine description', "setup's `types`", 'A placeholder implementation']),
    );
    expect(found.filter((m) => !m.ignored).length).toBeGreaterThan(90);
  });
});
