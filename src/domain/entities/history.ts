// A request's history (ours; SPEC §7 has no such call): one entry per change of the request, written by
// the services in the transaction of the change, never updated or deleted. Who, when, the status and the
// statechart transition come from the services; only `words` (a justification, an observation) are what
// the person typed. Read with call 19 (SearchHumanResourcesRequestHistory), oldest first.

import { entity, listOf, num, safely, text } from '../coerce';
import type { z } from '../zod';

/**
 * What an entry records, in the project's vocabulary. `statusChanged` is a change of status that none of
 * the others names (the HR back office closing a request; the seed has them, no call of the portal does).
 * @internal
 */
export const historyEvents = [
  'created',
  'responsibleChanged',
  'requirementEvaluated',
  'requirementUndone',
  'taskRun',
  'approved',
  'rejected',
  'discarded',
  'statusChanged',
] as const;
export type HistoryEvent = (typeof historyEvents)[number];

/** What changed besides the status, as the services knew it then (names, not ids, so it reads later). */
const historyDetailSchema = entity({
  /** requirementEvaluated / requirementUndone: the entry and the tag it got (Cumple, No Cumple, Sin Evaluar). */
  requirementName: text(),
  requirementTag: text(),
  /** taskRun: the task's name. */
  taskName: text(),
  /** responsibleChanged: the names of the person in charge before ('' for nobody) and after. */
  previousResponsible: text(),
  newResponsible: text(),
});

const historyEntrySchema = entity({
  historyEntryId: text(),
  humanResourceRequestId: text(),
  /** The version of the request this change made (1 for the creation): the entries' order. */
  humanResourceRequestVersion: num(),
  /** The services' clock (ISO 8601). */
  recordedAt: text(),
  /** Who: the account of the token and the staff member's name. */
  accountId: text(),
  personName: text(),
  event: text(),
  /** The status before ('' on creation) and after the change. */
  statusFrom: text(),
  statusTo: text(),
  /** The statechart state whose call made the change (e.g. requestProcess.ready.executing). */
  transition: text(),
  detail: historyDetailSchema,
  /** The person's own words: a discard's justification, a manager's observation ('' when none). */
  words: text(),
});
export type HistoryEntry = z.output<typeof historyEntrySchema>;

/** Coerces call 19's answer into the entries, in the order the services gave them (oldest first). */
export const parseRequestHistory = (value: unknown): HistoryEntry[] =>
  safely(listOf(historyEntrySchema), value);
