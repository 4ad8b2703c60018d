import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { PendingDaysModal } from '../../features/employees/pending-days-modal';
import { HomePage } from '../../features/home/home-page';
import { routerLink } from '../layout/router-link';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useSwitchUnit } from '../layout/top-bar-parts';
import { useAppSession } from '../session/app-session';

/** / : greeting, employee card with pending days, unit switcher and the enabled feature cards. */
export function HomeRoute() {
  const session = useAppSession();
  const switchUnit = useSwitchUnit();
  const employeeRef = useSelectedEmployeeActor();
  const employee = useSelector(employeeRef, (snapshot) => snapshot.context.employee);
  const pendingDays = useSelector(employeeRef, (snapshot) => snapshot.context.pendingDays);
  const pendingDaysError = useSelector(employeeRef, (snapshot) => snapshot.context.pendingDaysError);
  const [showDays, setShowDays] = useState(false);
  return (
    <>
      <HomePage
        userName={session.user.name}
        portalOptions={session.portalOptions}
        businessUnits={session.businessUnits}
        selectedUnitId={session.selectedClient?.id ?? ''}
        onChangeUnit={switchUnit}
        employee={employee ?? session.selectedEmployee}
        pendingDays={pendingDays}
        onShowPendingDays={() => setShowDays(true)}
        renderLink={routerLink}
      />
      <PendingDaysModal
        isOpen={showDays}
        onClose={() => setShowDays(false)}
        pendingDays={pendingDays}
        {...(pendingDaysError ? { pendingDaysError } : {})}
        contracts={employee?.employmentContracts ?? []}
      />
    </>
  );
}
