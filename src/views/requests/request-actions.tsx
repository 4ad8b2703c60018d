// The row controls and list states every in-process requests table shares (vacations, certifications,
// and the areas to come): 'Ver detalles' and 'Eliminar' decided by the list machine's guards, each
// disabled with its reason; the loading and failed states of the list.

import type { requestsListMachine } from '@machines/requests/requests-list.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { permissionExplanations, type UseCase } from '@src/domain/permissions';
import { discardExplanation } from '@src/domain/rules/discard';
import { listedRequest } from '@src/domain/rules/requests-list';
import { Button } from '@ui/button';
import { LoadState, loadOf } from '@ui/load-state';
import type { TableColumn } from '@ui/table';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import { requestTableTexts } from './request-texts';

export type RequestsListRef = ActorRefFrom<typeof requestsListMachine>;
type RequestsListSnapshot = ReturnType<RequestsListRef['getSnapshot']>;

/** The area's events and the use case its discard needs. */
export interface RequestActionsOf {
  details: 'VIEW_VACATION_DETAILS' | 'VIEW_CERTIFICATE_DETAILS';
  discard: 'DISCARD_VACATION' | 'DISCARD_CERTIFICATE';
  discardUseCase: UseCase;
}

/** The 'Detalles' and 'Eliminar' columns of an in-process table, by row id and number. */
export function requestActionColumns<Row>(options: {
  listRef: RequestsListRef;
  snapshot: RequestsListSnapshot;
  actions: RequestActionsOf;
  idOf: (row: Row) => string;
  numberOf: (row: Row) => string;
}): TableColumn<Row>[] {
  const { listRef, snapshot, actions, idOf, numberOf } = options;
  // Behind an open modal the row controls keep their look; the guards decide only while browsing.
  const browsing = snapshot.matches({ loaded: 'browsing' });
  const now = new Date(snapshot.context.now);
  return [
    {
      id: 'details',
      header: requestTableTexts.details,
      cell: (row) => {
        const event = { type: actions.details, requestId: idOf(row) };
        const allowed = !browsing || snapshot.can(event);
        return (
          <Button
            variant="text"
            aria-label={requestTableTexts.viewDetailsOf(numberOf(row))}
            disabled={!allowed}
            disabledReason={allowed ? undefined : permissionExplanations.viewDetails}
            onPress={() => listRef.send(event)}
          >
            {requestTableTexts.viewDetails}
          </Button>
        );
      },
    },
    {
      id: 'delete',
      header: requestTableTexts.delete,
      cell: (row) => {
        const event = { type: actions.discard, requestId: idOf(row) };
        const allowed = !browsing || snapshot.can(event);
        const request = listedRequest(snapshot.context, idOf(row));
        const reason = allowed
          ? undefined
          : ((request &&
              discardExplanation(request, snapshot.context.useCases, actions.discardUseCase, now)) ??
            permissionExplanations.deleteRecord);
        return (
          <Button
            variant="text"
            appearance="danger"
            aria-label={requestTableTexts.deleteOf(numberOf(row))}
            disabled={!allowed}
            disabledReason={reason}
            onPress={() => listRef.send(event)}
          >
            {requestTableTexts.delete}
          </Button>
        );
      },
    },
  ];
}

/**
 * The list's loading and failed states around its table: a spinner while call 10 runs, the spec's
 * all-attempts-failed text with a retry after it failed, the table only once loaded (or empty).
 */
export function RequestsListState({
  listRef,
  children,
}: {
  listRef: RequestsListRef;
  children: () => ReactNode;
}) {
  const state = useSelector(listRef, (snapshot) =>
    snapshot.hasTag('busy') ? 'loading' : snapshot.matches('failed') ? 'failed' : 'loaded',
  );
  const load = loadOf(state, fetchMessages.requests.final);
  return (
    <LoadState
      load={load}
      loadingLabel={requestTableTexts.loading}
      retryLabel={requestTableTexts.retry}
      onRetry={() => listRef.send({ type: 'RETRY' })}
    >
      {children}
    </LoadState>
  );
}
