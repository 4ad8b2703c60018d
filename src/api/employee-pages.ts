// Call 7 for units of any size: page 1 first, which says the unit's total (X-Total-Count),
// then the remaining pages in parallel, a few at a time, each with the client's retries (SPEC §7). Pages
// keep the server's order whatever order they arrive in; a page that fails after its retries is named
// (missingPages) and fetched again on request, never silently dropped. Without the total the pages are
// read one after another until a short page.
//
// The list of a unit lives in the TanStack Query cache (employeeListQuery): each page that arrives is
// written there at once (setQueryData while the query is still fetching, as TanStack's streamedQuery
// does), so employee selection can search from page 1 on, and going back to it reads nothing again.
import { type QueryClient, QueryObserver, queryOptions } from '@tanstack/react-query';
import type { Employee } from '../domain/entities';
import type { CallOptions } from './calls/caller';

/** Pages of call 7 in flight at once after page 1. */
const employeePageConcurrency = 4;

/** One page of call 7 and the unit's total, when the services said it. */
export interface EmployeePage {
  employees: Employee[];
  total: number | undefined;
}

/** What arrived of a unit's employee list. */
export interface EmployeeList {
  /** The pages that arrived, page n at index n − 1 (undefined: not arrived, or missing). */
  pages: readonly (readonly Employee[] | undefined)[];
  /** The unit's employees (X-Total-Count); undefined when the services do not say. */
  total: number | undefined;
  /** Pages (1-based) that failed after their retries. */
  missingPages: readonly number[];
  /** Why the last missing page failed. */
  failure: unknown;
  /** Whether pages are still being fetched. */
  loading: boolean;
}

/** X-Total-Count of an answer, when present and a count. */
export function totalCountOf(headers: Headers): number | undefined {
  const value = headers.get('X-Total-Count');
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}

/** The employees that arrived, in the server's order. */
export function arrivedEmployees(list: Pick<EmployeeList, 'pages'>): Employee[] {
  return list.pages.flatMap((page) => page ?? []);
}

/**
 * Whether every page arrived.
 * @internal
 */
export function isWholeList(list: EmployeeList): boolean {
  return !list.loading && list.missingPages.length === 0;
}

export interface LoadEmployeePagesOptions {
  /** Call 7 for one page (with the client's retries). */
  getPage: (page: number) => Promise<EmployeePage>;
  pageSize: number;
  /** A runaway guard: pages read at most. */
  maxPages: number;
  /** Pages in flight at once (default employeePageConcurrency). */
  concurrency?: number;
  /** A list read before: only its missing pages are fetched (a retry). */
  from?: EmployeeList | undefined;
  /** Told every change of the list (each page that arrives or fails). */
  onChange?: (list: EmployeeList) => void;
  /** Stops at once: the load rejects with the abort. */
  signal?: AbortSignal | undefined;
}

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/**
 * Reads a unit's employee list: page 1 (its failure rejects: nothing arrived), then the other pages,
 * `concurrency` at a time when the total is known, else one after another until a short page. A later
 * page that fails after its retries is named in `missingPages`; with `from`, only its missing pages are
 * read again. Resolves with what arrived once nothing is in flight.
 */
export async function loadEmployeePages(options: LoadEmployeePagesOptions): Promise<EmployeeList> {
  const { getPage, pageSize, maxPages, signal } = options;
  const concurrency = Math.max(1, options.concurrency ?? employeePageConcurrency);
  const pages: (readonly Employee[] | undefined)[] = [...(options.from?.pages ?? [])];
  let total = options.from?.total;
  let missing = new Set<number>();
  let failure: unknown;
  const snapshot = (loading: boolean): EmployeeList => ({
    pages: [...pages],
    total,
    missingPages: [...missing].sort((a, b) => a - b),
    failure: missing.size > 0 ? failure : undefined,
    loading,
  });
  const tell = () => options.onChange?.(snapshot(true));
  const checkAbort = () => {
    if (signal?.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError');
  };

  /** One page: stored, or named missing; an abort rejects. Answers whether it was a full page. */
  async function read(page: number): Promise<boolean | undefined> {
    try {
      const answer = await getPage(page);
      checkAbort();
      pages[page - 1] = answer.employees;
      if (answer.total !== undefined && page === 1) total = answer.total;
      missing.delete(page);
      tell();
      return answer.employees.length >= pageSize;
    } catch (error) {
      checkAbort();
      if (isAbort(error)) throw error;
      missing.add(page);
      failure = error;
      tell();
      return undefined;
    }
  }

  /** Reads pages one after another from `first` until a short page, a failure or the guard. */
  async function readOnFrom(first: number): Promise<void> {
    for (let page = first; page <= maxPages; page += 1) {
      if ((await read(page)) !== true) return;
    }
  }

  /** Reads the given pages, `concurrency` at a time. */
  async function readAll(wanted: number[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < wanted.length) {
        const page = wanted[next] as number;
        next += 1;
        await read(page);
      }
    };
    await Promise.all(Array.from({ length: Math.min(concurrency, wanted.length) }, worker));
  }

  const lastPage = () => Math.min(maxPages, Math.max(1, Math.ceil((total ?? 0) / pageSize)));

  if (options.from && options.from.pages[0] !== undefined) {
    // A retry: the pages named missing, the rest kept.
    const retried = [...options.from.missingPages];
    missing = new Set();
    options.onChange?.(snapshot(true));
    if (total === undefined) {
      // Read one after another: the first missing page is where reading stopped.
      if (retried[0] !== undefined) await readOnFrom(retried[0]);
    } else {
      await readAll(retried);
    }
    return snapshot(false);
  }

  // Page 1: a failure here is the load's failure (nothing arrived).
  const first = await getPage(1);
  checkAbort();
  pages.length = 0;
  pages[0] = first.employees;
  total = first.total;
  if (first.employees.length < pageSize) return snapshot(false);
  tell();
  if (total === undefined) {
    await readOnFrom(2);
  } else {
    await readAll(Array.from({ length: lastPage() - 1 }, (_, index) => index + 2));
  }
  return snapshot(false);
}

