// Every call of SPEC §7 (and calls 14 and 19, ours) as a raw request the contract tests can send with or without credentials.
import { requestEntityTag } from '@src/domain/entities';
import type { TestStack } from './test-stack';

export interface RawCall {
  n: number;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  action?: string;
  body?: unknown;
  /** The account whose use cases the call needs when ana.admin's are not enough (the manager's). */
  account?: string;
}

export const validCertification = {
  humanResourceRequestType: 'Certification' as const,
  humanResourceRequestDate: '2026-01-05T09:00:00-05:00',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestDescription: 'Solicitud de certificación',
  humanResourceRequestData: {
    contractId: 'CT-100005-1',
    certificationType: 'certificado de servidor',
    addressee: 'A quien interese',
    observationEmployee: 'Trámite',
  },
  employeeId: '100005',
  requesterCode: 'ana.admin',
  requesterName: 'Ana Sofía Gutiérrez',
};

export const rawCalls: RawCall[] = [
  {
    n: 1,
    method: 'GET',
    path: '/staff-query/staff-portals-by-business-manager?publicCode=ERM-DEMO',
    action: 'SearchAllStaffPortalsByBusinessManager',
  },
  {
    n: 2,
    method: 'GET',
    path: '/staff-query/business-managers/BM-0001',
    action: 'SearchByIdBusinessManager',
  },
  {
    n: 3,
    method: 'GET',
    path: '/staff-portals/staff-portals-by-business-manager?staffPortalPublicCode=ERM-DEMO&businessUnit=UN-ANDINA',
    action: 'SearchOptionsStaffPortalByBusinessUnit',
  },
  {
    n: 4,
    method: 'GET',
    path: '/staff-query/staffs?identificationDocumentNumber=52100001',
    action: 'SearchAllStaff',
  },
  {
    n: 5,
    method: 'GET',
    path: '/staff/staffs?businessManagerCode=ERM&businessUnitCode=UN-ANDINA',
    action: 'SearchUseCaseForStaff',
  },
  {
    n: 6,
    method: 'GET',
    path: '/staff-query/business-units-portal-staff/ana.admin%40erm-demo.e/ERM-DEMO',
    action: 'SearchBusinessUnitsForAnOfficer',
  },
  {
    n: 7,
    method: 'GET',
    path: '/employee-query/employees?page=1&per_page=500&sort=FirstName:asc&contract_status=Formalized',
    action: 'SearchAllEmployee',
  },
  { n: 8, method: 'GET', path: '/employee-query/employees/100001', action: 'SearchByIdEmployee' },
  {
    n: 9,
    method: 'GET',
    path: '/employee-query/employees/100001',
    action: 'SearchDaysPendingPerContractByEmployee',
  },
  {
    n: 10,
    method: 'GET',
    path: '/employee-portal-query/human-resources-requests?page=1&perPage=500&employeeId=100001&sort=desc.humanResourceRequestDate',
    action: 'SearchAllHumanResourcesRequest',
  },
  {
    n: 11,
    method: 'POST',
    path: '/persistence/human-resources-requests',
    action: 'SaveHumanResourcesRequest',
    body: validCertification,
  },
  {
    n: 12,
    method: 'DELETE',
    path: '/persistence/human-resources-requests',
    action: 'RemoveHumanResourcesRequest',
    body: {
      removeHumanResourcesRequest: [
        {
          humanResourceRequestDescription: 'x',
          humanResourceRequestId: 'HRR-00008',
          humanResourceRequestNumber: '100008',
          removalJustification: 'Prueba',
        },
      ],
    },
  },
  { n: 13, method: 'GET', path: '/remuneration/remuneration-profiles-catalog' },
  {
    n: 14,
    method: 'POST',
    path: '/persistence/human-resources-requests/HRR-150003/approval',
    action: 'SaveVacationRequestApproval',
    body: { approval: 'approve', observation: '' },
  },
  {
    n: 19,
    method: 'GET',
    path: '/employee-portal-query/human-resources-requests/HRR-00001/history',
    action: 'SearchHumanResourcesRequestHistory',
  },
  {
    n: 20,
    method: 'GET',
    path: '/employee-portal-query/human-resources-requests/HRR-150001/team-absences',
    action: 'SearchTeamAbsencesForRequest',
    account: 'fabio.jefe',
  },
];

