// The request process page of SPEC §2, §4, §5 and §6: its tasks, who may execute them, and its
// requirement tables with the Cumple / No Cumple actions (docs/decisions/0014).
import type { HumanResourceRequest, Requirement, Task } from '../entities';
import { type RequirementTag, requirementTags } from '../lookups';
import { hasUseCase, permissionExplanations } from '../permissions';
import { lifecycleRefusal } from './lifecycle';

/**
 * Ours: the order of the tasks and the frozen requirements of a done task.
 * @internal
 */
export const processMessages = {
  earlierTasksPending: 'Las tareas anteriores deben estar hechas antes de ejecutar esta.',
  taskOfRequirementDone: 'La tarea de este requisito ya está hecha: su evaluación no cambia.',
  /** 'Deshacer' takes back a No Cumple only (a Cumple is changed with No Cumple). */
  onlyNotMetUndone: 'Solo se deshace un requisito marcado como No Cumple.',
} as const;

/** Tasks 6 to 8 (signatures, approve, confirm start) are marked without privilege (SPEC §6). */
const tasksWithoutPrivilege = ['T6', 'T7', 'T8'] as const;

/**
 * The three requirement tables of SPEC §2, in order, with the task that holds each one: task 1 is the
 * system validations, task 2 the documentary requirements, task 3 the human validations.
 */
const requirementSections = [
  { section: 'system', taskCode: 'T1' },
  { section: 'documentary', taskCode: 'T2' },
  { section: 'human', taskCode: 'T3' },
] as const;
export type RequirementSection = (typeof requirementSections)[number]['section'];

/**
 * What an evaluation records: Cumple (approve), No Cumple, or ('Deshacer', a wrong No Cumple
 * taken back while its task has not run) Sin Evaluar again.
 */
export type RequirementResult = 'met' | 'notMet' | 'notEvaluated';
export const requirementResults = ['met', 'notMet', 'notEvaluated'] as const satisfies RequirementResult[];
export const tagOfResult: Record<RequirementResult, RequirementTag> = {
  met: requirementTags[0],
  notMet: requirementTags[1],
  notEvaluated: requirementTags[2],
};
const notEvaluated: RequirementTag = tagOfResult.notEvaluated;

/** The person in charge manages the request's tasks and requirements; the page needs AddEmployeeLink. */
export const processUseCase = 'AddEmployeeLink' as const;

export interface ProcessTask {
  id: string;
  code: string;
  name: string;
  description: string;
  done: boolean;
  /** Why the task cannot be executed ('' when nothing stops it). */
  blockedBecause: string;
}

/** Why 'Requisitos' cannot open ('' when it can): it needs AddEmployeeLink (SPEC §6). */
export function requirementsBlock(useCases: readonly string[]): string {
  return hasUseCase(useCases, processUseCase) ? '' : permissionExplanations.viewRequirements;
}

/** True when the signed-in account is the one in charge of the request. */
export function isResponsible(request: HumanResourceRequest, account: string): boolean {
  return account !== '' && request.userCodeInCharge === account;
}

/** A requirement's tag; anything unknown reads as Sin Evaluar. */
export function tagOf(requirement: Requirement): RequirementTag {
  return (requirementTags as readonly string[]).includes(requirement.requirementTag)
    ? (requirement.requirementTag as RequirementTag)
    : notEvaluated;
}

/** The requirements of a task's table (none for tasks 4 to 8). */
function requirementsOfTask(request: HumanResourceRequest, taskCode: string): Requirement[] {
  return request.requirementsOfTheHumanResourcesRequest.filter(
    (requirement) => requirement.taskCode === taskCode,
  );
}

/**
 * Why the task cannot be executed ('' when it can): without AddEmployeeLink tasks are without privilege,
 * the signed-in account must be in charge, tasks 6 to 8 are without privilege (SPEC §6), a finished
 * request or a done task has nothing to execute, and a task with a requirement table needs every
 * requirement tagged Cumple.
 */
export function taskBlock(
  request: HumanResourceRequest,
  task: Task,
  account: string,
  useCases: readonly string[],
): string {
  if (!hasUseCase(useCases, processUseCase)) return permissionExplanations.executeTask;
  if (!isResponsible(request, account)) return permissionExplanations.notResponsible;
  if ((tasksWithoutPrivilege as readonly string[]).includes(task.taskCode))
    return permissionExplanations.executeTask;
  const lifecycle = lifecycleRefusal(request, 'runTask');
  if (lifecycle) return lifecycle.message;
  if (task.taskStatus === 'done') return permissionExplanations.taskDone;
  if (
    requirementsOfTask(request, task.taskCode).some((requirement) => tagOf(requirement) !== tagOfResult.met)
  )
    return permissionExplanations.requirementsNotMet;
  // A task runs after the tasks it follows (no T5 while T1–T3 are pending).
  const tasks = request.tasksToManageTheHumanResourcesRequests;
  const index = tasks.findIndex((item) => item.taskManagingId === task.taskManagingId);
  if (tasks.slice(0, Math.max(index, 0)).some((item) => item.taskStatus !== 'done'))
    return processMessages.earlierTasksPending;
  return '';
}

