// The machines of each path-test file (test/paths/paths-<group>.test.tsx): groups of about as many path
// steps in the rest set (`npm run test:full`, where a group holding a third of the steps ran alone for
// most of the phase), so Vitest's two workers share them in either set. A group too long for one file
// is shared among `groupParts` files (paths-<group>-<n>.test.tsx), each walking every n-th path.
// coverage.test.ts fails when a registered machine is in no group, or in two, and when a file is missing.
export const pathGroups = {
  // Run in jsdom: their screens open a modal over the page, and happy-dom leaves the page's controls in
  // the accessibility tree behind it (the runner then finds a covered control it must not reach).
  modals: ['contract-history', 'requests-list'],
  // A thousand paths of one input (its independent filters, pins and keyword), the longest on screen.
  board: ['requests-board'],
  discard: ['discard', 'vacation-approval', 'contract-action'],
  wizard: ['request-wizard', 'request-history', 'team-absences'],
  process: ['request-process'],
  onboarding: ['onboarding'],
  people: [
    'employee-search',
    'selected-employee',
    'portal',
    'staff-session',
    'authentication',
    'credential-check',
    'app-loading',
    'success-flag',
    'business-unit-choice',
    'inactivity',
  ],
} as const satisfies Record<string, readonly string[]>;

/** Groups shared among several files, and how many. */
const groupParts: Partial<Record<keyof typeof pathGroups, number>> = { board: 2 };

/** The file names of the path tests, with the line each must hold to run its group (or share). */
export function groupFiles(): Array<{ file: string; runs: string }> {
  return Object.keys(pathGroups).flatMap((group) => {
    const parts = groupParts[group as keyof typeof pathGroups] ?? 1;
    if (parts === 1)
      return [{ file: `paths-${group}.test.tsx`, runs: `await pathSuites(pathGroups.${group});` }];
    return Array.from({ length: parts }, (_, part) => ({
      file: `paths-${group}-${part + 1}.test.tsx`,
      runs: `await pathSuites(pathGroups.${group}, { part: ${part}, parts: ${parts} });`,
    }));
  });
}
