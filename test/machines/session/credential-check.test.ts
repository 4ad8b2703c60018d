import {
  type CredentialCheckInput,
  credentialCheckMachine,
} from '@machines/session/credential-check.machine';
import type { SelectableClient } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { bogota, medellin } from './units';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(input: CredentialCheckInput, fetched: () => Promise<SelectableClient[]>, sample = fetched) {
  const clock = new SimulatedClock();
  const calls = {
    fetch: vi.fn<(input: { userId: string }) => void>(),
    sample: vi.fn<(input: { userId: string }) => void>(),
  };
  const navigation = {
    selectUnit: vi.fn(),
    signOutToErrorPage: vi.fn(),
    goToErrorPage: vi.fn(),
    goToNotAvailable: vi.fn(),
    goToLoadingApp: vi.fn(),
    goToClients: vi.fn(),
  };
  const machine = credentialCheckMachine.provide({
    actors: {
      fetchBusinessUnits: fromPromise(async ({ input }) => {
        calls.fetch(input);
        return fetched();
      }),
      loadSampleUnits: fromPromise(async ({ input }) => {
        calls.sample(input);
        return sample();
      }),
    },
    actions: {
      selectUnit: (_, params) => navigation.selectUnit(params),
      signOutToErrorPage: (_, params) => navigation.signOutToErrorPage(params),
      goToErrorPage: (_, params) => navigation.goToErrorPage(params),
      goToNotAvailable: () => navigation.goToNotAvailable(),
      goToLoadingApp: () => navigation.goToLoadingApp(),
      goToClients: (_, params) => navigation.goToClients(params),
    },
  });
  const actor = createActor(machine, { input, clock });
  actor.start();
  return { actor, clock, calls, navigation };
}

const noNavigationYet = (navigation: Record<string, ReturnType<typeof vi.fn>>) => {
  for (const action of Object.values(navigation)) expect(action).not.toHaveBeenCalled();
};

describe('credential check (login/{user_id}/checking-credentials)', () => {
  test('fetches the units of the signed-in user and shows the spinner while it does', async () => {
    const { actor, calls } = start(
      { userId: 'ana.admin', useSampleUnits: false },
      () => new Promise(() => {}),
    );
    expect(actor.getSnapshot().value).toBe('fetchingUnits');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls.fetch).toHaveBeenCalledWith({ userId: 'ana.admin' });
    expect(calls.sample).not.toHaveBeenCalled();
  });

  test('uses the built-in sample units instead of the call under the deployment flag', async () => {
    const { actor, calls } = start(
      { userId: 'ana.admin', useSampleUnits: true },
      async () => [],
      async () => [bogota, medellin],
    );
    expect(actor.getSnapshot().value).toBe('loadingSampleUnits');
    await flush();
    expect(calls.sample).toHaveBeenCalledWith({ userId: 'ana.admin' });
    expect(calls.fetch).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.units).toEqual([bogota, medellin]);
  });

  test('several units: waits one second once fetching ends, then goes to the clients screen', async () => {
    const { actor, clock, navigation } = start({ userId: 'ana.admin', useSampleUnits: false }, async () => [
      bogota,
      medellin,
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('settling');
    clock.increment(999);
    expect(actor.getSnapshot().value).toBe('settling');
    noNavigationYet(navigation);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('severalUnits');
    expect(navigation.goToClients).toHaveBeenCalledWith({ userId: 'ana.admin' });
    expect(navigation.selectUnit).not.toHaveBeenCalled();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      result: 'severalUnits',
      units: [bogota, medellin],
      selectedUnit: undefined,
      errorCode: undefined,
      unitsErrorCode: undefined,
    });
  });

  test('exactly one unit: selects it automatically and goes to loading-app', async () => {
    const { actor, clock, navigation } = start(
      { userId: 'beto.unaunidad', useSampleUnits: false },
      async () => [bogota],
    );
    await flush();
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('oneUnit');
    expect(navigation.selectUnit).toHaveBeenCalledWith({ unit: bogota });
    expect(navigation.goToLoadingApp).toHaveBeenCalledOnce();
    expect(navigation.selectUnit.mock.invocationCallOrder[0]).toBeLessThan(
      navigation.goToLoadingApp.mock.invocationCallOrder[0] ?? 0,
    );
    expect(actor.getSnapshot().output?.selectedUnit).toEqual(bogota);
  });

  test('no units: flags 1006, signs out and returns to the error page with code 1003', async () => {
    const { actor, clock, navigation } = start(
      { userId: 'dario.sinunidades', useSampleUnits: false },
      async () => [],
    );
    await flush();
    expect(actor.getSnapshot().context.unitsErrorCode).toBe(1006);
    noNavigationYet(navigation);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('noUnits');
    expect(navigation.signOutToErrorPage).toHaveBeenCalledWith({ code: 1003 });
    expect(navigation.goToLoadingApp).not.toHaveBeenCalled();
    expect(actor.getSnapshot().output).toMatchObject({
      result: 'noUnits',
      errorCode: 1003,
      unitsErrorCode: 1006,
    });
  });

  test('fetch failure: flags 1008 and, one second later, goes to the error page with code 1008', async () => {
    const { actor, clock, navigation } = start({ userId: 'ana.admin', useSampleUnits: false }, async () => {
      throw new Error('Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.');
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('settling');
    expect(actor.getSnapshot().context.unitsErrorCode).toBe(1008);
    noNavigationYet(navigation);
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('fetchFailed');
    expect(navigation.goToErrorPage).toHaveBeenCalledWith({ code: 1008 });
    expect(actor.getSnapshot().output).toMatchObject({
      result: 'fetchFailed',
      errorCode: 1008,
      unitsErrorCode: 1008,
    });
  });

  test('no user: fetches nothing and, one second later, goes to login/error/not-available', async () => {
    const { actor, clock, calls, navigation } = start({ useSampleUnits: false }, async () => [bogota]);
    expect(actor.getSnapshot().value).toBe('settling');
    expect(calls.fetch).not.toHaveBeenCalled();
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('userMissing');
    expect(navigation.goToNotAvailable).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().output).toMatchObject({ result: 'userMissing', errorCode: undefined });
  });

  test('an unprovided fetch counts as a fetch failure (1008) rather than a crash', async () => {
    const actor = createActor(credentialCheckMachine, {
      input: { userId: 'ana.admin', useSampleUnits: false },
      clock: new SimulatedClock(),
    });
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.unitsErrorCode).toBe(1008);
  });

  test('unprovided navigation fails loudly instead of doing nothing', async () => {
    const clock = new SimulatedClock();
    const actor = createActor(credentialCheckMachine, { input: { useSampleUnits: false }, clock });
    actor.subscribe({ error: () => {} });
    actor.start();
    clock.increment(1000);
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('goToNotAvailable not provided');
  });

  test('names its one-second delay credentialCheck', () => {
    expect(credentialCheckMachine.implementations.delays).toEqual({ credentialCheck: 1000 });
  });
});
