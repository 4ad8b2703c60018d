// The production build drops the statecharts' descriptions (scripts/strip-descriptions.ts):
// only the written texts named `description`, never a computed one or anything else of the machine.
import { readFile } from 'node:fs/promises';
import { parseAst, transformWithOxc } from 'vite';
import { describe, expect, test } from 'vitest';
import { stripDescriptions, stripMachineDescriptions } from '../../scripts/strip-descriptions';
import viteConfig from '../../vite.config';

const strip = (code: string) => {
  const edited = stripDescriptions(code, parseAst(code) as never);
  return edited ? edited.toString() : code;
};

describe('the machines lose their descriptions in the build', () => {
  test('written descriptions go, with their comma; everything else stays', () => {
    const code = [
      'const m = createMachine({',
      "  id: 'x',",
      "  description: 'Una máquina',",
      '  states: {',
      "    a: { description: `Primero`, on: { GO: 'b' } },",
      "    b: { description: 'uno ' + 'dos' },",
      '    c: { description: computed(), type: "final" },',
      '  },',
      '});',
      "const row = { description: 'dato' };",
    ].join('\n');
    const out = strip(code);
    expect(out).not.toMatch(/Una máquina|Primero|uno |dos/);
    expect(out).toContain("id: 'x'");
    expect(out).toContain("on: { GO: 'b' }");
    expect(out).toContain('description: computed()');
    // Any object literal of a machine module: the plugin only runs on machines/*.machine.ts.
    expect(out).not.toContain("'dato'");
    expect(() => parseAst(out)).not.toThrow();
  });

  test('the build runs the plugin, on the machines only', async () => {
    const plugins = (viteConfig as { plugins?: unknown[] }).plugins?.flat() ?? [];
    expect(
      plugins.some((plugin) => (plugin as { name?: string })?.name === stripMachineDescriptions().name),
    ).toBe(true);
    const hook = stripMachineDescriptions().transform as (
      this: { parse: typeof parseAst },
      code: string,
      id: string,
    ) => { code: string } | null;
    const code = "export const m = { description: 'Una máquina', id: 'm' };";
    const stripped = hook.call({ parse: parseAst }, code, `${process.cwd()}/machines/x/x.machine.ts`);
    expect(stripped?.code).not.toContain('Una máquina');
    expect(hook.call({ parse: parseAst }, code, `${process.cwd()}/src/features/x.ts`)).toBeNull();
  });

  test('a real machine still parses and keeps its states without any description', async () => {
    const code = await readFile('machines/approvals/vacation-approval.machine.ts', 'utf8');
    const { code: js } = await transformWithOxc(code, 'vacation-approval.machine.ts', { lang: 'ts' });
    const out = strip(js);
    expect(js).toMatch(/description:/);
    expect(out).not.toMatch(/description:\s*["'`]/);
    expect(out).toContain('checkingAddress');
    expect(() => parseAst(out)).not.toThrow();
  });
});
