import type { HumanResourceRequest } from '@src/domain/entities';
import { fetchMessages } from '@src/domain/fetch-messages';
import { formatDate, requestNumberOrFallback, responsibleOrFallback } from '@src/domain/format';
import { permissionExplanations } from '@src/domain/permissions';
import { lifecycleBlock } from '@src/domain/rules/lifecycle';
import { type ProcessTask, processTasks, requirementsBlock } from '@src/domain/rules/request-process';
import { boardTexts } from '@src/domain/texts';
import { ChangedElsewhereNotice } from '@src/views/requests/changed-elsewhere';
import { DiscardDialog } from '@src/views/requests/discard-dialog';
import type { RenderHistory } from '@src/views/requests/request-history';
import { changedElsewhereTexts } from '@src/views/requests/request-texts';
import { Button } from '@ui/button';
import { Checkbox } from '@ui/checkbox';
import { LoadState, loadOf } from '@ui/load-state';
import { Modal } from '@ui/modal';
import { PageTemplate } from '@ui/page-template';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type CurriculumFile, RequestCandidate } from './request-candidate';
import type { RequestProcessRef } from './request-process-ref';
import { Requirements } from './request-requirements';
import * as styles from './requests.css';
import { requestProcessTexts as texts } from './requests-texts';

export interface RequestProcessPageProps {
  processRef: RequestProcessRef;
  /** The onboarding request's CV (call 18), only for a person holding AddEmployeeLink. */
  curriculum?: CurriculumFile | undefined;
  onBack?: () => void;
  /** What the page shows when the employee has no such request (the app's not-found page). */
  notFound?: ReactNode;
  /** 'Historial de la solicitud' below the tasks: the app's section over its own actor. */
  history?: RenderHistory | undefined;
}

/**
 * Why a button of the page is off: the rule's own reason ('La solicitud ya terminó.', no privilege, not in
 * charge) when the request as it is now refuses it; else, while the changed-elsewhere notice shows (issue
 * 30), that it waits for 'Entendido' — never a privilege the person has.
 */
function offReason(block: string, changedElsewhere: boolean): string | undefined {
  return block || (changedElsewhere ? changedElsewhereTexts.waitForDismiss : undefined);
}

/** /requests/application-process/{id}: the header, the tasks, requirements and discard. */
export function RequestProcessPage({
  processRef,
  curriculum,
  onBack,
  notFound,
  history,
}: RequestProcessPageProps) {
  const state = useSelector(processRef, (snapshot) =>
    snapshot.hasTag('busy')
      ? 'loading'
      : snapshot.matches('failed')
        ? 'failed'
        : snapshot.matches('notFound')
          ? 'notFound'
          : 'loaded',
  );
  const request = useSelector(processRef, (snapshot) => snapshot.context.request);
  const account = useSelector(processRef, (snapshot) => snapshot.context.account);
  const useCases = useSelector(processRef, (snapshot) => snapshot.context.useCases);
  if (state === 'notFound') return <>{notFound}</>;
  const load = loadOf(state, fetchMessages.requests.final);
  const number = requestNumberOrFallback(request?.humanResourceRequestNumber);
  return (
    <PageTemplate title={texts.title(number)} onBack={onBack}>
      <div className={styles.page}>
        <LoadState
          load={load}
          loadingLabel={texts.loading}
          retryLabel={texts.retry}
          onRetry={() => processRef.send({ type: 'RETRY' })}
        >
          {() =>
            request ? (
              <Process
                processRef={processRef}
                request={request}
                account={account}
                useCases={useCases}
                curriculum={curriculum}
                history={history}
              />
            ) : null
          }
        </LoadState>
      </div>
    </PageTemplate>
  );
}

