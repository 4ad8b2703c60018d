// The authorization and lifecycle matrix. For every call that reads or changes a request (10,
// 12, 14, 15, 16, 17), every seeded (type, status) of a unit, and accounts with and without each use
// case, the status code the services answer is the one the two tables give: the lifecycle table
// (src/domain/rules/lifecycle.ts, with the discard and process rules built on it) and the authorization
// table (the use case of each call and type: permissions.ts, read-use-cases.ts). Then fast-check sends
// random values for the server-owned fields and unknown fields: the answer always carries the server's
// values, or is a 400. The figures go to docs/reliability.md.
import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { allUseCases, discardUseCaseFor, permissionExplanations } from '@src/domain/permissions';
import { requestCreator } from '@src/domain/rules/approval';
import { discardRefusal } from '@src/domain/rules/discard';
import { lifecycleRefusal } from '@src/domain/rules/lifecycle';
import {
  isResponsible,
  processUseCase,
  requirementBlock,
  taskBlock,
} from '@src/domain/rules/request-process';
import { dataReadUseCaseFor } from '@stack/services/read-use-cases';
import fc from 'fast-check';
import { describe, expect, test, vi } from 'vitest';
import { entityTagOf, headersOf, validCertification } from './support/calls-table';
import { matrixFigures } from './support/matrix-figures';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 600_000, hookTimeout: 90_000 });

const stack = sharedTestStack();
const unit = 'UN-ANDINA';
type Json = Record<string, unknown>;

interface Row {
  id: string;
  status: string;
  document: Json;
}

/** One seeded request of the unit per (type, status), as stored. */
async function seededCases(): Promise<Row[]> {
  const result = await stack.db.query<{ id: string; status: string; document: Json }>(
    `SELECT DISTINCT ON (request_type, request_status) human_resource_request_id AS id,
       request_status AS status, document
     FROM human_resource_requests WHERE business_unit_code = $1
     ORDER BY request_type, request_status, human_resource_request_number`,
    [unit],
  );
  return result.rows;
}

/** Puts a request back as it was (after a call that changed it). */
async function restore(row: Row) {
  await stack.db.query(
    'UPDATE human_resource_requests SET request_status = $2, document = $3 WHERE human_resource_request_id = $1',
    [row.id, row.status, JSON.stringify(row.document)],
  );
}

async function grantedTo(account: string): Promise<string[]> {
  const result = await stack.db.query<{ use_cases: string[] }>(
    `SELECT m.use_cases FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     WHERE s.account_id = $1 AND m.business_unit_code = $2`,
    [account, unit],
  );
  return result.rows[0]?.use_cases ?? [];
}

async function setUseCases(account: string, useCases: readonly string[]) {
  await stack.db.query(
    `UPDATE staff_business_units SET use_cases = $3::jsonb
     WHERE business_unit_code = $2 AND staff_id = (SELECT staff_id FROM staff WHERE account_id = $1)`,
    [account, unit, JSON.stringify(useCases)],
  );
}

const forbiddenRefusals: string[] = [
  permissionExplanations.executeTask,
  permissionExplanations.notResponsible,
];
const processStatus = (refusal: string) =>
  refusal === '' ? 200 : forbiddenRefusals.includes(refusal) ? 403 : 409;

/** What the two tables say each call answers for this request, caller and use cases. */
const expectations = {
  discard(request: HumanResourceRequest, useCases: readonly string[], now: Date) {
    if (!useCases.includes(discardUseCaseFor(request.humanResourceRequestType))) return 403;
    return discardRefusal(request, now) ? 409 : 200;
  },
  answer(request: HumanResourceRequest, useCases: readonly string[], account: string) {
    if (!useCases.includes('ApproveVacationRequest')) return 403;
    const refusal = lifecycleRefusal(request, 'answer');
    if (refusal) return refusal.status;
    return requestCreator(request) === account ? 403 : 200;
  },
  assign(request: HumanResourceRequest, useCases: readonly string[]) {
    if (!useCases.includes(processUseCase)) return 403;
    return lifecycleRefusal(request, 'assign')?.status ?? 200;
  },
  evaluate(request: HumanResourceRequest, useCases: readonly string[], account: string) {
    if (!useCases.includes(processUseCase)) return 403;
    const refusal = lifecycleRefusal(request, 'evaluate');
    if (refusal) return refusal.status;
    const requirement = request.requirementsOfTheHumanResourcesRequest[0];
    if (!requirement) return 404;
    if (requirement.requirementTag === 'Cumple' && isResponsible(request, account)) return 200;
    return processStatus(requirementBlock(request, requirement, 'met', account));
  },
  runTask(request: HumanResourceRequest, useCases: readonly string[], account: string) {
    if (!useCases.includes(processUseCase)) return 403;
    const refusal = lifecycleRefusal(request, 'runTask');
    if (refusal) return refusal.status;
    const task = request.tasksToManageTheHumanResourcesRequests.find((item) => item.taskStatus !== 'done');
    if (!task) return 404;
    return processStatus(taskBlock(request, task, account, useCases));
  },
} as const;

type Step = keyof typeof expectations;

