// Call 11 as the actor the request flows invoke (request wizards, contract actions, onboarding): saves
// with the flow's Idempotency-Key (the mutation refreshes the employee's requests in the shared cache).

import type { SavedRequest } from '@src/api/calls/requests';
import type { NewHumanResourceRequest } from '@src/domain/entities';
import { fromPromise } from 'xstate';
import type { AppSession } from '../session/app-session';
import { mutate } from '../session/mutations';

/** The save actor of a request flow for one unit and employee. */
export function saveRequestActor(session: AppSession, unit: string, employeeId: string) {
  return fromPromise<SavedRequest, { request: NewHumanResourceRequest; idempotencyKey: string }>(
    ({ input, signal }) =>
      mutate(session, (mutations) => mutations.saveRequest(unit, employeeId), {
        request: input.request,
        idempotencyKey: input.idempotencyKey,
        signal,
      }),
  );
}
