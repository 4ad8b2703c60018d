// The request process page's adapter: the request (call 10 through the shared query cache), discard
// (call 12), the person in charge (call 15), requirement evaluations (call 16) and task executions
// (call 17) through their mutations, notices as toasts and the way back to the board.
import { type ProcessNotice, requestProcessMachine } from '@machines/requests/request-process.machine';
import { boardTexts, processNoticeTexts } from '@src/domain/texts';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { mutate } from '../../session/mutations';
import { sharedToastDuration } from '../../session/toasts';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import { useWindowFocused } from '../window-focus';
import { provideDiscard, type RequestsNotice } from './discard';

/** SPEC §9: the responsible-assigned notice lasts 5000 ms. */
const responsibleNoticeDuration = 5000;

/** The text of each notice of the process page. */
const processNotices: Record<ProcessNotice, RequestsNotice> = {
  responsibleAssigned: {
    appearance: 'success',
    title: boardTexts.responsibleAssignedTitle,
    description: boardTexts.responsibleAssignedBody,
  },
  responsibleFailed: {
    appearance: 'danger',
    title: processNoticeTexts.responsibleFailedTitle,
    description: processNoticeTexts.responsibleFailedBody,
  },
  taskDone: {
    appearance: 'success',
    title: processNoticeTexts.taskDoneTitle,
    description: processNoticeTexts.taskDoneBody,
  },
  taskFailed: {
    appearance: 'danger',
    title: processNoticeTexts.taskFailedTitle,
    description: processNoticeTexts.taskFailedBody,
  },
  requirementFailed: {
    appearance: 'danger',
    title: processNoticeTexts.requirementFailedTitle,
    description: processNoticeTexts.requirementFailedBody,
  },
};

/**
 * The toast of a process-page notice code.
 * @internal
 */
export function processNoticeText({ notice }: { notice: ProcessNotice }): RequestsNotice {
  return processNotices[notice];
}

type Deps = EmployeeScope & { navigate: NavigateFunction };

/** The process machine with its real actors and actions. */
function provideRequestProcess(deps: () => Deps) {
  return requestProcessMachine.provide({
    actors: {
      fetchRequest: fromCall(async ({ input }) => {
        const { services, unit } = deps();
        const requests = await services.queryClient.fetchQuery(
          services.queries.requests(unit, input.employeeId),
        );
        return requests.find((request) => request.humanResourceRequestId === input.requestId);
      }),
      discard: provideDiscard(deps),
      assignResponsible: fromCall(({ input, signal }) => {
        const { services, unit, employeeId } = deps();
        return mutate(services, (mutations) => mutations.assignResponsible(unit, employeeId), {
          requestId: input.requestId,
          version: input.version,
          signal,
        });
      }),
      executeTask: fromCall(({ input, signal }) => {
        const { services, unit, employeeId } = deps();
        return mutate(services, (mutations) => mutations.executeTask(unit, employeeId), { ...input, signal });
      }),
      evaluateRequirement: fromCall(({ input, signal }) => {
        const { services, unit, employeeId } = deps();
        return mutate(services, (mutations) => mutations.evaluateRequirement(unit, employeeId), {
          ...input,
          signal,
        });
      }),
    },
    actions: {
      goToBoard: () => deps().navigate('/requests'),
      // The responsible-assigned notice lasts 5000 ms (SPEC §9); the others are the shared toast.
      notify: (_, params) =>
        deps().actions.toasts.show({
          ...processNoticeText(params),
          duration: params.notice === 'responsibleAssigned' ? responsibleNoticeDuration : sharedToastDuration,
        }),
    },
  });
}

/** The process actor of one request of the selected employee. */
export function useRequestProcessActor(requestId: string) {
  const scope = useEmployeeScope();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate }, provideRequestProcess);
  const [input] = useState(() => ({
    employeeId: scope.employeeId,
    requestId,
    useCases: scope.person.useCases,
    now: new Date().toISOString(),
    account: scope.person.user.username || scope.person.user.account,
  }));
  const actor = useActorRef(machine, { input, inspect: scope.services.inspect });
  useWindowFocused(actor);
  return actor;
}
