// A request's history: every call that changes a request (11, 12, 14 to 17) appends exactly one entry in
// its own transaction, with who (the token's account and the staff member's name), when (the services'
// clock), what (the event, the status before and after, the statechart transition) and only the person's
// words from the body; a refused or failed call appends none; the database refuses to change or delete an
// entry; call 19 reads one request's entries under call 10's read rules and the unit's scope; overlapping
// changes keep the entries in the order of the versions. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set (as CI runs test/stack).

import { registry } from '@machines/index';
import { historyEvents } from '@src/domain/entities';
import { historyTransitions, type HistoryRow as Row } from '@stack/services/history';
import { describe, expect, test, vi } from 'vitest';
import { entityTagOf, headersOf, storedVersionOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

/** The request's entries as stored, oldest first. */
async function historyOf(requestId: string): Promise<Row[]> {
  const result = await stack.db.query<Row>(
    `SELECT request_version, account_id, person_name, event, status_from, status_to, transition, detail,
       words, recorded_at, history_entry_id::int AS history_entry_id
     FROM request_history WHERE human_resource_request_id = $1 ORDER BY request_version`,
    [requestId],
  );
  return result.rows;
}

const entryCount = async () =>
  (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM request_history')).rows[0]?.n ?? 0;

/** One raw call of the account, as the app sends it (unit UN-ANDINA unless said). */
async function send(
  account: string,
  call: { method: string; path: string; action: string; body?: unknown; ifMatch?: string; unit?: string },
) {
  const token = await stack.tokenFor(account);
  return stack.call(call.path, {
    method: call.method,
    headers: headersOf({
      token,
      unit: call.unit ?? 'UN-ANDINA',
      action: call.action,
      ...(call.ifMatch ? { ifMatch: call.ifMatch } : {}),
    }),
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
  });
}

const base = '/persistence/human-resources-requests';

const discard = (requestId: string, number: string, justification: string) => ({
  removeHumanResourcesRequest: [
    {
      humanResourceRequestDescription: 'Solicitud',
      humanResourceRequestId: requestId,
      humanResourceRequestNumber: number,
      removalJustification: justification,
    },
  ],
});

/** Sofía's onboarding request (100004): nobody in charge, human validations Sin Evaluar. */
async function sofiasRequest(): Promise<string> {
  const result = await stack.db.query<{ id: string }>(
    `SELECT human_resource_request_id AS id FROM human_resource_requests
     WHERE employee_id = '100004' AND request_type = 'Onboarding'`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error('no onboarding request of 100004');
  return id;
}

const evaluate = async (account: string, requestId: string, requirement: number, result: string) =>
  send(account, {
    method: 'POST',
    path: `${base}/${requestId}/requirements/${requestId}-REQ-${requirement}/evaluation`,
    action: 'EvaluateHumanResourcesRequestRequirement',
    body: { result },
    ifMatch: await entityTagOf(stack.db, requestId),
  });

describe('every change of a request appends exactly one entry, in its transaction', () => {
  test("call 11: created, by the token's staff member whatever the body says, at version 1", async () => {
    const before = await entryCount();
    const response = await send('beto.unaunidad', {
      method: 'POST',
      path: base,
      action: 'SaveHumanResourcesRequest',
      // The body names ana.admin as the requester: the services never take it.
      body: validCertification,
    });
    expect(response.status).toBe(201);
    const { humanResourceRequestId: id } = (await response.json()) as { humanResourceRequestId: string };
    expect(await entryCount()).toBe(before + 1);
    const [entry, ...others] = await historyOf(id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      request_version: 1,
      account_id: 'beto.unaunidad',
      person_name: 'Alberto Núñez',
      event: 'created',
      status_from: '',
      status_to: 'supervisor_approval',
      transition: 'requestWizard.submitting',
      words: '',
    });
    expect(Math.abs(new Date(entry?.recorded_at ?? 0).getTime() - Date.now())).toBeLessThan(60_000);
  });

  test('call 12: discarded, with the justification, from its status to canceled', async () => {
    const id = 'HRR-00008';
    const before = await historyOf(id);
    const response = await send('ana.admin', {
      method: 'DELETE',
      path: base,
      action: 'RemoveHumanResourcesRequest',
      body: discard(id, '100008', 'El empleado ya no necesita el certificado.'),
      ifMatch: await entityTagOf(stack.db, id),
    });
    expect(response.status).toBe(200);
    const after = await historyOf(id);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({
      request_version: await storedVersionOf(stack.db, id),
      account_id: 'ana.admin',
      person_name: 'Ana Sofía Gutiérrez',
      event: 'discarded',
      status_from: 'supervisor_approval',
      status_to: 'canceled',
      transition: 'discard.removing',
      words: 'El empleado ya no necesita el certificado.',
    });
  });

  test('call 14: approved and rejected by the manager, with the observation', async () => {
    for (const [id, approval, observation, event, status] of [
      ['HRR-150003', 'approve', 'De acuerdo: hay reemplazo.', 'approved', 'HR_compliance_verification'],
      ['HRR-150004', 'reject', 'No hay presupuesto este mes.', 'rejected', 'rejected'],
    ] as const) {
      const before = await historyOf(id);
      const response = await send('fabio.jefe', {
        method: 'POST',
        path: `${base}/${id}/approval`,
        action: 'SaveVacationRequestApproval',
        body: { approval, observation },
        ifMatch: await entityTagOf(stack.db, id),
      });
      expect(response.status).toBe(200);
      const after = await historyOf(id);
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({
        request_version: await storedVersionOf(stack.db, id),
        account_id: 'fabio.jefe',
        person_name: 'Fabio Ibáñez',
        event,
        status_from: 'supervisor_approval',
        status_to: status,
        transition: 'vacationApproval.submitting',
        words: observation,
      });
    }
  });

  test('calls 15, 16 and 17: responsible changed, requirement evaluated and undone, task run; a repeat adds none', async () => {
    const id = await sofiasRequest();
    const start = (await historyOf(id)).length;
    const assign = async () =>
      send('ana.admin', {
        method: 'POST',
        path: `${base}/${id}/responsible`,
        action: 'AssignHumanResourcesRequestResponsible',
        body: {},
        ifMatch: await entityTagOf(stack.db, id),
      });
    expect((await assign()).status).toBe(200);
    // Already in charge: nothing changes, nothing is appended.
    expect((await assign()).status).toBe(200);
    expect((await evaluate('ana.admin', id, 6, 'notMet')).status).toBe(200);
    expect((await evaluate('ana.admin', id, 6, 'notEvaluated')).status).toBe(200);
    expect((await evaluate('ana.admin', id, 6, 'met')).status).toBe(200);
    expect((await evaluate('ana.admin', id, 6, 'met')).status).toBe(200);
    expect((await evaluate('ana.admin', id, 7, 'met')).status).toBe(200);
    const run = await send('ana.admin', {
      method: 'POST',
      path: `${base}/${id}/tasks/${id}-TASK-3/execution`,
      action: 'ExecuteHumanResourcesRequestTask',
      body: {},
      ifMatch: await entityTagOf(stack.db, id),
    });
    expect(run.status).toBe(200);
    const added = (await historyOf(id)).slice(start);
    const version = await storedVersionOf(stack.db, id);
    expect(added.map((entry) => entry.request_version)).toEqual(
      Array.from({ length: 6 }, (_, index) => version - 5 + index),
    );
    const same = {
      account_id: 'ana.admin',
      person_name: 'Ana Sofía Gutiérrez',
      status_from: 'onboarding_in_progress',
      status_to: 'onboarding_in_progress',
      words: '',
    };
    const evaluating = 'requestProcess.ready.requirements.evaluating';
    expect(added).toMatchObject([
      {
        ...same,
        event: 'responsibleChanged',
        transition: 'requestProcess.ready.responsible.saving',
        detail: { previousResponsible: '', newResponsible: 'Ana Sofía Gutiérrez' },
      },
      {
        ...same,
        event: 'requirementEvaluated',
        transition: evaluating,
        detail: { requirementName: 'Entrevista con el área', requirementTag: 'No Cumple' },
      },
      {
        ...same,
        event: 'requirementUndone',
        transition: evaluating,
        detail: { requirementName: 'Entrevista con el área', requirementTag: 'Sin Evaluar' },
      },
      { ...same, event: 'requirementEvaluated', detail: { requirementTag: 'Cumple' } },
      { ...same, event: 'requirementEvaluated', detail: { requirementName: 'Verificación de referencias' } },
      {
        ...same,
        event: 'taskRun',
        transition: 'requestProcess.ready.executing',
        detail: { taskName: 'Validaciones humanas' },
      },
    ]);
  });
});

describe('a refused or failed call appends nothing', () => {
  test('403, 409, 412, 428 and 400 leave the history as it was', async () => {
    const id = await sofiasRequest();
    const before = await entryCount();
    const statuses = [
      // 403: carla.consulta lacks AddEmployeeLink.
      (await evaluate('carla.consulta', id, 6, 'met')).status,
      // 409: José's 100012 is already canceled.
      (
        await send('ana.admin', {
          method: 'DELETE',
          path: base,
          action: 'RemoveHumanResourcesRequest',
          body: discard('HRR-00012', '100012', 'Otra vez.'),
          ifMatch: await entityTagOf(stack.db, 'HRR-00012'),
        })
      ).status,
      // 412: a version the request no longer has.
      (
        await send('fabio.jefe', {
          method: 'POST',
          path: `${base}/HRR-150001/approval`,
          action: 'SaveVacationRequestApproval',
          body: { approval: 'approve', observation: '' },
          ifMatch: '"HRR-150001.99"',
        })
      ).status,
      // 428: no If-Match at all.
      (
        await send('fabio.jefe', {
          method: 'POST',
          path: `${base}/HRR-150001/approval`,
          action: 'SaveVacationRequestApproval',
          body: { approval: 'approve', observation: '' },
        })
      ).status,
      // 400: rejecting needs the observation (SPEC §5).
      (
        await send('fabio.jefe', {
          method: 'POST',
          path: `${base}/HRR-150001/approval`,
          action: 'SaveVacationRequestApproval',
          body: { approval: 'reject', observation: '' },
          ifMatch: await entityTagOf(stack.db, 'HRR-150001'),
        })
      ).status,
    ];
    expect(statuses).toEqual([403, 409, 412, 428, 400]);
    expect(await entryCount()).toBe(before);
  });

  test('a fault after the change, inside its transaction, takes the entry back with the change', async () => {
    const id = 'HRR-150001';
    const version = await storedVersionOf(stack.db, id);
    const before = await entryCount();
    // The last write of call 14's transaction (the Idempotency-Key's answer) fails.
    await stack.db.exec(`
      CREATE FUNCTION history_test_fault() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'fallo de prueba'; END $$;
      CREATE TRIGGER history_test_fault BEFORE INSERT ON idempotency_keys
        FOR EACH ROW EXECUTE FUNCTION history_test_fault();`);
    try {
      const token = await stack.tokenFor('fabio.jefe');
      const response = await stack.call(`${base}/${id}/approval`, {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'SaveVacationRequestApproval',
          idempotencyKey: 'clave-historial-fallo',
          ifMatch: await entityTagOf(stack.db, id),
        }),
        body: JSON.stringify({ approval: 'approve', observation: 'Aprobadas.' }),
      });
      expect(response.status).toBe(500);
    } finally {
      await stack.db.exec(
        'DROP TRIGGER history_test_fault ON idempotency_keys; DROP FUNCTION history_test_fault();',
      );
    }
    expect(await storedVersionOf(stack.db, id)).toBe(version);
    expect(await entryCount()).toBe(before);
  });

  test('an injected fault (the call never runs) appends nothing', async () => {
    const before = await entryCount();
    stack.faults.add([{ action: 'SaveVacationRequestApproval', times: 1, status: 500 }]);
    const response = await send('fabio.jefe', {
      method: 'POST',
      path: `${base}/HRR-150001/approval`,
      action: 'SaveVacationRequestApproval',
      body: { approval: 'approve', observation: '' },
      ifMatch: await entityTagOf(stack.db, 'HRR-150001'),
    });
    expect(response.status).toBe(500);
    expect(await entryCount()).toBe(before);
  });
});

