// Who manages whom (employees.manager_account_id, migration 009): the manager a vacation request waits
// for and is mailed to, and whose team the approval screen's absences are drawn from. Only the demo's
// cases have a manager; a generated employee has none (their requests queue no mail).

/** Manager account → the ids of the employees of their team (all of UN-ANDINA). */
export const managerTeams: Readonly<Record<string, readonly string[]>> = {
  'fabio.jefe': ['100001', '100002', '100003', '100004', '100005'],
};
