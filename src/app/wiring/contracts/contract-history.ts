// The contract history's adapter (with the contract action it invokes): the linking requests (call 10,
// Onboarding, through the shared query cache), call 11 recording a confirmed action through its mutation
// (with its Idempotency-Key; the requests are then read again, so the board and the lists see it), and
// a new tab for Agregar vinculación.
import { contractActionMachine } from '@machines/contracts/contract-action.machine';
import {
  type ContractHistoryInput,
  contractHistoryMachine,
} from '@machines/contracts/contract-history.machine';
import { newIdempotencyKey } from '@src/api/calls/caller';
import type { Contract } from '@src/domain/entities';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';
import { saveRequestActor } from '../requests/save-request';
import { type EmployeeScope, useEmployeeScope } from '../scope';

/** Where Agregar vinculación opens, in a new tab (SPEC §2). */
const newEmployeePath = '/employees/new-employee';

/** The request type of the linking requests the banner looks for. */
const linkingRequestType = 'Onboarding';

/** The contract-history machine (and its contract action) with their real actors and actions. */
function provideContractHistory(deps: () => EmployeeScope) {
  return contractHistoryMachine.provide({
    actors: {
      fetchLinkingRequests: fromCall(({ input: asked }) => {
        const { services, unit } = deps();
        return services.queryClient.fetchQuery(
          services.queries.requests(unit, asked.employeeId, linkingRequestType),
        );
      }),
      contractAction: contractActionMachine.provide({ actors: { saveRequest: saveRequestActor(deps) } }),
    },
    actions: {
      // Prefilled with this employee's names and ID number.
      openNewEmployeeTab: () => {
        window.open(`${newEmployeePath}?for=${encodeURIComponent(deps().employeeId)}`, '_blank', 'noopener');
      },
    },
  });
}

/** The contract history of the selected employee's loaded contracts. */
export function useContractHistoryActor(contracts: readonly Contract[]) {
  const scope = useEmployeeScope();
  const machine = useProvided(scope, provideContractHistory);
  const [input] = useState<ContractHistoryInput>(() => ({
    employeeId: scope.employeeId,
    contracts: [...contracts],
    useCases: scope.person.useCases,
    now: new Date().toISOString(),
    requester: scope.requester,
    idempotencyKeyPrefix: newIdempotencyKey(),
  }));
  return useActorRef(machine, { input, inspect: scope.services.inspect });
}
