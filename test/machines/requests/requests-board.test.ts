import {
  type FetchBoardRequestsInput,
  type RequestsBoardInput,
  requestsBoardMachine,
} from '@machines/requests/requests-board.machine';
import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { boardView } from '@src/domain/rules/board';
import { onboardingRequest } from '@test/support/process-fixtures';
import { flush } from '@test/support/request-fixtures';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const onboarding = onboardingRequest({ userCodeInCharge: 'ana', userNameInCharge: 'Ana Admin' });
const certification = parseHumanResourceRequest({
  humanResourceRequestId: '19',
  humanResourceRequestNumber: '100019',
  humanResourceRequestType: 'Certification',
  humanResourceRequestStatus: 'certification_generation',
});

function start(fetched: () => Promise<HumanResourceRequest[]>, input: Partial<RequestsBoardInput> = {}) {
  const clock = new SimulatedClock();
  const fetches: FetchBoardRequestsInput[] = [];
  const effects = { saveOrientation: vi.fn(), goToProcessPage: vi.fn(), savePins: vi.fn(), notify: vi.fn() };
  const actor = createActor(
    requestsBoardMachine.provide({
      actors: {
        fetchRequests: fromPromise<HumanResourceRequest[], FetchBoardRequestsInput>(async ({ input }) => {
          fetches.push(input);
          return fetched();
        }),
      },
      actions: {
        saveOrientation: (_, params) => effects.saveOrientation(params),
        goToProcessPage: (_, params) => effects.goToProcessPage(params),
        savePins: (_, params) => effects.savePins(params),
        notify: (_, params) => effects.notify(params),
      },
    }),
    {
      clock,
      input: { employeeId: '100001', orientation: 'vertical', pinned: [], pinnedOnly: false, ...input },
    },
  );
  actor.start();
  return { actor, clock, fetches, effects };
}

const ids = (actor: ReturnType<typeof start>['actor']) => {
  const { context } = actor.getSnapshot();
  return boardView(context.requests, context).flatMap((column) => column.cards.map((card) => card.id));
};

