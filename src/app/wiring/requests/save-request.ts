// Call 11 as the actor the request flows invoke (request wizards, contract actions, onboarding): saves
// with the flow's Idempotency-Key; the mutation refreshes the employee's requests in the shared cache.
import type { SavedRequest } from '@src/api/calls/requests';
import type { NewHumanResourceRequest } from '@src/domain/entities';
import { mutate } from '../../session/mutations';
import { fromCall } from '../call-actor';
import type { EmployeeScope } from '../scope';

/** What the request and contract-action machines read of call 11's answer. */
type SavedNumber = Pick<SavedRequest, 'humanResourceRequestId' | 'humanResourceRequestNumber'>;

/** The save actor of a request flow of the selected employee. */
export function saveRequestActor(scope: () => EmployeeScope) {
  return fromCall<SavedNumber, { request: NewHumanResourceRequest; idempotencyKey: string }>(
    ({ input, signal }) => {
      const { services, unit, employeeId } = scope();
      return mutate(services, (mutations) => mutations.saveRequest(unit, employeeId), {
        request: input.request,
        idempotencyKey: input.idempotencyKey,
        signal,
      });
    },
  );
}
