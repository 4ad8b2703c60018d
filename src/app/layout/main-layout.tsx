// The main layout: top bar (logo, unit switcher, user menu), side navigation from the portal options,
// the employee banner, breadcrumbs and the page.
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Breadcrumbs } from '../../../src-ui/breadcrumbs';
import { SideNav } from '../../../src-ui/side-nav';
import { TopBar } from '../../../src-ui/top-bar';
import { SelectedEmployeeBanner } from '../../features/employees/employee-banner';
import { SectionGuard } from '../guards';
import { useAppSession } from '../session/app-session';
import * as styles from './layout.css';
import { breadcrumbTrail, navigationLinks } from './navigation';
import { routerLink } from './router-link';
import { SelectedEmployeeScope, useSelectedEmployeeActor } from './selected-employee-scope';
import { AppUserMenu, LogoLink, UnitSwitcher } from './top-bar-parts';

/** Label of the side navigation's only section (ours). */
export const navSectionLabel = 'Menú';

function EmployeeBannerSlot() {
  const actorRef = useSelectedEmployeeActor();
  return <SelectedEmployeeBanner actorRef={actorRef} />;
}

/** The app bar shared by every authenticated layout. */
export function AppTopBar({ switcher = true }: { switcher?: boolean }) {
  return (
    <TopBar start={<LogoLink />} end={<AppUserMenu />}>
      {switcher ? <UnitSwitcher /> : null}
    </TopBar>
  );
}

/** The layout of /, /holidays, /certifications, /contracts, /requests and the not-found page. */
export function MainLayout() {
  const { portalOptions } = useAppSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const links = navigationLinks(portalOptions, pathname);
  return (
    <SelectedEmployeeScope>
      <div className={styles.shell}>
        <AppTopBar />
        <div className={styles.body}>
          <SideNav sections={[{ id: 'main', label: navSectionLabel, links }]} renderLink={routerLink} />
          <main className={styles.content}>
            <EmployeeBannerSlot />
            {pathname !== '/' && (
              <Breadcrumbs
                crumbs={breadcrumbTrail(pathname)}
                renderLink={routerLink}
                onNavigate={(path) => navigate(path)}
              />
            )}
            <SectionGuard>
              <Outlet />
            </SectionGuard>
          </main>
        </div>
      </div>
    </SelectedEmployeeScope>
  );
}

/** /employees/*: the top bar and the page, without navigation or banner. */
export function EmployeesLayout() {
  return (
    <div className={styles.shell}>
      <AppTopBar />
      <main className={styles.centered}>
        <SectionGuard>
          <Outlet />
        </SectionGuard>
      </main>
    </div>
  );
}

/** /approvals/*: full width, without navigation or banner; the manager's privilege is checked. */
export function ApprovalsLayout() {
  return (
    <div className={styles.shell}>
      <AppTopBar switcher={false} />
      <main className={styles.fullWidth}>
        <SectionGuard>
          <Outlet />
        </SectionGuard>
      </main>
    </div>
  );
}
