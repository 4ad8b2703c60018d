// Call 11 records the contracts page's confirmed actions (terminate → LeavingTheJob, renew and modify →
// PositionTransfer): bodies made by the app's own builder, each action's use case, and the contract rules
// of SPEC §4 enforced on the named contract (422 with the reason the page shows). Such a request
// is only ever changed by its discard (call 12, docs/decisions/0011), which needs If-Match like every
// change of a request (test/stack/conditional.test.ts has the other calls).

import type { ApiError } from '@src/api/http-client';
import { type Contract, requestEntityTag } from '@src/domain/entities';
import { type ContractDecisionDraft, emptyContractDecision } from '@src/domain/rules/contract-decisions';
import type { ContractAction } from '@src/domain/rules/contracts';
import { newContractActionRequest } from '@src/domain/rules/new-requests';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, storedVersionOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const requester = { requesterCode: 'ana.admin', requesterName: 'Ana Sofía Gutiérrez' };

async function contractsOf(employeeId: string): Promise<Contract[]> {
  const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
  return (await api.getEmployee({ employeeId })).employmentContracts;
}

/** A day `days` from today, as yyyy-mm-dd. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What HR decided, valid for each action (a year ahead, past any seeded deadline). */
const decisions: Record<ContractAction, Partial<ContractDecisionDraft>> = {
  terminate: { retirementDate: dayFromToday(20), retirementReason: 'Renuncia voluntaria' },
  renew: { newDeadline: dayFromToday(400) },
  modify: { newPosition: 'Coordinador de nómina', newSalary: '5200000', newJobModality: 'HibridWork' },
};

async function bodyFor(
  employeeId: string,
  contractId: string,
  action: ContractAction,
  decision: Partial<ContractDecisionDraft> = decisions[action],
) {
  const contract = (await contractsOf(employeeId)).find((item) => item.contractId === contractId);
  if (!contract) throw new Error(`${employeeId} has no contract ${contractId}`);
  return newContractActionRequest({
    employeeId,
    contract,
    requester,
    now: new Date(),
    action,
    decision: { ...emptyContractDecision, ...decision },
  });
}

