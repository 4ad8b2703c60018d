// The requests list's adapter (vacations, certifications): call 10 per request type through the shared
// query cache, the discard flow, toasts and navigation to the area's wizards.
import {
  type RequestsArea,
  type RequestsListNotice,
  requestsListMachine,
} from '@machines/requests/requests-list.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { fetchMessages } from '@src/domain/fetch-messages';
import { requestTypeGroups } from '@src/domain/lookups';
import { fetchErrorText, RequestTypesFailure } from '@src/domain/rules/requests-list';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import { useWindowFocused } from '../window-focus';
import { notify, provideDiscard, type RequestsNotice } from './discard';

/** The request types each list shows (call 10 filtered by each). */
const areaRequestTypes: Record<RequestsArea, readonly string[]> = {
  holidays: requestTypeGroups.vacations,
  certifications: requestTypeGroups.certifications,
};

const newestFirst = (a: HumanResourceRequest, b: HumanResourceRequest) =>
  b.humanResourceRequestDate.localeCompare(a.humanResourceRequestDate);

/**
 * The toast of the list's notice: 'Error en la solicitud' and the types that failed (SPEC §8).
 * @internal
 */
export function requestsListNoticeText({ requestTypes }: RequestsListNotice): RequestsNotice {
  return {
    appearance: 'danger',
    title: fetchMessages.requests.toastTitle,
    description: fetchErrorText(requestTypes),
  };
}

type Deps = EmployeeScope & { navigate: NavigateFunction };

/** The requests list machine with its real actors and actions. */
function provideRequestsList(deps: () => Deps) {
  return requestsListMachine.provide({
    actors: {
      fetchRequests: fromCall(async ({ input }) => {
        const { services, unit } = deps();
        const answers = await Promise.allSettled(
          // Read again each time the list opens (staleTime 0): a manager may have answered a request in
          // another session a moment ago, and this list shows its status.
          input.requestTypes.map((type) =>
            services.queryClient.fetchQuery({
              ...services.queries.requests(unit, input.employeeId, type),
              staleTime: 0,
            }),
          ),
        );
        // Every type is read on its own: the toast names the ones that failed (SPEC §8).
        const failed = input.requestTypes.filter((_, index) => answers[index]?.status === 'rejected');
        const firstFailure = answers.find((answer) => answer.status === 'rejected');
        if (firstFailure) throw new RequestTypesFailure(failed, firstFailure.reason);
        return answers
          .flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []))
          .sort(newestFirst);
      }),
      discard: provideDiscard(deps),
    },
    actions: {
      notify: (_, params) => notify(deps(), requestsListNoticeText(params)),
      goToEnjoymentWizard: () => deps().navigate('/holidays/request-enjoyment'),
      goToPaymentWizard: () => deps().navigate('/holidays/request-payment'),
      goToCertificationWizard: () => deps().navigate('/certifications/new-certification'),
    },
  });
}

/** The requests list actor of an area for the selected employee. */
export function useRequestsListActor(area: RequestsArea) {
  const scope = useEmployeeScope();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate }, provideRequestsList);
  const [now] = useState(() => new Date().toISOString());
  const actor = useActorRef(machine, {
    input: {
      area,
      employeeId: scope.employeeId,
      requestTypes: [...areaRequestTypes[area]],
      useCases: scope.person.useCases,
      now,
    },
    inspect: scope.services.inspect,
  });
  useWindowFocused(actor);
  return actor;
}
