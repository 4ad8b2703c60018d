// The employee search's adapter: call 7 (every page) through the shared query cache; choosing an
// employee selects them in the session and goes home.
import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type SessionSelection, type SessionServices, useApi, useSelection } from '../../session/app-session';
import { useProvided } from '../provided';

interface Deps {
  services: SessionServices;
  selection: SessionSelection;
  navigate: NavigateFunction;
}

/** The employee-search machine with its real actors and actions. */
export function provideEmployeeSearch(deps: () => Deps) {
  return employeeSearchMachine.provide({
    actors: {
      fetchEmployees: fromPromise(() => {
        const { services, selection } = deps();
        return services.queryClient.fetchQuery(
          services.queries.employees(selection.selectedClient?.id ?? ''),
        );
      }),
    },
    actions: {
      selectEmployee: (_, params) => deps().selection.selectEmployee(params.employee?.employeeId),
      goHome: () => deps().navigate('/'),
    },
  });
}

/** The employee search of the selected unit. */
export function useEmployeeSearchActor() {
  const services = useApi();
  const selection = useSelection();
  const navigate = useNavigate();
  const machine = useProvided({ services, selection, navigate }, provideEmployeeSearch);
  return useActorRef(machine, { inspect: services.inspect });
}
