// /requests/*: the requests board. Builds the board actor with its real implementations: call 10 for the
// selected employee through the shared query cache, the orientation kept in local storage, and the
// navigation to an onboarding request's process page (its column in the navigation state).

import { requestProcessMachine } from '@machines/requests/request-process.machine';
import { requestsBoardMachine } from '@machines/requests/requests-board.machine';
import type { BoardColumn } from '@src/domain/rules/board';
import { boardTexts } from '@src/domain/texts';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RequestProcessPage } from '@src/features/requests/request-process-page';
import { processPagePath, RequestsBoardPage } from '@src/features/requests/requests-board-page';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { type AppSession, useAppSession } from '../session/app-session';
import { mutate } from '../session/mutations';
import { sharedToastDuration } from '../session/toasts';
import { loadBoardOrientation, saveBoardOrientation } from '../storage/board-orientation';
import { providedDiscard } from '../wiring/discard';

/** SPEC §9: the responsible-assigned notice lasts 5000 ms. */
export const responsibleNoticeDuration = 5000;

/** Navigation state the process page receives from the board. */
export interface ProcessPageState {
  column?: BoardColumn;
}

/** The board actor of the selected employee with its real calls, storage and navigation. */
export function useRequestsBoard(session: AppSession) {
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  return useActorRef(
    requestsBoardMachine.provide({
      actors: {
        fetchRequests: fromPromise(async ({ input }) =>
          session.queryClient.fetchQuery(session.queries.requests(unit, input.employeeId)),
        ),
      },
      actions: {
        saveOrientation: (_, params) => saveBoardOrientation(params.orientation),
        goToProcessPage: (_, params) =>
          navigate(processPagePath(params.requestId), {
            state: { column: params.column } satisfies ProcessPageState,
          }),
      },
    }),
    { input: { employeeId, orientation: loadBoardOrientation() }, inspect: session.inspect },
  );
}

function RequestsBoardRoute() {
  const session = useAppSession();
  const boardRef = useRequestsBoard(session);
  const navigate = useNavigate();
  return <RequestsBoardPage boardRef={boardRef} onBack={() => navigate('/')} />;
}

/** The process page of one request with its real call 10 (through the cache), discard (call 12) and navigation. */
function RequestProcessRoute({ requestId }: { requestId: string }) {
  const session = useAppSession();
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  const [now] = useState(() => new Date().toISOString());
  const processRef = useActorRef(
    requestProcessMachine.provide({
      actors: {
        fetchRequest: fromPromise(async ({ input }) => {
          const requests = await session.queryClient.fetchQuery(
            session.queries.requests(unit, input.employeeId),
          );
          return requests.find((request) => request.humanResourceRequestId === input.requestId);
        }),
        discard: providedDiscard(session, unit, employeeId),
        assignResponsible: fromPromise(({ input, signal }) =>
          mutate(session, (mutations) => mutations.assignResponsible(unit, employeeId), {
            requestId: input.requestId,
            signal,
          }),
        ),
        executeTask: fromPromise(({ input, signal }) =>
          mutate(session, (mutations) => mutations.executeTask(unit, employeeId), { ...input, signal }),
        ),
        evaluateRequirement: fromPromise(({ input, signal }) =>
          mutate(session, (mutations) => mutations.evaluateRequirement(unit, employeeId), {
            ...input,
            signal,
          }),
        ),
      },
      actions: {
        goToBoard: () => navigate('/requests'),
        // The responsible-assigned notice lasts 5000 ms (SPEC §9); the others are the shared toast.
        notify: (_, params) =>
          session.toasts.show({
            ...params,
            duration:
              params.title === boardTexts.responsibleAssignedTitle
                ? responsibleNoticeDuration
                : sharedToastDuration,
          }),
      },
    }),
    {
      input: {
        employeeId,
        requestId,
        useCases: session.useCases,
        now,
        account: session.user.username || session.user.account,
      },
      inspect: session.inspect,
    },
  );
  return (
    <RequestProcessPage
      processRef={processRef}
      onBack={() => navigate('/requests')}
      notFound={<NotFoundPage />}
    />
  );
}

function RequestProcessByAddress() {
  const { requestId = '' } = useParams();
  return <RequestProcessRoute key={requestId} requestId={requestId} />;
}

/** /requests/*: the board and the process page; unknown sub-routes are not found. */
export function RequestsRoutes() {
  return (
    <Routes>
      <Route index element={<RequestsBoardRoute />} />
      <Route path="application-process/:requestId" element={<RequestProcessByAddress />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
