import type { PathTestConfig } from '../support/path-model';
import { appLoadingScreen } from './app-loading.screen';

/** Inputs that reach every state, transition and guard branch of app-loading. */
export const appLoadingPaths: PathTestConfig = {
  inputs: [
    { label: 'sin ruta inicial guardada', input: {} },
    {
      label: 'ruta guardada /approvals/vacation-approval?code=150001',
      input: { savedInitialRoute: '/approvals/vacation-approval?code=150001' },
    },
    { label: 'ruta guardada /contracts', input: { savedInitialRoute: '/contracts' } },
    { label: 'ruta guardada /login/loading-app', input: { savedInitialRoute: '/login/loading-app' } },
  ],
  screen: appLoadingScreen,
  effects: {
    clearSavedInitialRoute: {
      says: 'Se borra la ruta inicial guardada',
      on: ['→ toSavedRoute'],
    },
    goToSavedRoute: {
      says: (params: { route: string }) => `Se abre ${params.route}`,
      on: ['→ toSavedRoute'],
      params: (snapshot) => ({
        route: (snapshot.context as { savedInitialRoute: string }).savedInitialRoute,
      }),
    },
    goToEmployeeSelection: { says: 'Se abre /employees/select-employee', on: ['→ toEmployeeSelection'] },
  },
  spec: { '*': '§2 Login area: loading-app' },
};
