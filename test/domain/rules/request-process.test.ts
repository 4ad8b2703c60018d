import { parseHumanResourceRequest } from '@src/domain/entities';
import {
  isResponsible,
  processMessages,
  processTasks,
  requirementEvaluationBlock,
  requirementsBlock,
  requirementTables,
  taskExecutionBlock,
} from '@src/domain/rules/request-process';
import { sampleRequirements } from '@test/support/process-fixtures';
import { describe, expect, test } from 'vitest';

const useCases = ['AddEmployeeLink'];
const tasks = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ({
  taskManagingId: `T-${index}`,
  taskCode: `T${index}`,
  taskName: `Tarea ${index}`,
  taskStatus: index <= 3 ? 'done' : 'pending',
}));
const request = parseHumanResourceRequest({
  humanResourceRequestId: '18',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
  userCodeInCharge: 'ana.admin',
  tasksToManageTheHumanResourcesRequests: tasks,
});

describe('processTasks, isResponsible and taskExecutionBlock', () => {
  test('splits to do and done by status', () => {
    const { toDo, done } = processTasks(request, 'ana.admin', useCases);
    expect(done.map((task) => task.code)).toEqual(['T1', 'T2', 'T3']);
    expect(toDo.map((task) => task.code)).toEqual(['T4', 'T5', 'T6', 'T7', 'T8']);
  });
  test('tasks 6 to 8 are without privilege for the responsible person', () => {
    const { toDo } = processTasks(request, 'ana.admin', useCases);
    expect(toDo.map((task) => task.blockedBecause)).toEqual([
      '',
      processMessages.earlierTasksPending,
      'No tienes privilegios para ejecutar esta tarea.',
      'No tienes privilegios para ejecutar esta tarea.',
      'No tienes privilegios para ejecutar esta tarea.',
    ]);
  });
  test('somebody else must be responsible first', () => {
    expect(isResponsible(request, 'carla.consulta')).toBe(false);
    expect(isResponsible(parseHumanResourceRequest({}), '')).toBe(false);
    const { toDo } = processTasks(request, 'carla.consulta', useCases);
    expect(new Set(toDo.map((task) => task.blockedBecause))).toEqual(
      new Set(['Debes ser responsable de esta solicitud.']),
    );
  });
  test('without AddEmployeeLink no task may be executed', () => {
    const { toDo } = processTasks(request, 'ana.admin', []);
    expect(new Set(toDo.map((task) => task.blockedBecause))).toEqual(
      new Set(['No tienes privilegios para ejecutar esta tarea.']),
    );
  });
  test('a done task, a finished request or a missing task cannot be executed', () => {
    expect(taskExecutionBlock(request, 'T-4', 'ana.admin', useCases)).toBe('');
    expect(taskExecutionBlock(request, 'T-1', 'ana.admin', useCases)).toBe('Esta tarea ya está hecha.');
    expect(taskExecutionBlock(request, 'nope', 'ana.admin', useCases)).not.toBe('');
    expect(taskExecutionBlock(undefined, 'T-4', 'ana.admin', useCases)).not.toBe('');
    const canceled = { ...request, humanResourceRequestStatus: 'canceled' };
    expect(taskExecutionBlock(canceled, 'T-4', 'ana.admin', useCases)).toBe('La solicitud ya terminó.');
  });
});

