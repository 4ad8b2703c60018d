// Rules of a request's history section ('Historial de la solicitud'): the order the entries
// show in, whether a failed read was a refusal (the person may not read it: no retry helps), and what an
// entry shows, formatted (Bogotá time, the statuses' labels, the person's name).
import type { HistoryEntry } from '../entities';
import { formatDateTime, toDate } from '../format';
import { labelOfRequestStatus } from '../lookups';

/** The entry's place: the version its change made, then the services' arrival order. */
const entryOrder = (entry: HistoryEntry) => [
  entry.humanResourceRequestVersion,
  Number(entry.historyEntryId) || 0,
];

/**
 * The entries newest first: by the version each change made (call 19 answers them oldest first, in that
 * order), then by arrival, then by the services' clock. Never changes the list it is given.
 */
export function historyNewestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => {
    const [versionA = 0, arrivalA = 0] = entryOrder(a);
    const [versionB = 0, arrivalB = 0] = entryOrder(b);
    if (versionA !== versionB) return versionB - versionA;
    if (arrivalA !== arrivalB) return arrivalB - arrivalA;
    return b.recordedAt.localeCompare(a.recordedAt);
  });
}

/**
 * True when call 19 refused to read the history (403: the person lacks the use case that reads the
 * request's data). Reading it again would be refused again: the section says so instead of Reintentar.
 */
export function isHistoryRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 403;
}

/** What an entry shows, formatted: who, when, the status before and after (labels), the words. */
export interface HistoryEntryFacts {
  /** The entry's id, for the list's keys. */
  id: string;
  event: HistoryEntry['event'];
  /** dd/Mon/yyyy hh:mm in Bogotá time ('Sin Fecha' when the services sent none). */
  when: string;
  /** The services' instant, as sent (the `<time>` element's machine-readable value); '' when not a date. */
  instant: string;
  /** The staff member's name, else the account. */
  who: string;
  /** The status labels before and after; `from` is '' on creation and when the status did not change. */
  from: string;
  to: string;
  detail: HistoryEntry['detail'];
  /** The person's words, trimmed ('' when none). */
  words: string;
}

/** An entry's displayed facts (never throws on odd data: the entity schema already coerced it). */
export function historyEntryFacts(entry: HistoryEntry): HistoryEntryFacts {
  const changedStatus = entry.statusFrom.trim() !== '' && entry.statusFrom !== entry.statusTo;
  return {
    id: entry.historyEntryId || `${entry.humanResourceRequestVersion}`,
    event: entry.event,
    when: formatDateTime(entry.recordedAt),
    instant: toDate(entry.recordedAt) ? entry.recordedAt : '',
    who: entry.personName.trim() || entry.accountId.trim(),
    from: changedStatus ? labelOfRequestStatus(entry.statusFrom) : '',
    to: entry.statusTo.trim() === '' ? '' : labelOfRequestStatus(entry.statusTo),
    detail: entry.detail,
    words: entry.words.trim(),
  };
}
