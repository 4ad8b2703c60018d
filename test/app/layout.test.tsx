import { LoginLayout } from '@src/app/layout/login-layout';
import { MainLayout } from '@src/app/layout/main-layout';
import { AppUserMenu, LogoLink, UnitSwitcher } from '@src/app/layout/top-bar-parts';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { withPortalRoot } from '@test/support/portal-root';
import { windowWidth } from '@test/support/window-width';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { andina, caribe, fakeSession } from './fake-session';

function renderWith(session: AppSession, element: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <AppSessionProvider value={session}>{element}</AppSessionProvider> },
      { path: '/employees/select-employee', element: <p>Selección de empleado</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.body.innerHTML = '<div id="portal-root"></div>';
});

describe('top bar pieces', () => {
  test('the logo links to / with a selected employee, else to employee selection', () => {
    renderWith(fakeSession(), <LogoLink />);
    expect(screen.getByRole('link', { name: 'Portal-ERM' })).toHaveAttribute('href', '/');
  });

  test('without a selected employee the logo links to employee selection', () => {
    renderWith(fakeSession({ selectedEmployeeId: undefined }), <LogoLink />);
    expect(screen.getByRole('link', { name: 'Portal-ERM' })).toHaveAttribute(
      'href',
      '/employees/select-employee',
    );
  });

  test('one unit shows its name and no switcher', () => {
    renderWith(fakeSession({ businessUnits: [andina] }), <UnitSwitcher />);
    expect(screen.getByText('Operaciones Región Andina')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Unidad de negocio/ })).not.toBeInTheDocument();
  });

  test('choosing another unit in the switcher selects it and goes to employee selection', async () => {
    const session = fakeSession();
    const router = renderWith(session, <UnitSwitcher />);
    await userEvent.click(screen.getByRole('button', { name: /Unidad de negocio/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Servicios Región Caribe' }));
    expect(session.selectClient).toHaveBeenCalledWith(caribe);
    expect(router.state.location.pathname).toBe('/employees/select-employee');
  });

  test("the user menu shows the name and unit and 'Cerrar sesión' signs out", async () => {
    const session = fakeSession();
    renderWith(session, <AppUserMenu />);
    await userEvent.click(screen.getByRole('button', { name: /Ana Sofía Gutiérrez/ }));
    const panel = await screen.findByRole('dialog', { name: 'Menú de usuario' });
    // On small screens the top bar shows only the avatar: the panel holds the name and the unit.
    expect(within(panel).getByText('Ana Sofía Gutiérrez')).toBeInTheDocument();
    expect(within(panel).getByText('Operaciones Región Andina')).toBeInTheDocument();
    expect(panel).toHaveTextContent('ana.admin@erm-demo.example.co');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar sesión' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
  });
});

describe('on small screens (up to 768 px)', () => {
  afterEach(() => vi.unstubAllGlobals());

  test('the unit switcher is compact: the abbreviation shown, the name read', () => {
    windowWidth(390);
    renderWith(fakeSession(), <UnitSwitcher />);
    const unit = screen.getByRole('button', { name: /Unidad de negocio/ });
    expect(unit).toHaveAccessibleName(/Operaciones Región Andina/);
    expect(within(unit).getByText('ANDINA')).toBeInTheDocument();
  });

  test('on wider screens the switcher shows the unit name and its label', () => {
    windowWidth(1280);
    renderWith(fakeSession(), <UnitSwitcher />);
    const unit = screen.getByRole('button', { name: /Unidad de negocio/ });
    expect(within(unit).queryByText('ANDINA')).not.toBeInTheDocument();
    expect(unit).toHaveTextContent('Operaciones Región Andina');
  });
});

describe('main layout navigation', () => {
  withPortalRoot();
  afterEach(() => vi.unstubAllGlobals());

  // The employee's loads never answer: the layout, not the banner, is under test.
  const waiting = () => new Promise<never>(() => undefined);
  function renderLayout() {
    const session = fakeSession({ portalOptions: [{ publicCode: 'contratoPortalErm' }] as never });
    vi.spyOn(session.queryClient, 'fetchQuery').mockImplementation(waiting);
    const sessionWaiting = { ...session, api: { ...session.api, getPendingDays: waiting } };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <AppSessionProvider value={sessionWaiting}>
              <MainLayout />
            </AppSessionProvider>
          ),
          children: [
            { index: true, element: <p>Página de inicio</p> },
            { path: 'contracts', element: <p>Página de contratos</p> },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return router;
  }

  test('at 1280 px the side navigation shows and there is no menu button', () => {
    windowWidth(1280);
    renderLayout();
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Menú' })).not.toBeInTheDocument();
  });

  test("at 390 px it folds behind 'Menú' in the top bar; a link followed closes the panel", async () => {
    windowWidth(390);
    const router = renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    const menu = within(screen.getByRole('banner')).getByRole('button', { name: 'Menú' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    const panel = await screen.findByRole('dialog', { name: 'Menú' });
    const nav = within(panel).getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Contratos' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menú' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/contracts');
  });
});

describe('login layout', () => {
  test("shows the 'Portal-ERM' welcome panel beside the child screen", () => {
    const router = createMemoryRouter(
      [
        {
          path: '/login',
          element: <LoginLayout />,
          children: [{ index: true, element: <p>Pantalla hija</p> }],
        },
      ],
      { initialEntries: ['/login'] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Portal-ERM' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Pantalla hija');
  });
});
