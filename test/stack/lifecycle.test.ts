// The services hold the lifecycle table (src/domain/rules/lifecycle.ts) and refuse what a
// client that skips the screens sends — a processed request discarded, a request answered by the person
// who made it, process calls on another type, unknown fields and non-JSON bodies. Raw calls, as such a
// client would send them.
import { describe, expect, test, vi } from 'vitest';
import { currentTagOf, headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

/** A seeded request of the unit with this type and status. */
async function seeded(type: string, status: string, unit = 'UN-ANDINA') {
  const result = await stack.db.query<{ id: string; number: string }>(
    `SELECT human_resource_request_id AS id, human_resource_request_number AS number
     FROM human_resource_requests WHERE request_type = $1 AND request_status = $2 AND business_unit_code = $3
     ORDER BY human_resource_request_number LIMIT 1`,
    [type, status, unit],
  );
  const row = result.rows[0];
  if (!row) throw new Error(`no seeded ${type} in ${status}`);
  return row;
}

const discard = async (token: string, request: { id: string; number: string }) =>
  stack.call('/persistence/human-resources-requests', {
    method: 'DELETE',
    headers: headersOf({
      token,
      unit: 'UN-ANDINA',
      action: 'RemoveHumanResourcesRequest',
      ifMatch: await currentTagOf(stack.db, request.id),
    }),
    body: JSON.stringify({
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'x',
          humanResourceRequestId: request.id,
          humanResourceRequestNumber: request.number,
          removalJustification: 'Prueba',
        },
      ],
    }),
  });

describe('call 12 discards only what the lifecycle table allows', () => {
  test('a processed certification or position transfer and a taken vacation: 409 with SPEC §8’s text', async () => {
    const token = await stack.tokenFor('ana.admin');
    for (const [type, status, label] of [
      ['Certification', 'successfully_processed', 'Tramitada con Éxito'],
      ['PositionTransfer', 'successfully_processed', 'Tramitada con Éxito'],
      ['VacationsEnjoyed', 'confirmation_of_vacation_taken', 'Confirmación Disfrute de vacaciones'],
    ] as const) {
      const response = await discard(token, await seeded(type, status));
      expect(response.status, `${type} ${status}`).toBe(409);
      expect(await message(response)).toBe(
        `No se pudo eliminar la solicitud: en estado ${label} ya no se puede descartar.`,
      );
    }
  });
});

describe('call 14: nobody answers a request they made; the body is strict', () => {
  const answer = async (token: string, requestId: string, body: string, contentType = 'application/json') =>
    stack.call(`/persistence/human-resources-requests/${requestId}/approval`, {
      method: 'POST',
      headers: {
        ...headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'SaveVacationRequestApproval',
          ifMatch: await currentTagOf(stack.db, requestId),
        }),
        'Content-Type': contentType,
      },
      body,
    });

  test('the manager answering a request he made: 403, whatever his use cases', async () => {
    // 150004 awaits fabio.jefe; here he is the one who made it.
    await stack.db.query(
      `UPDATE human_resource_requests SET document = jsonb_set(document,
         '{humanResourceRequestTraceabilities,0,userWhoExecutedAction}', '"fabio.jefe"')
       WHERE human_resource_request_id = 'HRR-150004'`,
    );
    const token = await stack.tokenFor('fabio.jefe');
    const response = await answer(token, 'HRR-150004', JSON.stringify({ approval: 'approve' }));
    expect(response.status).toBe(403);
    expect(await message(response)).toBe('No puede responder una solicitud que usted hizo o que es suya.');
  });

  test('an unknown field or a body that is not JSON is refused (400) and changes nothing', async () => {
    const token = await stack.tokenFor('fabio.jefe');
    const unknown = await answer(
      token,
      'HRR-150002',
      JSON.stringify({ approval: 'approve', humanResourceRequestStatus: 'closed' }),
    );
    expect(unknown.status).toBe(400);
    expect(await message(unknown)).toContain('campos no admitidos: humanResourceRequestStatus');
    const form = await answer(token, 'HRR-150002', 'approval=approve', 'application/x-www-form-urlencoded');
    expect(form.status).toBe(400);
    const status = await stack.db.query<{ request_status: string }>(
      `SELECT request_status FROM human_resource_requests WHERE human_resource_request_id = 'HRR-150002'`,
    );
    expect(status.rows[0]?.request_status).toBe('supervisor_approval');
  });
});

describe('calls 15, 16 and 17 answer only for an onboarding request in progress; no stray bodies', () => {
  test('a vacation request: 400 for each, nothing changed', async () => {
    const token = await stack.tokenFor('ana.admin');
    const vacation = await seeded('PaidVacations', 'supervisor_approval');
    const base = `/persistence/human-resources-requests/${vacation.id}`;
    const post = async (path: string, action: string, body?: string) =>
      stack.call(`${base}${path}`, {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action,
          ifMatch: await currentTagOf(stack.db, vacation.id),
        }),
        ...(body === undefined ? {} : { body }),
      });
    expect((await post('/responsible', 'AssignHumanResourcesRequestResponsible')).status).toBe(400);
    expect(
      (
        await post(
          '/requirements/X/evaluation',
          'EvaluateHumanResourcesRequestRequirement',
          '{"result":"met"}',
        )
      ).status,
    ).toBe(400);
    expect((await post('/tasks/X/execution', 'ExecuteHumanResourcesRequestTask', '{}')).status).toBe(400);
    const document = await stack.db.query<{ document: { userCodeInCharge: string } }>(
      'SELECT document FROM human_resource_requests WHERE human_resource_request_id = $1',
      [vacation.id],
    );
    expect(document.rows[0]?.document.userCodeInCharge).not.toBe('ana.admin');
  });

  test('calls 15 and 17 take no body: a non-JSON body or an unknown field is 400', async () => {
    const token = await stack.tokenFor('ana.admin');
    const onboarding = await seeded('Onboarding', 'onboarding_in_progress');
    const base = `/persistence/human-resources-requests/${onboarding.id}`;
    for (const [path, action] of [
      ['/responsible', 'AssignHumanResourcesRequestResponsible'],
      [`/tasks/${onboarding.id}-TASK-4/execution`, 'ExecuteHumanResourcesRequestTask'],
    ] as const) {
      for (const body of ['no soy json', '{"userCodeInCharge":"otra.persona"}', '[]']) {
        const response = await stack.call(`${base}${path}`, {
          method: 'POST',
          headers: headersOf({
            token,
            unit: 'UN-ANDINA',
            action,
            ifMatch: await currentTagOf(stack.db, onboarding.id),
          }),
          body,
        });
        expect(response.status, `${action} ${body}`).toBe(400);
      }
    }
  });
});
