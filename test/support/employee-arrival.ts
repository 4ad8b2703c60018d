// What the employee-search machine hears of call 7 (machines/employees/employee-search.machine.ts).
import type { EmployeesArrival } from '@machines/employees/employee-search.machine';
import type { Employee } from '@src/domain/entities';

/** Every page of the unit in (one page holds them all). */
export function wholeList(employees: readonly Employee[]): EmployeesArrival {
  return { pages: [employees], total: employees.length, loading: false, missingPages: [] };
}

/** Some pages in, the rest still on their way (or missing, named by number). */
export function someOf(
  pages: readonly (readonly Employee[] | undefined)[],
  total: number | undefined,
  state: { loading?: boolean; missingPages?: number[] } = {},
): EmployeesArrival {
  return { pages, total, loading: state.loading ?? true, missingPages: state.missingPages ?? [] };
}
