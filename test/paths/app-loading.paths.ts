import type { PathTestConfig } from '../support/path-model';
import { appLoadingScreen } from './app-loading.screen';

/** Inputs that reach every state, transition and guard branch of app-loading. */
export const appLoadingPaths: PathTestConfig = {
  inputs: [
    { label: 'sin ruta inicial guardada', input: {} },
    {
      label: 'ruta guardada /approvals/vacation-approval',
      input: { savedInitialRoute: '/approvals/vacation-approval' },
    },
    { label: 'ruta guardada /contracts', input: { savedInitialRoute: '/contracts' } },
  ],
  screen: appLoadingScreen,
  effects: {
    clearSavedInitialRoute: { says: 'Se borra la ruta inicial guardada', on: ['→ toVacationApproval'] },
    goToVacationApproval: { says: 'Se abre /approvals/vacation-approval', on: ['→ toVacationApproval'] },
    goToEmployeeSelection: { says: 'Se abre /employees/select-employee', on: ['→ toEmployeeSelection'] },
  },
  spec: { '*': '§2 Login area: loading-app' },
};
