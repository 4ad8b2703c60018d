// The machines of each path-test file (test/paths/paths-<group>.test.tsx): groups of about the same
// running time, so Vitest's two workers finish together. coverage.test.ts fails when a registered machine
// is in no group, or in two.
export const pathGroups = {
  // Run in jsdom: their screens open a modal over the page, and happy-dom leaves the page's controls in
  // the accessibility tree behind it (the runner then finds a covered control it must not reach).
  modals: ['contract-history', 'requests-list'],
  requests: [
    'request-process',
    'request-history',
    'discard',
    'request-wizard',
    'vacation-approval',
    'requests-board',
    'contract-action',
  ],
  people: [
    'onboarding',
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
