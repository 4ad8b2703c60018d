import type { PathTestConfig } from '../support/path-model';

/** Inputs that reach every state and transition of app-loading. */
export const appLoadingPaths: PathTestConfig = {
  inputs: [
    { label: 'no saved initial route', input: {} },
    {
      label: 'saved route /approvals/vacation-approval?code=150001',
      input: { savedInitialRoute: '/approvals/vacation-approval?code=150001' },
    },
    { label: 'saved route /contracts', input: { savedInitialRoute: '/contracts' } },
  ],
};
