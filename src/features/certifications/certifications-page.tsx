import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { requestsListMachine } from '../../../machines/requests/requests-list.machine';
import { Button } from '../../../src-ui/button';
import { type DescriptionItem, DescriptionList } from '../../../src-ui/description-list';
import { FlagMessage } from '../../../src-ui/flag-message';
import { Modal } from '../../../src-ui/modal';
import { PageTemplate } from '../../../src-ui/page-template';
import { Spinner } from '../../../src-ui/spinner';
import { Table, type TableColumn } from '../../../src-ui/table';
import type { HumanResourceRequest } from '../../domain/entities';
import { permissionExplanations } from '../../domain/permissions';
import {
  type CertificationRequestRow,
  certificationRequestRow,
  emptyDetail,
  requestFacts,
} from '../../domain/rules/request-facts';
import { certificationTexts, layoutTexts } from '../../domain/texts';
import { certificationsPageTexts as texts } from './certification-texts';
import * as styles from './certifications.css';

type ListRef = ActorRefFrom<typeof requestsListMachine>;

export interface CertificationsPageProps {
  /** The certification requests list actor (call 10 by type, details, discard, 'Agregar solicitud'). */
  listRef: ListRef;
  /** The discard flow's modals for the list's running discard child (rendered by the app). */
  discardDialog?: ReactNode;
  /** The success flag after a request was sent. */
  successFlag?: string | undefined;
  onDismissFlag?: () => void;
}

/** The details modal: the request's facts (src/domain) under this page's terms. */
function detailsOf(request: HumanResourceRequest): DescriptionItem[] {
  const facts = requestFacts(request);
  return [
    { term: texts.requestNumber, description: facts.number },
    { term: texts.certificationType, description: facts.certificationType ?? emptyDetail },
    { term: texts.date, description: facts.date },
    { term: texts.status, description: facts.status },
    { term: texts.addressee, description: facts.addressee ?? emptyDetail },
    { term: texts.contract, description: facts.contractNumber },
    { term: texts.company, description: facts.businessName },
    { term: texts.responsible, description: facts.responsible },
    { term: texts.observations, description: facts.observations },
  ];
}

/** /certifications: 'Consulta de certificaciones en trámite', the table and 'Agregar solicitud'. */
export function CertificationsPage({
  listRef,
  discardDialog,
  successFlag,
  onDismissFlag,
}: CertificationsPageProps) {
  const snapshot = useSelector(listRef, (current) => current);
  const mayAdd = snapshot.can({ type: 'ADD_CERTIFICATION' });
  const browsing = snapshot.matches({ loaded: 'browsing' });
  const selected = snapshot.context.requests.find(
    (request) => request.humanResourceRequestId === snapshot.context.selectedRequestId,
  );
  const columns: TableColumn<CertificationRequestRow>[] = [
    { id: 'number', header: texts.number, cell: (row) => row.number },
    { id: 'type', header: texts.type, cell: (row) => row.type },
    { id: 'date', header: texts.date, cell: (row) => row.date },
    { id: 'status', header: texts.status, cell: (row) => row.status },
    {
      id: 'details',
      header: texts.details,
      cell: (row) => {
        const event = { type: 'VIEW_CERTIFICATE_DETAILS', requestId: row.requestId } as const;
        const allowed = !browsing || snapshot.can(event);
        return (
          <Button
            variant="text"
            aria-label={texts.viewDetailsOf(row.number)}
            disabled={!allowed}
            disabledReason={allowed ? undefined : permissionExplanations.viewDetails}
            onPress={() => listRef.send(event)}
          >
            {texts.viewDetails}
          </Button>
        );
      },
    },
    {
      id: 'delete',
      header: texts.delete,
      cell: (row) => {
        const event = { type: 'DISCARD_CERTIFICATE', requestId: row.requestId } as const;
        const allowed = !browsing || snapshot.can(event);
        return (
          <Button
            variant="text"
            appearance="danger"
            aria-label={texts.deleteOf(row.number)}
            disabled={!allowed}
            disabledReason={allowed ? undefined : permissionExplanations.deleteRecord}
            onPress={() => listRef.send(event)}
          >
            {texts.delete}
          </Button>
        );
      },
    },
  ];
  return (
    <PageTemplate
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
      {successFlag && (
        <FlagMessage
          title={successFlag}
          appearance="success"
          onClose={onDismissFlag}
          closeLabel={layoutTexts.close}
        />
      )}
      <div className={styles.panel}>
        {snapshot.hasTag('busy') ? (
          <Spinner label={texts.loading} />
        ) : snapshot.matches('failed') ? (
          <>
            <p role="alert">{texts.loadFailed}</p>
            <Button variant="outlined" onPress={() => listRef.send({ type: 'RETRY' })}>
              {texts.retry}
            </Button>
          </>
        ) : (
          <Table
            caption={texts.caption}
            hideCaption
            columns={columns}
            rows={snapshot.context.requests.map(certificationRequestRow)}
            rowKey={(row) => row.requestId}
            emptyText={texts.empty}
          />
        )}
      </div>
      <Modal
        isOpen={snapshot.matches({ loaded: 'viewingDetails' })}
        title={texts.detailsTitle(selected?.humanResourceRequestNumber ?? '')}
        closeLabel={texts.close}
        onClose={() => listRef.send({ type: 'CLOSE_DETAILS' })}
        dismissable
      >
        {selected && <DescriptionList items={detailsOf(selected)} />}
      </Modal>
      {discardDialog}
    </PageTemplate>
  );
}