const post = async (account: string, body: unknown, key?: string) => {
  const token = await stack.tokenFor(account);
  return stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: {
      ...headersOf({ token, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: JSON.stringify(body),
  });
};

const message = async (response: Response) => ((await response.json()) as { message?: string }).message;

describe('call 11 records the contract actions', () => {
  test('terminating the valid contract of José is saved as a Retiro request in supervisor_approval', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const saved = await api.saveRequest({
      request: await bodyFor('100001', 'CT-100001-3', 'terminate'),
      idempotencyKey: 'contract-terminate-1',
    });
    expect(saved.humanResourceRequestNumber).toMatch(/^\d{6}$/);
    const listed = await api.getRequests({ employeeId: '100001', requestType: 'LeavingTheJob' });
    expect(
      listed.find((request) => request.humanResourceRequestId === saved.humanResourceRequestId),
    ).toMatchObject({
      humanResourceRequestType: 'LeavingTheJob',
      humanResourceRequestStatus: 'supervisor_approval',
      humanResourceRequestDescription: 'Solicitud de terminación de contrato',
      humanResourceRequestData: {
        contractAction: 'terminate',
        contractId: 'CT-100001-3',
        retirementDate: dayFromToday(20),
        retirementReason: 'Renuncia voluntaria',
      },
    });
  });

  test('records what HR decided: the new end date of a renewal, what a modification changes', async () => {
    const renew = await post('ana.admin', await bodyFor('100001', 'CT-100001-2', 'renew'));
    expect(renew.status).toBe(201);
    expect(((await renew.json()) as { humanResourceRequestData: unknown }).humanResourceRequestData).toEqual(
      expect.objectContaining({ contractAction: 'renew', newDeadline: dayFromToday(400) }),
    );
    const modify = await post('ana.admin', await bodyFor('100002', 'CT-100002-2', 'modify'));
    expect(modify.status).toBe(201);
    expect(((await modify.json()) as { humanResourceRequestData: unknown }).humanResourceRequestData).toEqual(
      expect.objectContaining({
        newPosition: 'Coordinador de nómina',
        newSalary: 5200000,
        newJobModality: 'HibridWork',
      }),
    );
  });

  test('refuses with 422 a decision the page would refuse, and with 400 fields of another action', async () => {
    const cases: Array<[ContractAction, string, Partial<ContractDecisionDraft>, string]> = [
      [
        'terminate',
        'CT-100001-3',
        { retirementDate: dayFromToday(-3), retirementReason: 'x' },
        'retirementDate',
      ],
      [
        'terminate',
        'CT-100001-3',
        { retirementDate: dayFromToday(5), retirementReason: ' ' },
        'retirementReason',
      ],
      ['renew', 'CT-100001-2', { newDeadline: '2001-01-01' }, 'newDeadline'],
      ['modify', 'CT-100001-3', {}, 'newPosition'],
      ['modify', 'CT-100001-3', { newWorkSchedule: 'Siesta' }, 'newWorkSchedule'],
    ];
    for (const [action, contractId, decision, field] of cases) {
      const response = await post('ana.admin', await bodyFor('100001', contractId, action, decision));
      expect(response.status, `${action} ${JSON.stringify(decision)}`).toBe(422);
      expect(await message(response)).toMatch(new RegExp(`^${field}: `));
    }
    const terminate = await bodyFor('100001', 'CT-100001-3', 'terminate');
    const mixed = {
      ...terminate,
      humanResourceRequestData: { ...terminate.humanResourceRequestData, newDeadline: dayFromToday(30) },
    };
    expect((await post('ana.admin', mixed)).status).toBe(400);
  });

  test('renewing a fixed-term contract and modifying any contract are saved as Traslado de cargo requests', async () => {
    const renew = await post('ana.admin', await bodyFor('100001', 'CT-100001-2', 'renew'));
    expect(renew.status).toBe(201);
    expect(await renew.json()).toMatchObject({
      humanResourceRequestType: 'PositionTransfer',
      humanResourceRequestData: { contractAction: 'renew', contractId: 'CT-100001-2' },
    });
    const modify = await post('ana.admin', await bodyFor('100001', 'CT-100001-1', 'modify'));
    expect(modify.status).toBe(201);
    expect(await modify.json()).toMatchObject({
      humanResourceRequestType: 'PositionTransfer',
      humanResourceRequestDescription: 'Solicitud de modificación de contrato',
      humanResourceRequestData: { contractAction: 'modify' },
    });
  });

  test('a repeated Idempotency-Key records the action once', async () => {
    const body = await bodyFor('100002', 'CT-100002-2', 'modify');
    const first = await post('ana.admin', body, 'contract-modify-twice');
    const again = await post('ana.admin', body, 'contract-modify-twice');
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await again.json()) as unknown).toEqual(await first.json());
  });

  test.each([
    ['terminate', 'TerminateContract'],
    ['renew', 'RenewContract'],
    ['modify', 'ModifyContract'],
  ] as const)('read-only carla cannot record %s (403 naming %s)', async (action, useCase) => {
    const contractId = action === 'renew' ? 'CT-100001-2' : 'CT-100001-3';
    const response = await post('carla.consulta', await bodyFor('100001', contractId, action));
    expect(response.status).toBe(403);
    expect(await message(response)).toContain(useCase);
  });

  test('refuses with 422 an action on a contract it does not apply to', async () => {
    const renewPermanent = await post('ana.admin', await bodyFor('100001', 'CT-100001-3', 'renew'));
    expect(renewPermanent.status).toBe(422);
    expect(await message(renewPermanent)).toBe(
      'El contrato indicado no es a término fijo: no se puede renovar.',
    );
    const terminateEnded = await post('ana.admin', await bodyFor('100001', 'CT-100001-2', 'terminate'));
    expect(terminateEnded.status).toBe(422);
    expect(await message(terminateEnded)).toBe('El contrato indicado no está vigente: no se puede terminar.');
    const terminateNoValid = await post('ana.admin', await bodyFor('100003', 'CT-100003-2', 'terminate'));
    expect(terminateNoValid.status).toBe(422);
    expect(await message(terminateNoValid)).toBe('No hay contrato vigente para terminar.');
    const modifyNoValid = await post('ana.admin', await bodyFor('100003', 'CT-100003-1', 'modify'));
    expect(modifyNoValid.status).toBe(422);
    expect(await message(modifyNoValid)).toBe('No hay contrato vigente para modificar.');
  });

  test('refuses with 400 a contract action the type does not record, a missing action or an unknown field', async () => {
    const terminate = await bodyFor('100001', 'CT-100001-3', 'terminate');
    const refused = [
      {
        ...terminate,
        humanResourceRequestData: { ...terminate.humanResourceRequestData, contractAction: 'renew' },
      },
      { ...terminate, humanResourceRequestType: 'PositionTransfer' },
      { ...terminate, humanResourceRequestData: { contractId: 'CT-100001-3' } },
      { ...terminate, humanResourceRequestData: { ...terminate.humanResourceRequestData, motivo: 'x' } },
      { ...terminate, humanResourceRequestData: { contractAction: 'terminate' } },
    ];
    for (const body of refused) {
      const response = await post('ana.admin', body);
      expect(response.status, JSON.stringify(body.humanResourceRequestData)).toBe(400);
    }
  });

  test("the app's API reports a refusal as an error with the services' status", async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const error = await api
      .saveRequest({ request: await bodyFor('100003', 'CT-100003-2', 'terminate') })
      .then(
        () => undefined,
        (failure: unknown) => failure as ApiError,
      );
    expect(error?.status).toBe(422);
  });
});

