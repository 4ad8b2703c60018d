// The portal machine's adapter (calls 1–3): the stored portal code, the portal, its business manager and
// options, the code kept encrypted, failures as toasts and the error page.
import { type PortalNotice, type PortalToast, portalMachine } from '@machines/session/portal.machine';
import type { Api } from '@src/api/api';
import { fetchMessages, finalMessageOf } from '@src/domain/fetch-messages';
import { useActorRef } from '@xstate/react';
import type { InputFrom, InspectionEvent, Observer } from 'xstate';
import { sharedToastDuration, type ToastInput } from '../../session/toasts';
import type { PortalCodeStore } from '../../storage/portal-code-store';
import { fromCall } from '../call-actor';
import { useProvided } from '../provided';

export interface PortalDeps {
  api: Api;
  codeStore: PortalCodeStore;
  showToast(toast: ToastInput): void;
  goToErrorPage(code: number): void;
}

/**
 * The call each toast code of the portal flow is about (SPEC §8: its failure title and final text). An
 * empty operator (1006) came from a call that answered: it says nothing was found, not that every attempt
 * failed.
 */
const portalNoticeCalls: Record<PortalNotice, { failure: string; final: string }> = {
  portalFailed: fetchMessages.portal,
  businessManagerMissing: {
    failure: fetchMessages.businessManager.failure,
    final: fetchMessages.businessManager.empty,
  },
  businessManagerFailed: fetchMessages.businessManager,
  optionsFailed: fetchMessages.portalOptions,
};

/**
 * The text of a portal toast: the call's failure title, and the client's final text or the call's.
 * @internal
 */
export function portalToastText({ notice, error }: PortalToast): { title: string; description: string } {
  const call = portalNoticeCalls[notice];
  return { title: call.failure, description: finalMessageOf(error, call.final) };
}

/** The portal machine with its real actors and actions. */
function providePortal(deps: () => PortalDeps) {
  return portalMachine.provide({
    actors: {
      readStoredCode: fromCall(() => deps().codeStore.read()),
      fetchPortal: fromCall(({ input, signal }) =>
        deps().api.getPortalData({ portalCode: input.portalCode, signal }),
      ),
      fetchBusinessManager: fromCall(({ input, signal }) =>
        deps().api.getBusinessManager({ businessManagerId: input.businessManagerId, signal }),
      ),
      fetchOptions: fromCall(({ input, signal }) =>
        deps().api.getPortalOptions({
          staffPortalPublicCode: input.portalCode,
          businessUnit: input.businessUnit,
          signal,
        }),
      ),
    },
    actions: {
      storeCode: (_, params) => {
        void deps()
          .codeStore.write(params.portalCode)
          .catch(() => undefined);
      },
      showToast: (_, params) => {
        deps().showToast({ ...portalToastText(params), appearance: 'danger', duration: sharedToastDuration });
      },
      goToErrorPage: (_, params) => deps().goToErrorPage(params.code),
    },
  });
}

/** The running portal actor of the session. */
export function usePortalActor(
  deps: PortalDeps,
  input: InputFrom<typeof portalMachine>,
  inspect: Observer<InspectionEvent> | undefined,
) {
  return useActorRef(useProvided(deps, providePortal), { input, inspect });
}
