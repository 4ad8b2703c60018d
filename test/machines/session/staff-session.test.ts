import { type StaffSessionInput, staffSessionMachine } from '@machines/session/staff-session.machine';
import { ApiError } from '@src/api/http-client';
import { staffSessionNoticeText } from '@src/app/wiring/session/staff-session';
import { parseStaffUser, type StaffUser } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const ana: StaffUser = parseStaffUser({
  staffId: 'S-1',
  staffName: 'Ana Sofía Gutiérrez',
  businessManagerCode: 'ERM',
});
const input: StaffSessionInput = { documentNumber: '52100001', userAccount: 'ana.admin@erm-demo.example.co' };

function start(
  startInput: StaffSessionInput,
  fakes: { staff?: () => Promise<StaffUser | undefined>; useCases?: () => Promise<string[]> } = {},
) {
  const calls = {
    fetchStaffUser: vi.fn(),
    fetchUseCases: vi.fn(),
    saveStaffUser: vi.fn(),
    saveUseCases: vi.fn(),
    notify: vi.fn(),
    goToErrorPage: vi.fn(),
  };
  const machine = staffSessionMachine.provide({
    actors: {
      fetchStaffUser: fromPromise(async ({ input: call }) => {
        calls.fetchStaffUser(call);
        return (fakes.staff ?? (async () => ana))();
      }),
      fetchUseCases: fromPromise(async ({ input: call }) => {
        calls.fetchUseCases(call);
        return (fakes.useCases ?? (async () => ['AddEmployeeLink']))();
      }),
    },
    actions: {
      saveStaffUser: (_, params) => calls.saveStaffUser(params),
      saveUseCases: (_, params) => calls.saveUseCases(params),
      // The machine emits a code; the adapter's text for it is what the toast shows.
      notify: (_, params) => calls.notify({ notice: params.notice, ...staffSessionNoticeText(params) }),
      goToErrorPage: (_, params) => calls.goToErrorPage(params),
    },
  });
  const actor = createActor(machine, { input: startInput, clock: new SimulatedClock() });
  actor.start();
  return { actor, calls };
}

describe('staff session', () => {
  test('call 4 by the document number; the staff user is saved and waits for the unit', async () => {
    const { actor, calls } = start(input);
    expect(actor.getSnapshot().value).toBe('loadingStaffUser');
    await flush();
    expect(calls.fetchStaffUser).toHaveBeenCalledWith({ documentNumber: '52100001' });
    expect(calls.saveStaffUser).toHaveBeenCalledWith({ staffUser: ana });
    expect(actor.getSnapshot().value).toBe('waitingForUnit');
    expect(calls.fetchUseCases).not.toHaveBeenCalled();
  });

  test('call 5 with the manager code, the selected unit and the account as X-User-Name', async () => {
    const { actor, calls } = start(input);
    await flush();
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-ANDINA' });
    await flush();
    expect(calls.fetchUseCases).toHaveBeenCalledWith({
      businessManagerCode: 'ERM',
      businessUnitCode: 'UN-ANDINA',
      userName: 'ana.admin@erm-demo.example.co',
    });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.useCases).toEqual(['AddEmployeeLink']);
    expect(calls.saveUseCases).toHaveBeenCalledWith({ useCases: ['AddEmployeeLink'] });
  });

  test('a saved unit loads the use cases right after the staff user; a new unit loads them again', async () => {
    const { actor, calls } = start({ ...input, businessUnit: 'UN-ANDINA' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-CARIBE' });
    await flush();
    expect(calls.fetchUseCases).toHaveBeenLastCalledWith(
      expect.objectContaining({ businessUnitCode: 'UN-CARIBE' }),
    );
  });

  test('a unit chosen while the staff user loads is kept for the use cases', async () => {
    const { actor, calls } = start(input);
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-PACIFICO' });
    await flush();
    await flush();
    expect(calls.fetchUseCases).toHaveBeenCalledWith(
      expect.objectContaining({ businessUnitCode: 'UN-PACIFICO' }),
    );
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('not a staff member (empty call 4) → 1004, without a notification', async () => {
    const { actor, calls } = start(input, { staff: async () => undefined });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1004 });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1004 });
    expect(calls.notify).not.toHaveBeenCalled();
  });

  test('call 4 failing → 500 with the user notification', async () => {
    const final = 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.';
    const error = new ApiError({
      kind: 'timeout',
      message: 'x',
      finalMessage: final,
      action: 'SearchAllStaff',
      attempts: 3,
    });
    const { actor, calls } = start(input, { staff: async () => Promise.reject(error) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 500 });
    expect(calls.notify).toHaveBeenCalledWith({
      notice: 'staffUserFailed',
      title: 'Error al obtener los datos del usuario',
      description: final,
    });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 500 });
  });

  test('call 5 failing → 500 with the use-case notification', async () => {
    const { actor, calls } = start(
      { ...input, businessUnit: 'UN-ANDINA' },
      {
        useCases: async () => Promise.reject(new Error('sin red')),
      },
    );
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 500 });
    expect(calls.notify).toHaveBeenCalledWith({
      notice: 'useCasesFailed',
      title: 'Error al obtener los casos de uso del staff',
      description: 'Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.',
    });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 500 });
  });
});
