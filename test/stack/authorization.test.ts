// The authorization table: the person in charge is the server's (call 15 only), a request's
// data is read only with its type's use case (stack/services/read-use-cases.ts), a CV's bytes are kept
// apart and never answered, onboarding submissions are bounded per hour.
import { describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

type Json = Record<string, unknown>;

const pdf = Buffer.from('%PDF-1.7\nhoja de vida de prueba\n').toString('base64');

// The app sends `employeeId: ''`: the services file the request under the person being linked.
const onboardingBody = (extra: Json = {}) =>
  JSON.stringify({
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
    employeeId: '',
    humanResourceRequestData: {
      personal: {
        names: 'Lucía',
        lastNames: 'Ñáñez Ríos',
        identificationNumber: '1030405060',
        attachedFile: { fileName: 'hoja-de-vida.pdf', contentType: 'application/pdf', contentBase64: pdf },
      },
      position: { startDate: new Date().toISOString() },
    },
    ...extra,
  });

const save = async (account: string, body: string) =>
  stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({
      token: await stack.tokenFor(account),
      unit: 'UN-ANDINA',
      action: 'SaveHumanResourcesRequest',
    }),
    body,
  });

const list = async (account: string, employeeId: string) => {
  const response = await stack.call(
    `/employee-portal-query/human-resources-requests?employeeId=${employeeId}`,
    {
      headers: headersOf({
        token: await stack.tokenFor(account),
        unit: 'UN-ANDINA',
        action: 'SearchAllHumanResourcesRequest',
      }),
    },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as Json[];
};

describe('call 11: server-owned fields and the CV', () => {
  test('the person in charge sent by the client is not stored; the CV’s bytes are kept apart', async () => {
    const response = await save(
      'ana.admin',
      onboardingBody({ userCodeInCharge: 'carla.consulta', userNameInCharge: 'Carla' }),
    );
    expect(response.status).toBe(201);
    const created = (await response.json()) as Json;
    expect(created).toMatchObject({ userCodeInCharge: '', userNameInCharge: '' });
    const text = JSON.stringify(created);
    expect(text).not.toContain(pdf);
    expect(text).toContain('"sizeBytes":');
    const id = String(created.humanResourceRequestId);
    const stored = await stack.db.query<{ document: Json }>(
      'SELECT document FROM human_resource_requests WHERE human_resource_request_id = $1',
      [id],
    );
    expect(JSON.stringify(stored.rows[0]?.document)).not.toContain(pdf);
    const file = await stack.db.query<{ size_bytes: number; content: Uint8Array }>(
      'SELECT size_bytes, content FROM request_attachments WHERE human_resource_request_id = $1',
      [id],
    );
    expect(Buffer.from(file.rows[0]?.content ?? []).toString('base64')).toBe(pdf);
    expect(file.rows[0]?.size_bytes).toBe(Buffer.from(pdf, 'base64').length);
    const listed = (await list('ana.admin', String(created.employeeId))).find(
      (request) => request.humanResourceRequestId === id,
    );
    expect(JSON.stringify(listed)).not.toContain(pdf);
  });
});

describe('call 10: no data the caller may not read', () => {
  test('a read-only staff member sees a disability, a salary increase and an onboarding without their data', async () => {
    const rows = await stack.db.query<{ employee_id: string; request_type: string }>(
      `SELECT employee_id, request_type FROM human_resource_requests
       WHERE business_unit_code = 'UN-ANDINA' AND request_type IN ('Disability', 'SalaryIncrease', 'Onboarding')
         AND document->'humanResourceRequestData' <> '{}'::jsonb AND document->'humanResourceRequestData' <> '""'::jsonb`,
    );
    const employees = [...new Set(rows.rows.map((row) => row.employee_id))];
    const types = new Set<string>();
    for (const employeeId of employees) {
      const carla = await list('carla.consulta', employeeId);
      const ana = await list('ana.admin', employeeId);
      for (const request of carla) {
        const type = String(request.humanResourceRequestType);
        if (!['Disability', 'SalaryIncrease', 'Onboarding'].includes(type)) continue;
        types.add(type);
        expect(request.humanResourceRequestData, `${type} for carla`).toEqual({});
        const full = ana.find((item) => item.humanResourceRequestId === request.humanResourceRequestId);
        expect(full?.humanResourceRequestData, `${type} for ana`).not.toEqual({});
      }
    }
    expect(types).toEqual(new Set(['Disability', 'SalaryIncrease', 'Onboarding']));
  });
});

describe('call 11: onboarding submissions per hour', () => {
  test('past the hour’s limit: 429, and nothing saved', async () => {
    // beto.unaunidad sent 20 onboarding requests in the last hour (copies of a seeded one).
    await stack.db.query(
      `INSERT INTO human_resource_requests (human_resource_request_id, human_resource_request_number, employee_id,
         business_unit_code, request_type, request_status, request_date, document, created_by)
       SELECT 'LIMIT-' || n, '9' || lpad(n::text, 6, '0'), employee_id, business_unit_code, request_type,
         request_status, now() - interval '10 minutes', document, 'beto.unaunidad'
       FROM human_resource_requests, generate_series(1, 20) AS n
       WHERE request_type = 'Onboarding' AND business_unit_code = 'UN-ANDINA'
       ORDER BY human_resource_request_number LIMIT 20`,
    );
    const before = await stack.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM human_resource_requests',
    );
    const response = await save('beto.unaunidad', onboardingBody());
    expect(response.status).toBe(429);
    const after = await stack.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM human_resource_requests',
    );
    expect(after.rows[0]?.count).toBe(before.rows[0]?.count);
    // Another account is not held back by beto's.
    expect((await save('ana.admin', onboardingBody())).status).toBe(201);
  });
});
