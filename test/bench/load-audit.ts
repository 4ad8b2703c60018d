// The load bench's pure parts (test/tooling/load-bench.test.ts checks them): latency
// percentiles, and the audit of what the database holds after a run against what the simulated staff
// were told. No I/O here: test/bench/load.ts reads the rows and the answers and prints what this says.

/** The percentile `p` (0–100) of ascending `sorted` values, by nearest rank; NaN when there are none. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/** Count, p50, p95, p99 and maximum of some latencies (ms). */
export function summarize(latencies: readonly number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
  };
}

/** The calls that write: save (11), discard (12), answer (14), person in charge (15), requirement (16), task (17). */
export type WriteCall = 11 | 12 | 14 | 15 | 16 | 17;

/** The history events (migration 008) each write call may append. */
export const eventsOfCall: Record<WriteCall, readonly string[]> = {
  11: ['created'],
  12: ['discarded'],
  14: ['approved', 'rejected'],
  15: ['responsibleChanged'],
  16: ['requirementEvaluated', 'requirementUndone'],
  17: ['taskRun'],
};

/** One answer the services gave to a keyed write (an attempt, a retry, or a copy sent at once). */
export interface WriteAnswer {
  /** HTTP status; 0 when no answer came (a network error or the client's time-out). */
  status: number;
  /** The request the answer is about (call 11: the one it created). */
  requestId?: string | undefined;
  /** The version the answer carries (its ETag). */
  version?: number | undefined;
  replayed?: boolean;
}

/** A write as the simulated staff member made it: one Idempotency-Key and every answer to it. */
export interface WriteRecord {
  call: WriteCall;
  account: string;
  key: string;
  /** The request changed (calls 12, 14–17); call 11's comes with its answer. */
  requestId?: string | undefined;
  /** The version sent in If-Match (calls 12, 14–17). */
  sentVersion?: number | undefined;
  answers: WriteAnswer[];
}

/** A row of request_history, as the audit reads it. */
export interface HistoryFact {
  requestId: string;
  version: number;
  account: string;
  event: string;
}

/** A request as stored: its current version and who created it. */
export interface RequestFact {
  requestId: string;
  version: number;
  createdBy: string;
}

export interface AuditInput {
  writes: readonly WriteRecord[];
  history: readonly HistoryFact[];
  requests: readonly RequestFact[];
  /** Whether an account is one of the bench's (its rows are the run's; the seed's are not). */
  isBenchAccount: (account: string) => boolean;
}

export interface AuditResult {
  /** Each a sentence; none when the audit is clean. */
  problems: string[];
  figures: {
    /** Keys answered 2xx (at least once). */
    accepted: number;
    /** Of them, the ones that changed a request (a new version). */
    changes: number;
    /** Accepted answers that changed nothing (the same person in charge, a done task…). */
    unchanged: number;
    /** Answers marked Idempotent-Replayed. */
    replays: number;
    /** Keys whose last answer was none or a 5xx: the write may or may not have happened. */
    inDoubt: number;
    /** History rows of the bench's accounts. */
    historyRows: number;
    /** Requests whose versions were checked for gaps. */
    requestsChecked: number;
  };
}

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * The audit of a run: every accepted write stored once, no lost update, no duplicate.
 * - Stored: each accepted change (a 2xx whose version is new) has its history row (request, version),
 *   by the same account and of the call's event.
 * - No lost update: a change accepted with If-Match n made version n + 1 (it was applied on what its
 *   writer saw), no two accepted changes claim one version, and each request's history is 1…its version
 *   without a gap or a repeat.
 * - No duplicate: every answer to one key (retries, copies sent at once) that succeeded names the same
 *   request and version, and every history row of the bench's accounts is the row of exactly one accepted
 *   change, or of a write left in doubt (no answer, or a 5xx, at its last attempt) — never more of those
 *   than there were writes in doubt.
 */
