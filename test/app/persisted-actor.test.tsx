// A flow resumed from its draft gets its timers back (xstate persists no delayed event,
// statelyai/xstate#5331): each wizard with a draft (onboarding, the request wizard) reloaded while its
// failure flag shows leaves the flag after its 10 s instead of keeping it for good. The machines have no
// transition of their own for it.
import { onboardingMachine } from '@machines/employees/onboarding.machine';
import { requestWizardMachine } from '@machines/requests/request-wizard.machine';
import { pendingTimers, usePersistedActor } from '@src/app/wiring/persisted-actor';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { type AnyStateMachine, createActor, createMachine, type StateValue } from 'xstate';
import { onboardingInput } from '../support/onboarding-fixture';
import { wizardInput } from '../support/request-fixtures';

/** Each wizard with a draft: its machine, input, the state of its failure flag and the state after it. */
const wizards: Array<[string, AnyStateMachine, unknown, StateValue, StateValue]> = [
  [
    'onboarding',
    onboardingMachine,
    onboardingInput,
    { wizard: { verification: 'failed' } },
    { wizard: { verification: 'ready' } },
  ],
  [
    'the request wizard',
    requestWizardMachine,
    wizardInput({ kind: 'payment' }),
    { verification: 'failed' },
    { verification: 'ready' },
  ],
];

describe.each(wizards)('%s resumed from its draft', (_name, machine, input, flag, after) => {
  /** The wizard as a reload restores it from a draft written while the failure flag showed. */
  function restoredInFlag() {
    const context = createActor(machine, { input }).getSnapshot().context;
    const flagged = machine.resolveState({ value: flag, context });
    const draft = JSON.parse(
      JSON.stringify(createActor(machine, { snapshot: flagged, input }).getPersistedSnapshot()),
    );
    return createActor(machine, { snapshot: draft, input }).start();
  }
  const store = () => ({ write: vi.fn(), remove: vi.fn() });
  const flagShown = (actor: ReturnType<typeof restoredInFlag>) => actor.getSnapshot().hasTag('submitFailed');

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test("its active states' delayed transitions are found, with their named delay", () => {
    expect(pendingTimers(restoredInFlag().getSnapshot())).toEqual([
      { eventType: expect.stringContaining('submitFailureFlag'), delayMs: 10_000 },
    ]);
  });

  test('a failure flag restored by a reload goes after its 10 s', () => {
    const actor = restoredInFlag();
    renderHook(() => usePersistedActor(actor, store(), () => false, true));
    expect(flagShown(actor)).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(flagShown(actor)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(flagShown(actor)).toBe(false);
    expect(actor.getSnapshot().matches(after)).toBe(true);
  });

  test('a flag closed before then stays closed, and the late timer changes nothing', () => {
    const actor = restoredInFlag();
    renderHook(() => usePersistedActor(actor, store(), () => false, true));
    actor.send({ type: 'DISMISS_FLAG' });
    actor.send({ type: 'PREVIOUS' });
    expect(actor.getSnapshot().matches(after)).toBe(false);
    const before = actor.getSnapshot().value;
    vi.advanceTimersByTime(10_000);
    expect(actor.getSnapshot().value).toEqual(before);
  });

  test('without the draft (restored false) no timer is added, and none is left after unmounting', () => {
    const actor = restoredInFlag();
    renderHook(() => usePersistedActor(actor, store(), () => false, false));
    vi.advanceTimersByTime(20_000);
    expect(flagShown(actor)).toBe(true);
    const { unmount } = renderHook(() => usePersistedActor(actor, store(), () => false, true));
    unmount();
    vi.advanceTimersByTime(20_000);
    expect(flagShown(actor)).toBe(true);
  });
});

describe('a restored timer', () => {
  // A flag (10 s), left and shown again by a second failure before the restored timer's 10 s were up.
  const flagMachine = createMachine({
    id: 'flag',
    initial: 'shown',
    states: {
      shown: { after: { 10000: 'hidden' }, on: { SUBMIT: 'sending' } },
      sending: { on: { FAILED: 'shown' } },
      hidden: {},
    },
  });

  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  test('is cancelled when its state is left: the same state entered again keeps its own full delay', () => {
    const draft = createActor(flagMachine).getPersistedSnapshot();
    const actor = createActor(flagMachine, { snapshot: draft }).start();
    renderHook(() => usePersistedActor(actor, { write: vi.fn(), remove: vi.fn() }, () => false, true));
    vi.advanceTimersByTime(6_000);
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'FAILED' });
    vi.advanceTimersByTime(4_000);
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(5_999);
    expect(actor.getSnapshot().value).toBe('shown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('hidden');
  });

  test('a restored state left for good gets no late event', () => {
    const draft = createActor(flagMachine).getPersistedSnapshot();
    const actor = createActor(flagMachine, { snapshot: draft }).start();
    const sent: string[] = [];
    actor.system.inspect({ next: (event) => event.type === '@xstate.event' && sent.push(event.event.type) });
    renderHook(() => usePersistedActor(actor, { write: vi.fn(), remove: vi.fn() }, () => false, true));
    actor.send({ type: 'SUBMIT' });
    vi.advanceTimersByTime(20_000);
    expect(sent.filter((type) => type.startsWith('xstate.after'))).toEqual([]);
    expect(actor.getSnapshot().value).toBe('sending');
  });
});
