import { createApi } from '@src/api/api';
import { createQueries, queryKeys } from '@src/api/queries';
import { QueryClient } from '@tanstack/react-query';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test } from 'vitest';
import { fakeFetch, json, type Step } from './fake-fetch';

function setup(script: Step[]) {
  const fake = fakeFetch(...script);
  const api = createApi({
    config: envConfig({ VITE_RETRY_ATTEMPTS: '2' }),
    getToken: () => 'tok',
    getBusinessUnit: () => 'UN-SELECTED',
    fetch: fake.fetch,
    sleep: async () => undefined,
  });
  return { queries: createQueries(api), calls: fake.calls, client: new QueryClient() };
}

describe('query keys', () => {
  test('are stable arrays naming the data and its scope', () => {
    expect(queryKeys.employees('UN-1')).toEqual(['employees', 'UN-1']);
    expect(queryKeys.employee('UN-1', 'E-1')).toEqual(['employee', 'UN-1', 'E-1']);
    expect(queryKeys.pendingDays('UN-1', 'E-1')).toEqual(['pendingDays', 'UN-1', 'E-1']);
    expect(queryKeys.requests('UN-1', 'E-1')).toEqual(['requests', 'UN-1', 'E-1']);
    expect(queryKeys.requests('UN-1', 'E-1', 'PaidVacations')).toEqual([
      'requests',
      'UN-1',
      'E-1',
      'PaidVacations',
    ]);
    expect(queryKeys.remunerationProfiles()).toEqual(['remunerationProfiles']);
    expect(queryKeys.requestByNumber('UN-1', '150001')).toEqual(['requestByNumber', 'UN-1', '150001']);
  });

  test('the factories use the same keys and leave retries to the client', () => {
    const { queries } = setup([json(200, [])]);
    const all = [
      queries.portalData('P'),
      queries.businessManager('B'),
      queries.portalOptions('P', 'U'),
      queries.staffUser('1'),
      queries.useCases('B', 'U', 'u'),
      queries.businessUnits('u', 'P'),
      queries.employees('U'),
      queries.employee('U', 'E'),
      queries.pendingDays('U', 'E'),
      queries.requests('U', 'E', 'T'),
      queries.requestByNumber('U', 'N'),
      queries.remunerationProfiles(),
    ];
    for (const options of all) expect(options.retry).toBe(false);
    expect(queries.requests('U', 'E', 'T').queryKey).toEqual(queryKeys.requests('U', 'E', 'T'));
    expect(queries.employee('U', 'E').queryKey).toEqual(queryKeys.employee('U', 'E'));
  });
});

describe('query factories with a QueryClient', () => {
  test('fetch through the API with the unit of the key in X-Business-unit', async () => {
    const { queries, calls, client } = setup([json(200, [{ employeeId: 'E-1' }])]);
    const employees = await client.fetchQuery(queries.employees('UN-KEY'));
    expect(employees.pages[0]?.[0]?.employeeId).toBe('E-1');
    expect(calls[0]?.headers['x-business-unit']).toBe('UN-KEY');
    expect(calls[0]?.signal).toBeDefined();
  });

  test('one request by number is null, not undefined, when there is none (TanStack refuses undefined)', async () => {
    // Only the request whose number is the one asked for.
    const found = setup([
      json(200, [{ humanResourceRequestId: 'HRR-150001', humanResourceRequestNumber: '150001' }]),
    ]);
    expect(
      (await found.client.fetchQuery(found.queries.requestByNumber('UN', '150001')))?.humanResourceRequestId,
    ).toBe('HRR-150001');
    const none = setup([{ status: 204 }]);
    await expect(none.client.fetchQuery(none.queries.requestByNumber('UN', '999999'))).resolves.toBeNull();
  });

  test('do not add TanStack retries on top of the client attempts', async () => {
    const { queries, calls, client } = setup([json(500)]);
    await expect(client.fetchQuery(queries.requests('UN', 'E-1'))).rejects.toMatchObject({
      finalMessage: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    });
    expect(calls).toHaveLength(2);
  });

  test('invalidating the requests prefix marks every type of the employee stale', async () => {
    const { queries, client } = setup([json(200, [])]);
    await client.fetchQuery(queries.requests('UN', 'E-1'));
    await client.fetchQuery(queries.requests('UN', 'E-1', 'PaidVacations'));
    await client.fetchQuery(queries.requests('UN', 'E-2'));
    await client.invalidateQueries({ queryKey: queryKeys.requests('UN', 'E-1') });
    const stale = client
      .getQueryCache()
      .findAll({ queryKey: ['requests'] })
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey);
    expect(stale).toEqual([
      ['requests', 'UN', 'E-1'],
      ['requests', 'UN', 'E-1', 'PaidVacations'],
    ]);
  });
});