describe('requirementTables, requirementEvaluationBlock and the tasks they hold back', () => {
  const withRequirements = parseHumanResourceRequest({
    ...request,
    tasksToManageTheHumanResourcesRequests: tasks.map((task) => ({ ...task, taskStatus: 'pending' })),
    requirementsOfTheHumanResourcesRequest: [
      ...sampleRequirements,
      { requirementId: 'R4', taskCode: 'T3', requirementName: 'Referencias', requirementTag: 'raro' },
    ],
  });

  test('lists the three tables in order with their entries and tags (unknown tags read Sin Evaluar)', () => {
    const tables = requirementTables(withRequirements, 'ana.admin');
    expect(tables.map((table) => table.section)).toEqual(['system', 'documentary', 'human']);
    expect(tables.map((table) => table.rows.map((row) => `${row.name}: ${row.tag}`))).toEqual([
      ['Documento válido: Cumple'],
      ['Hoja de vida: Sin Evaluar'],
      ['Entrevista: No Cumple', 'Referencias: Sin Evaluar'],
    ]);
  });

  test('No Cumple is off when deletion is disabled; approving is off for an entry tagged No Cumple', () => {
    const block = (id: string, result: 'met' | 'notMet') =>
      requirementEvaluationBlock(withRequirements, id, result, 'ana.admin');
    expect(block('R1', 'notMet')).toBe(
      'El sistema evalúa este requisito: no se puede marcar como No Cumple.',
    );
    expect(block('R1', 'met')).toBe('Este requisito ya cumple.');
    expect(block('R2', 'met')).toBe('');
    expect(block('R2', 'notMet')).toBe('');
    expect(block('R3', 'met')).toBe('Un requisito que No Cumple no se puede aprobar.');
    expect(block('R3', 'notMet')).toBe('Este requisito ya está marcado como No Cumple.');
    expect(block('missing', 'met')).not.toBe('');
  });

  test("'Deshacer' takes a No Cumple back to Sin Evaluar while its task has not run", () => {
    const undo = (request: typeof withRequirements, id: string) =>
      requirementEvaluationBlock(request, id, 'notEvaluated', 'ana.admin');
    expect(undo(withRequirements, 'R3')).toBe('');
    expect(undo(withRequirements, 'R1')).toBe(processMessages.onlyNotMetUndone);
    expect(undo(withRequirements, 'R2')).toBe('Solo se deshace un requisito marcado como No Cumple.');
    expect(requirementTables(withRequirements, 'ana.admin')[2]?.rows.map((row) => row.undoBlock)).toEqual([
      '',
      processMessages.onlyNotMetUndone,
    ]);
    // Once the entry's task has run, its No Cumple stays.
    const ran = parseHumanResourceRequest({
      ...withRequirements,
      tasksToManageTheHumanResourcesRequests: tasks.map((task) => ({
        ...task,
        taskStatus: task.taskCode === 'T3' ? 'done' : 'pending',
      })),
    });
    expect(undo(ran, 'R3')).toBe('La tarea de este requisito ya está hecha: su evaluación no cambia.');
    expect(requirementEvaluationBlock(withRequirements, 'R3', 'notEvaluated', 'carla.consulta')).toBe(
      'Debes ser responsable de esta solicitud.',
    );
  });

  test('only the person in charge evaluates, and not on a finished request', () => {
    expect(requirementEvaluationBlock(withRequirements, 'R2', 'met', 'carla.consulta')).toBe(
      'Debes ser responsable de esta solicitud.',
    );
    const closed = { ...withRequirements, humanResourceRequestStatus: 'closed' };
    expect(requirementEvaluationBlock(closed, 'R2', 'met', 'ana.admin')).toBe('La solicitud ya terminó.');
  });

  test('a task with a requirement table runs only when every entry is Cumple', () => {
    const block = (id: string) => taskExecutionBlock(withRequirements, id, 'ana.admin', useCases);
    expect(block('T-1')).toBe('');
    expect(block('T-2')).toBe('Todos los requisitos de esta tarea deben cumplirse antes de ejecutarla.');
    expect(block('T-3')).toBe('Todos los requisitos de esta tarea deben cumplirse antes de ejecutarla.');
    expect(block('T-4')).toBe(processMessages.earlierTasksPending);
  });

  test('a task runs only after the tasks it follows; a done task’s requirements are frozen', () => {
    expect(taskExecutionBlock(request, 'T-5', 'ana.admin', useCases)).toBe(
      'Las tareas anteriores deben estar hechas antes de ejecutar esta.',
    );
    const doneFirst = parseHumanResourceRequest({
      ...withRequirements,
      tasksToManageTheHumanResourcesRequests: tasks.map((task) => ({
        ...task,
        taskStatus: task.taskCode === 'T2' ? 'done' : 'pending',
      })),
    });
    expect(requirementEvaluationBlock(doneFirst, 'R2', 'notMet', 'ana.admin')).toBe(
      'La tarea de este requisito ya está hecha: su evaluación no cambia.',
    );
    expect(requirementEvaluationBlock(doneFirst, 'R3', 'met', 'ana.admin')).not.toBe(
      processMessages.taskOfRequirementDone,
    );
  });

  test('only an onboarding request has a process', () => {
    const payment = { ...request, humanResourceRequestType: 'PaidVacations' };
    expect(taskExecutionBlock(payment, 'T-4', 'ana.admin', useCases)).toBe(
      'La solicitud  no es una solicitud de vinculación.',
    );
  });
});

describe('requirementsBlock', () => {
  test("'Requisitos' needs AddEmployeeLink, and says so without it", () => {
    expect(requirementsBlock(['AddEmployeeLink'])).toBe('');
    expect(requirementsBlock([])).toBe('No tiene privilegios para ver requisitos.');
  });
});
