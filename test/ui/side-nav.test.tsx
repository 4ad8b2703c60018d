import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideNav } from '@ui/side-nav';
import { describe, expect, test } from 'vitest';

const sections = [
  {
    id: 'empleado',
    label: 'Empleado',
    links: [
      { id: 'vacaciones', label: 'Vacaciones', path: '/holidays', active: true },
      { id: 'contratos', label: 'Contratos', path: '/contracts' },
    ],
  },
  {
    id: 'solicitudes',
    label: 'Solicitudes',
    links: [{ id: 'tablero', label: 'Tablero', path: '/requests' }],
  },
  { id: 'otros', label: 'Otros', links: [{ id: 'cargos', label: 'Cargos', path: '/positions' }] },
];

describe('SideNav', () => {
  test('opens the first section initially and marks the active link', () => {
    render(<SideNav sections={sections} />);
    expect(screen.getByRole('button', { name: 'Empleado' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Solicitudes' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Vacaciones' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Contratos' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  const activeOn = (id: string) =>
    sections.map((section) => ({
      ...section,
      links: section.links.map((link) => ({ ...link, active: link.id === id })),
    }));

  test('on arrival the first section is open, even when the active link is in another one', () => {
    render(<SideNav sections={activeOn('tablero')} />);
    expect(screen.getByRole('button', { name: 'Empleado' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Solicitudes' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the person navigates, the section of the new active link opens', () => {
    const view = render(<SideNav sections={activeOn('vacaciones')} />);
    view.rerender(<SideNav sections={activeOn('tablero')} />);
    expect(screen.getByRole('button', { name: 'Solicitudes' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Empleado' })).toHaveAttribute('aria-expanded', 'false');
    // A new list of the same sections and the same active link leaves a section the person chose open.
    fireEvent.click(screen.getByRole('button', { name: 'Otros' }));
    view.rerender(<SideNav sections={activeOn('tablero')} />);
    expect(screen.getByRole('button', { name: 'Otros' })).toHaveAttribute('aria-expanded', 'true');
  });

  test('keeps one section expanded at a time', async () => {
    const user = userEvent.setup();
    render(<SideNav sections={sections} />);
    await user.click(screen.getByRole('button', { name: 'Solicitudes' }));
    expect(screen.getByRole('button', { name: 'Solicitudes' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Empleado' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'Tablero' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Otros' }));
    expect(
      screen
        .getAllByRole('button')
        .filter((b) => b.getAttribute('aria-expanded') === 'true')
        .map((b) => b.textContent),
    ).toEqual(['Otros']);
  });

  test('renders links through renderLink', () => {
    render(
      <SideNav
        sections={sections}
        renderLink={({ href, children, ...rest }) => (
          <a href={`/app${href}`} {...rest}>
            {children}
          </a>
        )}
      />,
    );
    expect(screen.getByRole('link', { name: 'Vacaciones' })).toHaveAttribute('href', '/app/holidays');
  });
});
