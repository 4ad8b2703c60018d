// 'changed by someone else' (a 412 of call 12, 14, 15, 16 or 17) is its own state in the
// discard, request process and vacation approval machines: the request as it is now and who changed it
// are kept, what the person typed stays, nothing is sent again until they decide again.
import {
  type LoadApprovalInput,
  type LoadedApproval,
  type SendAnswerInput,
  type VacationApprovalInput,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import { discardMachine, type RemoveRequestInput } from '@machines/requests/discard.machine';
import {
  type AssignResponsibleInput,
  type EvaluateRequirementInput,
  type ExecuteTaskInput,
  type FetchProcessRequestInput,
  requestProcessMachine,
} from '@machines/requests/request-process.machine';
import {
  type HumanResourceRequest,
  parseHumanResourceRequest,
  type RequestConflict,
} from '@src/domain/entities';
import { approvalRequest } from '@test/support/approval-fixtures';
import { onboardingRequest, sampleRequirements } from '@test/support/process-fixtures';
import { flush } from '@test/support/request-fixtures';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise } from 'xstate';

/** What the API rejects with on 412 (src/api/calls/requests.ts RequestChangedError): an error with `conflict`. */
class Changed extends Error {
  constructor(readonly conflict: RequestConflict) {
    super('412');
  }
}

const lastChange = {
  userWhoExecutedAction: 'beto.unaunidad',
  userName: 'Alberto Núñez',
  actionExecuted: 'Descarte',
  executionDate: '2026-11-21T14:59:00.000Z',
  description: 'Duplicada.',
};

const changedTo = (request: HumanResourceRequest, fields: Record<string, unknown>): Changed =>
  new Changed({
    humanResourceRequest: parseHumanResourceRequest({ ...request, ...fields }),
    lastChange,
  });

describe('discard: changedElsewhere', () => {
  const now = '2026-11-21T15:00:00.000Z';
  const certification = parseHumanResourceRequest({
    humanResourceRequestId: 'R-7',
    humanResourceRequestNumber: '2026-0007',
    humanResourceRequestDescription: 'Solicitud',
    humanResourceRequestType: 'Certification',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestVersion: 3,
  });

  function start(answers: Array<() => Promise<void>>) {
    const calls: RemoveRequestInput[] = [];
    const actor = createActor(
      discardMachine.provide({
        actors: {
          removeRequest: fromPromise<void, RemoveRequestInput>(async ({ input }) => {
            calls.push(input);
            await answers[calls.length - 1]?.();
          }),
        },
        actions: { notify: () => undefined },
      }),
      { input: { request: certification, now } },
    );
    actor.start();
    return { actor, calls };
  }

  test('a 412 keeps the justification and shows the request now; Descartar sends again with its version', async () => {
    const { actor, calls } = start([
      async () => {
        throw changedTo(certification, { humanResourceRequestVersion: 4, userNameInCharge: 'Alberto Núñez' });
      },
      async () => undefined,
    ]);
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'Ya no la necesita' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.map((call) => call.version)).toEqual([3]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('changedElsewhere');
    expect(snapshot.context.justification).toBe('Ya no la necesita');
    expect(snapshot.context.request.humanResourceRequestVersion).toBe(4);
    expect(snapshot.context.changedBy).toEqual(lastChange);
    // Nothing is resent on its own.
    await flush();
    expect(calls).toHaveLength(1);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.map((call) => call.version)).toEqual([3, 4]);
    expect(actor.getSnapshot().output).toMatchObject({ removed: true, requestId: 'R-7' });
  });

  test('a request someone else already finished is refused with its rule; Cancelar closes without removing', async () => {
    const { actor, calls } = start([
      async () => {
        throw changedTo(certification, {
          humanResourceRequestVersion: 4,
          humanResourceRequestStatus: 'canceled',
        });
      },
    ]);
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'Ya no la necesita' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('changedElsewhere');
    expect(actor.getSnapshot().context.refusal).not.toBe('');
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('refused');
    expect(calls).toHaveLength(1);
  });

  test('any other failure is still `failed`, not changedElsewhere', async () => {
    const { actor } = start([
      async () => {
        throw new Error('500');
      },
    ]);
    actor.send({ type: 'CHANGE_JUSTIFICATION', value: 'Ya no la necesita' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.changedBy).toBeUndefined();
  });
});

