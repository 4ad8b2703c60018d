import type { PathTestConfig } from '../support/path-model';
import { appLoadingScreen } from './app-loading.screen';

const none = 'sin ruta inicial guardada';
const approval = 'ruta guardada /approvals/vacation-approval?code=150001';
const contracts = 'ruta guardada /contracts';
const login = 'ruta guardada /login/loading-app';

/**
 * Where each saved route must lead, by hand (SPEC §2 Login area; Decisión 0013: any page of the app, not
 * only approval routes; a login path is not one): the saved route, or employee selection.
 */
const opens: Record<string, 'savedRoute' | '/employees/select-employee'> = {
  '/approvals/vacation-approval?code=150001': 'savedRoute',
  '/contracts': 'savedRoute',
  '/login/loading-app': '/employees/select-employee',
};

/** Inputs that reach every state, transition and guard branch of app-loading. */
export const appLoadingPaths: PathTestConfig = {
  inputs: [
    { label: none, input: {} },
    {
      label: approval,
      input: { savedInitialRoute: '/approvals/vacation-approval?code=150001' },
    },
    { label: contracts, input: { savedInitialRoute: '/contracts' } },
    { label: login, input: { savedInitialRoute: '/login/loading-app' } },
  ],
  screen: appLoadingScreen,
  // SPEC §9: app loading 2 s.
  delays: { appLoading: 2000 },
  // SPEC §2 Login area, Decisión 0013: the waiting screen, then the saved page or employee selection.
  reaches: {
    [none]: ['loading', 'toEmployeeSelection'],
    [approval]: ['loading', 'toSavedRoute'],
    [contracts]: ['loading', 'toSavedRoute'],
    [login]: ['loading', 'toEmployeeSelection'],
  },
  // Both ways out come after the 2 s (a chart that left at once would still reach both states).
  takes: ['on after appLoading → toSavedRoute', 'on after appLoading → toEmployeeSelection'],
  // The tags the screen reads (hasTag), stated by hand: the spinner while the options load.
  tags: { busy: ['loading'] },
  // The app has moved on: loading-app ends there.
  stopsIn: ['toSavedRoute', 'toEmployeeSelection'],
  // What the app is told: where it went.
  ends: (input: unknown) => {
    const { savedInitialRoute } = input as { savedInitialRoute?: string };
    return {
      destination: savedInitialRoute === undefined ? '/employees/select-employee' : opens[savedInitialRoute],
    };
  },
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
  spec: {
    '*': 'REQ-LOGIN-08 (Decisión 0013): two seconds of loading, then the saved page or employee selection',
  },
};
