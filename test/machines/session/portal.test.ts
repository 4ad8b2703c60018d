import { type PortalInput, portalMachine } from '@machines/session/portal.machine';
import { ApiError } from '@src/api/http-client';
import { portalToastText } from '@src/app/wiring/session/portal';
import type { BusinessManager, PortalData, PortalOption } from '@src/domain/entities';
import { parseBusinessManager, parsePortalData, parsePortalOption } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const portal: PortalData = parsePortalData({
  publicCode: 'ERM-DEMO',
  portalCode: 'ERM-DEMO',
  businessManagerId: 'BM-0001',
});
const manager: BusinessManager = parseBusinessManager({ businessManagerId: 'BM-0001', publicCode: 'ERM' });
const options: PortalOption[] = [parsePortalOption({ publicCode: 'vacacionesPortalErm' })];

const failure = (final: string) =>
  new ApiError({ kind: 'http', status: 500, message: 'x', finalMessage: final, action: 'X', attempts: 3 });

interface Fakes {
  stored?: () => Promise<string | undefined>;
  portal?: () => Promise<PortalData | undefined>;
  manager?: () => Promise<BusinessManager | undefined>;
  options?: () => Promise<PortalOption[]>;
}

function start(input: PortalInput, fakes: Fakes = {}) {
  const calls = {
    fetchPortal: vi.fn(),
    fetchBusinessManager: vi.fn(),
    fetchOptions: vi.fn(),
    storeCode: vi.fn(),
    showToast: vi.fn(),
    goToErrorPage: vi.fn(),
  };
  const machine = portalMachine.provide({
    actors: {
      readStoredCode: fromPromise(() => (fakes.stored ?? (async () => undefined))()),
      fetchPortal: fromPromise(async ({ input }) => {
        calls.fetchPortal(input);
        return (fakes.portal ?? (async () => portal))();
      }),
      fetchBusinessManager: fromPromise(async ({ input }) => {
        calls.fetchBusinessManager(input);
        return (fakes.manager ?? (async () => manager))();
      }),
      fetchOptions: fromPromise(async ({ input }) => {
        calls.fetchOptions(input);
        return (fakes.options ?? (async () => options))();
      }),
    },
    actions: {
      storeCode: (_, params) => calls.storeCode(params),
      // The machine emits a code; the adapter's text for it is what the toast shows.
      showToast: (_, params) => calls.showToast({ notice: params.notice, ...portalToastText(params) }),
      goToErrorPage: (_, params) => calls.goToErrorPage(params),
    },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() });
  actor.start();
  return { actor, calls };
}

