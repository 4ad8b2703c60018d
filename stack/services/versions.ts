// Conditional requests (RFC 9110 §13) on the requests. Every request has a version (column
// `version`, migration 008), raised by every write. An answer that returns one request carries it as a
// strong ETag, `"<requestId>.<version>"`, and call 10's items as `humanResourceRequestVersion`. The calls
// that change a request (12, 14, 15, 16, 17) need `If-Match` with the version the person saw: none or `*`
// → 428 Precondition Required, another version → 412 Precondition Failed with the request as it is now and its
// last change (who, what, when: its newest traceability entry). The contract actions (docs/decisions/0011)
// are new requests filed with call 11; their only update is call 12, the discard, weighed here like any
// other (the lifecycle table allows LeavingTheJob and PositionTransfer nothing else).
//
// The order the calls weigh things in (as built; RFC 9110 §13.2.2 would weigh every other check first):
// 1. the token (401) and the unit (403), then the call's use case where it does not depend on the
//    request (14: ApproveVacationRequest; 15 to 17: AddEmployeeLink), then the body (400, 413) and a
//    malformed Idempotency-Key (400);
// 2. an Idempotency-Key replay (the stored first answer; call 14 validates its answer's fields only after
//    this, so a replay of a valid answer never meets them);
// 3. in the transaction: the same replay, once any overlapping transaction of the same key has ended
//    (idempotency.ts, answeredWithin); then the request (404; another unit's answers as a missing one) and, for call 12,
//    the discard use case of its type (403), then If-Match (428 / 412);
// 4. the change's own rules, after the precondition: the lifecycle table (400 for another type, 409 for
//    the status), call 14's own-request refusal (403), calls 16 and 17's unknown requirement or task
//    (404), not in charge or a task without privilege (403), and the process rules (409).
// So a stale If-Match on a request the caller may not change in step 4's ways answers 412, not 403/404.
import { requestEntityTag } from '@src/domain/entities';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Transaction } from '../database';
import { HttpError } from './http-error';
import type { Json, ServicesContext } from './services-context';

/** The field of call 10's items (and of every answered request) that holds its version. */
export const versionField = 'humanResourceRequestVersion';

/** The strong entity-tag of a request's version. */
const etagOf = (requestId: string, version: number) =>
  requestEntityTag({ humanResourceRequestId: requestId, humanResourceRequestVersion: version });

/** The document as answered: with its version. */
export const withVersion = (document: Json, version: number): Json => ({
  ...document,
  [versionField]: version,
});

/** The document as stored: the version lives in its column, never in the document. */
export function withoutVersion(document: Json): Json {
  const { [versionField]: _version, ...rest } = document;
  return rest;
}

/** Sets the ETag of an answered request (a document with its version). */
export function setEtag(c: ServicesContext, document: Json) {
  const id = document.humanResourceRequestId;
  const version = document[versionField];
  if (typeof id === 'string' && typeof version === 'number') c.header('ETag', etagOf(id, version));
}

const preconditionMessages = {
  required:
    'Falta el encabezado If-Match con la versión de la solicitud (ETag): las llamadas que cambian una solicitud lo requieren.',
  wildcard:
    'If-Match: * no se acepta: envíe la versión (ETag) de la solicitud que consultó, para no cambiarla sin haber visto cómo está ahora.',
  failed: 'La solicitud cambió desde que la consultó: otra persona la modificó.',
};

/** Who changed a request last, from its newest traceability entry (the name from the staff record). */
export interface LastChange {
  userWhoExecutedAction: string;
  userName: string;
  actionExecuted: string;
  executionDate: string;
  description: string;
}

/** A 428 or 412 answer; a 412 carries the request as it is now and its last change. */
export class PreconditionError extends HttpError {
  readonly body: Json;
  readonly etag: string | undefined;

  constructor(status: ContentfulStatusCode, body: Json, etag?: string) {
    super(status, String(body.message ?? ''));
    this.body = body;
    this.etag = etag;
  }
}

/**
 * The entity-tags of If-Match, or undefined when the header is absent or empty. `*` (alone or in a
 * list) is refused with 428: it would change the request as it is now, whatever the person saw — a
 * discard of 50 requests with no version checked. Every change needs the version that was read.
 */
function ifMatchOf(c: ServicesContext): string[] | undefined {
  const header = c.req.header('If-Match')?.trim();
  if (!header) return undefined;
  if (header.split(',').some((part) => part.trim() === '*'))
    throw new PreconditionError(428, { message: preconditionMessages.wildcard });
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).filter((tag) => !tag.startsWith('W/'));
}

/** The stale-version fault of the fault matrix (test mode): the next precondition fails as if stale. */
const forcedStale = new WeakSet<object>();
export const forceStale = (c: ServicesContext) => forcedStale.add(c.req.raw);

/** The last change of a request's document, with the staff member's name. */
async function lastChangeOf(tx: Transaction, document: Json): Promise<LastChange | undefined> {
  const traces = Array.isArray(document.humanResourceRequestTraceabilities)
    ? (document.humanResourceRequestTraceabilities as Json[])
    : [];
  const last = traces[traces.length - 1];
  if (!last) return undefined;
  const account = String(last.userWhoExecutedAction ?? '');
  const staff = await tx.query<{ name: string | null }>(
    `SELECT document->>'staffName' AS name FROM staff WHERE account_id = $1`,
    [account],
  );
  return {
    userWhoExecutedAction: account,
    userName: staff.rows[0]?.name || account,
    actionExecuted: String(last.actionExecuted ?? ''),
    executionDate: String(last.executionDate ?? ''),
    description: String(last.description ?? ''),
  };
}

/**
 * Weighs If-Match against the request's current version (inside the transaction that locked it):
 * 428 when absent, 412 (with the request now and who changed it last) when no tag is its current one.
 * `answer` turns the stored document into what the caller may read (call 10's read rules).
 */
export async function requireCurrentVersion(
  c: ServicesContext,
  tx: Transaction,
  current: { requestId: string; version: number; document: Json },
  answer: (document: Json) => Json = (document) => document,
) {
  const tags = ifMatchOf(c);
  if (!tags) throw new PreconditionError(428, { message: preconditionMessages.required });
  const etag = etagOf(current.requestId, current.version);
  const matches = tags.includes(etag);
  if (matches && !forcedStale.has(c.req.raw)) return;
  throw new PreconditionError(
    412,
    {
      message: preconditionMessages.failed,
      humanResourceRequest: withVersion(answer(current.document), current.version),
      lastChange: (await lastChangeOf(tx, current.document)) ?? null,
    },
    etag,
  );
}
