import { LoginLayout } from '@src/app/layout/login-layout';
import { AppUserMenu, LogoLink, UnitSwitcher } from '@src/app/layout/top-bar-parts';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
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
    expect(panel).toHaveTextContent('ana.admin@erm-demo.example.co');
    await userEvent.click(within(panel).getByRole('button', { name: 'Cerrar sesión' }));
    expect(session.signOut).toHaveBeenCalledTimes(1);
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
