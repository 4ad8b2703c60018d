// Whom an onboarding request is for (docs/decisions/0013): the person being linked, not the
// employee selected in the app. As the seed models Sofía (100004), that person is an employee of the unit
// in process (`employeeStatus: 'proceso'`, no contract yet): the unit's employee with the ID number typed
// in step 1 (a re-hire keeps their record), or a new employee recorded with the names and ID number of
// step 1. Call 7 then lists them, so employee selection finds them by name or ID number, and their board
// (call 10) shows the request.
import type { Database, Transaction } from '../database';

type Json = Record<string, unknown>;
type Queryable = Pick<Database | Transaction, 'query'>;

/** The personal data of step 1 the person is found or recorded by. */
export interface LinkedPerson {
  names: string;
  lastNames: string;
  identificationNumber: string;
}

/** The unit's employee with this ID number, if any. */
export async function employeeWithDocument(
  db: Queryable,
  unit: string,
  identificationNumber: string,
): Promise<string | undefined> {
  const found = await db.query<{ employee_id: string }>(
    `SELECT employee_id FROM employees
     WHERE business_unit_code = $1 AND document->>'identificationDocumentNumber' = $2
     ORDER BY employee_id LIMIT 1`,
    [unit, identificationNumber],
  );
  return found.rows[0]?.employee_id;
}

/** The record of a person in process of being linked: step 1's data, no contract, nothing else known. */
function personInProcess(employeeId: string, person: LinkedPerson): Json {
  return {
    biologicalSex: '',
    birthDay: '',
    countryOfIdentityDocument: 'Colombia',
    countryTaxResidence: 'Colombia',
    eMail: '',
    employeeCode: `E-${employeeId}`,
    employeeId,
    employeeReferences: [],
    employeeStatus: 'proceso',
    employmentContracts: [],
    identificationDocumentNumber: person.identificationNumber,
    identificationType: 'CC',
    names: person.names,
    surnames: person.lastNames,
    positionsByEmployeeAndCompany: [],
    postalCode: '',
    residenceAddress: '',
    residenceCity: '',
    telephone: '',
    traceabilityEmployeePositions: [],
    ubication: '',
    userAccountId: '',
  };
}

/** The transaction lock that makes recording people one at a time (any number: ours, shared by no one). */
const recordingPeopleLock = 2025_0013;

/**
 * The employee id the onboarding request is filed under, inside the request's transaction: the unit's
 * employee with that ID number, or a new employee in process (the next free numeric id). On a PostgreSQL
 * server two requests run side by side: the transaction lock, held until commit, makes the second wait
 * and then see the first one's record (the same person is recorded once, the next id is free). The
 * caller forgets the unit's kept employee order after the commit (forgetEmployeeOrder), not inside.
 */
export async function linkedPersonId(tx: Queryable, unit: string, person: LinkedPerson): Promise<string> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [recordingPeopleLock]);
  const existing = await employeeWithDocument(tx, unit, person.identificationNumber);
  if (existing) return existing;
  const next = await tx.query<{ id: string }>(
    `SELECT (coalesce(max(employee_id::bigint), 100000) + 1)::text AS id
     FROM employees WHERE employee_id ~ '^[0-9]{1,15}$'`,
  );
  const employeeId = next.rows[0]?.id ?? '';
  await tx.query(
    `INSERT INTO employees (employee_id, business_unit_code, names, surnames, contract_statuses, document, pending_days)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      employeeId,
      unit,
      person.names,
      person.lastNames,
      [],
      JSON.stringify(personInProcess(employeeId, person)),
      JSON.stringify([]),
    ],
  );
  return employeeId;
}
