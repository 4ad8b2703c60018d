// The machines of each path-test file (test/paths/paths-<group>.test.tsx): groups of about as many path
// steps in the rest set (`npm run test:full`, where a group holding a third of the steps ran alone for
// most of the phase), so Vitest's two workers share them in either set. coverage.test.ts fails when a
// registered machine is in no group, or in two, and when a group has no file.
export const pathGroups = {
  // Run in jsdom: their screens open a modal over the page, and happy-dom leaves the page's controls in
  // the accessibility tree behind it (the runner then finds a covered control it must not reach).
  modals: ['contract-history', 'requests-list'],
  board: ['requests-board', 'request-history'],
  discard: ['discard', 'vacation-approval', 'contract-action'],
  wizard: ['request-wizard'],
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
