// Overlapping calls: N identical keyed calls sent at once (a client's retries overlapping its first
// attempt) make one write and get N equal answers, on calls 11, 12, 14 and 15; the onboarding hourly limit
// holds when the submissions that would pass it arrive together. The Idempotency-Key lookup and the limit
// are checked and written inside the call's transaction. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set (as CI runs test/stack), where the transactions really overlap.
import { randomUUID } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import { entityTagOf, headersOf, storedVersionOf, validCertification } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

/** How many identical calls overlap. */
const overlapping = 6;

const requestCount = async () =>
  (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM human_resource_requests')).rows[0]?.n;

async function traceCount(requestId: string) {
  const result = await stack.db.query<{ n: number }>(
    `SELECT jsonb_array_length(document->'humanResourceRequestTraceabilities')::int AS n
     FROM human_resource_requests WHERE human_resource_request_id = $1`,
    [requestId],
  );
  return result.rows[0]?.n;
}

/** Sends the same call `overlapping` times at once; gives each answer's status and body. */
async function together(send: () => Promise<Response>) {
  const responses = await Promise.all(Array.from({ length: overlapping }, () => send()));
  return Promise.all(
    responses.map(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    })),
  );
}

/** Every answer is the first one: same status, same body. */
function expectEqualAnswers(answers: { status: number; body: unknown }[], status: number) {
  const [first, ...others] = answers;
  expect(first?.status, JSON.stringify(first?.body)).toBe(status);
  for (const other of others) expect(other).toEqual(first);
}

describe('N overlapping identical keyed calls: one write, N equal answers', () => {
  test('call 11: one request saved', async () => {
    const token = await stack.tokenFor('ana.admin');
    const key = `clave-${randomUUID()}`;
    const before = await requestCount();
    const answers = await together(() =>
      stack.call('/persistence/human-resources-requests', {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'SaveHumanResourcesRequest',
          idempotencyKey: key,
        }),
        body: JSON.stringify(validCertification),
      }),
    );
    expectEqualAnswers(answers, 201);
    expect(await requestCount()).toBe((before ?? 0) + 1);
  });

  test('call 14: the vacation request answered once', async () => {
    const token = await stack.tokenFor('fabio.jefe');
    const key = `clave-${randomUUID()}`;
    const ifMatch = await entityTagOf(stack.db, 'HRR-150003');
    const version = await storedVersionOf(stack.db, 'HRR-150003');
    const traces = await traceCount('HRR-150003');
    const answers = await together(() =>
      stack.call('/persistence/human-resources-requests/HRR-150003/approval', {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'SaveVacationRequestApproval',
          idempotencyKey: key,
          ifMatch,
        }),
        body: JSON.stringify({ approval: 'approve', observation: 'De acuerdo.' }),
      }),
    );
    expectEqualAnswers(answers, 200);
    expect(await storedVersionOf(stack.db, 'HRR-150003')).toBe(version + 1);
    expect(await traceCount('HRR-150003')).toBe((traces ?? 0) + 1);
  });

  test('call 15: the person in charge assigned once', async () => {
    const token = await stack.tokenFor('ana.admin');
    const key = `clave-${randomUUID()}`;
    const inProgress = await stack.db.query<{ id: string }>(
      `SELECT human_resource_request_id AS id FROM human_resource_requests
       WHERE request_type = 'Onboarding' AND request_status = 'onboarding_in_progress'
         AND business_unit_code = 'UN-ANDINA' AND document->>'userCodeInCharge' IS DISTINCT FROM 'ana.admin'
       ORDER BY human_resource_request_number LIMIT 1`,
    );
    const requestId = inProgress.rows[0]?.id ?? '';
    const ifMatch = await entityTagOf(stack.db, requestId);
    const version = await storedVersionOf(stack.db, requestId);
    const answers = await together(() =>
      stack.call(`/persistence/human-resources-requests/${requestId}/responsible`, {
        method: 'POST',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'AssignHumanResourcesRequestResponsible',
          idempotencyKey: key,
          ifMatch,
        }),
        body: '{}',
      }),
    );
    expectEqualAnswers(answers, 200);
    expect(await storedVersionOf(stack.db, requestId)).toBe(version + 1);
  });

  test('call 12: the request discarded once', async () => {
    const token = await stack.tokenFor('ana.admin');
    const key = `clave-${randomUUID()}`;
    const requestId = 'HRR-00008';
    const ifMatch = await entityTagOf(stack.db, requestId);
    const version = await storedVersionOf(stack.db, requestId);
    const traces = await traceCount(requestId);
    const answers = await together(() =>
      stack.call('/persistence/human-resources-requests', {
        method: 'DELETE',
        headers: headersOf({
          token,
          unit: 'UN-ANDINA',
          action: 'RemoveHumanResourcesRequest',
          idempotencyKey: key,
          ifMatch,
        }),
        body: JSON.stringify({
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: 'Solicitud',
              humanResourceRequestId: requestId,
              humanResourceRequestNumber: '100008',
              removalJustification: 'Ya no aplica.',
            },
          ],
        }),
      }),
    );
    expectEqualAnswers(answers, 200);
    expect(await storedVersionOf(stack.db, requestId)).toBe(version + 1);
    expect(await traceCount(requestId)).toBe((traces ?? 0) + 1);
  });
});

/** A minimal PDF in base64. */
const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), Buffer.alloc(1024, 0x20)]).toString('base64');

const onboarding = (identificationNumber: string) => ({
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
  employeeId: '',
  humanResourceRequestData: {
    personal: {
      names: 'María José',
      lastNames: 'Peña Núñez',
      identificationNumber,
      attachedFile: { fileName: 'hoja-de-vida.pdf', contentType: 'application/pdf', contentBase64: pdf },
    },
    position: { startDate: new Date().toISOString() },
  },
});

describe('the onboarding hourly limit holds under overlapping submissions', () => {
  test('one submission short of the limit, N different ones at once: one saved, the others 429', async () => {
    // beto.unaunidad sent 19 onboarding requests in the last hour (copies of a seeded one): one more fits.
    await stack.db.query(
      `INSERT INTO human_resource_requests (human_resource_request_id, human_resource_request_number, employee_id,
         business_unit_code, request_type, request_status, request_date, document, created_by)
       SELECT 'LIMIT-' || n, '9' || lpad(n::text, 6, '0'), r.employee_id, r.business_unit_code, r.request_type,
         r.request_status, now() - interval '10 minutes', r.document, 'beto.unaunidad'
       FROM (SELECT * FROM human_resource_requests WHERE request_type = 'Onboarding'
             AND business_unit_code = 'UN-ANDINA' ORDER BY human_resource_request_number LIMIT 1) AS r,
            generate_series(1, 19) AS n`,
    );
    const token = await stack.tokenFor('beto.unaunidad');
    const before = await requestCount();
    const responses = await Promise.all(
      Array.from({ length: overlapping }, (_, index) =>
        stack.call('/persistence/human-resources-requests', {
          method: 'POST',
          headers: headersOf({
            token,
            unit: 'UN-ANDINA',
            action: 'SaveHumanResourcesRequest',
            idempotencyKey: `clave-${randomUUID()}`,
          }),
          body: JSON.stringify(onboarding(`40506070${index}`)),
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, ...Array.from({ length: overlapping - 1 }, () => 429)]);
    for (const response of responses.filter((item) => item.status === 429))
      expect(response.headers.get('Retry-After')).toBe('3600');
    expect(await requestCount()).toBe((before ?? 0) + 1);
  });
});
