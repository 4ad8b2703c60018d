// The calls of SPEC §7, one handler per X-Action, on the PGlite database.
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { parseEmployee, parseHumanResourceRequest } from '@src/domain/entities';
import { discardUseCaseFor, permissionExplanations, type UseCase } from '@src/domain/permissions';
import { approvalKindOfRequest, isAwaitingApproval, statusAfterAnswer } from '@src/domain/rules/approval';
import { contractActionRefusal, newRequestContractRefusal } from '@src/domain/rules/contracts';
import { discardRefusal } from '@src/domain/rules/discard';
import {
  isResponsible,
  processUseCase,
  requirementBlock,
  tagOf,
  tagOfResult,
  taskBlock,
} from '@src/domain/rules/request-process';
import type { Context } from 'hono';
import type { DemoAccount } from '../accounts';
import { employeeOrder, employeeSummaries } from './employee-order';
import { HttpError, messages } from './http-error';
import { idempotencyKeyOf, requestHash, storeAnswer, storedAnswer } from './idempotency';
import { onboardingRequirements, onboardingTasks } from './onboarding-process';
import {
  contractDetailsUseCase,
  hiddenRequestTypes,
  readUseCaseFor,
  withoutContractDetails,
} from './read-use-cases';
import {
  contractActionOf,
  creationUseCaseOf,
  initialStatusOf,
  maxBodyBytes,
  validateApproval,
  validateEvaluation,
  validateNewRequest,
  validateRemoval,
} from './validation';

type Json = Record<string, unknown>;

export interface Caller {
  accountId: string;
  account: DemoAccount | undefined;
}

export interface CallDeps {
  db: PGlite;
  now: () => Date;
}

export type ServicesEnv = { Variables: { caller: Caller } };
export type ServicesContext = Context<ServicesEnv>;
export type Handler = (c: ServicesContext, deps: CallDeps) => Promise<Response>;

const finishedStatuses = new Set(['closed', 'rejected', 'canceled']);

const noContent = (c: ServicesContext) => c.body(null, 204);

function required(c: ServicesContext, name: string): string {
  const value = c.req.query(name)?.trim();
  if (!value) throw new HttpError(400, messages.missingParameter(name));
  return value;
}

function positiveInt(c: ServicesContext, name: string, fallback: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw new HttpError(400, messages.invalidParameter(name));
  return value;
}

/**
 * The X-Business-unit of the request, checked against the caller's units; returns the unit, the use
 * cases there and the staff member the token's subject is (who asks, for the requests it saves).
 */
async function unitScope(c: ServicesContext, deps: CallDeps) {
  const unit = c.req.header('X-Business-unit')?.trim();
  if (!unit) throw new HttpError(403, messages.missingUnit);
  const result = await deps.db.query<{ use_cases: string[]; staff_id: string; staff_name: string | null }>(
    `SELECT m.use_cases, s.staff_id, s.document->>'staffName' AS staff_name
     FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     WHERE s.account_id = $1 AND m.business_unit_code = $2`,
    [c.get('caller').accountId, unit],
  );
  const row = result.rows[0];
  if (!row) throw new HttpError(403, messages.unitDenied(unit));
  return {
    unit,
    useCases: row.use_cases,
    requester: { code: row.staff_id, name: row.staff_name || c.get('caller').account?.name || row.staff_id },
  };
}

function requireUseCase(useCases: readonly string[], useCase: UseCase) {
  if (!useCases.includes(useCase)) throw new HttpError(403, messages.missingUseCase(useCase));
}

async function employeeRow(db: PGlite, employeeId: string) {
  const result = await db.query<{ business_unit_code: string; document: Json; pending_days: Json[] }>(
    'SELECT business_unit_code, document, pending_days FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  return result.rows[0];
}

/** Call 1: GET /staff-query/staff-portals-by-business-manager?publicCode */
export const searchPortals: Handler = async (c, { db }) => {
  const publicCode = required(c, 'publicCode');
  const result = await db.query<{ document: Json }>('SELECT document FROM portals WHERE public_code = $1', [
    publicCode,
  ]);
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};

/** Call 2: GET /staff-query/business-managers/{id} */
export const searchBusinessManager: Handler = async (c, { db }) => {
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM business_managers WHERE business_manager_id = $1',
    [c.req.param('id') ?? ''],
  );
  const row = result.rows[0];
  return row ? c.json(row.document) : noContent(c);
};

