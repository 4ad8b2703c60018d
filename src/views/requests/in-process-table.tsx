// An in-process requests table (vacations, certifications): the area's data columns plus 'Detalles' and
// 'Eliminar', the details modal and the discard dialog of the selected request.

import type { HumanResourceRequest } from '@src/domain/entities';
import { listedRequest } from '@src/domain/rules/requests-list';
import { holidayTexts, layoutTexts } from '@src/domain/texts';
import { DescriptionList } from '@ui/description-list';
import { Modal } from '@ui/modal';
import { Table, type TableColumn } from '@ui/table';
import { useSelector } from '@xstate/react';
import { DiscardDialog } from './discard-dialog';
import {
  type RequestActionsOf,
  type RequestsListRef,
  requestActionColumns,
  useRowPermissions,
} from './request-actions';
import { requestDetails } from './request-details';
import type { RenderHistory } from './request-history';
import { requestTableTexts } from './request-texts';
import * as styles from './requests.css';

export interface InProcessTableProps<Row> {
  listRef: RequestsListRef;
  /** The table's name (hidden caption). */
  caption: string;
  /** The row of a listed request, and its data columns (the action columns follow them). */
  rowOf: (request: HumanResourceRequest) => Row;
  columns: TableColumn<Row>[];
  actions: RequestActionsOf;
  idOf: (row: Row) => string;
  numberOf: (row: Row) => string;
  /** 'Historial de la solicitud' in the details modal, under the details. */
  history?: RenderHistory | undefined;
}

/** The table of the list's requests with its row actions, details modal and discard dialog. */
export function InProcessTable<Row>({
  listRef,
  caption,
  rowOf,
  columns,
  actions,
  idOf,
  numberOf,
  history,
}: InProcessTableProps<Row>) {
  // What the table shows, selected piece by piece (no whole-snapshot selector): the rows, the
  // selection, what each row's buttons may do (the machine's `can`, while browsing).
  const requests = useSelector(listRef, (current) => current.context.requests);
  const selectedId = useSelector(listRef, (current) => current.context.selectedRequestId);
  const permissions = useRowPermissions(listRef, actions);
  const detailsOpen = useSelector(listRef, (current) => current.matches({ loaded: 'viewingDetails' }));
  const discardRef = useSelector(listRef, (current) => current.children.discard);
  const selected = listedRequest({ requests }, selectedId);
  return (
    <>
      <Table
        caption={caption}
        hideCaption
        columns={[
          ...columns,
          ...requestActionColumns<Row>({ listRef, permissions, actions, idOf, numberOf }),
        ]}
        rows={requests.map(rowOf)}
        rowKey={idOf}
        emptyText={holidayTexts.noRequestsInProcess}
      />
      <Modal
        isOpen={detailsOpen}
        title={requestTableTexts.detailsTitle(selected?.humanResourceRequestNumber ?? '')}
        closeLabel={layoutTexts.close}
        onClose={() => listRef.send({ type: 'CLOSE_DETAILS' })}
        dismissable
      >
        {selected && (
          <div className={styles.details}>
            <DescriptionList items={requestDetails(selected)} />
            {history?.(
              { requestId: selected.humanResourceRequestId, version: selected.humanResourceRequestVersion },
              3,
            )}
          </div>
        )}
      </Modal>
      <DiscardDialog actorRef={discardRef} />
    </>
  );
}
