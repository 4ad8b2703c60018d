// The side navigation built from the portal options (SPEC "Main layout"): one link per enabled section
// whose public code is in the option list, with id, label, path and an active flag.
import type { PortalOption } from '../../domain/entities';
import { capitalizeFirst } from '../../domain/format';
import { portalOptionCodes } from '../../domain/permissions';
import { holidayTexts, homeTexts, layoutTexts } from '../../domain/texts';

export interface NavEntry {
  id: string;
  label: string;
  path: string;
  active: boolean;
}

/** Sections with a route, by the public code that enables them. */
export const navigableSections = [
  { code: portalOptionCodes.vacations, id: 'vacations', label: homeTexts.vacations, path: '/holidays' },
  {
    code: portalOptionCodes.certifications,
    id: 'certifications',
    label: homeTexts.certifications,
    path: '/certifications',
  },
  { code: portalOptionCodes.contracts, id: 'contracts', label: homeTexts.contracts, path: '/contracts' },
  {
    code: portalOptionCodes.requestsInProcess,
    id: 'requests',
    label: homeTexts.requestsInProcess,
    path: '/requests',
  },
] as const;

/** True when the current path is the link's path or below it ('/' only matches itself). */
export function isActivePath(path: string, current: string): boolean {
  if (path === '/') return current === '/';
  return current === path || current.startsWith(`${path}/`);
}

/** The links of the side navigation for the options and the current path: 'Inicio' first. */
export function navigationLinks(
  options: readonly Pick<PortalOption, 'publicCode'>[],
  current: string,
): NavEntry[] {
  const codes = new Set(options.map((option) => option.publicCode));
  const links: NavEntry[] = [{ id: 'home', label: layoutTexts.home, path: '/', active: current === '/' }];
  for (const section of navigableSections) {
    if (codes.has(section.code))
      links.push({
        id: section.id,
        label: section.label,
        path: section.path,
        active: isActivePath(section.path, current),
      });
  }
  return links;
}

const segmentLabels: Record<string, string> = {
  holidays: homeTexts.vacations,
  certifications: homeTexts.certifications,
  contracts: homeTexts.contracts,
  requests: homeTexts.requestsInProcess,
  'request-enjoyment': holidayTexts.requestEnjoyment,
  'request-payment': holidayTexts.requestPayment,
  'new-certification': 'Nueva certificación',
  'application-process': 'Proceso de solicitud',
};

/** A path segment as readable text; a malformed escape is shown as typed instead of throwing. */
function segmentText(segment: string): string {
  try {
    return decodeURIComponent(segment).replace(/-/g, ' ');
  } catch {
    return segment.replace(/-/g, ' ');
  }
}

/** The breadcrumb trail of a path: 'Inicio', then one crumb per segment (labels capitalised). */
export function breadcrumbTrail(current: string): { path: string; label: string }[] {
  const segments = current.split('/').filter(Boolean);
  const crumbs: { path: string; label: string }[] = [{ path: '/', label: layoutTexts.home }];
  let path = '';
  for (const segment of segments) {
    path += `/${segment}`;
    const label = segmentLabels[segment] ?? segmentText(segment);
    crumbs.push({ path, label: capitalizeFirst(label) });
  }
  return crumbs;
}
