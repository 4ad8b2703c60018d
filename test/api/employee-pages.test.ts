import { createApi } from '@src/api/api';
import {
  arrivedEmployees,
  type EmployeeList,
  type EmployeePage,
  employeeListKey,
  employeeListQuery,
  firstEmployees,
  followEmployees,
  forgetEmployeeLists,
  isWholeList,
  loadEmployeePages,
  totalCountOf,
} from '@src/api/employee-pages';
import { ApiError } from '@src/api/http-client';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test } from 'vitest';

const pageSize = 10;
const person = (n: number): Employee => parseEmployee({ employeeId: `E-${n}`, names: `N${n}` });
/** Page `page` of a unit of `total` employees (pageSize each). */
const rows = (page: number, total: number) =>
  Array.from({ length: Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)) }, (_, index) =>
    person((page - 1) * pageSize + index),
  );
const failure = (page: number) =>
  new ApiError({
    kind: 'http',
    status: 500,
    message: `página ${page}`,
    finalMessage: 'Todos los intentos fallaron.',
    action: 'SearchAllEmployee',
    attempts: 3,
  });

/** Call 7 answered by hand: each page waits until the test answers it. */
function servedPages(options: { total: number; sendsTotal?: boolean }) {
  const waiting = new Map<
    number,
    { resolve: (page: EmployeePage) => void; reject: (error: unknown) => void }
  >();
  const asked: number[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const getPage = (page: number) =>
    new Promise<EmployeePage>((resolve, reject) => {
      asked.push(page);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      const settle = () => {
        inFlight -= 1;
        waiting.delete(page);
      };
      waiting.set(page, {
        resolve: (answer) => {
          settle();
          resolve(answer);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      });
    });
  const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  return {
    getPage,
    asked,
    mostInFlight: () => mostInFlight,
    waitingPages: () => [...waiting.keys()].sort((a, b) => a - b),
    /** Answers a page that was asked (the unit's rows, the total when the services send it). */
    async answer(page: number) {
      await tick();
      const pending = waiting.get(page);
      if (!pending) throw new Error(`page ${page} was not asked`);
      pending.resolve({
        employees: rows(page, options.total),
        total: options.sendsTotal === false ? undefined : options.total,
      });
      await tick();
    },
    async fail(page: number) {
      await tick();
      const pending = waiting.get(page);
      if (!pending) throw new Error(`page ${page} was not asked`);
      pending.reject(failure(page));
      await tick();
    },
  };
}

const ids = (list: Pick<EmployeeList, 'pages'>) => arrivedEmployees(list).map((e) => e.employeeId);
const firstIds = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => `E-${from + index}`);

describe('call 7 page by page (loadEmployeePages)', () => {
  test('reads page 1, then the rest 4 at a time, keeping the server order whatever order they arrive in', async () => {
    const served = servedPages({ total: 75 });
    const seen: EmployeeList[] = [];
    const loading = loadEmployeePages({
      getPage: served.getPage,
      pageSize,
      maxPages: 100,
      onChange: (list) => seen.push(list),
    });
    expect(served.waitingPages()).toEqual([1]);
    await served.answer(1);
    expect(seen.at(-1)?.total).toBe(75);
    expect(ids(seen.at(-1) as EmployeeList)).toEqual(firstIds(10));
    // Pages 2–5 in flight, 6–8 wait for a free place.
    expect(served.waitingPages()).toEqual([2, 3, 4, 5]);
    await served.answer(4);
    expect(served.waitingPages()).toEqual([2, 3, 5, 6]);
    await served.answer(2);
    await served.answer(6);
    await served.answer(3);
    await served.answer(7);
    await served.answer(5);
    await served.answer(8);
    const list = await loading;
    expect(served.mostInFlight()).toBe(4);
    expect(served.asked.slice().sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ids(list)).toEqual(firstIds(75));
    expect(list).toMatchObject({ total: 75, missingPages: [], loading: false });
    expect(isWholeList(list)).toBe(true);
    // Each change was told while loading, with the pages that had arrived in their places.
    expect(seen.every((change) => change.loading)).toBe(true);
    expect(seen.find((change) => change.pages[3] && !change.pages[1])?.pages[3]?.[0]?.employeeId).toBe(
      'E-30',
    );
  });

  test('a page that fails after its retries is named missing; a retry reads only the missing pages', async () => {
    const served = servedPages({ total: 35 });
    const loading = loadEmployeePages({ getPage: served.getPage, pageSize, maxPages: 100 });
    await served.answer(1);
    await served.answer(2);
    await served.fail(3);
    await served.answer(4);
    const partial = await loading;
    expect(partial).toMatchObject({ total: 35, missingPages: [3], loading: false });
    expect(partial.failure).toBeInstanceOf(ApiError);
    expect(arrivedEmployees(partial)).toHaveLength(25);
    expect(isWholeList(partial)).toBe(false);

    const again = servedPages({ total: 35 });
    const retrying = loadEmployeePages({ getPage: again.getPage, pageSize, maxPages: 100, from: partial });
    expect(again.waitingPages()).toEqual([3]);
    await again.answer(3);
    const whole = await retrying;
    expect(again.asked).toEqual([3]);
    expect(ids(whole)).toEqual(firstIds(35));
    expect(whole).toMatchObject({ missingPages: [], failure: undefined, loading: false });
  });

  test('without X-Total-Count it reads one page after another until a short page', async () => {
    const served = servedPages({ total: 25, sendsTotal: false });
    const loading = loadEmployeePages({ getPage: served.getPage, pageSize, maxPages: 100 });
    await served.answer(1);
    expect(served.waitingPages()).toEqual([2]);
    await served.answer(2);
    expect(served.waitingPages()).toEqual([3]);
    await served.answer(3);
    const list = await loading;
    expect(ids(list)).toEqual(firstIds(25));
    expect(list.total).toBeUndefined();
  });

  test('without the total, a failed page stops the reading there and the retry goes on from it', async () => {
    const served = servedPages({ total: 45, sendsTotal: false });
    const loading = loadEmployeePages({ getPage: served.getPage, pageSize, maxPages: 100 });
    await served.answer(1);
    await served.fail(2);
    const partial = await loading;
    expect(partial.missingPages).toEqual([2]);
    expect(served.asked).toEqual([1, 2]);
    const again = servedPages({ total: 45, sendsTotal: false });
    const retrying = loadEmployeePages({ getPage: again.getPage, pageSize, maxPages: 100, from: partial });
    for (const page of [2, 3, 4, 5]) await again.answer(page);
    expect(ids(await retrying)).toEqual(firstIds(45));
  });

  test("page 1's failure is the load's failure: nothing arrived", async () => {
    const served = servedPages({ total: 30 });
    const loading = loadEmployeePages({ getPage: served.getPage, pageSize, maxPages: 100 });
    const outcome = expect(loading).rejects.toBeInstanceOf(ApiError);
    await served.fail(1);
    await outcome;
    expect(served.asked).toEqual([1]);
  });

  test('a unit of one page (or none: 204) is one call', async () => {
    const served = servedPages({ total: 0 });
    const loading = loadEmployeePages({ getPage: served.getPage, pageSize, maxPages: 100 });
    await served.answer(1);
    expect(await loading).toMatchObject({ pages: [[]], total: 0, missingPages: [], loading: false });
  });

  test('an abort stops the load: it rejects, no page is named missing', async () => {
    const served = servedPages({ total: 50 });
    const controller = new AbortController();
    const loading = loadEmployeePages({
      getPage: served.getPage,
      pageSize,
      maxPages: 100,
      signal: controller.signal,
    });
    await served.answer(1);
    const outcome = expect(loading).rejects.toMatchObject({ name: 'AbortError' });
    controller.abort(new DOMException('Aborted', 'AbortError'));
    await served.fail(2);
    await outcome;
  });

  test('reads X-Total-Count when it is a count', () => {
    expect(totalCountOf(new Headers({ 'X-Total-Count': '20000' }))).toBe(20000);
    expect(totalCountOf(new Headers({ 'X-Total-Count': 'muchos' }))).toBeUndefined();
    expect(totalCountOf(new Headers())).toBeUndefined();
  });
});

describe('the unit list in the query cache (employeeListQuery)', () => {
  function cached(total: number) {
    const served = servedPages({ total });
    const api = { getEmployeePage: (input: { page?: number } = {}) => served.getPage(input.page ?? 1) };
    const client = new QueryClient();
    const options = employeeListQuery(api, 'UN-BIG', { pageSize, maxPages: 100 });
    return { served, client, options };
  }

  test('search can start at page 1: each page is in the cache as it arrives, the rest are followed', async () => {
    const { served, client, options } = cached(45);
    const first = firstEmployees(client, options);
    await served.answer(1);
    const list = await first;
    expect(ids(list)).toEqual(firstIds(10));
    expect(list.loading).toBe(true);
    expect(client.getQueryState(employeeListKey('UN-BIG'))?.fetchStatus).toBe('fetching');

    const told: number[] = [];
    const following = followEmployees(client, options, (change) =>
      told.push(arrivedEmployees(change).length),
    );
    await served.answer(3);
    await served.answer(2);
    await served.answer(5);
    await served.answer(4);
    const whole = await following;
    expect(ids(whole)).toEqual(firstIds(45));
    expect(told).toEqual([10, 20, 30, 35, 45, 45]);
    expect(isWholeList(whole)).toBe(true);
  });

  test('going back reads nothing again: the whole list comes from the cache', async () => {
    const { served, client, options } = cached(15);
    const first = firstEmployees(client, options);
    await served.answer(1);
    await first;
    await served.answer(2);
    await followEmployees(client, options, () => undefined);
    const again = await firstEmployees(client, options);
    expect(ids(again)).toEqual(firstIds(15));
    expect(served.asked).toEqual([1, 2]);
  });

  test('missing pages stay named in the cache; following again fetches only them', async () => {
    const { served, client, options } = cached(30);
    const first = firstEmployees(client, options);
    await served.answer(1);
    await first;
    const following = followEmployees(client, options, () => undefined);
    await served.fail(2);
    await served.answer(3);
    const partial = await following;
    expect(partial.missingPages).toEqual([2]);
    // Going back shows the partial list at once, without reading.
    expect((await firstEmployees(client, options)).missingPages).toEqual([2]);
    expect(served.asked).toEqual([1, 2, 3]);
    const retrying = followEmployees(client, options, () => undefined);
    await served.answer(2);
    expect(ids(await retrying)).toEqual(firstIds(30));
    expect(served.asked).toEqual([1, 2, 3, 2]);
  });

  test("page 1's failure rejects; the next try reads page 1 again", async () => {
    const { served, client, options } = cached(15);
    const first = firstEmployees(client, options);
    const outcome = expect(first).rejects.toBeInstanceOf(ApiError);
    await served.fail(1);
    await outcome;
    const again = firstEmployees(client, options);
    await served.answer(1);
    expect(ids(await again)).toEqual(firstIds(10));
  });

  test('another unit drops the list and stops its load', async () => {
    const { served, client, options } = cached(45);
    const first = firstEmployees(client, options);
    await served.answer(1);
    await first;
    forgetEmployeeLists(client);
    expect(client.getQueryData(employeeListKey('UN-BIG'))).toBeUndefined();
    await served.answer(2);
    // The page that arrived after is not written back, and no further page is asked.
    expect(client.getQueryData(employeeListKey('UN-BIG'))).toBeUndefined();
    expect(served.asked).toEqual([1, 2, 3, 4, 5]);
  });
});

/** The API of unit UN-1 over a fake `fetch`, one attempt per call. */
const apiOver = (fetch: (input: string) => Promise<Response>) =>
  createApi({
    config: envConfig({ VITE_RETRY_ATTEMPTS: '1' }),
    getToken: () => 'tok',
    getBusinessUnit: () => 'UN-1',
    fetch,
  });

describe('call 7 through the API (X-Total-Count)', () => {
  test('getAllEmployees reads the pages after page 1 in parallel when the services send the total', async () => {
    const answered: string[] = [];
    const fetch = async (input: string) => {
      const page = Number(new URL(input).searchParams.get('page'));
      answered.push(String(page));
      const body = Array.from({ length: page < 3 ? 500 : 100 }, (_, index) => ({
        employeeId: `E-${(page - 1) * 500 + index}`,
      }));
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '1100' },
      });
    };
    const api = apiOver(fetch);
    const page = await api.getEmployeePage({ page: 1 });
    expect(page.total).toBe(1100);
    const employees = await api.getAllEmployees();
    expect(employees.map((employee) => employee.employeeId)).toEqual(firstIds(1100));
  });
});

