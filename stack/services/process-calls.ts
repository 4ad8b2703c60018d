import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { permissionExplanations } from '@src/domain/permissions';
import { ownRequestRefusal, requestCreator, statusAfterAnswer } from '@src/domain/rules/approval';
import { type LifecycleStep, lifecycleRefusal } from '@src/domain/rules/lifecycle';
import {
  isResponsible,
  processUseCase,
  requirementBlock,
  tagOf,
  tagOfResult,
  taskBlock,
} from '@src/domain/rules/request-process';
import {
  bodyTooLarge,
  type CallDeps,
  type Caller,
  type Handler,
  type Json,
  listIn,
  readEmptyBody,
  readJson,
  requestForUpdate,
  requireUseCase,
  type ServicesContext,
  type Transaction,
  traced,
  unitScope,
} from './call-context';
import { type HistoryChange, historyTransitions, storeWithHistory, versionOf } from './history';
import { HttpError, messages } from './http-error';
import {
  answeredWithin,
  changeBinding,
  replayed,
  replayIfKnown,
  type StoredAnswer,
  storeAnswer,
} from './idempotency';
import { queueAnswered } from './mail-outbox';
import { readableRequest } from './read-use-cases';
import { maxBodyBytes, validateApproval, validateEvaluation } from './validation';
import { requireCurrentVersion, setEtag, withVersion } from './versions';

/** What the traceability entry of each answer says (ours). */
const answerTraces = {
  approve: { action: 'Aprobación del jefe inmediato', noObservation: 'Aprobada sin observaciones.' },
  reject: { action: 'Rechazo del jefe inmediato', noObservation: '' },
} as const;

/**
 * Call 14 (ours): POST /persistence/human-resources-requests/{humanResourceRequestId}/approval with
 * X-Action SaveVacationRequestApproval and body { approval: 'approve' | 'reject', observation }. Needs
 * ApproveVacationRequest in the unit; only a vacation request in supervisor_approval may be answered.
 * Approving moves it to HR_compliance_verification, rejecting to rejected, with a traceability entry
 * (who, when, the observation). Answers 200 with the updated request; honours Idempotency-Key.
 */
export const answerVacationRequest: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  requireUseCase(useCases, 'ApproveVacationRequest');
  const now = deps.now();
  const { body, bytes } = await readJson(c);
  if (bytes > maxBodyBytes) throw bodyTooLarge();
  const requestIdParam = c.req.param('id') ?? '';
  // The key is bound to the request answered and the answer (and the unit, as for call 11).
  const binding = changeBinding(c, unit, now, { requestIdParam, body });
  const shown = (document: Json) => readableRequest(document, useCases);
  const replay = await replayIfKnown(c, deps.db, binding, shown);
  if (replay) return replay;
  const answer = validateApproval(body);
  const requestId = requestIdParam;
  const outcome = await deps.db.transaction(
    async (tx): Promise<{ earlier: StoredAnswer } | { updated: Json }> => {
      // A retry overlapping the first attempt waits for it here and answers what it answered (not a 412).
      const earlier = await answeredWithin(tx, binding);
      if (earlier) return { earlier };
      const { document: current, request, version } = await requestForUpdate(tx, requestId, unit);
      await requireCurrentVersion(c, tx, { requestId, version, document: current }, shown);
      const lifecycle = lifecycleRefusal(request, 'answer');
      if (lifecycle) throw new HttpError(lifecycle.status, lifecycle.message);
      // Authorization: nobody answers a request they made or one about themselves.
      if (
        requestCreator(request) === caller.accountId ||
        (await isAboutCaller(tx, request.employeeId, caller))
      )
        throw new HttpError(403, ownRequestRefusal);
      const status = statusAfterAnswer[answer.approval];
      const observation = answer.observation.trim();
      const document: Json = traced(
        { ...current, humanResourceRequestStatus: status },
        requestId,
        answerTraces[answer.approval].action,
        caller.accountId,
        now,
        observation || answerTraces[answer.approval].noObservation,
      );
      const stored = await storeWithHistory(tx, requestId, document, status, {
        at: now,
        accountId: caller.accountId,
        personName: requester.name,
        event: answer.approval === 'approve' ? 'approved' : 'rejected',
        statusFrom: request.humanResourceRequestStatus,
        statusTo: status,
        transition: historyTransitions.answer,
        words: observation,
      });
      // The requester's notice of the decision, queued with it: sent after the commit (mail-outbox.ts).
      await queueAnswered(tx, deps.mail, {
        request: parseHumanResourceRequest(document),
        version: versionOf(stored),
        managerName: requester.name,
        approval: answer.approval,
        observation,
      });
      if (binding) await storeAnswer(tx, binding, 200, stored);
      return { updated: stored };
    },
  );
  if ('earlier' in outcome) return replayed(c, outcome.earlier, shown);
  const { updated } = outcome;
  deps.mail?.wake();
  setEtag(c, updated);
  // The request as call 10 would list it to the caller: answering a request is no way to read its data.
  return c.json(shown(updated), 200);
};

