// The board, the process page and the in-process tables read their request(s) again when the
// window regains focus (WINDOW_FOCUSED, sent by src/app/wiring/window-focus.ts), keeping what the person
// typed and chose and never reading while a dialog is open or a change is sent; after a discard answered
// 412 the list and the page show the request as it is now.
import { discardMachine, type RemoveRequestInput } from '@machines/requests/discard.machine';
import {
  type FetchProcessRequestInput,
  requestProcessMachine,
} from '@machines/requests/request-process.machine';
import {
  type FetchBoardRequestsInput,
  requestsBoardMachine,
} from '@machines/requests/requests-board.machine';
import {
  type HumanResourceRequest,
  parseHumanResourceRequest,
  type RequestConflict,
} from '@src/domain/entities';
import { onboardingRequest } from '@test/support/process-fixtures';
import { flush } from '@test/support/request-fixtures';
import { startRequestsList } from '@test/support/requests-list-fixture';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

/** What the API rejects with on 412 (RequestChangedError): an error with `conflict`. */
class Changed extends Error {
  constructor(readonly conflict: RequestConflict) {
    super('412');
  }
}

const lastChange = {
  userWhoExecutedAction: 'ana.admin',
  userName: 'Ana Admin',
  actionExecuted: 'Asignación de responsable',
  executionDate: '2026-11-21T14:59:00.000Z',
  description: 'Sin responsable → Ana Admin',
};

const onboarding = onboardingRequest();
const takenByAna = { ...onboarding, userCodeInCharge: 'ana.admin', userNameInCharge: 'Ana Admin' };
const certification = parseHumanResourceRequest({
  humanResourceRequestId: '19',
  humanResourceRequestNumber: '100019',
  humanResourceRequestType: 'Certification',
  humanResourceRequestStatus: 'certification_generation',
});

/** A fake call 10 answering each read with the next answer (the last one again when they run out). */
function answers<T>(list: Array<T | Error>) {
  const reads: unknown[] = [];
  const read = async (input: unknown): Promise<T> => {
    reads.push(input);
    const answer = list[Math.min(reads.length - 1, list.length - 1)];
    if (answer instanceof Error) throw answer;
    return answer as T;
  };
  return { reads, read };
}

describe('requests board: WINDOW_FOCUSED', () => {
  function startBoard(list: HumanResourceRequest[]) {
    const clock = new SimulatedClock();
    const readAgain = vi.fn();
    const actor = createActor(
      requestsBoardMachine.provide({
        actors: {
          fetchRequests: fromPromise<HumanResourceRequest[], FetchBoardRequestsInput>(async () => list),
        },
        actions: {
          saveOrientation: () => undefined,
          goToProcessPage: () => undefined,
          savePins: () => undefined,
          notify: () => undefined,
          readAgain: (_, params) => readAgain(params),
        },
      }),
      { clock, input: { employeeId: '100001', orientation: 'vertical', pinned: [], pinnedOnly: false } },
    );
    actor.start();
    return { actor, clock, readAgain };
  }

  test('asks call 10 again; its answer replaces the cards, which stay meanwhile', async () => {
    const { actor, readAgain } = startBoard([onboarding]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(readAgain).toHaveBeenCalledWith({ employeeId: '100001' });
    // The cards stay while it reads: never an empty or loading board.
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.requests).toEqual([onboarding]);
    actor.send({ type: 'REQUESTS_READ', requests: [takenByAna, certification] });
    expect(actor.getSnapshot().context.requests).toEqual([takenByAna, certification]);
  });

  test('what was typed and chosen stays: the keyword still waits its 500 ms, the filters and pins stay', async () => {
    const { actor, clock } = startBoard([onboarding]);
    await flush();
    actor.send({ type: 'TOGGLE_PIN', requestId: onboarding.humanResourceRequestId });
    actor.send({ type: 'CHANGE_FILTERS', types: ['Certification'], statuses: [] });
    clock.increment(800);
    actor.send({ type: 'CHANGE_KEYWORD', value: '1000' });
    actor.send({ type: 'WINDOW_FOCUSED' });
    actor.send({ type: 'REQUESTS_READ', requests: [takenByAna, certification] });
    const { context } = actor.getSnapshot();
    expect(context.types).toEqual(['Certification']);
    expect(context.keywordDraft).toBe('1000');
    expect(actor.getSnapshot().hasTag('searching')).toBe(true);
    clock.increment(500);
    expect(actor.getSnapshot().context.keyword).toBe('1000');
    expect(actor.getSnapshot().context.pinned).toEqual([onboarding.humanResourceRequestId]);
  });

  test('a focus while the board loads asks nothing (the load is the read)', () => {
    const { actor, readAgain } = startBoard([onboarding]);
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(readAgain).not.toHaveBeenCalled();
  });
});

