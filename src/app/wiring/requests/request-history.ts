// The history section's adapter: call 19 read afresh each time the section loads or reads again
// (never from a cache: it is what changed a moment ago, here or in another session), with the call's own
// signal, so a read overtaken by another version is cancelled. The machine is told the version of the
// request its page holds (the page's own change, the request a 412 gave, the request read again) and that
// the window regained focus; it decides whether to read again.
import { requestHistoryMachine } from '@machines/requests/request-history.machine';
import type { HistoryOf } from '@src/views/requests/request-history';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { type SessionServices, useApi } from '../../session/app-session';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';
import { useWindowFocused } from '../window-focus';

/** The history machine with its real call. */
function provideRequestHistory(deps: () => SessionServices) {
  return requestHistoryMachine.provide({
    actors: {
      fetchHistory: fromCall(({ input, signal }) =>
        deps().api.getRequestHistory({ requestId: input.requestId, signal }),
      ),
    },
  });
}

/**
 * The history actor of one request: started with the version the page holds, told each version the page
 * holds afterwards (REQUEST_CHANGED) and each time the window regains focus (WINDOW_FOCUSED).
 */
export function useRequestHistoryActor({ requestId, version }: HistoryOf) {
  const services = useApi();
  const machine = useProvided(services, provideRequestHistory);
  const [input] = useState(() => ({ requestId, version }));
  const actor = useActorRef(machine, { input, inspect: services.inspect });
  useEffect(() => {
    actor.send({ type: 'REQUEST_CHANGED', version });
  }, [actor, version]);
  useWindowFocused(actor);
  return actor;
}