/** Call 3: GET /staff-portals/staff-portals-by-business-manager?staffPortalPublicCode&businessUnit */
export const searchPortalOptions: Handler = async (c, deps) => {
  const portal = required(c, 'staffPortalPublicCode');
  const businessUnit = required(c, 'businessUnit');
  const header = c.req.header('X-Business-unit')?.trim();
  if (header && header !== businessUnit) throw new HttpError(403, messages.otherUnit);
  const result = await deps.db.query<{ document: Json }>(
    `SELECT o.document FROM portal_options o
     JOIN staff_business_units m ON m.business_unit_code = o.business_unit_code
     JOIN staff s ON s.staff_id = m.staff_id AND s.account_id = $3
     WHERE o.staff_portal_public_code = $1 AND o.business_unit_code = $2 ORDER BY o.position`,
    [portal, businessUnit, c.get('caller').accountId],
  );
  if (result.rows.length === 0) {
    const member = await deps.db.query(
      `SELECT 1 FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
       WHERE s.account_id = $1 AND m.business_unit_code = $2`,
      [c.get('caller').accountId, businessUnit],
    );
    if (member.rows.length === 0) throw new HttpError(403, messages.unitDenied(businessUnit));
    return noContent(c);
  }
  return c.json(result.rows.map((row) => row.document));
};

/** Call 4: GET /staff-query/staffs?identificationDocumentNumber */
export const searchStaff: Handler = async (c, { db }) => {
  const documentNumber = required(c, 'identificationDocumentNumber');
  const caller = c.get('caller');
  if (caller.account?.identificationDocumentNumber !== documentNumber) {
    throw new HttpError(403, messages.notOwnDocument);
  }
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM staff WHERE identification_document_number = $1',
    [documentNumber],
  );
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};

/** Call 5: GET /staff/staffs?businessManagerCode&businessUnitCode (X-User-Name) */
export const searchUseCases: Handler = async (c, { db }) => {
  const managerCode = required(c, 'businessManagerCode');
  const unitCode = required(c, 'businessUnitCode');
  const header = c.req.header('X-Business-unit')?.trim();
  if (header && header !== unitCode) throw new HttpError(403, messages.otherUnit);
  const result = await db.query<{ use_cases: string[] }>(
    `SELECT m.use_cases FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     WHERE s.account_id = $1 AND s.business_manager_code = $2 AND m.business_unit_code = $3`,
    [c.get('caller').accountId, managerCode, unitCode],
  );
  const row = result.rows[0];
  return row?.use_cases.length ? c.json({ listOfUseCases: row.use_cases }) : noContent(c);
};

/** Call 6: GET /staff-query/business-units-portal-staff/{first 20 chars of user account}/{portalCode} */
export const searchBusinessUnits: Handler = async (c, { db }) => {
  const caller = c.get('caller');
  const userAccount = c.req.param('userAccount') ?? '';
  const portalCode = c.req.param('portalCode') ?? '';
  if (!caller.account || caller.account.userAccount.slice(0, 20) !== userAccount) {
    throw new HttpError(403, messages.notOwnAccount);
  }
  const result = await db.query<{ document: Json }>(
    `SELECT u.document FROM business_units u
     JOIN staff_business_units m ON m.business_unit_code = u.business_unit_code
     JOIN staff s ON s.staff_id = m.staff_id
     JOIN portals p ON p.business_manager_id = u.business_manager_id
     WHERE s.account_id = $1
       AND (p.public_code = $2 OR p.document->>'portalCode' = $2 OR p.document->>'staffPortalId' = $2)
     ORDER BY u.position`,
    [caller.accountId, portalCode],
  );
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};