/** The raw call of each step on the request. */
async function callFor(step: Step, token: string, request: HumanResourceRequest) {
  const id = request.humanResourceRequestId;
  const base = `/persistence/human-resources-requests/${id}`;
  // Each change carries the request's current version, as the app sends the one it showed.
  const ifMatch = await entityTagOf(stack.db, id);
  const post = (path: string, action: string, body: unknown) =>
    stack.call(`${base}${path}`, {
      method: 'POST',
      headers: headersOf({ token, unit, action, ifMatch }),
      body: JSON.stringify(body),
    });
  switch (step) {
    case 'discard':
      return stack.call('/persistence/human-resources-requests', {
        method: 'DELETE',
        headers: headersOf({ token, unit, action: 'RemoveHumanResourcesRequest', ifMatch }),
        body: JSON.stringify({
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: request.humanResourceRequestDescription.slice(0, 200),
              humanResourceRequestId: id,
              humanResourceRequestNumber: request.humanResourceRequestNumber,
              removalJustification: 'Matriz de autorización',
            },
          ],
        }),
      });
    case 'answer':
      return post('/approval', 'SaveVacationRequestApproval', { approval: 'approve', observation: '' });
    case 'assign':
      return post('/responsible', 'AssignHumanResourcesRequestResponsible', {});
    case 'evaluate':
      return post(
        `/requirements/${request.requirementsOfTheHumanResourcesRequest[0]?.requirementId ?? 'NINGUNO'}/evaluation`,
        'EvaluateHumanResourcesRequestRequirement',
        { result: 'met' },
      );
    case 'runTask':
      return post(
        `/tasks/${request.tasksToManageTheHumanResourcesRequests.find((item) => item.taskStatus !== 'done')?.taskManagingId ?? 'NINGUNA'}/execution`,
        'ExecuteHumanResourcesRequestTask',
        {},
      );
  }
}

/** The figures of the run, for docs/reliability.md (./support/matrix-figures.ts). */
const figures = { cases: 0, refusedAsExpected: 0, allowedAsExpected: 0, lost: 0 };
const random = { cases: 0, lost: 0 };

