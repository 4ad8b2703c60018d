// The employee search's adapter: call 7 (page 1, then the rest streamed page by page) through the shared
// query cache, kept per unit (src/api/employee-pages.ts); choosing an employee selects them in the
// session and goes home.
import { employeeSearchMachine } from '@machines/employees/employee-search.machine';
import { firstEmployees, followEmployees } from '@src/api/employee-pages';
import { useActorRef } from '@xstate/react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { type SessionSelection, type SessionServices, useApi, useSelection } from '../../session/app-session';
import { afterNextPaint } from '../after-paint';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

interface Deps {
  services: SessionServices;
  selection: SessionSelection;
  navigate: NavigateFunction;
}

/** The employee-search machine with its real actors and actions. */
function provideEmployeeSearch(deps: () => Deps) {
  return employeeSearchMachine.provide({
    actors: {
      fetchFirstPage: fromCall(async ({ signal }) => {
        const { services, selection } = deps();
        const list = services.queries.employees(selection.selectedClient?.id ?? '');
        // A list not read yet is asked for once the screen has been painted (after-paint.ts).
        if (services.queryClient.getQueryData(list.queryKey) === undefined) await afterNextPaint(signal);
        return firstEmployees(services.queryClient, list, signal);
      }),
      fetchRemainingPages: fromCall(({ input, signal }) => {
        const { services, selection } = deps();
        const list = services.queries.employees(selection.selectedClient?.id ?? '');
        return followEmployees(services.queryClient, list, input.tell, signal);
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
