// Model-based path tests: each machine's paths run against the live machine (SimulatedClock, fake
// actors) and, where the machine drives a screen, on that screen only: the screen run makes every check
// the machine run makes, and more. A path with a step no person can carry out is walked on the screen up
// to that step, then again on the machine alone, so no step goes unchecked.
//
// Which paths: PATHS_SET=default (what `npm test` runs: a cover of everything the paths check, see
// test/support/path-cover.ts), rest (what `npm run test:full` adds: every other path) or all. The
// machines are split into groups (path-groups.ts), one test file each, so Vitest's workers share them.

import { describe, test } from 'vitest';
import { runPath } from '../support/path-runner';
import { type PathSetName, pathSet } from '../support/path-set';

// PATHS_ONLY=discard,requests-board runs only those machines' paths (`npm run mutation` narrows its
// scope with it); unset, every machine runs.
const only = process.env.PATHS_ONLY?.split(',').filter((name) => name !== '');
const set = (process.env.PATHS_SET ?? 'default') as PathSetName;
if (!['default', 'rest', 'all'].includes(set)) throw new Error(`PATHS_SET «${set}»: default, rest or all`);

/** Which share of each machine's paths a file runs: path i runs in the file whose `part` is i mod `parts`. */
export interface PathShare {
  part: number;
  parts: number;
}

/** The path tests of the group's machines (those PATHS_ONLY keeps); with `share`, that share of each. */
export async function pathSuites(group: readonly string[], share?: PathShare): Promise<void> {
  // The machines are imported here, not at the top: a chart xstate refuses (a target that no longer
  // exists) throws when its module loads, and a file that fails to load runs no test at all, which
  // StrykerJS counts as a surviving mutant. Loaded here, the throw is a failing test.
  let loaded: [typeof import('@machines/index'), typeof import('./configs'), typeof import('./views')];
  try {
    loaded = await Promise.all([import('@machines/index'), import('./configs'), import('./views')]);
  } catch (error) {
    test(`the machines of ${group.join(', ')} can be built`, () => {
      throw error;
    });
    return;
  }
  const [{ registry }, { pathConfigs }, { viewAdapters }] = loaded;
  const entries = registry.filter(
    (entry) => group.includes(entry.name) && (!only || only.includes(entry.name)),
  );
  // A file with no test at all is an error for Vitest: a group PATHS_ONLY leaves out says so, skipped.
  if (entries.length === 0) test.skip(`no machine of ${group.join(', ')} in PATHS_ONLY`, () => {});
  let suites = 0;
  for (const entry of entries) {
    const config = pathConfigs[entry.name];
    if (!config) continue; // coverage.test.ts reports the missing configuration
    let paths: ReturnType<typeof pathSet>;
    try {
      paths = pathSet(entry.name, entry.machine, config, set).filter(
        (_, index) => !share || index % share.parts === share.part,
      );
    } catch (error) {
      // A machine (or a rule it calls) that throws while its paths are built fails here, as a test: a
      // failure while the file is collected would run no test at all (and a mutant would pass unseen).
      test(`${entry.name}: its paths can be built`, () => {
        throw error;
      });
      continue;
    }
    // The default set may walk every path of a small machine: the rest then has none, and an empty suite
    // is an error for Vitest.
    if (paths.length === 0) continue;
    suites += 1;
    const view = viewAdapters[entry.name];
    const shareName = share ? ` (part ${share.part + 1} of ${share.parts})` : '';
    describe(`${entry.name} paths${view ? ' on screen' : ''}${shareName}`, () => {
      for (const path of paths) {
        test(path.description, async () => {
          const run = await runPath(entry.machine, path, view);
          if (run.screenEndedAt !== undefined) await runPath(entry.machine, path);
        });
      }
    });
  }
  if (entries.length > 0 && suites === 0) test.skip(`no path of ${group.join(', ')} in this set`, () => {});
}
