import type { PathTestConfig } from '../support/path-model';

/** Inputs that reach every state and transition of the inactivity limit. */
export const inactivityPaths: PathTestConfig = {
  inputs: [{ label: '15 minutes, warning 1 minute before', input: { idleMs: 900_000, warningMs: 60_000 } }],
};
