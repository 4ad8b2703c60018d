import type { Contract, PendingDays } from '@src/domain/entities';
import { labelOfContractType } from '@src/domain/lookups';
import { totalPendingDays, usedDaysByContract } from '@src/domain/rules/vacations';
import { layoutTexts } from '@src/domain/texts';
import { UsedDaysTables } from '@src/views/vacations/used-days-tables';
import { type Load, LoadState } from '@ui/load-state';
import { Modal } from '@ui/modal';
import { Table, type TableColumn } from '@ui/table';
import { Tabs } from '@ui/tabs';
import { bannerTexts } from './employee-texts';
import * as styles from './employees.css';

export interface PendingDaysModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Pending vacation days per contract (call 9): loading, failed (its text and a retry) or loaded. */
  pendingDays: Load<readonly PendingDays[]>;
  /** Asks the failed loads again. */
  onRetry?: (() => void) | undefined;
  /** The employee's contracts (call 8), whose vacation histories fill 'Días utilizados'. */
  usedDays: Load<readonly Contract[]>;
  /** Id of the node the modal renders into (kit default 'portal-root'). */
  portalId?: string;
}

const pendingColumns: TableColumn<PendingDays>[] = [
  { id: 'contract', header: bannerTexts.contract, cell: (row) => row.contractNumber },
  { id: 'company', header: bannerTexts.company, cell: (row) => row.businessName },
  { id: 'type', header: bannerTexts.contractType, cell: (row) => labelOfContractType(row.contractType) },
  { id: 'days', header: bannerTexts.pendingColumn, cell: (row) => row.pendingDays },
];

/** 'Días por disfrutar': tabs 'Días pendientes' (per contract) and 'Días utilizados' (per contract). */
export function PendingDaysModal({
  isOpen,
  onClose,
  pendingDays,
  onRetry,
  usedDays,
  portalId,
}: PendingDaysModalProps) {
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={layoutTexts.pendingDaysModalTitle}
      size="large"
      portalId={portalId}
      dismissable
    >
      <Tabs
        label={layoutTexts.pendingDaysModalTitle}
        tabs={[
          { id: 'pending', label: layoutTexts.pendingDaysTab },
          { id: 'used', label: layoutTexts.usedDaysTab },
        ]}
        defaultSelectedId="pending"
        renderPanel={(id) =>
          id === 'pending' ? (
            <LoadState
              load={pendingDays}
              loadingLabel={bannerTexts.pendingDaysLoading}
              retryLabel={bannerTexts.retry}
              onRetry={onRetry}
            >
              {(list) => <PendingDaysTable pendingDays={list} />}
            </LoadState>
          ) : (
            <LoadState
              load={usedDays}
              loadingLabel={bannerTexts.usedDaysLoading}
              retryLabel={bannerTexts.retry}
              onRetry={onRetry}
            >
              {(contracts) => <UsedDaysTables groups={usedDaysByContract(contracts)} headingLevel={3} />}
            </LoadState>
          )
        }
      />
    </Modal>
  );
}

function PendingDaysTable({ pendingDays }: { pendingDays: readonly PendingDays[] }) {
  return (
    <>
      <Table
        caption={bannerTexts.pendingCaption}
        hideCaption
        columns={pendingColumns}
        rows={pendingDays}
        rowKey={(row) => row.contractId || row.contractNumber}
        emptyText={bannerTexts.noPendingDays}
      />
      {pendingDays.length > 0 && (
        <p className={styles.total}>{bannerTexts.total(totalPendingDays(pendingDays))}</p>
      )}
    </>
  );
}
