// The team's absences (ours; SPEC §7 has no such call): the other employees of the same manager and unit
// whose enjoyment, pending or approved, overlaps the days of the request the manager answers. Read with
// call 20 (SearchTeamAbsencesForRequest), first day first; the services decide who is on the team.

import { entity, listOf, num, safely, text } from '../coerce';
import type { z } from '../zod';

const teamAbsenceSchema = entity({
  employeeId: text(),
  /** The employee's names and surnames, as the services know them. */
  employeeName: text(),
  /** The number of the colleague's own enjoyment request. */
  humanResourceRequestNumber: text(),
  /** The first and last day of the enjoyment (YYYY-MM-DD, Bogotá days). */
  startDate: text(),
  endDate: text(),
  days: num(),
  /** 'pending' (awaiting the manager) or 'approved'. */
  status: text(),
});
export type TeamAbsence = z.output<typeof teamAbsenceSchema>;

/** Coerces call 20's answer into the absences, in the order the services gave them (first day first). */
export const parseTeamAbsences = (value: unknown): TeamAbsence[] => safely(listOf(teamAbsenceSchema), value);
