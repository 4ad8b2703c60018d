import { canSwitchUnit } from '@src/domain/rules/portal';
import { Button } from '@ui/button';
import { Select } from '@ui/select';
import { UserMenu } from '@ui/user-menu';
import { useNavigate } from 'react-router-dom';
import { useSelection, useSessionActions, useSessionUser } from '../session/app-session';
import * as styles from './layout.css';
import { topBarTexts } from './layout-texts';
import { useNarrowLayout } from './narrow-layout';
import { routerLink } from './router-link';

/** The logo, linking to / or, without a selected employee, to employee selection. */
export function LogoLink() {
  const { selectedEmployeeId } = useSelection();
  return routerLink({
    href: selectedEmployeeId ? '/' : '/employees/select-employee',
    className: styles.logo,
    children: topBarTexts.logo,
  });
}

/** Switches to the unit with the id (ignored when unknown or already selected), then employee selection. */
export function useSwitchUnit(): (unitId: string) => void {
  const { businessUnits, selectedClient, selectClient } = useSelection();
  const navigate = useNavigate();
  return (unitId) => {
    const unit = businessUnits.find((candidate) => candidate.id === unitId);
    if (!unit || unit.id === selectedClient?.id) return;
    selectClient(unit);
    navigate('/employees/select-employee');
  };
}

/**
 * The business-unit switcher (only with more than one unit); choosing one → employee selection. On small
 * screens it is compact: the unit's abbreviation shown, its name read (and written in the user menu).
 */
export function UnitSwitcher() {
  const { businessUnits, selectedClient } = useSelection();
  const switchUnit = useSwitchUnit();
  const compact = useNarrowLayout();
  if (!canSwitchUnit(businessUnits))
    return selectedClient ? <span className={styles.unitName}>{selectedClient.name}</span> : null;
  return (
    <div className={compact ? styles.compactSwitcher : styles.switcher}>
      <Select
        label={topBarTexts.unitSwitcher}
        options={businessUnits.map((unit) => ({
          id: unit.id,
          label: unit.name,
          value: unit.id,
          ...(unit.sigla ? { shortLabel: unit.sigla } : {}),
        }))}
        value={selectedClient?.id ?? ''}
        onChange={switchUnit}
        compact={compact}
      />
    </div>
  );
}

/**
 * The user menu: name, e-mail, business unit and 'Cerrar sesión' (on small screens the top bar shows only
 * the avatar, so the name and the unit are read here).
 */
export function AppUserMenu() {
  const { user } = useSessionUser();
  const { selectedClient } = useSelection();
  const { signOut } = useSessionActions();
  return (
    <UserMenu userName={user.name} detail={selectedClient?.name}>
      <div className={styles.menuPanel}>
        <p className={styles.menuName}>{user.name}</p>
        <p className={styles.menuDetail}>{user.email}</p>
        {selectedClient && <p className={styles.menuDetail}>{selectedClient.name}</p>}
        <Button appearance="primary" variant="outlined" onPress={signOut}>
          {topBarTexts.signOut}
        </Button>
      </div>
    </UserMenu>
  );
}
