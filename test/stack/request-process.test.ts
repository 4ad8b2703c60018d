// Calls 16 and 17 (ours, docs/decisions/0014): the request process page's requirement evaluations
// (Cumple / No Cumple) and task executions, persisted (call 10 shows them afterwards) with traceability
// entries; AddEmployeeLink and the person in charge are needed, and the rules of
// src/domain/rules/request-process.ts are the services' too. Made through the app's own API (src/api).

import { readFile } from 'node:fs/promises';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { onboardingRequirements, onboardingTasks } from '@stack/services/onboarding-process';
import { apiRejection as rejection } from '@test/support/api-rejection';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { headersOf, seen } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

type Api = Awaited<ReturnType<TestStack['apiFor']>>;

const onboardingOf = async (api: Api, employeeId: string) => {
  const found = (await api.getRequests({ employeeId, requestType: 'Onboarding' }))[0];
  if (!found) throw new Error(`no onboarding request for ${employeeId}`);
  return found;
};

const requirement = (request: Awaited<ReturnType<typeof onboardingOf>>, name: string) => {
  const found = request.requirementsOfTheHumanResourcesRequest.find(
    (entry) => entry.requirementName === name,
  );
  if (!found) throw new Error(`no requirement ${name}`);
  return found;
};

const task = (request: Awaited<ReturnType<typeof onboardingOf>>, code: string) => {
  const found = request.tasksToManageTheHumanResourcesRequests.find((entry) => entry.taskCode === code);
  if (!found) throw new Error(`no task ${code}`);
  return found;
};

describe('the seed: requirement tables of the onboarding requests', () => {
  test('José’s 100018 has every requirement Cumple (tasks 1–3 done); Sofía’s human validations are Sin Evaluar', async () => {
    const api = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const jose = await onboardingOf(api, '100001');
    expect(jose.requirementsOfTheHumanResourcesRequest).toHaveLength(7);
    expect(new Set(jose.requirementsOfTheHumanResourcesRequest.map((entry) => entry.requirementTag))).toEqual(
      new Set(['Cumple']),
    );
    const sofia = await onboardingOf(api, '100004');
    expect(
      sofia.requirementsOfTheHumanResourcesRequest.map(
        (entry) => `${entry.taskCode} ${entry.requirementTag}`,
      ),
    ).toEqual([
      'T1 Cumple',
      'T1 Cumple',
      'T2 Cumple',
      'T2 Cumple',
      'T2 Cumple',
      'T3 Sin Evaluar',
      'T3 Sin Evaluar',
    ]);
    expect(requirement(sofia, 'Documento de identidad válido').deletionDisabled).toBe(true);
  });
});

