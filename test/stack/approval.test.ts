// Call 14 (ours): a manager's answer to a vacation request changes its status with a traceability entry,
// and only the manager's use case (ApproveVacationRequest, fabio.jefe) may send it. Call 10 finds one
// request by its number. Made through the app's own API (src/api), as the vacation-approval screen does.
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '@stack/migrate';
import { apiRejection as rejection } from '@test/support/api-rejection';
import { describe, expect, test, vi } from 'vitest';
import { currentTagOf, headersOf, storedVersionOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const answer = async (
  token: string,
  requestId: string,
  body: unknown,
  options: { unit?: string; key?: string; ifMatch?: string } = {},
) =>
  stack.call(`/persistence/human-resources-requests/${requestId}/approval`, {
    method: 'POST',
    headers: headersOf({
      token,
      unit: options.unit ?? 'UN-ANDINA',
      action: 'SaveVacationRequestApproval',
      ...(options.key ? { idempotencyKey: options.key } : {}),
      // The rules of call 14 are weighed on the request as it is now: its current version.
      ifMatch: options.ifMatch ?? (await currentTagOf(stack.db, requestId)),
    }),
    body: JSON.stringify(body),
  });

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

describe('call 10 by number', () => {
  test('finds one request of the unit by its number, and nothing for an unknown one', async () => {
    const api = await stack.apiFor('fabio.jefe', 'UN-ANDINA');
    const request = await api.getRequestByNumber({ requestNumber: '150003' });
    expect(request).toMatchObject({
      humanResourceRequestId: 'HRR-150003',
      humanResourceRequestType: 'VacationsEnjoyed',
      humanResourceRequestStatus: 'supervisor_approval',
      employeeId: '100002',
      userCodeInCharge: 'fabio.jefe',
    });
    expect(await api.getRequestByNumber({ requestNumber: '999999' })).toBeUndefined();
  });

  test('gives the manager the use case to answer, and nobody else', async () => {
    const fabio = await (await stack.apiFor('fabio.jefe', 'UN-ANDINA')).getUseCases({
      businessManagerCode: 'ERM',
      businessUnitCode: 'UN-ANDINA',
      userName: 'fabio.jefe',
    });
    expect(fabio).toContain('ApproveVacationRequest');
    const ana = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getUseCases({
      businessManagerCode: 'ERM',
      businessUnitCode: 'UN-ANDINA',
      userName: 'ana.admin',
    });
    expect(ana).not.toContain('ApproveVacationRequest');
  });
});

describe('call 14: the manager approves or rejects a vacation request', () => {
  test('approving moves the request to HR verification with a traceability entry; call 10 shows it', async () => {
    const api = await stack.apiFor('fabio.jefe', 'UN-ANDINA');
    const answered = await api.answerVacationRequest({
      requestId: 'HRR-150003',
      version: await storedVersionOf(stack.db, 'HRR-150003'), // as seeded
      answer: { approval: 'approve', observation: '' },
    });
    expect(answered.humanResourceRequestStatus).toBe('HR_compliance_verification');
    expect(answered.humanResourceRequestTraceabilities.at(-1)).toMatchObject({
      actionExecuted: 'Aprobación del jefe inmediato',
      userWhoExecutedAction: 'fabio.jefe',
      description: 'Aprobada sin observaciones.',
    });
    const listed = await (await stack.apiFor('ana.admin', 'UN-ANDINA')).getRequests({
      employeeId: '100002',
      requestType: 'VacationsEnjoyed',
    });
    expect(
      listed.find((request) => request.humanResourceRequestNumber === '150003')?.humanResourceRequestStatus,
    ).toBe('HR_compliance_verification');
    // Answered once: a second answer is refused.
    const again = await rejection(
      api.answerVacationRequest({
        requestId: 'HRR-150003',
        version: answered.humanResourceRequestVersion,
        answer: { approval: 'reject', observation: 'No' },
      }),
    );
    expect(again.status).toBe(409);
  });

  test('rejecting needs observations (max 500); then the request is rejected with them in the trace', async () => {
    const token = await stack.tokenFor('fabio.jefe');
    const empty = await answer(token, 'HRR-150004', { approval: 'reject', observation: '' });
    expect(empty.status).toBe(400);
    expect(await message(empty)).toContain('Las observaciones son obligatorias al rechazar la solicitud');
    const long = await answer(token, 'HRR-150004', { approval: 'reject', observation: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(await message(long)).toContain('Las observaciones no pueden exceder 500 caracteres');
    const none = await answer(token, 'HRR-150004', { observation: 'Sin opción' });
    expect(await message(none)).toContain('Debe seleccionar una opción de aprobación');
    const done = await answer(
      token,
      'HRR-150004',
      { approval: 'reject', observation: 'No hay reemplazo ese mes.' },
      { key: 'answer-150004' },
    );
    expect(done.status).toBe(200);
    const body = (await done.json()) as {
      humanResourceRequestStatus: string;
      humanResourceRequestTraceabilities: Array<Record<string, string>>;
    };
    expect(body.humanResourceRequestStatus).toBe('rejected');
    expect(body.humanResourceRequestTraceabilities.at(-1)).toMatchObject({
      actionExecuted: 'Rechazo del jefe inmediato',
      description: 'No hay reemplazo ese mes.',
    });
    // A retry with the same Idempotency-Key gets the first answer, not a 409.
    const replay = await answer(
      token,
      'HRR-150004',
      { approval: 'reject', observation: 'No hay reemplazo ese mes.' },
      { key: 'answer-150004' },
    );
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    // The key is recorded under the call it answered (its X-Action), not call 11's.
    const stored = await stack.db.query<{ action: string }>(
      'SELECT action FROM idempotency_keys WHERE idempotency_key = $1',
      ['answer-150004'],
    );
    expect(stored.rows.map((row) => row.action)).toEqual(['SaveVacationRequestApproval']);
  });

  test('only the manager may answer: every other account gets 403, even with every use case of the spec', async () => {
    for (const account of ['ana.admin', 'beto.unaunidad', 'carla.consulta']) {
      const response = await answer(await stack.tokenFor(account), 'HRR-150001', {
        approval: 'approve',
        observation: '',
      });
      expect(response.status, account).toBe(403);
      expect(await message(response)).toContain('ApproveVacationRequest');
    }
    const fabio = await stack.apiFor('fabio.jefe', 'UN-ANDINA');
    expect((await fabio.getRequestByNumber({ requestNumber: '150001' }))?.humanResourceRequestStatus).toBe(
      'supervisor_approval',
    );
  });

  test('refuses other units, unknown requests, other request types and requests past the approval', async () => {
    const token = await stack.tokenFor('fabio.jefe');
    const approve = { approval: 'approve', observation: '' };
    expect((await answer(token, 'HRR-150001', approve, { unit: 'UN-CARIBE' })).status).toBe(403);
    expect((await answer(token, 'HRR-NOPE', approve)).status).toBe(404);
    // 100008: a certification awaiting approval.
    const certification = await answer(token, 'HRR-00008', approve);
    expect(certification.status).toBe(400);
    expect(await message(certification)).toBe('La solicitud 100008 no es una solicitud de vacaciones.');
    // 100003: a vacation request already in HR verification.
    const verified = await answer(token, 'HRR-00003', approve);
    expect(verified.status).toBe(409);
    expect(await message(verified)).toContain('ya fue respondida');
  });
});

describe('migration 004', () => {
  test('gives the manager the use case in a database seeded before it existed', async () => {
    const db = await PGlite.create();
    try {
      await migrate(db);
      // A database seeded before the use case existed: fabio.jefe with the read-only ones only.
      await db.exec(`
        INSERT INTO business_managers VALUES ('BM-0001', '{}');
        INSERT INTO business_units VALUES ('UN-ANDINA', 'BM-0001', 1, '{}');
        INSERT INTO staff VALUES ('STF-006', 'fabio.jefe', '71100006', 'fabio', 'ERM', '{}');
        INSERT INTO staff VALUES ('STF-001', 'ana.admin', '52100001', 'ana', 'ERM', '{}');
        INSERT INTO staff_business_units VALUES
          ('STF-006', 'UN-ANDINA', 'Jefe inmediato', '["CheckContractDetails"]'),
          ('STF-001', 'UN-ANDINA', 'Administrador', '["TerminateContract"]');
        DELETE FROM schema_migrations WHERE name = '004_manager_approval.sql';
      `);
      expect(await migrate(db)).toEqual(['004_manager_approval.sql']);
      const rows = await db.query<{ staff_id: string; use_cases: string[] }>(
        'SELECT staff_id, use_cases FROM staff_business_units ORDER BY staff_id',
      );
      expect(rows.rows).toEqual([
        { staff_id: 'STF-001', use_cases: ['TerminateContract'] },
        { staff_id: 'STF-006', use_cases: ['CheckContractDetails', 'ApproveVacationRequest'] },
      ]);
    } finally {
      await db.close();
    }
  });
});
