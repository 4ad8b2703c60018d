// The discard machine's adapter (call 12), invoked by the requests lists and the process page: removes
// the requests (the mutation refreshes the employee's requests); notices show as toasts of the shared
// duration.
import { type DiscardNotice, discardMachine } from '@machines/requests/discard.machine';
import { boardTexts } from '@src/domain/texts';
import { mutate } from '../../session/mutations';
import { sharedToastDuration } from '../../session/toasts';
import { fromCall } from '../call-actor';
import type { EmployeeScope } from '../scope';

/** A notice a requests page shows (discard done or failed). */
export interface RequestsNotice {
  appearance: 'success' | 'danger';
  title: string;
  description: string;
}

/** The text of each notice a discard ends with. */
const discardNotices: Record<DiscardNotice, RequestsNotice> = {
  discarded: {
    appearance: 'success',
    title: boardTexts.discardedTitle,
    description: boardTexts.discardedBody,
  },
  discardFailed: {
    appearance: 'danger',
    title: boardTexts.discardErrorTitle,
    description: boardTexts.discardErrorBody,
  },
};

/**
 * The toast of a discard's notice code.
 * @internal
 */
export function discardNoticeText({ notice }: { notice: DiscardNotice }): RequestsNotice {
  return discardNotices[notice];
}

/** Shows a requests page's notice as a toast of the shared duration. */
export function notify(scope: EmployeeScope, notice: RequestsNotice): void {
  scope.actions.toasts.show({ ...notice, duration: sharedToastDuration });
}

/** The discard machine for the selected employee's requests, with its real call 12. */
export function provideDiscard(scope: () => EmployeeScope) {
  return discardMachine.provide({
    actors: {
      removeRequest: fromCall(({ input, signal }) => {
        const { services, unit, employeeId } = scope();
        return mutate(services, (mutations) => mutations.removeRequests(unit, employeeId), {
          requests: input.body.removeHumanResourcesRequest.map((request) => ({
            ...request,
            version: input.version,
          })),
          signal,
        });
      }),
    },
    actions: { notify: (_, params) => notify(scope(), discardNoticeText(params)) },
  });
}
