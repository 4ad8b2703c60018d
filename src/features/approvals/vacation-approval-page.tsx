import type { vacationApprovalMachine } from '@machines/approvals/vacation-approval.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { labelOfRequestStatus } from '@src/domain/lookups';
import { permissionExplanations } from '@src/domain/permissions';
import { type ApprovalChoice, approvalFacts } from '@src/domain/rules/approval';
import { approvalTexts, fillText, layoutTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { ChangedElsewhereNotice } from '@src/views/requests/changed-elsewhere';
import { changedElsewhereTexts } from '@src/views/requests/request-texts';
import { Button } from '@ui/button';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { RadioGroup } from '@ui/radio-group';
import { Spinner } from '@ui/spinner';
import { TextArea } from '@ui/text-area';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { approvalPageTexts as texts } from './approval-texts';
import * as styles from './approvals.css';

type ApprovalRef = ActorRefFrom<typeof vacationApprovalMachine>;
type ApprovalSnapshot = SnapshotFrom<typeof vacationApprovalMachine>;

/** The operator's brand shown in the footer. */
export interface ApprovalBrand {
  name: string;
  /** Logo address (a data: URI in the local stack); none shows the name only. */
  logo?: string | undefined;
}

export interface VacationApprovalPageProps {
  /** The running approval actor (src/app provides calls 10, 8 and 14). */
  actorRef: ApprovalRef;
  brand: ApprovalBrand;
}

function titleOf(snapshot: ApprovalSnapshot): string {
  const { kind, requestNumber } = snapshot.context;
  if (snapshot.matches('noCode')) return texts.genericTitle;
  const template = kind === 'enjoyment' ? approvalTexts.enjoymentTitle : approvalTexts.paymentTitle;
  return fillText(template, { id: requestNumber.trim() });
}

/**
 * /approvals/vacation-approval: the request of the address (its employee and days), the Aprobar /
 * Rechazar choice with Observaciones and Enviar, then the 'Respuesta enviada' modal; a footer with the
 * operator's brand. Loading shows a spinner and a failed load its error with Reintentar, never an empty
 * form. Renders the approval machine; every decision is the machine's.
 */
export function VacationApprovalPage({ actorRef, brand }: VacationApprovalPageProps) {
  const snapshot = useSelector(actorRef, (current) => current);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titleOf(snapshot)}</h1>
      <div className={styles.body}>
        <Body snapshot={snapshot} actorRef={actorRef} />
      </div>
      <InfoModal
        isOpen={snapshot.matches('result')}
        title={approvalTexts.resultTitle}
        buttonText={approvalTexts.understood}
        appearance={snapshot.context.answered === 'reject' ? 'warning' : 'success'}
        closeLabel={layoutTexts.close}
        onClose={() => actorRef.send({ type: 'CLOSE' })}
      >
        <p>{snapshot.context.answered === 'reject' ? approvalTexts.rejected : approvalTexts.approved}</p>
      </InfoModal>
      <footer className={styles.footer}>
        {brand.logo ? <img className={styles.logo} src={brand.logo} alt="" /> : null}
        <span>{brand.name || texts.brandFallback}</span>
      </footer>
    </div>
  );
}

