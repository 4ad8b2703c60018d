// Calls 10, 11 and 12 of SPEC §7: list, save and discard human-resources requests.
import { randomUUID } from 'node:crypto';
import { type Contract, parseEmployee } from '@src/domain/entities';
import { discardUseCaseFor } from '@src/domain/permissions';
import { contractDecisionDraftOf, contractDecisionErrors } from '@src/domain/rules/contract-decisions';
import { contractActionRefusal, newRequestContractRefusal } from '@src/domain/rules/contracts';
import { discardRefusal } from '@src/domain/rules/discard';
import {
  bodyTooLarge,
  employeeInUnit,
  type Handler,
  type Json,
  noContent,
  positiveInt,
  readJson,
  requestForUpdate,
  requireUseCase,
  traced,
  unitScope,
} from './call-context';
import { forgetEmployeeOrder } from './employee-order';
import { appendHistory, creationEntry, discardEntry, storeWithHistory } from './history';
import { HttpError, messages } from './http-error';
import {
  answeredWithin,
  changeBinding,
  replayed,
  replayIfKnown,
  type StoredAnswer,
  storeAnswer,
} from './idempotency';
import { queueApprovalRequested } from './mail-outbox';
import { withinOnboardingLimit } from './onboarding-limit';
import { employeeWithDocument, type LinkedPerson, linkedPersonId } from './onboarding-person';
import { onboardingRequirements, onboardingTasks } from './onboarding-process';
import {
  hiddenRequestTypes,
  readableRequest,
  readUseCaseFor,
  withoutCurriculumBytes,
} from './read-use-cases';
import {
  contractActionOf,
  creationUseCaseOf,
  initialStatusOf,
  maxBodyBytes,
  validateNewRequest,
  validateRemoval,
} from './validation';
import { requireCurrentVersion, setEtag, versionField, withVersion } from './versions';

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
  // An employee of another unit (or none) lists nothing, like one without requests: the check is part
  // of the list's statement.
  const employeeId = c.req.query('employeeId')?.trim();
  // Ours: one request by its number (the vacation-approval screen's `code`), within the caller's unit.
  const number = c.req.query('humanResourceRequestNumber')?.trim();
  const order = sort.toLowerCase().startsWith('asc') ? 'ASC' : 'DESC';
  const result = await deps.db.query<{ document: Json; version: number }>(
    `SELECT document, version FROM human_resource_requests
     WHERE business_unit_code = $1
       AND ($2::text IS NULL OR (employee_id = $2 AND EXISTS (
         SELECT 1 FROM employees WHERE employee_id = $2 AND business_unit_code = $1)))
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
    ? c.json(result.rows.map((row) => withVersion(readableRequest(row.document, useCases), row.version)))
    : noContent(c);
};

/** The CV of a validated onboarding request's data, if it has one. */
function curriculumOf(
  data: Json,
): { fileName: string; contentType: string; contentBase64: string } | undefined {
  const file = (data.personal as Json | undefined)?.attachedFile as Json | undefined;
  return file && typeof file.contentBase64 === 'string'
    ? {
        fileName: String(file.fileName ?? ''),
        contentType: String(file.contentType ?? ''),
        contentBase64: file.contentBase64,
      }
    : undefined;
}

/** The person an onboarding request links (step 1's names and ID number); undefined for other types. */
function linkedPersonOf(request: {
  humanResourceRequestType: string;
  humanResourceRequestData: Record<string, unknown>;
}): LinkedPerson | undefined {
  if (request.humanResourceRequestType !== 'Onboarding') return undefined;
  const personal = request.humanResourceRequestData.personal as Record<string, string>;
  return {
    names: personal.names ?? '',
    lastNames: personal.lastNames ?? '',
    identificationNumber: personal.identificationNumber ?? '',
  };
}

/** Request types made against one of the employee's contracts: only a valid contract may be named. */
const contractBoundTypes = new Set(['VacationsEnjoyed', 'PaidVacations', 'Certification']);

/** The contractId a request body names ('' when none). */
function contractIdOf(data: unknown): string {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  return typeof record.contractId === 'string' ? record.contractId : '';
}

/**
 * The request's data labelled with the contract it names as the employee record has it (number, company,
 * type: what the screens show as the request's contract), or without labels when it names none. The
 * body's labels are ignored rather than required to agree: they are copies of data the server owns, like
 * the date, status and requester it already replaces; the app itself sends empty ones for a contract it
 * does not list; and a label changed on the server between the person's read and the submission would
 * otherwise refuse a request for the right contract. The contract is the one its contractId names and
 * the checks above weighed, so the stored labels can only ever be that contract's.
 */
function withContractLabels(data: Json, contract: Contract | undefined): Json {
  const { contractNumber: _number, businessName: _company, contractType: _type, ...rest } = data;
  return contract
    ? {
        ...rest,
        contractNumber: contract.contractNumber,
        businessName: contract.businessName,
        contractType: contract.contractType,
      }
    : rest;
}

/** Call 11: POST /persistence/human-resources-requests (honours Idempotency-Key, see idempotency.ts) */
export const saveRequest: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  const now = deps.now();
  const { body, bytes } = await readJson(c);
  // Only an onboarding request (it carries the CV) may pass the 64 KiB of every other body.
  const isOnboarding =
    typeof body === 'object' && body !== null && 'humanResourceRequestType' in body
      ? body.humanResourceRequestType === 'Onboarding'
      : false;
  if (!isOnboarding && bytes > maxBodyBytes) throw bodyTooLarge();
  const binding = changeBinding(c, unit, now, body);
  // The new request as call 10 would list it to its creator, who may create a type whose data another
  // use case guards (a certification without CheckDetailsOfTheCertificateRequest): the first answer and
  // any replay alike.
  const shown = (document: Json) => readableRequest(document, useCases);
  const replay = await replayIfKnown(c, deps.db, binding, shown);
  if (replay) return replay;
  const request = validateNewRequest(body, now);
  const useCase = creationUseCaseOf(request);
  if (!useCase) throw new HttpError(400, messages.unknownRequestType);
  requireUseCase(useCases, useCase);
  // An onboarding request is the linked person's (decision 0013): found by step 1's ID number or recorded
  // in the transaction below; a body naming anyone else is refused.
  const person = linkedPersonOf(request);
  if (person) {
    const existing = await employeeWithDocument(deps.db, unit, person.identificationNumber);
    if (request.employeeId !== '' && request.employeeId !== existing)
      throw new HttpError(422, messages.onboardingForAnotherPerson);
  }
  const employee = person ? undefined : await employeeInUnit(deps.db, request.employeeId, unit);
  if (!person && !employee) throw new HttpError(400, messages.unknownEmployee(request.employeeId));
  const contractAction = contractActionOf(request);
  let data = request.humanResourceRequestData;
  if (employee && contractBoundTypes.has(request.humanResourceRequestType)) {
    const contracts = parseEmployee(employee.document).employmentContracts;
    const named = contractIdOf(request.humanResourceRequestData);
    const optional = request.humanResourceRequestType === 'Certification' && named === '';
    const refusal = newRequestContractRefusal(contracts, optional ? undefined : named, now);
    if (refusal) throw new HttpError(422, refusal);
    data = withContractLabels(
      data,
      optional ? undefined : contracts.find((contract) => contract.contractId === named),
    );
  } else if (employee && contractAction) {
    // A contract action names a contract it applies to (SPEC §4), as the contracts page offers it.
    const contracts = parseEmployee(employee.document).employmentContracts;
    const contractId = contractIdOf(request.humanResourceRequestData);
    const refusal = contractActionRefusal(contracts, contractAction, contractId, now);
    if (refusal) throw new HttpError(422, refusal);
    // What HR decided, checked against that contract as the page checks it.
    const decisionErrors = contractDecisionErrors(
      contractAction,
      contractDecisionDraftOf(request.humanResourceRequestData),
      contracts.find((contract) => contract.contractId === contractId),
      now,
    );
    const [field, message] = Object.entries(decisionErrors)[0] ?? [];
    if (field) throw new HttpError(422, `${field}: ${message}`);
    data = withContractLabels(
      data,
      contracts.find((contract) => contract.contractId === contractId),
    );
  }

  const outcome = await deps.db.transaction(
    async (tx): Promise<{ earlier: StoredAnswer } | { created: Json }> => {
      // A retry overlapping the first attempt waits for it here and answers what it answered.
      const earlier = await answeredWithin(tx, binding);
      if (earlier) return { earlier };
      if (person) await withinOnboardingLimit(c, tx, caller.accountId, now);
      const sequence = await tx.query<{ number: string }>(
        "SELECT nextval('human_resource_request_number')::text AS number",
      );
      const number = sequence.rows[0]?.number ?? '';
      const id = randomUUID();
      const employeeId = person ? await linkedPersonId(tx, unit, person) : request.employeeId;
      const date = now.toISOString();
      const document: Json = {
        humanResourceRequestId: id,
        humanResourceRequestNumber: number,
        humanResourceRequestDescription: request.humanResourceRequestDescription,
        // Who asked and when are the token's subject and the server's clock, never the body's.
        humanResourceRequestDate: date,
        humanResourceRequestStatus: initialStatusOf(request.humanResourceRequestType),
        humanResourceRequestData: data,
        humanResourceRequestType: request.humanResourceRequestType,
        employeeId,
        // The person in charge is set only by call 15 (with its traceability entry), never by the body.
        userCodeInCharge: '',
        userNameInCharge: '',
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
      // The CV's bytes are kept apart (migration 007); the document keeps its name, type and size.
      const stored = withoutCurriculumBytes(document);
      const file = curriculumOf(request.humanResourceRequestData);
      await tx.query(
        `INSERT INTO human_resource_requests (human_resource_request_id, human_resource_request_number, employee_id,
         business_unit_code, request_type, request_status, request_date, document, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          id,
          number,
          employeeId,
          unit,
          request.humanResourceRequestType,
          initialStatusOf(request.humanResourceRequestType),
          date,
          JSON.stringify(stored),
          caller.accountId,
        ],
      );
      if (file) {
        const bytes = Buffer.from(file.contentBase64, 'base64');
        await tx.query(
          `INSERT INTO request_attachments (human_resource_request_id, file_name, content_type, size_bytes, content)
         VALUES ($1, $2, $3, $4, $5)`,
          [id, file.fileName, file.contentType, bytes.length, bytes],
        );
      }
      // Its history starts here, in this same transaction: created by the token's staff member.
      const author = { accountId: caller.accountId, personName: requester.name, at: now };
      const made = { type: request.humanResourceRequestType, isContractAction: contractAction !== undefined };
      await appendHistory(tx, creationEntry(id, made, author));
      await queueApprovalRequested(tx, deps.mail, document, requester.name);
      // A new request is at version 1; a replay answers exactly this (body and ETag).
      const answer = withVersion(stored, 1);
      if (binding) await storeAnswer(tx, binding, 201, answer);
      return { created: answer };
    },
  );
  if ('earlier' in outcome) return replayed(c, outcome.earlier, shown);
  const { created } = outcome;
  deps.mail?.wake();
  // After the commit: a list read meanwhile would keep an order without the person just recorded.
  if (person) forgetEmployeeOrder(deps.db, unit);
  setEtag(c, created);
  return c.json(shown(created), 201);
};