describe('a page of 500 employees is parsed a slice at a time', () => {
  test('other tasks run between the slices, and every employee arrives in order', async () => {
    const { listInSlices } = await import('@src/api/calls/caller');
    const body = Array.from({ length: 250 }, (_, i) => ({ id: i }));
    const seen: number[] = [];
    let between = 0;
    const parsing = listInSlices(body, (item) => {
      seen.push((item as { id: number }).id);
      return (item as { id: number }).id;
    });
    // The first slice is parsed at once; the rest wait for the browser's next turn.
    expect(seen).toHaveLength(100);
    setTimeout(() => {
      between = seen.length;
    }, 0);
    const parsed = await parsing;
    expect(between).toBeGreaterThanOrEqual(100);
    expect(between).toBeLessThan(250);
    expect(parsed).toEqual(body.map((item) => item.id));
    expect(await listInSlices({ not: 'a list' }, (item) => item)).toEqual([]);
  });

  test("call 7's page is parsed so: other tasks run while a page of 500 is read, not while one of 100 is", async () => {
    /** The tasks that ran between the services' answer and the page parsed. */
    async function turnsWhileReading(size: number): Promise<number> {
      let turns = 0;
      let reading = true;
      const tick = () => {
        if (!reading) return;
        turns += 1;
        setTimeout(tick, 0);
      };
      const fetch = async () => {
        setTimeout(tick, 0);
        const body = Array.from({ length: size }, (_, index) => ({ employeeId: `E-${index}` }));
        return new Response(JSON.stringify(body), { status: 200, headers: { 'X-Total-Count': `${size}` } });
      };
      const api = apiOver(fetch);
      const page = await api.getEmployeePage({ page: 1 });
      reading = false;
      expect(page.employees).toHaveLength(size);
      return turns;
    }
    const small = await turnsWhileReading(100);
    // Four slices after the first: four turns more for the other tasks.
    expect(await turnsWhileReading(500)).toBeGreaterThanOrEqual(small + 3);
  });
});
