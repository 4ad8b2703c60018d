import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { ErrorRoute } from '../../src/app/routes/error-routes';

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
