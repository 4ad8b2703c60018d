import type { Database, Transaction } from '../database';
import { businessManagerId, portalPublicCode, portalWithoutOperatorCode } from './catalog';
import { generateSeed, type SeedOptions } from './generate';
import { managerTeams } from './teams';

type Executor = Database | Transaction;

/** Inserts many rows in one statement: the rows travel as one JSON parameter. */
async function insertRows(
  db: Executor,
  table: string,
  columns: Record<string, string>,
  rows: Record<string, unknown>[],
) {
  if (rows.length === 0) return;
  const names = Object.keys(columns);
  const definition = names.map((name) => `${name} ${columns[name]}`).join(', ');
  await db.query(
    `INSERT INTO ${table} (${names.join(', ')}) SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS x(${definition})`,
    [JSON.stringify(rows)],
  );
}

/** Fills an empty, migrated database with the seed of `today`. */
export async function seedDatabase(db: Database, today: Date, options: SeedOptions = {}): Promise<void> {
  const seed = generateSeed(today, options);
  await db.transaction(async (tx) => {
    await insertRows(tx, 'business_managers', { business_manager_id: 'text', document: 'jsonb' }, [
      { business_manager_id: businessManagerId, document: seed.businessManager },
    ]);
    await insertRows(tx, 'portals', { public_code: 'text', business_manager_id: 'text', document: 'jsonb' }, [
      { public_code: portalPublicCode, business_manager_id: businessManagerId, document: seed.portal },
      {
        public_code: portalWithoutOperatorCode,
        business_manager_id: '',
        document: {
          ...seed.portal,
          publicCode: portalWithoutOperatorCode,
          portalCode: portalWithoutOperatorCode,
          staffPortalId: 'SP-0002',
          businessManagerId: '',
          url: `http://localhost:5173/?portal=${portalWithoutOperatorCode}`,
        },
      },
    ]);
    await insertRows(
      tx,
      'business_units',
      { business_unit_code: 'text', business_manager_id: 'text', position: 'integer', document: 'jsonb' },
      seed.businessUnits.map((unit) => ({
        business_unit_code: unit.code,
        business_manager_id: businessManagerId,
        position: unit.position,
        document: unit.document,
      })),
    );
    await insertRows(
      tx,
      'portal_options',
      {
        option_staff_id: 'text',
        staff_portal_public_code: 'text',
        business_unit_code: 'text',
        position: 'integer',
        document: 'jsonb',
      },
      seed.portalOptions.map((option) => ({
        option_staff_id: option.optionStaffId,
        staff_portal_public_code: portalPublicCode,
        business_unit_code: option.unitCode,
        position: option.position,
        document: option.document,
      })),
    );
    await insertRows(
      tx,
      'staff',
      {
        staff_id: 'text',
        account_id: 'text',
        identification_document_number: 'text',
        user_account: 'text',
        business_manager_code: 'text',
        document: 'jsonb',
      },
      seed.staff.map((member) => ({
        staff_id: member.staffId,
        account_id: member.accountId,
        identification_document_number: member.identificationDocumentNumber,
        user_account: member.userAccount,
        business_manager_code: String(member.document.businessManagerCode),
        document: member.document,
      })),
    );
    await insertRows(
      tx,
      'staff_business_units',
      { staff_id: 'text', business_unit_code: 'text', role_name: 'text', use_cases: 'jsonb' },
      seed.staff.flatMap((member) =>
        member.units.map((unit) => ({
          staff_id: member.staffId,
          business_unit_code: unit.unitCode,
          role_name: unit.roleName,
          use_cases: unit.useCases,
        })),
      ),
    );
    await insertRows(
      tx,
      'employees',
      {
        employee_id: 'text',
        business_unit_code: 'text',
        names: 'text',
        surnames: 'text',
        contract_statuses: 'text[]',
        document: 'jsonb',
        pending_days: 'jsonb',
      },
      seed.employees.map((employee) => ({
        employee_id: employee.employeeId,
        business_unit_code: employee.unitCode,
        names: employee.names,
        surnames: employee.surnames,
        contract_statuses: employee.contractStatuses,
        document: employee.document,
        pending_days: employee.pendingDays,
      })),
    );
    for (const [manager, team] of Object.entries(managerTeams)) {
      await tx.query('UPDATE employees SET manager_account_id = $1 WHERE employee_id = ANY ($2::text[])', [
        manager,
        team,
      ]);
    }
    await insertRows(
      tx,
      'human_resource_requests',
      {
        human_resource_request_id: 'text',
        human_resource_request_number: 'text',
        employee_id: 'text',
        business_unit_code: 'text',
        request_type: 'text',
        request_status: 'text',
        request_date: 'timestamptz',
        document: 'jsonb',
        version: 'integer',
      },
      seed.requests.map((request) => ({
        human_resource_request_id: request.id,
        human_resource_request_number: request.number,
        employee_id: request.employeeId,
        business_unit_code: request.unitCode,
        request_type: request.type,
        request_status: request.status,
        request_date: request.date,
        document: request.document,
        version: request.version,
      })),
    );
    await insertRows(
      tx,
      'request_history',
      {
        human_resource_request_id: 'text',
        request_version: 'integer',
        recorded_at: 'timestamptz',
        account_id: 'text',
        person_name: 'text',
        event: 'text',
        status_from: 'text',
        status_to: 'text',
        transition: 'text',
        detail: 'jsonb',
        words: 'text',
      },
      seed.history.map((entry) => ({
        human_resource_request_id: entry.requestId,
        request_version: entry.version,
        recorded_at: entry.recordedAt,
        account_id: entry.accountId,
        person_name: entry.personName,
        event: entry.event,
        status_from: entry.statusFrom,
        status_to: entry.statusTo,
        transition: entry.transition,
        detail: entry.detail,
        words: entry.words,
      })),
    );
    // The CVs as call 11 stores them (bytea, with their size).
    for (const file of seed.attachments) {
      await tx.query(
        `INSERT INTO request_attachments (human_resource_request_id, file_name, content_type, size_bytes, content)
         VALUES ($1, $2, $3, $4, $5)`,
        [file.requestId, file.fileName, file.contentType, file.content.length, file.content],
      );
    }
    await insertRows(
      tx,
      'remuneration_profiles',
      { remuneration_profile_id: 'text', position: 'integer', document: 'jsonb' },
      seed.remunerationProfiles.map((profile) => ({
        remuneration_profile_id: profile.id,
        position: profile.position,
        document: profile.document,
      })),
    );
    await tx.query('INSERT INTO seed_info (id, seeded_at, reference_date) VALUES (1, now(), $1)', [
      seed.referenceDate,
    ]);
  });
}
