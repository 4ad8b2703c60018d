// The vacation approval's adapter: the request of the address's `code` (call 10 by number) and its
// employee (call 8), both through the shared query cache, and the answer (call 14) through its
// mutation, which reads the request and the employee's requests again so the vacations table and the
// request itself show the new status.
import {
  type ApprovalEmployee,
  type VacationApprovalInput,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import { ApiError } from '@src/api/http-client';
import type { Employee } from '@src/domain/entities';
import { useActorRef } from '@xstate/react';
import { type SessionServices, useApi, useSelection } from '../../session/app-session';
import { mutate } from '../../session/mutations';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

/** The employee as the approval screen shows them. */
function approvalEmployeeOf(employee: Employee): ApprovalEmployee {
  return {
    employeeId: employee.employeeId,
    name: [employee.names, employee.surnames].filter((part) => part.trim() !== '').join(' '),
    identificationDocumentNumber: employee.identificationDocumentNumber,
  };
}

interface Deps {
  services: SessionServices;
  unit: string;
}

/** Call 8 of the request's employee; one that does not exist (204) is shown by its id only. */
async function employeeOf({ services, unit }: Deps, employeeId: string) {
  if (employeeId === '') return undefined;
  try {
    return approvalEmployeeOf(
      await services.queryClient.fetchQuery(services.queries.employee(unit, employeeId)),
    );
  } catch (error) {
    if (error instanceof ApiError && error.status === 204) return undefined;
    throw error;
  }
}

/** The approval machine with its real actors. */
function provideVacationApproval(deps: () => Deps) {
  return vacationApprovalMachine.provide({
    actors: {
      loadApproval: fromCall(async ({ input: asked }) => {
        const { services, unit } = deps();
        const request =
          (await services.queryClient.fetchQuery(
            services.queries.requestByNumber(unit, asked.requestNumber),
          )) ?? undefined;
        const employee = request ? await employeeOf(deps(), request.employeeId) : undefined;
        return { request, employee };
      }),
      sendAnswer: fromCall(({ input: sent, signal }) => {
        const { services, unit } = deps();
        return mutate(services, (mutations) => mutations.answerVacationRequest(unit), {
          requestId: sent.requestId,
          version: sent.version,
          answer: sent.answer,
          idempotencyKey: sent.idempotencyKey,
          signal,
        });
      }),
    },
  });
}

/** The approval actor of one address (`input` read once). */
export function useVacationApprovalActor(input: VacationApprovalInput) {
  const services = useApi();
  const { selectedClient } = useSelection();
  const machine = useProvided({ services, unit: selectedClient?.id ?? '' }, provideVacationApproval);
  return useActorRef(machine, { input, inspect: services.inspect });
}
