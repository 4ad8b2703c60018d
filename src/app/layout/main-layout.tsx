// The main layout: top bar (logo, unit switcher, user menu), side navigation from the portal options,
// the employee banner, breadcrumbs and the page.

import type { SectionIcon } from '@src/domain/sections';
import { SelectedEmployeeBanner } from '@src/features/employees/employee-banner';
import { Breadcrumbs } from '@ui/breadcrumbs';
import { CalendarIcon, FileIcon, HomeIcon, MenuIcon, UserIcon } from '@ui/icons';
import { NavPanel } from '@ui/nav-panel';
import { SideNav } from '@ui/side-nav';
import { TopBar } from '@ui/top-bar';
import { type ReactNode, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { SectionGuard } from '../guards';
import { usePortal } from '../session/app-session';
import { CrumbLabelProvider } from './crumb-label';
import * as styles from './layout.css';
import { topBarTexts } from './layout-texts';
import { useNarrowLayout } from './narrow-layout';
import { breadcrumbTrail, navigationSections } from './navigation';
import { routerLink } from './router-link';
import { SelectedEmployeeScope, useSelectedEmployeeActor } from './selected-employee-scope';
import { AppUserMenu, LogoLink, UnitSwitcher } from './top-bar-parts';

/** The kit icon of each section icon name of src/domain/sections.ts. */
const sectionIcons: Record<SectionIcon, ReactNode> = {
  home: <HomeIcon size={18} />,
  calendar: <CalendarIcon size={18} />,
  file: <FileIcon size={18} />,
  user: <UserIcon size={18} />,
  menu: <MenuIcon size={18} />,
};

function EmployeeBannerSlot() {
  const actorRef = useSelectedEmployeeActor();
  return <SelectedEmployeeBanner actorRef={actorRef} />;
}

/**
 * The app bar shared by every authenticated layout; `navigation` (the folded navigation's 'Menú' button
 * on small screens) goes before the logo.
 */
export function AppTopBar({ switcher = true, navigation }: { switcher?: boolean; navigation?: ReactNode }) {
  return (
    <TopBar
      start={
        <>
          {navigation}
          <LogoLink />
        </>
      }
      end={<AppUserMenu />}
    >
      {switcher ? <UnitSwitcher /> : null}
    </TopBar>
  );
}

/**
 * The layout of /, /holidays, /certifications, /contracts, /requests and the not-found page. Up to the
 * layout's breakpoint (768 px) the side navigation folds behind the top bar's 'Menú' button into a
 * fullscreen panel (the kit's NavPanel).
 */
export function MainLayout() {
  const { portalOptions } = usePortal();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const folded = useNarrowLayout();
  const [lastCrumb, setLastCrumb] = useState<string>();
  const sections = navigationSections(portalOptions, pathname).map((section) => ({
    ...section,
    icon: sectionIcons[section.icon],
    links: section.links.map((link) => ({ ...link, icon: sectionIcons[link.icon] })),
  }));
  return (
    <SelectedEmployeeScope>
      <div className={styles.shell}>
        <AppTopBar
          navigation={
            folded ? (
              <NavPanel sections={sections} renderLink={routerLink} triggerLabel={topBarTexts.menu} />
            ) : undefined
          }
        />
        <div className={styles.body}>
          {!folded && <SideNav sections={sections} renderLink={routerLink} />}
          <main className={styles.content}>
            <div className={styles.bannerSlot}>
              <EmployeeBannerSlot />
            </div>
            {pathname !== '/' && (
              <Breadcrumbs
                crumbs={breadcrumbTrail(pathname, lastCrumb)}
                renderLink={routerLink}
                onNavigate={(path) => navigate(path)}
              />
            )}
            <SectionGuard>
              <CrumbLabelProvider value={setLastCrumb}>
                <Outlet />
              </CrumbLabelProvider>
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
