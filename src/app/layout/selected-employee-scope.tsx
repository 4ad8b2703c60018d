// The selected-employee machine (calls 8 and 9 side by side) for the employee id of the saved state,
// shared by the employee banner and the pages of the main layout: the saved state keeps the id only, and
// the employee is fetched again here (call 8, through the shared query cache).

import type { selectedEmployeeMachine } from '@machines/employees/selected-employee.machine';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelection } from '../session/app-session';
import { useSelectedEmployeeMachine } from '../wiring/employees/selected-employee';

type SelectedEmployeeRef = ActorRefFrom<typeof selectedEmployeeMachine>;

const SelectedEmployeeContext = createContext<SelectedEmployeeRef | undefined>(undefined);

/** The running selected-employee actor of the main layout. */
export function useSelectedEmployeeActor(): SelectedEmployeeRef {
  const actorRef = useContext(SelectedEmployeeContext);
  if (!actorRef) throw new Error('useSelectedEmployeeActor: used outside the main layout.');
  return actorRef;
}

function Scope({
  employeeId,
  businessUnit,
  children,
}: {
  employeeId: string;
  businessUnit: string;
  children: ReactNode;
}) {
  const actorRef = useSelectedEmployeeMachine(employeeId, businessUnit);
  return <SelectedEmployeeContext.Provider value={actorRef}>{children}</SelectedEmployeeContext.Provider>;
}

/** Starts the actor for the selected employee (a new one when the employee or unit changes). */
export function SelectedEmployeeScope({ children }: { children: ReactNode }) {
  const { selectedEmployeeId, selectedClient } = useSelection();
  const employeeId = selectedEmployeeId ?? '';
  const unit = selectedClient?.id ?? '';
  return (
    <Scope key={`${unit}/${employeeId}`} employeeId={employeeId} businessUnit={unit}>
      {children}
    </Scope>
  );
}
