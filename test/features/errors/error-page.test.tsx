import { copyrightLine, ErrorPage } from '@src/features/errors/error-page';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { RouterFallback } from '@src/features/errors/router-fallback';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';

const listUnder = (heading: string) => {
  const section = screen.getByRole('region', { name: heading });
  return within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('error page', () => {
  test('a known code shows its code and the catalogue lists of what went wrong and how to fix it', () => {
    render(<ErrorPage code="1004" onBack={() => {}} />);
    expect(screen.getByRole('heading', { level: 1, name: '¡Ups! Algo salió mal...' })).toBeInTheDocument();
    expect(screen.getByText('Código de error: 1004')).toBeInTheDocument();
    expect(listUnder('¿Qué salió mal?')).toEqual([
      'El usuario con el que iniciaste sesión no es un funcionario.',
      'No se encontró tu cuenta.',
    ]);
    expect(listUnder('¿Cómo solucionarlo?')).toContain('Inicia sesión con una cuenta de funcionario.');
  });

  test('an unknown code shows the fallback texts', () => {
    render(<ErrorPage code="7777" onBack={() => {}} />);
    expect(screen.getByText('Código de error: 7777')).toBeInTheDocument();
    expect(listUnder('¿Qué salió mal?')).toEqual(['No se proporcionó información sobre el error.']);
    expect(listUnder('¿Cómo solucionarlo?')).toEqual(['Intenta nuevamente más tarde.']);
  });

  test("'Regresar' calls back and the footer carries the 2024 copyright line", async () => {
    const onBack = vi.fn();
    render(<ErrorPage code="404" onBack={onBack} />);
    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(copyrightLine);
    expect(copyrightLine).toContain('2024');
  });
});

describe('not-found page and router fallback', () => {
  test('the not-found page has a title and the catalogue texts of 404', () => {
    render(<NotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByText('La dirección (URL) que buscas no existe.')).toBeInTheDocument();
  });

  test("the router fallback reads 'Unexpected Application Error!' with status and message", () => {
    render(<RouterFallback status={405} message="Method Not Allowed" />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('405')).toBeInTheDocument();
    expect(screen.getByText('Method Not Allowed')).toBeInTheDocument();
  });
});