/** Call 7: GET /employee-query/employees?page&per_page&sort=FirstName:asc&contract_status */
export const searchEmployees: Handler = async (c, deps) => {
  const { unit } = await unitScope(c, deps);
  const page = positiveInt(c, 'page', 1, 100_000);
  const perPage = positiveInt(c, 'per_page', 500, 500);
  const sort = c.req.query('sort') ?? 'FirstName:asc';
  if (!/^FirstName:(asc|desc)$/i.test(sort)) throw new HttpError(400, messages.invalidParameter('sort'));
  const status = c.req.query('contract_status')?.trim();
  const ascending = await employeeOrder(deps.db, unit, status || null);
  const sorted = sort.toLowerCase().endsWith('desc') ? [...ascending].reverse() : ascending;
  const slice = await employeeSummaries(deps.db, sorted.slice((page - 1) * perPage, page * perPage));
  c.header('X-Total-Count', String(sorted.length));
  return slice.length ? c.json(slice) : noContent(c);
};

/**
 * The employee of the id as seen from the unit: an employee of another unit is undefined, exactly like
 * a missing one, so no answer tells another unit's ids apart from ids that do not exist.
 */
async function employeeInUnit(db: PGlite, employeeId: string, unit: string) {
  const row = await employeeRow(db, employeeId);
  return row && row.business_unit_code === unit ? row : undefined;
}

async function scopedEmployee(c: ServicesContext, deps: CallDeps, employeeId: string) {
  const { unit, useCases } = await unitScope(c, deps);
  const row = await employeeInUnit(deps.db, employeeId, unit);
  return { row, unit, useCases };
}

/**
 * Call 8: GET /employee-query/employees/{id} with X-Action SearchByIdEmployee. Without
 * CheckContractDetails the contracts come without their details (the header and the wizards need the
 * employee and its contracts' summary, so the employee is not refused).
 */
export const searchEmployee: Handler = async (c, deps) => {
  const { row, useCases } = await scopedEmployee(c, deps, c.req.param('id') ?? '');
  if (!row) return noContent(c);
  return c.json(
    useCases.includes(contractDetailsUseCase) ? row.document : withoutContractDetails(row.document),
  );
};

/** Call 9: GET /employee-query/employees/{id} with X-Action SearchDaysPendingPerContractByEmployee */
export const searchPendingDays: Handler = async (c, deps) => {
  const { row } = await scopedEmployee(c, deps, c.req.param('id') ?? '');
  return row?.pending_days.length ? c.json(row.pending_days) : noContent(c);
};

/** Call 10: GET /employee-portal-query/human-resources-requests?page&perPage&employeeId&sort&humanResourceRequestType */
export const searchRequests: Handler = async (c, deps) => {
  const { unit, useCases } = await unitScope(c, deps);
  const page = positiveInt(c, 'page', 1, 100_000);
  const perPage = positiveInt(c, 'perPage', 500, 500);
  const sort = c.req.query('sort') ?? 'desc.humanResourceRequestDate';
  if (!/^(asc|desc)\.humanResourceRequestDate$/i.test(sort)) {
    throw new HttpError(400, messages.invalidParameter('sort'));
  }
  const type = c.req.query('humanResourceRequestType')?.trim();
  // Asking for a type the use cases do not let the caller read is refused; a list of every type
  // leaves those types out.
  const needed = type ? readUseCaseFor(type) : undefined;
  if (needed) requireUseCase(useCases, needed);
  const employeeId = c.req.query('employeeId')?.trim();
  if (employeeId && !(await employeeInUnit(deps.db, employeeId, unit))) return noContent(c);
  // Ours: one request by its number (the vacation-approval screen's `code`), within the caller's unit.
  const number = c.req.query('humanResourceRequestNumber')?.trim();
  const order = sort.toLowerCase().startsWith('asc') ? 'ASC' : 'DESC';
  const result = await deps.db.query<{ document: Json }>(
    `SELECT document FROM human_resource_requests
     WHERE business_unit_code = $1 AND ($2::text IS NULL OR employee_id = $2)
       AND ($3::text IS NULL OR lower(request_type) = lower($3))
       AND NOT (lower(request_type) = ANY ($6::text[]))
       AND ($7::text IS NULL OR human_resource_request_number = $7)
     ORDER BY request_date ${order}, human_resource_request_number ${order}
     LIMIT $4 OFFSET $5`,
    [
      unit,
      employeeId || null,
      type || null,
      perPage,
      (page - 1) * perPage,
      hiddenRequestTypes(useCases),
      number || null,
    ],
  );
  return result.rows.length
    ? c.json(result.rows.map((row) => withoutCurriculumContent(row.document)))
    : noContent(c);
};

