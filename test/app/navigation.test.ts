import { breadcrumbTrail, isActivePath, navigationSections } from '@src/app/layout/navigation';
import { describe, expect, test } from 'vitest';

const codes = (...list: string[]) => list.map((publicCode) => ({ publicCode }));
const flatLinks = (...args: Parameters<typeof navigationSections>) =>
  navigationSections(...args).flatMap((section) => section.links);

describe('side navigation from the portal options', () => {
  test('one link per enabled section with id, label, path and the active flag; Inicio first', () => {
    const links = flatLinks(
      codes('vacacionesPortalErm', 'contratoPortalErm', 'cargoPortalErm'),
      '/holidays/request-payment',
    );
    expect(links.map(({ id, label, path, active }) => ({ id, label, path, active }))).toEqual([
      { id: 'home', label: 'Inicio', path: '/', active: false },
      { id: 'vacations', label: 'Vacaciones', path: '/holidays', active: true },
      { id: 'contracts', label: 'Contratos', path: '/contracts', active: false },
    ]);
  });

  test('sections with icons group the enabled links; a group without links is left out', () => {
    const sections = navigationSections(codes('vacacionesPortalErm', 'solTramitePortalErm'), '/requests');
    expect(sections.map((section) => [section.label, section.links.map((link) => link.label)])).toEqual([
      ['Gestión del empleado', ['Inicio', 'Vacaciones']],
      ['Solicitudes', ['Solicitudes en trámite']],
    ]);
    expect(sections.every((section) => section.icon && section.links.every((link) => link.icon))).toBe(true);
    const onlyContracts = navigationSections(codes('contratoPortalErm'), '/');
    expect(onlyContracts.map((section) => section.id)).toEqual(['employee']);
  });

  test('without options only Inicio shows', () => {
    expect(navigationSections([], '/').map((section) => section.id)).toEqual(['employee']);
    expect(flatLinks([], '/').map((link) => link.path)).toEqual(['/']);
  });

  test('a path is active for itself and below it, / only for itself', () => {
    expect(isActivePath('/requests', '/requests/application-process/1')).toBe(true);
    expect(isActivePath('/requests', '/requestsx')).toBe(false);
    expect(isActivePath('/', '/holidays')).toBe(false);
  });
});

describe('breadcrumb trail', () => {
  test('Inicio, then one crumb per segment, capitalised', () => {
    expect(breadcrumbTrail('/holidays/request-enjoyment')).toEqual([
      { path: '/', label: 'Inicio' },
      { path: '/holidays', label: 'Vacaciones' },
      { path: '/holidays/request-enjoyment', label: 'Solicitar disfrute' },
    ]);
    expect(breadcrumbTrail('/otra-cosa')[1]).toEqual({ path: '/otra-cosa', label: 'Otra cosa' });
  });

  test('the process page names the request number, not the id of its address', () => {
    expect(breadcrumbTrail('/requests/application-process/HRR-00018', '100018').at(-1)).toEqual({
      path: '/requests/application-process/HRR-00018',
      label: '100018',
    });
    expect(breadcrumbTrail('/requests/application-process/HRR-00018').at(-1)?.label).toBe('HRR 00018');
  });

  test('a segment with a malformed escape is shown as typed instead of throwing', () => {
    expect(breadcrumbTrail('/caso-%E0')[1]).toEqual({ path: '/caso-%E0', label: 'Caso %E0' });
  });
});
