import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
import { RequireClient, RequireEmployee, SectionGuard } from '../../src/app/guards';
import { type AppSession, AppSessionProvider } from '../../src/app/session/app-session';
import { fakeSession } from './fake-session';

function renderAt(path: string, session: AppSession) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AppSessionProvider value={session}>
            <Outlet />
          </AppSessionProvider>
        ),
        children: [
          { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
          { path: '/employees/select-employee', element: <p>Selección de empleado</p> },
          {
            path: '/employees/new-employee',
            element: (
              <RequireClient>
                <SectionGuard>
                  <p>Vincular nuevo empleado</p>
                </SectionGuard>
              </RequireClient>
            ),
          },
          {
            path: '/*',
            element: (
              <RequireClient>
                <RequireEmployee>
                  <SectionGuard>
                    <p>Página protegida</p>
                  </SectionGuard>
                </RequireEmployee>
              </RequireClient>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  document.body.innerHTML = '<div id="portal-root"></div>';
});

describe('route guards', () => {
  test('without a selected business unit the person goes to /login', async () => {
    const router = renderAt('/', fakeSession({ selectedClient: undefined }));
    expect(await screen.findByText('Pantalla de inicio de sesión')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  test('without a selected employee the person goes to employee selection', async () => {
    const router = renderAt('/', fakeSession({ selectedEmployee: undefined }));
    expect(await screen.findByText('Selección de empleado')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/employees/select-employee');
  });

  test('with a unit and an employee, a section without a privilege requirement opens', async () => {
    renderAt('/requests', fakeSession());
    expect(await screen.findByText('Página protegida')).toBeInTheDocument();
  });

  test("a section whose privilege is missing shows the 'Acción inhabilitada' modal", async () => {
    renderAt('/employees/new-employee', fakeSession({}, ['RequestCertificate']));
    expect(await screen.findByRole('dialog', { name: 'Acción inhabilitada' })).toHaveTextContent(
      'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
    );
    expect(screen.queryByText('Vincular nuevo empleado')).not.toBeInTheDocument();
  });

  test('holding the privilege opens the section', async () => {
    renderAt('/employees/new-employee', fakeSession({}, ['AddEmployeeLink']));
    expect(await screen.findByText('Vincular nuevo empleado')).toBeInTheDocument();
  });
});
