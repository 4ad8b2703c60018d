// Call 20 (ours): who else of the manager's team is away in the period of an enjoyment request, for the
// approval screen's 'Ausencias del equipo en esas fechas'. The team is the employees of the same manager
// (employees.manager_account_id, migration 009) in the same unit; an absence is an enjoyment request of
// one of them, pending (awaiting the manager) or approved, whose days overlap the request's.
import { parseEnjoymentData, parseHumanResourceRequest } from '@src/domain/entities';
import { type Handler, type Json, noContent, requireUseCase, unitScope } from './call-context';
import { HttpError, messages } from './http-error';

/** The statuses of an enjoyment that will happen or is happening: pending, or approved by the manager. */
const absenceStatuses = {
  supervisor_approval: 'pending',
  HR_compliance_verification: 'approved',
  confirmation_of_vacation_taken: 'approved',
  successfully_processed: 'approved',
} as const;

const dayMs = 86_400_000;

/** The calendar day (UTC midnight) of an ISO date or instant, in Bogotá; undefined when unreadable. */
function dayOf(value: string): number | undefined {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return undefined;
  // Dates travel as instants at Bogotá's midnight (-05:00) or as plain days: both name the Bogotá day.
  const bogota = /T/.test(value) ? time - 5 * 3_600_000 : time;
  return Math.floor(bogota / dayMs) * dayMs;
}

/**
 * The first and last day of an enjoyment of `days` business days from `start` (Saturdays and Sundays are
 * not counted); undefined without a start or days.
 */
function enjoymentPeriod(start: string, days: number): { first: number; last: number } | undefined {
  const first = dayOf(start);
  if (first === undefined || !(days >= 1)) return undefined;
  let last = first;
  let counted = 0;
  for (let day = first; counted < days; day += dayMs) {
    const weekday = new Date(day).getUTCDay();
    if (weekday !== 0 && weekday !== 6) {
      counted += 1;
      last = day;
    }
  }
  return { first, last };
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/**
 * GET /employee-portal-query/human-resources-requests/{humanResourceRequestId}/team-absences with X-Action
 * SearchTeamAbsencesForRequest. Needs ApproveVacationRequest in the unit (403); an unknown request or
 * another unit's 404; a request that is not an enjoyment 400 (it has no period); a request of an employee
 * another person manages 403. Answers the absences of the employee's team mates, by first day, or 204.
 */
export const searchTeamAbsences: Handler = async (c, deps) => {
  const caller = c.get('caller');
  const { unit, useCases } = await unitScope(c, deps);
  requireUseCase(useCases, 'ApproveVacationRequest');
  const requestId = c.req.param('id') ?? '';
  const found = await deps.db.query<{ business_unit_code: string; document: Json; manager: string | null }>(
    `SELECT r.business_unit_code, r.document, e.manager_account_id AS manager
     FROM human_resource_requests r JOIN employees e ON e.employee_id = r.employee_id
     WHERE r.human_resource_request_id = $1`,
    [requestId],
  );
  const row = found.rows[0];
  if (!row || row.business_unit_code !== unit) throw new HttpError(404, messages.unknownRequest(requestId));
  const request = parseHumanResourceRequest(row.document);
  if (request.humanResourceRequestType !== 'VacationsEnjoyed') throw new HttpError(400, messages.noPeriod);
  if (row.manager && row.manager !== caller.accountId) throw new HttpError(403, messages.notYourTeam);
  const data = parseEnjoymentData(request.humanResourceRequestData);
  const period = enjoymentPeriod(data.startDateEnyoment, data.daysOff);
  if (!row.manager || !period) return noContent(c);
  const candidates = await deps.db.query<{ document: Json; names: string; surnames: string }>(
    `SELECT r.document, e.names, e.surnames
     FROM human_resource_requests r JOIN employees e ON e.employee_id = r.employee_id
     WHERE e.manager_account_id = $1 AND e.business_unit_code = $2 AND r.business_unit_code = $2
       AND e.employee_id <> $3 AND r.request_type = 'VacationsEnjoyed'
       AND r.request_status = ANY ($4::text[])`,
    [row.manager, unit, request.employeeId, Object.keys(absenceStatuses)],
  );
  const absences = candidates.rows
    .map((candidate) => {
      const other = parseHumanResourceRequest(candidate.document);
      const otherData = parseEnjoymentData(other.humanResourceRequestData);
      const otherPeriod = enjoymentPeriod(otherData.startDateEnyoment, otherData.daysOff);
      if (!otherPeriod || otherPeriod.first > period.last || period.first > otherPeriod.last)
        return undefined;
      return {
        employeeId: other.employeeId,
        employeeName: `${candidate.names} ${candidate.surnames}`.trim(),
        humanResourceRequestNumber: other.humanResourceRequestNumber,
        startDate: isoDay(otherPeriod.first),
        endDate: isoDay(otherPeriod.last),
        days: otherData.daysOff,
        status: absenceStatuses[other.humanResourceRequestStatus as keyof typeof absenceStatuses],
      };
    })
    .filter((absence) => absence !== undefined)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.employeeName.localeCompare(b.employeeName));
  return absences.length ? c.json(absences) : noContent(c);
};
