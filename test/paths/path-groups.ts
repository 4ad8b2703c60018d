// The machines of each path-test file (test/paths/machines-<group>.test.tsx; the board's paths in two
// halves, machines-board-1 and -2): groups of about the same running time, so Vitest's two workers finish
// together. coverage.test.ts fails when a registered machine is in no group, or in two.
export const pathGroups = {
  board: ['requests-board'],
  requests: ['request-process', 'discard', 'request-wizard', 'requests-list', 'vacation-approval'],
  people: [
    'onboarding',
    'employee-search',
    'contract-history',
    'contract-action',
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