/** The cache key of a unit's employee list. */
export const employeeListKey = (businessUnit: string) => ['employees', businessUnit] as const;

/**
 * The unit's employee list in the query cache: each page written as it arrives, kept for the session
 * (never stale; dropped when the unit changes, forgetEmployeeLists). A refetch of a list with missing
 * pages reads only those. A page-1 failure is the query's error.
 */
export function employeeListQuery(
  api: { getEmployeePage(input: { page?: number } & CallOptions): Promise<EmployeePage> },
  businessUnit: string,
  limits: { pageSize: number; maxPages: number; concurrency?: number },
) {
  return queryOptions({
    queryKey: employeeListKey(businessUnit),
    // The query's own signal is left unread: leaving the page lets the load finish into the cache (going
    // back shows it whole). Removing the query (another unit, sign-out) stops it.
    queryFn: async ({ client, queryKey }): Promise<EmployeeList> => {
      const cache = client.getQueryCache();
      const query = cache.find({ queryKey, exact: true });
      const controller = new AbortController();
      const unsubscribe = cache.subscribe((event) => {
        if (event.type === 'removed' && event.query === query) controller.abort();
      });
      const previous = client.getQueryData<EmployeeList>(queryKey);
      try {
        return await loadEmployeePages({
          getPage: (page) => api.getEmployeePage({ page, businessUnit, signal: controller.signal }),
          ...limits,
          from: previous && previous.missingPages.length > 0 ? previous : undefined,
          onChange: (list) => {
            if (!controller.signal.aborted) client.setQueryData(queryKey, list);
          },
          signal: controller.signal,
        });
      } finally {
        unsubscribe();
      }
    },
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // Each page makes a new list of the same pages: comparing it deeply with the last one (TanStack's
    // structural sharing) would walk every employee again on every page.
    structuralSharing: false,
  });
}

type EmployeeListOptions = ReturnType<typeof employeeListQuery>;

/**
 * Follows the unit's list in the cache (starting its load if there is none) until `settled` says yes;
 * `onChange` hears every list seen on the way. Rejects with the query's error when a load fails.
 */
function followList(
  client: QueryClient,
  options: EmployeeListOptions,
  settled: (list: EmployeeList, fetching: boolean) => boolean,
  onChange: ((list: EmployeeList) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<EmployeeList> {
  return new Promise((resolve, reject) => {
    const errorsBefore = client.getQueryCache().find({ queryKey: options.queryKey, exact: true })
      ?.state.errorUpdateCount;
    const observer = new QueryObserver(client, options);
    let seen: EmployeeList | undefined;
    let unsubscribe = () => {};
    const finish = (settle: () => void) => {
      unsubscribe();
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const check = () => {
      const result = observer.getCurrentResult();
      const fetching = result.fetchStatus === 'fetching';
      if (result.data && result.data !== seen) {
        seen = result.data;
        onChange?.(result.data);
      }
      if (result.data?.pages[0] && settled(result.data, fetching)) {
        const list = result.data;
        finish(() => resolve(list));
      } else if (result.status === 'error' && !fetching && result.errorUpdateCount > (errorsBefore ?? 0)) {
        finish(() => reject(result.error));
      }
    };
    unsubscribe = observer.subscribe(check);
    signal?.addEventListener('abort', onAbort, { once: true });
    check();
  });
}

/**
 * The unit's list once page 1 is in (from the cache when there is one; else its load starts): rejects
 * with page 1's failure.
 */
export function firstEmployees(
  client: QueryClient,
  options: EmployeeListOptions,
  signal?: AbortSignal,
): Promise<EmployeeList> {
  return followList(client, options, () => true, undefined, signal);
}

/**
 * Follows the list until nothing is in flight, telling each change (each page); a list with missing
 * pages and nothing in flight is fetched again first (only its missing pages).
 */
export function followEmployees(
  client: QueryClient,
  options: EmployeeListOptions,
  onChange: (list: EmployeeList) => void,
  signal?: AbortSignal,
): Promise<EmployeeList> {
  const current = client.getQueryState<EmployeeList>(options.queryKey);
  if (current?.data && current.fetchStatus === 'idle' && current.data.missingPages.length > 0)
    void client.refetchQueries({ queryKey: options.queryKey, exact: true });
  return followList(client, options, (list, fetching) => !fetching && !list.loading, onChange, signal);
}

/** Drops every unit's employee list (another unit was chosen), stopping loads in flight. */
export function forgetEmployeeLists(client: QueryClient): void {
  client.removeQueries({ queryKey: ['employees'] });
}
