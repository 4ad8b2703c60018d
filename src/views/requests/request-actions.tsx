// The row controls and list states every in-process requests table shares (vacations, certifications,
// and the areas to come): 'Ver detalles' and 'Eliminar' decided by the list machine's guards, each
// disabled with its reason; the loading and failed states of the list.

import type { requestsListMachine } from '@machines/requests/requests-list.machine';
import { fetchMessages } from '@src/domain/fetch-messages';
import { permissionExplanations, type UseCase } from '@src/domain/permissions';
import { discardExplanation } from '@src/domain/rules/discard';
import { Button } from '@ui/button';
import { LoadState, loadOf } from '@ui/load-state';
import type { TableColumn } from '@ui/table';
import { shallowEqual, useSelector } from '@xstate/react';
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

/**
 * What each listed request's row buttons may do, by request id: whether 'Ver detalles' opens, and ''
 * when 'Eliminar' is allowed, else why not. Behind an open modal the row controls keep their look; the
 * machine's guards decide only while browsing.
 */
export interface RowPermissions {
  details: Record<string, boolean>;
  discardReasons: Record<string, string>;
}

function detailsAllowedOf(snapshot: RequestsListSnapshot, actions: RequestActionsOf) {
  const browsing = snapshot.matches({ loaded: 'browsing' });
  return Object.fromEntries(
    snapshot.context.requests.map(({ humanResourceRequestId: requestId }) => [
      requestId,
      !browsing || snapshot.can({ type: actions.details, requestId }),
    ]),
  );
}

function discardReasonsOf(snapshot: RequestsListSnapshot, actions: RequestActionsOf) {
  const browsing = snapshot.matches({ loaded: 'browsing' });
  const now = new Date(snapshot.context.now);
  return Object.fromEntries(
    snapshot.context.requests.map((request) => {
      const requestId = request.humanResourceRequestId;
      if (!browsing || snapshot.can({ type: actions.discard, requestId })) return [requestId, ''];
      return [
        requestId,
        discardExplanation(request, snapshot.context.useCases, actions.discardUseCase, now) ??
          permissionExplanations.deleteRecord,
      ];
    }),
  );
}

/** The row permissions of the list, selected from its snapshot (a render when one of them changes). */
export function useRowPermissions(listRef: RequestsListRef, actions: RequestActionsOf): RowPermissions {
  const details = useSelector(listRef, (snapshot) => detailsAllowedOf(snapshot, actions), shallowEqual);
  const discardReasons = useSelector(
    listRef,
    (snapshot) => discardReasonsOf(snapshot, actions),
    shallowEqual,
  );
  return { details, discardReasons };
}

/** The 'Detalles' and 'Eliminar' columns of an in-process table, by row id and number. */
export function requestActionColumns<Row>(options: {
  listRef: RequestsListRef;
  permissions: RowPermissions;
  actions: RequestActionsOf;
  idOf: (row: Row) => string;
  numberOf: (row: Row) => string;
}): TableColumn<Row>[] {
  const { listRef, permissions, actions, idOf, numberOf } = options;
  return [
    {
      id: 'details',
      header: requestTableTexts.details,
      cell: (row) => {
        const event = { type: actions.details, requestId: idOf(row) };
        const allowed = permissions.details[idOf(row)] === true;
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
        const why = permissions.discardReasons[idOf(row)] ?? permissionExplanations.deleteRecord;
        const allowed = why === '';
        const reason = allowed ? undefined : why;
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