describe('portal', () => {
  test('the code of the address is fetched (call 1), stored encrypted, then the operator (call 2)', async () => {
    const { actor, calls } = start({ portalCodeFromUrl: 'ERM-DEMO' });
    expect(actor.getSnapshot().value).toBe('fetchingPortal');
    await flush();
    expect(calls.fetchPortal).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO' });
    expect(calls.storeCode).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO' });
    expect(calls.fetchBusinessManager).toHaveBeenCalledWith({ businessManagerId: 'BM-0001' });
    expect(actor.getSnapshot().value).toBe('waitingForUnit');
    expect(actor.getSnapshot().hasTag('portalKnown')).toBe(true);
  });

  test('the options of the selected unit (call 3) make the portal ready; another unit fetches again', async () => {
    const { actor, calls } = start({ portalCodeFromUrl: 'ERM-DEMO' });
    await flush();
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-ANDINA' });
    await flush();
    expect(calls.fetchOptions).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO', businessUnit: 'UN-ANDINA' });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.options).toEqual(options);
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-CARIBE' });
    await flush();
    expect(calls.fetchOptions).toHaveBeenLastCalledWith({
      portalCode: 'ERM-DEMO',
      businessUnit: 'UN-CARIBE',
    });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a unit already saved loads its options as soon as the portal is known', async () => {
    const { actor, calls } = start({ portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' });
    await flush();
    await flush();
    expect(calls.fetchOptions).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO', businessUnit: 'UN-ANDINA' });
    expect(actor.getSnapshot().value).toBe('ready');
  });

  test('a unit chosen while the operator loads is kept, and its options load once the portal is known', async () => {
    let finishManager: (value: BusinessManager) => void = () => {};
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-DEMO' },
      { manager: () => new Promise<BusinessManager>((resolve) => (finishManager = resolve)) },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('fetchingBusinessManager');
    actor.send({ type: 'UNIT_SELECTED', businessUnit: 'UN-ANDINA' });
    finishManager(manager);
    await flush();
    expect(calls.fetchOptions).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO', businessUnit: 'UN-ANDINA' });
  });

  test('without a portal parameter the stored code is used', async () => {
    const { actor, calls } = start({}, { stored: async () => 'ERM-DEMO' });
    expect(actor.getSnapshot().value).toBe('readingStoredCode');
    await flush();
    expect(calls.fetchPortal).toHaveBeenCalledWith({ portalCode: 'ERM-DEMO' });
  });

  test('no parameter and nothing stored → error page 1001', async () => {
    const { actor, calls } = start({});
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1001 });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1001 });
    expect(calls.fetchPortal).not.toHaveBeenCalled();
  });

  test('an unreadable stored code → 1001', async () => {
    const { actor } = start({}, { stored: async () => Promise.reject(new Error('clave perdida')) });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1001 });
  });

  test('an unknown portal code of the address (empty call 1) → 1000 and the code is not stored', async () => {
    const { actor, calls } = start({ portalCodeFromUrl: 'NADA' }, { portal: async () => undefined });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1000 });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1000 });
    expect(calls.storeCode).not.toHaveBeenCalled();
  });

  test('an empty or malformed portal parameter → 1000 without asking call 1', async () => {
    for (const portalCodeFromUrl of ['', 'ERM DEMO', '<script>', 'x'.repeat(51)]) {
      const { actor, calls } = start({ portalCodeFromUrl }, { stored: async () => 'ERM-DEMO' });
      await flush();
      expect(actor.getSnapshot().output).toEqual({ errorCode: 1000 });
      expect(calls.fetchPortal).not.toHaveBeenCalled();
    }
  });

  test('a stored code whose portal no longer exists → 1001', async () => {
    const { actor } = start({}, { stored: async () => 'ERM-VIEJO', portal: async () => undefined });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1001 });
  });

  test('a portal without operator (no businessManagerId) → 1002, no call 2, the code is not stored', async () => {
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-SIN-OPERADOR' },
      { portal: async () => parsePortalData({ publicCode: 'ERM-SIN-OPERADOR', businessManagerId: '' }) },
    );
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1002 });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1002 });
    expect(calls.fetchBusinessManager).not.toHaveBeenCalled();
    expect(calls.storeCode).not.toHaveBeenCalled();
  });

  test('call 1 failing → 500 with the portal toast and its final text', async () => {
    const final = 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.';
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-DEMO' },
      { portal: async () => Promise.reject(failure(final)) },
    );
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 500 });
    expect(calls.showToast).toHaveBeenCalledWith({
      notice: 'portalFailed',
      title: 'Error al obtener los datos del portal',
      description: final,
    });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 500 });
  });

  test('no operator (empty call 2) → 1006 with a toast that says nothing was found, not that calls failed', async () => {
    const { actor, calls } = start({ portalCodeFromUrl: 'ERM-DEMO' }, { manager: async () => undefined });
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1006 });
    expect(calls.showToast).toHaveBeenCalledWith({
      notice: 'businessManagerMissing',
      title: 'Error al obtener los datos del operador',
      description: 'No se encontraron datos del operador para el identificador indicado.',
    });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1006 });
  });

  test('call 2 failing → 1007 with the operator toast', async () => {
    const final = 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.';
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-DEMO' },
      { manager: async () => Promise.reject(failure(final)) },
    );
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1007 });
    expect(calls.showToast).toHaveBeenCalledWith({
      notice: 'businessManagerFailed',
      title: 'Error al obtener los datos del operador',
      description: final,
    });
  });

  test('no options for the unit (empty call 3) → 1005', async () => {
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' },
      { options: async () => [] },
    );
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 1005 });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 1005 });
  });

  test('call 3 failing → 500 with a toast', async () => {
    const { actor, calls } = start(
      { portalCodeFromUrl: 'ERM-DEMO', businessUnit: 'UN-ANDINA' },
      { options: async () => Promise.reject(new Error('sin red')) },
    );
    await flush();
    await flush();
    expect(actor.getSnapshot().output).toEqual({ errorCode: 500 });
    expect(calls.showToast).toHaveBeenCalledWith({
      notice: 'optionsFailed',
      title: 'Error al obtener las opciones del portal',
      description: 'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
    });
    expect(calls.goToErrorPage).toHaveBeenCalledWith({ code: 500 });
  });
});
