// Bad input: a NUL character in an id, a query text or a body is refused with 400 before any
// query runs, and nothing is logged with the parameters.
import { afterEach, describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a NUL character', () => {
  test('in a query text, a path id or a body: 400, and the services log nothing', async () => {
    const logged = vi.spyOn(console, 'error');
    const token = await stack.tokenFor('ana.admin');
    const get = (path: string, action: string) =>
      stack.call(path, { headers: headersOf({ token, unit: 'UN-ANDINA', action }) });
    const answers = [
      await get(
        '/employee-portal-query/human-resources-requests?employeeId=100001%00x',
        'SearchAllHumanResourcesRequest',
      ),
      await get(
        '/employee-portal-query/human-resources-requests?humanResourceRequestNumber=%00',
        'SearchAllHumanResourcesRequest',
      ),
      await get('/employee-query/employees/1000%0001', 'SearchByIdEmployee'),
      await get(
        '/staff-query/staff-portals-by-business-manager?publicCode=ERM%00',
        'SearchAllStaffPortalsByBusinessManager',
      ),
      await stack.call('/persistence/human-resources-requests', {
        method: 'DELETE',
        headers: headersOf({ token, unit: 'UN-ANDINA', action: 'RemoveHumanResourcesRequest' }),
        body: JSON.stringify({
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: 'x',
              humanResourceRequestId: 'HRR-\u0000',
              humanResourceRequestNumber: '1',
              removalJustification: 'Prueba',
            },
          ],
        }),
      }),
      await stack.call('/persistence/human-resources-requests/HRR-150001/approval', {
        method: 'POST',
        headers: headersOf({
          token: await stack.tokenFor('fabio.jefe'),
          unit: 'UN-ANDINA',
          action: 'SaveVacationRequestApproval',
        }),
        body: JSON.stringify({ approval: 'reject', observation: 'no\u0000' }),
      }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(logged).not.toHaveBeenCalled();
  });
});
