import type { ScreenSpec } from '../support/screen-spec';

const spinner = { status: 'Validando credenciales' } as const;

/** login/{user_id}/checking-credentials: a spinner while busy; no control. */
export const credentialCheckScreen: ScreenSpec = {
  screen: 'Validando credenciales (login/{user_id}/checking-credentials)',
  controls: {},
  shows: {
    fetchingUnits: [{ ...spinner, busy: true }],
    loadingSampleUnits: [{ ...spinner, busy: true }],
    settling: [{ ...spinner, busy: true }],
    userMissing: [{ ...spinner, busy: false }],
    fetchFailed: [{ ...spinner, busy: false }],
    noUnits: [{ ...spinner, busy: false }],
    oneUnit: [{ ...spinner, busy: false }],
    severalUnits: [{ ...spinner, busy: false }],
  },
};
