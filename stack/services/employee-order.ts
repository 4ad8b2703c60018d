// Call 7's order for large units (STACK_SEED_EMPLOYEES): the unit's employees sorted by first
// name (Spanish collation, as the call's `sort=FirstName:asc` says) are worked out once per unit and
// contract status and kept; each page then reads only the summaries not read before (kept too). Reading
// and sorting every employee's document on every page cost seconds per page for 20,000 employees.
// Employees are written by the seed and by an onboarding request for a new person (onboarding-person.ts),
// which forgets the unit's order (forgetEmployeeOrder); sowing the seed again forgets everything kept
// (forgetEmployeeLists).
import type { Database } from '../database';

type Json = Record<string, unknown>;

const collator = new Intl.Collator('es', { sensitivity: 'base' });
const orders = new WeakMap<Database, Map<string, Promise<string[]>>>();
const summaries = new WeakMap<Database, Map<string, Json>>();

/**
 * The unit's employee ids (optionally of one contract status) by names, then surnames. A person in process
 * of being linked (`employeeStatus: 'proceso'`, no contract yet) is listed with the `Formalized` ones:
 * employee selection asks only for those (SPEC §7 call 7) and must find the person whose onboarding
 * request was just sent (docs/decisions/0013).
 */
export function employeeOrder(db: Database, unit: string, status: string | null): Promise<string[]> {
  let byKey = orders.get(db);
  if (!byKey) {
    byKey = new Map();
    orders.set(db, byKey);
  }
  const key = JSON.stringify([unit, status]);
  let order = byKey.get(key);
  if (!order) {
    order = db
      .query<{ employee_id: string; names: string; surnames: string }>(
        `SELECT employee_id, names, surnames FROM employees
         WHERE business_unit_code = $1
           AND ($2::text IS NULL OR $2 = ANY (contract_statuses)
                OR ($2 = 'Formalized' AND document->>'employeeStatus' = 'proceso'))`,
        [unit, status],
      )
      .then((result) =>
        result.rows
          .sort((a, b) => collator.compare(a.names, b.names) || collator.compare(a.surnames, b.surnames))
          .map((row) => row.employee_id),
      );
    // A failed read is not kept: the next request tries again.
    order.catch(() => byKey?.delete(key));
    byKey.set(key, order);
  }
  return order;
}

/** Forgets the unit's kept order (a new employee of the unit was recorded). */
export function forgetEmployeeOrder(db: Database, unit: string): void {
  const byKey = orders.get(db);
  if (!byKey) return;
  for (const key of [...byKey.keys()]) if ((JSON.parse(key) as unknown[])[0] === unit) byKey.delete(key);
}

/** Forgets every kept order and summary of the database (its data was sown again: `POST /__reset`). */
export function forgetEmployeeLists(db: Database): void {
  orders.delete(db);
  summaries.delete(db);
}

/** The list summaries of these employees (without contracts, references and positions), in this order. */
async function employeeSummaries(db: Database, ids: string[]): Promise<Json[]> {
  let known = summaries.get(db);
  if (!known) {
    known = new Map();
    summaries.set(db, known);
  }
  const unread = ids.filter((id) => !known.has(id));
  if (unread.length > 0) {
    const result = await db.query<{ employee_id: string; summary: Json }>(
      `SELECT employee_id,
         document - 'employmentContracts' - 'employeeReferences' - 'traceabilityEmployeePositions' AS summary
       FROM employees WHERE employee_id = ANY ($1)`,
      [unread],
    );
    for (const row of result.rows) known.set(row.employee_id, row.summary);
  }
  return ids.flatMap((id) => {
    const summary = known.get(id);
    return summary ? [summary] : [];
  });
}

/** Most pages kept as answered per kept order (any page size may be asked for: the memory is bounded). */
const maxKeptPages = 64;
const pages = new WeakMap<readonly string[], Map<string, string>>();

/**
 * A page of the order as call 7 answers it (the JSON of its summaries), or undefined when the page is
 * empty. Each page is written once per kept order: turning 500 summaries into JSON on every read was a
 * large part of the call, and the summaries of a kept order never change (a new employee of the unit
 * makes a new order, sowing the seed again forgets every order and summary). At most `maxKeptPages`
 * pages per order are kept, the oldest forgotten first.
 */
export async function employeePage(
  db: Database,
  order: readonly string[],
  options: { descending: boolean; page: number; perPage: number },
): Promise<string | undefined> {
  let kept = pages.get(order);
  if (!kept) {
    kept = new Map();
    pages.set(order, kept);
  }
  const key = `${options.descending ? 'desc' : 'asc'}:${options.page}:${options.perPage}`;
  const found = kept.get(key);
  if (found !== undefined) return found;
  const sorted = options.descending ? [...order].reverse() : order;
  const start = (options.page - 1) * options.perPage;
  const slice = await employeeSummaries(db, sorted.slice(start, start + options.perPage));
  if (slice.length === 0) return undefined;
  const body = JSON.stringify(slice);
  kept.set(key, body);
  if (kept.size > maxKeptPages) {
    const oldest = kept.keys().next();
    if (!oldest.done) kept.delete(oldest.value);
  }
  return body;
}
