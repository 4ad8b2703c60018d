import { requestWizardMachine } from '@machines/requests/request-wizard.machine';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { contractsLackingSeniority } from '@src/domain/rules/request-wizard';
import { RequestTypesFailure } from '@src/domain/rules/requests-list';
import { startRequestsList } from '@test/support/requests-list-fixture';
import { describe, expect, test } from 'vitest';
import { createActor } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const payment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysToPay: 3, disbursementDate: '' },
});
const enjoyment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-8',
  humanResourceRequestNumber: '2026-0008',
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysOff: 5, startDateEnyoment: '2026-12-01' },
});

const start = startRequestsList;

describe('requests list', () => {
  test('loads the requests of its types', async () => {
    const { actor, fetches } = start(async () => [payment, enjoyment]);
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await flush();
    expect(fetches).toEqual([{ employeeId: 'E-100', requestTypes: ['VacationsEnjoyed', 'PaidVacations'] }]);
    expect(actor.getSnapshot().value).toEqual({ loaded: { browsing: 'shown' } });
    expect(actor.getSnapshot().context.requests).toHaveLength(2);
  });

  test('an empty answer is the empty state', async () => {
    const { actor } = start(async () => []);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ empty: 'shown' });
  });

  test("a failure shows the toast 'Error en la solicitud' naming the type", async () => {
    const { actor, effects } = start(
      async () => {
        throw new Error('500');
      },
      { area: 'certifications', requestTypes: ['Certification'] },
    );
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.notify).toHaveBeenCalledWith({
      appearance: 'danger',
      title: 'Error en la solicitud',
      description: 'Error al obtener solicitudes de tipo "Certificación"',
    });
  });

  test('the toast names only the type whose call failed', async () => {
    const { actor, effects } = start(async () => {
      throw new RequestTypesFailure(['PaidVacations'], new Error('500'));
    });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(effects.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: 'Error al obtener solicitudes de tipo "Vacaciones Pagadas"' }),
    );
  });

  test('discarding a request runs the discard flow and drops it from the list on success', async () => {
    const { actor, effects } = start(async () => [payment, enjoyment]);
    await flush();
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-7' });
    const child = actor.getSnapshot().children.discard;
    expect(child?.getSnapshot().value).toBe('askingJustification');
    child?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Cambio de planes' });
    child?.send({ type: 'CONFIRM' });
    await flush();
    expect(effects.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Solicitud Descartada' }));
    expect(actor.getSnapshot().value).toEqual({ loaded: { browsing: 'shown' } });
    expect(actor.getSnapshot().context.requests.map((item) => item.humanResourceRequestId)).toEqual(['R-8']);
  });

  test('a request the discard rules keep cannot be discarded; a failed discard keeps the request', async () => {
    const { actor } = start(
      async () => [payment, enjoyment],
      {},
      async () => {
        throw new Error('500');
      },
    );
    await flush();
    expect(actor.getSnapshot().can({ type: 'DISCARD_VACATION', requestId: 'R-8' })).toBe(false);
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-8' });
    expect(actor.getSnapshot().children.discard).toBeUndefined();
    expect(actor.getSnapshot().can({ type: 'DISCARD_VACATION', requestId: 'R-MISSING' })).toBe(false);
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-7' });
    actor.getSnapshot().children.discard?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Motivo' });
    actor.getSnapshot().children.discard?.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().context.requests).toHaveLength(2);
  });

  test('the last request discarded leaves the empty state', async () => {
    const { actor } = start(async () => [payment]);
    await flush();
    actor.send({ type: 'DISCARD_VACATION', requestId: 'R-7' });
    actor.getSnapshot().children.discard?.send({ type: 'CHANGE_JUSTIFICATION', value: 'Motivo' });
    actor.getSnapshot().children.discard?.send({ type: 'CONFIRM' });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ empty: 'shown' });
  });

  test('details, discard and request buttons need their use cases', async () => {
    const { actor, effects } = start(async () => [payment], { useCases: [] });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.can({ type: 'VIEW_VACATION_DETAILS', requestId: 'R-7' })).toBe(false);
    expect(snapshot.can({ type: 'DISCARD_VACATION', requestId: 'R-7' })).toBe(false);
    expect(snapshot.can({ type: 'REQUEST_ENJOYMENT' })).toBe(false);
    expect(snapshot.can({ type: 'REQUEST_PAYMENT' })).toBe(false);
    actor.send({ type: 'REQUEST_ENJOYMENT' });
    expect(effects.goToEnjoymentWizard).not.toHaveBeenCalled();
    const allowed = start(async () => [payment]);
    await flush();
    allowed.actor.send({ type: 'VIEW_VACATION_DETAILS', requestId: 'R-7' });
    expect(allowed.actor.getSnapshot().value).toEqual({ loaded: 'viewingDetails' });
    expect(allowed.actor.getSnapshot().context.selectedRequestId).toBe('R-7');
    allowed.actor.send({ type: 'REQUEST_PAYMENT' });
    expect(allowed.effects.goToPaymentWizard).toHaveBeenCalledTimes(1);
  });
});

describe('wizard requirements', () => {
  test('a contract younger than 90 days lacks seniority; certifications have no such requirement', () => {
    const base = {
      contractNumber: 'CT',
      businessName: 'Operadora',
      contractType: 'PermanentJob',
    };
    const contracts = [
      { ...base, contractId: 'OLD', startDate: '2026-08-23' },
      { ...base, contractId: 'NEW', startDate: '2026-08-24' },
    ];
    const actor = createActor(requestWizardMachine, {
      input: {
        kind: 'enjoyment',
        employeeId: 'E',
        contracts,
        requester: { requesterCode: 'S', requesterName: 'Ana' },
        today: '2026-11-21T15:00:00.000Z',
        idempotencyKey: 'k',
        useCases: [],
      },
    });
    const context = actor.getSnapshot().context;
    expect(contractsLackingSeniority(context).map((contract) => contract.contractId)).toEqual(['NEW']);
    expect(contractsLackingSeniority({ ...context, values: { ...context.values, contract: 'OLD' } })).toEqual(
      [],
    );
    expect(contractsLackingSeniority({ ...context, kind: 'certification' })).toEqual([]);
  });
});

describe('requests in process', () => {
  test('closed, rejected and canceled requests are not listed (a discarded request is canceled)', async () => {
    const canceled = { ...payment, humanResourceRequestId: 'R-1', humanResourceRequestStatus: 'canceled' };
    const closed = { ...payment, humanResourceRequestId: 'R-2', humanResourceRequestStatus: 'closed' };
    const { actor } = start(async () => [canceled, closed, enjoyment]);
    await flush();
    expect(actor.getSnapshot().context.requests.map((item) => item.humanResourceRequestId)).toEqual(['R-8']);
    const onlyFinished = start(async () => [canceled, closed]);
    await flush();
    expect(onlyFinished.actor.getSnapshot().value).toEqual({ empty: 'shown' });
  });
});
