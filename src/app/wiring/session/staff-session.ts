// The staff-session machine's adapter (calls 4 and 5): the staff record stays in memory (never saved),
// the use cases are saved with the session state, failures are toasts and the error page.
import { staffSessionMachine } from '@machines/session/staff-session.machine';
import type { Api } from '@src/api/api';
import { useActorRef } from '@xstate/react';
import { fromPromise, type InputFrom, type InspectionEvent, type Observer } from 'xstate';
import type { SessionStore } from '../../session/session-store';
import { sharedToastDuration, type ToastInput } from '../../session/toasts';
import { useProvided } from '../provided';

export interface StaffSessionDeps {
  api: Api;
  store: SessionStore;
  showToast(toast: ToastInput): void;
  goToErrorPage(code: number): void;
}

/** The staff-session machine with its real actors and actions. */
export function provideStaffSession(deps: () => StaffSessionDeps) {
  return staffSessionMachine.provide({
    actors: {
      fetchStaffUser: fromPromise(({ input, signal }) =>
        deps().api.getStaffUser({ identificationDocumentNumber: input.documentNumber, signal }),
      ),
      fetchUseCases: fromPromise(({ input, signal }) => deps().api.getUseCases({ ...input, signal })),
    },
    actions: {
      // The staff record (ID number, birth date, e-mail, phone) stays in memory: never saved.
      saveStaffUser: () => undefined,
      saveUseCases: (_, params) => deps().store.update({ staffUseCasesData: params.useCases }),
      notify: (_, params) => {
        deps().showToast({ ...params, appearance: 'danger', duration: sharedToastDuration });
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
