// Calls 10–12 and 14–20 of SPEC §7 and ours: the HR requests of an employee or of one number, saving and
// discarding requests, the keyed changes of one request (a manager's answer, the person in
// charge, a requirement's evaluation, a task's execution), an onboarding request's CV, a request's
// history and the team's absences in an enjoyment request's days.
import { isRecord } from '../../domain/coerce';
import { type HistoryEntry, parseRequestHistory } from '../../domain/entities/history';
import {
  type HumanResourceRequest,
  type NewHumanResourceRequest,
  parseHumanResourceRequest,
  parseRequestConflict,
  type RequestConflict,
  requestEntityTag,
} from '../../domain/entities/requests';
import { parseTeamAbsences, type TeamAbsence } from '../../domain/entities/team-absences';
import { fetchMessages } from '../../domain/fetch-messages';
import { ApiError } from '../http-client';
import {
  actions,
  type Caller,
  type CallOptions,
  firstOf,
  fixed,
  list,
  newIdempotencyKey,
  pageSize,
  segment,
} from './caller';

/** One entry of the discard body of call 12. */
export interface RemovedRequest {
  humanResourceRequestDescription: string;
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
  removalJustification: string;
}

/**
 * A change refused with 412 because someone else changed the request since the version the
 * person saw. Carries the request as it is now and who changed it last; never retried or resent.
 */
export class RequestChangedError extends ApiError {
  readonly conflict: RequestConflict;

  constructor(failure: ApiError, conflict: RequestConflict) {
    const { kind, status, message, finalMessage, action, attempts } = failure;
    super({ kind, status, message, finalMessage, action, attempts });
    this.name = 'RequestChangedError';
    this.conflict = conflict;
  }
}

/** The version of a request the person saw: what a change sends back as If-Match. */
export interface SeenVersion {
  requestId: string;
  /** humanResourceRequestVersion as shown (call 10's item or the last change's answer). */
  version: number;
}

const ifMatch = (seen: readonly SeenVersion[]) =>
  seen
    .map((item) =>
      requestEntityTag({ humanResourceRequestId: item.requestId, humanResourceRequestVersion: item.version }),
    )
    .join(', ');

const preconditionFailed = (body: unknown, failure: ApiError) =>
  new RequestChangedError(failure, parseRequestConflict(body));

/** The body of call 14 (SPEC §3 "Vacation approval form"). */
export interface VacationAnswer {
  approval: 'approve' | 'reject';
  observation: string;
}

/** What call 11 answers. */
export interface SavedRequest {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
  /** Whose request it is (an onboarding request: the person being linked, as the services filed it). */
  employeeId: string;
}

/** What call 18 answers: the CV's bytes and the name it was attached with. */
export interface RequestCurriculum {
  content: Blob;
  fileName: string;
}

/** The file name of a Content-Disposition header (its UTF-8 `filename*`, as call 18 sends it), or `fallback`. */
function fileNameOf(disposition: string | null, fallback: string): string {
  try {
    return (
      decodeURIComponent(/filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '')?.[1]?.trim() ?? '') || fallback
    );
  } catch {
    return fallback; // a malformed escape
  }
}

/** Call 10's query of one employee's or one number's requests (newest first, one page of 500). */
const requestsQuery = (filter: Record<string, string | undefined>) => ({
  page: 1,
  perPage: pageSize,
  ...filter,
  sort: 'desc.humanResourceRequestDate',
});

