import {
  type LoadApprovalInput,
  type LoadedApproval,
  type SendAnswerInput,
  type VacationApprovalInput,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { approvalRequest } from '@test/support/approval-fixtures';
import { flush } from '@test/support/request-fixtures';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const request = approvalRequest;

const employee = {
  employeeId: '100002',
  name: 'María Begoña Ibáñez Zúñiga',
  identificationDocumentNumber: '52987654',
};

const baseInput: VacationApprovalInput = {
  requestNumber: '150001',
  kind: 'payment',
  useCases: ['ApproveVacationRequest'],
  idempotencyKey: 'key-1',
};

interface Fakes {
  load?: (input: LoadApprovalInput) => Promise<LoadedApproval>;
  send?: (input: SendAnswerInput) => Promise<HumanResourceRequest>;
}

function start(input: Partial<VacationApprovalInput> = {}, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const loads: LoadApprovalInput[] = [];
  const sends: SendAnswerInput[] = [];
  const machine = vacationApprovalMachine.provide({
    actors: {
      loadApproval: fromPromise<LoadedApproval, LoadApprovalInput>(async ({ input: asked }) => {
        loads.push(asked);
        return fakes.load ? fakes.load(asked) : { request: request(), employee };
      }),
      sendAnswer: fromPromise<HumanResourceRequest, SendAnswerInput>(async ({ input: sent }) => {
        sends.push(sent);
        return fakes.send
          ? fakes.send(sent)
          : request({
              humanResourceRequestStatus:
                sent.answer.approval === 'approve' ? 'HR_compliance_verification' : 'rejected',
            });
      }),
    },
  });
  const actor = createActor(machine, { input: { ...baseInput, ...input }, clock });
  actor.start();
  return { actor, clock, loads, sends };
}

async function loaded(input: Partial<VacationApprovalInput> = {}, fakes: Fakes = {}) {
  const started = start(input, fakes);
  await flush();
  return started;
}

describe('vacation approval', () => {
  test('loads the request of the code: a busy spinner first, then the form with the real data', async () => {
    const { actor, loads } = start({ requestNumber: ' 150001 ' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(loads).toEqual([{ requestNumber: '150001' }]);
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(actor.getSnapshot().context.employee).toEqual(employee);
    // The request is an enjoyment one: its own type replaces the address's default (payment).
    expect(actor.getSnapshot().context.kind).toBe('enjoyment');
  });

  test('without a code it asks for nothing and says so', () => {
    const { actor, loads } = start({ requestNumber: '  ' });
    expect(actor.getSnapshot().value).toBe('noCode');
    expect(loads).toEqual([]);
  });

  test('an unknown number, another type or an answered request each get their state', async () => {
    expect(
      (
        await loaded({}, { load: async () => ({ request: undefined, employee: undefined }) })
      ).actor.getSnapshot().value,
    ).toBe('notFound');
    expect(
      (
        await loaded(
          {},
          {
            load: async () => ({ request: request({ humanResourceRequestType: 'Certification' }), employee }),
          },
        )
      ).actor.getSnapshot().value,
    ).toBe('notVacation');
    const answered = await loaded(
      {},
      { load: async () => ({ request: request({ humanResourceRequestStatus: 'rejected' }), employee }) },
    );
    expect(answered.actor.getSnapshot().value).toBe('alreadyAnswered');
    expect(answered.actor.getSnapshot().context.request?.humanResourceRequestStatus).toBe('rejected');
  });

  test('a failed load is an error with Reintentar, never an empty form; a retry loads again', async () => {
    let fail = true;
    const { actor, loads } = await loaded(
      {},
      {
        load: async () => {
          if (fail) throw new Error('Todos los intentos fallaron.');
          return { request: request(), employee };
        },
      },
    );
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
    fail = false;
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(loads).toHaveLength(2);
  });

  test('validates on every change with the SPEC §5 messages; Enviar needs a valid choice', async () => {
    const { actor, sends } = await loaded();
    const snapshot = () => actor.getSnapshot();
    expect(snapshot().context.errors).toEqual({ approval: 'Debe seleccionar una opción de aprobación' });
    expect(snapshot().context.dirty).toBe(false);
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'CHANGE', values: { approval: 'reject' } });
    expect(snapshot().context.dirty).toBe(true);
    expect(snapshot().context.errors).toEqual({
      observation: 'Las observaciones son obligatorias al rechazar la solicitud',
    });
    actor.send({ type: 'SUBMIT' });
    expect(snapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'CHANGE', values: { observation: 'x'.repeat(501) } });
    expect(snapshot().context.errors).toEqual({
      observation: 'Las observaciones no pueden exceder 500 caracteres',
    });
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'CHANGE', values: { observation: 'x'.repeat(500) } });
    expect(snapshot().context.errors).toEqual({});
    expect(snapshot().can({ type: 'SUBMIT' })).toBe(true);
    expect(sends).toEqual([]);
  });

  test('approving sends call 14, shows the result modal, then closes with the answer', async () => {
    const { actor, sends } = await loaded();
    actor.send({ type: 'CHANGE', values: { approval: 'approve', observation: '  Buen viaje  ' } });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ submitting: 'sending' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(sends).toEqual([
      {
        requestId: 'HRR-150001',
        version: 0,
        answer: { approval: 'approve', observation: 'Buen viaje' },
        idempotencyKey: 'key-1',
      },
    ]);
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.answered).toBe('approve');
    expect(actor.getSnapshot().context.request?.humanResourceRequestStatus).toBe(
      'HR_compliance_verification',
    );
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ answered: 'approve', requestNumber: '150001' });
  });

  test('rejecting with observations ends rejected', async () => {
    const { actor } = await loaded();
    actor.send({ type: 'CHANGE', values: { approval: 'reject', observation: 'Sin reemplazo ese mes.' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().context.answered).toBe('reject');
    expect(actor.getSnapshot().context.request?.humanResourceRequestStatus).toBe('rejected');
  });

  test('without ApproveVacationRequest a valid answer is still not sent', async () => {
    const { actor, sends } = await loaded({ useCases: ['VacationDetailsInProcess'] });
    actor.send({ type: 'CHANGE', values: { approval: 'approve' } });
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(sends).toEqual([]);
  });

  test('a failed answer keeps the form, flags the error for 10 s, and a retry sends the same key', async () => {
    let fail = true;
    const { actor, clock, sends } = await loaded(
      {},
      {
        send: async () => {
          if (fail) throw new Error('403');
          return request({ humanResourceRequestStatus: 'HR_compliance_verification' });
        },
      },
    );
    actor.send({ type: 'CHANGE', values: { approval: 'approve' } });
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ form: 'submitFailed' });
    expect(actor.getSnapshot().hasTag('submitFailed')).toBe(true);
    expect(actor.getSnapshot().context.values.approval).toBe('approve');
    clock.increment(9_999);
    expect(actor.getSnapshot().value).toEqual({ form: 'submitFailed' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'SUBMIT' });
    await flush();
    actor.send({ type: 'DISMISS_FLAG' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    fail = false;
    actor.send({ type: 'SUBMIT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('result');
    expect(sends.map((sent) => sent.idempotencyKey)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  test('names its delay and its actors', () => {
    expect(vacationApprovalMachine.implementations.delays).toEqual({ submitFailureFlag: 10_000 });
    expect(Object.keys(vacationApprovalMachine.implementations.actors).sort()).toEqual([
      'loadApproval',
      'sendAnswer',
    ]);
  });
});
