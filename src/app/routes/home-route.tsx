import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PendingDaysModal } from '../../features/employees/pending-days-modal';
import { HomePage } from '../../features/home/home-page';
import { routerLink } from '../layout/router-link';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useAppSession } from '../session/app-session';

/** / : greeting, employee card with pending days, unit switcher and the enabled feature cards. */
export function HomeRoute() {
  const session = useAppSession();
  const navigate = useNavigate();
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
        onChangeUnit={(unitId) => {
          const unit = session.businessUnits.find((candidate) => candidate.id === unitId);
          if (!unit || unit.id === session.selectedClient?.id) return;
          session.selectClient(unit);
          navigate('/employees/select-employee');
        }}
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