/** Why the task of this id cannot be executed ('' when it can; a missing task is never executable). */
export function taskExecutionBlock(
  request: HumanResourceRequest | undefined,
  taskId: string,
  account: string,
  useCases: readonly string[],
): string {
  const task = request?.tasksToManageTheHumanResourcesRequests.find((item) => item.taskManagingId === taskId);
  if (!request || !task) return permissionExplanations.executeTask;
  return taskBlock(request, task, account, useCases);
}

/** The tasks of a request split into 'Tareas por hacer' and 'Tareas hechas', in their order. */
export function processTasks(
  request: HumanResourceRequest,
  account: string,
  useCases: readonly string[],
): { toDo: ProcessTask[]; done: ProcessTask[] } {
  const tasks = request.tasksToManageTheHumanResourcesRequests.map((task) => ({
    id: task.taskManagingId,
    code: task.taskCode,
    name: task.taskName,
    description: task.description,
    done: task.taskStatus === 'done',
    blockedBecause: taskBlock(request, task, account, useCases),
  }));
  return { toDo: tasks.filter((task) => !task.done), done: tasks.filter((task) => task.done) };
}

/**
 * Why a requirement cannot get this result ('' when it can): only the person in charge evaluates, not on
 * a finished request; No Cumple is off when the entry's deletion is disabled and for an entry already
 * No Cumple; approving (Cumple) is off for an entry tagged No Cumple (SPEC §5) and for one already Cumple;
 * 'Deshacer' (back to Sin Evaluar) only takes back a No Cumple. Nothing changes once the
 * entry's task has run: until then a wrong No Cumple is undone, then approved.
 */
export function requirementBlock(
  request: HumanResourceRequest,
  requirement: Requirement,
  result: RequirementResult,
  account: string,
): string {
  if (!isResponsible(request, account)) return permissionExplanations.notResponsible;
  const lifecycle = lifecycleRefusal(request, 'evaluate');
  if (lifecycle) return lifecycle.message;
  const tag = tagOf(requirement);
  if (result === 'notMet') {
    if (requirement.deletionDisabled) return permissionExplanations.notMetDisabled;
    if (tag === tagOfResult.notMet) return permissionExplanations.requirementAlreadyNotMet;
  } else if (result === 'notEvaluated') {
    if (tag !== tagOfResult.notMet) return processMessages.onlyNotMetUndone;
  } else {
    if (tag === tagOfResult.notMet) return permissionExplanations.approveNotMet;
    if (tag === tagOfResult.met) return permissionExplanations.requirementAlreadyMet;
  }
  // A done task's requirements are frozen.
  const holder = request.tasksToManageTheHumanResourcesRequests.find(
    (task) => task.taskCode === requirement.taskCode,
  );
  return holder?.taskStatus === 'done' ? processMessages.taskOfRequirementDone : '';
}

/** Why the requirement of this id cannot get this result ('' when it can; a missing one never can). */
export function requirementEvaluationBlock(
  request: HumanResourceRequest | undefined,
  requirementId: string,
  result: RequirementResult,
  account: string,
): string {
  const requirement = request?.requirementsOfTheHumanResourcesRequest.find(
    (item) => item.requirementId === requirementId,
  );
  if (!request || !requirement) return permissionExplanations.notResponsible;
  return requirementBlock(request, requirement, result, account);
}

export interface RequirementRow {
  id: string;
  name: string;
  description: string;
  tag: RequirementTag;
  /** Why Cumple (approve) is off, '' when on. */
  approveBlock: string;
  /** Why No Cumple is off, '' when on. */
  notMetBlock: string;
  /** Why 'Deshacer' (a No Cumple back to Sin Evaluar) is off, '' when on. */
  undoBlock: string;
}

/** The three requirement tables of the modal, in order, each with its entries and their actions. */
export function requirementTables(
  request: HumanResourceRequest,
  account: string,
): { section: RequirementSection; rows: RequirementRow[] }[] {
  return requirementSections.map(({ section, taskCode }) => ({
    section,
    rows: requirementsOfTask(request, taskCode).map((requirement) => ({
      id: requirement.requirementId,
      name: requirement.requirementName,
      description: requirement.description,
      tag: tagOf(requirement),
      approveBlock: requirementBlock(request, requirement, 'met', account),
      notMetBlock: requirementBlock(request, requirement, 'notMet', account),
      undoBlock: requirementBlock(request, requirement, 'notEvaluated', account),
    })),
  }));
}
