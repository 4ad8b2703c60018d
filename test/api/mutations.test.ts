import { createApi } from '@src/api/api';
import { RequestChangedError } from '@src/api/calls/requests';
import { createMutations, runMutation } from '@src/api/mutations';
import { queryKeys } from '@src/api/queries';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test } from 'vitest';
import { fakeFetch, json, type Step } from './fake-fetch';

const updated = { humanResourceRequestId: 'R-1', humanResourceRequestNumber: '150001', employeeId: 'E-9' };

/** A client whose cache holds every query the mutations may invalidate, each fresh (not stale). */
function setup(script: Step[]) {
  const fake = fakeFetch(...script);
  const api = createApi({
    config: envConfig({ VITE_RETRY_ATTEMPTS: '1' }),
    getToken: () => 'tok',
    getBusinessUnit: () => 'UN-1',
    fetch: fake.fetch,
    sleep: async () => undefined,
  });
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  const keys = [
    queryKeys.requests('UN-1', 'E-1'),
    queryKeys.requests('UN-1', 'E-1', 'VacationsEnjoyed'),
    queryKeys.requests('UN-1', 'E-2'),
    queryKeys.requests('UN-1', 'E-9'),
    queryKeys.requestByNumber('UN-1', '150001'),
    queryKeys.employee('UN-1', 'E-1'),
  ];
  for (const key of keys) client.setQueryData(key, []);
  const invalidated = () =>
    keys.filter((key) => client.getQueryState(key)?.isInvalidated).map((key) => key.join('/'));
  return { mutations: createMutations(api, client), client, invalidated, calls: fake.calls };
}

describe('each mutation invalidates what it changed, and only after the call succeeded', () => {
  test('call 11 (save) reads the employee’s requests again, every type', async () => {
    const { mutations, client, invalidated } = setup([json(201, { humanResourceRequestId: 'R-1' })]);
    const request = parseHumanResourceRequest({}) as never;
    await runMutation(client, mutations.saveRequest('UN-1', 'E-1'), { request });
    expect(invalidated()).toEqual(['requests/UN-1/E-1', 'requests/UN-1/E-1/VacationsEnjoyed']);
  });

  test('call 12 (discard) reads the employee’s requests again', async () => {
    const { mutations, client, invalidated } = setup([json(200, {})]);
    await runMutation(client, mutations.removeRequests('UN-1', 'E-2'), {
      requests: [],
    });
    expect(invalidated()).toEqual(['requests/UN-1/E-2']);
  });

  test('calls 15, 16 and 17 read the employee’s requests again', async () => {
    const { mutations, client, invalidated } = setup([json(200, updated)]);
    await runMutation(client, mutations.assignResponsible('UN-1', 'E-1'), { requestId: 'R-1', version: 1 });
    await runMutation(client, mutations.evaluateRequirement('UN-1', 'E-1'), {
      requestId: 'R-1',
      version: 1,
      requirementId: 'Q-1',
      result: 'met',
    });
    await runMutation(client, mutations.executeTask('UN-1', 'E-1'), {
      requestId: 'R-1',
      version: 1,
      taskId: 'T-1',
    });
    expect(invalidated()).toEqual(['requests/UN-1/E-1', 'requests/UN-1/E-1/VacationsEnjoyed']);
  });

  test('call 14 (a manager’s answer) reads the request and its employee’s requests again', async () => {
    const { mutations, client, invalidated } = setup([json(200, updated)]);
    const answered = await runMutation(client, mutations.answerVacationRequest('UN-1'), {
      requestId: 'R-1',
      version: 1,
      answer: { approval: 'approve', observation: '' },
    });
    expect(answered.humanResourceRequestNumber).toBe('150001');
    expect(invalidated()).toEqual(['requests/UN-1/E-9', 'requestByNumber/UN-1/150001']);
  });

  test('a 412 on call 15 (someone else changed the request) reads the employee’s requests again', async () => {
    const conflict = {
      message: 'La solicitud cambió',
      humanResourceRequest: { ...updated, employeeId: 'E-1', humanResourceRequestVersion: 2 },
      lastChange: null,
    };
    const { mutations, client, invalidated, calls } = setup([json(412, conflict)]);
    await expect(
      runMutation(client, mutations.assignResponsible('UN-1', 'E-1'), { requestId: 'R-1', version: 1 }),
    ).rejects.toBeInstanceOf(RequestChangedError);
    expect(calls).toHaveLength(1);
    expect(invalidated()).toEqual(['requests/UN-1/E-1', 'requests/UN-1/E-1/VacationsEnjoyed']);
  });

  test('a failed call rejects with its error and invalidates nothing', async () => {
    const { mutations, client, invalidated, calls } = setup([json(500, {})]);
    await expect(
      runMutation(client, mutations.assignResponsible('UN-1', 'E-1'), { requestId: 'R-1', version: 1 }),
    ).rejects.toThrow();
    expect(calls).toHaveLength(1);
    expect(invalidated()).toEqual([]);
  });
});