/** What the traceability entry of a responsible change says (ours). */
const responsibleTrace = 'Asignación de responsable';

/**
 * Call 15 (ours): POST /persistence/human-resources-requests/{humanResourceRequestId}/responsible with
 * X-Action AssignHumanResourcesRequestResponsible and no body (or {}): the caller becomes the person in
 * charge ("Asignarme a mí como responsable."): userCodeInCharge is the caller's account, userNameInCharge
 * the staff member's name, with a traceability entry. Needs AddEmployeeLink in the unit (the request
 * process page manages onboarding, that is linkage, requests); a finished request cannot change hands
 * (409); another unit's request answers like a missing one (404). Idempotent by nature: assigning the
 * same person again changes nothing but adds no second entry. Answers 200 with the updated request.
 */
export const assignResponsible: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  requireUseCase(useCases, 'AddEmployeeLink');
  await readEmptyBody(c);
  const now = deps.now();
  const requestId = c.req.param('id') ?? '';
  return changeRequest(
    c,
    deps,
    { unit, useCases, requestId, target: 'responsible', who: requester.name, at: now },
    ({ document, request }) => {
      throwLifecycle(request, 'assign');
      if (request.userCodeInCharge === caller.accountId) return undefined;
      return {
        document: traced(
          { ...document, userCodeInCharge: caller.accountId, userNameInCharge: requester.name },
          requestId,
          responsibleTrace,
          caller.accountId,
          now,
          `${request.userNameInCharge || 'Sin responsable'} → ${requester.name}`,
        ),
        event: 'responsibleChanged',
        transition: historyTransitions.assign,
        detail: { previousResponsible: request.userNameInCharge, newResponsible: requester.name },
      };
    },
  );
};

/** A change of calls 15 to 17: the document to store and what its history entry says. */
interface ProcessChange extends Pick<HistoryChange, 'event' | 'transition' | 'detail'> {
  document: Json;
}

/**
 * One change of a request (calls 15 to 17): an Idempotency-Key replay answers first; then, in one
 * transaction, the key is looked up again once any overlapping attempt with it has ended, the request is
 * locked, its If-Match weighed (428/412, versions.ts) and `change` run: it gives the document to store (a
 * new version, with its history entry in the same transaction), or undefined when nothing changes (no
 * version, no entry). The answer is the request with its version, also as ETag, as call 10 would list it
 * to the caller. `who` is the staff member's name of the token's account, `at` the services' clock.
 */
async function changeRequest(
  c: ServicesContext,
  deps: CallDeps,
  scope: {
    unit: string;
    useCases: readonly string[];
    requestId: string;
    target: unknown;
    who: string;
    at: Date;
  },
  change: (locked: Awaited<ReturnType<typeof requestForUpdate>>) => ProcessChange | undefined,
): Promise<Response> {
  const { unit, useCases, requestId } = scope;
  const accountId = c.get('caller').accountId;
  const binding = changeBinding(c, unit, deps.now(), { requestId, target: scope.target });
  // Every answer, the 412's request and a replay too, shows what call 10 would list to the caller.
  const shown = (document: Json) => readableRequest(document, useCases);
  const replay = await replayIfKnown(c, deps.db, binding, shown);
  if (replay) return replay;
  const outcome = await deps.db.transaction(
    async (tx): Promise<{ earlier: StoredAnswer } | { updated: Json }> => {
      const earlier = await answeredWithin(tx, binding);
      if (earlier) return { earlier };
      const locked = await requestForUpdate(tx, requestId, unit);
      await requireCurrentVersion(
        c,
        tx,
        { requestId, version: locked.version, document: locked.document },
        shown,
      );
      const next = change(locked);
      const status = locked.request.humanResourceRequestStatus;
      const answered = next
        ? await storeWithHistory(tx, requestId, next.document, undefined, {
            at: scope.at,
            accountId,
            personName: scope.who,
            event: next.event,
            statusFrom: status,
            statusTo: String(next.document.humanResourceRequestStatus ?? status),
            transition: next.transition,
            detail: next.detail,
          })
        : withVersion(locked.document, locked.version);
      if (binding) await storeAnswer(tx, binding, 200, answered);
      return { updated: answered };
    },
  );
  if ('earlier' in outcome) return replayed(c, outcome.earlier, shown);
  const { updated } = outcome;
  setEtag(c, updated);
  return c.json(shown(updated), 200);
}

