// A request's history (migration 009): every change of a request appends one entry in the transaction
// that makes it, so a refused or failed call (its transaction rolled back) leaves none, and an entry
// never exists for a change that did not happen. The entry's who, when, status and transition are the
// services' own; only `words` are the person's (a justification, an observation). Call 19 reads them.

import type { HistoryEvent } from '@src/domain/entities';
import {
  type Handler,
  type Json,
  noContent,
  requireUseCase,
  type Transaction,
  unitScope,
} from './call-context';
import { HttpError, messages } from './http-error';
import { dataReadUseCaseFor } from './read-use-cases';
import { initialStatusOf } from './validation';
import { withoutVersion, withVersion } from './versions';

/**
 * The statechart state whose invoked call makes each change (machines/, `<machine id>.<state path>`):
 * the change is that state's `xstate.done.actor` transition, so an analyst can follow a request's path
 * on the diagrams of docs/flows. test/stack/history.test.ts checks each one against the machines.
 */
export const historyTransitions = {
  /** Call 11 from the vacation and certification wizard. */
  wizardCreate: 'requestWizard.submitting',
  /** Call 11 from the onboarding wizard. */
  onboardingCreate: 'onboarding.submitting',
  /** Call 11 from Terminar, Renovar or Modificar on /contracts. */
  contractActionCreate: 'contractAction.sending',
  /** Call 12: the discard flow (its own machine, run by the lists, the board and the process page). */
  discard: 'discard.removing',
  /** Call 14: the manager's answer. */
  answer: 'vacationApproval.submitting',
  /** Call 15: 'Asignarme a mí como responsable.' → Guardar. */
  assign: 'requestProcess.ready.responsible.saving',
  /** Call 16: Aprobar, No Cumple (confirmed) or Deshacer of a requirement entry. */
  evaluate: 'requestProcess.ready.requirements.evaluating',
  /** Call 17: Ejecutar of a task. */
  runTask: 'requestProcess.ready.executing',
  /** A change no statechart of the portal makes (the HR back office): only the seed has them. */
  outsidePortal: 'fueraDelPortal',
} as const;

type HistoryTransition = (typeof historyTransitions)[keyof typeof historyTransitions];

/** One change, as the call that made it knows it. */
export interface HistoryChange {
  requestId: string;
  /** The version the change made (1 for a new request). */
  version: number;
  at: Date;
  /** The token's account and the staff member's name (unitScope's requester), never the body's. */
  accountId: string;
  personName: string;
  event: HistoryEvent;
  /** '' for a new request. */
  statusFrom: string;
  statusTo: string;
  transition: HistoryTransition;
  detail?: Json;
  /** The person's words ('' when none). */
  words?: string;
}

/** Who made a change and when: the token's account, the staff member's name, the services' clock. */
export type Author = Pick<HistoryChange, 'accountId' | 'personName' | 'at'>;

/** Call 11's entry: the request created at version 1 in its first status, from the wizard that sends it. */
export function creationEntry(
  requestId: string,
  request: { type: string; isContractAction: boolean },
  author: Author,
): HistoryChange {
  return {
    ...author,
    requestId,
    version: 1,
    event: 'created',
    statusFrom: '',
    statusTo: initialStatusOf(request.type),
    transition:
      request.type === 'Onboarding'
        ? historyTransitions.onboardingCreate
        : request.isContractAction
          ? historyTransitions.contractActionCreate
          : historyTransitions.wizardCreate,
  };
}

/** Call 12's entry for one request it discarded (at `version`), with the person's justification. */
export function discardEntry(
  requestId: string,
  change: { version: number; statusFrom: string; justification: string },
  author: Author,
): HistoryChange {
  return {
    ...author,
    requestId,
    version: change.version,
    event: 'discarded',
    statusFrom: change.statusFrom,
    statusTo: 'canceled',
    transition: historyTransitions.discard,
    words: change.justification,
  };
}

/** An entry's values after its request and version, in request_history's column order. */
function entryValues(change: Omit<HistoryChange, 'requestId' | 'version'>): unknown[] {
  return [
    change.at.toISOString(),
    change.accountId,
    change.personName,
    change.event,
    change.statusFrom,
    change.statusTo,
    change.transition,
    JSON.stringify(change.detail ?? {}),
    change.words ?? '',
  ];
}

