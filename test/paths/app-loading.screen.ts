import type { ScreenSpec } from '../support/screen-spec';

const waiting = { status: 'Cargando la aplicación' } as const;

/** login/loading-app: the waiting texts; no control. */
export const appLoadingScreen: ScreenSpec = {
  screen: 'Cargando la aplicación (login/loading-app)',
  controls: {},
  shows: {
    loading: [{ ...waiting, busy: true }, { text: 'Espere un momento, por favor.' }],
    toSavedRoute: [{ ...waiting, busy: false }],
    toEmployeeSelection: [{ ...waiting, busy: false }],
  },
};
