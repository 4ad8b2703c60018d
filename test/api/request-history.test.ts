// Call 19 (ours): a request's history through the app's API — the address, X-Action, unit and DPoP proof
// of every data call, the answer coerced by its entity schema (odd values never throw), [] on 204, and a
// refusal that fails the section without sending the person to the access-denied page.
import { createApi } from '@src/api/api';
import { ApiError } from '@src/api/http-client';
import { apiRejection as failure } from '@test/support/api-rejection';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test } from 'vitest';
import { fakeFetch, json, type Step } from './fake-fetch';

const config = envConfig({});

function setup(script: Step[], attempts = 1) {
  const fake = fakeFetch(...script);
  const denied: number[] = [];
  const proofs: { url: string; method: string; accessToken: string }[] = [];
  const api = createApi({
    config: { ...config, retryAttempts: attempts },
    getToken: async () => 'tok',
    dpopProof: async (request) => {
      proofs.push(request);
      return `proof-${proofs.length}`;
    },
    getBusinessUnit: () => 'UN-SELECTED',
    fetch: fake.fetch,
    sleep: async () => undefined,
    onDenied: (status) => denied.push(status),
  });
  return { api, calls: fake.calls, denied, proofs };
}

const entry = {
  historyEntryId: '41',
  humanResourceRequestId: 'HRR 1/2',
  humanResourceRequestVersion: 3,
  recordedAt: '2026-05-08T03:59:00.000Z',
  accountId: 'fabio.jefe',
  personName: 'Fabio Ibáñez',
  event: 'rejected',
  statusFrom: 'supervisor_approval',
  statusTo: 'rejected',
  transition: 'vacationApproval.submitting',
  detail: {},
  words: 'No hay reemplazo disponible en esas fechas.',
};

describe('call 19: a request’s history', () => {
  test('GETs the request’s history with X-Action, unit and a DPoP proof, and parses the entries', async () => {
    const { api, calls, proofs } = setup([json(200, [entry])]);
    const history = await api.getRequestHistory({ requestId: 'HRR 1/2' });
    const [sent] = calls;
    const address =
      'http://localhost:4100/employee-portal-query/human-resources-requests/HRR%201%2F2/history';
    expect(`${sent?.url.origin}${sent?.url.pathname}`).toBe(address);
    expect(sent?.method).toBe('GET');
    expect(sent?.headers['x-action']).toBe('SearchHumanResourcesRequestHistory');
    expect(sent?.headers['x-business-unit']).toBe('UN-SELECTED');
    expect(sent?.headers.authorization).toBe('DPoP tok');
    expect(sent?.headers.dpop).toBe('proof-1');
    expect(proofs).toEqual([{ url: address, method: 'GET', accessToken: 'tok' }]);
    expect(history).toEqual([
      {
        ...entry,
        detail: {
          requirementName: '',
          requirementTag: '',
          taskName: '',
          previousResponsible: '',
          newResponsible: '',
        },
      },
    ]);
  });

  test('odd answers never throw: fields fall back, a non-list is empty, 204 is empty', async () => {
    const odd = await setup([
      json(200, [
        { event: 'taskRun', humanResourceRequestVersion: '7', detail: { taskName: 5 }, words: null },
        'x',
      ]),
    ]).api.getRequestHistory({ requestId: 'HRR-1' });
    expect(odd[0]).toMatchObject({
      event: 'taskRun',
      humanResourceRequestVersion: 7,
      words: '',
      personName: '',
    });
    expect(odd[0]?.detail.taskName).toBe('');
    expect(odd[1]).toMatchObject({ event: '', humanResourceRequestVersion: 0 });
    await expect(
      setup([json(200, { not: 'a list' })]).api.getRequestHistory({ requestId: 'HRR-1' }),
    ).resolves.toEqual([]);
    await expect(setup([json(204)]).api.getRequestHistory({ requestId: 'HRR-1' })).resolves.toEqual([]);
  });

  test('a 403 fails with the history’s texts and is not reported for the error catalogue; a 401 is', async () => {
    const refused = setup(
      [json(403, { message: 'No tiene el privilegio AddEmployeeLink para esta acción.' })],
      3,
    );
    const error = await failure(refused.api.getRequestHistory({ requestId: 'HRR-1' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(refused.calls).toHaveLength(1);
    expect(error.status).toBe(403);
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudo obtener el historial de la solicitud.',
    );
    expect(refused.denied).toEqual([]);
    const expired = setup([json(401)]);
    await failure(expired.api.getRequestHistory({ requestId: 'HRR-1' }));
    expect(expired.denied).toEqual([401]);
  });

  test('a 500 is retried and then fails with the history’s message', async () => {
    const { api, calls } = setup([json(500), json(500)], 2);
    const error = await failure(api.getRequestHistory({ requestId: 'HRR-1' }));
    expect(calls).toHaveLength(2);
    expect(error.message).toBe('Error al obtener el historial de la solicitud (Status: 500)');
  });
});
