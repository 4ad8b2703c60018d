import { type Handler, type Json, noContent, positiveInt, scopedEmployee, unitScope } from './call-context';
import { employeeOrder, employeePage } from './employee-order';
import { HttpError, messages } from './http-error';
import { contractDetailsUseCase, withoutContractDetails } from './read-use-cases';

/**
 * The contract statuses an employee's contracts hold (stack/seed/builders.ts), the only values call 7's
 * filter takes: each value keeps an order per unit (employee-order.ts), so a free text would let any
 * account grow that memory one request at a time.
 */
const contractStatusFilters: readonly string[] = ['Formalized', 'Terminated', 'InTheProcessOfEnding'];

/** Call 7: GET /employee-query/employees?page&per_page&sort=FirstName:asc&contract_status */
export const searchEmployees: Handler = async (c, deps) => {
  const { unit } = await unitScope(c, deps);
  const page = positiveInt(c, 'page', 1, 100_000);
  const perPage = positiveInt(c, 'per_page', 500, 500);
  const sort = c.req.query('sort') ?? 'FirstName:asc';
  if (!/^FirstName:(asc|desc)$/i.test(sort)) throw new HttpError(400, messages.invalidParameter('sort'));
  const status = c.req.query('contract_status')?.trim();
  if (status && !contractStatusFilters.includes(status))
    throw new HttpError(400, messages.invalidParameter('contract_status'));
  const ascending = await employeeOrder(deps.db, unit, status || null);
  const descending = sort.toLowerCase().endsWith('desc');
  const body = await employeePage(deps.db, ascending, { descending, page, perPage });
  c.header('X-Total-Count', String(ascending.length));
  return body === undefined ? noContent(c) : c.body(body, 200, { 'Content-Type': 'application/json' });
};

/**
 * Call 8: GET /employee-query/employees/{id} with X-Action SearchByIdEmployee. Without
 * CheckContractDetails the contracts come without their details (the header and the wizards need the
 * employee and its contracts' summary, so the employee is not refused).
 */
export const searchEmployee: Handler = async (c, deps) => {
  const { row, useCases } = await scopedEmployee(c, deps, c.req.param('id') ?? '');
  if (!row) return noContent(c);
  return c.json(
    useCases.includes(contractDetailsUseCase) ? row.document : withoutContractDetails(row.document),
  );
};

/** Call 9: GET /employee-query/employees/{id} with X-Action SearchDaysPendingPerContractByEmployee */
export const searchPendingDays: Handler = async (c, deps) => {
  const { row } = await scopedEmployee(c, deps, c.req.param('id') ?? '');
  return row?.pending_days.length ? c.json(row.pending_days) : noContent(c);
};

/** Call 13: GET /remuneration/remuneration-profiles-catalog (no X-Action) */
export const remunerationProfiles: Handler = async (c, { db }) => {
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM remuneration_profiles ORDER BY position',
  );
  return c.json(result.rows.map((row) => row.document));
};
