import {
  type ContractActionInput,
  contractActionMachine,
  type SaveContractActionInput,
  type SavedContractAction,
} from '@machines/contracts/contract-action.machine';
import { endingContract, expiredContract, now, validContract } from '@test/support/contracts-fixture';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A fake call 11 storing one request per Idempotency-Key, failing the first `failures` calls. */
function start(overrides: Partial<ContractActionInput> = {}, failures = 0) {
  const clock = new SimulatedClock();
  const calls: SaveContractActionInput[] = [];
  const created = new Set<string>();
  let remaining = failures;
  const machine = contractActionMachine.provide({
    actors: {
      saveRequest: fromPromise<SavedContractAction, SaveContractActionInput>(async ({ input }) => {
        calls.push(input);
        if (remaining > 0) {
          remaining -= 1;
          throw new Error('Error al enviar la solicitud. Intente nuevamente.');
        }
        created.add(input.idempotencyKey);
        return { humanResourceRequestId: 'R-1', humanResourceRequestNumber: '200001' };
      }),
    },
  });
  const actor = createActor(machine, {
    clock,
    input: {
      action: 'renew',
      employeeId: '100001',
      contracts: [expiredContract, endingContract],
      requester: { requesterCode: 'S-1', requesterName: 'Ana' },
      now,
      idempotencyKeyPrefix: 'page-1',
      ...overrides,
    },
  });
  actor.start();
  return { actor, clock, calls, created };
}

/** Choose C-2, decide a new end date and go on to the confirmation. */
function toConfirmation(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'SELECT', contractId: 'C-2' });
  actor.send({ type: 'CONFIRM' });
  actor.send({ type: 'CHANGE', values: { newDeadline: '30/Jun/2027' } });
  actor.send({ type: 'CONTINUE' });
}

describe('contract action', () => {
  test('with several contracts nothing is chosen, and Confirmar does nothing until one is', () => {
    const { actor } = start();
    expect(actor.getSnapshot().context.selectedContractId).toBe('');
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('selecting');
    actor.send({ type: 'SELECT', contractId: 'C-1' });
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });

  test('a contract the action does not apply to cannot be chosen', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT', contractId: validContract.contractId });
    expect(actor.getSnapshot().context.selectedContractId).toBe('');
  });

  test('a single contract is chosen automatically', () => {
    const { actor } = start({ action: 'terminate', contracts: [validContract] });
    expect(actor.getSnapshot().context.selectedContractId).toBe('C-3');
    expect(actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });

  test('Renovar asks for the new end date: Continuar only once it is after today and the current deadline', () => {
    const { actor } = start();
    actor.send({ type: 'SELECT', contractId: 'C-2' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().value).toBe('deciding');
    expect(actor.getSnapshot().can({ type: 'CONTINUE' })).toBe(false);
    actor.send({ type: 'CHANGE', values: { newDeadline: '01/Ene/2020' } });
    expect(actor.getSnapshot().context.decisionErrors).toEqual({
      newDeadline: 'La fecha no puede ser anterior o igual al día actual',
    });
    expect(actor.getSnapshot().context.touched).toEqual(['newDeadline']);
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toBe('deciding');
    actor.send({ type: 'CHANGE', values: { newDeadline: '30/Jun/2027' } });
    expect(actor.getSnapshot().context.decisionErrors).toEqual({});
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().value).toEqual({ confirming: 'asking' });
  });

  test('Terminar asks for the retirement date and reason; Modificar for at least one change', () => {
    const terminate = start({ action: 'terminate', contracts: [validContract] }).actor;
    terminate.send({ type: 'CONFIRM' });
    expect(Object.keys(terminate.getSnapshot().context.decisionErrors)).toEqual([
      'retirementDate',
      'retirementReason',
    ]);
    terminate.send({
      type: 'CHANGE',
      values: { retirementDate: '15/Dic/2026', retirementReason: 'Renuncia' },
    });
    expect(terminate.getSnapshot().can({ type: 'CONTINUE' })).toBe(true);
    const modify = start({ action: 'modify', contracts: [validContract] }).actor;
    modify.send({ type: 'CONFIRM' });
    expect(modify.getSnapshot().context.decisionErrors).toEqual({
      newPosition: 'Indica al menos un cambio: cargo, salario, jornada laboral o modalidad de trabajo.',
    });
    modify.send({ type: 'CHANGE', values: { newWorkSchedule: 'PartTimeJob' } });
    expect(modify.getSnapshot().can({ type: 'CONTINUE' })).toBe(true);
  });

  test('while call 11 runs, Cancelar is refused', () => {
    const { actor } = start();
    toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CANCEL' })).toBe(false);
  });

  test('Cancelar in the confirmation goes back to the decision, then to the selection; there it ends the flow', () => {
    const { actor } = start();
    toConfirmation(actor);
    expect(actor.getSnapshot().value).toEqual({ confirming: 'asking' });
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('deciding');
    expect(actor.getSnapshot().context.decision.newDeadline).toBe('30/Jun/2027');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('selecting');
    expect(actor.getSnapshot().context.selectedContractId).toBe('C-2');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({
      result: 'cancelled',
      action: 'renew',
      requestNumber: '',
      contractNumber: 'AND-2018-00012',
    });
  });

  test('confirming records the action through call 11 and ends with its number', async () => {
    const { actor, calls } = start();
    toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(calls).toEqual([
      {
        idempotencyKey: 'page-1-renew-C-2',
        request: expect.objectContaining({
          humanResourceRequestType: 'PositionTransfer',
          humanResourceRequestDescription: 'Solicitud de renovación de contrato',
          humanResourceRequestStatus: 'supervisor_approval',
          employeeId: '100001',
          humanResourceRequestData: {
            contractAction: 'renew',
            contractId: 'C-2',
            contractNumber: 'AND-2018-00012',
            businessName: 'ERM Andina S.A.S.',
            contractType: 'FixedTermContract',
            newDeadline: '2027-06-30',
          },
        }),
      },
    ]);
    expect(actor.getSnapshot().output).toEqual({
      result: 'sent',
      action: 'renew',
      requestNumber: '200001',
      contractNumber: 'AND-2018-00012',
    });
  });

  test('a failure keeps the confirmation with the error flag for 10 s; a retry sends the same key once', async () => {
    const { actor, clock, calls, created } = start({}, 1);
    toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ confirming: 'failed' });
    expect(actor.getSnapshot().hasTag('submitFailed')).toBe(true);
    clock.increment(10_000);
    expect(actor.getSnapshot().value).toEqual({ confirming: 'asking' });
    actor.send({ type: 'CONFIRM' });
    await flush();
    expect(calls.map((call) => call.idempotencyKey)).toEqual(['page-1-renew-C-2', 'page-1-renew-C-2']);
    expect(created.size).toBe(1);
    expect(actor.getSnapshot().output?.result).toBe('sent');
  });

  test('the error flag can be dismissed before its 10 s', async () => {
    const { actor } = start({}, 1);
    toConfirmation(actor);
    actor.send({ type: 'CONFIRM' });
    await flush();
    actor.send({ type: 'DISMISS_FLAG' });
    expect(actor.getSnapshot().value).toEqual({ confirming: 'asking' });
  });
});
