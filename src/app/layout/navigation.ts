// The side navigation built from the portal options (SPEC "Main layout"): one link per enabled section
// whose public code is in the option list, with id, label, path and an active flag.
import type { PortalOption } from '@src/domain/entities';
import { capitalizeFirst } from '@src/domain/format';
import {
  enabledSections,
  type NavigationGroup,
  navigationGroups,
  type SectionIcon,
} from '@src/domain/sections';
import { holidayTexts, homeTexts, layoutTexts } from '@src/domain/texts';
import { segmentTexts } from './layout-texts';

interface NavEntry {
  id: string;
  label: string;
  path: string;
  active: boolean;
}

/**
 * True when the current path is the link's path or below it ('/' only matches itself).
 * @internal
 */
export function isActivePath(path: string, current: string): boolean {
  if (path === '/') return current === '/';
  return current === path || current.startsWith(`${path}/`);
}

export interface NavGroupEntry {
  id: string;
  label: string;
  icon: SectionIcon;
  links: (NavEntry & { icon: SectionIcon })[];
}

/**
 * The side navigation built from the portal options (SPEC §2): one collapsible group per navigation
 * group of src/domain/sections.ts holding the enabled sections that have a route, 'Inicio' first in
 * the first group (so the group open on the home page shows the employee's sections); other groups
 * without links are left out.
 */
export function navigationSections(
  options: readonly Pick<PortalOption, 'publicCode'>[],
  current: string,
): NavGroupEntry[] {
  const home = {
    id: 'home',
    label: layoutTexts.home,
    path: '/',
    active: current === '/',
    icon: 'home' as const,
  };
  const routed = enabledSections(options).filter((section) => section.path !== undefined);
  const groups = (Object.keys(navigationGroups) as NavigationGroup[]).map((group, index) => ({
    id: group,
    label: navigationGroups[group],
    icon: groupIcons[group],
    links: [
      ...(index === 0 ? [home] : []),
      ...routed
        .filter((section) => section.group === group)
        .map((section) => ({
          id: section.feature,
          label: section.label,
          path: section.path ?? '/',
          active: isActivePath(section.path ?? '/', current),
          icon: section.icon,
        })),
    ],
  }));
  return groups.filter((group) => group.links.length > 0);
}

const groupIcons: Record<NavigationGroup, SectionIcon> = { employee: 'user', requests: 'menu' };

const segmentLabels: Record<string, string> = {
  holidays: homeTexts.vacations,
  certifications: homeTexts.certifications,
  contracts: homeTexts.contracts,
  requests: homeTexts.requestsInProcess,
  'request-enjoyment': holidayTexts.requestEnjoyment,
  'request-payment': holidayTexts.requestPayment,
  'new-certification': segmentTexts.newCertification,
  'application-process': segmentTexts.applicationProcess,
};

/** A path segment as readable text; a malformed escape is shown as typed instead of throwing. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/-/g, ' ');
  } catch {
    return segment.replace(/-/g, ' ');
  }
}

/**
 * The breadcrumb trail of a path: 'Inicio', then one crumb per segment (labels capitalised); `lastLabel`,
 * when given, names the last crumb instead of its segment (a request's number, not its id).
 */
export function breadcrumbTrail(current: string, lastLabel?: string): { path: string; label: string }[] {
  const segments = current.split('/').filter(Boolean);
  const crumbs: { path: string; label: string }[] = [{ path: '/', label: layoutTexts.home }];
  let path = '';
  segments.forEach((segment, index) => {
    path += `/${segment}`;
    const label =
      index === segments.length - 1 && lastLabel
        ? lastLabel
        : (segmentLabels[segment] ?? segmentText(segment));
    crumbs.push({ path, label: capitalizeFirst(label) });
  });
  return crumbs;
}
