// Idempotency-Key of call 11 and of the changes of one request (12, 14 to 17): a repeat of the same call
// (same caller, same unit, same body) within the key's lifetime answers what the first one answered
// (body, status, ETag) and changes nothing; the same key with another body or another unit is refused
// (422), since the client reused a key for a different request.
import { createHash } from 'node:crypto';
import type { Database } from '../database';
import type { ServicesContext } from './call-context';
import { HttpError, messages } from './http-error';
import { setEtag } from './versions';

type Json = Record<string, unknown>;
type Queryable = Pick<Database, 'query'>;

/**
 * How long a key is remembered; afterwards the same key starts a new request.
 * @internal
 */
export const idempotencyLifetimeMs = 24 * 60 * 60 * 1000;

const keyPattern = /^[\x21-\x7e]{1,200}$/;

/** The request's Idempotency-Key (1 to 200 visible ASCII characters), undefined when absent; 400 if malformed. */
function idempotencyKeyOf(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const key = header.trim();
  if (!keyPattern.test(key)) throw new HttpError(400, messages.invalidIdempotencyKey);
  return key;
}

/** JSON with object keys sorted at every level, so the same body hashes the same whatever its key order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Json)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The hash a key is bound to: SHA-256 of the canonical JSON of the body. */
function requestHash(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

export interface KeyBinding {
  accountId: string;
  key: string;
  unit: string;
  hash: string;
  now: Date;
  /** The call's X-Action, recorded with the answer. */
  action: string;
}

/** The first answer of a keyed call, as stored. */
export interface StoredAnswer {
  status: number;
  body: Json;
}

/**
 * The answer stored for the key while it lives, or undefined. 422 when the key was used for another
 * body or another unit.
 */
async function storedAnswer(db: Queryable, binding: KeyBinding): Promise<StoredAnswer | undefined> {
  const result = await db.query<{
    status: number;
    body: Json;
    business_unit_code: string;
    request_hash: string;
  }>(
    `SELECT status, body, business_unit_code, request_hash FROM idempotency_keys
     WHERE account_id = $1 AND idempotency_key = $2 AND created_at > $3`,
    [binding.accountId, binding.key, new Date(binding.now.getTime() - idempotencyLifetimeMs).toISOString()],
  );
  const row = result.rows[0];
  if (!row) return undefined;
  if (row.business_unit_code !== binding.unit || row.request_hash !== binding.hash) {
    throw new HttpError(422, messages.idempotencyKeyReused);
  }
  return { status: row.status, body: row.body };
}

/**
 * The binding of a keyed call (11, and the changes of one request: 12, 14 to 17): the Idempotency-Key,
 * if sent, bound to the caller, the unit and `target` (the body, or the request and the body), so a retry
 * of the same call answers what the first attempt answered, before its If-Match is weighed.
 */
export function changeBinding(
  c: ServicesContext,
  unit: string,
  now: Date,
  target: unknown,
): KeyBinding | undefined {
  const key = idempotencyKeyOf(c.req.header('Idempotency-Key'));
  return key
    ? {
        accountId: c.get('caller').accountId,
        key,
        unit,
        hash: requestHash(target),
        now,
        action: c.req.header('X-Action')?.trim() ?? '',
      }
    : undefined;
}

/**
 * A stored answer sent again, marked Idempotent-Replayed, with the ETag of the request it holds. `shown`
 * is what the caller may read of it now: the stored answer is the whole request, and the read filter
 * is applied on the way out, so a replay shows no more than a first answer would.
 */
export function replayed(
  c: ServicesContext,
  previous: StoredAnswer,
  shown: (body: Json) => Json = (body) => body,
) {
  c.header('Idempotent-Replayed', 'true');
  // Call 12's answer lists the requests it discarded: one discarded, its new version was the first
  // answer's ETag, and so is the replay's (the load bench found replays without it).
  const removed = previous.body.removeHumanResourcesRequest;
  setEtag(c, Array.isArray(removed) && removed.length === 1 ? (removed[0] as Json) : previous.body);
  return c.json(shown(previous.body), previous.status as 200);
}

/**
 * The stored answer of a keyed call sent again (see `replayed`), or undefined when there is none: the
 * cheap way out for a retry that arrives after its first attempt ended. One that overlaps it is caught
 * inside the transaction by `answeredWithin`.
 */
export async function replayIfKnown(
  c: ServicesContext,
  db: Queryable,
  binding: KeyBinding | undefined,
  shown: (body: Json) => Json = (body) => body,
): Promise<Response | undefined> {
  if (!binding) return undefined;
  const previous = await storedAnswer(db, binding);
  return previous ? replayed(c, previous, shown) : undefined;
}

/**
 * Inside the call's transaction, before it reads anything it changes: waits for any other transaction of
 * the same caller and key to end (a retry overlapping its first attempt: on PostgreSQL both run at
 * once), then gives the answer that one stored, if any (422 when the key was used for another body or
 * unit). The lock is the transaction's (`pg_advisory_xact_lock`, held until its commit, after which its
 * answer is stored), so of N overlapping identical calls one writes and the others answer what it
 * answered, instead of a 412 naming the same person or a duplicate key's 500.
 */
export async function answeredWithin(
  tx: Queryable,
  binding: KeyBinding | undefined,
): Promise<StoredAnswer | undefined> {
  if (!binding) return undefined;
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `idempotency\n${binding.accountId}\n${binding.key}`,
  ]);
  return storedAnswer(tx, binding);
}

/** How often expired keys are forgotten (by the services' clock): not on every write, which paid a statement. */
const purgeEveryMs = 60_000;
let lastPurge = Number.NEGATIVE_INFINITY;

/** Whether expired keys are due to be forgotten now (at most once every `purgeEveryMs`). */
function purgeDue(now: Date): boolean {
  const at = now.getTime();
  // A clock set back (a test's) counts as due, so no clock can put the purge off for good.
  if (at < lastPurge || at - lastPurge >= purgeEveryMs) {
    lastPurge = at;
    return true;
  }
  return false;
}

/**
 * Remembers the answer for the key, replacing an expired use of it (still stored until the next purge),
 * and now and then forgets expired keys. A live use of the key is never replaced: `answeredWithin` found
 * none under the key's lock, so finding one here is an error.
 */
export async function storeAnswer(db: Queryable, binding: KeyBinding, status: number, body: Json) {
  const expired = new Date(binding.now.getTime() - idempotencyLifetimeMs).toISOString();
  if (purgeDue(binding.now)) await db.query('DELETE FROM idempotency_keys WHERE created_at <= $1', [expired]);
  const stored = await db.query(
    `INSERT INTO idempotency_keys (idempotency_key, account_id, action, status, body, business_unit_code, request_hash, created_at)
     VALUES ($1, $2, $8, $3, $4, $5, $6, $7)
     ON CONFLICT (account_id, idempotency_key) DO UPDATE
       SET action = EXCLUDED.action, status = EXCLUDED.status, body = EXCLUDED.body,
         business_unit_code = EXCLUDED.business_unit_code, request_hash = EXCLUDED.request_hash,
         created_at = EXCLUDED.created_at
       WHERE idempotency_keys.created_at <= $9`,
    [
      binding.key,
      binding.accountId,
      status,
      JSON.stringify(body),
      binding.unit,
      binding.hash,
      binding.now.toISOString(),
      binding.action,
      expired,
    ],
  );
  if (stored.affectedRows !== 1) throw new Error('Idempotency-Key already answered');
}
