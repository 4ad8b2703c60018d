// The requests list of an area (vacations, certifications) with its real calls (10 and 12 through the
// shared query cache), the discard flow, toasts and navigation to the area's wizards.

import { type RequestsArea, requestsListMachine } from '@machines/requests/requests-list.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { requestTypeGroups } from '@src/domain/lookups';
import { useActorRef } from '@xstate/react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { AppSession } from '../session/app-session';
import { notifyWith, providedDiscard } from './discard';

/** The request types each list shows (call 10 filtered by each). */
export const areaRequestTypes: Record<RequestsArea, readonly string[]> = {
  holidays: requestTypeGroups.vacations,
  certifications: requestTypeGroups.certifications,
};

const newestFirst = (a: HumanResourceRequest, b: HumanResourceRequest) =>
  b.humanResourceRequestDate.localeCompare(a.humanResourceRequestDate);

/** The requests list actor of an area. */
export function useRequestsList(session: AppSession, area: RequestsArea) {
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  const notify = notifyWith(session);
  return useActorRef(
    requestsListMachine.provide({
      actors: {
        fetchRequests: fromPromise(async ({ input }) => {
          const lists = await Promise.all(
            input.requestTypes.map((type) =>
              session.queryClient.fetchQuery(session.queries.requests(unit, input.employeeId, type)),
            ),
          );
          return lists.flat().sort(newestFirst);
        }),
        discard: providedDiscard(session, unit, employeeId),
      },
      actions: {
        notify: (_, params) => notify(params),
        goToEnjoymentWizard: () => navigate('/holidays/request-enjoyment'),
        goToPaymentWizard: () => navigate('/holidays/request-payment'),
        goToCertificationWizard: () => navigate('/certifications/new-certification'),
      },
    }),
    {
      input: {
        area,
        employeeId,
        requestTypes: [...areaRequestTypes[area]],
        useCases: session.useCases,
        now: new Date().toISOString(),
      },
      inspect: session.inspect,
    },
  );
}
