// One typed function per call of SPEC §7. Each function takes one object: its input plus `signal`
// (the caller's AbortSignal) and `businessUnit` (overrides the X-Business-unit getter for this call,
// so a query keyed by a unit always asks for that unit). Every response goes through the entity
// schemas of src/domain/entities.ts, which never throw on odd data.
import type { AppConfig } from '../config';
import {
  type BusinessManager,
  type BusinessUnit,
  type Employee,
  type HumanResourceRequest,
  isRecord,
  type NewHumanResourceRequest,
  type PendingDays,
  type PortalData,
  type PortalOption,
  parseBusinessManager,
  parseBusinessUnit,
  parseEmployee,
  parseHumanResourceRequest,
  parsePendingDays,
  parsePortalData,
  parsePortalOption,
  parseRemunerationProfile,
  parseStaffUser,
  parseUseCases,
  type RemunerationProfile,
  type StaffUser,
} from '../domain/entities';
import { fetchMessages } from '../domain/fetch-messages';
import { arrivedEmployees, type EmployeePage, loadEmployeePages, totalCountOf } from './employee-pages';
import { ApiError, type CallMessages, createHttpClient, type HttpClientOptions } from './http-client';

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
} as const;

/** Page size of the employee list and the requests list (SPEC §9). */
export const pageSize = 500;
/** Call 7 reads this many pages at most (a runaway guard). */
export const maxEmployeePages = 200;
/** The user account is cut to this many characters in the business-units path (SPEC §9). */
export const userAccountPathLength = 20;

/** Options every call accepts. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
  /** X-Business-unit for this call (defaults to the app's selected unit). */
  businessUnit?: string | undefined;
}

/** One entry of the discard body of call 12. */
export interface RemovedRequest {
  humanResourceRequestDescription: string;
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
  removalJustification: string;
}

/** The body of call 14 (SPEC §3 "Vacation approval form"). */
export interface VacationAnswer {
  approval: 'approve' | 'reject';
  observation: string;
}

/** What call 11 answers. */
export interface SavedRequest {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
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
export function deniedStatusOf(error: unknown): DeniedStatus | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.status === 401 || error.status === 403 ? error.status : undefined;
}

/** A fresh key for one logical submission of call 11; reuse it when the user retries that submission. */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}

const fixed = (failure: string, final: string = failure): CallMessages => ({ failure: () => failure, final });
const segment = (value: string) => encodeURIComponent(value);
const list = <T>(body: unknown, parseItem: (item: unknown) => T): T[] =>
  Array.isArray(body) ? body.map(parseItem) : [];
/** "An array whose first element is …": the first item, or the object itself when not an array. */
const firstOf = <T>(body: unknown, parseItem: (item: unknown) => T): T | undefined => {
  const item = Array.isArray(body) ? body[0] : body;
  return isRecord(item) ? parseItem(item) : undefined;
};
/** Header values must be ISO-8859-1; anything else is sent percent-encoded. */
const headerSafe = (value: string) =>
  /^[\u0020-\u007e\u00a0-\u00ff]*$/.test(value) ? value : encodeURIComponent(value);

