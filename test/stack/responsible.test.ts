// Call 15 (ours): 'Asignarme a mí como responsable.' makes the caller the person in charge of a request,
// persisted (call 10 shows it afterwards) with a traceability entry; it needs AddEmployeeLink in the
// unit, and a finished request cannot change hands. Made through the app's own API (src/api).
import { apiRejection as rejection } from '@test/support/api-rejection';
import { describe, expect, test, vi } from 'vitest';
import { seen } from './support/calls-table';
import { sharedTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

const stack = sharedTestStack();

const onboardingOf = async (api: Awaited<ReturnType<TestStack['apiFor']>>, employeeId: string) => {
  const requests = await api.getRequests({ employeeId, requestType: 'Onboarding' });
  const found = requests[0];
  if (!found) throw new Error(`no onboarding request for ${employeeId}`);
  return found;
};

describe('call 15: assigning the responsible person', () => {
  test('makes the caller the person in charge, kept for the next read, with a traceability entry', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const before = await onboardingOf(api, '100004');
    expect(before.userCodeInCharge).toBe('');
    const updated = await api.assignResponsible(seen(before));
    expect(updated.userCodeInCharge).toBe('ana.admin');
    expect(updated.userNameInCharge).not.toBe('');
    const after = await onboardingOf(api, '100004');
    expect(after).toMatchObject({
      userCodeInCharge: 'ana.admin',
      userNameInCharge: updated.userNameInCharge,
    });
    const trace = after.humanResourceRequestTraceabilities.at(-1);
    expect(trace).toMatchObject({
      actionExecuted: 'Asignación de responsable',
      userWhoExecutedAction: 'ana.admin',
    });
    // Again: nothing changes, no second entry.
    await api.assignResponsible(seen(updated));
    const again = await onboardingOf(api, '100004');
    expect(again.humanResourceRequestTraceabilities).toHaveLength(
      after.humanResourceRequestTraceabilities.length,
    );
  });

  test('needs AddEmployeeLink (carla.consulta is read-only)', async () => {
    const ana = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const request = await onboardingOf(ana, '100001');
    const carla = await stack.apiFor('carla.consulta', 'UN-ANDINA');
    const error = await rejection(carla.assignResponsible(seen(request)));
    expect(error.status).toBe(403);
  });

  test('answers 404 for an unknown request, 400 for a request that is not an onboarding', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    expect((await rejection(api.assignResponsible({ requestId: 'HRR-NOPE', version: 1 }))).status).toBe(404);
    const all = await api.getRequests({ employeeId: '100001' });
    const closed = all.find(
      (request) =>
        request.humanResourceRequestStatus === 'closed' && request.userCodeInCharge !== 'ana.admin',
    );
    if (!closed) throw new Error('the seed has no closed request of 100001 in somebody else’s charge');
    expect((await rejection(api.assignResponsible(seen(closed)))).status).toBe(400);
  });
});
