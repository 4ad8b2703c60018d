// Model-based path tests: every generated path of every registered machine runs against the live
// machine (SimulatedClock, fake actors) and, where the machine drives a screen, against its view.
// The machines are split into groups (test/paths/path-groups.ts), one test file each, so Vitest's
// workers share them: one file of every path took half an hour on 2 cores and held up the whole run.

import { describe, test } from 'vitest';
import { generatePaths } from '../support/path-model';
import { runPath } from '../support/path-runner';

// PATHS_ONLY=discard,requests-board runs only those machines' paths (`npm run mutation` narrows its
// scope with it); unset, every machine runs.
const only = process.env.PATHS_ONLY?.split(',').filter((name) => name !== '');

/** Which share of each machine's paths a file runs: path i runs in the file whose `part` is i mod `parts`. */
export interface PathShare {
  part: number;
  parts: number;
}

/**
 * The path tests of the group's machines (those PATHS_ONLY keeps); with `share`, only that share of each
 * machine's paths (the board's 2,932 paths run as two files of the same size).
 */
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
  for (const entry of entries) {
    const config = pathConfigs[entry.name];
    if (!config) continue; // coverage.test.ts reports the missing configuration
    let paths: ReturnType<typeof generatePaths>;
    try {
      paths = generatePaths(entry.machine, config).filter(
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
    const shareName = share ? ` (part ${share.part + 1} of ${share.parts})` : '';
    describe(`${entry.name} paths${shareName}`, () => {
      for (const path of paths) {
        test(path.description, async () => {
          await runPath(entry.machine, path);
        });
      }
    });
    const view = viewAdapters[entry.name];
    if (view) {
      describe(`${entry.name} paths on screen${shareName}`, () => {
        for (const path of paths) {
          test(path.description, async () => {
            await runPath(entry.machine, path, view);
          });
        }
      });
    }
  }
}
