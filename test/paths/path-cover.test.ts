// The default path set covers what every path covers, with far fewer paths; the stored paths read back
// as the ones generated.
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { assign, setup } from 'xstate';
import { selectCover, sequenceKey, walkedCoverage, walkKey } from '../support/path-cover';
import {
  generatePaths,
  guardCoverage,
  type MachinePath,
  type PathTestConfig,
  replayPath,
  storedSteps,
  stripLabel,
} from '../support/path-model';
import { pathSet } from '../support/path-set';
import { pathConfigs } from './configs';

/** A form with a limit, two independent toggles and a guarded send: many paths, few things to see. */
const form = setup({
  types: {
    context: {} as { days: number; a: boolean; b: boolean },
    events: {} as
      | { type: 'SET_DAYS'; days: number }
      | { type: 'TOGGLE_A' }
      | { type: 'TOGGLE_B' }
      | { type: 'SEND' },
  },
  guards: {
    withinLimit: ({ context }) => context.days > 0 && context.days <= 15,
  },
}).createMachine({
  id: 'form',
  context: { days: 0, a: false, b: false },
  type: 'parallel',
  states: {
    toggles: {
      type: 'parallel',
      states: {
        a: {
          initial: 'off',
          states: { off: { on: { TOGGLE_A: 'on' } }, on: { on: { TOGGLE_A: 'off' } } },
        },
        b: {
          initial: 'off',
          states: { off: { on: { TOGGLE_B: 'on' } }, on: { on: { TOGGLE_B: 'off' } } },
        },
      },
    },
    sending: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            SET_DAYS: { actions: assign({ days: ({ event }) => event.days }) },
            SEND: { guard: 'withinLimit', target: 'sent' },
          },
        },
        sent: {},
      },
    },
  },
});

const formConfig: PathTestConfig = {
  inputs: [{ label: 'empty form', input: undefined }],
  simplePaths: false,
  events: {
    SET_DAYS: [
      { type: 'SET_DAYS', days: 15, label: '15 días' },
      { type: 'SET_DAYS', days: 16, label: '16 días' },
      // The same payload under another name: one path, not two.
      { type: 'SET_DAYS', days: 16, label: 'dieciséis días' },
    ],
  },
};

const transitionsOf = (paths: readonly MachinePath[]) =>
  new Set(paths.flatMap((path) => [...walkedCoverage(path).transitions]));
const variantsOf = (paths: readonly MachinePath[]) =>
  new Set(
    paths.flatMap((path) =>
      // What the machine receives: a variant alike another but for its label is the same variant.
      path.steps.map((step) => JSON.stringify(stripLabel(step.event))),
    ),
  );
describe('the default path set', () => {
  const all = generatePaths(form, formConfig);
  const cover = selectCover(all);

  test('keeps a few of the paths', () => {
    expect(all.length).toBeGreaterThan(20);
    expect(cover.length).toBeLessThan(all.length / 2);
  });

  test('walks every transition, every event variant and both outcomes of every guard', () => {
    expect(transitionsOf(cover)).toEqual(transitionsOf(all));
    expect(variantsOf(cover)).toEqual(variantsOf(all));
    expect(guardCoverage(form, cover).missing).toEqual([]);
  });

  test('sees every combination of the independent regions the whole set sees', () => {
    const toggles = new Set(
      cover.flatMap((path) =>
        path.steps.map((step) => {
          const value = step.state.value as { toggles: { a: string; b: string } };
          return `${value.toggles.a}|${value.toggles.b}`;
        }),
      ),
    );
    expect([...toggles].sort()).toEqual(['off|off', 'off|on', 'on|off', 'on|on']);
  });

  test('walks events alike but for their labels once', () => {
    const keys = cover.map((path) => sequenceKey(path));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('always keeps a pinned path, and refuses a pinned path no longer generated', () => {
    const outside = all.find((path) => !cover.includes(path));
    expect(outside).toBeDefined();
    if (!outside) return;
    expect(selectCover(all, [outside.id]).map((path) => path.id)).toContain(outside.id);
    expect(() => selectCover(all, ['R-00000000'])).toThrow(/R-00000000/);
  });
});

describe('stored paths', () => {
  test('replay as the paths generated: same id, words, states and transitions', () => {
    for (const path of generatePaths(form, formConfig)) {
      const again = replayPath(form, formConfig, path.input, storedSteps(form, path));
      expect(again.id).toBe(path.id);
      expect(again.description).toBe(path.description);
      expect(again.steps.map((step) => step.state.value)).toEqual(path.steps.map((step) => step.state.value));
      expect([...walkedCoverage(again).transitions]).toEqual([...walkedCoverage(path).transitions]);
    }
  });

  test('the default and the rest of a registered machine are every path, once', () => {
    const entry = registry.find((candidate) => candidate.name === 'discard');
    const config = pathConfigs.discard;
    expect(entry && config).toBeTruthy();
    if (!entry || !config) return;
    const ids = (paths: readonly MachinePath[]) => paths.map((path) => path.id);
    const chosen = ids(pathSet(entry.name, entry.machine, config, 'default'));
    const rest = ids(pathSet(entry.name, entry.machine, config, 'rest'));
    expect(chosen.filter((id) => rest.includes(id))).toEqual([]);
    const generated = generatePaths(entry.machine, config);
    const walks = (paths: readonly MachinePath[]) => paths.map((path) => walkKey(path));
    const restWalks = walks(pathSet(entry.name, entry.machine, config, 'rest'));
    const chosenWalks = walks(pathSet(entry.name, entry.machine, config, 'default'));
    // The rest walks each sequence of events and states once, and none the default set walks already
    // (its inputs each walk their own cover); together they walk every one generated.
    expect(new Set(restWalks).size).toBe(restWalks.length);
    expect(restWalks.filter((walk) => chosenWalks.includes(walk))).toEqual([]);
    expect(new Set([...chosenWalks, ...restWalks])).toEqual(new Set(walks(generated)));
    expect(chosen.length).toBeLessThan(generated.length / 10);
  });
});