/** Builds the API the app uses: one function per call of SPEC §7. */
export function createApi(options: CreateApiOptions) {
  const { services } = options.config;
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
  // Calls 1–6 are the session's own: their machines turn failures into the codes of SPEC §8. The data
  // calls (7–13) report a refusal once, here, whoever made the call.
  const sessionActions: readonly string[] = [
    actions.portal,
    actions.businessManager,
    actions.portalOptions,
    actions.staffUser,
    actions.useCases,
    actions.businessUnits,
  ];
  type Spec<T> = Omit<Parameters<typeof http.request<T>>[0], 'signal' | 'businessUnit'>;
  const client = {
    /** One call of the spec, with the caller's signal and business unit; a refusal of a data call is told. */
    async call<T>(input: CallOptions, spec: Spec<T>): Promise<T> {
      try {
        return await http.request({ ...spec, signal: input.signal, businessUnit: input.businessUnit });
      } catch (error) {
        const denied = deniedStatusOf(error);
        if (denied && !sessionActions.includes(spec.action ?? '')) options.onDenied?.(denied);
        throw error;
      }
    },
  };

  /** Call 10's query of one employee's or one number's requests (newest first, one page of 500). */
  const requestsQuery = (filter: Record<string, string | undefined>) => ({
    page: 1,
    perPage: pageSize,
    ...filter,
    sort: 'desc.humanResourceRequestDate',
  });

  /** A keyed POST on one request (calls 14 to 17) that answers the updated request. */
  function updateRequest(
    input: { requestId: string; idempotencyKey?: string | undefined } & CallOptions,
    change: { path: string; action: string; body: unknown },
  ): Promise<HumanResourceRequest> {
    return client.call(input, {
      method: 'POST',
      baseUrl: services.persistence,
      path: `/human-resources-requests/${segment(input.requestId)}/${change.path}`,
      action: change.action,
      headers: { 'Idempotency-Key': input.idempotencyKey ?? newIdempotencyKey() },
      body: change.body,
      messages: fixed(fetchMessages.save.failure),
      noContent: () => {
        throw new Error('204 sin la solicitud actualizada');
      },
      parse: (body) => parseHumanResourceRequest(body),
    });
  }

  /**
   * Call 7: formalized employees of the unit, one page of 500 sorted by first name, with the unit's
   * total when the services send X-Total-Count.
   */
  function getEmployeePage(input: { page?: number } & CallOptions = {}): Promise<EmployeePage> {
    return client.call(input, {
      method: 'GET',
      baseUrl: services.employeeQuery,
      path: '/employees',
      query: {
        page: input.page ?? 1,
        per_page: pageSize,
        sort: 'FirstName:asc',
        contract_status: 'Formalized',
      },
      action: actions.employees,
      messages: fixed(fetchMessages.employees.failure, fetchMessages.employees.final),
      noContent: (headers) => ({ employees: [], total: totalCountOf(headers) }),
      parse: (body, headers) => ({ employees: list(body, parseEmployee), total: totalCountOf(headers) }),
    });
  }

  /** Call 7: one page of the unit's employees. */
  async function getEmployees(input: { page?: number } & CallOptions = {}): Promise<Employee[]> {
    return (await getEmployeePage(input)).employees;
  }

  return {
    getEmployees,
    getEmployeePage,

    /** Call 1: the portal of a public code (first item of the answer); undefined on 204 or an empty list. */
    getPortalData(input: { portalCode: string } & CallOptions): Promise<PortalData | undefined> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: '/staff-portals-by-business-manager',
        query: { publicCode: input.portalCode },
        action: actions.portal,
        messages: fixed(fetchMessages.portal.failure, fetchMessages.portal.final),
        noContent: () => undefined,
        parse: (body) => firstOf(body, parsePortalData),
      });
    },

    /** Call 2: the business manager (operator); undefined on 204. */
    getBusinessManager(
      input: { businessManagerId: string } & CallOptions,
    ): Promise<BusinessManager | undefined> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: `/business-managers/${segment(input.businessManagerId)}`,
        action: actions.businessManager,
        messages: fixed(fetchMessages.businessManager.failure, fetchMessages.businessManager.final),
        noContent: () => undefined,
        parse: (body) => (isRecord(body) ? parseBusinessManager(body) : undefined),
      });
    },

    /** Call 3: portal options of a unit; [] on 204. `businessUnit` is both the query parameter and the header. */
    getPortalOptions(input: {
      staffPortalPublicCode: string;
      businessUnit: string;
      signal?: AbortSignal | undefined;
    }): Promise<PortalOption[]> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staffPortals,
        path: '/staff-portals-by-business-manager',
        query: { staffPortalPublicCode: input.staffPortalPublicCode, businessUnit: input.businessUnit },
        action: actions.portalOptions,
        messages: fixed(fetchMessages.portalOptions.failure, fetchMessages.portalOptions.final),
        noContent: () => [],
        parse: (body) => list(body, parsePortalOption),
      });
    },

    /** Call 4: the staff user of a document number (first item); undefined on 204 or an empty list. */
    getStaffUser(
      input: { identificationDocumentNumber: string } & CallOptions,
    ): Promise<StaffUser | undefined> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: '/staffs',
        query: { identificationDocumentNumber: input.identificationDocumentNumber },
        action: actions.staffUser,
        messages: fixed(fetchMessages.user.failure, fetchMessages.user.final),
        noContent: () => undefined,
        parse: (body) => firstOf(body, parseStaffUser),
      });
    },

    /** Call 5: the staff member's use cases; [] on 204. `userName` goes in X-User-Name. */
    getUseCases(
      input: { businessManagerCode: string; businessUnitCode: string; userName: string } & CallOptions,
    ): Promise<string[]> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staff,
        path: '/staffs',
        query: { businessManagerCode: input.businessManagerCode, businessUnitCode: input.businessUnitCode },
        action: actions.useCases,
        headers: { 'X-User-Name': headerSafe(input.userName) },
        messages: fixed(fetchMessages.useCases.failure, fetchMessages.useCases.final),
        noContent: () => [],
        parse: (body) => parseUseCases(body),
      });
    },

    /**
     * Call 6: the business units of the officer; [] on 204. (The deployment flag's sample units are the
     * credential-check machine's choice: with the flag on, this call is not made.)
     */
    async getBusinessUnits(
      input: { userAccount: string; portalCode: string } & CallOptions,
    ): Promise<BusinessUnit[]> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.staffQuery,
        path: `/business-units-portal-staff/${segment(input.userAccount.slice(0, userAccountPathLength))}/${segment(input.portalCode)}`,
        action: actions.businessUnits,
        messages: { failure: fetchMessages.businessUnits.failure, final: fetchMessages.businessUnits.final },
        noContent: () => [],
        parse: (body) => list(body, parseBusinessUnit),
      });
    },

    /**
     * Call 7, every page (src/api/employee-pages.ts): page 1, then the rest 4 at a time when the services
     * say the total, else one after another until a short page; in the server's order. Rejects when a page
     * fails after its retries (the employee selection shows what arrived instead: employeeListQuery).
     */
    async getAllEmployees(input: CallOptions = {}): Promise<Employee[]> {
      const loaded = await loadEmployeePages({
        getPage: (page) => getEmployeePage({ ...input, page }),
        pageSize,
        maxPages: maxEmployeePages,
        signal: input.signal,
      });
      if (loaded.failure) throw loaded.failure;
      return arrivedEmployees(loaded);
    },

    /** Call 8: one employee; a 204 rejects with ApiError 'El empleado con ID {id} no existe.' (status 204). */
    getEmployee(input: { employeeId: string } & CallOptions): Promise<Employee> {
      const failure = fetchMessages.employee.failure(input.employeeId);
      return client.call(input, {
        method: 'GET',
        baseUrl: services.employeeQuery,
        path: `/employees/${segment(input.employeeId)}`,
        action: actions.employee,
        messages: fixed(failure),
        noContent: () => {
          const notFound = fetchMessages.employee.notFound(input.employeeId);
          throw new ApiError({
            kind: 'http',
            status: 204,
            message: notFound,
            finalMessage: notFound,
            action: actions.employee,
            attempts: 1,
          });
        },
        parse: (body) => parseEmployee(body),
      });
    },

    /** Call 9: pending vacation days per contract; [] on 204. */
    getPendingDays(input: { employeeId: string } & CallOptions): Promise<PendingDays[]> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.employeeQuery,
        path: `/employees/${segment(input.employeeId)}`,
        action: actions.pendingDays,
        messages: fixed(fetchMessages.pendingDays.failure, fetchMessages.pendingDays.final(input.employeeId)),
        noContent: () => [],
        parse: (body) => list(body, parsePendingDays),
      });
    },

    /** Call 10: the employee's HR requests, newest first, optionally of one type; [] on 204. */
    getRequests(
      input: { employeeId: string; requestType?: string | undefined } & CallOptions,
    ): Promise<HumanResourceRequest[]> {
      return client.call(input, {
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
      return client.call(input, {
        method: 'GET',
        baseUrl: services.employeePortalQuery,
        path: '/human-resources-requests',
        query: requestsQuery({ humanResourceRequestNumber: input.requestNumber }),
        action: actions.requests,
        messages: { failure: fetchMessages.requests.failure, final: fetchMessages.requests.final },
        noContent: () => undefined,
        parse: (body) => firstOf(body, parseHumanResourceRequest),
      });
    },

    /**
     * Call 14 (ours): a manager approves or rejects a vacation request; answers the updated request.
     * Sent with an Idempotency-Key (the caller's, else a new one), so the client may retry it.
     */
    answerVacationRequest(
      input: {
        requestId: string;
        answer: VacationAnswer;
        idempotencyKey?: string | undefined;
      } & CallOptions,
    ): Promise<HumanResourceRequest> {
      return updateRequest(input, {
        path: 'approval',
        action: actions.answerVacationRequest,
        body: input.answer,
      });
    },

    /**
     * Call 15 (ours): the signed-in staff member becomes the person in charge of a request ('Asignarme a
     * mí como responsable.'); answers the updated request. Idempotent by nature (same person again).
     */
    assignResponsible(input: { requestId: string } & CallOptions): Promise<HumanResourceRequest> {
      // The assignment is idempotent by nature (the same person again), so a fresh key lets the client
      // retry it like any keyed POST.
      return updateRequest(input, { path: 'responsible', action: actions.assignResponsible, body: {} });
    },

    /**
     * Call 16 (ours): records Cumple (`met`) or No Cumple (`notMet`) for a requirement entry; answers the
     * updated request. Idempotent by nature (the same tag again changes nothing), so it may be retried.
     */
    evaluateRequirement(
      input: { requestId: string; requirementId: string; result: 'met' | 'notMet' } & CallOptions,
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
    executeTask(input: { requestId: string; taskId: string } & CallOptions): Promise<HumanResourceRequest> {
      return updateRequest(input, {
        path: `tasks/${segment(input.taskId)}/execution`,
        action: actions.executeTask,
        body: {},
      });
    },

    /**
     * Call 11: saves a request. Sent with an Idempotency-Key (the caller's, else a new one), so the
     * client may retry it; pass the same key again when the user retries the same submission.
     */
    saveRequest(
      input: { request: NewHumanResourceRequest; idempotencyKey?: string | undefined } & CallOptions,
    ): Promise<SavedRequest> {
      return client.call(input, {
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
          const id = saved.humanResourceRequestId;
          const number = saved.humanResourceRequestNumber;
          const asText = (value: unknown) =>
            typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
          if (asText(id) === '') throw new Error('respuesta sin humanResourceRequestId');
          return { humanResourceRequestId: asText(id), humanResourceRequestNumber: asText(number) };
        },
      });
    },

    /** Call 12: discards requests with their justification. The answer's shape is not used. */
    removeRequests(input: { requests: RemovedRequest[] } & CallOptions): Promise<void> {
      return client.call(input, {
        method: 'DELETE',
        baseUrl: services.persistence,
        path: '/human-resources-requests',
        action: actions.removeRequests,
        body: { removeHumanResourcesRequest: input.requests },
        messages: fixed(fetchMessages.remove.failure),
        noContent: () => undefined,
        parse: () => undefined,
      });
    },

    /** Call 13: the remuneration profiles catalogue (no X-Action); a non-array gives []. */
    getRemunerationProfiles(input: CallOptions = {}): Promise<RemunerationProfile[]> {
      return client.call(input, {
        method: 'GET',
        baseUrl: services.remuneration,
        path: '/remuneration-profiles-catalog',
        messages: {
          failure: fetchMessages.remunerationProfiles.failure,
          final: fetchMessages.remunerationProfiles.final,
        },
        noContent: () => [],
        parse: (body) => list(body, parseRemunerationProfile),
      });
    },
  };
}

/** The API object the app builds once. */
export type Api = ReturnType<typeof createApi>;
