import type { PathTestConfig } from '../support/path-model';

/** Inputs that reach every state and transition of app-loading. */
export const appLoadingPaths: PathTestConfig = {
  inputs: [
    { label: 'no saved initial route', input: {} },
    {
      label: 'saved route /approvals/vacation-approval',
      input: { savedInitialRoute: '/approvals/vacation-approval' },
    },
    { label: 'saved route /contracts', input: { savedInitialRoute: '/contracts' } },
  ],
};