function Body({ snapshot, actorRef }: { snapshot: ApprovalSnapshot; actorRef: ApprovalRef }) {
  const { context } = snapshot;
  const number = context.requestNumber.trim();
  if (snapshot.matches('loading')) return <Spinner size="large" label={texts.loading} />;
  if (snapshot.matches('failed')) {
    return (
      <div className={styles.message}>
        <p role="alert">{texts.loadFailed}</p>
        <div>
          <Button variant="outlined" onPress={() => actorRef.send({ type: 'RETRY' })}>
            {texts.retry}
          </Button>
        </div>
      </div>
    );
  }
  if (snapshot.matches('noCode')) return <p role="alert">{texts.noCode}</p>;
  if (snapshot.matches('notFound')) return <p role="alert">{texts.notFound(number)}</p>;
  if (snapshot.matches('notVacation')) return <p role="alert">{texts.notVacation(number)}</p>;
  const request = context.request;
  if (!request) return null;
  const status = labelOfRequestStatus(request.humanResourceRequestStatus);
  if (snapshot.matches('alreadyAnswered')) {
    return (
      <>
        <Summary snapshot={snapshot} request={request} />
        <p role="status">{texts.alreadyAnswered(status)}</p>
      </>
    );
  }
  if (snapshot.matches('result') || snapshot.matches('closed')) {
    return (
      <>
        <Summary snapshot={snapshot} request={request} />
        <p role="status">{texts.recorded(status)}</p>
      </>
    );
  }
  return (
    <>
      {snapshot.matches('changedElsewhere') && (
        <ChangedElsewhereNotice
          request={request}
          changedBy={context.changedBy}
          action={
            <Button variant="outlined" onPress={() => actorRef.send({ type: 'DISMISS_CHANGE' })}>
              {changedElsewhereTexts.dismiss}
            </Button>
          }
        />
      )}
      <Summary snapshot={snapshot} request={request} />
      <AnswerForm snapshot={snapshot} actorRef={actorRef} />
    </>
  );
}

function Summary({ snapshot, request }: { snapshot: ApprovalSnapshot; request: HumanResourceRequest }) {
  const facts = approvalFacts(request);
  const { employee } = snapshot.context;
  const items: Array<[string, string]> = [
    [texts.employee, employee?.name || texts.unknownEmployee(employee?.employeeId ?? request.employeeId)],
  ];
  if (employee?.identificationDocumentNumber)
    items.push([texts.document, employee.identificationDocumentNumber]);
  if (facts?.kind === 'enjoyment') {
    items.push([approvalTexts.period, texts.period(facts.days, facts.startDate ?? '')]);
  } else if (facts) {
    items.push([approvalTexts.daysToPay, texts.days(facts.days)]);
  }
  items.push([texts.status, labelOfRequestStatus(request.humanResourceRequestStatus)]);
  return (
    <section aria-label={texts.summaryLabel}>
      <dl className={styles.summary}>
        {items.map(([term, description]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.description}>{description}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function AnswerForm({ snapshot, actorRef }: { snapshot: ApprovalSnapshot; actorRef: ApprovalRef }) {
  const { values, errors, dirty } = snapshot.context;
  const busy = snapshot.hasTag('busy');
  const allowed = snapshot.can({ type: 'SUBMIT' });
  // Messages show once the person has changed the form; Enviar says why it is disabled from the start.
  const approvalMessage = dirty ? errors.approval : undefined;
  const observationMessage = dirty ? errors.observation : undefined;
  const reason = busy
    ? undefined
    : (errors.approval ?? errors.observation ?? permissionExplanations.approveVacation);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'SUBMIT' });
      }}
    >
      {snapshot.hasTag('submitFailed') && (
        <FlagMessage
          title={texts.submitFailed}
          appearance="danger"
          onClose={() => actorRef.send({ type: 'DISMISS_FLAG' })}
          closeLabel={texts.close}
        />
      )}
      <RadioGroup
        label={texts.answer}
        required
        orientation="horizontal"
        disabled={busy}
        options={[
          { id: 'approve', label: approvalTexts.approve },
          { id: 'reject', label: approvalTexts.reject },
        ]}
        value={values.approval}
        onChange={(id) => actorRef.send({ type: 'CHANGE', values: { approval: id as ApprovalChoice } })}
        status={approvalMessage ? 'invalid' : undefined}
        message={approvalMessage}
        requiredText={layoutTexts.required}
      />
      <TextArea
        label={approvalTexts.observations}
        required={values.approval === 'reject'}
        disabled={busy}
        fullWidth
        max={limits.approvalObservation}
        value={values.observation}
        onChange={(observation) => actorRef.send({ type: 'CHANGE', values: { observation } })}
        status={observationMessage ? 'invalid' : undefined}
        message={observationMessage}
        requiredText={layoutTexts.required}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!allowed} disabledReason={allowed ? undefined : reason}>
          {approvalTexts.send}
        </Button>
        {busy && <Spinner size="small" label={texts.sending} />}
      </div>
    </form>
  );
}
