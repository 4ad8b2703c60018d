// What every call file of src/api/calls shares: the X-Actions of SPEC §7, the options every call
// accepts, and the caller — the HTTP client with the caller's signal and business unit, which tells the
// app once when a data call (calls 7–17) is refused with 401 or 403.
import type { AppConfig } from '../../config';
import { isRecord } from '../../domain/coerce';
import { fetchMessages } from '../../domain/fetch-messages';
import { ApiError, type CallMessages, createHttpClient, type HttpClientOptions } from '../http-client';

/** X-Action of every call that has one (call 13 has none). */
export const actions = {
  portal: 'SearchAllStaffPortalsByBusinessManager',
  businessManager: 'SearchByIdBusinessManager',
  portalOptions: 'SearchOptionsStaffPortalByBusinessUnit',
  staffUser: 'SearchAllStaff',
  useCases: 'SearchUseCaseForStaff',
  businessUnits: 'SearchBusinessUnitsForAnOfficer',
  employees: 'SearchAllEmployee',
  employee: 'SearchByIdEmployee',
  pendingDays: 'SearchDaysPendingPerContractByEmployee',
  requests: 'SearchAllHumanResourcesRequest',
  saveRequest: 'SaveHumanResourcesRequest',
  removeRequests: 'RemoveHumanResourcesRequest',
  /** Call 14 (ours): a manager's answer to a vacation request. */
  answerVacationRequest: 'SaveVacationRequestApproval',
  /** Call 15 (ours): the caller becomes the person in charge of a request. */
  assignResponsible: 'AssignHumanResourcesRequestResponsible',
  /** Call 16 (ours): Cumple or No Cumple for a requirement entry of a request. */
  evaluateRequirement: 'EvaluateHumanResourcesRequestRequirement',
  /** Call 17 (ours): a task of a request is executed (done). */
  executeTask: 'ExecuteHumanResourcesRequestTask',
  /** Call 18 (ours): the CV ('Hoja de vida') of an onboarding request. */
  requestCurriculum: 'SearchHumanResourcesRequestCurriculum',
  /** Call 19 (ours): a request's history (who changed it, when, how). */
  requestHistory: 'SearchHumanResourcesRequestHistory',
  /** Call 20 (ours): who else of the manager's team is away in an enjoyment request's days. */
  teamAbsences: 'SearchTeamAbsencesForRequest',
} as const;

/** Page size of the employee list and the requests list (SPEC §9). */
export const pageSize = 500;

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** X-Business-unit for this call (defaults to the app's selected unit). */
  businessUnit?: string | undefined;
}

export interface CreateApiOptions {
  config: Pick<AppConfig, 'services' | 'retryAttempts' | 'timeoutMs'>;
  /** Access token obtained silently from the identity provider. */
  getToken: HttpClientOptions['getToken'];
  /** The selected business unit (public code), if any. */
  getBusinessUnit: HttpClientOptions['getBusinessUnit'];
  /** DPoP proofs for a bound access token (src/app/auth/dpop.ts); Bearer without it. */
  dpopProof?: HttpClientOptions['dpopProof'];
  fetch?: HttpClientOptions['fetch'];
  /**
   * Told when a data call (calls 7–13) is refused with 401 or 403, so the app can show the error
   * catalogue (401: sign in again; 403: access denied) instead of a generic load failure.
   */
  onDenied?: (status: DeniedStatus) => void;
  /** Test seams of the client. */
  random?: HttpClientOptions['random'];
  sleep?: HttpClientOptions['sleep'];
  backoff?: HttpClientOptions['backoff'];
}

/** The refusals that send the person to the error catalogue. */
export type DeniedStatus = 401 | 403;

/** The status of a refusal (401 or 403) of an error, if it is one. */
function deniedStatusOf(error: unknown): DeniedStatus | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.status === 401 || error.status === 403 ? error.status : undefined;
}

/** A 429 (the services' per-account limit) says so, whatever the call, instead of the call's own texts. */
function tooManyRequests(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 429) return error;
  const { kind, status, action, attempts } = error;
  const message = fetchMessages.tooManyRequests;
  return new ApiError({ kind, status, action, attempts, message, finalMessage: message, cause: error });
}

/** A fresh key for one logical submission of call 11; reuse it when the user retries that submission. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

export const fixed = (failure: string, final: string = failure): CallMessages => ({
  failure: () => failure,
  final,
});
export const segment = (value: string) => encodeURIComponent(value);
export const list = <T>(body: unknown, parseItem: (item: unknown) => T): T[] =>
  Array.isArray(body) ? body.map(parseItem) : [];
/** Lets the browser handle input and paint before going on: scheduler.yield where it exists. */
function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * A long list parsed `sliceSize` items at a time, yielding to the browser between slices, so a page of
 * 500 employees does not hold a phone's main thread for one long task.
 */
export async function listInSlices<T>(
  body: unknown,
  parseItem: (item: unknown) => T,
  sliceSize = 100,
): Promise<T[]> {
  if (!Array.isArray(body)) return [];
  const parsed: T[] = [];
  for (let from = 0; from < body.length; from += sliceSize) {
    if (from > 0) await yieldToMain();
    for (const item of body.slice(from, from + sliceSize)) parsed.push(parseItem(item));
  }
  return parsed;
}
/** "An array whose first element is …": the first item, or the object itself when not an array. */
export const firstOf = <T>(body: unknown, parseItem: (item: unknown) => T): T | undefined => {
  const item = Array.isArray(body) ? body[0] : body;
  return isRecord(item) ? parseItem(item) : undefined;
};

// Calls 1–6 are the session's own: their machines turn failures into the codes of SPEC §8. The data
// calls report a refusal once, in the caller, whoever made the call.
const sessionActions: readonly string[] = [
  actions.portal,
  actions.businessManager,
  actions.portalOptions,
  actions.staffUser,
  actions.useCases,
  actions.businessUnits,
];

// A history or a team's absences refused with 403 is a section that says it failed, beside the request it
// belongs to: it never sends the person to the access-denied page (a 401 still signs them in again), nor
// takes the manager away from the answer.
const quietForbidden: readonly string[] = [actions.requestHistory, actions.teamAbsences];

/** Builds the caller every call file uses. */
export function createCaller(options: CreateApiOptions) {
  const http = createHttpClient({
    attempts: options.config.retryAttempts,
    timeoutMs: options.config.timeoutMs,
    getToken: options.getToken,
    getBusinessUnit: options.getBusinessUnit,
    ...(options.dpopProof ? { dpopProof: options.dpopProof } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.random ? { random: options.random } : {}),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    ...(options.backoff ? { backoff: options.backoff } : {}),
  });
  type Spec<T> = Omit<Parameters<typeof http.request<T>>[0], 'signal' | 'businessUnit'>;
  return {
    services: options.config.services,
    /** One call of the spec, with the caller's signal and business unit; a refusal of a data call is told. */
    async call<T>(input: CallOptions, spec: Spec<T>): Promise<T> {
      try {
        return await http.request({ ...spec, signal: input.signal, businessUnit: input.businessUnit });
      } catch (error) {
        const denied = deniedStatusOf(error);
        const action = spec.action ?? '';
        const quiet = sessionActions.includes(action) || (denied === 403 && quietForbidden.includes(action));
        if (denied && !quiet) options.onDenied?.(denied);
        throw tooManyRequests(error);
      }
    },
  };
}

/** The caller the call files share. */
export type Caller = ReturnType<typeof createCaller>;
