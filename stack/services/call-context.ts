import { parseHumanResourceRequest } from '@src/domain/entities';
import type { UseCase } from '@src/domain/permissions';
import type { Database, Transaction } from '../database';
import { HttpError, messages } from './http-error';
import type { MailSettings } from './mail-outbox';
import type { Json, ServicesContext } from './services-context';
import { maxBodyBytes } from './validation';

export type { Transaction } from '../database';
export type { Caller, Json, ServicesContext, ServicesEnv } from './services-context';

export interface CallDeps {
  db: Database;
  now: () => Date;
  /**
   * The mail a change queues (./mail-outbox.ts): the app's public address for its links, and the
   * sender's wake-up, called after the commit. Without it nothing is queued.
   */
  mail?: (MailSettings & { wake: () => void }) | undefined;
}

export type Handler = (c: ServicesContext, deps: CallDeps) => Promise<Response>;

export const noContent = (c: ServicesContext) => c.body(null, 204);

export function required(c: ServicesContext, name: string): string {
  const value = c.req.query(name)?.trim();
  if (!value) throw new HttpError(400, messages.missingParameter(name));
  return value;
}

/**
 * A query integer from 1 to `max`, written as plain digits: `Number()` alone would also take `0x10`,
 * `1e1`, ` 1`, `+1` and `1.0`.
 */
export function positiveInt(c: ServicesContext, name: string, fallback: number, max: number): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  const value = /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= max)) throw new HttpError(400, messages.invalidParameter(name));
  return value;
}

/**
 * The X-Business-unit of the request, checked against the caller's units; returns the unit, the use
 * cases there and the staff member the token's subject is (who asks, for the requests it saves).
 */
export async function unitScope(c: ServicesContext, deps: CallDeps) {
  const unit = unitOf(c);
  const result = await deps.db.query<ScopeRow>(
    `SELECT m.use_cases, s.staff_id, s.document->>'staffName' AS staff_name
     FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     WHERE s.account_id = $1 AND m.business_unit_code = $2`,
    [c.get('caller').accountId, unit],
  );
  return scopeOf(c, unit, result.rows[0]);
}

interface ScopeRow {
  use_cases: string[];
  staff_id: string;
  staff_name: string | null;
}

/** The X-Business-unit header; 403 without one. */
function unitOf(c: ServicesContext): string {
  const unit = c.req.header('X-Business-unit')?.trim();
  if (!unit) throw new HttpError(403, messages.missingUnit);
  return unit;
}

/** The caller's scope in the unit from its staff row; 403 when the caller is not staff of the unit. */
function scopeOf(c: ServicesContext, unit: string, row: ScopeRow | undefined) {
  if (!row) throw new HttpError(403, messages.unitDenied(unit));
  return {
    unit,
    useCases: row.use_cases,
    requester: { code: row.staff_id, name: row.staff_name || c.get('caller').account?.name || row.staff_id },
  };
}

export function requireUseCase(useCases: readonly string[], useCase: UseCase) {
  if (!useCases.includes(useCase)) throw new HttpError(403, messages.missingUseCase(useCase));
}

async function employeeRow(db: Database, employeeId: string) {
  const result = await db.query<{ business_unit_code: string; document: Json; pending_days: Json[] }>(
    'SELECT business_unit_code, document, pending_days FROM employees WHERE employee_id = $1',
    [employeeId],
  );
  return result.rows[0];
}

/**
 * The employee of the id as seen from the unit: an employee of another unit is undefined, exactly like
 * a missing one, so no answer tells another unit's ids apart from ids that do not exist.
 */
export async function employeeInUnit(db: Database, employeeId: string, unit: string) {
  const row = await employeeRow(db, employeeId);
  return row && row.business_unit_code === unit ? row : undefined;
}

/**
 * The caller's scope in the unit (unitScope) and the employee of the id as seen from it (employeeInUnit),
 * read in one statement: the employee is joined only within the unit the caller is staff of.
 */
export async function scopedEmployee(c: ServicesContext, deps: CallDeps, employeeId: string) {
  const unit = unitOf(c);
  const result = await deps.db.query<ScopeRow & { document: Json | null; pending_days: Json[] | null }>(
    `SELECT m.use_cases, s.staff_id, s.document->>'staffName' AS staff_name,
       e.document, e.pending_days
     FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     LEFT JOIN employees e ON e.employee_id = $3 AND e.business_unit_code = m.business_unit_code
     WHERE s.account_id = $1 AND m.business_unit_code = $2`,
    [c.get('caller').accountId, unit, employeeId],
  );
  const found = result.rows[0];
  const { useCases } = scopeOf(c, unit, found);
  const row = found?.document
    ? { business_unit_code: unit, document: found.document, pending_days: found.pending_days ?? [] }
    : undefined;
  return { row, unit, useCases };
}

/** The body as JSON and its size in bytes; 413 past the route's body limit, 400 when not JSON. */
export async function readJson(
  c: ServicesContext,
  options: { allowEmpty?: boolean } = {},
): Promise<{ body: unknown; bytes: number }> {
  let raw: string;
  try {
    raw = await c.req.text();
  } catch (error) {
    // hono/body-limit errors the stream of a body without Content-Length once it passes the limit.
    if (error instanceof Error && error.name === 'BodyLimitError') throw bodyTooLarge();
    throw new HttpError(400, messages.invalidJson);
  }
  if (options.allowEmpty && raw === '') return { body: undefined, bytes: 0 };
  // A NUL character (raw or escaped as \u0000) has no meaning in any field and PostgreSQL refuses it.
  if (raw.includes('\0') || /\\u0000/i.test(raw)) throw new HttpError(400, messages.nulCharacter);
  const type = c.req.header('Content-Type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw new HttpError(400, messages.invalidJson);
  try {
    return { body: JSON.parse(raw) as unknown, bytes: Buffer.byteLength(raw) };
  } catch {
    throw new HttpError(400, messages.invalidJson);
  }
}

/** The body of a call that takes none: empty or `{}`; anything else (unknown fields, not JSON) → 400. */
export async function readEmptyBody(c: ServicesContext): Promise<void> {
  const { body, bytes } = await readJson(c, { allowEmpty: true });
  if (bytes > maxBodyBytes) throw bodyTooLarge();
  if (body === undefined) return;
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Object.keys(body).length > 0)
    throw new HttpError(400, messages.noBodyExpected);
}

/** The 413 answer for a body over its limit. */
export const bodyTooLarge = (limit = maxBodyBytes) => new HttpError(413, messages.bodyTooLarge(limit));

/** A request of the unit, locked for update; another unit's answers like a missing one (404). */
export async function requestForUpdate(tx: Transaction, requestId: string, unit: string) {
  const result = await tx.query<{
    business_unit_code: string;
    request_status: string;
    document: Json;
    version: number;
  }>(
    `SELECT business_unit_code, request_status, document, version FROM human_resource_requests
     WHERE human_resource_request_id = $1 FOR UPDATE`,
    [requestId],
  );
  const row = result.rows[0];
  if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
  return {
    document: row.document,
    status: row.request_status,
    version: row.version,
    request: parseHumanResourceRequest(row.document),
  };
}

/** A list field of a stored document ([] when it is missing or not a list). */
export function listIn(document: Json, field: string): Json[] {
  const value = document[field];
  return Array.isArray(value) ? (value as Json[]) : [];
}

/** The document with one more traceability entry. */
export function traced(
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
