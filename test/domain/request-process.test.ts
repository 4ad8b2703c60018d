import { describe, expect, it } from 'vitest';
import { parseHumanResourceRequest } from '../../src/domain/entities';
import { isResponsible, processTasks } from '../../src/domain/rules/request-process';

const tasks = [1, 2, 3, 4, 5, 6, 7, 8].map((index) => ({
  taskManagingId: `T-${index}`,
  taskCode: `T${index}`,
  taskName: `Tarea ${index}`,
  taskStatus: index <= 3 ? 'done' : 'pending',
}));
const request = parseHumanResourceRequest({
  humanResourceRequestId: '18',
  userCodeInCharge: 'ana.admin',
  tasksToManageTheHumanResourcesRequests: tasks,
});

describe('process tasks', () => {
  it('splits to do and done by status', () => {
    const { toDo, done } = processTasks(request, 'ana.admin');
    expect(done.map((task) => task.code)).toEqual(['T1', 'T2', 'T3']);
    expect(toDo.map((task) => task.code)).toEqual(['T4', 'T5', 'T6', 'T7', 'T8']);
  });
  it('tasks 6 to 8 are without privilege for the responsible person', () => {
    const { toDo } = processTasks(request, 'ana.admin');
    expect(toDo.map((task) => task.blockedBecause)).toEqual([
      '',
      '',
      'No tienes privilegios para ejecutar esta tarea.',
      'No tienes privilegios para ejecutar esta tarea.',
      'No tienes privilegios para ejecutar esta tarea.',
    ]);
  });
  it('somebody else must be responsible first', () => {
    expect(isResponsible(request, 'carla.consulta')).toBe(false);
    expect(isResponsible(parseHumanResourceRequest({}), '')).toBe(false);
    const { toDo } = processTasks(request, 'carla.consulta');
    expect(new Set(toDo.map((task) => task.blockedBecause))).toEqual(
      new Set(['Debes ser responsable de esta solicitud.']),
    );
  });
});
