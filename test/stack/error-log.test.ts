// What the reference services log (docs/deployment.md, "Operating it"): one line per unexpected error (a
// 500), with the method, the route as it is declared, the error's name and its code. Never the address
// as called: its path carries a person's account (call 6) or an employee's id, and its query a national
// ID number (call 4); nor the error itself, which for a database error carries the query's parameters.
import { afterEach, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let stack: TestStack | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await stack?.dispose();
  stack = undefined;
});

test('an unexpected error logs the declared route, the error name and code, and nothing of the person', async () => {
  stack = await startTestStack('dev');
  const token = await stack.tokenFor('ana.admin');
  // A database that lost a table: call 6 fails inside its query.
  await stack.db.exec('ALTER TABLE business_units RENAME TO business_units_gone');
  const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const response = await stack.call(
    '/staff-query/business-units-portal-staff/ana.admin%40erm-demo.e/ERM-DEMO',
    {
      headers: headersOf({ token, action: 'SearchBusinessUnitsForAnOfficer' }),
    },
  );
  expect(response.status).toBe(500);
  const lines = logged.mock.calls.map((args) => args.join(' '));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(
    /^\[services\] GET \/staff-query\/business-units-portal-staff\/:userAccount\/:portalCode \w+ 42P01$/,
  );
  expect(lines[0]).not.toMatch(/ana|erm-demo|ERM-DEMO/);
});
