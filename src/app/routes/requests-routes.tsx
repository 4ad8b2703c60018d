// /requests/*: the requests board. Builds the board actor with its real implementations: call 10 for the
// selected employee through the shared query cache, the orientation kept in local storage, and the
// navigation to an onboarding request's process page (its column in the navigation state).
import { useActorRef } from '@xstate/react';
import { Route, Routes, useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { requestsBoardMachine } from '../../../machines/requests/requests-board.machine';
import type { BoardColumn } from '../../domain/rules/board';
import { NotFoundPage } from '../../features/errors/not-found-page';
import { processPagePath, RequestsBoardPage } from '../../features/requests/requests-board-page';
import { type AppSession, useAppSession } from '../session/app-session';
import { loadBoardOrientation, saveBoardOrientation } from '../storage/board-orientation';

/** Navigation state the process page receives from the board. */
export interface ProcessPageState {
  column?: BoardColumn;
}

/** The board actor of the selected employee with its real calls, storage and navigation. */
export function useRequestsBoard(session: AppSession) {
  const navigate = useNavigate();
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployee?.employeeId ?? '';
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

/** /requests/*: the board; unknown sub-routes are not found. */
export function RequestsRoutes() {
  return (
    <Routes>
      <Route index element={<RequestsBoardRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
