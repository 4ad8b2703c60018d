// A flow resumed from its draft gets its timers back (xstate persists no delayed event,
// statelyai/xstate#5331): onboarding reloaded while its failure flag shows leaves the flag after its 10 s,
// as the request wizard does, instead of keeping it for good.
import { onboardingMachine } from '@machines/employees/onboarding.machine';
import { pendingTimers, usePersistedActor } from '@src/app/wiring/persisted-actor';
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';
import { onboardingInput as input } from '../support/onboarding-fixture';

/** The wizard as a reload restores it from a draft written while the failure flag showed. */
function restoredInFlag() {
  const context = createActor(onboardingMachine, { input }).getSnapshot().context;
  const flagged = onboardingMachine.resolveState({ value: { wizard: { verification: 'failed' } }, context });
  const draft = JSON.parse(
    JSON.stringify(createActor(onboardingMachine, { snapshot: flagged, input }).getPersistedSnapshot()),
  );
  return createActor(onboardingMachine, { snapshot: draft, input }).start();
}

const store = () => ({ write: vi.fn(), remove: vi.fn() });
const flagShown = (actor: ReturnType<typeof restoredInFlag>) => actor.getSnapshot().hasTag('submitFailed');

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('a flow resumed from its draft', () => {
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
    expect(actor.getSnapshot().matches({ wizard: { verification: 'ready' } })).toBe(true);
  });

  test('a flag closed before then stays closed, and the late timer changes nothing', () => {
    const actor = restoredInFlag();
    renderHook(() => usePersistedActor(actor, store(), () => false, true));
    actor.send({ type: 'DISMISS_FLAG' });
    actor.send({ type: 'PREVIOUS' });
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
