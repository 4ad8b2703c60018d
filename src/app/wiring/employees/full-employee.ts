// The selected employee with contracts and vacation history (call 8, through the shared query cache:
// the list of call 7 has no contracts).
import { useQuery } from '@tanstack/react-query';
import { useApi, useSelection } from '../../session/app-session';

export function useFullEmployee() {
  const { queries, queryClient } = useApi();
  const { selectedClient, selectedEmployeeId = '' } = useSelection();
  return useQuery(
    { ...queries.employee(selectedClient?.id ?? '', selectedEmployeeId), enabled: selectedEmployeeId !== '' },
    queryClient,
  );
}
