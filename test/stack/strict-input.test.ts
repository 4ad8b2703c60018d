// Loose input a careless or hostile client could send: numbers the services parse are strict integers
// (no `true`, `[7]`, `"0x5"`, `1e1`), `If-Match: *` is refused (428 with the reason: a change is made on
// the version the person saw, never on whatever the request is now), and every text the services accept
// has a length limit — path parameters and the headers they read too, not only bodies and queries.
import { describe, expect, test, vi } from 'vitest';
import { entityTagOf, headersOf, sendSave, storedVersionOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const message = async (response: Response) => ((await response.json()) as { message: string }).message;

const payment = (daysToPay: unknown) => ({
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestDescription: 'Pago de vacaciones',
  humanResourceRequestData: {
    contractId: 'CT-100005-1',
    daysToPay,
    disbursementDate: '',
    observationEmployee: '',
  },
  employeeId: '100005',
});

const save = (body: unknown) => sendSave(stack, body);

describe('strict integers', () => {
  test('a day count that is not a JSON integer is refused (400), whatever JavaScript would make of it', async () => {
    for (const days of [true, [7], '0x5', '5', ' 5', 5.5, null, {}]) {
      const response = await save(payment(days));
      expect(response.status, JSON.stringify(days)).toBe(400);
      expect(await message(response)).toContain('daysToPay');
    }
    // The same body with a real integer passes the validation.
    expect((await save(payment(1))).status).not.toBe(400);
  });

  test('a new salary is a positive whole number of at most 13 digits', async () => {
    const modify = (newSalary: unknown) => ({
      humanResourceRequestType: 'PositionTransfer',
      humanResourceRequestDescription: 'Modificación de contrato',
      humanResourceRequestData: { contractId: 'CT-100001-3', contractAction: 'modify', newSalary },
      employeeId: '100001',
    });
    for (const salary of [1.5, 1e20, '5200000', -1, 0]) {
      const response = await save(modify(salary));
      expect(response.status, String(salary)).toBe(400);
      expect(await message(response)).toContain('newSalary');
    }
  });

  test('query integers (page, perPage, per_page) are plain digits only', async () => {
    const token = await stack.tokenFor('ana.admin');
    const get = (path: string, action: string) =>
      stack.call(path, { headers: headersOf({ token, unit: 'UN-ANDINA', action }) });
    for (const page of ['0x1', '1e0', '%201', '1.0', '+1', '01', '-1', '0']) {
      const requests = await get(
        `/employee-portal-query/human-resources-requests?employeeId=100001&page=${page}`,
        'SearchAllHumanResourcesRequest',
      );
      expect(requests.status, `page=${page}`).toBe(400);
      const employees = await get(
        `/employee-query/employees?page=1&per_page=${page}&contract_status=Formalized`,
        'SearchAllEmployee',
      );
      expect(employees.status, `per_page=${page}`).toBe(400);
    }
    expect(
      (
        await get(
          '/employee-portal-query/human-resources-requests?employeeId=100001&page=1',
          'SearchAllHumanResourcesRequest',
        )
      ).status,
    ).toBe(200);
  });
});

describe('If-Match: * is refused', () => {
  test('calls 12, 14 and 15: 428 saying why, and nothing changes', async () => {
    const cases = [
      {
        account: 'ana.admin',
        requestId: 'HRR-00008',
        method: 'DELETE',
        path: '/persistence/human-resources-requests',
        action: 'RemoveHumanResourcesRequest',
        body: {
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: 'x',
              humanResourceRequestId: 'HRR-00008',
              humanResourceRequestNumber: '100008',
              removalJustification: 'Prueba',
            },
          ],
        },
      },
      {
        account: 'fabio.jefe',
        requestId: 'HRR-150003',
        method: 'POST',
        path: '/persistence/human-resources-requests/HRR-150003/approval',
        action: 'SaveVacationRequestApproval',
        body: { approval: 'approve', observation: '' },
      },
      {
        account: 'ana.admin',
        requestId: 'HRR-00018',
        method: 'POST',
        path: '/persistence/human-resources-requests/HRR-00018/responsible',
        action: 'AssignHumanResourcesRequestResponsible',
        body: {},
      },
    ];
    for (const item of cases) {
      const before = await storedVersionOf(stack.db, item.requestId);
      for (const ifMatch of ['*', ' * ', `*, ${await entityTagOf(stack.db, item.requestId)}`]) {
        const response = await stack.call(item.path, {
          method: item.method,
          headers: headersOf({
            token: await stack.tokenFor(item.account),
            unit: 'UN-ANDINA',
            action: item.action,
            ifMatch,
          }),
          body: JSON.stringify(item.body),
        });
        expect(response.status, `${item.action} If-Match: ${ifMatch}`).toBe(428);
        expect(await message(response)).toContain('If-Match: *');
      }
      expect(await storedVersionOf(stack.db, item.requestId)).toBe(before);
    }
  });
});

describe('lengths', () => {
  test('a path parameter longer than 200 characters: 400, before any query', async () => {
    const token = await stack.tokenFor('ana.admin');
    const long = '1'.repeat(201);
    const employee = await stack.call(`/employee-query/employees/${long}`, {
      headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SearchByIdEmployee' }),
    });
    expect(employee.status).toBe(400);
    const assign = await stack.call(`/persistence/human-resources-requests/${long}/responsible`, {
      method: 'POST',
      headers: headersOf({
        token,
        unit: 'UN-ANDINA',
        action: 'AssignHumanResourcesRequestResponsible',
        ifMatch: `"${long}.1"`,
      }),
      body: '{}',
    });
    expect(assign.status).toBe(400);
    // 200 is still an id.
    const fits = await stack.call(`/employee-query/employees/${'1'.repeat(200)}`, {
      headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SearchByIdEmployee' }),
    });
    expect(fits.status).toBe(204);
  });

  test('a header the services read (unit, action, user name, If-Match) past its limit: 400, not echoed', async () => {
    const token = await stack.tokenFor('ana.admin');
    const path = '/employee-portal-query/human-resources-requests?employeeId=100001';
    const unit = await stack.call(path, {
      headers: headersOf({ token, unit: 'U'.repeat(101), action: 'SearchAllHumanResourcesRequest' }),
    });
    expect(unit.status).toBe(400);
    expect(await message(unit)).not.toContain('U'.repeat(101));
    const action = await stack.call(path, {
      headers: headersOf({ token, unit: 'UN-ANDINA', action: 'A'.repeat(101) }),
    });
    expect(action.status).toBe(400);
    expect(await message(action)).not.toContain('A'.repeat(101));
    const userName = await stack.call(path, {
      headers: {
        ...headersOf({ token, unit: 'UN-ANDINA', action: 'SearchAllHumanResourcesRequest' }),
        'X-User-Name': 'u'.repeat(201),
      },
    });
    expect(userName.status).toBe(400);
    const ifMatch = await stack.call('/persistence/human-resources-requests/HRR-00018/responsible', {
      method: 'POST',
      headers: headersOf({
        token,
        unit: 'UN-ANDINA',
        action: 'AssignHumanResourcesRequestResponsible',
        ifMatch: Array.from({ length: 60 }, (_, index) => `"HRR-${'0'.repeat(100)}${index}.1"`).join(', '),
      }),
      body: '{}',
    });
    expect(ifMatch.status).toBe(400);
  });

  test('test mode’s fault injection bounds its X-Action too', async () => {
    const response = await fetch(`${stack.urls.services}/__faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'A'.repeat(101), status: 500 }),
    });
    expect(response.status).toBe(400);
  });
});