describe('request process: ready.changedElsewhere', () => {
  const inCharge = onboardingRequest({
    userCodeInCharge: 'ana.admin',
    userNameInCharge: 'Ana Admin',
    humanResourceRequestVersion: 5,
    requirementsOfTheHumanResourcesRequest: sampleRequirements,
    tasksToManageTheHumanResourcesRequests: [
      { taskManagingId: '18-1', taskCode: 'T1', taskName: 'Validaciones del sistema', taskStatus: 'pending' },
    ],
  });
  const takenByBeto = changedTo(inCharge, {
    humanResourceRequestVersion: 6,
    userCodeInCharge: 'beto.unaunidad',
    userNameInCharge: 'Alberto Núñez',
  });

  function start(loaded: HumanResourceRequest, fail: Changed) {
    const sent: Array<{ call: string; version: number }> = [];
    const reject = async (call: string, input: { version: number }): Promise<HumanResourceRequest> => {
      sent.push({ call, version: input.version });
      throw fail;
    };
    const actor = createActor(
      requestProcessMachine.provide({
        actors: {
          fetchRequest: fromPromise<HumanResourceRequest | undefined, FetchProcessRequestInput>(
            async () => loaded,
          ),
          assignResponsible: fromPromise<HumanResourceRequest, AssignResponsibleInput>(({ input }) =>
            reject('15', input),
          ),
          evaluateRequirement: fromPromise<HumanResourceRequest, EvaluateRequirementInput>(({ input }) =>
            reject('16', input),
          ),
          executeTask: fromPromise<HumanResourceRequest, ExecuteTaskInput>(({ input }) =>
            reject('17', input),
          ),
        },
        actions: { goToBoard: () => undefined, notify: () => undefined },
      }),
      {
        input: {
          employeeId: '100001',
          requestId: '18',
          useCases: ['AddEmployeeLink', 'DiscardsRequestForLinkage'],
          now: '2026-11-21T15:00:00.000Z',
          account: 'ana.admin',
        },
      },
    );
    actor.start();
    return { actor, sent };
  }

  test('call 15 answered 412: the new person in charge and who changed it; Entendido goes back to viewing', async () => {
    const { actor, sent } = start(onboardingRequest({ humanResourceRequestVersion: 5 }), takenByBeto);
    await flush();
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    actor.send({ type: 'SET_ASSIGN_ME', checked: true });
    actor.send({ type: 'SAVE_RESPONSIBLE' });
    await flush();
    expect(sent).toEqual([{ call: '15', version: 5 }]);
    expect(actor.getSnapshot().value).toEqual({ ready: 'changedElsewhere' });
    expect(actor.getSnapshot().context.request?.userNameInCharge).toBe('Alberto Núñez');
    expect(actor.getSnapshot().context.changedBy?.userName).toBe('Alberto Núñez');
    // Deciding again is the person's: Entendido, then the same form on the new state.
    expect(actor.getSnapshot().can({ type: 'CHANGE_RESPONSIBLE' })).toBe(false);
    actor.send({ type: 'DISMISS_CHANGE' });
    actor.send({ type: 'CHANGE_RESPONSIBLE' });
    expect(actor.getSnapshot().value).toEqual({ ready: { responsible: 'editing' } });
    expect(actor.getSnapshot().context.changedBy).toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  test('calls 16 and 17 answered 412 land in the same state with the request now; Entendido dismisses it', async () => {
    const evaluate = start(inCharge, takenByBeto);
    await flush();
    evaluate.actor.send({ type: 'OPEN_REQUIREMENTS' });
    evaluate.actor.send({ type: 'EVALUATE_REQUIREMENT', requirementId: 'R2', result: 'met' });
    await flush();
    expect(evaluate.sent).toEqual([{ call: '16', version: 5 }]);
    expect(evaluate.actor.getSnapshot().value).toEqual({ ready: 'changedElsewhere' });
    expect(evaluate.actor.getSnapshot().context.request?.humanResourceRequestVersion).toBe(6);
    evaluate.actor.send({ type: 'DISMISS_CHANGE' });
    expect(evaluate.actor.getSnapshot().value).toEqual({ ready: { viewing: 'shown' } });

    const execute = start(inCharge, takenByBeto);
    await flush();
    execute.actor.send({ type: 'EXECUTE_TASK', taskId: '18-1' });
    await flush();
    expect(execute.sent).toEqual([{ call: '17', version: 5 }]);
    expect(execute.actor.getSnapshot().value).toEqual({ ready: 'changedElsewhere' });
    // Beto is in charge now: Ana may no longer run the task, and nothing was resent.
    expect(execute.actor.getSnapshot().can({ type: 'EXECUTE_TASK', taskId: '18-1' })).toBe(false);
    expect(execute.sent).toHaveLength(1);
  });
});

describe('vacation approval: changedElsewhere', () => {
  const input: VacationApprovalInput = {
    requestNumber: '150001',
    kind: 'payment',
    useCases: ['ApproveVacationRequest'],
    idempotencyKey: 'key-1',
  };

  function start(
    loaded: HumanResourceRequest,
    answers: Array<(sent: SendAnswerInput) => HumanResourceRequest>,
  ) {
    const sends: SendAnswerInput[] = [];
    const actor = createActor(
      vacationApprovalMachine.provide({
        actors: {
          loadApproval: fromPromise<LoadedApproval, LoadApprovalInput>(async () => ({
            request: loaded,
            employee: undefined,
          })),
          sendAnswer: fromPromise<HumanResourceRequest, SendAnswerInput>(async ({ input: sent }) => {
            sends.push(sent);
            const answer = answers[sends.length - 1];
            if (!answer) throw new Error('unexpected');
            return answer(sent);
          }),
        },
      }),
      { input },
    );
    actor.start();
    return { actor, sends };
  }

  test('HR discarded it meanwhile: the canceled request and who did it, the observation kept, no sending', async () => {
    const awaiting = approvalRequest({ humanResourceRequestVersion: 2 });
    const { actor, sends } = start(awaiting, [
      () => {
        throw changedTo(awaiting, { humanResourceRequestVersion: 3, humanResourceRequestStatus: 'canceled' });
      },
    ]);
    await flush();
    actor.send({ type: 'CHANGE', values: { approval: 'reject', observation: 'Sin reemplazo' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(sends.map((sent) => sent.version)).toEqual([2]);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('changedElsewhere');
    expect(snapshot.context.values).toEqual({ approval: 'reject', observation: 'Sin reemplazo' });
    expect(snapshot.context.request?.humanResourceRequestStatus).toBe('canceled');
    expect(snapshot.context.changedBy?.actionExecuted).toBe('Descarte');
    // A canceled request cannot be answered again; Entendido shows its status.
    expect(snapshot.can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'DISMISS_CHANGE' });
    // A discarded request says it was canceled, not answered.
    expect(actor.getSnapshot().value).toBe('canceled');
    expect(sends).toHaveLength(1);
  });

  test('still awaiting (someone only touched it): the manager decides again, sent with the new version', async () => {
    const awaiting = approvalRequest({ humanResourceRequestVersion: 2 });
    const { actor, sends } = start(awaiting, [
      () => {
        throw changedTo(awaiting, { humanResourceRequestVersion: 3 });
      },
      (sent) =>
        approvalRequest({
          humanResourceRequestStatus: 'rejected',
          humanResourceRequestVersion: sent.version + 1,
        }),
    ]);
    await flush();
    actor.send({ type: 'CHANGE', values: { approval: 'reject', observation: 'Sin reemplazo' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('changedElsewhere');
    // Not resent from here: Entendido first, then the form as typed, then Enviar again.
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'DISMISS_CHANGE' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.values).toEqual({ approval: 'reject', observation: 'Sin reemplazo' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(sends.map((sent) => sent.version)).toEqual([2, 3]);
    expect(actor.getSnapshot().value).toBe('result');
  });
});
