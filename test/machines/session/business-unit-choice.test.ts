import { businessUnitChoiceMachine } from '@machines/session/business-unit-choice.machine';
import type { SelectableClient } from '@src/domain/entities';
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { bogota, medellin } from './units';

function start(units: SelectableClient[]) {
  const navigation = { selectUnit: vi.fn(), goToLoadingApp: vi.fn() };
  const machine = businessUnitChoiceMachine.provide({
    actions: {
      selectUnit: (_, params) => navigation.selectUnit(params),
      goToLoadingApp: () => navigation.goToLoadingApp(),
    },
  });
  const actor = createActor(machine, { input: { units } });
  actor.start();
  return { actor, navigation };
}

describe('business-unit choice (login/{user_id}/clients)', () => {
  test('starts with nothing chosen, so Continuar cannot be pressed', () => {
    const { actor, navigation } = start([bogota, medellin]);
    expect(actor.getSnapshot().value).toBe('unchosen');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('unchosen');
    expect(navigation.goToLoadingApp).not.toHaveBeenCalled();
  });

  test('choosing a listed unit enables Continuar; choosing another replaces it', () => {
    const { actor } = start([bogota, medellin]);
    actor.send({ type: 'CHOOSE', unitId: 'BOG' });
    expect(actor.getSnapshot().value).toBe('chosen');
    expect(actor.getSnapshot().context.chosenId).toBe('BOG');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(true);
    actor.send({ type: 'CHOOSE', unitId: 'MED' });
    expect(actor.getSnapshot().context.chosenId).toBe('MED');
  });

  test('a unit that is not in the list is ignored', () => {
    const { actor } = start([bogota, medellin]);
    actor.send({ type: 'CHOOSE', unitId: 'XXX' });
    expect(actor.getSnapshot().value).toBe('unchosen');
    actor.send({ type: 'CHOOSE', unitId: 'BOG' });
    actor.send({ type: 'CHOOSE', unitId: 'XXX' });
    expect(actor.getSnapshot().context.chosenId).toBe('BOG');
  });

  test('Continuar selects the chosen unit, then goes to login/loading-app', () => {
    const { actor, navigation } = start([bogota, medellin]);
    actor.send({ type: 'CHOOSE', unitId: 'MED' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ unit: medellin });
    expect(navigation.selectUnit).toHaveBeenCalledWith({ unit: medellin });
    expect(navigation.goToLoadingApp).toHaveBeenCalledOnce();
    expect(navigation.selectUnit.mock.invocationCallOrder[0]).toBeLessThan(
      navigation.goToLoadingApp.mock.invocationCallOrder[0] ?? 0,
    );
  });

  test('with no units it says so and offers nothing to continue with', () => {
    const { actor } = start([]);
    expect(actor.getSnapshot().value).toBe('noUnits');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'CHOOSE', unitId: 'BOG' })).toBe(false);
  });

  test('unprovided navigation fails loudly instead of doing nothing', () => {
    const actor = createActor(businessUnitChoiceMachine, { input: { units: [bogota] } });
    actor.subscribe({ error: () => {} });
    actor.start();
    actor.send({ type: 'CHOOSE', unitId: 'BOG' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('selectUnit not provided');
  });
});
