// What the adapters of the selected employee's flows share: the session's services and actions, the
// selected unit and employee, and the requester of new requests.
import type { Requester } from '@src/domain/rules/new-requests';
import {
  type SessionActions,
  type SessionPerson,
  type SessionServices,
  useApi,
  useRequester,
  useSelection,
  useSessionActions,
  useSessionUser,
} from '../session/app-session';

export interface EmployeeScope {
  services: SessionServices;
  actions: SessionActions;
  person: SessionPerson;
  requester: Requester;
  /** The selected unit's public code ('' while none). */
  unit: string;
  /** The selected employee's id ('' while none). */
  employeeId: string;
}

/** The scope of the selected employee's flows. */
export function useEmployeeScope(): EmployeeScope {
  const services = useApi();
  const actions = useSessionActions();
  const person = useSessionUser();
  const requester = useRequester();
  const { selectedClient, selectedEmployeeId } = useSelection();
  return {
    services,
    actions,
    person,
    requester,
    unit: selectedClient?.id ?? '',
    employeeId: selectedEmployeeId ?? '',
  };
}
