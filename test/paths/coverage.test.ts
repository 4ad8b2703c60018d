// Every machine file is registered, every registered machine has a path test (and a view adapter when
// it drives a screen), and its paths together reach every state and every transition.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { walkedCoverage } from '../support/path-cover';
import {
  allStateNodes,
  allTransitions,
  effectEntries,
  guardCoverage,
  keptRunningNotChecked,
  matchesPattern,
  restartsNotChecked,
  statePath,
  statesReachedBy,
  transitionsNotTaken,
} from '../support/path-model';
import { missingCoverage } from '../support/path-runner';
import { pathSet } from '../support/path-set';
import { pathConfigs } from './configs';
import { groupFiles, pathGroups } from './path-groups';
import { viewAdapters } from './views';

const root = resolve(import.meta.dirname, '../..');

function machineFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return machineFiles(path);
    return name.endsWith('.machine.ts') ? [relative(root, path).split('\\').join('/')] : [];
  });
}

describe('machine registry', () => {
  test('every machines/**/*.machine.ts file is registered in machines/index.ts', () => {
    const registered = registry.map((entry) => entry.file).sort();
    expect(machineFiles(join(root, 'machines')).sort()).toEqual(registered);
  });

  test('every registered file exports the registered machine', async () => {
    for (const entry of registry) {
      const module = (await import(/* @vite-ignore */ join(root, entry.file))) as Record<string, unknown>;
      expect(Object.values(module), entry.file).toContain(entry.machine);
    }
  });

  test('names are unique kebab-case', () => {
    const names = registry.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  test('every registered machine has a path test configuration, and one only', () => {
    expect(registry.filter((entry) => !pathConfigs[entry.name]).map((entry) => entry.name)).toEqual([]);
    expect(Object.keys(pathConfigs).filter((name) => !registry.some((entry) => entry.name === name))).toEqual(
      [],
    );
  });

  test('every registered machine is in one path-test group, and one only (its paths run once)', () => {
    const grouped: string[] = Object.values(pathGroups).flat();
    expect([...grouped].sort()).toEqual(registry.map((entry) => entry.name).sort());
  });

  test('every path-test group has its file, and every file runs its group', () => {
    const files = readdirSync(join(root, 'test/paths')).filter((name) => /^paths-.+\.test\.tsx$/.test(name));
    expect(files.sort()).toEqual(
      groupFiles()
        .map(({ file }) => file)
        .sort(),
    );
    for (const { file, runs } of groupFiles())
      expect(readFileSync(join(root, `test/paths/${file}`), 'utf8')).toContain(runs);
  });

  test('every machine that drives a screen has a view adapter', () => {
    const missing = registry.filter((entry) => entry.view && !viewAdapters[entry.name]);
    expect(missing.map((entry) => entry.name)).toEqual([]);
  });

  test('no view adapter sends an event to the actor itself: only the screen does', () => {
    const adapters = readdirSync(join(root, 'test/paths')).filter((name) => name.endsWith('.view.tsx'));
    expect(adapters.length).toBeGreaterThan(0);
    const sending = adapters.filter((name) =>
      /\.send\(/.test(readFileSync(join(root, 'test/paths', name), 'utf8')),
    );
    expect(sending).toEqual([]);
  });

  test("a view adapter checks the very screen spec the scripts and diagrams read (the configuration's)", () => {
    const other = Object.entries(viewAdapters)
      .filter(([name, view]) => view.screen !== pathConfigs[name]?.screen)
      .map(([name]) => name);
    expect(other).toEqual([]);
  });
});

/** Whether a pattern of a configuration names something the machine has. */
function patternExists(machine: (typeof registry)[number]['machine'], pattern: string): boolean {
  if (pattern === '*') return true;
  const transitions = allTransitions(machine);
  const states = allStateNodes(machine).map((node) => statePath(node));
  return matchesPattern(pattern, { transitions, entered: states });
}

describe('effects and SPEC sections', () => {
  for (const entry of registry) {
    const config = pathConfigs[entry.name];
    test(`${entry.name}: every named effect of the machine is described, and no description is stale`, () => {
      const placeholders = Object.entries(entry.machine.implementations.actions as Record<string, unknown>)
        .filter(([, implementation]) => typeof implementation === 'function' && !('type' in implementation))
        .map(([name]) => name)
        .sort();
      expect(config?.effects, `${entry.name} declares no effects`).toBeDefined();
      const effects = config?.effects ?? {};
      expect(Object.keys(effects).sort()).toEqual(placeholders);
      const stale = effectEntries(effects).flatMap(([type, effect]) =>
        effect.on
          .filter((pattern) => !patternExists(entry.machine, pattern))
          .map((pattern) => `${type}: ${pattern}`),
      );
      expect(stale, 'patterns that name no state or transition').toEqual([]);
    });

    test(`${entry.name}: its SPEC-section map names only what the machine has`, () => {
      const stale = Object.keys(config?.spec ?? {}).filter(
        (pattern) => !patternExists(entry.machine, pattern),
      );
      expect(stale).toEqual([]);
    });
  }
});

// PATHS_ONLY narrows these as it narrows the paths-*.test.tsx files (`npm run mutation` runs both).
const only = process.env.PATHS_ONLY?.split(',').filter((name) => name !== '');

// What `npm test` walks (the default set) must cover all this on its own; the rest only repeats it. A
// machine's first test may generate its paths (after a change of their sources, or in a clean clone):
// the large charts take more than a minute on a busy machine.
describe('path coverage', { timeout: 10 * 60_000 }, () => {
  for (const entry of registry) {
    if (only && only.length > 0 && !only.includes(entry.name)) continue;
    const config = pathConfigs[entry.name];
    if (!config) continue; // 'every registered machine has a path test configuration' says which
    let walked: ReturnType<typeof pathSet> | undefined;
    const paths = () => {
      walked ??= pathSet(entry.name, entry.machine, config, 'default');
      return walked;
    };

    test(`${entry.name}: its paths reach every state and transition`, () => {
      const missing = missingCoverage(entry.machine, paths().map(walkedCoverage));
      console.info(
        `${entry.name}: ${paths().length} paths, states ${missing.reached.states}/${missing.total.states}, ` +
          `transitions ${missing.reached.transitions}/${missing.total.transitions}`,
      );
      expect(missing.states, 'states no path reaches').toEqual([]);
      expect(missing.transitions, 'transitions no path takes').toEqual([]);
    });

    // Only for the machines that state them: a skipped test per machine without would be noise.
    const { reaches, takes, callsAgain, keepsRunning, restarts } = config;
    if (reaches)
      test(`${entry.name}: each input reaches the states stated by hand`, () => {
        const missing = Object.entries(reaches).flatMap(([label, states]) => {
          const reached = statesReachedBy(paths(), label);
          return states.filter((state) => !reached.has(state)).map((state) => `${label}: ${state}`);
        });
        expect(missing, 'states an input must reach and no path of it does').toEqual([]);
      });

    if (takes)
      test(`${entry.name}: its paths take the transitions stated by hand`, () => {
        expect(transitionsNotTaken(paths(), takes), 'transitions no path takes').toEqual([]);
      });

    if (callsAgain)
      test(`${entry.name}: its paths take each transition stated to start a call over`, () => {
        const missing = transitionsNotTaken(paths(), Object.values(callsAgain).flat());
        expect(missing, 'transitions no path takes').toEqual([]);
      });

    if (keepsRunning)
      test(`${entry.name}: its paths take each transition stated to leave a count or a call running, while it runs`, () => {
        const missing = keptRunningNotChecked(paths(), keepsRunning);
        expect(missing, 'transitions no path takes while what they keep runs').toEqual([]);
      });

    if (restarts)
      test(`${entry.name}: a path checks each restart stated by hand`, () => {
        const missing = restartsNotChecked(paths(), restarts);
        expect(missing, 'restarts no path takes while the count runs and then waits for').toEqual([]);
      });

    test(`${entry.name}: every guard is seen both true and false`, () => {
      const guards = guardCoverage(entry.machine, paths());
      console.info(
        `${entry.name}: ${guards.guarded - guards.missing.length}/${guards.guarded} guards seen both ways`,
      );
      expect(guards.missing, `${entry.name} lacks guard-branch coverage`).toEqual([]);
    });
  }
});
