import type {
  ApprovalEmployee,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { labelOfRequestStatus } from '@src/domain/lookups';
import { permissionExplanations } from '@src/domain/permissions';
import { type ApprovalChoice, approvalFacts } from '@src/domain/rules/approval';
import { approvalTexts, fillText, layoutTexts } from '@src/domain/texts';
import { limits } from '@src/domain/validation';
import { ChangedElsewhereNotice } from '@src/views/requests/changed-elsewhere';
import type { RenderHistory } from '@src/views/requests/request-history';
import { Button } from '@ui/button';
import { FlagMessage } from '@ui/flag-message';
import { InfoModal } from '@ui/info-modal';
import { RadioGroup } from '@ui/radio-group';
import { Spinner } from '@ui/spinner';
import { TextArea } from '@ui/text-area';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { approvalPageTexts as texts } from './approval-texts';
import * as styles from './approvals.css';
import type { RenderTeamAbsences } from './team-absences';

type ApprovalRef = ActorRefFrom<typeof vacationApprovalMachine>;
type ApprovalSnapshot = SnapshotFrom<typeof vacationApprovalMachine>;

/** What the page shows, by the machine's state. */
type Phase =
  | 'noCode'
  | 'loading'
  | 'failed'
  | 'notFound'
  | 'notVacation'
  | 'canceled'
  | 'alreadyAnswered'
  | 'answered'
  | 'form';

function phaseOf(snapshot: ApprovalSnapshot): Phase {
  for (const phase of [
    'noCode',
    'loading',
    'failed',
    'notFound',
    'notVacation',
    'canceled',
    'alreadyAnswered',
  ] as const)
    if (snapshot.matches(phase)) return phase;
  if (snapshot.matches('result') || snapshot.matches('closed')) return 'answered';
  return 'form';
}

function titleOf(snapshot: ApprovalSnapshot): string {
  const { kind, requestNumber } = snapshot.context;
  if (snapshot.matches('noCode')) return texts.genericTitle;
  const template = kind === 'enjoyment' ? approvalTexts.enjoymentTitle : approvalTexts.paymentTitle;
  return fillText(template, { id: requestNumber.trim() });
}

/** The operator's brand shown in the footer. */
interface ApprovalBrand {
  name: string;
  /** Logo address (a data: URI in the local stack); none shows the name only. */
  logo?: string | undefined;
}

export interface VacationApprovalPageProps {
  /** The running approval actor (src/app provides calls 10, 8 and 14). */
  actorRef: ApprovalRef;
  brand: ApprovalBrand;
  /**
   * 'Historial de la solicitud' under the request: who filed it and when, and what happened
   * to it, before the manager answers; the app's section over its own actor.
   */
  history?: RenderHistory | undefined;
  /**
   * 'Ausencias del equipo en esas fechas' under an enjoyment request: who else of the team is away in its
   * days; the app's section over its own actor. It never holds the answer back.
   */
  teamAbsences?: RenderTeamAbsences | undefined;
}

/**
 * /approvals/vacation-approval: the request of the address (its employee and days), the Aprobar /
 * Rechazar choice with Observaciones and Enviar, then the 'Respuesta enviada' modal; a footer with the
 * operator's brand. Loading shows a spinner and a failed load its error with Reintentar, never an empty
 * form. Renders the approval machine; every decision is the machine's.
 */
export function VacationApprovalPage({ actorRef, brand, history, teamAbsences }: VacationApprovalPageProps) {
  const title = useSelector(actorRef, titleOf);
  const resultOpen = useSelector(actorRef, (snapshot) => snapshot.matches('result'));
  const answered = useSelector(actorRef, (snapshot) => snapshot.context.answered);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <div className={styles.body}>
        <Body actorRef={actorRef} history={history} teamAbsences={teamAbsences} />
      </div>
      <InfoModal
        isOpen={resultOpen}
        title={approvalTexts.resultTitle}
        buttonText={approvalTexts.understood}
        appearance={answered === 'reject' ? 'warning' : 'success'}
        closeLabel={layoutTexts.close}
        onClose={() => actorRef.send({ type: 'CLOSE' })}
      >
        <p>{answered === 'reject' ? approvalTexts.rejected : approvalTexts.approved}</p>
      </InfoModal>
      <footer className={styles.footer}>
        {brand.logo ? <img className={styles.logo} src={brand.logo} alt="" /> : null}
        <span>{brand.name || texts.brandFallback}</span>
      </footer>
    </div>
  );
}

