import { SelectedEmployeeCard } from '@src/features/employees/selected-employee-card';
import { HomePage } from '@src/features/home/home-page';
import { routerLink } from '../layout/router-link';
import { useSelectedEmployeeActor } from '../layout/selected-employee-scope';
import { useSwitchUnit } from '../layout/top-bar-parts';
import { usePortal, useSelection, useSessionUser } from '../session/app-session';

/** / : greeting, employee card with pending days, unit switcher and the enabled feature cards. */
export function HomeRoute() {
  const { user } = useSessionUser();
  const { portalOptions } = usePortal();
  const { businessUnits, selectedClient } = useSelection();
  const switchUnit = useSwitchUnit();
  const employeeRef = useSelectedEmployeeActor();
  return (
    <HomePage
      userName={user.name}
      portalOptions={portalOptions}
      businessUnits={businessUnits}
      selectedUnitId={selectedClient?.id ?? ''}
      onChangeUnit={switchUnit}
      employeeCard={<SelectedEmployeeCard actorRef={employeeRef} />}
      renderLink={routerLink}
    />
  );
}
