// The requests board's adapter: call 10 for the selected employee through the shared query cache, the
// orientation kept in local storage, the pins and 'Solo fijadas' kept in the saved state (SPEC §3, bound to
// the signed-in `sub` and forgotten at sign-in and sign-out), the list toast
// of a failed load, and the navigation to an onboarding request's process page (its column in the
// navigation state).
import { requestsBoardMachine } from '@machines/requests/requests-board.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import type { BoardColumn } from '@src/domain/rules/board';
import { processPagePath } from '@src/features/requests/requests-board-page';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router-dom';
import { type SessionSelection, useSelection } from '../../session/app-session';
import { loadBoardOrientation, saveBoardOrientation } from '../../storage/board-orientation';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';
import { type EmployeeScope, useEmployeeScope } from '../scope';
import { useWindowFocused } from '../window-focus';
import { notify } from './discard';

/** Navigation state the process page receives from the board. */
interface ProcessPageState {
  column?: BoardColumn;
}

type Deps = EmployeeScope & { navigate: NavigateFunction; savePins: SessionSelection['savePins'] };

/** The board machine with its real actors and actions. */
function provideRequestsBoard(deps: () => Deps) {
  return requestsBoardMachine.provide({
    actors: {
      fetchRequests: fromCall(async ({ input }) => {
        const { services, unit } = deps();
        return services.queryClient.fetchQuery(services.queries.requests(unit, input.employeeId));
      }),
    },
    actions: {
      saveOrientation: (_, params) => saveBoardOrientation(params.orientation),
      savePins: (_, params) => deps().savePins(params),
      // The machine names the notice; its words are SPEC §8's list toast (every type: no type filter).
      notify: () =>
        notify(deps(), {
          appearance: 'danger',
          title: fetchMessages.requests.toastTitle,
          description: fetchMessages.requests.toastAny,
        }),
      // Call 10 again from the services (not the kept copy); a failure leaves the cards.
      readAgain: ({ self }, params) => {
        const { services, unit } = deps();
        services.queryClient
          .fetchQuery({ ...services.queries.requests(unit, params.employeeId), staleTime: 0 })
          .then((requests) => self.send({ type: 'REQUESTS_READ', requests }))
          .catch(() => undefined);
      },
      goToProcessPage: (_, params) =>
        deps().navigate(processPagePath(params.requestId), {
          state: { column: params.column } satisfies ProcessPageState,
        }),
    },
  });
}

/** The board actor of the selected employee. */
export function useRequestsBoardActor() {
  const scope = useEmployeeScope();
  const { boardPins, savePins } = useSelection();
  const navigate = useNavigate();
  const machine = useProvided({ ...scope, navigate, savePins }, provideRequestsBoard);
  const [input] = useState(() => ({
    employeeId: scope.employeeId,
    orientation: loadBoardOrientation(),
    ...boardPins(),
  }));
  const actor = useActorRef(machine, { input, inspect: scope.services.inspect });
  useWindowFocused(actor);
  return actor;
}