/** Appends the change's entry, inside the transaction of the change. */
export async function appendHistory(tx: Transaction, change: HistoryChange): Promise<void> {
  await tx.query(
    `INSERT INTO request_history (human_resource_request_id, request_version, recorded_at, account_id,
       person_name, event, status_from, status_to, transition, detail, words)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [change.requestId, change.version, ...entryValues(change)],
  );
}

/** The version a stored request was answered with. */
export const versionOf = (stored: Json): number => Number(stored.humanResourceRequestVersion ?? 0);

/**
 * Writes a locked request's new document and status, raising its version, and appends the change's
 * entry at that version: one statement (the entry reads the version the update made), in the
 * transaction of the change, so the two cannot part. Gives the document back as answered, with its new
 * version.
 */
export async function storeWithHistory(
  tx: Transaction,
  requestId: string,
  document: Json,
  status: string | undefined,
  change: Omit<HistoryChange, 'requestId' | 'version'>,
): Promise<Json> {
  const stored = withoutVersion(document);
  const result = await tx.query<{ version: number }>(
    `WITH changed AS (
       UPDATE human_resource_requests
       SET document = $2, request_status = COALESCE($3, request_status), version = version + 1
       WHERE human_resource_request_id = $1 RETURNING version)
     INSERT INTO request_history (human_resource_request_id, request_version, recorded_at, account_id,
       person_name, event, status_from, status_to, transition, detail, words)
     SELECT $1, changed.version, $4::timestamptz, $5::text, $6::text, $7::text, $8::text, $9::text,
       $10::text, $11::jsonb, $12::text
     FROM changed
     RETURNING request_version AS version`,
    [requestId, JSON.stringify(stored), status ?? null, ...entryValues(change)],
  );
  const version = result.rows[0]?.version;
  if (version === undefined) throw new Error('the request to change was not found');
  return withVersion(stored, version);
}

/**
 * A row of request_history as read back (the history entry's id as a number).
 * @internal the tests read rows with it too
 */
export interface HistoryRow {
  history_entry_id: number;
  request_version: number;
  recorded_at: Date;
  account_id: string;
  person_name: string;
  event: string;
  status_from: string;
  status_to: string;
  transition: string;
  detail: Json;
  words: string;
}

/**
 * Call 19 (ours): GET /employee-portal-query/human-resources-requests/{humanResourceRequestId}/history with
 * X-Action SearchHumanResourcesRequestHistory: the request's entries, oldest first (by version), 204 when
 * it has none. Scoped like call 10: the unit (403), the request of that unit (another unit's answers like
 * a missing one, 404), and the use case that reads the request's data (read-use-cases.ts; 403).
 */
export const searchRequestHistory: Handler = async (c, deps) => {
  const { unit, useCases } = await unitScope(c, deps);
  const requestId = c.req.param('id') ?? '';
  const request = await deps.db.query<{ business_unit_code: string; request_type: string }>(
    'SELECT business_unit_code, request_type FROM human_resource_requests WHERE human_resource_request_id = $1',
    [requestId],
  );
  const row = request.rows[0];
  if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
  requireUseCase(useCases, dataReadUseCaseFor(row.request_type));
  const entries = await deps.db.query<HistoryRow>(
    `SELECT history_entry_id, request_version, recorded_at, account_id, person_name, event, status_from,
       status_to, transition, detail, words
     FROM request_history WHERE human_resource_request_id = $1 ORDER BY request_version`,
    [requestId],
  );
  if (entries.rows.length === 0) return noContent(c);
  return c.json(
    entries.rows.map((entry) => ({
      historyEntryId: String(entry.history_entry_id),
      humanResourceRequestId: requestId,
      humanResourceRequestVersion: entry.request_version,
      recordedAt: new Date(entry.recorded_at).toISOString(),
      accountId: entry.account_id,
      personName: entry.person_name,
      event: entry.event,
      statusFrom: entry.status_from,
      statusTo: entry.status_to,
      transition: entry.transition,
      detail: entry.detail,
      words: entry.words,
    })),
  );
};