describe('requests board', () => {
  test('loads every request of the employee and shows the board', async () => {
    const { actor, fetches } = start(async () => [onboarding, certification]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(fetches).toEqual([{ employeeId: '100001' }]);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(ids(actor)).toEqual(['100019', '100018']);
  });

  test('a failed load is the failed state with a retry, never an empty board', async () => {
    let fail = true;
    const { actor, fetches, effects } = start(async () => {
      if (fail) throw new Error('500');
      return [onboarding];
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    // SPEC §8: the list screen's toast too.
    expect(effects.notify).toHaveBeenCalledWith({ notice: 'requestsFailed' });
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(fetches).toHaveLength(2);
    expect(actor.getSnapshot().matches('ready')).toBe(true);
  });

  test('the keyword applies 500 ms after the last keystroke', async () => {
    const { actor, clock } = start(async () => [onboarding, certification]);
    await flush();
    actor.send({ type: 'CHANGE_KEYWORD', value: 'vincu' });
    clock.increment(400);
    actor.send({ type: 'CHANGE_KEYWORD', value: 'vinculación' });
    clock.increment(499);
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    expect(ids(actor)).toHaveLength(2);
    clock.increment(1);
    expect(actor.getSnapshot().context.keyword).toBe('vinculación');
    expect(ids(actor)).toEqual(['100018']);
    expect(actor.getSnapshot().hasTag('searching')).toBe(false);
  });

  test('the two pauses are independent: a key typed while the filters wait, a box ticked while the keyword waits', async () => {
    const { actor, clock } = start(async () => [onboarding, certification]);
    await flush();
    actor.send({ type: 'CHANGE_FILTERS', types: ['certification'], statuses: [] });
    clock.increment(400);
    actor.send({ type: 'CHANGE_KEYWORD', value: 'vinculación' });
    clock.increment(400);
    // The filters' 800 ms counted from their own change: the keyword's key did not start them over.
    expect(actor.getSnapshot().context.types).toEqual(['certification']);
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    actor.send({ type: 'CHANGE_FILTERS', types: [], statuses: ['certification_generation'] });
    clock.increment(100);
    expect(actor.getSnapshot().context.keyword).toBe('vinculación');
    clock.increment(700);
    expect(actor.getSnapshot().context.statuses).toEqual(['certification_generation']);
  });

  test('types and statuses apply 800 ms after the last change; clearing applies at once', async () => {
    const { actor, clock } = start(async () => [onboarding, certification]);
    await flush();
    actor.send({ type: 'CHANGE_FILTERS', types: ['certification'], statuses: [] });
    clock.increment(700);
    actor.send({ type: 'CHANGE_FILTERS', types: ['certification'], statuses: ['certification_generation'] });
    clock.increment(799);
    expect(ids(actor)).toHaveLength(2);
    clock.increment(1);
    expect(ids(actor)).toEqual(['100019']);
    actor.send({ type: 'CHANGE_FILTERS', types: ['Onboarding'], statuses: ['certification_generation'] });
    clock.increment(800);
    const { context } = actor.getSnapshot();
    expect(boardView(context.requests, context)[0]?.emptyText).toBe(
      'No hay solicitudes que coincidan con los filtros seleccionados.',
    );
    actor.send({ type: 'CLEAR_FILTERS' });
    expect(ids(actor)).toHaveLength(2);
  });

  test('a card is pinned and unpinned; Solo fijadas shows only the pinned cards; each change is saved', async () => {
    const { actor, effects } = start(async () => [onboarding, certification], {
      pinned: [certification.humanResourceRequestId],
    });
    await flush();
    expect(ids(actor)).toHaveLength(2);
    actor.send({ type: 'TOGGLE_PINNED_ONLY' });
    expect(ids(actor)).toEqual([certification.humanResourceRequestNumber]);
    expect(effects.savePins).toHaveBeenLastCalledWith({
      pinned: [certification.humanResourceRequestId],
      pinnedOnly: true,
    });
    // A card the filters hide has no pin: nothing changes, nothing is saved.
    const saves = effects.savePins.mock.calls.length;
    actor.send({ type: 'TOGGLE_PIN', requestId: onboarding.humanResourceRequestId });
    expect(ids(actor)).toEqual([certification.humanResourceRequestNumber]);
    expect(effects.savePins).toHaveBeenCalledTimes(saves);
    actor.send({ type: 'TOGGLE_PINNED_ONLY' });
    expect(ids(actor)).toHaveLength(2);
    actor.send({ type: 'TOGGLE_PIN', requestId: onboarding.humanResourceRequestId });
    actor.send({ type: 'TOGGLE_PIN', requestId: certification.humanResourceRequestId });
    actor.send({ type: 'TOGGLE_PINNED_ONLY' });
    expect(ids(actor)).toEqual([onboarding.humanResourceRequestNumber]);
    expect(effects.savePins).toHaveBeenLastCalledWith({
      pinned: [onboarding.humanResourceRequestId],
      pinnedOnly: true,
    });
  });

  test('the orientation starts as saved and every change is saved through the app', async () => {
    const { actor, effects } = start(async () => [], { orientation: 'horizontal' });
    await flush();
    expect(actor.getSnapshot().context.orientation).toBe('horizontal');
    actor.send({ type: 'TOGGLE_ORIENTATION' });
    expect(actor.getSnapshot().context.orientation).toBe('vertical');
    expect(effects.saveOrientation).toHaveBeenLastCalledWith({ orientation: 'vertical' });
    actor.send({ type: 'TOGGLE_ORIENTATION' });
    expect(actor.getSnapshot().context.orientation).toBe('horizontal');
    expect(effects.saveOrientation).toHaveBeenLastCalledWith({ orientation: 'horizontal' });
  });

  test('an onboarding card opens its page with its column; other types do not', async () => {
    const { actor, effects } = start(async () => [onboarding, certification]);
    await flush();
    expect(actor.getSnapshot().can({ type: 'OPEN_REQUEST', requestId: '19' })).toBe(false);
    actor.send({ type: 'OPEN_REQUEST', requestId: '19' });
    expect(effects.goToProcessPage).not.toHaveBeenCalled();
    actor.send({ type: 'OPEN_REQUEST', requestId: '18' });
    expect(effects.goToProcessPage).toHaveBeenCalledWith({ requestId: '18', column: 'inProgress' });
  });

  test('a card the filters hide cannot be opened', async () => {
    const { actor, clock } = start(async () => [onboarding, certification]);
    await flush();
    actor.send({ type: 'CHANGE_FILTERS', types: ['certification'], statuses: [] });
    clock.increment(800);
    expect(actor.getSnapshot().can({ type: 'OPEN_REQUEST', requestId: '18' })).toBe(false);
  });
});
