import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { discardMachine, type RemoveRequestInput } from '../../../machines/requests/discard.machine';
import {
  type FetchProcessRequestInput,
  type RequestProcessInput,
  requestProcessMachine,
} from '../../../machines/requests/request-process.machine';
import { type HumanResourceRequest, parseHumanResourceRequest } from '../../../src/domain/entities';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const onboarding = parseHumanResourceRequest({
  humanResourceRequestId: '18',
  humanResourceRequestNumber: '100018',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
});

function startProcess(
  fetched: () => Promise<HumanResourceRequest | undefined>,
  input: Partial<RequestProcessInput> = {},
  assign: (requestId: string) => Promise<HumanResourceRequest> = async () => ({
    ...onboarding,
    userCodeInCharge: 'ana.admin',
    userNameInCharge: 'Ana Admin',
  }),
) {
  const fetches: FetchProcessRequestInput[] = [];
  const effects = { goToBoard: vi.fn(), notify: vi.fn(), removals: [] as RemoveRequestInput[] };
  const actor = createActor(
    requestProcessMachine.provide({
      actors: {
        fetchRequest: fromPromise<HumanResourceRequest | undefined, FetchProcessRequestInput>(
          async ({ input }) => {
            fetches.push(input);
            return fetched();
          },
        ),
        discard: discardMachine.provide({
          actors: {
            removeRequest: fromPromise<void, RemoveRequestInput>(async ({ input }) => {
              effects.removals.push(input);
            }),
          },
          actions: { notify: (_, params) => effects.notify(params) },
        }),
        assignResponsible: fromPromise<HumanResourceRequest, { requestId: string }>(async ({ input }) =>
          assign(input.requestId),
        ),
      },
      actions: { goToBoard: () => effects.goToBoard(), notify: (_, params) => effects.notify(params) },
    }),
    {
      input: {
        employeeId: '100001',
        requestId: '18',
        useCases: ['DiscardsRequestForLinkage', 'AddEmployeeLink'],
        now: '2026-11-21T15:00:00.000Z',
        account: 'ana.admin',
        ...input,
      },
    },
  );
  actor.start();
  return { actor, fetches, effects };
}

describe('request process', () => {
  test('loads the request of the address', async () => {
    const { actor, fetches } = startProcess(async () => onboarding);
    await flush();
    expect(fetches).toEqual([{ employeeId: '100001', requestId: '18' }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
    expect(actor.getSnapshot().context.request?.humanResourceRequestNumber).toBe('100018');
  });

  test('an unknown request is not found; a failure offers a retry', async () => {
    expect(
      await (async () => {
        const { actor } = startProcess(async () => undefined);
        await flush();
        return actor.getSnapshot().value;
      })(),
    ).toBe('notFound');
    let fail = true;
    const { actor } = startProcess(async () => {
      if (fail) throw new Error('500');
      return onboarding;
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    fail = false;
    actor.send({ type: 'RETRY' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
  });

  test('discarding needs DiscardsRequestForLinkage', async () => {
    const { actor } = startProcess(async () => onboarding, { useCases: [] });
    await flush();
    expect(actor.getSnapshot().can({ type: 'DISCARD' })).toBe(false);
  });

  test('a discard with justification removes the request (call 12) and goes back to the board', async () => {
    const { actor, effects } = startProcess(async () => onboarding);
    await flush();
    actor.send({ type: 'DISCARD' });
    const child = actor.getSnapshot().children.discard;
    child?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Ya no se vincula' });
    child?.send({ type: 'CONFIRM' });
    await flush();
    expect(effects.removals[0]?.body.removeHumanResourcesRequest[0]).toMatchObject({
      humanResourceRequestId: '18',
      removalJustification: 'Ya no se vincula',
    });
    expect(effects.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Solicitud Descartada' }));
    expect(actor.getSnapshot().status).toBe('done');
    expect(effects.goToBoard).toHaveBeenCalledTimes(1);
  });

  test('cancelling the discard keeps the page', async () => {
    const { actor, effects } = startProcess(async () => onboarding);
    await flush();
    actor.send({ type: 'DISCARD' });
    actor.getSnapshot().children.discard?.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
    expect(effects.goToBoard).not.toHaveBeenCalled();
  });

  test('the requirements modal opens and closes', async () => {
    const { actor } = startProcess(async () => onboarding);
    await flush();
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'requirements' });
    actor.send({ type: 'CLOSE_REQUIREMENTS' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
  });

  test('assigning myself: Guardar needs the box ticked and a change; success updates the page and notifies', async () => {
    const { actor, effects } = startProcess(async () => onboarding);
    await flush();
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    expect(actor.getSnapshot().value).toEqual({ ready: { responsible: 'editing' } });
    expect(actor.getSnapshot().can({ type: 'SAVE_RESPONSIBLE' })).toBe(false);
    actor.send({ type: 'SET_ASSIGN_ME', checked: true });
    expect(actor.getSnapshot().can({ type: 'SAVE_RESPONSIBLE' })).toBe(true);
    actor.send({ type: 'SAVE_RESPONSIBLE' });
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SAVE_RESPONSIBLE' })).toBe(false);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
    expect(actor.getSnapshot().context.request?.userNameInCharge).toBe('Ana Admin');
    expect(effects.notify).toHaveBeenCalledWith({
      appearance: 'success',
      title: 'Responsable asignado.',
      description: 'El nuevo responsable se asignó con éxito.',
    });
    // Unmodified: already in charge, the box starts ticked and Guardar stays disabled.
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    expect(actor.getSnapshot().context.assignMe).toBe(true);
    expect(actor.getSnapshot().can({ type: 'SAVE_RESPONSIBLE' })).toBe(false);
    actor.send({ type: 'CANCEL_RESPONSIBLE' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'viewing' });
  });

  test('a failed assignment keeps the form and says so; the privilege is AddEmployeeLink', async () => {
    const { actor, effects } = startProcess(
      async () => onboarding,
      {},
      async () => {
        throw new Error('500');
      },
    );
    await flush();
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    actor.send({ type: 'SET_ASSIGN_ME', checked: true });
    actor.send({ type: 'SAVE_RESPONSIBLE' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { responsible: 'editing' } });
    expect(effects.notify).toHaveBeenCalledWith(expect.objectContaining({ appearance: 'danger' }));
    const readOnly = startProcess(async () => onboarding, { useCases: [] });
    await flush();
    expect(readOnly.actor.getSnapshot().can({ type: 'CHANGE_RESPONSIBLE' })).toBe(false);
  });
});
