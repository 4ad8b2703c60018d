import { UserManagerProvider } from '@src/app/auth/user-manager-context';
import { appRoutes } from '@src/app/router';
import { ErrorRoute, LogoutCallbackRoute } from '@src/app/routes/error-routes';
import { render, screen } from '@testing-library/react';
import type { UserManager } from 'oidc-client-ts';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';

const renderAt = (path: string) => {
  const router = createMemoryRouter(
    [
      { path: '/error', element: <ErrorRoute /> },
      { path: '/', element: <p>Inicio de la aplicación</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('/error', () => {
  test('without a code it shows 404', () => {
    renderAt('/error');
    expect(screen.getByText('Código de error: 404')).toBeInTheDocument();
    expect(screen.getByText('La dirección (URL) que buscas no existe.')).toBeInTheDocument();
  });

  test('reads the code of the query parameter', () => {
    renderAt('/error?code=1003');
    expect(screen.getByText('Código de error: 1003')).toBeInTheDocument();
    expect(screen.getByText('No hay unidades de negocio relacionadas con tu usuario.')).toBeInTheDocument();
  });

  test("'Regresar' goes back to the start of the app", async () => {
    const router = renderAt('/error?code=500');
    screen.getByRole('button', { name: 'Regresar' }).click();
    expect(await screen.findByText('Inicio de la aplicación')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('any path under /error', () => {
  // SPEC §2: the minimal error page is used whenever the path starts with /error, signed in or not; the
  // app's own route table is rendered with no session at all, so the sign-in gate must not be reached.
  test.each(['/error/x?code=1003', '/error/a/b'])(
    '%s shows the minimal error page without signing in',
    async (path) => {
      const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
      render(<RouterProvider router={router} />);
      expect(await screen.findByText('¡Ups! Algo salió mal...')).toBeInTheDocument();
      expect(
        screen.getByText(path.includes('1003') ? 'Código de error: 1003' : 'Código de error: 404'),
      ).toBeInTheDocument();
    },
  );
});

describe('/logout/callback', () => {
  const renderCallback = (userState: unknown) => {
    const userManager = {
      signoutCallback: vi.fn().mockResolvedValue({ userState }),
    } as unknown as UserManager;
    const router = createMemoryRouter(
      [
        { path: '/logout/callback', element: <LogoutCallbackRoute /> },
        { path: '/', element: <p>Inicio de la aplicación</p> },
        { path: '/error', element: <p>Página de error</p> },
      ],
      { initialEntries: ['/logout/callback'] },
    );
    render(
      <UserManagerProvider value={userManager}>
        <RouterProvider router={router} />
      </UserManagerProvider>,
    );
    return router;
  };

  test('continues to the path the sign-out carried', async () => {
    const router = renderCallback({ returnTo: '/error?code=1003' });
    expect(await screen.findByText('Página de error')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?code=1003');
  });

  test('a protocol-relative address is not followed: it goes to the start instead', async () => {
    const router = renderCallback({ returnTo: '//elsewhere.example/error' });
    expect(await screen.findByText('Inicio de la aplicación')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
