// An onboarding request is the linked person's (docs/decisions/0013). Call 11 files it under
// the unit's employee with step 1's ID number (a re-hire) or records a new employee in process
// ('proceso', step 1's names and ID number), whom call 7 lists and whose board (call 10) shows the
// request; nobody else's board does. A body naming another employee is refused.
import { emptyOnboardingValues, onboardingRequestBody } from '@src/domain/rules/onboarding-wizard';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack();
let ana: string;

beforeAll(async () => {
  ana = await stack.tokenFor('ana.admin');
});

const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(512, 0x20)]).toString('base64');

const bodyFor = (person: { names: string; lastNames: string; identificationNumber: string }) =>
  onboardingRequestBody(
    {
      requester: { requesterCode: 'S-1', requesterName: 'Ana' },
      today: new Date().toISOString(),
      values: { ...emptyOnboardingValues, ...person, startDate: '15/Dic/2030' },
      assignments: [],
    },
    { fileName: 'hoja-de-vida.pdf', contentType: 'application/pdf', contentBase64: pdf },
  );

const save = (body: unknown) =>
  stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({ token: ana, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
    body: JSON.stringify(body),
  });

const get = (path: string, action: string) =>
  stack.call(path, { headers: headersOf({ token: ana, unit: 'UN-ANDINA', action }) });

async function requestNumbersOf(employeeId: string): Promise<string[]> {
  const response = await get(
    `/employee-portal-query/human-resources-requests?employeeId=${employeeId}`,
    'SearchAllHumanResourcesRequest',
  );
  if (response.status === 204) return [];
  const requests = (await response.json()) as { humanResourceRequestNumber: string }[];
  return requests.map((request) => request.humanResourceRequestNumber);
}

/** Every employee as employee selection asks for them: call 7 with `contract_status=Formalized` (SPEC §7). */
async function everyEmployee(): Promise<
  { employeeId: string; names: string; identificationDocumentNumber: string }[]
> {
  const listed = [];
  for (let page = 1; page < 10; page += 1) {
    const response = await get(
      `/employee-query/employees?page=${page}&per_page=500&contract_status=Formalized`,
      'SearchAllEmployee',
    );
    if (response.status === 204) break;
    listed.push(...((await response.json()) as Awaited<ReturnType<typeof everyEmployee>>));
  }
  return listed;
}

describe('an onboarding request is the linked person’s', () => {
  test('a new person is recorded in process and the request is filed under them, on no one else’s board', async () => {
    const before = await everyEmployee();
    const joseBefore = await requestNumbersOf('100001');
    const response = await save(
      bodyFor({ names: 'Valentina', lastNames: 'Ríos Acuña', identificationNumber: '7766554433' }),
    );
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { employeeId: string; humanResourceRequestNumber: string };
    expect(saved.employeeId).not.toBe('');
    expect(before.some((employee) => employee.employeeId === saved.employeeId)).toBe(false);

    const person = await get(`/employee-query/employees/${saved.employeeId}`, 'SearchByIdEmployee');
    expect(person.status).toBe(200);
    expect(await person.json()).toMatchObject({
      employeeId: saved.employeeId,
      names: 'Valentina',
      surnames: 'Ríos Acuña',
      identificationDocumentNumber: '7766554433',
      employeeStatus: 'proceso',
      employmentContracts: [],
    });
    // Call 7 lists them (employee selection finds them by name or ID number).
    const after = await everyEmployee();
    expect(after).toHaveLength(before.length + 1);
    expect(after.find((employee) => employee.employeeId === saved.employeeId)).toMatchObject({
      names: 'Valentina',
      identificationDocumentNumber: '7766554433',
    });
    expect(await requestNumbersOf(saved.employeeId)).toEqual([saved.humanResourceRequestNumber]);
    expect(await requestNumbersOf('100001')).toEqual(joseBefore);

    // A second request for the same ID number (a new draft) is the same person's: no second record.
    const again = await save(
      bodyFor({ names: 'Valentina', lastNames: 'Ríos Acuña', identificationNumber: '7766554433' }),
    );
    expect(((await again.json()) as { employeeId: string }).employeeId).toBe(saved.employeeId);
    expect(await everyEmployee()).toHaveLength(before.length + 1);
  });

  test('an employee with that ID number is reused (a re-hire): María’s request is on María’s board', async () => {
    const response = await save(
      bodyFor({ names: 'María Begoña', lastNames: 'Ibáñez Zúñiga', identificationNumber: '52987654' }),
    );
    expect(response.status).toBe(201);
    const saved = (await response.json()) as { employeeId: string; humanResourceRequestNumber: string };
    expect(saved.employeeId).toBe('100002');
    expect(await requestNumbersOf('100002')).toContain(saved.humanResourceRequestNumber);
  });

  test('a body that names another employee than the person being linked is refused', async () => {
    const body = {
      ...bodyFor({ names: 'Pedro', lastNames: 'Gómez', identificationNumber: '8899001122' }),
      employeeId: '100001',
    };
    const joseBefore = await requestNumbersOf('100001');
    const employeesBefore = await everyEmployee();
    const response = await save(body);
    expect(response.status).toBe(422);
    // Nothing was filed: José's board is as it was, and no one was recorded for that ID number.
    expect(await requestNumbersOf('100001')).toEqual(joseBefore);
    const employeesAfter = await everyEmployee();
    expect(employeesAfter).toHaveLength(employeesBefore.length);
    expect(employeesAfter.some((employee) => employee.identificationDocumentNumber === '8899001122')).toBe(
      false,
    );
  });

  test('requests sent at once record each new person once, under ids of their own', async () => {
    // On a PostgreSQL server (CI's stage) the transactions run side by side: without a lock, each read
    // the same highest id and one failed on the duplicate key, or two records were made for one person.
    const people = [
      { names: 'Lucía', lastNames: 'Mejía Ortiz', identificationNumber: '6611223344' },
      { names: 'Tomás', lastNames: 'Restrepo Gil', identificationNumber: '6622334455' },
      { names: 'Lucía', lastNames: 'Mejía Ortiz', identificationNumber: '6611223344' },
    ];
    const responses = await Promise.all(people.map((person) => save(bodyFor(person))));
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    const [lucia, tomas, luciaAgain] = (await Promise.all(responses.map((response) => response.json()))) as {
      employeeId: string;
    }[];
    expect(lucia?.employeeId).not.toBe(tomas?.employeeId);
    expect(luciaAgain?.employeeId).toBe(lucia?.employeeId);
    const listed = await everyEmployee();
    expect(listed.filter((employee) => employee.identificationDocumentNumber === '6611223344')).toHaveLength(
      1,
    );
    // The new people are listed at once (the kept order is forgotten; whether after the commit, this cannot tell).
    expect(listed.some((employee) => employee.identificationDocumentNumber === '6622334455')).toBe(true);
  });
});
