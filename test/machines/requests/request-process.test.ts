import { discardMachine, type RemoveRequestInput } from '@machines/requests/discard.machine';
import {
  type EvaluateRequirementInput,
  type ExecuteTaskInput,
  type FetchProcessRequestInput,
  type RequestProcessInput,
  requestProcessMachine,
} from '@machines/requests/request-process.machine';
import { discardNoticeText } from '@src/app/wiring/requests/discard';
import { processNoticeText } from '@src/app/wiring/requests/request-process';
import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { onboardingRequest } from '@test/support/process-fixtures';
import { flush } from '@test/support/request-fixtures';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

const onboarding = onboardingRequest();

function startProcess(
  fetched: () => Promise<HumanResourceRequest | undefined>,
  input: Partial<RequestProcessInput> = {},
  assign: (requestId: string) => Promise<HumanResourceRequest> = async () => ({
    ...onboarding,
    userCodeInCharge: 'ana.admin',
    userNameInCharge: 'Ana Admin',
  }),
  more: {
    execute?: (input: ExecuteTaskInput) => Promise<HumanResourceRequest>;
    evaluate?: (input: EvaluateRequirementInput) => Promise<HumanResourceRequest>;
  } = {},
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
          actions: { notify: (_, params) => effects.notify(discardNoticeText(params)) },
        }),
        assignResponsible: fromPromise<HumanResourceRequest, { requestId: string; version: number }>(
          async ({ input }) => assign(input.requestId),
        ),
        executeTask: fromPromise<HumanResourceRequest, ExecuteTaskInput>(async ({ input }) => {
          if (!more.execute) throw new Error('no execute');
          return more.execute(input);
        }),
        evaluateRequirement: fromPromise<HumanResourceRequest, EvaluateRequirementInput>(
          async ({ input }) => {
            if (!more.evaluate) throw new Error('no evaluate');
            return more.evaluate(input);
          },
        ),
      },
      // The machine emits codes; the adapter's texts for them are what the toasts show.
      actions: {
        goToBoard: () => effects.goToBoard(),
        notify: (_, params) => effects.notify(processNoticeText(params)),
      },
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
    expect(fetches).toEqual([{ employeeId: '100001', requestId: '18', fresh: false }]);
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
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
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
  });

  test('a request of another type is not found: the page is for onboarding only', async () => {
    for (const type of [
      'VacationsEnjoyed',
      'PaidVacations',
      'Certification',
      'LeavingTheJob',
      'PositionTransfer',
    ]) {
      const other = parseHumanResourceRequest({
        humanResourceRequestId: '18',
        humanResourceRequestNumber: '100018',
        humanResourceRequestType: type,
        humanResourceRequestStatus: 'supervisor_approval',
      });
      const { actor } = startProcess(async () => other);
      await flush();
      expect(actor.getSnapshot().value, type).toBe('notFound');
    }
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
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    expect(effects.goToBoard).not.toHaveBeenCalled();
  });

  test('the requirements modal opens and closes; it needs AddEmployeeLink', async () => {
    const { actor } = startProcess(async () => onboarding);
    await flush();
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    expect(actor.getSnapshot().value).toEqual({ ready: { requirements: 'reading' } });
    actor.send({ type: 'CLOSE_REQUIREMENTS' });
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    const carla = startProcess(async () => onboarding, { useCases: [] });
    await flush();
    expect(carla.actor.getSnapshot().can({ type: 'OPEN_REQUIREMENTS' })).toBe(false);
  });

  test('a requirement is evaluated by the person in charge (call 16), within the rules', async () => {
    const inCharge = parseHumanResourceRequest({
      ...onboarding,
      userCodeInCharge: 'ana.admin',
      requirementsOfTheHumanResourcesRequest: [
        { requirementId: 'R1', taskCode: 'T1', requirementTag: 'Cumple', deletionDisabled: true },
        { requirementId: 'R2', taskCode: 'T2', requirementTag: 'Sin Evaluar' },
      ],
    });
    const evaluated = parseHumanResourceRequest({
      ...inCharge,
      requirementsOfTheHumanResourcesRequest: [
        inCharge.requirementsOfTheHumanResourcesRequest[0],
        { ...inCharge.requirementsOfTheHumanResourcesRequest[1], requirementTag: 'No Cumple' },
      ],
    });
    const inputs: EvaluateRequirementInput[] = [];
    let fail = true;
    const { actor, effects } = startProcess(async () => inCharge, {}, undefined, {
      evaluate: async (input) => {
        inputs.push(input);
        if (fail) throw new Error('500');
        return evaluated;
      },
    });
    await flush();
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    const can = (requirementId: string, result: 'met' | 'notMet') =>
      actor.getSnapshot().can({ type: 'EVALUATE_REQUIREMENT', requirementId, result });
    expect(can('R1', 'notMet')).toBe(false);
    expect(can('R2', 'notMet')).toBe(true);
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notMet' });
    actor.send({ type: 'CONFIRM_NOT_MET' });
    expect(actor.getSnapshot().hasTag('evaluating')).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { requirements: 'reading' } });
    expect(effects.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        appearance: 'danger',
        description: 'No se pudo guardar la evaluación del requisito.',
      }),
    );
    fail = false;
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notMet' });
    actor.send({ type: 'CONFIRM_NOT_MET' });
    await flush();
    expect(inputs.at(-1)).toEqual({ requestId: '18', version: 0, requirementId: 'R2', result: 'notMet' });
    expect(actor.getSnapshot().context.request).toEqual(evaluated);
    expect(can('R2', 'met')).toBe(false);
  });

  test('No Cumple asks first (Cancelar sends nothing); Deshacer takes it back before Aprobar', async () => {
    const entries = (tag: string) => [
      { requirementId: 'R2', taskCode: 'T2', requirementName: 'Hoja de vida', requirementTag: tag },
    ];
    const withTag = (tag: string) =>
      parseHumanResourceRequest({
        ...onboarding,
        userCodeInCharge: 'ana.admin',
        tasksToManageTheHumanResourcesRequests: [
          { taskManagingId: 'T-2', taskCode: 'T2', taskStatus: 'pending' },
        ],
        requirementsOfTheHumanResourcesRequest: entries(tag),
      });
    const inputs: EvaluateRequirementInput[] = [];
    const tags = { met: 'Cumple', notMet: 'No Cumple', notEvaluated: 'Sin Evaluar' } as const;
    const { actor } = startProcess(async () => withTag('Sin Evaluar'), {}, undefined, {
      evaluate: async (input) => {
        inputs.push(input);
        return withTag(tags[input.result]);
      },
    });
    await flush();
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    const can = (result: 'met' | 'notMet' | 'notEvaluated') =>
      actor.getSnapshot().can({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result });
    expect(can('notEvaluated')).toBe(false);
    // No Cumple: the confirmation, nothing sent; Cancelar goes back and still sends nothing.
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notMet' });
    expect(actor.getSnapshot().value).toEqual({ ready: { requirements: 'confirmingNotMet' } });
    expect(actor.getSnapshot().hasTag('confirming')).toBe(true);
    expect(actor.getSnapshot().context.requirementId).toBe('R2');
    actor.send({ type: 'CLOSE_REQUIREMENTS' });
    expect(actor.getSnapshot().value).toEqual({ ready: { requirements: 'confirmingNotMet' } });
    actor.send({ type: 'CANCEL_NOT_MET' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: { requirements: 'reading' } });
    expect(inputs).toEqual([]);
    // Confirmar sends it.
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notMet' });
    actor.send({ type: 'CONFIRM_NOT_MET' });
    await flush();
    expect(inputs.map((input) => input.result)).toEqual(['notMet']);
    // A No Cumple: Aprobar stays off (SPEC §5), Deshacer is on and needs no confirmation, then Aprobar.
    expect(can('met')).toBe(false);
    expect(can('notEvaluated')).toBe(true);
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notEvaluated' });
    expect(actor.getSnapshot().hasTag('evaluating')).toBe(true);
    await flush();
    expect(can('met')).toBe(true);
    actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'met' });
    await flush();
    expect(inputs.map((input) => input.result)).toEqual(['notMet', 'notEvaluated', 'met']);
    expect(
      actor.getSnapshot().context.request?.requirementsOfTheHumanResourcesRequest[0]?.requirementTag,
    ).toBe('Cumple');
  });

  test("once the entry's task has run, its No Cumple is not taken back", async () => {
    const ran = parseHumanResourceRequest({
      ...onboarding,
      userCodeInCharge: 'ana.admin',
      tasksToManageTheHumanResourcesRequests: [{ taskManagingId: 'T-2', taskCode: 'T2', taskStatus: 'done' }],
      requirementsOfTheHumanResourcesRequest: [
        { requirementId: 'R2', taskCode: 'T2', requirementName: 'Hoja de vida', requirementTag: 'No Cumple' },
      ],
    });
    const { actor } = startProcess(async () => ran);
    await flush();
    actor.send({ type: 'OPEN_REQUIREMENTS' });
    expect(
      actor.getSnapshot().can({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'notEvaluated' }),
    ).toBe(false);
  });

  test('Ejecutar runs a task the person in charge may run (call 17) and keeps the answer', async () => {
    const inCharge = parseHumanResourceRequest({
      ...onboarding,
      userCodeInCharge: 'ana.admin',
      tasksToManageTheHumanResourcesRequests: [
        { taskManagingId: '18-4', taskCode: 'T4', taskName: 'Elaborar contrato', taskStatus: 'pending' },
        { taskManagingId: '18-6', taskCode: 'T6', taskName: 'Firmas del contrato', taskStatus: 'pending' },
      ],
    });
    const executed = parseHumanResourceRequest({
      ...inCharge,
      tasksToManageTheHumanResourcesRequests: [
        { ...inCharge.tasksToManageTheHumanResourcesRequests[0], taskStatus: 'done' },
        inCharge.tasksToManageTheHumanResourcesRequests[1],
      ],
    });
    const inputs: ExecuteTaskInput[] = [];
    const { actor, effects } = startProcess(async () => inCharge, {}, undefined, {
      execute: async (input) => {
        inputs.push(input);
        return executed;
      },
    });
    await flush();
    expect(actor.getSnapshot().can({ type: 'EXECUTE_TASK', taskId: '18-6' })).toBe(false);
    actor.send({ type: 'EXECUTE_TASK', taskId: '18-4' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'executing' });
    await flush();
    expect(inputs).toEqual([{ requestId: '18', version: 0, taskId: '18-4' }]);
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
    expect(actor.getSnapshot().context.request).toEqual(executed);
    expect(effects.notify).toHaveBeenCalledWith({
      appearance: 'success',
      title: 'Tarea ejecutada',
      description: 'La tarea pasó a Tareas hechas.',
    });
    expect(actor.getSnapshot().can({ type: 'EXECUTE_TASK', taskId: '18-4' })).toBe(false);
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
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
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
    expect(actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });
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