describe('the authorization and lifecycle matrix', () => {
  test('calls 12, 14, 15, 16, 17: every seeded (type, status) × accounts with and without each use case', async () => {
    const rows = await seededCases();
    expect(rows.length).toBeGreaterThanOrEqual(15);
    const betoAll = await grantedTo('beto.unaunidad');
    // beto without each use case the calls ask for, then with ApproveVacationRequest only.
    const variants: { account: string; useCases: readonly string[] }[] = [
      { account: 'ana.admin', useCases: await grantedTo('ana.admin') },
      { account: 'carla.consulta', useCases: await grantedTo('carla.consulta') },
      { account: 'fabio.jefe', useCases: await grantedTo('fabio.jefe') },
      ...[
        'AddEmployeeLink',
        'DiscardVacationInProcess',
        'DiscardCertificateRequest',
        'DiscardsRequestForLinkage',
      ].map((missing) => ({
        account: 'beto.unaunidad',
        useCases: allUseCases.filter((useCase) => useCase !== missing),
      })),
      { account: 'beto.unaunidad', useCases: ['ApproveVacationRequest'] },
    ];
    const now = new Date();
    const mismatches: string[] = [];
    for (const variant of variants) {
      if (variant.account === 'beto.unaunidad') await setUseCases('beto.unaunidad', variant.useCases);
      const token = await stack.tokenFor(variant.account);
      for (const row of rows) {
        const request = parseHumanResourceRequest(row.document);
        for (const step of Object.keys(expectations) as Step[]) {
          const expected =
            step === 'discard'
              ? expectations.discard(request, variant.useCases, now)
              : expectations[step](request, variant.useCases, variant.account);
          const response = await callFor(step, token, request);
          const got = response.status;
          await response.body?.cancel();
          figures.cases += 1;
          if (got !== expected) {
            figures.lost += 1;
            mismatches.push(
              `${variant.account} [${variant.useCases.length}] ${step} ${request.humanResourceRequestType}/${request.humanResourceRequestStatus}: ${got}, expected ${expected}`,
            );
          } else if (expected >= 400) figures.refusedAsExpected += 1;
          else figures.allowedAsExpected += 1;
          if (got < 300) await restore(row);
        }
      }
    }
    await setUseCases('beto.unaunidad', betoAll);
    expect(mismatches).toEqual([]);
  });

  test('call 10: a request’s data only with its type’s read use case', async () => {
    const employees = await stack.db.query<{ employee_id: string }>(
      `SELECT DISTINCT employee_id FROM human_resource_requests WHERE business_unit_code = $1 LIMIT 20`,
      [unit],
    );
    const mismatches: string[] = [];
    for (const account of ['ana.admin', 'carla.consulta', 'fabio.jefe']) {
      const useCases = await grantedTo(account);
      const token = await stack.tokenFor(account);
      for (const { employee_id: employeeId } of employees.rows) {
        const response = await stack.call(
          `/employee-portal-query/human-resources-requests?employeeId=${employeeId}`,
          { headers: headersOf({ token, unit, action: 'SearchAllHumanResourcesRequest' }) },
        );
        if (response.status === 204) continue;
        for (const listed of (await response.json()) as Json[]) {
          figures.cases += 1;
          const readable = useCases.includes(dataReadUseCaseFor(String(listed.humanResourceRequestType)));
          const empty = JSON.stringify(listed.humanResourceRequestData) === '{}';
          const text = JSON.stringify(listed);
          if ((!readable && !empty) || text.includes('contentBase64')) {
            figures.lost += 1;
            mismatches.push(
              `${account} reads ${listed.humanResourceRequestType} ${listed.humanResourceRequestId}`,
            );
          } else if (!readable) figures.refusedAsExpected += 1;
          else figures.allowedAsExpected += 1;
        }
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('server-owned fields and unknown fields (fast-check)', () => {
  const text = fc.string({ maxLength: 30 });
  const unknownKey = fc
    .string({ minLength: 1, maxLength: 12 })
    .filter((key) => !(key in validCertification) && key !== '__proto__');

  test('call 11: requester, date, status and person in charge are the server’s, whatever is sent; unknown fields 400', async () => {
    const token = await stack.tokenFor('ana.admin');
    const staff = await stack.db.query<{ staff_id: string }>(
      "SELECT staff_id FROM staff WHERE account_id = 'ana.admin'",
    );
    const staffId = staff.rows[0]?.staff_id;
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            requesterCode: text,
            requesterName: text,
            humanResourceRequestDate: text,
            userCodeInCharge: text,
            userNameInCharge: text,
            humanResourceRequestStatus: fc.constantFrom(
              'supervisor_approval',
              'closed',
              'onboarding_in_progress',
            ),
          },
          { requiredKeys: [] },
        ),
        fc.option(fc.tuple(unknownKey, text), { nil: undefined }),
        async (owned, unknown) => {
          const body: Json = { ...validCertification, ...owned };
          if (unknown) body[unknown[0]] = unknown[1];
          const before = Date.now();
          const response = await stack.call('/persistence/human-resources-requests', {
            method: 'POST',
            headers: headersOf({ token, unit, action: 'SaveHumanResourcesRequest' }),
            body: JSON.stringify(body),
          });
          random.cases += 1;
          random.lost += 1;
          if (response.status === 400) {
            random.lost -= 1;
            return;
          }
          expect(unknown, 'an unknown field was accepted').toBeUndefined();
          expect(response.status).toBe(201);
          const saved = (await response.json()) as Json;
          expect(saved).toMatchObject({
            requesterCode: staffId,
            requesterName: 'Ana Sofía Gutiérrez',
            humanResourceRequestStatus: 'supervisor_approval',
            userCodeInCharge: '',
            userNameInCharge: '',
          });
          const date = Date.parse(String(saved.humanResourceRequestDate));
          expect(date).toBeGreaterThanOrEqual(before - 1000);
          expect(date).toBeLessThanOrEqual(Date.now() + 1000);
          random.lost -= 1;
        },
      ),
      { numRuns: 40 },
    );
  });

  test('calls 14, 15 and 17: any unknown field is 400 and changes nothing', async () => {
    const fabio = await stack.tokenFor('fabio.jefe');
    const ana = await stack.tokenFor('ana.admin');
    const onboarding = (await seededCases()).find((row) => row.status === 'onboarding_in_progress');
    const onboardingId = onboarding?.id ?? '';
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('answer', 'assign', 'runTask'),
        fc
          .string({ minLength: 1, maxLength: 12 })
          .filter((key) => key !== 'approval' && key !== 'observation'),
        fc.jsonValue(),
        async (step, key, value) => {
          const [token, path, action, body] =
            step === 'answer'
              ? [
                  fabio,
                  'HRR-150001/approval',
                  'SaveVacationRequestApproval',
                  { approval: 'approve', [key]: value },
                ]
              : step === 'assign'
                ? [
                    ana,
                    `${onboardingId}/responsible`,
                    'AssignHumanResourcesRequestResponsible',
                    { [key]: value },
                  ]
                : [
                    ana,
                    `${onboardingId}/tasks/${onboardingId}-TASK-4/execution`,
                    'ExecuteHumanResourcesRequestTask',
                    { [key]: value },
                  ];
          const response = await stack.call(`/persistence/human-resources-requests/${path}`, {
            method: 'POST',
            headers: headersOf({ token, unit, action }),
            body: JSON.stringify(body),
          });
          random.cases += 1;
          expect(response.status, `${step} with ${key}`).toBe(400);
        },
      ),
      { numRuns: 60 },
    );
    const unchanged = await stack.db.query<{ request_status: string }>(
      `SELECT request_status FROM human_resource_requests WHERE human_resource_request_id = 'HRR-150001'`,
    );
    expect(unchanged.rows[0]?.request_status).toBe('supervisor_approval');
  });

  test('the figures are docs/reliability.md’s', () => {
    console.info(`[matrix] ${JSON.stringify({ ...figures, random })}`);
    const { randomCases, ...expected } = matrixFigures;
    expect(figures).toEqual(expected);
    expect(random).toEqual({ cases: randomCases, lost: 0 });
  });
});
