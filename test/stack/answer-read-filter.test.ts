// Every answer that carries a request (call 11's 201, call 14's 200, calls 15 to 17's 200, each replayed
// with its Idempotency-Key) passes the read filter of call 10 (stack/services/read-use-cases.ts): a
// caller who may write a request but not read its type's data gets the request with empty data, as call
// 10 and the 412 answers already give it. The use cases are narrowed in this test's own database.
import { randomUUID } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { entityTagOf, headersOf, sendApproval, sendSave, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

type Answered = { humanResourceRequestId: string; humanResourceRequestData: Record<string, unknown> };

async function setUseCases(account: string, useCases: string[]) {
  await stack.db.query(
    `UPDATE staff_business_units SET use_cases = $1
     WHERE business_unit_code = 'UN-ANDINA' AND staff_id = (SELECT staff_id FROM staff WHERE account_id = $2)`,
    [JSON.stringify(useCases), account],
  );
}

async function storedData(requestId: string) {
  const result = await stack.db.query<{ data: Record<string, unknown> }>(
    `SELECT document->'humanResourceRequestData' AS data FROM human_resource_requests
     WHERE human_resource_request_id = $1`,
    [requestId],
  );
  return result.rows[0]?.data;
}

/** Call 14 on a seeded vacation request, with its current entity-tag and the given key. */
const approve = (requestId: string, key: string, ifMatch: string) =>
  sendApproval(stack, requestId, { idempotencyKey: key, ifMatch });

describe('call 14 answers the request as call 10 would show it to the manager', () => {
  test('without VacationDetailsInProcess: the answered request (and its replay) comes without its data', async () => {
    await setUseCases('fabio.jefe', ['ApproveVacationRequest']);
    const key = `clave-${randomUUID()}`;
    const ifMatch = await entityTagOf(stack.db, 'HRR-150003');
    const first = await approve('HRR-150003', key, ifMatch);
    expect(first.status).toBe(200);
    const body = (await first.json()) as Answered & { humanResourceRequestStatus: string };
    expect(body.humanResourceRequestStatus).toBe('HR_compliance_verification');
    expect(body.humanResourceRequestData).toEqual({});
    const replay = await approve('HRR-150003', key, ifMatch);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(body);
    // Only the answer is filtered: the request keeps its data.
    expect(await storedData('HRR-150003')).toHaveProperty('daysOff');
  });

  test('with VacationDetailsInProcess: the data comes back (a payment request)', async () => {
    await setUseCases('fabio.jefe', ['ApproveVacationRequest', 'VacationDetailsInProcess']);
    const answered = await approve(
      'HRR-150004',
      `clave-${randomUUID()}`,
      await entityTagOf(stack.db, 'HRR-150004'),
    );
    expect(answered.status).toBe(200);
    expect(((await answered.json()) as Answered).humanResourceRequestData).toHaveProperty('daysToPay');
  });
});

describe('call 11 answers the new request as call 10 would show it to its creator', () => {
  test('a certification made without CheckDetailsOfTheCertificateRequest: 201 (and its replay) without its data', async () => {
    await setUseCases('beto.unaunidad', ['RequestCertificate']);
    const key = `clave-${randomUUID()}`;
    const save = () =>
      sendSave(stack, validCertification, { accountId: 'beto.unaunidad', idempotencyKey: key });
    const created = await save();
    expect(created.status).toBe(201);
    const body = (await created.json()) as Answered;
    expect(body.humanResourceRequestData).toEqual({});
    const replay = await save();
    expect(replay.status).toBe(201);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await replay.json()).toEqual(body);
    expect(await storedData(body.humanResourceRequestId)).toHaveProperty('addressee', 'A quien interese');
  });
});

describe('calls 15 to 17 answer what call 10 lists', () => {
  test('the answer to call 15 is call 10’s item for the same caller', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const [before] = await api.getRequests({ employeeId: '100004', requestType: 'Onboarding' });
    if (!before) throw new Error('no onboarding request of 100004');
    const token = await stack.tokenFor('ana.admin');
    const assigned = await stack.call(
      `/persistence/human-resources-requests/${before.humanResourceRequestId}/responsible`,
      {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'AssignHumanResourcesRequestResponsible',
          ifMatch: await entityTagOf(stack.db, before.humanResourceRequestId),
        }),
        body: '{}',
      },
    );
    expect(assigned.status).toBe(200);
    const listed = await stack.call(
      '/employee-portal-query/human-resources-requests?employeeId=100004&humanResourceRequestType=Onboarding',
      { headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SearchAllHumanResourcesRequest' }) },
    );
    const items = (await listed.json()) as Answered[];
    expect(await assigned.json()).toEqual(
      items.find((item) => item.humanResourceRequestId === before.humanResourceRequestId),
    );
  });
});
