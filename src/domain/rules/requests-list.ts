// Rules of the in-process requests lists (vacations, certifications): which requests are listed, the
// one a row names, and the list's error toast text.
import type { HumanResourceRequest } from '../entities';
import { fetchMessages } from '../fetch-messages';
import { ellipsis, truncationLimits } from '../format';
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

/**
 * The text of the list's error toast for the types that failed, named in Spanish ('Vacaciones Pagadas', not
 * 'PaidVacations'). A text longer than the toast's description (80 characters, SPEC §9) is cut inside its
 * quotes, so the cut never takes the closing quote.
 */
export function fetchErrorText(requestTypes: readonly string[]): string {
  if (requestTypes.length === 0) return fetchMessages.requests.toastAny;
  const names = requestTypes.map(labelOfRequestType).join(', ');
  const text = fetchMessages.requests.toastOfType(names);
  if (Array.from(text).length <= truncationLimits.toastDescription) return text;
  const room =
    truncationLimits.toastDescription - Array.from(fetchMessages.requests.toastOfType('')).length - 1;
  return fetchMessages.requests.toastOfType(`${Array.from(names).slice(0, room).join('')}${ellipsis}`);
}

/**
 * Call 10 failed for some of the list's types (it is made once per type): which ones, and the client's
 * final text of the failure.
 */
export class RequestTypesFailure extends Error {
  readonly failedRequestTypes: string[];
  readonly finalMessage: string | undefined;
  constructor(failedRequestTypes: readonly string[], cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RequestTypesFailure';
    this.failedRequestTypes = [...failedRequestTypes];
    const final = (cause as { finalMessage?: unknown } | null)?.finalMessage;
    this.finalMessage = typeof final === 'string' ? final : undefined;
  }
}

/** The types a failed read of the list is about: those the failure names, else every type listed. */
export function failedRequestTypes(error: unknown, listed: readonly string[]): string[] {
  return error instanceof RequestTypesFailure && error.failedRequestTypes.length > 0
    ? [...error.failedRequestTypes]
    : [...listed];
}