export function auditRun({ writes, history, requests, isBenchAccount }: AuditInput): AuditResult {
  const problems: string[] = [];
  const rowAt = new Map<string, HistoryFact>();
  const slot = (requestId: string, version: number) => `${requestId}\n${version}`;
  for (const row of history) rowAt.set(slot(row.requestId, row.version), row);

  const claimed = new Map<string, WriteRecord>();
  let accepted = 0;
  let changes = 0;
  let unchanged = 0;
  let replays = 0;
  const inDoubtByAccount = new Map<string, number>();

  for (const write of writes) {
    replays += write.answers.filter((answer) => answer.replayed).length;
    const successes = write.answers.filter((answer) => isSuccess(answer.status));
    const last = write.answers[write.answers.length - 1];
    if (successes.length === 0) {
      if (!last || last.status === 0 || last.status >= 500)
        inDoubtByAccount.set(write.account, (inDoubtByAccount.get(write.account) ?? 0) + 1);
      continue;
    }
    accepted += 1;
    const [first] = successes as [WriteAnswer, ...WriteAnswer[]];
    const differing = successes.find(
      (answer) => answer.requestId !== first.requestId || answer.version !== first.version,
    );
    if (differing)
      problems.push(
        `call ${write.call}, key ${write.key}: answered ${first.requestId} v${first.version} and then ${differing.requestId} v${differing.version} (a duplicate)`,
      );
    const requestId = first.requestId ?? write.requestId;
    const version = first.version;
    if (!requestId || version === undefined) {
      problems.push(`call ${write.call}, key ${write.key}: accepted without the request or its version`);
      continue;
    }
    const sent = write.call === 11 ? 0 : write.sentVersion;
    if (sent !== undefined && version === sent && write.call !== 11) {
      unchanged += 1;
      continue;
    }
    changes += 1;
    if (sent !== undefined && version !== sent + 1)
      problems.push(
        `call ${write.call} on ${requestId}: accepted with If-Match v${sent} but answered v${version} (a lost update)`,
      );
    const key = slot(requestId, version);
    const other = claimed.get(key);
    if (other) {
      problems.push(
        `${requestId} v${version} accepted twice: call ${other.call} by ${other.account} and call ${write.call} by ${write.account} (a lost update)`,
      );
      continue;
    }
    claimed.set(key, write);
    const row = rowAt.get(key);
    if (!row) {
      problems.push(
        `call ${write.call} on ${requestId} v${version} by ${write.account}: accepted, not stored`,
      );
      continue;
    }
    if (row.account !== write.account || !eventsOfCall[write.call].includes(row.event))
      problems.push(
        `${requestId} v${version}: accepted as call ${write.call} by ${write.account}, stored as ${row.event} by ${row.account} (a lost update)`,
      );
  }

  // Rows of the bench's accounts that no accepted change claims: only writes left in doubt may explain them.
  let historyRows = 0;
  const unclaimedByAccount = new Map<string, HistoryFact[]>();
  for (const row of history) {
    if (!isBenchAccount(row.account)) continue;
    historyRows += 1;
    if (claimed.has(slot(row.requestId, row.version))) continue;
    unclaimedByAccount.set(row.account, [...(unclaimedByAccount.get(row.account) ?? []), row]);
  }
  for (const [account, rows] of unclaimedByAccount) {
    const doubt = inDoubtByAccount.get(account) ?? 0;
    if (rows.length > doubt)
      problems.push(
        `${account}: ${rows.length} stored change(s) no accepted write made and ${doubt} write(s) in doubt (a duplicate): ${rows
          .slice(0, 5)
          .map((row) => `${row.requestId} v${row.version} ${row.event}`)
          .join(', ')}`,
      );
  }

  // Every request a bench account touched: its history 1…version, no gap, no repeat.
  const touched = new Set(history.filter((row) => isBenchAccount(row.account)).map((row) => row.requestId));
  for (const request of requests) if (isBenchAccount(request.createdBy)) touched.add(request.requestId);
  const versionsOf = new Map<string, number[]>();
  for (const row of history) {
    if (!touched.has(row.requestId)) continue;
    versionsOf.set(row.requestId, [...(versionsOf.get(row.requestId) ?? []), row.version]);
  }
  const stored = new Map(requests.map((request) => [request.requestId, request]));
  for (const requestId of touched) {
    const versions = (versionsOf.get(requestId) ?? []).sort((a, b) => a - b);
    const current = stored.get(requestId)?.version;
    const gap = versions.findIndex((version, index) => version !== index + 1);
    if (current === undefined) problems.push(`${requestId}: history without the request`);
    else if (gap >= 0 || versions.length !== current)
      problems.push(
        `${requestId}: version ${current}, history versions ${versions.join(',') || 'none'} (a gap or a repeat)`,
      );
  }

  return {
    problems,
    figures: {
      accepted,
      changes,
      unchanged,
      replays,
      inDoubt: [...inDoubtByAccount.values()].reduce((sum, n) => sum + n, 0),
      historyRows,
      requestsChecked: touched.size,
    },
  };
}
