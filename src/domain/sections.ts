// One table of the portal's sections (SPEC §1, §2): the public code that enables each, its label, its
// route (when built) and where the side navigation groups it. The side navigation, the home cards and
// the breadcrumbs read it; the order is SPEC §1's list of home cards.
import { type PortalFeature, portalOptionCodes } from './permissions';
import { homeTexts } from './texts';

/** The side navigation's groups, in their order. */
export const navigationGroups = {
  employee: 'Gestión del empleado',
  requests: 'Solicitudes',
} as const;
export type NavigationGroup = keyof typeof navigationGroups;

/** The icon a section shows (the app maps names to the kit's icons). */
export type SectionIcon = 'calendar' | 'file' | 'user' | 'menu' | 'home';

export interface PortalSection {
  feature: PortalFeature;
  /** The portal option's public code that enables it. */
  code: string;
  label: string;
  /** The section's route, when the portal has one (others show their card without a link). */
  path?: string;
  group: NavigationGroup;
  icon: SectionIcon;
}

const portalSections: readonly PortalSection[] = [
  {
    feature: 'vacations',
    code: portalOptionCodes.vacations,
    label: homeTexts.vacations,
    path: '/holidays',
    group: 'employee',
    icon: 'calendar',
  },
  {
    feature: 'disabilities',
    code: portalOptionCodes.disabilities,
    label: homeTexts.disabilities,
    group: 'employee',
    icon: 'file',
  },
  {
    feature: 'absences',
    code: portalOptionCodes.absences,
    label: homeTexts.absences,
    group: 'employee',
    icon: 'calendar',
  },
  {
    feature: 'certifications',
    code: portalOptionCodes.certifications,
    label: homeTexts.certifications,
    path: '/certifications',
    group: 'employee',
    icon: 'file',
  },
  {
    feature: 'contracts',
    code: portalOptionCodes.contracts,
    label: homeTexts.contracts,
    path: '/contracts',
    group: 'employee',
    icon: 'file',
  },
  {
    feature: 'positions',
    code: portalOptionCodes.positions,
    label: homeTexts.positions,
    group: 'employee',
    icon: 'user',
  },
  {
    feature: 'requestsInProcess',
    code: portalOptionCodes.requestsInProcess,
    label: homeTexts.requestsInProcess,
    path: '/requests',
    group: 'requests',
    icon: 'menu',
  },
];

/** The sections the portal options enable (their public codes), in order. */
export function enabledSections(options: readonly { publicCode: string }[]): PortalSection[] {
  const codes = new Set(options.map((option) => option.publicCode));
  return portalSections.filter((section) => codes.has(section.code));
}

/**
 * True when a route (path, query, hash) is a page of the app to reopen after sign-in: a local path other
 * than home and the sign-in, sign-out and error routes (a vacation-approval link, a new tab's page).
 */
export function isAppPage(route: string): boolean {
  if (!route.startsWith('/') || route.startsWith('//')) return false;
  const path = route.split(/[?#]/)[0] ?? '';
  if (path === '/') return false;
  return !['/login', '/logout', '/error'].some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
