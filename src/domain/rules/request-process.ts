// The request process page of SPEC §2 and §6: its tasks, who may execute them, and its requirements.
import type { HumanResourceRequest, Task } from '../entities';
import { permissionExplanations } from '../permissions';

/** Tasks 6 to 8 (signatures, approve, confirm start) are marked without privilege (SPEC §6). */
export const tasksWithoutPrivilege = ['T6', 'T7', 'T8'] as const;

export interface ProcessTask {
  id: string;
  code: string;
  name: string;
  description: string;
  done: boolean;
  /** Why the task cannot be executed ('' when nothing stops it). */
  blockedBecause: string;
}

/** True when the signed-in account is the one in charge of the request. */
export function isResponsible(request: HumanResourceRequest, account: string): boolean {
  return account !== '' && request.userCodeInCharge === account;
}

/** Why a task cannot be executed: not the responsible person first, then tasks 6 to 8. */
export function taskBlock(task: Task, responsible: boolean): string {
  if (!responsible) return permissionExplanations.notResponsible;
  if ((tasksWithoutPrivilege as readonly string[]).includes(task.taskCode))
    return permissionExplanations.executeTask;
  return '';
}

/** The tasks of a request split into 'Tareas por hacer' and 'Tareas hechas', in their order. */
export function processTasks(
  request: HumanResourceRequest,
  account: string,
): { toDo: ProcessTask[]; done: ProcessTask[] } {
  const responsible = isResponsible(request, account);
  const tasks = request.tasksToManageTheHumanResourcesRequests.map((task) => ({
    id: task.taskManagingId,
    code: task.taskCode,
    name: task.taskName,
    description: task.description,
    done: task.taskStatus === 'done',
    blockedBecause: taskBlock(task, responsible),
  }));
  return { toDo: tasks.filter((task) => !task.done), done: tasks.filter((task) => task.done) };
}
