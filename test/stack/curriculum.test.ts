// Call 18 (ours): the CV ('Hoja de vida') of an onboarding request, returned as the PDF it is to
// readers holding AddEmployeeLink; 403 without it, 404 for a request without a CV or of another unit.
// The app's own API (src/api) reads it as the process page does.

import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const action = 'SearchHumanResourcesRequestCurriculum';
const pathOf = (requestId: string) =>
  `/employee-portal-query/human-resources-requests/${encodeURIComponent(requestId)}/curriculum`;

/** The id of an employee's first request of a type, as ana.admin reads it. */
async function requestIdOf(employeeId: string, requestType: string): Promise<string> {
  const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
  const found = (await api.getRequests({ employeeId, requestType }))[0];
  if (!found) throw new Error(`no ${requestType} request for ${employeeId}`);
  return found.humanResourceRequestId;
}

async function callAs(accountId: string, unit: string, requestId: string) {
  return stack.call(pathOf(requestId), {
    headers: headersOf({ token: await stack.tokenFor(accountId), unit, action }),
  });
}

describe('call 18: the CV of an onboarding request', () => {
  test('answers the seeded PDF of Sofía’s request to a reader holding AddEmployeeLink', async () => {
    const requestId = await requestIdOf('100004', 'Onboarding');
    const response = await callAs('ana.admin', 'UN-ANDINA', requestId);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^inline; filename="hoja-de-vida-pena-ordonez\.pdf"/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('Hoja de vida de Sof\\355a Pe\\361a Ord\\363\\361ez');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
  });

  test('answers the very bytes call 11 stored, with their file name', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const pdf = Buffer.from('%PDF-1.4\n% hoja de vida de prueba\n%%EOF\n', 'latin1');
    const saved = await api.saveRequest({
      request: {
        humanResourceRequestType: 'Onboarding',
        humanResourceRequestDate: new Date().toISOString(),
        humanResourceRequestStatus: 'onboarding_in_progress',
        humanResourceRequestDescription: 'Vinculación de nuevo empleado',
        humanResourceRequestData: {
          personal: {
            names: 'Lucía',
            lastNames: 'Ñáñez Ortiz',
            identificationNumber: '5566778899',
            attachedFile: {
              fileName: 'cv lucía.pdf',
              contentType: 'application/pdf',
              contentBase64: pdf.toString('base64'),
            },
          },
          position: { startDate: '2026-12-01' },
        },
        employeeId: '',
        requesterCode: 'ana.admin',
        requesterName: 'Ana Sofía Gutiérrez',
      },
    });
    const response = await callAs('ana.admin', 'UN-ANDINA', saved.humanResourceRequestId);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
    expect(response.headers.get('content-disposition')).toBe(
      `inline; filename="cv lucia.pdf"; filename*=UTF-8''cv%20luc%C3%ADa.pdf`,
    );
    // The app's API gives the file and its name to the process page.
    const file = await api.getRequestCurriculum({ requestId: saved.humanResourceRequestId });
    expect(file.fileName).toBe('cv lucía.pdf');
    expect(Buffer.from(await file.content.arrayBuffer()).equals(pdf)).toBe(true);
  });

  test('refuses a reader without AddEmployeeLink (403), whatever the request', async () => {
    const requestId = await requestIdOf('100004', 'Onboarding');
    const response = await callAs('carla.consulta', 'UN-ANDINA', requestId);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      message: 'No tiene el privilegio AddEmployeeLink para esta acción.',
    });
    expect((await callAs('carla.consulta', 'UN-ANDINA', 'HRR-NO-EXISTE')).status).toBe(403);
  });

  test('answers 404 for a request without a CV, an unknown request and another unit’s request', async () => {
    const vacation = await requestIdOf('100001', 'VacationsEnjoyed');
    const without = await callAs('ana.admin', 'UN-ANDINA', vacation);
    expect(without.status).toBe(404);
    expect(await without.json()).toEqual({
      message: `La solicitud ${vacation} no tiene hoja de vida adjunta.`,
    });
    const unknown = await callAs('ana.admin', 'UN-ANDINA', 'HRR-NO-EXISTE');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'La solicitud HRR-NO-EXISTE no existe.' });
    // Sofía's request is UN-ANDINA's: from another unit it is exactly an unknown one.
    const sofia = await requestIdOf('100004', 'Onboarding');
    const elsewhere = await callAs('ana.admin', 'UN-CARIBE', sofia);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toEqual({ message: `La solicitud ${sofia} no existe.` });
  });

  test('needs a token (401) and its X-Action (400)', async () => {
    const requestId = await requestIdOf('100004', 'Onboarding');
    expect(
      (await stack.call(pathOf(requestId), { headers: headersOf({ unit: 'UN-ANDINA', action }) })).status,
    ).toBe(401);
    const token = await stack.tokenFor('ana.admin');
    expect(
      (await stack.call(pathOf(requestId), { headers: headersOf({ token, unit: 'UN-ANDINA' }) })).status,
    ).toBe(400);
  });
});
