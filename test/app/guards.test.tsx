import type { Api } from '@src/api/api';
import { createQueries } from '@src/api/queries';
import { RequireClient, RequireEmployee, SectionGuard } from '@src/app/guards';
import { SelectedEmployeeScope } from '@src/app/layout/selected-employee-scope';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, test } from 'vitest';
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
                  <SelectedEmployeeScope>
                    <SectionGuard>
                      <p>Página protegida</p>
                    </SectionGuard>
                  </SelectedEmployeeScope>
                </RequireEmployee>
              </RequireClient>
            ),
          },
          {
            path: '/unused',
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
    const router = renderAt('/', fakeSession({ selectedEmployeeId: undefined }));
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

  describe('request sections need a valid contract (SPEC §2)', () => {
    const withContracts = (contracts: unknown[]) => {
      const employee = parseEmployee({
        employeeId: '100003',
        names: 'Íñigo',
        employmentContracts: contracts,
      });
      const api = {
        getEmployee: async (): Promise<Employee> => employee,
        getPendingDays: async () => [],
      } as unknown as Api;
      return fakeSession({ api, queries: createQueries(api) }, [
        'RequestToEnjoyVacationDays',
        'RequestCertificate',
      ]);
    };
    const ended = { contractId: 'C1', contractStatus: 'Terminated' };
    const lapsed = { contractId: 'C2', contractStatus: 'Formalized', deadline: '2020-01-01T00:00:00Z' };
    const valid = { contractId: 'C3', contractStatus: 'Formalized' };

    test.each(['/holidays/request-enjoyment', '/certifications/new-certification'])(
      "an employee without a valid contract gets 'Acción inhabilitada' on %s",
      async (path) => {
        renderAt(path, withContracts([ended, lapsed]));
        expect(await screen.findByRole('dialog', { name: 'Acción inhabilitada' })).toHaveTextContent(
          'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
        );
        expect(screen.queryByText('Página protegida')).not.toBeInTheDocument();
      },
    );

    test('with a valid contract the wizard opens; the lists never need one', async () => {
      renderAt('/holidays/request-enjoyment', withContracts([ended, valid]));
      expect(await screen.findByText('Página protegida')).toBeInTheDocument();
    });

    test('the lists never need a valid contract', async () => {
      renderAt('/holidays', withContracts([ended]));
      expect(await screen.findByText('Página protegida')).toBeInTheDocument();
    });
  });
});