/** Headers of a raw call: token, unit and X-Action as given. */
export function headersOf(options: {
  token?: string;
  unit?: string;
  action?: string;
  idempotencyKey?: string;
  /** If-Match: the calls that change a request need it (`*` is refused: see `currentTagOf`). */
  ifMatch?: string;
}) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.unit) headers['X-Business-unit'] = options.unit;
  if (options.action) headers['X-Action'] = options.action;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.ifMatch) headers['If-Match'] = options.ifMatch;
  return headers;
}

type Database = { query: <T>(sql: string, params: unknown[]) => Promise<{ rows: T[] }> };

/** The version column of a stored request; throws for an unknown request. */
export async function storedVersionOf(db: Database, requestId: string): Promise<number> {
  const result = await db.query<{ version: number }>(
    'SELECT version FROM human_resource_requests WHERE human_resource_request_id = $1',
    [requestId],
  );
  const version = result.rows[0]?.version;
  if (version === undefined) throw new Error(`no stored request ${requestId}`);
  return version;
}

/** The current entity-tag of a stored request: what a client that just read it sends as If-Match. */
export async function entityTagOf(db: Database, requestId: string): Promise<string> {
  return requestEntityTag({
    humanResourceRequestId: requestId,
    humanResourceRequestVersion: await storedVersionOf(db, requestId),
  });
}

/**
 * The If-Match of a client that read the request just before changing it (the services refuse `*`):
 * its current entity-tag, or one of version 1 for a request the database does not hold (such a call
 * answers 404 before If-Match is weighed).
 */
export async function currentTagOf(db: Database, requestId: string): Promise<string> {
  const result = await db.query<{ version: number }>(
    'SELECT version FROM human_resource_requests WHERE human_resource_request_id = $1',
    [requestId],
  );
  return requestEntityTag({
    humanResourceRequestId: requestId,
    humanResourceRequestVersion: result.rows[0]?.version ?? 1,
  });
}

/** The version of a request as read (what the app sends back as If-Match). */
export const seen = (request: { humanResourceRequestId: string; humanResourceRequestVersion: number }) => ({
  requestId: request.humanResourceRequestId,
  version: request.humanResourceRequestVersion,
});

/** Call 11 (save a request) as the account, in UN-ANDINA, with an Idempotency-Key when given. */
export async function sendSave(
  stack: Pick<TestStack, 'call' | 'tokenFor'>,
  body: unknown,
  options: { accountId?: string; idempotencyKey?: string } = {},
): Promise<Response> {
  return stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({
      token: await stack.tokenFor(options.accountId ?? 'ana.admin'),
      unit: 'UN-ANDINA',
      action: 'SaveHumanResourcesRequest',
      ...(options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : {}),
    }),
    body: JSON.stringify(body),
  });
}

/** Call 14 (approve a vacation request) as fabio.jefe, in UN-ANDINA, with the key and entity-tag given. */
export async function sendApproval(
  stack: Pick<TestStack, 'call' | 'tokenFor'>,
  requestId: string,
  options: { idempotencyKey: string; ifMatch: string; observation?: string },
): Promise<Response> {
  return stack.call(`/persistence/human-resources-requests/${requestId}/approval`, {
    method: 'POST',
    headers: headersOf({
      token: await stack.tokenFor('fabio.jefe'),
      unit: 'UN-ANDINA',
      action: 'SaveVacationRequestApproval',
      idempotencyKey: options.idempotencyKey,
      ifMatch: options.ifMatch,
    }),
    body: JSON.stringify({ approval: 'approve', observation: options.observation ?? '' }),
  });
}