describe('request process: WINDOW_FOCUSED', () => {
  function startProcess(list: Array<HumanResourceRequest | undefined | Error>, remove?: () => Promise<void>) {
    const call10 = answers(list);
    const removals: RemoveRequestInput[] = [];
    const assign = vi.fn(async () => takenByAna);
    const actor = createActor(
      requestProcessMachine.provide({
        actors: {
          fetchRequest: fromPromise<HumanResourceRequest | undefined, FetchProcessRequestInput>(({ input }) =>
            call10.read(input),
          ),
          discard: discardMachine.provide({
            actors: {
              removeRequest: fromPromise<void, RemoveRequestInput>(async ({ input }) => {
                removals.push(input);
                await remove?.();
              }),
            },
            actions: { notify: () => undefined },
          }),
          assignResponsible: fromPromise(assign),
        },
        actions: { goToBoard: () => undefined, notify: () => undefined },
      }),
      {
        input: {
          employeeId: '100001',
          requestId: '18',
          useCases: ['DiscardsRequestForLinkage', 'AddEmployeeLink'],
          now: '2026-11-21T15:00:00.000Z',
          account: 'beto.unaunidad',
        },
      },
    );
    actor.start();
    return { actor, reads: call10.reads, removals, assign };
  }

  test('reads the request again; the page and its buttons stay while it reads', async () => {
    const { actor, reads } = startProcess([onboarding, takenByAna]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'refreshing' } });
    expect(actor.getSnapshot().can({ type: 'DISCARD' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CHANGE_RESPONSIBLE' })).toBe(true);
    await flush();
    expect(reads).toEqual([
      { employeeId: '100001', requestId: '18', fresh: false },
      { employeeId: '100001', requestId: '18', fresh: true },
    ]);
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    expect(actor.getSnapshot().context.request?.userNameInCharge).toBe('Ana Admin');
  });

  test('a button pressed while it reads wins: the read is dropped', async () => {
    const { actor } = startProcess([onboarding, takenByAna]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { responsible: 'editing' } });
    expect(actor.getSnapshot().context.request?.userNameInCharge).toBe('');
  });

  test('no read while a dialog is open: the box ticked in «Cambiar responsable» stays', async () => {
    const { actor, reads } = startProcess([onboarding, takenByAna]);
    await flush();
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    actor.send({ type: 'SET_ASSIGN_ME', checked: true });
    actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(reads).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ ready: { responsible: 'editing' } });
    expect(actor.getSnapshot().context.assignMe).toBe(true);
    actor.send({ type: 'CANCEL_RESPONSIBLE' });
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(reads).toHaveLength(1);
  });

  test('a failed read keeps the page; a request gone is the not-found page', async () => {
    const failing = startProcess([onboarding, new Error('500')]);
    await flush();
    failing.actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(failing.actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    expect(failing.actor.getSnapshot().context.request).toEqual(onboarding);
    const gone = startProcess([onboarding, undefined]);
    await flush();
    gone.actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(gone.actor.getSnapshot().value).toBe('notFound');
  });

  test('a discard answered 412 and then closed leaves the page on the request as it is now', async () => {
    const { actor, removals } = startProcess([onboarding], async () => {
      throw new Changed({
        humanResourceRequest: { ...takenByAna, humanResourceRequestVersion: 2 },
        lastChange,
      });
    });
    await flush();
    actor.send({ type: 'DISCARD' });
    const discard = actor.getSnapshot().children.discard;
    discard?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Duplicada' });
    discard?.send({ type: 'CONFIRM' });
    await flush();
    expect(discard?.getSnapshot().value).toBe('changedElsewhere');
    discard?.send({ type: 'CANCEL' });
    expect(removals).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    expect(actor.getSnapshot().context.request?.userNameInCharge).toBe('Ana Admin');
    expect(actor.getSnapshot().context.request?.humanResourceRequestVersion).toBe(2);
  });
});