/** Call 12 of one request, with If-Match when given. */
const discard = async (account: string, id: string, ifMatch?: string) =>
  stack.call('/persistence/human-resources-requests', {
    method: 'DELETE',
    headers: headersOf({
      token: await stack.tokenFor(account),
      unit: 'UN-ANDINA',
      action: 'RemoveHumanResourcesRequest',
      ifMatch,
    }),
    body: JSON.stringify({
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'Solicitud',
          humanResourceRequestId: id,
          humanResourceRequestNumber: '',
          removalJustification: `Descartada por ${account}.`,
        },
      ],
    }),
  });

describe('a contract action is changed only by its discard (call 12), which needs If-Match', () => {
  test.each([
    ['terminate', 'CT-100001-3', 'LeavingTheJob'],
    ['renew', 'CT-100001-2', 'PositionTransfer'],
  ] as const)(
    '%s (%s, %s): no If-Match → 428; a stale one → 412 with the request now and who discarded it',
    async (action, contractId, type) => {
      const filed = await post('ana.admin', await bodyFor('100001', contractId, action));
      expect(filed.status).toBe(201);
      const created = (await filed.json()) as {
        humanResourceRequestId: string;
        humanResourceRequestVersion: number;
        humanResourceRequestType: string;
      };
      expect(created.humanResourceRequestType).toBe(type);
      const id = created.humanResourceRequestId;
      const shown = requestEntityTag(created);
      expect(filed.headers.get('ETag')).toBe(shown);
      const version = created.humanResourceRequestVersion;

      const missing = await discard('ana.admin', id);
      expect(missing.status).toBe(428);
      expect(await message(missing)).toContain('If-Match');
      expect(await storedVersionOf(stack.db, id)).toBe(version);

      // beto.unaunidad discards it first, from the same version.
      expect((await discard('beto.unaunidad', id, shown)).status).toBe(200);
      const now = requestEntityTag({ humanResourceRequestId: id, humanResourceRequestVersion: version + 1 });

      const stale = await discard('ana.admin', id, shown);
      expect(stale.status).toBe(412);
      expect(stale.headers.get('ETag')).toBe(now);
      expect(await stale.json()).toMatchObject({
        humanResourceRequest: {
          humanResourceRequestId: id,
          humanResourceRequestType: type,
          humanResourceRequestStatus: 'canceled',
          humanResourceRequestVersion: version + 1,
          humanResourceRequestData: { contractAction: action, contractId },
        },
        lastChange: {
          userWhoExecutedAction: 'beto.unaunidad',
          userName: 'Alberto Núñez',
          actionExecuted: 'Descarte',
          description: 'Descartada por beto.unaunidad.',
        },
      });
      // Nothing applied: Beto's discard stands.
      expect(await storedVersionOf(stack.db, id)).toBe(version + 1);
    },
  );
});
