// One event style across machines. Events are what a person or the outside world did, in
// SCREAMING_SNAKE_CASE (`CHOOSE`, `AUTH_LOADED`, `SIGN_OUT`); states, actions, guards, actors and delays
// keep camelCase. XState's own events (`xstate.done.actor.…`, `xstate.error.actor.…`) are not ours.
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';

const eventStyle = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

/** The events a machine reacts to that are not in the house style. */
function offStyleEvents(machine: AnyStateMachine): string[] {
  return machine.events.filter((type: string) => !type.startsWith('xstate.') && !eventStyle.test(type));
}

describe('one event style', () => {
  test('the check finds an event in another style', () => {
    const mixed = createMachine({
      initial: 'a',
      states: { a: { on: { 'unit.selected': 'b', signOut: 'b', CHOOSE: 'b' } }, b: {} },
    });
    expect(offStyleEvents(mixed)).toEqual(['unit.selected', 'signOut']);
  });

  for (const { name, machine } of registry) {
    test(`${name}: every event is SCREAMING_SNAKE_CASE`, () => {
      expect(offStyleEvents(machine)).toEqual([]);
    });
  }
});
