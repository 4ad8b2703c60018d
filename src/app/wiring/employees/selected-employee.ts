// The selected-employee machine's adapter: call 8 through the shared query cache and call 9, both for
// the unit the scope was started for.
import { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { useActorRef } from '@xstate/react';
import { type SessionServices, useApi } from '../../session/app-session';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

interface Deps {
  services: SessionServices;
  businessUnit: string;
}

/** The selected-employee machine with its real actors. */
function provideSelectedEmployee(deps: () => Deps) {
  return selectedEmployeeMachine.provide({
    actors: {
      fetchEmployee: fromCall(({ input }) => {
        const { services, businessUnit } = deps();
        return services.queryClient.fetchQuery(services.queries.employee(businessUnit, input.employeeId));
      }),
      fetchPendingDays: fromCall(({ input, signal }) => {
        const { services, businessUnit } = deps();
        return services.api.getPendingDays({ employeeId: input.employeeId, businessUnit, signal });
      }),
    },
  });
}

/** The selected-employee actor of `employeeId` in `businessUnit`. */
export function useSelectedEmployeeMachine(employeeId: string, businessUnit: string) {
  const services = useApi();
  const machine = useProvided({ services, businessUnit }, provideSelectedEmployee);
  return useActorRef(machine, { input: { employeeId }, inspect: services.inspect });
}
