// 'Historial de la solicitud': the history section's chart with a fake call 19 — loading,
// the entries newest first, empty, failed with Reintentar, refused (403); read again on another version
// of the request (the page's own change, a 412's request) and when the window regains focus, keeping what
// showed meanwhile; a read overtaken by another version is dropped.
import { type FetchHistoryInput, requestHistoryMachine } from '@machines/requests/request-history.machine';
import { type HistoryEntry, parseRequestHistory } from '@src/domain/entities';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const [created, assigned, evaluated] = parseRequestHistory([
  {
    historyEntryId: '1',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 1,
    recordedAt: '2026-11-01T13:00:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'created',
    statusTo: 'onboarding_in_progress',
  },
  {
    historyEntryId: '5',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 2,
    recordedAt: '2026-11-21T14:00:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'responsibleChanged',
  },
  {
    historyEntryId: '6',
    humanResourceRequestId: '4',
    humanResourceRequestVersion: 3,
    recordedAt: '2026-11-21T14:01:00.000Z',
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    event: 'requirementEvaluated',
  },
]) as [HistoryEntry, HistoryEntry, HistoryEntry];

/** A call 19 the test answers by hand, one read at a time. */
function fakeCall() {
  const reads: Array<{
    input: FetchHistoryInput;
    signal: AbortSignal;
    answer: (entries: HistoryEntry[]) => void;
    fail: (error: unknown) => void;
  }> = [];
  const logic = fromPromise<HistoryEntry[], FetchHistoryInput>(
    ({ input, signal }) =>
      new Promise((answer, fail) => {
        reads.push({ input, signal, answer, fail });
      }),
  );
  return { reads, logic };
}

function start(version = 1) {
  const call = fakeCall();
  const actor = createActor(requestHistoryMachine.provide({ actors: { fetchHistory: call.logic } }), {
    input: { requestId: '4', version },
  });
  actor.start();
  return { actor, reads: call.reads };
}

const last = <T>(list: readonly T[]) => list[list.length - 1] as T;

describe('request history', () => {
  test('loads the request’s history, then shows its entries newest first', async () => {
    const { actor, reads } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(reads.map((read) => read.input)).toEqual([{ requestId: '4' }]);
    reads[0]?.answer([created, assigned]);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    expect(actor.getSnapshot().context.entries.map((entry) => entry.event)).toEqual([
      'responsibleChanged',
      'created',
    ]);
  });

  test('no entries is the empty state, not a failure', async () => {
    const { actor, reads } = start();
    reads[0]?.answer([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.entries).toEqual([]);
  });

  test('a failed read shows the failure; Reintentar reads again', async () => {
    const { actor, reads } = start();
    reads[0]?.fail(
      new Error('Todos los intentos fallaron. No se pudo obtener el historial de la solicitud.'),
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(reads).toHaveLength(2);
    reads[1]?.answer([created]);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
  });

  test('a refusal (403) says so, with no Reintentar, and stays refused', async () => {
    const { actor, reads } = start();
    reads[0]?.fail({ status: 403, finalMessage: 'Todos los intentos fallaron.' });
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
    actor.send({ type: 'REQUEST_CHANGED', version: 2 });
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(reads).toHaveLength(1);
  });

  test('the page’s own change (another version) reads again, the entries kept until it answers', async () => {
    const { actor, reads } = start();
    reads[0]?.answer([created]);
    await flush();
    // The same version (the page read the request again, nothing changed): nothing is read.
    actor.send({ type: 'REQUEST_CHANGED', version: 1 });
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(reads).toHaveLength(1);
    actor.send({ type: 'REQUEST_CHANGED', version: 2 });
    expect(actor.getSnapshot().value).toBe('refreshing');
    expect(actor.getSnapshot().hasTag('refreshing')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ version: 2, entries: [created] });
    expect(reads).toHaveLength(2);
    reads[1]?.answer([created, assigned]);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.entries).toEqual([assigned, created]);
  });

  test('a change while a read runs starts it over: only the newer answer shows', async () => {
    const { actor, reads } = start();
    actor.send({ type: 'REQUEST_CHANGED', version: 2 });
    expect(reads).toHaveLength(2);
    expect(reads[0]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('loading');
    reads[1]?.answer([created, assigned]);
    await flush();
    expect(actor.getSnapshot().context.entries).toEqual([assigned, created]);

    // The same while reading again: the change made elsewhere (a 412's request, version 3).
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    actor.send({ type: 'REQUEST_CHANGED', version: 3 });
    expect(reads).toHaveLength(4);
    expect(reads[2]?.signal.aborted).toBe(true);
    expect(actor.getSnapshot().value).toBe('refreshing');
    last(reads).answer([created, assigned, evaluated]);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    expect(actor.getSnapshot().context.entries.map((entry) => entry.humanResourceRequestVersion)).toEqual([
      3, 2, 1,
    ]);
  });

  test('the window focused again reads again, from the empty state too', async () => {
    const { actor, reads } = start();
    reads[0]?.answer([]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toBe('refreshing');
    reads[1]?.answer([created]);
    await flush();
    expect(actor.getSnapshot().value).toBe('loaded');
    actor.send({ type: 'WINDOW_FOCUSED' });
    reads[2]?.answer([]);
    await flush();
    expect(actor.getSnapshot().value).toBe('empty');
  });

  test('a failed read again shows the failure; a refused one the refusal', async () => {
    const { actor, reads } = start();
    reads[0]?.answer([created]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    reads[1]?.fail(new Error('500'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    // A change while it shows the failure reads again at once.
    actor.send({ type: 'REQUEST_CHANGED', version: 2 });
    expect(actor.getSnapshot().value).toBe('loading');
    reads[2]?.answer([created]);
    await flush();
    actor.send({ type: 'WINDOW_FOCUSED' });
    reads[3]?.fail({ status: 403 });
    await flush();
    expect(actor.getSnapshot().value).toBe('refused');
  });

  test('while it shows the failure, the same version and the window’s focus change nothing', async () => {
    const { actor, reads } = start(2);
    reads[0]?.fail(new Error('500'));
    await flush();
    actor.send({ type: 'REQUEST_CHANGED', version: 2 });
    actor.send({ type: 'WINDOW_FOCUSED' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(reads).toHaveLength(1);
  });
});
