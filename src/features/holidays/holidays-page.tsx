import type { requestsListMachine } from '@machines/requests/requests-list.machine';
import { permissionExplanations } from '@src/domain/permissions';
import { type UsedDaysGroup, type VacationRequestRow, vacationRequestRow } from '@src/domain/rules/vacations';
import { holidayTexts, layoutTexts } from '@src/domain/texts';
import { SuccessFlag, type SuccessFlagRef } from '@src/views/flags/success-flag';
import { InProcessTable } from '@src/views/requests/in-process-table';
import { type RequestActionsOf, RequestsListState } from '@src/views/requests/request-actions';
import type { RenderHistory } from '@src/views/requests/request-history';
import { requestTableTexts } from '@src/views/requests/request-texts';
import * as styles from '@src/views/requests/requests.css';
import { UsedDaysTables } from '@src/views/vacations/used-days-tables';
import { Button } from '@ui/button';
import { type Load, LoadState } from '@ui/load-state';
import { PageTemplate } from '@ui/page-template';
import type { TableColumn } from '@ui/table';
import { Tabs } from '@ui/tabs';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { usedDaysTexts } from './holidays-texts';

type ListRef = ActorRefFrom<typeof requestsListMachine>;

/** The vacation list's row events and the privilege its discard needs. */
const vacationActions: RequestActionsOf = {
  details: 'VIEW_VACATION_DETAILS',
  discard: 'DISCARD_VACATION',
  discardUseCase: 'DiscardVacationInProcess',
};

export type HolidaysTab = 'used' | 'inProcess';

export interface HolidaysPageProps {
  /** The vacation requests list actor (call 10 by type, details, discard, request buttons). */
  listRef: ListRef;
  /** Used days per contract, from the selected employee's contracts (call 8): loading, failed or loaded. */
  usedDays: Load<readonly UsedDaysGroup[]>;
  /** Asks call 8 again after it failed. */
  onRetryUsedDays?: () => void;
  /** The success flag after a request was sent (machines/ui/success-flag.machine.ts) (e.g. 'La solicitud de vacaciones fue enviada exitosamente.'). */
  flagRef?: SuccessFlagRef | undefined;
  /** The back arrow beside the title (SPEC §2 page template): the app goes back to home. */
  onBack?: () => void;
  /** The tab shown first (the in-process tab after a request was sent). */
  initialTab?: HolidaysTab;
  /** 'Historial de la solicitud' in a request's details modal: the app's section. */
  history?: RenderHistory | undefined;
}

/** /holidays: 'Consulta de días utilizados', the request buttons and the two tabs. */
export function HolidaysPage({
  listRef,
  usedDays,
  onRetryUsedDays,
  flagRef,
  onBack,
  initialTab = 'used',
  history,
}: HolidaysPageProps) {
  const [tab, setTab] = useState<string>(initialTab);
  const mayEnjoy = useSelector(listRef, (snapshot) => snapshot.can({ type: 'REQUEST_ENJOYMENT' }));
  const mayPay = useSelector(listRef, (snapshot) => snapshot.can({ type: 'REQUEST_PAYMENT' }));
  return (
    <PageTemplate
      onBack={onBack}
      title={holidayTexts.usedDaysTitle}
      action={
        <div className={styles.actions}>
          <Button
            disabled={!mayEnjoy}
            disabledReason={mayEnjoy ? undefined : permissionExplanations.requestEnjoyment}
            onPress={() => listRef.send({ type: 'REQUEST_ENJOYMENT' })}
          >
            {holidayTexts.requestEnjoyment}
          </Button>
          <Button
            variant="outlined"
            disabled={!mayPay}
            disabledReason={mayPay ? undefined : permissionExplanations.requestPayment}
            onPress={() => listRef.send({ type: 'REQUEST_PAYMENT' })}
          >
            {holidayTexts.requestPayment}
          </Button>
        </div>
      }
    >
      {flagRef && <SuccessFlag actorRef={flagRef} closeLabel={layoutTexts.close} />}
      <Tabs
        label={usedDaysTexts.tabsLabel}
        tabs={[
          { id: 'used', label: holidayTexts.usedDaysTab },
          { id: 'inProcess', label: holidayTexts.inProcessTab },
        ]}
        selectedId={tab}
        onChange={setTab}
        renderPanel={(id) =>
          id === 'used' ? (
            <div className={styles.panel}>
              <LoadState
                load={usedDays}
                loadingLabel={usedDaysTexts.loading}
                retryLabel={requestTableTexts.retry}
                onRetry={onRetryUsedDays}
              >
                {(groups) => <UsedDaysTables groups={groups} headingLevel={2} />}
              </LoadState>
            </div>
          ) : (
            <VacationRequests listRef={listRef} history={history} />
          )
        }
      />
    </PageTemplate>
  );
}

/** 'Solicitudes de vacaciones en trámite': the in-process table with details and discard. */
function VacationRequests({ listRef, history }: { listRef: ListRef; history: RenderHistory | undefined }) {
  return (
    <div className={styles.panel}>
      <RequestsListState listRef={listRef}>
        {() => <VacationRequestsTable listRef={listRef} history={history} />}
      </RequestsListState>
    </div>
  );
}

function VacationRequestsTable({
  listRef,
  history,
}: {
  listRef: ListRef;
  history: RenderHistory | undefined;
}) {
  const columns: TableColumn<VacationRequestRow>[] = [
    { id: 'type', header: requestTableTexts.requestType, cell: (row) => row.type },
    { id: 'date', header: requestTableTexts.date, cell: (row) => row.date },
    { id: 'days', header: requestTableTexts.businessDays, cell: (row) => row.businessDays },
    { id: 'status', header: requestTableTexts.status, cell: (row) => row.status },
  ];
  return (
    <InProcessTable
      listRef={listRef}
      caption={requestTableTexts.vacationsCaption}
      rowOf={vacationRequestRow}
      columns={columns}
      actions={vacationActions}
      idOf={(row) => row.requestId}
      numberOf={(row) => row.requestNumber}
      history={history}
    />
  );
}
