import { type AppLoadingInput, appLoadingMachine } from '@machines/session/app-loading.machine';
import { describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

function start(input: AppLoadingInput) {
  const clock = new SimulatedClock();
  const calls: string[] = [];
  const routes: string[] = [];
  const record = (name: string) => vi.fn(() => void calls.push(name));
  const actions = {
    clearSavedInitialRoute: record('clearSavedInitialRoute'),
    goToSavedRoute: vi.fn((_: unknown, params: { route: string }) => {
      calls.push('goToSavedRoute');
      routes.push(params.route);
    }),
    goToEmployeeSelection: record('goToEmployeeSelection'),
  };
  const actor = createActor(appLoadingMachine.provide({ actions }), { input, clock });
  actor.start();
  return { actor, clock, calls, routes };
}

describe('app loading (login/loading-app)', () => {
  test('waits two seconds, then goes to employee selection when no route was saved', () => {
    const { actor, clock, calls } = start({});
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    clock.increment(1999);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('toEmployeeSelection');
    expect(calls).toEqual(['goToEmployeeSelection']);
    expect(actor.getSnapshot().output).toEqual({ destination: '/employees/select-employee' });
  });

  test('a saved vacation-approval link is a saved page: clears it, then opens it with its query', () => {
    const { actor, clock, calls, routes } = start({
      savedInitialRoute: '/approvals/vacation-approval?type=enjoyment&code=150001',
    });
    clock.increment(2000);
    expect(actor.getSnapshot().value).toBe('toSavedRoute');
    expect(calls).toEqual(['clearSavedInitialRoute', 'goToSavedRoute']);
    // The query names the request to answer: it is kept.
    expect(routes).toEqual(['/approvals/vacation-approval?type=enjoyment&code=150001']);
    expect(actor.getSnapshot().output).toEqual({ destination: 'savedRoute' });
  });

  test('any other saved page of the app (a new tab): clears it, then opens it with its query', () => {
    const { actor, clock, calls, routes } = start({
      savedInitialRoute: '/employees/new-employee?for=100001',
    });
    clock.increment(2000);
    expect(calls).toEqual(['clearSavedInitialRoute', 'goToSavedRoute']);
    expect(routes).toEqual(['/employees/new-employee?for=100001']);
    expect(actor.getSnapshot().output).toEqual({ destination: 'savedRoute' });
  });

  test.each([
    '/',
    '/?portal=ERM-DEMO',
    '/login',
    '/login/loading-app',
    '/logout',
    '/error?code=401',
    '//evil.example/x',
    'https://evil.example/',
  ])('home, the login, logout and error routes and other origins are not returned to: %s', (route) => {
    const { clock, calls } = start({ savedInitialRoute: route });
    clock.increment(2000);
    expect(calls).toEqual(['goToEmployeeSelection']);
  });

  test('names its two-second delay appLoading', () => {
    expect(appLoadingMachine.implementations.delays).toEqual({ appLoading: 2000 });
  });
});