/** Call 12: DELETE /persistence/human-resources-requests (body removeHumanResourcesRequest) */
export const removeRequests: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases, requester } = await unitScope(c, deps);
  const body = validateRemoval((await readJson(c)).body);
  const now = deps.now();
  const author = { accountId: caller.accountId, personName: requester.name, at: now };
  // A retry with the same Idempotency-Key answers what the first attempt answered.
  const binding = changeBinding(c, unit, now, { remove: body });
  const replay = await replayIfKnown(c, deps.db, binding);
  if (replay) return replay;
  const outcome = await deps.db.transaction(
    async (tx): Promise<{ earlier: StoredAnswer } | { removed: { removeHumanResourcesRequest: Json[] } }> => {
      // A retry overlapping the first attempt waits for it here and answers what it answered (not a 412).
      const earlier = await answeredWithin(tx, binding);
      if (earlier) return { earlier };
      const done: Json[] = [];
      for (const item of body.removeHumanResourcesRequest) {
        const { document, version, request } = await requestForUpdate(tx, item.humanResourceRequestId, unit);
        requireUseCase(useCases, discardUseCaseFor(request.humanResourceRequestType));
        // If-Match holds the version the person saw of each request discarded.
        await requireCurrentVersion(
          c,
          tx,
          { requestId: item.humanResourceRequestId, version, document },
          (current) => readableRequest(current, useCases),
        );
        // The lifecycle table (src/domain/rules/lifecycle.ts) and SPEC §5's discard rules.
        const refusal = discardRefusal(request, now);
        if (refusal) throw new HttpError(409, refusal);
        const next = traced(
          {
            ...document,
            humanResourceRequestStatus: 'canceled',
            removalJustification: item.removalJustification,
          },
          item.humanResourceRequestId,
          'Descarte',
          caller.accountId,
          now,
          item.removalJustification,
        );
        const justification = item.removalJustification;
        const entry = discardEntry(
          item.humanResourceRequestId,
          { version: version + 1, statusFrom: request.humanResourceRequestStatus, justification },
          author,
        );
        const stored = await storeWithHistory(tx, item.humanResourceRequestId, next, 'canceled', entry);
        done.push({
          humanResourceRequestId: item.humanResourceRequestId,
          humanResourceRequestStatus: 'canceled',
          [versionField]: stored[versionField],
        });
      }
      const answer = { removeHumanResourcesRequest: done };
      if (binding) await storeAnswer(tx, binding, 200, answer);
      return { removed: answer };
    },
  );
  if ('earlier' in outcome) return replayed(c, outcome.earlier);
  const { removed } = outcome;
  // One request discarded: its new version is the answer's ETag too.
  const [only, ...others] = removed.removeHumanResourcesRequest;
  if (only && others.length === 0) setEtag(c, only);
  return c.json(removed);
};
