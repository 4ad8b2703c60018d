// TanStack Query factories for the reads of SPEC §7. Keys are stable arrays; mutations invalidate by
// the same key factories (a shorter key is a prefix: queryKeys.requests(unit, id) matches every type).
// `retry: false` everywhere: retries and time-outs live in the API client only.
import { queryOptions } from '@tanstack/react-query';
import type { Api } from './api';
import { pageSize } from './calls/caller';
import { maxEmployeePages } from './calls/employees';
import { employeeListKey, employeeListQuery } from './employee-pages';

/** Query keys of every read; use them to invalidate after a mutation. */
export const queryKeys = {
  portalData: (portalCode: string) => ['portalData', portalCode] as const,
  businessManager: (businessManagerId: string) => ['businessManager', businessManagerId] as const,
  portalOptions: (staffPortalPublicCode: string, businessUnit: string) =>
    ['portalOptions', staffPortalPublicCode, businessUnit] as const,
  staffUser: (identificationDocumentNumber: string) => ['staffUser', identificationDocumentNumber] as const,
  useCases: (businessManagerCode: string, businessUnitCode: string, userName: string) =>
    ['useCases', businessManagerCode, businessUnitCode, userName] as const,
  businessUnits: (userAccount: string, portalCode: string) =>
    ['businessUnits', userAccount, portalCode] as const,
  employees: employeeListKey,
  employee: (businessUnit: string, employeeId: string) => ['employee', businessUnit, employeeId] as const,
  pendingDays: (businessUnit: string, employeeId: string) =>
    ['pendingDays', businessUnit, employeeId] as const,
  /** Without a type: the prefix of every requests query of the employee (all types). */
  requests: (businessUnit: string, employeeId: string, requestType?: string) =>
    requestType
      ? (['requests', businessUnit, employeeId, requestType] as const)
      : (['requests', businessUnit, employeeId] as const),
  /** One request by its number (the vacation-approval screen). */
  requestByNumber: (businessUnit: string, requestNumber: string) =>
    ['requestByNumber', businessUnit, requestNumber] as const,
  remunerationProfiles: () => ['remunerationProfiles'] as const,
};

/** Builds the queryOptions factories over one API object. */
export function createQueries(api: Api) {
  return {
    portalData: (portalCode: string) =>
      queryOptions({
        queryKey: queryKeys.portalData(portalCode),
        queryFn: ({ signal }) => api.getPortalData({ portalCode, signal }),
        retry: false,
      }),
    businessManager: (businessManagerId: string) =>
      queryOptions({
        queryKey: queryKeys.businessManager(businessManagerId),
        queryFn: ({ signal }) => api.getBusinessManager({ businessManagerId, signal }),
        retry: false,
      }),
    portalOptions: (staffPortalPublicCode: string, businessUnit: string) =>
      queryOptions({
        queryKey: queryKeys.portalOptions(staffPortalPublicCode, businessUnit),
        queryFn: ({ signal }) => api.getPortalOptions({ staffPortalPublicCode, businessUnit, signal }),
        retry: false,
      }),
    staffUser: (identificationDocumentNumber: string) =>
      queryOptions({
        queryKey: queryKeys.staffUser(identificationDocumentNumber),
        queryFn: ({ signal }) => api.getStaffUser({ identificationDocumentNumber, signal }),
        retry: false,
      }),
    useCases: (businessManagerCode: string, businessUnitCode: string, userName: string) =>
      queryOptions({
        queryKey: queryKeys.useCases(businessManagerCode, businessUnitCode, userName),
        queryFn: ({ signal }) =>
          api.getUseCases({
            businessManagerCode,
            businessUnitCode,
            userName,
            businessUnit: businessUnitCode,
            signal,
          }),
        retry: false,
      }),
    businessUnits: (userAccount: string, portalCode: string) =>
      queryOptions({
        queryKey: queryKeys.businessUnits(userAccount, portalCode),
        queryFn: ({ signal }) => api.getBusinessUnits({ userAccount, portalCode, signal }),
        retry: false,
      }),
    /** Call 7, every page, streamed into the cache page by page (src/api/employee-pages.ts). */
    employees: (businessUnit: string) =>
      employeeListQuery(api, businessUnit, { pageSize, maxPages: maxEmployeePages }),
    employee: (businessUnit: string, employeeId: string) =>
      queryOptions({
        queryKey: queryKeys.employee(businessUnit, employeeId),
        queryFn: ({ signal }) => api.getEmployee({ employeeId, businessUnit, signal }),
        retry: false,
      }),
    pendingDays: (businessUnit: string, employeeId: string) =>
      queryOptions({
        queryKey: queryKeys.pendingDays(businessUnit, employeeId),
        queryFn: ({ signal }) => api.getPendingDays({ employeeId, businessUnit, signal }),
        retry: false,
      }),
    requests: (businessUnit: string, employeeId: string, requestType?: string) =>
      queryOptions({
        queryKey: queryKeys.requests(businessUnit, employeeId, requestType),
        queryFn: ({ signal }) => api.getRequests({ employeeId, requestType, businessUnit, signal }),
        retry: false,
      }),
    requestByNumber: (businessUnit: string, requestNumber: string) =>
      queryOptions({
        queryKey: queryKeys.requestByNumber(businessUnit, requestNumber),
        // null, not undefined, for "no such request": TanStack Query refuses undefined data.
        queryFn: async ({ signal }) =>
          (await api.getRequestByNumber({ requestNumber, businessUnit, signal })) ?? null,
        retry: false,
      }),
    remunerationProfiles: () =>
      queryOptions({
        queryKey: queryKeys.remunerationProfiles(),
        queryFn: ({ signal }) => api.getRemunerationProfiles({ signal }),
        retry: false,
        // A catalogue: it does not change during a session.
        staleTime: Number.POSITIVE_INFINITY,
      }),
  };
}

/** The queryOptions factories the app builds once. */
export type Queries = ReturnType<typeof createQueries>;