describe('calls 16 and 17 on Sofía’s onboarding request', () => {
  test('need the caller in charge (403), then record, persist and trace evaluations and executions', async () => {
    const ana = await stack.apiFor('ana.admin', 'UN-ANDINA');
    let sofia = await onboardingOf(ana, '100004');
    const fresh = async () => seen(await onboardingOf(ana, '100004'));
    const interview = requirement(sofia, 'Entrevista con el área');
    const references = requirement(sofia, 'Verificación de referencias');
    // Nobody in charge yet.
    const notInCharge = await rejection(
      ana.evaluateRequirement({ ...(await fresh()), requirementId: interview.requirementId, result: 'met' }),
    );
    expect(notInCharge.status).toBe(403);
    expect(
      (await rejection(ana.executeTask({ ...(await fresh()), taskId: task(sofia, 'T4').taskManagingId })))
        .status,
    ).toBe(403);
    await ana.assignResponsible(await fresh());

    // Cumple, kept for the next read, traced; again changes nothing.
    await ana.evaluateRequirement({
      ...(await fresh()),
      requirementId: interview.requirementId,
      result: 'met',
    });
    sofia = await onboardingOf(ana, '100004');
    expect(requirement(sofia, 'Entrevista con el área').requirementTag).toBe('Cumple');
    expect(sofia.humanResourceRequestTraceabilities.at(-1)).toMatchObject({
      actionExecuted: 'Evaluación de requisito',
      userWhoExecutedAction: 'ana.admin',
      description: 'Entrevista con el área: Cumple',
    });
    const traces = sofia.humanResourceRequestTraceabilities.length;
    await ana.evaluateRequirement({
      ...(await fresh()),
      requirementId: interview.requirementId,
      result: 'met',
    });
    expect((await onboardingOf(ana, '100004')).humanResourceRequestTraceabilities).toHaveLength(traces);

    // No Cumple; then approving it is refused (SPEC §5), and task 3 cannot run.
    await ana.evaluateRequirement({
      ...(await fresh()),
      requirementId: references.requirementId,
      result: 'notMet',
    });
    sofia = await onboardingOf(ana, '100004');
    expect(requirement(sofia, 'Verificación de referencias').requirementTag).toBe('No Cumple');
    const approveNotMet = await rejection(
      ana.evaluateRequirement({ ...(await fresh()), requirementId: references.requirementId, result: 'met' }),
    );
    expect(approveNotMet.status).toBe(409);
    const blockedTask = await rejection(
      ana.executeTask({ ...(await fresh()), taskId: task(sofia, 'T3').taskManagingId }),
    );
    expect(blockedTask.status).toBe(409);

    // A wrong No Cumple is taken back while task 3 has not run ('Deshacer', traced), then approved.
    await ana.evaluateRequirement({
      ...(await fresh()),
      requirementId: references.requirementId,
      result: 'notEvaluated',
    });
    sofia = await onboardingOf(ana, '100004');
    expect(requirement(sofia, 'Verificación de referencias').requirementTag).toBe('Sin Evaluar');
    expect(sofia.humanResourceRequestTraceabilities.at(-1)).toMatchObject({
      actionExecuted: 'Evaluación de requisito',
      description: 'Verificación de referencias: Sin Evaluar',
    });
    await ana.evaluateRequirement({
      ...(await fresh()),
      requirementId: references.requirementId,
      result: 'met',
    });
    sofia = await onboardingOf(ana, '100004');
    expect(requirement(sofia, 'Verificación de referencias').requirementTag).toBe('Cumple');
    // Only a No Cumple is taken back (a Cumple is changed with No Cumple).
    const undoMet = await rejection(
      ana.evaluateRequirement({
        ...(await fresh()),
        requirementId: references.requirementId,
        result: 'notEvaluated',
      }),
    );
    expect(undoMet.status).toBe(409);

    // No Cumple is off for a system validation (its deletion is disabled).
    const system = requirement(sofia, 'Documento de identidad válido');
    const notMetOff = await rejection(
      ana.evaluateRequirement({ ...(await fresh()), requirementId: system.requirementId, result: 'notMet' }),
    );
    expect(notMetOff.status).toBe(409);

    // Task 4 waits for task 3 (a task runs after the tasks it follows).
    const early = await rejection(
      ana.executeTask({ ...(await fresh()), taskId: task(sofia, 'T4').taskManagingId }),
    );
    expect(early.status).toBe(409);
  });

  test('on José’s request (tasks 1–3 done) task 4 runs; the done tasks’ requirements are frozen', async () => {
    const ana = await stack.apiFor('ana.admin', 'UN-ANDINA');
    let jose = await onboardingOf(ana, '100001');
    const fresh = async () => seen(await onboardingOf(ana, '100001'));
    await ana.assignResponsible(await fresh());
    const frozen = await rejection(
      ana.evaluateRequirement({
        ...(await fresh()),
        requirementId: requirement(jose, 'Hoja de vida').requirementId,
        result: 'notMet',
      }),
    );
    expect(frozen.status).toBe(409);
    // Once its task has run, a No Cumple is not taken back (an entry stored so, by hand).
    const id = jose.humanResourceRequestId;
    const hojaDeVida = requirement(jose, 'Hoja de vida').requirementId;
    const setTag = (tag: string) =>
      stack.db.query(
        `UPDATE human_resource_requests SET document = jsonb_set(document,
           '{requirementsOfTheHumanResourcesRequest}',
           (SELECT jsonb_agg(CASE WHEN entry->>'requirementId' = $2
              THEN jsonb_set(entry, '{requirementTag}', to_jsonb($3::text)) ELSE entry END)
            FROM jsonb_array_elements(document->'requirementsOfTheHumanResourcesRequest') AS entry))
         WHERE human_resource_request_id = $1`,
        [id, hojaDeVida, tag],
      );
    await setTag('No Cumple');
    for (const result of ['notEvaluated', 'met'] as const) {
      const refused = await rejection(
        ana.evaluateRequirement({ ...(await fresh()), requirementId: hojaDeVida, result }),
      );
      expect(refused.status).toBe(409);
    }
    await setTag('Cumple');
    // Task 4 runs: done after a reload, traced; tasks 6–8 are without privilege.
    await ana.executeTask({ ...(await fresh()), taskId: task(jose, 'T4').taskManagingId });
    jose = await onboardingOf(ana, '100001');
    expect(task(jose, 'T4').taskStatus).toBe('done');
    expect(jose.humanResourceRequestTraceabilities.at(-1)).toMatchObject({
      actionExecuted: 'Ejecución de tarea',
      description: 'Elaborar contrato',
    });
    expect(
      (await rejection(ana.executeTask({ ...(await fresh()), taskId: task(jose, 'T6').taskManagingId })))
        .status,
    ).toBe(403);
  });

  test('answer 403 without AddEmployeeLink, 404 for unknown ids and 400 for a bad result', async () => {
    const ana = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const request = await onboardingOf(ana, '100001');
    const fresh = async () => seen(await onboardingOf(ana, '100001'));
    const carla = await stack.apiFor('carla.consulta', 'UN-ANDINA');
    expect(
      (await rejection(carla.executeTask({ ...(await fresh()), taskId: task(request, 'T4').taskManagingId })))
        .status,
    ).toBe(403);
    expect((await rejection(ana.executeTask({ ...(await fresh()), taskId: 'NOPE' }))).status).toBe(404);
    expect(
      (await rejection(ana.executeTask({ requestId: 'HRR-NOPE', version: 1, taskId: 'NOPE' }))).status,
    ).toBe(404);
    expect(
      (await rejection(ana.evaluateRequirement({ ...(await fresh()), requirementId: 'NOPE', result: 'met' })))
        .status,
    ).toBe(404);
    const bad = await rejection(
      ana.evaluateRequirement({
        ...(await fresh()),
        requirementId: requirement(request, 'Hoja de vida').requirementId,
        result: 'maybe' as 'met',
      }),
    );
    expect(bad.status).toBe(400);
  });
});