function Body({
  actorRef,
  history,
  teamAbsences,
}: {
  actorRef: ApprovalRef;
  history: RenderHistory | undefined;
  teamAbsences: RenderTeamAbsences | undefined;
}) {
  const phase = useSelector(actorRef, phaseOf);
  const number = useSelector(actorRef, (snapshot) => snapshot.context.requestNumber.trim());
  const request = useSelector(actorRef, (snapshot) => snapshot.context.request);
  const employee = useSelector(actorRef, (snapshot) => snapshot.context.employee);
  const changedElsewhere = useSelector(actorRef, (snapshot) => snapshot.matches('changedElsewhere'));
  const changedBy = useSelector(actorRef, (snapshot) => snapshot.context.changedBy);
  if (phase === 'loading') return <Spinner size="large" label={texts.loading} />;
  if (phase === 'failed') {
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
  if (phase === 'noCode') return <p role="alert">{texts.noCode}</p>;
  if (phase === 'notFound') return <p role="alert">{texts.notFound(number)}</p>;
  if (phase === 'notVacation') return <p role="alert">{texts.notVacation(number)}</p>;
  if (!request) return null;
  const status = labelOfRequestStatus(request.humanResourceRequestStatus);
  const summary = <Summary employee={employee} request={request} />;
  const requestHistory = history?.(
    { requestId: request.humanResourceRequestId, version: request.humanResourceRequestVersion },
    2,
  );
  // Only an enjoyment has days another person's vacations could overlap (call 20 refuses a payment).
  const absences =
    request.humanResourceRequestType === 'VacationsEnjoyed'
      ? teamAbsences?.(request.humanResourceRequestId)
      : undefined;
  // One order for every phase (the notice, the request, what became of it, the team's absences, its
  // history, the form), so the sections keep their place, and what they show, when the answer is sent.
  const outcome =
    phase === 'canceled'
      ? texts.canceled
      : phase === 'alreadyAnswered'
        ? texts.alreadyAnswered(request.humanResourceRequestStatus)
        : phase === 'answered'
          ? texts.recorded(status)
          : undefined;
  return (
    <>
      {phase === 'form' && changedElsewhere && (
        <ChangedElsewhereNotice
          request={request}
          changedBy={changedBy}
          onDismiss={() => actorRef.send({ type: 'DISMISS_CHANGE' })}
        />
      )}
      {summary}
      {outcome !== undefined && <p role="status">{outcome}</p>}
      {absences}
      {requestHistory}
      {phase === 'form' && <AnswerForm actorRef={actorRef} />}
    </>
  );
}

function Summary({
  employee,
  request,
}: {
  employee: ApprovalEmployee | undefined;
  request: HumanResourceRequest;
}) {
  const facts = approvalFacts(request);
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

function AnswerForm({ actorRef }: { actorRef: ApprovalRef }) {
  const values = useSelector(actorRef, (snapshot) => snapshot.context.values);
  const errors = useSelector(actorRef, (snapshot) => snapshot.context.errors);
  const dirty = useSelector(actorRef, (snapshot) => snapshot.context.dirty);
  const busy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const submitFailed = useSelector(actorRef, (snapshot) => snapshot.hasTag('submitFailed'));
  const leaveRefused = useSelector(actorRef, (snapshot) => snapshot.matches({ submitting: 'leaveRefused' }));
  const allowed = useSelector(actorRef, (snapshot) => snapshot.can({ type: 'SUBMIT' }));
  // Messages show once the person has changed the form; Enviar says why it is disabled from the start.
  const approvalMessage = dirty ? errors.approval : undefined;
  const observationMessage = dirty ? errors.observation : undefined;
  const reason = busy
    ? undefined
    : (errors.approval ?? errors.observation ?? permissionExplanations.approveVacation);
  // While the answer is sent, Escape is refused and the page says so (the machine's LEAVE).
  useEffect(() => {
    if (!busy) return;
    const refuse = (event: KeyboardEvent) => {
      if (event.key === 'Escape') actorRef.send({ type: 'LEAVE' });
    };
    document.addEventListener('keydown', refuse);
    return () => document.removeEventListener('keydown', refuse);
  }, [actorRef, busy]);
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actorRef.send({ type: 'SUBMIT' });
      }}
    >
      {submitFailed && (
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
        {/* While it runs Enviar is in the kit's pending state: a spinner, focus kept, not pressable. */}
        <Button
          type="submit"
          loading={busy}
          disabled={!allowed && !busy}
          disabledReason={allowed || busy ? undefined : reason}
        >
          {approvalTexts.send}
        </Button>
        {leaveRefused && (
          <p role="status" className={styles.sending}>
            {texts.leaveRefused}
          </p>
        )}
      </div>
    </form>
  );
}
