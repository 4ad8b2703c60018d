import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NavPanel } from '@ui/nav-panel';
import type { RenderLink } from '@ui/utils/link';
import { describe, expect, test } from 'vitest';

const sections = [
  {
    id: 'empleado',
    label: 'Empleado',
    links: [
      { id: 'inicio', label: 'Inicio', path: '/' },
      { id: 'contratos', label: 'Contratos', path: '/contracts' },
    ],
  },
  {
    id: 'solicitudes',
    label: 'Solicitudes',
    links: [{ id: 'tablero', label: 'Tablero', path: '/requests', active: true }],
  },
];

/** Links that do not leave the page (jsdom does not navigate), each click recorded. */
function recordingLink(followed: string[]): RenderLink {
  return ({ href, children, onClick, ...rest }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        event.preventDefault();
        followed.push(href);
        onClick?.();
      }}
    >
      {children}
    </a>
  );
}

const trigger = () => screen.getByRole('button', { name: 'Menú', hidden: true });

describe('NavPanel', () => {
  withPortalRoot();

  test("the 'Menú' button tells whether the panel is open; the panel is a fullscreen dialog in the portal", async () => {
    const user = userEvent.setup();
    render(<NavPanel sections={sections} />);
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById('portal-root')).toContainElement(dialog);
    expect(within(dialog).getByRole('heading', { name: 'Menú' })).toBeInTheDocument();
    expect(within(dialog).getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
  });

  test('focus moves in; the first section is open, even when the active link is in another', async () => {
    const user = userEvent.setup();
    render(<NavPanel sections={sections} />);
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(within(dialog).getByRole('button', { name: 'Empleado' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Solicitudes' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes it and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<NavPanel sections={sections} />);
    trigger().focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menú' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  test("the close control closes it, named 'Cerrar' or as given", async () => {
    const user = userEvent.setup();
    render(<NavPanel sections={sections} closeLabel="Cerrar menú" />);
    await user.click(trigger());
    const dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar menú' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  test('following a link closes it, by pointer or keyboard', async () => {
    const user = userEvent.setup();
    const followed: string[] = [];
    render(<NavPanel sections={sections} renderLink={recordingLink(followed)} />);
    await user.click(trigger());
    let dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(dialog).getByRole('link', { name: 'Contratos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(followed).toEqual(['/contracts']);

    await user.click(trigger());
    dialog = await screen.findByRole('dialog', { name: 'Menú' });
    await user.click(within(dialog).getByRole('button', { name: 'Solicitudes' }));
    within(dialog).getByRole('link', { name: 'Tablero' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(followed).toEqual(['/contracts', '/requests']);
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  test('opening a section inside does not close it; the text of the button is given', async () => {
    const user = userEvent.setup();
    render(<NavPanel sections={sections} renderLink={recordingLink([])} triggerLabel="Navegación" />);
    await user.click(screen.getByRole('button', { name: 'Navegación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Navegación' });
    await user.click(within(dialog).getByRole('button', { name: 'Solicitudes' }));
    expect(screen.getByRole('dialog', { name: 'Navegación' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Tablero' })).toBeInTheDocument();
  });
});
