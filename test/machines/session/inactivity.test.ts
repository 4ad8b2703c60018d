import { type InactivityInput, inactivityMachine } from '@machines/session/inactivity.machine';
import { describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

const minute = 60_000;

function start(input: InactivityInput = { idleMs: 15 * minute, warningMs: minute }) {
  const clock = new SimulatedClock();
  const calls: Array<{ type: string; params?: unknown }> = [];
  const actions = {
    announceActivity: vi.fn(() => void calls.push({ type: 'announceActivity' })),
    signOut: vi.fn((_: unknown, params: unknown) => void calls.push({ type: 'signOut', params })),
  };
  const actor = createActor(inactivityMachine.provide({ actions }), { input, clock });
  actor.start();
  return { actor, clock, calls };
}

describe('inactivity limit', () => {
  test('warns a minute before 15 minutes without interaction, then signs out', () => {
    const { actor, clock, calls } = start();
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(14 * minute - 1);
    expect(actor.getSnapshot().hasTag('warning')).toBe(false);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('warning');
    expect(actor.getSnapshot().hasTag('warning')).toBe(true);
    clock.increment(minute - 1);
    expect(calls).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('timedOut');
    expect(actor.getSnapshot().status).toBe('done');
    expect(calls).toEqual([{ type: 'signOut', params: { reason: 'inactivity' } }]);
  });

  test('any interaction in this tab starts the 15 minutes again and is announced to the other tabs', () => {
    const { actor, clock, calls } = start();
    clock.increment(10 * minute);
    actor.send({ type: 'ACTIVITY' });
    expect(calls).toEqual([{ type: 'announceActivity' }]);
    clock.increment(10 * minute);
    expect(actor.getSnapshot().value).toBe('active');
    clock.increment(4 * minute);
    expect(actor.getSnapshot().value).toBe('warning');
  });

  test('activity in another tab starts the period again, without announcing it back', () => {
    const { actor, clock, calls } = start();
    clock.increment(13 * minute);
    actor.send({ type: 'ACTIVITY_ELSEWHERE' });
    clock.increment(13 * minute);
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([]);
  });

  test("while the warning shows, a stray interaction does not dismiss it; 'Seguir conectado' does", () => {
    const { actor, clock, calls } = start();
    clock.increment(14 * minute);
    actor.send({ type: 'ACTIVITY' });
    expect(actor.getSnapshot().value).toBe('warning');
    actor.send({ type: 'KEEP_WORKING' });
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([{ type: 'announceActivity' }]);
    clock.increment(14 * minute - 1);
    expect(actor.getSnapshot().value).toBe('active');
  });

  test('activity in another tab during the warning keeps this tab signed in', () => {
    const { actor, clock, calls } = start();
    clock.increment(14 * minute + 30_000);
    actor.send({ type: 'ACTIVITY_ELSEWHERE' });
    clock.increment(minute);
    expect(actor.getSnapshot().value).toBe('active');
    expect(calls).toEqual([]);
  });

  test("'Cerrar sesión' in the warning signs out at once", () => {
    const { actor, clock, calls } = start();
    clock.increment(14 * minute);
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(calls).toEqual([{ type: 'signOut', params: { reason: 'requested' } }]);
  });

  test('the limit and the warning are configurable', () => {
    const { actor, clock } = start({ idleMs: 5 * minute, warningMs: 30_000 });
    clock.increment(4 * minute + 30_000);
    expect(actor.getSnapshot().value).toBe('warning');
    clock.increment(30_000);
    expect(actor.getSnapshot().value).toBe('timedOut');
  });

  test('names its delays warning and signOut, read from the context', () => {
    expect(Object.keys(inactivityMachine.implementations.delays).sort()).toEqual(['signOut', 'warning']);
  });
});