describe('the database keeps every entry as written', () => {
  test('UPDATE and DELETE of an entry are refused', async () => {
    await expect(stack.db.query("UPDATE request_history SET words = 'otra cosa'")).rejects.toThrow(
      'El historial de una solicitud no se modifica ni se borra.',
    );
    await expect(stack.db.query('DELETE FROM request_history')).rejects.toThrow(
      'El historial de una solicitud no se modifica ni se borra.',
    );
    expect(await entryCount()).toBeGreaterThan(0);
  });

  test("the table's events are the domain's vocabulary, and each transition is a state of its machine that invokes a call", async () => {
    const check = await stack.db.query<{ definition: string }>(
      `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE conrelid = 'request_history'::regclass AND contype = 'c' AND pg_get_constraintdef(oid) LIKE '%event%'`,
    );
    const listed = [...(check.rows[0]?.definition ?? '').matchAll(/'(\w+)'/g)].map((match) => match[1]);
    expect(new Set(listed)).toEqual(new Set(historyEvents));
    for (const transition of Object.values(historyTransitions)) {
      if (transition === historyTransitions.outsidePortal) continue;
      const [machineId, ...path] = transition.split('.');
      const machine = registry.find((entry) => entry.machine.id === machineId)?.machine;
      expect(machine, transition).toBeDefined();
      const node = machine?.getStateNodeById(`${machineId}.${path.join('.')}`);
      expect(node?.invoke.length, transition).toBeGreaterThan(0);
    }
  });
});

