// The app-loading screen's adapter: after its delay, the saved page of the app (a vacation-approval link
// opened before signing in, a new tab's page) or employee selection.
import { appLoadingMachine } from '@machines/session/app-loading.machine';
import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { clearInitialRoute, readInitialRoute } from '../../auth/initial-route';
import { useApi, useSessionUser } from '../../session/app-session';
import { useProvided } from '../provided';

/** The app-loading machine with its real actions. */
function provideAppLoading(deps: () => { navigate: NavigateFunction }) {
  return appLoadingMachine.provide({
    actions: {
      clearSavedInitialRoute: () => clearInitialRoute(),
      goToSavedRoute: (_, params) => deps().navigate(params.route, { replace: true }),
      goToEmployeeSelection: () => deps().navigate('/employees/select-employee', { replace: true }),
    },
  });
}

/** The app-loading actor. */
export function useAppLoadingActor() {
  const { inspect } = useApi();
  const { user } = useSessionUser();
  const navigate = useNavigate();
  const machine = useProvided({ navigate }, provideAppLoading);
  return useActorRef(machine, { input: { savedInitialRoute: readInitialRoute(user.sub) }, inspect });
}
