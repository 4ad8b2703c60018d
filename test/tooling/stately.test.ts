// What the Stately import keeps of each machine file, measured with @xstate/machine-extractor.
// Every registered machine file must come out with all its transitions and guards; what it drops
// (computed parameters, `reenter`) is listed in docs/flows/README.md by `npm run charts`.
import { resolve } from 'node:path';
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { extractConfigs, extractedTransitions, measureStately } from '../../scripts/flows-stately';

const root = resolve(import.meta.dirname, '../..');

describe('the Stately import of every machine file (@xstate/machine-extractor)', () => {
  for (const entry of registry) {
    test(`${entry.name}: every transition and guard is extracted`, () => {
      const measure = measureStately(entry, root);
      expect(measure.extracted).toBe(measure.transitions);
      expect(measure.guardsKept).toBe(measure.guarded);
    });
  }

  test('reenter is dropped (the extractor knows xstate 4), computed parameters are counted', () => {
    const inactivity = registry.find((entry) => entry.name === 'inactivity');
    if (!inactivity) throw new Error('inactivity is registered');
    expect(measureStately(inactivity, root)).toMatchObject({ reenter: 2, reenterKept: 0 });
    const portal = registry.find((entry) => entry.name === 'portal');
    if (!portal) throw new Error('portal is registered');
    expect(measureStately(portal, root).dynamicParams).toBeGreaterThan(0);
  });

  test('a transition the extractor cannot read is missing from its count', () => {
    const literal = `import { createMachine } from 'xstate';
      export const m = createMachine({ id: 'm', initial: 'a', states: { a: { on: { GO: 'b', BACK: { target: 'a' } } }, b: {} } });`;
    const spread = `import { createMachine } from 'xstate';
      const back = () => ({ target: 'a' });
      export const m = createMachine({ id: 'm', initial: 'a', states: { a: { on: { GO: 'b', BACK: back() } }, b: {} } });`;
    const [whole] = extractConfigs(literal);
    const [partial] = extractConfigs(spread);
    expect(whole && extractedTransitions(whole).length).toBe(2);
    expect(partial ? extractedTransitions(partial).length : 0).toBeLessThan(2);
  });
});