function Process({
  processRef,
  request,
  account,
  useCases,
  curriculum,
  history,
}: {
  processRef: RequestProcessRef;
  request: HumanResourceRequest;
  account: string;
  useCases: readonly string[];
  curriculum: CurriculumFile | undefined;
  history: RenderHistory | undefined;
}) {
  const mayDiscard = useSelector(processRef, (snapshot) => snapshot.can({ type: 'DISCARD' }));
  const requirementsOpen = useSelector(processRef, (snapshot) => snapshot.matches({ ready: 'requirements' }));
  const mayOpenRequirements = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'OPEN_REQUIREMENTS' }),
  );
  const discardRef = useSelector(processRef, (snapshot) => snapshot.children.discard);
  const mayChangeResponsible = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'CHANGE_RESPONSIBLE' }),
  );
  const changedBy = useSelector(processRef, (snapshot) =>
    snapshot.matches({ ready: 'changedElsewhere' }) ? snapshot.context.changedBy : undefined,
  );
  const changedElsewhere = useSelector(processRef, (snapshot) =>
    snapshot.matches({ ready: 'changedElsewhere' }),
  );
  const { toDo, done } = processTasks(request, account, useCases);
  return (
    <>
      {changedElsewhere && (
        <ChangedElsewhereNotice
          request={request}
          changedBy={changedBy}
          onDismiss={() => processRef.send({ type: 'DISMISS_CHANGE' })}
        />
      )}
      <dl className={styles.cardFacts}>
        <dt className={styles.term}>{texts.responsible}</dt>
        <dd className={styles.detail}>
          {responsibleOrFallback(request.userNameInCharge)}{' '}
          <Button
            variant="text"
            disabled={!mayChangeResponsible}
            disabledReason={
              mayChangeResponsible
                ? undefined
                : offReason(lifecycleBlock(request, 'assign', useCases), changedElsewhere)
            }
            onPress={() => processRef.send({ type: 'CHANGE_RESPONSIBLE' })}
          >
            {texts.changeResponsible}
          </Button>
        </dd>
        <dt className={styles.term}>{texts.requestNumber}</dt>
        <dd className={styles.detail}>{requestNumberOrFallback(request.humanResourceRequestNumber)}</dd>
        <dt className={styles.term}>{texts.requestDate}</dt>
        <dd className={styles.detail}>{formatDate(request.humanResourceRequestDate)}</dd>
      </dl>
      <RequestCandidate request={request} curriculum={curriculum} />
      <div className={styles.toolbar}>
        <Button
          variant="outlined"
          disabled={!mayOpenRequirements}
          disabledReason={
            mayOpenRequirements ? undefined : offReason(requirementsBlock(useCases), changedElsewhere)
          }
          onPress={() => processRef.send({ type: 'OPEN_REQUIREMENTS' })}
        >
          {boardTexts.requirements}
        </Button>
        <Button
          appearance="danger"
          variant="outlined"
          disabled={!mayDiscard}
          disabledReason={
            mayDiscard ? undefined : offReason(lifecycleBlock(request, 'discard', useCases), changedElsewhere)
          }
          onPress={() => processRef.send({ type: 'DISCARD' })}
        >
          {boardTexts.discard}
        </Button>
      </div>
      <TaskPanel
        processRef={processRef}
        title={boardTexts.tasksToDo}
        tasks={toDo}
        emptyText={boardTexts.noPendingTasks}
      />
      <TaskPanel
        processRef={processRef}
        title={boardTexts.tasksDone}
        tasks={done}
        emptyText={boardTexts.noDoneTasks}
      />
      {history?.(
        { requestId: request.humanResourceRequestId, version: request.humanResourceRequestVersion },
        2,
      )}
      <Modal
        isOpen={requirementsOpen}
        onClose={() => processRef.send({ type: 'CLOSE_REQUIREMENTS' })}
        title={texts.requirementsTitle}
        closeLabel={texts.close}
        size="large"
        footer={
          <Button disabled disabledReason={permissionExplanations.addRequirement}>
            {boardTexts.addRequirement}
          </Button>
        }
      >
        <Requirements processRef={processRef} request={request} account={account} />
      </Modal>
      <ResponsibleModal processRef={processRef} />
      {discardRef && <DiscardDialog actorRef={discardRef} />}
    </>
  );
}

/** The responsible modal: 'Asignarme a mí como responsable.'; Guardar only when it changes something. */
function ResponsibleModal({ processRef }: { processRef: RequestProcessRef }) {
  const open = useSelector(processRef, (snapshot) => snapshot.matches({ ready: 'responsible' }));
  const assignMe = useSelector(processRef, (snapshot) => snapshot.context.assignMe);
  const saving = useSelector(processRef, (snapshot) => snapshot.hasTag('saving'));
  const maySave = useSelector(processRef, (snapshot) => snapshot.can({ type: 'SAVE_RESPONSIBLE' }));
  return (
    <Modal
      isOpen={open}
      onClose={() => processRef.send({ type: 'CANCEL_RESPONSIBLE' })}
      title={texts.changeResponsible}
      closeLabel={texts.close}
      hideClose
      footer={
        <>
          <Button
            variant="outlined"
            disabled={saving}
            onPress={() => processRef.send({ type: 'CANCEL_RESPONSIBLE' })}
          >
            {texts.cancel}
          </Button>
          <Button
            loading={saving}
            disabled={!maySave && !saving}
            onPress={() => processRef.send({ type: 'SAVE_RESPONSIBLE' })}
          >
            {texts.save}
          </Button>
        </>
      }
    >
      <Checkbox
        checked={assignMe}
        disabled={saving}
        onChange={(checked) => processRef.send({ type: 'SET_ASSIGN_ME', checked })}
      >
        {boardTexts.assignMe}
      </Checkbox>
    </Modal>
  );
}

function TaskPanel({
  processRef,
  title,
  tasks,
  emptyText,
}: {
  processRef: RequestProcessRef;
  title: string;
  tasks: ProcessTask[];
  emptyText: string;
}) {
  const headingId = `tasks-${title.replace(/\W/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId}>{title}</h2>
      {tasks.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <ul className={styles.taskList}>
          {tasks.map((task) => (
            <li key={task.id} className={styles.taskItem}>
              <div>
                <strong>{task.name}</strong>
                {task.description && <p className={styles.note}>{task.description}</p>}
              </div>
              {!task.done && <ExecuteButton processRef={processRef} task={task} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** 'Ejecutar': on when the machine would take EXECUTE_TASK, otherwise off with the rule's reason. */
function ExecuteButton({ processRef, task }: { processRef: RequestProcessRef; task: ProcessTask }) {
  const mayExecute = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'EXECUTE_TASK', taskId: task.id }),
  );
  // While a task runs its Ejecutar is in the kit's pending state and every other Ejecutar is off.
  const running = useSelector(processRef, (snapshot) => snapshot.hasTag('executing'));
  const changedElsewhere = useSelector(processRef, (snapshot) =>
    snapshot.matches({ ready: 'changedElsewhere' }),
  );
  const runningThis = useSelector(
    processRef,
    (snapshot) => snapshot.hasTag('executing') && snapshot.context.taskId === task.id,
  );
  return (
    <Button
      variant="outlined"
      loading={runningThis}
      disabled={!mayExecute && !runningThis}
      disabledReason={mayExecute || running ? undefined : offReason(task.blockedBecause, changedElsewhere)}
      aria-label={texts.execute(task.name)}
      onPress={() => processRef.send({ type: 'EXECUTE_TASK', taskId: task.id })}
    >
      {texts.executeShort}
    </Button>
  );
}