/**
 * A request as lists show it: an onboarding request's CV keeps its name and type but not its bytes
 * (up to 3.5 MB of base64 each), which stay in the stored document (docs/decisions/0013).
 */
export function withoutCurriculumContent(document: Json): Json {
  const data = document.humanResourceRequestData as Json | undefined;
  const personal = data?.personal as Json | undefined;
  const file = personal?.attachedFile as Json | undefined;
  if (!file || typeof file.contentBase64 !== 'string') return document;
  const { contentBase64, ...rest } = file;
  return {
    ...document,
    humanResourceRequestData: {
      ...data,
      personal: {
        ...personal,
        attachedFile: { ...rest, sizeBytes: Buffer.from(contentBase64, 'base64').length },
      },
    },
  };
}

/** The body as JSON and its size in bytes; 413 past the route's body limit, 400 when not JSON. */
async function readJson(c: ServicesContext): Promise<{ body: unknown; bytes: number }> {
  let raw: string;
  try {
    raw = await c.req.text();
  } catch (error) {
    // hono/body-limit errors the stream of a body without Content-Length once it passes the limit.
    if (error instanceof Error && error.name === 'BodyLimitError') throw bodyTooLarge();
    throw new HttpError(400, messages.invalidJson);
  }
  try {
    return { body: JSON.parse(raw) as unknown, bytes: Buffer.byteLength(raw) };
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
}

/** The 413 answer for a body over its limit. */
export const bodyTooLarge = (limit = maxBodyBytes) => new HttpError(413, messages.bodyTooLarge(limit));

/** Request types made against one of the employee's contracts: only a valid contract may be named. */
const contractBoundTypes = new Set(['VacationsEnjoyed', 'PaidVacations', 'Certification']);

/** The contractId a request body names ('' when none). */
function contractIdOf(data: unknown): string {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return typeof record.contractId === 'string' ? record.contractId : '';
}

/** Call 11: POST /persistence/human-resources-requests (honours Idempotency-Key, see idempotency.ts) */
export const saveRequest: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  const key = idempotencyKeyOf(c.req.header('Idempotency-Key'));
  const now = deps.now();
  const { body, bytes } = await readJson(c);
  // Only an onboarding request (it carries the CV) may pass the 64 KiB of every other body.
  const isOnboarding =
    typeof body === 'object' && body !== null && 'humanResourceRequestType' in body
      ? body.humanResourceRequestType === 'Onboarding'
      : false;
  if (!isOnboarding && bytes > maxBodyBytes) throw bodyTooLarge();
  const binding = key ? { accountId: caller.accountId, key, unit, hash: requestHash(body), now } : undefined;
  if (binding) {
    const previous = await storedAnswer(deps.db, binding);
    if (previous) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(previous.body, previous.status as 201);
    }
  }
  const request = validateNewRequest(body, now);
  const useCase = creationUseCaseOf(request);
  if (!useCase) throw new HttpError(400, messages.unknownRequestType);
  requireUseCase(useCases, useCase);
  const employee = await employeeInUnit(deps.db, request.employeeId, unit);
  if (!employee) throw new HttpError(400, messages.unknownEmployee(request.employeeId));
  const contractAction = contractActionOf(request);
  if (contractBoundTypes.has(request.humanResourceRequestType)) {
    const contracts = parseEmployee(employee.document).employmentContracts;
    const named = contractIdOf(request.humanResourceRequestData);
    const optional = request.humanResourceRequestType === 'Certification' && named === '';
    const refusal = newRequestContractRefusal(contracts, optional ? undefined : named, now);
    if (refusal) throw new HttpError(422, refusal);
  } else if (contractAction) {
    // A contract action names a contract it applies to (SPEC §4), as the contracts page offers it.
    const contracts = parseEmployee(employee.document).employmentContracts;
    const refusal = contractActionRefusal(
      contracts,
      contractAction,
      contractIdOf(request.humanResourceRequestData),
      now,
    );
    if (refusal) throw new HttpError(422, refusal);
  }

  const created = await deps.db.transaction(async (tx) => {
    if (binding) {
      const raced = await storedAnswer(tx, binding);
      if (raced) return raced.body;
    }
    const sequence = await tx.query<{ number: string }>(
      "SELECT nextval('human_resource_request_number')::text AS number",
    );
    const number = sequence.rows[0]?.number ?? '';
    const id = randomUUID();
    const date = now.toISOString();
    const document: Json = {
      humanResourceRequestId: id,
      humanResourceRequestNumber: number,
      humanResourceRequestDescription: request.humanResourceRequestDescription,
      // Who asked and when are the token's subject and the server's clock, never the body's.
      humanResourceRequestDate: date,
      humanResourceRequestStatus: initialStatusOf(request.humanResourceRequestType),
      humanResourceRequestData: request.humanResourceRequestData,
      humanResourceRequestType: request.humanResourceRequestType,
      employeeId: request.employeeId,
      userCodeInCharge: request.userCodeInCharge ?? '',
      userNameInCharge: request.userNameInCharge ?? '',
      requesterCode: requester.code,
      requesterName: requester.name,
      humanResourceRequestTraceabilities: [
        {
          traceabilityId: `${id}-T1`,
          humanResourceRequestId: id,
          actionExecuted: 'Creación',
          userWhoExecutedAction: caller.accountId,
          executionDate: date,
          description: 'Solicitud registrada en Portal-ERM.',
        },
      ],
      // An onboarding request starts its process: eight pending tasks, requirements Sin Evaluar (0014).
      tasksToManageTheHumanResourcesRequests:
        request.humanResourceRequestType === 'Onboarding' ? onboardingTasks(id, 0) : [],
      ...(request.humanResourceRequestType === 'Onboarding'
        ? { requirementsOfTheHumanResourcesRequest: onboardingRequirements(id, []) }
        : {}),
    };
    await tx.query(
      `INSERT INTO human_resource_requests (human_resource_request_id, human_resource_request_number, employee_id,
         business_unit_code, request_type, request_status, request_date, document, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        number,
        request.employeeId,
        unit,
        request.humanResourceRequestType,
        initialStatusOf(request.humanResourceRequestType),
        date,
        JSON.stringify(document),
        caller.accountId,
      ],
    );
    // The answer names the CV but does not echo its bytes back.
    const answer = withoutCurriculumContent(document);
    if (binding) await storeAnswer(tx, binding, 201, answer);
    return answer;
  });
  return c.json(created, 201);
};

/** Call 12: DELETE /persistence/human-resources-requests (body removeHumanResourcesRequest) */
export const removeRequests: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases } = await unitScope(c, deps);
  const body = validateRemoval((await readJson(c)).body);
  const now = deps.now();
  const removed = await deps.db.transaction(async (tx) => {
    const done: Json[] = [];
    for (const item of body.removeHumanResourcesRequest) {
      const result = await tx.query<{ business_unit_code: string; request_status: string; document: Json }>(
        `SELECT business_unit_code, request_status, document FROM human_resource_requests
         WHERE human_resource_request_id = $1 FOR UPDATE`,
        [item.humanResourceRequestId],
      );
      const row = result.rows[0];
      // Another unit's request answers exactly like a missing one.
      if (!row || row.business_unit_code !== unit) {
        throw new HttpError(404, messages.unknownRequest(item.humanResourceRequestId));
      }
      const request = parseHumanResourceRequest(row.document);
      requireUseCase(useCases, discardUseCaseFor(request.humanResourceRequestType));
      if (row.request_status === 'canceled') {
        // Already discarded (a retried DELETE): answer as the first time did.
        done.push({
          humanResourceRequestId: item.humanResourceRequestId,
          humanResourceRequestStatus: 'canceled',
        });
        continue;
      }
      if (finishedStatuses.has(row.request_status)) {
        throw new HttpError(409, messages.finishedRequest(request.humanResourceRequestNumber));
      }
      const refusal = discardRefusal(request, now);
      if (refusal) throw new HttpError(409, refusal);
      const document = traced(
        {
          ...row.document,
          humanResourceRequestStatus: 'canceled',
          removalJustification: item.removalJustification,
        },
        item.humanResourceRequestId,
        'Descarte',
        caller.accountId,
        now,
        item.removalJustification,
      );
      await tx.query(
        `UPDATE human_resource_requests SET request_status = 'canceled', document = $2
         WHERE human_resource_request_id = $1`,
        [item.humanResourceRequestId, JSON.stringify(document)],
      );
      done.push({
        humanResourceRequestId: item.humanResourceRequestId,
        humanResourceRequestStatus: 'canceled',
      });
    }
    return done;
  });
  return c.json({ removeHumanResourcesRequest: removed });
};

/** What the traceability entry of each answer says (ours). */
export const answerTraces = {
  approve: { action: 'Aprobación del jefe inmediato', noObservation: 'Aprobada sin observaciones.' },
  reject: { action: 'Rechazo del jefe inmediato', noObservation: '' },
} as const;

/**
 * Call 14 (ours): POST /persistence/human-resources-requests/{humanResourceRequestId}/approval with
 * X-Action SaveVacationRequestApproval and body { approval: 'approve' | 'reject', observation }. Needs
 * ApproveVacationRequest in the unit; only a vacation request in supervisor_approval may be answered.
 * Approving moves it to HR_compliance_verification, rejecting to rejected, with a traceability entry
 * (who, when, the observation). Answers 200 with the updated request; honours Idempotency-Key.
 */
export const answerVacationRequest: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases } = await unitScope(c, deps);
  requireUseCase(useCases, 'ApproveVacationRequest');
  const key = idempotencyKeyOf(c.req.header('Idempotency-Key'));
  const now = deps.now();
  const { body, bytes } = await readJson(c);
  if (bytes > maxBodyBytes) throw bodyTooLarge();
  const requestIdParam = c.req.param('id') ?? '';
  // The key is bound to the request answered and the answer (and the unit, as for call 11).
  const binding = key
    ? { accountId: caller.accountId, key, unit, hash: requestHash({ requestIdParam, body }), now }
    : undefined;
  if (binding) {
    const previous = await storedAnswer(deps.db, binding);
    if (previous) {
      c.header('Idempotent-Replayed', 'true');
      return c.json(previous.body, previous.status as 200);
    }
  }
  const answer = validateApproval(body);
  const requestId = requestIdParam;
  const updated = await deps.db.transaction(async (tx) => {
    const result = await tx.query<{ business_unit_code: string; document: Json }>(
      `SELECT business_unit_code, document FROM human_resource_requests
       WHERE human_resource_request_id = $1 FOR UPDATE`,
      [requestId],
    );
    const row = result.rows[0];
    // Another unit's request answers exactly like a missing one.
    if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
    const request = parseHumanResourceRequest(row.document);
    if (approvalKindOfRequest(request) === undefined) {
      throw new HttpError(400, messages.notVacationRequest(request.humanResourceRequestNumber));
    }
    if (!isAwaitingApproval(request)) {
      throw new HttpError(
        409,
        messages.alreadyAnswered(request.humanResourceRequestNumber, request.humanResourceRequestStatus),
      );
    }
    const status = statusAfterAnswer[answer.approval];
    const observation = answer.observation.trim();
    const document: Json = traced(
      { ...row.document, humanResourceRequestStatus: status },
      requestId,
      answerTraces[answer.approval].action,
      caller.accountId,
      now,
      observation || answerTraces[answer.approval].noObservation,
    );
    await tx.query(
      `UPDATE human_resource_requests SET request_status = $2, document = $3
       WHERE human_resource_request_id = $1`,
      [requestId, status, JSON.stringify(document)],
    );
    if (binding) await storeAnswer(tx, binding, 200, document);
    return document;
  });
  return c.json(updated, 200);
};

/** What the traceability entry of a responsible change says (ours). */
export const responsibleTrace = 'Asignación de responsable';

/**
 * Call 15 (ours): POST /persistence/human-resources-requests/{humanResourceRequestId}/responsible with
 * X-Action AssignHumanResourcesRequestResponsible and no body (or {}): the caller becomes the person in
 * charge ("Asignarme a mí como responsable."): userCodeInCharge is the caller's account, userNameInCharge
 * the staff member's name, with a traceability entry. Needs AddEmployeeLink in the unit (the request
 * process page manages onboarding, that is linkage, requests); a finished request cannot change hands
 * (409); another unit's request answers like a missing one (404). Idempotent by nature: assigning the
 * same person again changes nothing but adds no second entry. Answers 200 with the updated request.
 */
export const assignResponsible: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  requireUseCase(useCases, 'AddEmployeeLink');
  const now = deps.now();
  const requestId = c.req.param('id') ?? '';
  const updated = await deps.db.transaction(async (tx) => {
    const { document, status, request } = await requestForUpdate(tx, requestId, unit);
    if (request.userCodeInCharge === caller.accountId) return document;
    if (finishedStatuses.has(status)) {
      throw new HttpError(409, messages.finishedRequest(request.humanResourceRequestNumber));
    }
    const next = traced(
      { ...document, userCodeInCharge: caller.accountId, userNameInCharge: requester.name },
      requestId,
      responsibleTrace,
      caller.accountId,
      now,
      `${request.userNameInCharge || 'Sin responsable'} → ${requester.name}`,
    );
    return storeDocument(tx, requestId, next);
  });
  return c.json(updated, 200);
};

/** What the traceability entries of the process page's actions say (ours). */
export const processTraces = {
  requirement: 'Evaluación de requisito',
  task: 'Ejecución de tarea',
} as const;

type Transaction = Parameters<Parameters<PGlite['transaction']>[0]>[0];

/** A request of the unit, locked for update; another unit's answers like a missing one (404). */
async function requestForUpdate(tx: Transaction, requestId: string, unit: string) {
  const result = await tx.query<{ business_unit_code: string; request_status: string; document: Json }>(
    `SELECT business_unit_code, request_status, document FROM human_resource_requests
     WHERE human_resource_request_id = $1 FOR UPDATE`,
    [requestId],
  );
  const row = result.rows[0];
  if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
  return {
    document: row.document,
    status: row.request_status,
    request: parseHumanResourceRequest(row.document),
  };
}

/** Writes a request's new document (inside the transaction that locked it) and gives it back. */
async function storeDocument(tx: Transaction, requestId: string, document: Json): Promise<Json> {
  await tx.query('UPDATE human_resource_requests SET document = $2 WHERE human_resource_request_id = $1', [
    requestId,
    JSON.stringify(document),
  ]);
  return document;
}

/** A list field of a stored document ([] when it is missing or not a list). */
function listIn(document: Json, field: string): Json[] {
  const value = document[field];
  return Array.isArray(value) ? (value as Json[]) : [];
}

/** The document with one more traceability entry. */
function traced(
  document: Json,
  requestId: string,
  action: string,
  accountId: string,
  now: Date,
  description: string,
) {
  const traces = listIn(document, 'humanResourceRequestTraceabilities');
  return {
    ...document,
    humanResourceRequestTraceabilities: [
      ...traces,
      {
        traceabilityId: `${requestId}-T${traces.length + 1}`,
        humanResourceRequestId: requestId,
        actionExecuted: action,
        userWhoExecutedAction: accountId,
        executionDate: now.toISOString(),
        description,
      },
    ],
  };
}

/** A refusal of the process page's rules: not in charge or without privilege 403, anything else 409. */
function refusalError(refusal: string) {
  const forbidden: string[] = [permissionExplanations.executeTask, permissionExplanations.notResponsible];
  return new HttpError(forbidden.includes(refusal) ? 403 : 409, refusal);
}

/**
 * Call 16 (ours): POST /persistence/human-resources-requests/{id}/requirements/{requirementId}/evaluation
 * with X-Action EvaluateHumanResourcesRequestRequirement and body { result: 'met' | 'notMet' }: the
 * requirement entry becomes Cumple or No Cumple, with a traceability entry. Needs AddEmployeeLink and
 * the caller in charge (403); the rules of src/domain/rules/request-process.ts (No Cumple off when the
 * entry's deletion is disabled, no approving a No Cumple, not on a finished request) → 409. Recording
 * the tag the entry already has answers it unchanged (retries are harmless). 200 with the request.
 */
export const evaluateRequirement: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases } = await unitScope(c, deps);
  requireUseCase(useCases, processUseCase);
  const { body, bytes } = await readJson(c);
  if (bytes > maxBodyBytes) throw bodyTooLarge();
  const { result } = validateEvaluation(body);
  const requestId = c.req.param('id') ?? '';
  const requirementId = c.req.param('requirementId') ?? '';
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const { document, request } = await requestForUpdate(tx, requestId, unit);
    const requirement = request.requirementsOfTheHumanResourcesRequest.find(
      (entry) => entry.requirementId === requirementId,
    );
    if (!requirement) throw new HttpError(404, messages.unknownRequirement(requirementId));
    if (tagOf(requirement) === tagOfResult[result] && isResponsible(request, caller.accountId))
      return document;
    const refusal = requirementBlock(request, requirement, result, caller.accountId);
    if (refusal) throw refusalError(refusal);
    const entries = listIn(document, 'requirementsOfTheHumanResourcesRequest');
    const next = traced(
      {
        ...document,
        requirementsOfTheHumanResourcesRequest: entries.map((entry) =>
          entry.requirementId === requirementId ? { ...entry, requirementTag: tagOfResult[result] } : entry,
        ),
      },
      requestId,
      processTraces.requirement,
      caller.accountId,
      now,
      `${requirement.requirementName}: ${tagOfResult[result]}`,
    );
    return storeDocument(tx, requestId, next);
  });
  return c.json(updated, 200);
};

/**
 * Call 17 (ours): POST /persistence/human-resources-requests/{id}/tasks/{taskManagingId}/execution with
 * X-Action ExecuteHumanResourcesRequestTask and no body (the app sends {}, which is not read): the task
 * is done (it moves to 'Tareas hechas'), with a traceability entry. Needs AddEmployeeLink and the caller
 * in charge; tasks 6 to 8 are without privilege (403, SPEC §6); a finished request or a task whose
 * requirements are not all Cumple → 409. Executing a done task answers it unchanged. 200 with the request.
 */
export const executeTask: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases } = await unitScope(c, deps);
  requireUseCase(useCases, processUseCase);
  const requestId = c.req.param('id') ?? '';
  const taskId = c.req.param('taskId') ?? '';
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const { document, request } = await requestForUpdate(tx, requestId, unit);
    const task = request.tasksToManageTheHumanResourcesRequests.find(
      (item) => item.taskManagingId === taskId,
    );
    if (!task) throw new HttpError(404, messages.unknownTask(taskId));
    if (task.taskStatus === 'done' && isResponsible(request, caller.accountId)) return document;
    const refusal = taskBlock(request, task, caller.accountId, useCases);
    if (refusal) throw refusalError(refusal);
    const tasks = listIn(document, 'tasksToManageTheHumanResourcesRequests');
    const next = traced(
      {
        ...document,
        tasksToManageTheHumanResourcesRequests: tasks.map((item) =>
          item.taskManagingId === taskId ? { ...item, taskStatus: 'done' } : item,
        ),
      },
      requestId,
      processTraces.task,
      caller.accountId,
      now,
      task.taskName,
    );
    return storeDocument(tx, requestId, next);
  });
  return c.json(updated, 200);
};

/** Call 13: GET /remuneration/remuneration-profiles-catalog (no X-Action) */
export const remunerationProfiles: Handler = async (c, { db }) => {
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM remuneration_profiles ORDER BY position',
  );
  return c.json(result.rows.map((row) => row.document));
};
