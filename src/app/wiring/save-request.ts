// Call 11 as the actor the request flows invoke (request wizards, contract actions, onboarding): saves
// with the flow's Idempotency-Key, then refreshes the employee's requests in the shared cache.

import type { SavedRequest } from '@src/api/api';
import { queryKeys } from '@src/api/queries';
import type { NewHumanResourceRequest } from '@src/domain/entities';
import { fromPromise } from 'xstate';
import type { AppSession } from '../session/app-session';

/** The save actor of a request flow for one unit and employee. */
export function saveRequestActor(session: AppSession, unit: string, employeeId: string) {
  return fromPromise<SavedRequest, { request: NewHumanResourceRequest; idempotencyKey: string }>(
    async ({ input, signal }) => {
      const saved = await session.api.saveRequest({
        request: input.request,
        idempotencyKey: input.idempotencyKey,
        signal,
      });
      await session.queryClient.invalidateQueries({ queryKey: queryKeys.requests(unit, employeeId) });
      return saved;
    },
  );
}
