import {
  contractUseCases,
  endingContract,
  expiredContract,
  linkingRequest,
  now,
  startContractHistory,
  validContract,
} from '@test/support/contracts-fixture';
import { describe, expect, test } from 'vitest';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('contract history', () => {
  test('lists the contracts newest first, without a banner while one is valid (call 10 not asked)', async () => {
    const { actor, fetches } = startContractHistory();
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.contracts.map((contract) => contract.contractId)).toEqual(['C-3', 'C-2', 'C-1']);
    expect(snapshot.matches({ banner: 'hidden', page: 'browsing', modal: { closed: 'quiet' } })).toBe(true);
    expect(fetches).toEqual([]);
  });

  test('no contracts: the empty state (and the banner)', async () => {
    const { actor } = startContractHistory({ contracts: [] });
    await flush();
    expect(actor.getSnapshot().matches({ page: 'empty', banner: 'noValidContract' })).toBe(true);
  });

  test("without a valid contract the banner asks call 10 for the employee's linking requests", async () => {
    const inProgress = startContractHistory(
      { contracts: [endingContract, expiredContract] },
      { linking: [linkingRequest] },
    );
    expect(inProgress.actor.getSnapshot().matches({ banner: 'askingRequests' })).toBe(true);
    expect(inProgress.actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(inProgress.fetches).toEqual([{ employeeId: '100001' }]);
    expect(inProgress.actor.getSnapshot().matches({ banner: 'linkingInProgress' })).toBe(true);

    const none = startContractHistory({ contracts: [expiredContract] }, { linking: [] });
    await flush();
    expect(none.actor.getSnapshot().matches({ banner: 'noValidContract' })).toBe(true);

    const finished = startContractHistory(
      { contracts: [expiredContract] },
      { linking: [{ ...linkingRequest, humanResourceRequestStatus: 'canceled' }] },
    );
    await flush();
    expect(finished.actor.getSnapshot().matches({ banner: 'noValidContract' })).toBe(true);
  });

  test('a failed call 10 is not shown as «no valid contract»: it is not known, and Reintentar asks again', async () => {
    let linking: Error | [] = new Error('500');
    const { actor, fetches } = startContractHistory(
      { contracts: [expiredContract] },
      { linking: () => linking },
    );
    await flush();
    expect(actor.getSnapshot().matches({ banner: 'unknown' })).toBe(true);
    linking = [];
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().matches({ banner: 'askingRequests' })).toBe(true);
    await flush();
    expect(fetches).toHaveLength(2);
    expect(actor.getSnapshot().matches({ banner: 'noValidContract' })).toBe(true);
  });

  test("'Más detalles' needs CheckContractDetails and a listed contract", async () => {
    const { actor } = startContractHistory();
    actor.send({ type: 'CHECK_DETAILS', contractId: 'C-404' });
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    actor.send({ type: 'CHECK_DETAILS', contractId: 'C-2' });
    expect(actor.getSnapshot().matches({ modal: 'viewingDetails' })).toBe(true);
    expect(actor.getSnapshot().context.detailsContractId).toBe('C-2');
    // Behind the open modal no other card can be pressed: the details shown stay the first contract's.
    actor.send({ type: 'CHECK_DETAILS', contractId: 'C-3' });
    expect(actor.getSnapshot().context.detailsContractId).toBe('C-2');
    actor.send({ type: 'CLOSE_DETAILS' });
    expect(actor.getSnapshot().matches({ modal: 'closed' })).toBe(true);
    expect(actor.getSnapshot().context.detailsContractId).toBe('');

    const withoutPrivilege = startContractHistory({ useCases: ['TerminateContract'] }).actor;
    expect(withoutPrivilege.getSnapshot().can({ type: 'CHECK_DETAILS', contractId: 'C-2' })).toBe(false);
  });

  test('each action needs its use case; without it the reason is the privilege', () => {
    const { actor } = startContractHistory({ useCases: [] });
    const snapshot = actor.getSnapshot();
    for (const type of ['TERMINATE', 'RENEW', 'MODIFY', 'ADD_LINK'] as const) {
      expect(snapshot.can({ type }), type).toBe(false);
    }
    expect(snapshot.context.refusals.terminate).toBe('No tiene privilegios para terminar contratos.');
    expect(snapshot.context.refusals.renew).toBe('No tiene privilegios para renovar contratos.');
    expect(snapshot.context.refusals.modify).toBe('No tiene privilegios para modificar contratos.');
  });

  test('with the use cases, the contract rules decide: terminate needs a valid contract, renew a fixed-term one', () => {
    const permanentOnly = startContractHistory({ contracts: [validContract] }).actor.getSnapshot();
    expect(permanentOnly.can({ type: 'TERMINATE' })).toBe(true);
    expect(permanentOnly.can({ type: 'RENEW' })).toBe(false);
    expect(permanentOnly.can({ type: 'MODIFY' })).toBe(true);
    expect(permanentOnly.context.refusals.renew).toBe('No hay contrato a término fijo.');
    expect(permanentOnly.context.refusals.terminate).toBeUndefined();

    const noneValid = startContractHistory({ contracts: [expiredContract] }).actor.getSnapshot();
    expect(noneValid.can({ type: 'TERMINATE' })).toBe(false);
    expect(noneValid.can({ type: 'RENEW' })).toBe(true);
    expect(noneValid.can({ type: 'MODIFY' })).toBe(false);
    expect(noneValid.context.refusals.terminate).toBe('No hay contrato vigente para terminar.');
    expect(noneValid.context.refusals.modify).toBe('No hay contrato vigente para modificar.');
  });

  test("'Agregar vinculación' opens the onboarding wizard with AddEmployeeLink only", () => {
    const { actor, effects } = startContractHistory();
    actor.send({ type: 'ADD_LINK' });
    expect(effects.openNewEmployeeTab).toHaveBeenCalledTimes(1);
    const empty = startContractHistory({ contracts: [] });
    empty.actor.send({ type: 'ADD_LINK' });
    expect(empty.effects.openNewEmployeeTab).toHaveBeenCalledTimes(1);
    const readOnly = startContractHistory({ useCases: ['CheckContractDetails'] });
    readOnly.actor.send({ type: 'ADD_LINK' });
    expect(readOnly.effects.openNewEmployeeTab).not.toHaveBeenCalled();
  });

  test('terminating the single valid contract: auto-selected, confirmed, recorded, then the flag for 10 s', async () => {
    const { actor, clock, saves } = startContractHistory();
    actor.send({ type: 'TERMINATE' });
    const child = actor.getSnapshot().children.contractAction;
    expect(child?.getSnapshot().context).toMatchObject({ action: 'terminate', selectedContractId: 'C-3' });
    expect(child?.getSnapshot().context.contracts.map((contract) => contract.contractId)).toEqual(['C-3']);
    child?.send({ type: 'CONFIRM' });
    child?.send({ type: 'CHANGE', values: { retirementDate: '15/Dic/2026', retirementReason: 'Renuncia' } });
    child?.send({ type: 'CONTINUE' });
    child?.send({ type: 'CONFIRM' });
    await flush();
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      idempotencyKey: 'page-1-terminate-C-3',
      request: {
        humanResourceRequestType: 'LeavingTheJob',
        employeeId: '100001',
        requesterCode: 'S-1',
        humanResourceRequestData: {
          contractAction: 'terminate',
          contractId: 'C-3',
          retirementDate: '2026-12-15',
          retirementReason: 'Renuncia',
        },
      },
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches({ modal: { closed: 'sent' } })).toBe(true);
    expect(snapshot.context.lastSent).toEqual({
      result: 'sent',
      action: 'terminate',
      requestNumber: '200090',
      contractNumber: 'AND-2022-00013',
    });
    clock.increment(9_999);
    expect(actor.getSnapshot().matches({ modal: { closed: 'sent' } })).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches({ modal: { closed: 'quiet' } })).toBe(true);
  });

  test('renewing with two fixed-term contracts needs a choice; the key names the action and the contract', async () => {
    const { actor, saves } = startContractHistory();
    actor.send({ type: 'RENEW' });
    let child = actor.getSnapshot().children.contractAction;
    expect(child?.getSnapshot().context.selectedContractId).toBe('');
    expect(child?.getSnapshot().context.contracts.map((contract) => contract.contractId)).toEqual([
      'C-2',
      'C-1',
    ]);
    child?.send({ type: 'CANCEL' });
    await flush();
    expect(actor.getSnapshot().matches({ modal: { closed: 'quiet' } })).toBe(true);
    actor.send({ type: 'RENEW' });
    child = actor.getSnapshot().children.contractAction;
    child?.send({ type: 'SELECT', contractId: 'C-1' });
    child?.send({ type: 'CONFIRM' });
    child?.send({ type: 'CHANGE', values: { newDeadline: '30/Jun/2027' } });
    child?.send({ type: 'CONTINUE' });
    child?.send({ type: 'CONFIRM' });
    await flush();
    expect(saves.map((save) => save.idempotencyKey)).toEqual(['page-1-renew-C-1']);
    expect(saves[0]?.request).toMatchObject({
      humanResourceRequestType: 'PositionTransfer',
      humanResourceRequestData: { contractAction: 'renew', contractId: 'C-1', newDeadline: '2027-06-30' },
    });
  });

  test('the same action on the same contract during one visit sends the same key (recorded once)', async () => {
    const { actor, saves } = startContractHistory();
    for (let round = 0; round < 2; round += 1) {
      actor.send({ type: 'TERMINATE' });
      const child = actor.getSnapshot().children.contractAction;
      child?.send({ type: 'CONFIRM' });
      child?.send({
        type: 'CHANGE',
        values: { retirementDate: '15/Dic/2026', retirementReason: 'Renuncia' },
      });
      child?.send({ type: 'CONTINUE' });
      child?.send({ type: 'CONFIRM' });
      await flush();
    }
    expect(saves.map((save) => save.idempotencyKey)).toEqual([
      'page-1-terminate-C-3',
      'page-1-terminate-C-3',
    ]);
  });

  test('the flag closes when dismissed; details and actions stay available meanwhile', async () => {
    const { actor } = startContractHistory();
    actor.send({ type: 'MODIFY' });
    const child = actor.getSnapshot().children.contractAction;
    child?.send({ type: 'SELECT', contractId: 'C-2' });
    child?.send({ type: 'CONFIRM' });
    child?.send({ type: 'CHANGE', values: { newSalary: '5200000' } });
    child?.send({ type: 'CONTINUE' });
    child?.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().matches({ modal: { closed: 'sent' } })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'CHECK_DETAILS', contractId: 'C-3' })).toBe(true);
    actor.send({ type: 'DISMISS_FLAG' });
    expect(actor.getSnapshot().matches({ modal: { closed: 'quiet' } })).toBe(true);
  });

  test('the modals are a parallel region: while one is open, can() still answers for every control', () => {
    const { actor } = startContractHistory();
    actor.send({ type: 'CHECK_DETAILS', contractId: 'C-2' });
    const details = actor.getSnapshot();
    expect(details.matches({ modal: 'viewingDetails', page: 'browsing' })).toBe(true);
    expect(details.can({ type: 'TERMINATE' })).toBe(true);
    expect(details.can({ type: 'RENEW' })).toBe(true);
    expect(details.can({ type: 'ADD_LINK' })).toBe(true);
    actor.send({ type: 'CLOSE_DETAILS' });
    actor.send({ type: 'TERMINATE' });
    const acting = actor.getSnapshot();
    expect(acting.matches({ modal: 'acting' })).toBe(true);
    expect(acting.can({ type: 'MODIFY' })).toBe(true);
    // A second press while a modal is open opens nothing else: the running action keeps its flow.
    actor.send({ type: 'MODIFY' });
    expect(actor.getSnapshot().context.currentAction).toBe('terminate');
    const readOnly = startContractHistory({ useCases: ['CheckContractDetails'] }).actor;
    readOnly.send({ type: 'CHECK_DETAILS', contractId: 'C-2' });
    expect(readOnly.getSnapshot().can({ type: 'TERMINATE' })).toBe(false);
  });

  test('the reasons use the page time: a deadline after it keeps the contract valid', () => {
    const laterDeadline = { ...validContract, deadline: '2026-11-22' };
    const { actor } = startContractHistory({ contracts: [laterDeadline], useCases: contractUseCases, now });
    expect(actor.getSnapshot().can({ type: 'TERMINATE' })).toBe(true);
  });
});
