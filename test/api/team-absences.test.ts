// Call 20 (ours): the team's absences in an enjoyment request's days through the app's API — the address,
// X-Action, unit and DPoP proof of every data call, the answer coerced by its entity schema (odd values
// never throw), [] on 204, and a refusal that fails the section without taking the manager away from the
// answer (no access-denied page).
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

const jose = {
  employeeId: '100001',
  employeeName: 'José Andrés Muñoz Peña',
  humanResourceRequestNumber: '100002',
  startDate: '2026-12-27',
  endDate: '2027-01-08',
  days: 10,
  status: 'pending',
};

describe('call 20: the team’s absences in a request’s days', () => {
  test('GETs the request’s team absences with X-Action, unit and a DPoP proof, and parses them', async () => {
    const { api, calls, proofs } = setup([json(200, [jose])]);
    const absences = await api.getTeamAbsences({ requestId: 'HRR 1/2' });
    const [sent] = calls;
    const address =
      'http://localhost:4100/employee-portal-query/human-resources-requests/HRR%201%2F2/team-absences';
    expect(`${sent?.url.origin}${sent?.url.pathname}`).toBe(address);
    expect(sent?.method).toBe('GET');
    expect(sent?.headers['x-action']).toBe('SearchTeamAbsencesForRequest');
    expect(sent?.headers['x-business-unit']).toBe('UN-SELECTED');
    expect(sent?.headers.authorization).toBe('DPoP tok');
    expect(sent?.headers.dpop).toBe('proof-1');
    expect(proofs).toEqual([{ url: address, method: 'GET', accessToken: 'tok' }]);
    expect(absences).toEqual([jose]);
  });

  test('odd answers never throw: fields fall back, a non-list is empty, 204 is empty', async () => {
    const odd = await setup([
      json(200, [{ employeeName: 7, days: '3', status: null }, 'x']),
    ]).api.getTeamAbsences({ requestId: 'HRR-1' });
    expect(odd[0]).toMatchObject({ employeeName: '', days: 3, status: '', startDate: '' });
    expect(odd[1]).toMatchObject({ employeeId: '', days: 0 });
    await expect(
      setup([json(200, { not: 'a list' })]).api.getTeamAbsences({ requestId: 'HRR-1' }),
    ).resolves.toEqual([]);
    await expect(setup([json(204)]).api.getTeamAbsences({ requestId: 'HRR-1' })).resolves.toEqual([]);
  });

  test('a 403 fails with the section’s texts and is not reported for the error catalogue; a 401 is', async () => {
    const refused = setup([json(403, { message: 'La solicitud es de un empleado de otro equipo.' })], 3);
    const error = await failure(refused.api.getTeamAbsences({ requestId: 'HRR-1' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(refused.calls).toHaveLength(1);
    expect(error.status).toBe(403);
    expect(error.finalMessage).toBe(
      'Todos los intentos fallaron. No se pudo obtener las ausencias del equipo.',
    );
    expect(refused.denied).toEqual([]);
    const expired = setup([json(401)]);
    await failure(expired.api.getTeamAbsences({ requestId: 'HRR-1' }));
    expect(expired.denied).toEqual([401]);
  });

  test('a 500 is retried and then fails with the section’s message', async () => {
    const { api, calls } = setup([json(500), json(500)], 2);
    const error = await failure(api.getTeamAbsences({ requestId: 'HRR-1' }));
    expect(calls).toHaveLength(2);
    expect(error.message).toBe('Error al obtener las ausencias del equipo (Status: 500)');
  });
});