describe('requests list: WINDOW_FOCUSED', () => {
  const payment = parseHumanResourceRequest({
    humanResourceRequestId: 'R-7',
    humanResourceRequestNumber: '2026-0007',
    humanResourceRequestType: 'PaidVacations',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestData: { daysToPay: 3, disbursementDate: '' },
  });
  const canceled = { ...payment, humanResourceRequestStatus: 'canceled', humanResourceRequestVersion: 2 };

  function startList(list: Array<HumanResourceRequest[] | Error>, remove?: () => Promise<void>) {
    const call10 = answers(list);
    return startRequestsList(() => call10.read({}), {}, remove);
  }

  test('reads the list again; a request another person ended leaves it, down to the empty text', async () => {
    const { actor, fetches } = startList([[payment], [canceled]]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toEqual({ loaded: { browsing: 'refreshing' } });
    // The row and its actions stay while it reads.
    expect(actor.getSnapshot().can({ type: 'DISCARD_VACATION', requestId: 'R-7' })).toBe(true);
    await flush();
    expect(fetches).toHaveLength(2);
    expect(actor.getSnapshot().value).toEqual({ empty: 'shown' });
  });

  test('an empty list read again shows a request filed meanwhile; a failed read keeps what was shown', async () => {
    const { actor } = startList([[], new Error('500'), [payment]]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toEqual({ empty: 'refreshing' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ empty: 'shown' });
    actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ loaded: { browsing: 'shown' } });
    expect(actor.getSnapshot().context.requests).toEqual([payment]);
  });

  test('no read while the details dialog is open', async () => {
    const { actor, fetches } = startList([[payment]]);
    await flush();
    actor.send({ type: 'VIEW_VACATION_DETAILS', requestId: 'R-7' });
    actor.send({ type: 'WINDOW_FOCUSED' });
    await flush();
    expect(fetches).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ loaded: 'viewingDetails' });
  });

  test('a discard answered 412 and closed shows the row as it is now (gone when another person ended it)', async () => {
    const { actor, effects } = startList([[payment]], async () => {
      throw new Changed({ humanResourceRequest: canceled, lastChange });
    });
    await flush();
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-7' });
    const discard = actor.getSnapshot().children.discard;
    discard?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Duplicada' });
    discard?.send({ type: 'CONFIRM' });
    await flush();
    expect(discard?.getSnapshot().value).toBe('changedElsewhere');
    discard?.send({ type: 'CANCEL' });
    expect(effects.removals).toHaveLength(1);
    expect(actor.getSnapshot().value).toEqual({ empty: 'shown' });
  });

  test('a discard answered 412 by a change that keeps it in process updates the row', async () => {
    const approved = {
      ...payment,
      humanResourceRequestVersion: 3,
      humanResourceRequestDescription: 'Revisada',
    };
    const { actor } = startList([[payment]], async () => {
      throw new Changed({ humanResourceRequest: approved, lastChange });
    });
    await flush();
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-7' });
    const discard = actor.getSnapshot().children.discard;
    discard?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Duplicada' });
    discard?.send({ type: 'CONFIRM' });
    await flush();
    discard?.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().context.requests).toEqual([approved]);
  });
});