/** The lifecycle table's refusal of the step (400 for another type, 409 for the status), if any. */
function throwLifecycle(request: HumanResourceRequest, step: LifecycleStep) {
  const refusal = lifecycleRefusal(request, step);
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

/** True when the request's employee is the signed-in person (same identification number). */
async function isAboutCaller(tx: Transaction, employeeId: string, caller: Caller): Promise<boolean> {
  const own = caller.account?.identificationDocumentNumber;
  if (!own) return false;
  const result = await tx.query<{ number: string | null }>(
    `SELECT document->>'identificationDocumentNumber' AS number FROM employees WHERE employee_id = $1`,
    [employeeId],
  );
  return result.rows[0]?.number === own;
}

/** What the traceability entries of the process page's actions say (ours). */
const processTraces = {
  requirement: 'Evaluación de requisito',
  task: 'Ejecución de tarea',
} as const;

/** A refusal of the process page's rules: not in charge or without privilege 403, anything else 409. */
function refusalError(refusal: string) {
  const forbidden: string[] = [permissionExplanations.executeTask, permissionExplanations.notResponsible];
  return new HttpError(forbidden.includes(refusal) ? 403 : 409, refusal);
}

/**
 * Call 16 (ours): POST /persistence/human-resources-requests/{id}/requirements/{requirementId}/evaluation
 * with X-Action EvaluateHumanResourcesRequestRequirement and body { result: 'met' | 'notMet' |
 * 'notEvaluated' }: the requirement entry becomes Cumple, No Cumple or (a No Cumple taken back)
 * Sin Evaluar, with a traceability entry. Needs AddEmployeeLink and the caller in charge (403); the rules
 * of src/domain/rules/request-process.ts (No Cumple off when the entry's deletion is disabled, no
 * approving a No Cumple, only a No Cumple taken back, nothing once the entry's task has run, not on a
 * finished request) → 409. Recording
 * the tag the entry already has answers it unchanged (retries are harmless). 200 with the request.
 */
export const evaluateRequirement: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  requireUseCase(useCases, processUseCase);
  const { body, bytes } = await readJson(c);
  if (bytes > maxBodyBytes) throw bodyTooLarge();
  const { result } = validateEvaluation(body);
  const requestId = c.req.param('id') ?? '';
  const requirementId = c.req.param('requirementId') ?? '';
  const now = deps.now();
  const target = { requirementId, result };
  const scope = { unit, useCases, requestId, target, who: requester.name, at: now };
  return changeRequest(c, deps, scope, ({ document, request }) => {
    throwLifecycle(request, 'evaluate');
    const requirement = request.requirementsOfTheHumanResourcesRequest.find(
      (entry) => entry.requirementId === requirementId,
    );
    if (!requirement) throw new HttpError(404, messages.unknownRequirement(requirementId));
    if (tagOf(requirement) === tagOfResult[result] && isResponsible(request, caller.accountId))
      return undefined;
    const refusal = requirementBlock(request, requirement, result, caller.accountId);
    if (refusal) throw refusalError(refusal);
    const entries = listIn(document, 'requirementsOfTheHumanResourcesRequest');
    return {
      document: traced(
        {
          ...document,
          requirementsOfTheHumanResourcesRequest: entries.map((entry) =>
            entry.requirementId === requirementId ? { ...entry, requirementTag: tagOfResult[result] } : entry,
          ),
        },
        requestId,
        processTraces.requirement,
        caller.accountId,
        now,
        `${requirement.requirementName}: ${tagOfResult[result]}`,
      ),
      event: result === 'notEvaluated' ? 'requirementUndone' : 'requirementEvaluated',
      transition: historyTransitions.evaluate,
      detail: { requirementName: requirement.requirementName, requirementTag: tagOfResult[result] },
    };
  });
};

/**
 * Call 17 (ours): POST /persistence/human-resources-requests/{id}/tasks/{taskManagingId}/execution with
 * X-Action ExecuteHumanResourcesRequestTask and no body (the app sends {}, which is not read): the task
 * is done (it moves to 'Tareas hechas'), with a traceability entry. Needs AddEmployeeLink and the caller
 * in charge; tasks 6 to 8 are without privilege (403, SPEC §6); a finished request or a task whose
 * requirements are not all Cumple → 409. Executing a done task answers it unchanged. 200 with the request.
 */
export const executeTask: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  requireUseCase(useCases, processUseCase);
  await readEmptyBody(c);
  const requestId = c.req.param('id') ?? '';
  const taskId = c.req.param('taskId') ?? '';
  const now = deps.now();
  return changeRequest(
    c,
    deps,
    { unit, useCases, requestId, target: { taskId }, who: requester.name, at: now },
    ({ document, request }) => {
      throwLifecycle(request, 'runTask');
      const task = request.tasksToManageTheHumanResourcesRequests.find(
        (item) => item.taskManagingId === taskId,
      );
      if (!task) throw new HttpError(404, messages.unknownTask(taskId));
      if (task.taskStatus === 'done' && isResponsible(request, caller.accountId)) return undefined;
      const refusal = taskBlock(request, task, caller.accountId, useCases);
      if (refusal) throw refusalError(refusal);
      const tasks = listIn(document, 'tasksToManageTheHumanResourcesRequests');
      return {
        document: traced(
          {
            ...document,
            tasksToManageTheHumanResourcesRequests: tasks.map((item) =>
              item.taskManagingId === taskId ? { ...item, taskStatus: 'done' } : item,
            ),
          },
          requestId,
          processTraces.task,
          caller.accountId,
          now,
          task.taskName,
        ),
        event: 'taskRun',
        transition: historyTransitions.runTask,
        detail: { taskName: task.taskName },
      };
    },
  );
};
