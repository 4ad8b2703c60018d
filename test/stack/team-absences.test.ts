// Call 20 (ours): who else of the manager's team is away in the period of an enjoyment request (the
// approval screen's 'Ausencias del equipo en esas fechas'). The seed's María (150001, 7 days from 30 days
// ahead) overlaps her team mate José's pending 100002 (10 days from 20 days ahead); her 150003 (45 days
// ahead) overlaps nobody.
import { describe, expect, test, vi } from 'vitest';
import { currentTagOf, headersOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

async function absences(
  requestId: string,
  options: { account?: string; unit?: string; action?: string } = {},
) {
  const token = await stack.tokenFor(options.account ?? 'fabio.jefe');
  return stack.call(`/employee-portal-query/human-resources-requests/${requestId}/team-absences`, {
    headers: headersOf({
      token,
      unit: options.unit ?? 'UN-ANDINA',
      action: options.action ?? 'SearchTeamAbsencesForRequest',
    }),
  });
}

interface Absence {
  employeeId: string;
  employeeName: string;
  humanResourceRequestNumber: string;
  startDate: string;
  endDate: string;
  days: number;
  status: string;
}

const listOf = async (requestId: string) => {
  const response = await absences(requestId);
  expect(response.status).toBe(200);
  return (await response.json()) as Absence[];
};

const requestIdOf = async (number: string) =>
  (
    await stack.db.query<{ id: string }>(
      'SELECT human_resource_request_id AS id FROM human_resource_requests WHERE human_resource_request_number = $1',
      [number],
    )
  ).rows[0]?.id ?? '';

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('call 20: the team absences of an enjoyment request', () => {
  test("lists the team mate whose pending enjoyment overlaps the request's days, with dates and status", async () => {
    const [jose, ...others] = await listOf('HRR-150001');
    expect(others).toEqual([]);
    expect(jose).toMatchObject({
      employeeId: '100001',
      employeeName: 'José Andrés Muñoz Peña',
      humanResourceRequestNumber: '100002',
      days: 10,
      status: 'pending',
    });
    expect(jose?.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Ten business days: two weeks on the calendar at most.
    const span = (Date.parse(jose?.endDate ?? '') - Date.parse(jose?.startDate ?? '')) / 86_400_000;
    expect(span).toBeGreaterThanOrEqual(11);
    expect(span).toBeLessThanOrEqual(13);
  });

  test('answers 204 when nobody else of the team is away then', async () => {
    expect((await absences('HRR-150003')).status).toBe(204);
  });

  test('counts an approved enjoyment, and forgets a rejected one', async () => {
    const jose = await requestIdOf('100002');
    const fabio = await stack.tokenFor('fabio.jefe');
    const approve = await stack.call(`/persistence/human-resources-requests/${jose}/approval`, {
      method: 'POST',
      headers: headersOf({
        token: fabio,
        unit: 'UN-ANDINA',
        action: 'SaveVacationRequestApproval',
        ifMatch: await currentTagOf(stack.db, jose),
      }),
      body: JSON.stringify({ approval: 'approve', observation: '' }),
    });
    expect(approve.status).toBe(200);
    expect((await listOf('HRR-150001'))[0]?.status).toBe('approved');

    // Ángela, of the same team, asks for days that cover 150003's; rejected, she is no longer away.
    const ana = await stack.tokenFor('ana.admin');
    const filed = await stack.call('/persistence/human-resources-requests', {
      method: 'POST',
      headers: headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
      body: JSON.stringify({
        ...validCertification,
        humanResourceRequestType: 'VacationsEnjoyed',
        humanResourceRequestData: {
          contractId: 'CT-100005-1',
          daysOff: 15,
          startDateEnyoment: `${dayFromNow(40)}T00:00:00-05:00`,
          observationEmployee: '',
        },
      }),
    });
    expect(filed.status).toBe(201);
    const angela = (await filed.json()) as { humanResourceRequestId: string };
    expect((await listOf('HRR-150003')).map((absence) => [absence.employeeId, absence.status])).toEqual([
      ['100005', 'pending'],
    ]);
    const reject = await stack.call(
      `/persistence/human-resources-requests/${angela.humanResourceRequestId}/approval`,
      {
        method: 'POST',
        headers: headersOf({
          token: fabio,
          unit: 'UN-ANDINA',
          action: 'SaveVacationRequestApproval',
          ifMatch: await currentTagOf(stack.db, angela.humanResourceRequestId),
        }),
        body: JSON.stringify({ approval: 'reject', observation: 'Coincide con el cierre.' }),
      },
    );
    expect(reject.status).toBe(200);
    expect((await absences('HRR-150003')).status).toBe(204);
  });

  test("is the manager's: another account, another unit, another team are refused", async () => {
    expect((await absences('HRR-150001', { account: 'ana.admin' })).status).toBe(403);
    expect((await absences('HRR-150001', { unit: 'UN-CARIBE' })).status).toBe(403);
    expect((await absences('HRR-150001', { action: 'SearchHumanResourcesRequestHistory' })).status).toBe(400);
    expect((await absences('HRR-999999')).status).toBe(404);
    // A payment has no period.
    expect((await absences('HRR-150002')).status).toBe(400);
    await stack.db.query(
      "UPDATE employees SET manager_account_id = 'beto.unaunidad' WHERE employee_id = '100002'",
    );
    try {
      expect((await absences('HRR-150001')).status).toBe(403);
    } finally {
      await stack.db.query(
        "UPDATE employees SET manager_account_id = 'fabio.jefe' WHERE employee_id = '100002'",
      );
    }
  });
});
