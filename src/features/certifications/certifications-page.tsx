import type { requestsListMachine } from '@machines/requests/requests-list.machine';
import { permissionExplanations } from '@src/domain/permissions';
import { type CertificationRequestRow, certificationRequestRow } from '@src/domain/rules/request-facts';
import { certificationTexts, layoutTexts } from '@src/domain/texts';
import { SuccessFlag, type SuccessFlagRef } from '@src/views/flags/success-flag';
import { InProcessTable } from '@src/views/requests/in-process-table';
import { type RequestActionsOf, RequestsListState } from '@src/views/requests/request-actions';
import type { RenderHistory } from '@src/views/requests/request-history';
import { requestTableTexts } from '@src/views/requests/request-texts';
import { Button } from '@ui/button';
import { PageTemplate } from '@ui/page-template';
import type { TableColumn } from '@ui/table';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import * as styles from './certifications.css';

type ListRef = ActorRefFrom<typeof requestsListMachine>;

export interface CertificationsPageProps {
  /** The certification requests list actor (call 10 by type, details, discard, 'Agregar solicitud'). */
  listRef: ListRef;
  /** The success flag after a request was sent (machines/ui/success-flag.machine.ts). */
  flagRef?: SuccessFlagRef | undefined;
  /** The back arrow beside the title (SPEC §2 page template): the app goes back to home. */
  onBack?: () => void;
  /** 'Historial de la solicitud' in a request's details modal: the app's section. */
  history?: RenderHistory | undefined;
}

/** The certification list's row events and the privilege its discard needs. */
const certificationActions: RequestActionsOf = {
  details: 'VIEW_CERTIFICATE_DETAILS',
  discard: 'DISCARD_CERTIFICATE',
  discardUseCase: 'DiscardCertificateRequest',
};

/** /certifications: 'Consulta de certificaciones en trámite', the table and 'Agregar solicitud'. */
export function CertificationsPage({ listRef, flagRef, onBack, history }: CertificationsPageProps) {
  const mayAdd = useSelector(listRef, (snapshot) => snapshot.can({ type: 'ADD_CERTIFICATION' }));
  return (
    <PageTemplate
      onBack={onBack}
      title={certificationTexts.title}
      action={
        <Button
          disabled={!mayAdd}
          disabledReason={mayAdd ? undefined : permissionExplanations.requestCertificate}
          onPress={() => listRef.send({ type: 'ADD_CERTIFICATION' })}
        >
          {certificationTexts.addRequest}
        </Button>
      }
    >
      {flagRef && <SuccessFlag actorRef={flagRef} closeLabel={layoutTexts.close} />}
      <div className={styles.panel}>
        <RequestsListState listRef={listRef}>
          {() => <CertificationsTable listRef={listRef} history={history} />}
        </RequestsListState>
      </div>
    </PageTemplate>
  );
}

function CertificationsTable({ listRef, history }: { listRef: ListRef; history: RenderHistory | undefined }) {
  const columns: TableColumn<CertificationRequestRow>[] = [
    { id: 'number', header: requestTableTexts.number, cell: (row) => row.number },
    { id: 'type', header: requestTableTexts.type, cell: (row) => row.type },
    { id: 'date', header: requestTableTexts.date, cell: (row) => row.date },
    { id: 'status', header: requestTableTexts.status, cell: (row) => row.status },
  ];
  return (
    <InProcessTable
      listRef={listRef}
      caption={requestTableTexts.certificationsCaption}
      rowOf={certificationRequestRow}
      columns={columns}
      actions={certificationActions}
      idOf={(row) => row.requestId}
      numberOf={(row) => row.number}
      history={history}
    />
  );
}
