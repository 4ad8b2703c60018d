import { type Handler, type Json, noContent, required } from './call-context';
import { HttpError, messages } from './http-error';

/** Call 1: GET /staff-query/staff-portals-by-business-manager?publicCode */
export const searchPortals: Handler = async (c, { db }) => {
  const publicCode = required(c, 'publicCode');
  const result = await db.query<{ document: Json }>('SELECT document FROM portals WHERE public_code = $1', [
    publicCode,
  ]);
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};

/** Call 2: GET /staff-query/business-managers/{id} */
export const searchBusinessManager: Handler = async (c, { db }) => {
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM business_managers WHERE business_manager_id = $1',
    [c.req.param('id') ?? ''],
  );
  const row = result.rows[0];
  return row ? c.json(row.document) : noContent(c);
};

/** Call 3: GET /staff-portals/staff-portals-by-business-manager?staffPortalPublicCode&businessUnit */
export const searchPortalOptions: Handler = async (c, deps) => {
  const portal = required(c, 'staffPortalPublicCode');
  const businessUnit = required(c, 'businessUnit');
  const header = c.req.header('X-Business-unit')?.trim();
  if (header && header !== businessUnit) throw new HttpError(403, messages.otherUnit);
  const result = await deps.db.query<{ document: Json }>(
    `SELECT o.document FROM portal_options o
     JOIN staff_business_units m ON m.business_unit_code = o.business_unit_code
     JOIN staff s ON s.staff_id = m.staff_id AND s.account_id = $3
     WHERE o.staff_portal_public_code = $1 AND o.business_unit_code = $2 ORDER BY o.position`,
    [portal, businessUnit, c.get('caller').accountId],
  );
  if (result.rows.length === 0) {
    const member = await deps.db.query(
      `SELECT 1 FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
       WHERE s.account_id = $1 AND m.business_unit_code = $2`,
      [c.get('caller').accountId, businessUnit],
    );
    if (member.rows.length === 0) throw new HttpError(403, messages.unitDenied(businessUnit));
    return noContent(c);
  }
  return c.json(result.rows.map((row) => row.document));
};

/** Call 4: GET /staff-query/staffs?identificationDocumentNumber */
export const searchStaff: Handler = async (c, { db }) => {
  const documentNumber = required(c, 'identificationDocumentNumber');
  const caller = c.get('caller');
  if (caller.account?.identificationDocumentNumber !== documentNumber) {
    throw new HttpError(403, messages.notOwnDocument);
  }
  const result = await db.query<{ document: Json }>(
    'SELECT document FROM staff WHERE identification_document_number = $1',
    [documentNumber],
  );
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};

/** Call 5: GET /staff/staffs?businessManagerCode&businessUnitCode (X-User-Name) */
export const searchUseCases: Handler = async (c, { db }) => {
  const managerCode = required(c, 'businessManagerCode');
  const unitCode = required(c, 'businessUnitCode');
  const header = c.req.header('X-Business-unit')?.trim();
  if (header && header !== unitCode) throw new HttpError(403, messages.otherUnit);
  const result = await db.query<{ use_cases: string[] }>(
    `SELECT m.use_cases FROM staff_business_units m JOIN staff s ON s.staff_id = m.staff_id
     WHERE s.account_id = $1 AND s.business_manager_code = $2 AND m.business_unit_code = $3`,
    [c.get('caller').accountId, managerCode, unitCode],
  );
  const row = result.rows[0];
  return row?.use_cases.length ? c.json({ listOfUseCases: row.use_cases }) : noContent(c);
};

/** Call 6: GET /staff-query/business-units-portal-staff/{first 20 chars of user account}/{portalCode} */
export const searchBusinessUnits: Handler = async (c, { db }) => {
  const caller = c.get('caller');
  const userAccount = c.req.param('userAccount') ?? '';
  const portalCode = c.req.param('portalCode') ?? '';
  if (!caller.account || caller.account.userAccount.slice(0, 20) !== userAccount) {
    throw new HttpError(403, messages.notOwnAccount);
  }
  const result = await db.query<{ document: Json }>(
    `SELECT u.document FROM business_units u
     JOIN staff_business_units m ON m.business_unit_code = u.business_unit_code
     JOIN staff s ON s.staff_id = m.staff_id
     JOIN portals p ON p.business_manager_id = u.business_manager_id
     WHERE s.account_id = $1
       AND (p.public_code = $2 OR p.document->>'portalCode' = $2 OR p.document->>'staffPortalId' = $2)
     ORDER BY u.position`,
    [caller.accountId, portalCode],
  );
  return result.rows.length ? c.json(result.rows.map((row) => row.document)) : noContent(c);
};