describe('call 11: a new onboarding request starts its process', () => {
  test('gets the eight tasks pending and its requirement tables Sin Evaluar', async () => {
    const token = await stack.tokenFor('ana.admin');
    const response = await stack.call('/persistence/human-resources-requests', {
      method: 'POST',
      headers: headersOf({ token, unit: 'UN-ANDINA', action: 'SaveHumanResourcesRequest' }),
      body: JSON.stringify({
        humanResourceRequestType: 'Onboarding',
        humanResourceRequestDescription: 'Vinculación de un nuevo empleado',
        // The person being linked is found by step 1's ID number: the app names no one.
        employeeId: '',
        humanResourceRequestData: {
          personal: {
            names: 'Lucía',
            lastNames: 'Ñáñez Ríos',
            identificationNumber: '1030405060',
            attachedFile: {
              fileName: 'hoja-de-vida.pdf',
              contentType: 'application/pdf',
              contentBase64: Buffer.from('%PDF-1.7\n').toString('base64'),
            },
          },
          position: { startDate: new Date().toISOString() },
        },
      }),
    });
    expect(response.status).toBe(201);
    const created = parseHumanResourceRequest(await response.json());
    expect(
      created.tasksToManageTheHumanResourcesRequests.map((item) => `${item.taskCode} ${item.taskStatus}`),
    ).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8'].map((code) => `${code} pending`));
    expect(
      new Set(created.requirementsOfTheHumanResourcesRequest.map((entry) => entry.requirementTag)),
    ).toEqual(new Set(['Sin Evaluar']));
  });
});

describe('migration 005: a database seeded before the requirement tables', () => {
  test('gives onboarding requests the same tasks and requirements as the seed and call 11', async () => {
    const sql = await readFile(
      new URL('../../stack/migrations/005_request_requirements.sql', import.meta.url),
      'utf8',
    );
    const ana = await stack.apiFor('ana.admin', 'UN-ANDINA');
    const jose = await onboardingOf(ana, '100001');
    const id = jose.humanResourceRequestId;
    // As before: José's request without requirements, a new one without tasks.
    await stack.db.query(
      `UPDATE human_resource_requests SET document = document - 'requirementsOfTheHumanResourcesRequest'
       WHERE human_resource_request_id = $1`,
      [id],
    );
    const bare =
      (
        await stack.db.query<{ human_resource_request_id: string }>(
          `SELECT human_resource_request_id FROM human_resource_requests WHERE request_type = 'Onboarding'
       AND human_resource_request_id <> $1 LIMIT 1`,
          [id],
        )
      ).rows[0]?.human_resource_request_id ?? '';
    await stack.db.query(
      `UPDATE human_resource_requests
       SET document = document - 'requirementsOfTheHumanResourcesRequest' || '{"tasksToManageTheHumanResourcesRequests": []}'::jsonb
       WHERE human_resource_request_id = $1`,
      [bare],
    );
    await stack.db.exec(sql);
    const documentOf = async (requestId: string) =>
      parseHumanResourceRequest(
        (
          await stack.db.query<{ document: unknown }>(
            'SELECT document FROM human_resource_requests WHERE human_resource_request_id = $1',
            [requestId],
          )
        ).rows[0]?.document,
      );
    const migrated = await documentOf(id);
    expect(migrated.requirementsOfTheHumanResourcesRequest).toEqual(
      parseHumanResourceRequest({
        requirementsOfTheHumanResourcesRequest: onboardingRequirements(id, ['T1', 'T2', 'T3']),
      }).requirementsOfTheHumanResourcesRequest,
    );
    const fresh = await documentOf(bare);
    expect(fresh.tasksToManageTheHumanResourcesRequests).toEqual(
      parseHumanResourceRequest({ tasksToManageTheHumanResourcesRequests: onboardingTasks(bare, 0) })
        .tasksToManageTheHumanResourcesRequests,
    );
    expect(fresh.requirementsOfTheHumanResourcesRequest).toEqual(
      parseHumanResourceRequest({ requirementsOfTheHumanResourcesRequest: onboardingRequirements(bare, []) })
        .requirementsOfTheHumanResourcesRequest,
    );
  });
});
