// Calls 7–9 and 13 of SPEC §7: the unit's employees, one employee, their pending days, and the
// remuneration profiles catalogue.

import {
  type Employee,
  type PendingDays,
  parseEmployee,
  parsePendingDays,
  parseRemunerationProfile,
  type RemunerationProfile,
} from '../../domain/entities/employees';
import { fetchMessages } from '../../domain/fetch-messages';
import { arrivedEmployees, type EmployeePage, loadEmployeePages, totalCountOf } from '../employee-pages';
import { ApiError } from '../http-client';
import {
  actions,
  type Caller,
  type CallOptions,
  fixed,
  list,
  listInSlices,
  pageSize,
  segment,
} from './caller';

/** Call 7 reads this many pages at most (a runaway guard). */
export const maxEmployeePages = 200;

/** The employee calls over one caller. */
export function employeeCalls({ call, services }: Caller) {
  /**
   * Call 7: formalized employees of the unit, one page of 500 sorted by first name, with the unit's
   * total when the services send X-Total-Count.
   */
  async function getEmployeePage(input: { page?: number } & CallOptions = {}): Promise<EmployeePage> {
    const answer = await call(input, {
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
      noContent: (headers) => ({ body: [] as unknown, total: totalCountOf(headers) }),
      parse: (body, headers) => ({ body, total: totalCountOf(headers) }),
    });
    // 500 employees parsed a slice at a time: the page's answer is no single long task on a phone.
    return { employees: await listInSlices(answer.body, parseEmployee), total: answer.total };
  }

  /** Call 7: one page of the unit's employees. */
  async function getEmployees(input: { page?: number } & CallOptions = {}): Promise<Employee[]> {
    return (await getEmployeePage(input)).employees;
  }

  return {
    getEmployees,
    getEmployeePage,

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
      return call(input, {
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
      return call(input, {
        method: 'GET',
        baseUrl: services.employeeQuery,
        path: `/employees/${segment(input.employeeId)}`,
        action: actions.pendingDays,
        messages: fixed(fetchMessages.pendingDays.failure, fetchMessages.pendingDays.final(input.employeeId)),
        noContent: () => [],
        parse: (body) => list(body, parsePendingDays),
      });
    },

    /** Call 13: the remuneration profiles catalogue (no X-Action); a non-array gives []. */
    getRemunerationProfiles(input: CallOptions = {}): Promise<RemunerationProfile[]> {
      return call(input, {
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
