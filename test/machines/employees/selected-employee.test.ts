import { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { type Employee, type PendingDays, parseEmployee, parsePendingDays } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const jose = parseEmployee({ employeeId: 'E1', names: 'José', surnames: 'Pérez' });
const days = [parsePendingDays({ contractId: 'C1', contractNumber: 'CT-1', pendingDays: 12 })];

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  const employeeCalls: Array<Deferred<Employee>> = [];
  const daysCalls: Array<Deferred<PendingDays[]>> = [];
  const inputs = { employee: vi.fn(), days: vi.fn() };
  const machine = selectedEmployeeMachine.provide({
    actors: {
      fetchEmployee: fromPromise(({ input }) => {
        inputs.employee(input);
        const call = deferred<Employee>();
        employeeCalls.push(call);
        return call.promise;
      }),
      fetchPendingDays: fromPromise(({ input }) => {
        inputs.days(input);
        const call = deferred<PendingDays[]>();
        daysCalls.push(call);
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine, { input: { employeeId: 'E1' } });
  actor.start();
  return { actor, employeeCalls, daysCalls, inputs };
}

describe('selected employee (calls 8 and 9)', () => {
  test('asks for the employee and the pending days at the same time', () => {
    const { actor, inputs } = start();
    expect(inputs.employee).toHaveBeenCalledWith({ employeeId: 'E1' });
    expect(inputs.days).toHaveBeenCalledWith({ employeeId: 'E1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  test('stays busy until both answer, in any order, then keeps both', async () => {
    const { actor, employeeCalls, daysCalls } = start();
    daysCalls[0]?.resolve(days);
    await flush();
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.pendingDays).toEqual(days);
    employeeCalls[0]?.resolve(jose);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ employee: 'loaded', pendingDays: 'loaded' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      employee: jose,
      pendingDays: days,
      employeeError: undefined,
      pendingDaysError: undefined,
    });
  });

  test("a 204 employee keeps the API's message 'El empleado con ID {id} no existe.'", async () => {
    const { actor, employeeCalls, daysCalls } = start();
    employeeCalls[0]?.reject(new Error('El empleado con ID E1 no existe.'));
    daysCalls[0]?.resolve([]);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ employee: 'failed', pendingDays: 'loaded' });
    expect(actor.getSnapshot().context.employee).toBeUndefined();
    expect(actor.getSnapshot().context.employeeError).toBe('El empleado con ID E1 no existe.');
  });

  test('a pending-days failure keeps the employee and the message', async () => {
    const { actor, employeeCalls, daysCalls } = start();
    employeeCalls[0]?.resolve(jose);
    daysCalls[0]?.reject(new Error('Error al obtener los días de vacaciones pendientes'));
    await flush();
    expect(actor.getSnapshot().matches({ pendingDays: 'failed' })).toBe(true);
    expect(actor.getSnapshot().matches({ employee: 'loaded' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({
      employee: jose,
      pendingDays: [],
      pendingDaysError: 'Error al obtener los días de vacaciones pendientes',
    });
  });

  test('each region shows on its own: the employee is there while the days still load', async () => {
    const { actor, employeeCalls } = start();
    employeeCalls[0]?.resolve(jose);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ employee: 'loaded', pendingDays: 'fetching' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
  });

  test('RELOAD asks both again and forgets the old errors', async () => {
    const { actor, employeeCalls, daysCalls } = start();
    employeeCalls[0]?.reject(new Error('El empleado con ID E1 no existe.'));
    daysCalls[0]?.reject(new Error('Error al obtener los días de vacaciones pendientes'));
    await flush();
    actor.send({ type: 'RELOAD' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().context.employeeError).toBeUndefined();
    expect(employeeCalls).toHaveLength(2);
    expect(daysCalls).toHaveLength(2);
    employeeCalls[1]?.resolve(jose);
    daysCalls[1]?.resolve(days);
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ employee: jose, pendingDays: days });
  });

  test('RELOAD while loading is ignored (no duplicate calls)', () => {
    const { actor, employeeCalls, daysCalls } = start();
    actor.send({ type: 'RELOAD' });
    expect(employeeCalls).toHaveLength(1);
    expect(daysCalls).toHaveLength(1);
  });

  test('RELOAD asks again only what is not in flight', async () => {
    const { actor, employeeCalls, daysCalls } = start();
    daysCalls[0]?.reject(new Error('Error al obtener los días de vacaciones pendientes'));
    await flush();
    actor.send({ type: 'RELOAD' });
    expect(employeeCalls).toHaveLength(1);
    expect(daysCalls).toHaveLength(2);
    expect(actor.getSnapshot().context.pendingDaysError).toBeUndefined();
  });
});
