// The staff-session machine's adapter (calls 4 and 5): the staff record stays in memory (never saved),
// the use cases are saved with the session state, failures are toasts and the error page.
import { type StaffSessionNotice, staffSessionMachine } from '@machines/session/staff-session.machine';
import type { Api } from '@src/api/api';
import { fetchMessages, finalMessageOf } from '@src/domain/fetch-messages';
import { useActorRef } from '@xstate/react';
import type { InputFrom, InspectionEvent, Observer } from 'xstate';
import type { SessionStore } from '../../session/session-store';
import { sharedToastDuration, type ToastInput } from '../../session/toasts';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

export interface StaffSessionDeps {
  api: Api;
  store: SessionStore;
  showToast(toast: ToastInput): void;
  goToErrorPage(code: number): void;
}

/** The call each notice code of the staff session is about (SPEC §8: its failure title and final text). */
const staffNoticeCalls: Record<StaffSessionNotice['notice'], { failure: string; final: string }> = {
  staffUserFailed: fetchMessages.user,
  useCasesFailed: fetchMessages.useCases,
};

/**
 * The text of a staff-session notice: the call's failure title, and the client's final text or the call's.
 * @internal
 */
export function staffSessionNoticeText({ notice, error }: StaffSessionNotice): {
  title: string;
  description: string;
} {
  const call = staffNoticeCalls[notice];
  return { title: call.failure, description: finalMessageOf(error, call.final) };
}

/** The staff-session machine with its real actors and actions. */
function provideStaffSession(deps: () => StaffSessionDeps) {
  return staffSessionMachine.provide({
    actors: {
      fetchStaffUser: fromCall(({ input, signal }) =>
        deps().api.getStaffUser({ identificationDocumentNumber: input.documentNumber, signal }),
      ),
      fetchUseCases: fromCall(({ input, signal }) => deps().api.getUseCases({ ...input, signal })),
    },
    actions: {
      // The staff record (ID number, birth date, e-mail, phone) stays in memory: never saved.
      saveStaffUser: () => undefined,
      saveUseCases: (_, params) => deps().store.update({ staffUseCasesData: params.useCases }),
      notify: (_, params) => {
        deps().showToast({
          ...staffSessionNoticeText(params),
          appearance: 'danger',
          duration: sharedToastDuration,
        });
      },
      goToErrorPage: (_, params) => deps().goToErrorPage(params.code),
    },
  });
}

/** The running staff-session actor of the session. */
export function useStaffSessionActor(
  deps: StaffSessionDeps,
  input: InputFrom<typeof staffSessionMachine>,
  inspect: Observer<InspectionEvent> | undefined,
) {
  return useActorRef(useProvided(deps, provideStaffSession), { input, inspect });
}
