import { successFlagMachine } from '@machines/ui/success-flag.machine';
import { describe, expect, test, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';

function start(flag: string) {
  const clock = new SimulatedClock();
  const forgetLandingFlag = vi.fn();
  const actor = createActor(successFlagMachine.provide({ actions: { forgetLandingFlag } }), {
    input: { flag },
    clock,
  }).start();
  return { actor, clock, forgetLandingFlag };
}

describe('success flag (SPEC §9: cleared after 5 s)', () => {
  test('shows the flag it arrived with, forgets it in the navigation, and hides it after 5000 ms', () => {
    const { actor, clock, forgetLandingFlag } = start('La solicitud fue enviada exitosamente.');
    expect(actor.getSnapshot().value).toBe('shown');
    expect(actor.getSnapshot().context.flag).toBe('La solicitud fue enviada exitosamente.');
    expect(forgetLandingFlag).toHaveBeenCalledTimes(1);
    clock.increment(4999);
    expect(actor.getSnapshot().value).toBe('shown');
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  test('hides it when the person closes it', () => {
    const { actor } = start('Enviada');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  test('shows nothing, and touches no navigation, without a flag', () => {
    const { actor, forgetLandingFlag } = start('');
    expect(actor.getSnapshot().value).toBe('hidden');
    expect(forgetLandingFlag).not.toHaveBeenCalled();
  });
});

describe('success flag with a description (onboarding → employee selection)', () => {
  test('keeps the title and the text under it', () => {
    const actor = createActor(successFlagMachine.provide({ actions: { forgetLandingFlag: () => {} } }), {
      input: {
        flag: 'Solicitud enviada',
        description: 'El registro del nuevo empleado fue enviado exitosamente.',
      },
    }).start();
    expect(actor.getSnapshot().context).toEqual({
      flag: 'Solicitud enviada',
      description: 'El registro del nuevo empleado fue enviado exitosamente.',
    });
  });
});
