// The discard flow (call 12) of the requests pages, with its real call: removes the requests, then
// refreshes the employee's requests in the shared cache; notices show as toasts of the shared duration.

import { discardMachine } from '@machines/requests/discard.machine';
import { fromPromise } from 'xstate';
import type { AppSession } from '../session/app-session';
import { mutate } from '../session/mutations';
import { sharedToastDuration } from '../session/toasts';

/** A notice a requests page shows (discard done or failed). */
export interface RequestsNotice {
  appearance: 'success' | 'danger';
  title: string;
  description: string;
}

/** Shows a requests page's notice as a toast of the shared duration. */
export const notifyWith =
  (session: AppSession) =>
  (params: RequestsNotice): void => {
    session.toasts.show({ ...params, duration: sharedToastDuration });
  };

/** The discard machine for the requests of `employeeId` in `unit`, with its real call 12. */
export function providedDiscard(session: AppSession, unit: string, employeeId: string) {
  const notify = notifyWith(session);
  return discardMachine.provide({
    actors: {
      removeRequest: fromPromise(({ input, signal }) =>
        mutate(session, (mutations) => mutations.removeRequests(unit, employeeId), {
          requests: input.body.removeHumanResourcesRequest,
          signal,
        }),
      ),
    },
    actions: { notify: (_, params) => notify(params) },
  });
}
