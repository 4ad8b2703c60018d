// The selected employee with contracts and vacation history (call 8, through the shared query cache:
// the list of call 7 kept in the session has no contracts).
import { useQuery } from '@tanstack/react-query';
import type { AppSession } from '../session/app-session';

export function useFullEmployee(session: AppSession) {
  const unit = session.selectedClient?.id ?? '';
  const employeeId = session.selectedEmployeeId ?? '';
  return useQuery(
    { ...session.queries.employee(unit, employeeId), enabled: employeeId !== '' },
    session.queryClient,
  );
}
