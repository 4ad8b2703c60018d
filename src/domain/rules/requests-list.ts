// Rules of the in-process requests lists (vacations, certifications): which requests are listed, the
// one a row names, and the list's error toast text.
import type { HumanResourceRequest } from '../entities';
import { fetchMessages } from '../fetch-messages';
import { finishedStatuses, labelOfRequestType } from '../lookups';

/** The requests still in process: closed, rejected and canceled ones (a discarded one is canceled) leave the list. */
export function inProcess(requests: readonly HumanResourceRequest[]): HumanResourceRequest[] {
  return requests.filter(
    (request) => !(finishedStatuses as readonly string[]).includes(request.humanResourceRequestStatus),
  );
}

/** The listed request with this id, if any. */
export function listedRequest(
  context: { requests: readonly HumanResourceRequest[] },
  requestId: string,
): HumanResourceRequest | undefined {
  return context.requests.find((request) => request.humanResourceRequestId === requestId);
}

/** The text of the list's error toast for its types, named in Spanish ('Vacaciones Pagadas', not 'PaidVacations'). */
export function fetchErrorText(requestTypes: readonly string[]): string {
  return requestTypes.length === 0
    ? fetchMessages.requests.toastAny
    : fetchMessages.requests.toastOfType(requestTypes.map(labelOfRequestType).join(', '));
}
