// The writes of SPEC §7 as TanStack Query mutation options, each with the invalidation of what it
// changed — here and nowhere else. A machine's actor runs one with `runMutation` (the same mutation
// cache as useMutation), so "call, then invalidate" is never written out at a call site.
// `retry: 0` and `networkMode: 'always'`: retries and time-outs live in the API client only, and a write
// made offline fails there (SPEC §7's messages) instead of waiting paused.
import { type MutationOptions, mutationOptions, type QueryClient } from '@tanstack/react-query';
import type { Api } from './api';
import { RequestChangedError } from './calls/requests';
import { employeeListKey } from './employee-pages';
import { queryKeys } from './queries';

type Input<Call extends (input: never) => unknown> = Parameters<Call>[0];

/** Builds the mutation options over one API object and the app's query client. */
export function createMutations(api: Api, queryClient: QueryClient) {
  const requestsOf = (unit: string, employeeId: string) =>
    queryClient.invalidateQueries({ queryKey: queryKeys.requests(unit, employeeId) });
  const common = { retry: 0, networkMode: 'always' } as const;
  /**
   * A change refused with 412 (someone else changed the request) reads the employee's
   * requests again, so the board and the in-process tables do not keep the stale card.
   */
  const refreshOnConflict = (unit: string, employeeId: string) => (error: Error) =>
    error instanceof RequestChangedError ? requestsOf(unit, employeeId) : undefined;

  return {
    /** Call 11: a new request of the employee; their requests are read again. */
    saveRequest: (unit: string, employeeId: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['saveRequest', unit, employeeId],
        mutationFn: (input: Input<Api['saveRequest']>) => api.saveRequest(input),
        onSuccess: () => requestsOf(unit, employeeId),
      }),
    /**
     * Call 11 for an onboarding request: the services file it under the person being linked (found or
     * recorded from the ID number, decision 0013), so that person's requests and record, and the unit's
     * employee list, are read again.
     */
    saveOnboarding: (unit: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['saveOnboarding', unit],
        mutationFn: (input: Input<Api['saveRequest']>) => api.saveRequest(input),
        onSuccess: ({ employeeId }) =>
          Promise.all([
            requestsOf(unit, employeeId),
            queryClient.invalidateQueries({ queryKey: queryKeys.employee(unit, employeeId) }),
            queryClient.invalidateQueries({ queryKey: employeeListKey(unit) }),
          ]),
      }),
    /** Call 12: requests of the employee discarded; their requests are read again. */
    removeRequests: (unit: string, employeeId: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['removeRequests', unit, employeeId],
        mutationFn: (input: Input<Api['removeRequests']>) => api.removeRequests(input),
        onSuccess: () => requestsOf(unit, employeeId),
        onError: refreshOnConflict(unit, employeeId),
      }),
    /** Call 14: a manager's answer; the request (by number) and its employee's requests are read again. */
    answerVacationRequest: (unit: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['answerVacationRequest', unit],
        mutationFn: (input: Input<Api['answerVacationRequest']>) => api.answerVacationRequest(input),
        onError: (error) =>
          error instanceof RequestChangedError
            ? Promise.all([
                queryClient.invalidateQueries({
                  queryKey: queryKeys.requestByNumber(
                    unit,
                    error.conflict.humanResourceRequest.humanResourceRequestNumber,
                  ),
                }),
                requestsOf(unit, error.conflict.humanResourceRequest.employeeId),
              ])
            : undefined,
        onSuccess: (answered) =>
          Promise.all([
            queryClient.invalidateQueries({
              queryKey: queryKeys.requestByNumber(unit, answered.humanResourceRequestNumber),
            }),
            requestsOf(unit, answered.employeeId),
          ]),
      }),
    /** Call 15: the caller in charge of a request of the employee; their requests are read again. */
    assignResponsible: (unit: string, employeeId: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['assignResponsible', unit, employeeId],
        mutationFn: (input: Input<Api['assignResponsible']>) => api.assignResponsible(input),
        onSuccess: () => requestsOf(unit, employeeId),
        onError: refreshOnConflict(unit, employeeId),
      }),
    /** Call 16: a requirement evaluated; the employee's requests are read again. */
    evaluateRequirement: (unit: string, employeeId: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['evaluateRequirement', unit, employeeId],
        mutationFn: (input: Input<Api['evaluateRequirement']>) => api.evaluateRequirement(input),
        onSuccess: () => requestsOf(unit, employeeId),
        onError: refreshOnConflict(unit, employeeId),
      }),
    /** Call 17: a task executed; the employee's requests are read again. */
    executeTask: (unit: string, employeeId: string) =>
      mutationOptions({
        ...common,
        mutationKey: ['executeTask', unit, employeeId],
        mutationFn: (input: Input<Api['executeTask']>) => api.executeTask(input),
        onSuccess: () => requestsOf(unit, employeeId),
        onError: refreshOnConflict(unit, employeeId),
      }),
  };
}

/** The mutation options the app builds once. */
export type Mutations = ReturnType<typeof createMutations>;

/**
 * Runs one mutation outside React (a machine's actor): the mutation cache's own lifecycle, so its
 * `onSuccess` invalidation has finished when the promise resolves; a failure rejects with the call's error.
 */
export function runMutation<Data, Variables>(
  queryClient: QueryClient,
  options: MutationOptions<Data, Error, Variables>,
  variables: Variables,
): Promise<Data> {
  return queryClient.getMutationCache().build(queryClient, options).execute(variables);
}