const asText = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The request calls over one caller. */
export function requestCalls({ call, services }: Caller) {
  /** A keyed POST on one request (calls 14 to 17) that answers the updated request. */
  function updateRequest(
    input: SeenVersion & { idempotencyKey?: string | undefined } & CallOptions,
    change: { path: string; action: string; body: unknown },
  ): Promise<HumanResourceRequest> {
    return call(input, {
      method: 'POST',
      baseUrl: services.persistence,
      path: `/human-resources-requests/${segment(input.requestId)}/${change.path}`,
      action: change.action,
      headers: {
        'Idempotency-Key': input.idempotencyKey ?? newIdempotencyKey(),
        'If-Match': ifMatch([input]),
      },
      body: change.body,
      preconditionFailed,
      messages: fixed(fetchMessages.save.failure),
      noContent: () => {
        throw new Error('204 sin la solicitud actualizada');
      },
      parse: (body) => parseHumanResourceRequest(body),
    });
  }

  return {
    /** Call 10: the employee's HR requests, newest first, optionally of one type; [] on 204. */
    getRequests(
      input: { employeeId: string; requestType?: string | undefined } & CallOptions,
    ): Promise<HumanResourceRequest[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: '/human-resources-requests',
        query: requestsQuery({
          employeeId: input.employeeId,
          humanResourceRequestType: input.requestType || undefined,
        }),
        action: actions.requests,
        messages: { failure: fetchMessages.requests.failure, final: fetchMessages.requests.final },
        noContent: () => [],
        parse: (body) => list(body, parseHumanResourceRequest),
      });
    },

    /**
     * Call 10 narrowed to one request by its number (`humanResourceRequestNumber`, a query parameter the
     * reference services add): the vacation-approval screen's request. Undefined on 204 or an empty list.
     */
    getRequestByNumber(
      input: { requestNumber: string } & CallOptions,
    ): Promise<HumanResourceRequest | undefined> {
      return call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: '/human-resources-requests',
        query: requestsQuery({ humanResourceRequestNumber: input.requestNumber }),
        action: actions.requests,
        messages: { failure: fetchMessages.requests.failure, final: fetchMessages.requests.final },
        noContent: () => undefined,
        // Only the request of exactly this number: never whatever comes first in a list.
        parse: (body) =>
          (Array.isArray(body)
            ? list(body, parseHumanResourceRequest)
            : [firstOf(body, parseHumanResourceRequest)]
          ).find((request) => request?.humanResourceRequestNumber.trim() === input.requestNumber.trim()),
      });
    },

    /**
     * Call 18 (ours): an onboarding request's CV ('Hoja de vida'), as a file; needs AddEmployeeLink
     * (403) and a request with a CV (404).
     */
    getRequestCurriculum(input: { requestId: string } & CallOptions): Promise<RequestCurriculum> {
      return call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: `/human-resources-requests/${segment(input.requestId)}/curriculum`,
        action: actions.requestCurriculum,
        binary: true,
        messages: { failure: fetchMessages.curriculum.failure, final: fetchMessages.curriculum.final },
        noContent: () => {
          throw new Error('204 sin la hoja de vida');
        },
        parse: (body, headers) => {
          if (!(body instanceof Blob)) throw new Error('respuesta sin archivo');
          return {
            content: body.type === 'application/pdf' ? body : new Blob([body], { type: 'application/pdf' }),
            fileName: fileNameOf(headers.get('Content-Disposition'), 'hoja-de-vida.pdf'),
          };
        },
      });
    },

    /**
     * Call 19 (ours): the request's history, oldest first (the order of its versions); [] on 204. Needs
     * the use case that reads the request's data (403) and a request of the unit (404).
     */
    getRequestHistory(input: { requestId: string } & CallOptions): Promise<HistoryEntry[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: `/human-resources-requests/${segment(input.requestId)}/history`,
        action: actions.requestHistory,
        messages: { failure: fetchMessages.history.failure, final: fetchMessages.history.final },
        noContent: () => [],
        parse: (body) => parseRequestHistory(body),
      });
    },

    /**
     * Call 20 (ours): the absences of the employee's team mates (same manager and unit) whose enjoyment,
     * pending or approved, overlaps the enjoyment request's days, first day first; [] on 204. Needs
     * ApproveVacationRequest (403) and an enjoyment request of the unit (404, 400).
     */
    getTeamAbsences(input: { requestId: string } & CallOptions): Promise<TeamAbsence[]> {
      return call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: `/human-resources-requests/${segment(input.requestId)}/team-absences`,
        action: actions.teamAbsences,
        messages: { failure: fetchMessages.teamAbsences.failure, final: fetchMessages.teamAbsences.final },
        noContent: () => [],
        parse: (body) => parseTeamAbsences(body),
      });
    },

    /**
     * Call 11: saves a request. Sent with an Idempotency-Key (the caller's, else a new one), so the
     * client may retry it; pass the same key again when the user retries the same submission.
     */
    saveRequest(
      input: { request: NewHumanResourceRequest; idempotencyKey?: string | undefined } & CallOptions,
    ): Promise<SavedRequest> {
      return call(input, {
        method: 'POST',
        baseUrl: services.persistence,
        path: '/human-resources-requests',
        action: actions.saveRequest,
        headers: { 'Idempotency-Key': input.idempotencyKey ?? newIdempotencyKey() },
        body: input.request,
        messages: fixed(fetchMessages.save.failure),
        noContent: () => {
          throw new Error('204 sin humanResourceRequestId');
        },
        parse: (body) => {
          const saved = isRecord(body) ? body : {};
          const id = asText(saved.humanResourceRequestId);
          if (id === '') throw new Error('respuesta sin humanResourceRequestId');
          return {
            humanResourceRequestId: id,
            humanResourceRequestNumber: asText(saved.humanResourceRequestNumber),
            employeeId: asText(saved.employeeId),
          };
        },
      });
    },

    /**
     * Call 12: discards requests with their justification. The answer's shape is not used. If-Match
     * holds the version the person saw of each (its `version`, sent only there; a 412 →
     * RequestChangedError); a new Idempotency-Key per discard lets a retry answer what the first
     * attempt did.
     */
    removeRequests(
      input: { requests: readonly (RemovedRequest & { version: number })[] } & CallOptions,
    ): Promise<void> {
      return call(input, {
        method: 'DELETE',
        baseUrl: services.persistence,
        path: '/human-resources-requests',
        action: actions.removeRequests,
        headers: {
          'Idempotency-Key': newIdempotencyKey(),
          'If-Match': ifMatch(
            input.requests.map((request) => ({
              requestId: request.humanResourceRequestId,
              version: request.version,
            })),
          ),
        },
        preconditionFailed,
        body: { removeHumanResourcesRequest: input.requests.map(({ version: _version, ...entry }) => entry) },
        messages: fixed(fetchMessages.remove.failure),
        noContent: () => undefined,
        parse: () => undefined,
      });
    },

    /**
     * Call 14 (ours): a manager approves or rejects a vacation request; answers the updated request.
     * Sent with an Idempotency-Key (the caller's, else a new one), so the client may retry it.
     */
    answerVacationRequest(
      input: SeenVersion & { answer: VacationAnswer; idempotencyKey?: string | undefined } & CallOptions,
    ): Promise<HumanResourceRequest> {
      return updateRequest(input, {
        path: 'approval',
        action: actions.answerVacationRequest,
        body: input.answer,
      });
    },

    /**
     * Call 15 (ours): the signed-in staff member becomes the person in charge of a request ('Asignarme a
     * mí como responsable.'); answers the updated request. Idempotent by nature (the same person again),
     * so a fresh key lets the client retry it like any keyed POST.
     */
    assignResponsible(input: SeenVersion & CallOptions): Promise<HumanResourceRequest> {
      return updateRequest(input, { path: 'responsible', action: actions.assignResponsible, body: {} });
    },

    /**
     * Call 16 (ours): records Cumple (`met`), No Cumple (`notMet`) or Sin Evaluar again (`notEvaluated`,
     * 'Deshacer' of a No Cumple) for a requirement entry; answers the updated request. Idempotent by nature (the same tag again changes nothing), so it may be retried.
     */
    evaluateRequirement(
      input: SeenVersion & { requirementId: string; result: 'met' | 'notMet' | 'notEvaluated' } & CallOptions,
    ): Promise<HumanResourceRequest> {
      return updateRequest(input, {
        path: `requirements/${segment(input.requirementId)}/evaluation`,
        action: actions.evaluateRequirement,
        body: { result: input.result },
      });
    },

    /**
     * Call 17 (ours): executes a task of a request (it becomes done); answers the updated request.
     * Idempotent by nature (a done task stays done), so it may be retried.
     */
    executeTask(input: SeenVersion & { taskId: string } & CallOptions): Promise<HumanResourceRequest> {
      return updateRequest(input, {
        path: `tasks/${segment(input.taskId)}/execution`,
        action: actions.executeTask,
        body: {},
      });
    },
  };
}
