// One way to start the requests-list machine with fake actors, shared by its machine tests and the
// vacations/certifications view tests: it records every fetch, removal and named action.

import { discardMachine, type RemoveRequestInput } from '@machines/requests/discard.machine';
import {
  type FetchRequestsInput,
  type RequestsListInput,
  requestsListMachine,
} from '@machines/requests/requests-list.machine';
import { discardNoticeText } from '@src/app/wiring/requests/discard';
import { requestsListNoticeText } from '@src/app/wiring/requests/requests-list';
import type { HumanResourceRequest } from '@src/domain/entities';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

/** Every vacation and certification use case of SPEC §6. */
export const everyUseCase = [
  'RequestToEnjoyVacationDays',
  'RequestPaymentForVacationDays',
  'VacationDetailsInProcess',
  'DiscardVacationInProcess',
  'RequestCertificate',
  'CheckDetailsOfTheCertificateRequest',
  'DiscardCertificateRequest',
];

/** What call 10 answers: a list, a failure, or a function deciding per fetch. */
export type FetchedRequests = HumanResourceRequest[] | Error | (() => Promise<HumanResourceRequest[]>);

/** Starts the vacations list (override `area`, `requestTypes`… for certifications) with fake actors. */
export function startRequestsList(
  fetched: FetchedRequests,
  overrides: Partial<RequestsListInput> = {},
  remove: () => Promise<void> = async () => {},
) {
  const fetches: FetchRequestsInput[] = [];
  const effects = {
    notify: vi.fn(),
    goToEnjoymentWizard: vi.fn(),
    goToPaymentWizard: vi.fn(),
    goToCertificationWizard: vi.fn(),
    removals: [] as RemoveRequestInput[],
  };
  const machine = requestsListMachine.provide({
    actors: {
      fetchRequests: fromPromise<HumanResourceRequest[], FetchRequestsInput>(async ({ input }) => {
        fetches.push(input);
        if (typeof fetched === 'function') return fetched();
        if (fetched instanceof Error) throw fetched;
        return fetched;
      }),
      discard: discardMachine.provide({
        actors: {
          removeRequest: fromPromise<void, RemoveRequestInput>(async ({ input }) => {
            effects.removals.push(input);
            return remove();
          }),
        },
        actions: { notify: (_, params) => effects.notify(discardNoticeText(params)) },
      }),
    },
    actions: {
      // The machines emit codes; the adapters' texts for them are what the toasts show.
      notify: (_, params) => effects.notify(requestsListNoticeText(params)),
      goToEnjoymentWizard: () => effects.goToEnjoymentWizard(),
      goToPaymentWizard: () => effects.goToPaymentWizard(),
      goToCertificationWizard: () => effects.goToCertificationWizard(),
    },
  });
  const actor = createActor(machine, {
    input: {
      area: 'holidays',
      employeeId: 'E-100',
      requestTypes: ['VacationsEnjoyed', 'PaidVacations'],
      useCases: everyUseCase,
      now: '2026-11-21T15:00:00.000Z',
      ...overrides,
    },
  });
  actor.start();
  return { actor, fetches, effects };
}