describe("call 19: one request's history", () => {
  const read = (account: string, requestId: string, unit = 'UN-ANDINA') =>
    send(account, {
      method: 'GET',
      path: `/employee-portal-query/human-resources-requests/${requestId}/history`,
      action: 'SearchHumanResourcesRequestHistory',
      unit,
    });

  test("answers the seed's entries oldest first, with names and words", async () => {
    const response = await read('ana.admin', 'HRR-00017');
    expect(response.status).toBe(200);
    const entries = (await response.json()) as Record<string, unknown>[];
    expect(entries.map((entry) => entry.event)).toEqual(['created', 'responsibleChanged', 'rejected']);
    expect(entries.map((entry) => entry.humanResourceRequestVersion)).toEqual([1, 2, 3]);
    expect(entries[2]).toMatchObject({
      humanResourceRequestId: 'HRR-00017',
      accountId: 'fabio.jefe',
      personName: 'Fabio Ibáñez',
      statusFrom: 'supervisor_approval',
      statusTo: 'rejected',
      words: 'No hay reemplazo disponible en esas fechas; proponga otro mes.',
    });
    expect(String(entries[0]?.recordedAt)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  test("needs the use case that reads the request's data: 403 without it", async () => {
    // carla.consulta reads vacation requests, not an onboarding request's data (AddEmployeeLink).
    expect((await read('carla.consulta', 'HRR-00001')).status).toBe(200);
    expect((await read('carla.consulta', 'HRR-00018')).status).toBe(403);
    // fabio.jefe neither (the approval screen reads vacation requests).
    expect((await read('fabio.jefe', 'HRR-00018')).status).toBe(403);
  });

  test("another unit's request answers like a missing one: 404; a unit not the caller's 403", async () => {
    const ximena = await stack.db.query<{ id: string }>(
      "SELECT human_resource_request_id AS id FROM human_resource_requests WHERE employee_id = '200001'",
    );
    const other = ximena.rows[0]?.id ?? '';
    expect((await read('ana.admin', other, 'UN-CARIBE')).status).toBe(200);
    const elsewhere = await read('ana.admin', other, 'UN-ANDINA');
    const missing = await read('ana.admin', 'HRR-NO-EXISTE', 'UN-ANDINA');
    expect([elsewhere.status, missing.status]).toEqual([404, 404]);
    expect((await elsewhere.json()) as { message: string }).toEqual({
      message: `La solicitud ${other} no existe.`,
    });
    expect((await read('beto.unaunidad', other, 'UN-CARIBE')).status).toBe(403);
  });

  test('a request without entries answers 204', async () => {
    await stack.db.query(
      `INSERT INTO human_resource_requests (human_resource_request_id, human_resource_request_number, employee_id,
         business_unit_code, request_type, request_status, request_date, document)
       SELECT 'HRR-SIN-HISTORIA', '990001', employee_id, business_unit_code, request_type, request_status,
         request_date, document FROM human_resource_requests WHERE human_resource_request_id = 'HRR-00010'`,
    );
    expect((await read('ana.admin', 'HRR-SIN-HISTORIA')).status).toBe(204);
  });
});

describe('overlapping changes keep the order of the versions', () => {
  test('rounds of racing changes: one entry per version, in order, on every request', async () => {
    const ana = 'ana.admin';
    // A new onboarding request of hers, so its requirements can be taken back and forth.
    const created = await send(ana, {
      method: 'POST',
      path: base,
      action: 'SaveHumanResourcesRequest',
      body: {
        humanResourceRequestType: 'Onboarding',
        humanResourceRequestDescription: 'Vinculación',
        employeeId: '',
        humanResourceRequestData: {
          personal: {
            names: 'Lucía',
            lastNames: 'Rincón Ávila',
            identificationNumber: '5566778899',
            attachedFile: {
              fileName: 'hv.pdf',
              contentType: 'application/pdf',
              contentBase64: Buffer.from('%PDF-1.7\n%%EOF\n').toString('base64'),
            },
          },
          position: { startDate: new Date().toISOString() },
        },
      },
    });
    expect(created.status).toBe(201);
    const { humanResourceRequestId: id } = (await created.json()) as { humanResourceRequestId: string };
    const assigned = await send(ana, {
      method: 'POST',
      path: `${base}/${id}/responsible`,
      action: 'AssignHumanResourcesRequestResponsible',
      body: {},
      ifMatch: await entityTagOf(stack.db, id),
    });
    expect(assigned.status).toBe(200);
    const token = await stack.tokenFor(ana);
    for (let round = 0; round < 6; round += 1) {
      // Three clients that saw the same version send the same change at once: No Cumple, then Deshacer.
      const tag = await entityTagOf(stack.db, id);
      const statuses = await Promise.all(
        Array.from({ length: 3 }, async () => {
          const response = await stack.call(`${base}/${id}/requirements/${id}-REQ-3/evaluation`, {
            method: 'POST',
            headers: headersOf({
              token,
              unit: 'UN-ANDINA',
              action: 'EvaluateHumanResourcesRequestRequirement',
              ifMatch: tag,
            }),
            body: JSON.stringify({ result: round % 2 === 0 ? 'notMet' : 'notEvaluated' }),
          });
          return response.status;
        }),
      );
      expect(statuses.sort()).toEqual([200, 412, 412]);
    }
    const entries = await historyOf(id);
    expect(entries[0]).toMatchObject({
      event: 'created',
      status_to: 'onboarding_in_progress',
      transition: 'onboarding.submitting',
    });
    const version = await storedVersionOf(stack.db, id);
    expect(entries.map((entry) => entry.request_version)).toEqual(
      Array.from({ length: version }, (_, index) => index + 1),
    );
    // Arrival (the identity) and time follow the versions.
    const ids = entries.map((entry) => entry.history_entry_id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const times = entries.map((entry) => new Date(entry.recorded_at).getTime());
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // And on every request of the database: versions 1..n without gaps up to the request's own.
    const gaps = await stack.db.query<{ id: string }>(
      `SELECT r.human_resource_request_id AS id FROM human_resource_requests r
       JOIN request_history h ON h.human_resource_request_id = r.human_resource_request_id
       GROUP BY r.human_resource_request_id, r.version
       HAVING max(h.request_version) <> r.version OR count(*) <> r.version OR min(h.request_version) <> 1`,
    );
    expect(gaps.rows).toEqual([]);
  });
});
