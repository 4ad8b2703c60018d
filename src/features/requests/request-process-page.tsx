import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { requestProcessMachine } from '../../../machines/requests/request-process.machine';
import { Button } from '../../../src-ui/button';
import { Checkbox } from '../../../src-ui/checkbox';
import { type Load, LoadState } from '../../../src-ui/load-state';
import { Modal } from '../../../src-ui/modal';
import { PageTemplate } from '../../../src-ui/page-template';
import { Tag } from '../../../src-ui/tag';
import type { HumanResourceRequest } from '../../domain/entities';
import { fetchMessages } from '../../domain/fetch-messages';
import { formatDate, requestNumberOrFallback, responsibleOrFallback } from '../../domain/format';
import { permissionExplanations } from '../../domain/permissions';
import { type ProcessTask, processTasks } from '../../domain/rules/request-process';
import { boardTexts } from '../../domain/texts';
import { DiscardDialog } from '../../views/requests/discard-dialog';
import * as styles from './requests.css';
import { requestProcessTexts as texts } from './requests-texts';

export type RequestProcessRef = ActorRefFrom<typeof requestProcessMachine>;

export interface RequestProcessPageProps {
  processRef: RequestProcessRef;
  onBack?: () => void;
  /** What the page shows when the employee has no such request (the app's not-found page). */
  notFound?: ReactNode;
}

/** /requests/application-process/{id}: the header, the tasks, requirements and discard. */
export function RequestProcessPage({ processRef, onBack, notFound }: RequestProcessPageProps) {
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
  if (state === 'notFound') return <>{notFound}</>;
  const load: Load<undefined> =
    state === 'loaded'
      ? { state, value: undefined }
      : state === 'failed'
        ? { state, message: fetchMessages.requests.final }
        : { state };
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
          {() => (request ? <Process processRef={processRef} request={request} account={account} /> : null)}
        </LoadState>
      </div>
    </PageTemplate>
  );
}

function Process({
  processRef,
  request,
  account,
}: {
  processRef: RequestProcessRef;
  request: HumanResourceRequest;
  account: string;
}) {
  const mayDiscard = useSelector(processRef, (snapshot) => snapshot.can({ type: 'DISCARD' }));
  const requirementsOpen = useSelector(processRef, (snapshot) => snapshot.matches({ ready: 'requirements' }));
  const discardRef = useSelector(processRef, (snapshot) => snapshot.children.discard);
  const mayChangeResponsible = useSelector(processRef, (snapshot) =>
    snapshot.can({ type: 'CHANGE_RESPONSIBLE' }),
  );
  const { toDo, done } = processTasks(request, account);
  return (
    <>
      <dl className={styles.cardFacts}>
        <dt className={styles.term}>{texts.responsible}</dt>
        <dd className={styles.detail}>
          {responsibleOrFallback(request.userNameInCharge)}{' '}
          <Button
            variant="text"
            disabled={!mayChangeResponsible}
            disabledReason={mayChangeResponsible ? undefined : texts.noResponsiblePrivilege}
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
      <div className={styles.toolbar}>
        <Button variant="outlined" onPress={() => processRef.send({ type: 'OPEN_REQUIREMENTS' })}>
          {boardTexts.requirements}
        </Button>
        <Button
          appearance="danger"
          variant="outlined"
          disabled={!mayDiscard}
          disabledReason={mayDiscard ? undefined : permissionExplanations.discardRequest}
          onPress={() => processRef.send({ type: 'DISCARD' })}
        >
          {boardTexts.discard}
        </Button>
      </div>
      <TaskPanel title={boardTexts.tasksToDo} tasks={toDo} emptyText={boardTexts.noPendingTasks} />
      <TaskPanel title={boardTexts.tasksDone} tasks={done} emptyText={boardTexts.noDoneTasks} />
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
        <Requirements request={request} />
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

function TaskPanel({ title, tasks, emptyText }: { title: string; tasks: ProcessTask[]; emptyText: string }) {
  const headingId = `tasks-${title.replace(/\W/g, '-')}`;
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <h2 id={headingId}>{title}</h2>
      {tasks.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <ul>
          {tasks.map((task) => (
            <li key={task.id}>
              <strong>{task.name}</strong>
              {task.description && <p className={styles.note}>{task.description}</p>}
              {!task.done && task.blockedBecause !== '' && (
                <Button
                  variant="text"
                  disabled
                  disabledReason={task.blockedBecause}
                  aria-label={texts.execute(task.name)}
                >
                  {texts.executeShort}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The requirement tables: the first three tasks are the system validations, the documentary
 * requirements and the human validations; each entry's tag is Cumple once done, Sin Evaluar before.
 */
function Requirements({ request }: { request: HumanResourceRequest }) {
  const sections = [texts.systemValidations, texts.documentaryRequirements, texts.humanValidations];
  const tasks = request.tasksToManageTheHumanResourcesRequests;
  return (
    <>
      {sections.map((title, index) => {
        const task = tasks[index];
        return (
          <section key={title} aria-label={title}>
            <h3>{title}</h3>
            {task ? (
              <p>
                {task.taskName}{' '}
                <Tag appearance={task.taskStatus === 'done' ? 'success' : 'gray'}>
                  {task.taskStatus === 'done' ? 'Cumple' : 'Sin Evaluar'}
                </Tag>
              </p>
            ) : (
              <p className={styles.note}>{texts.noRequirements}</p>
            )}
          </section>
        );
      })}
    </>
  );
}
