import { appLoadingMachine } from '@machines/session/app-loading.machine';
import { credentialCheckMachine } from '@machines/session/credential-check.machine';
import type { SelectableClient } from '@src/domain/entities';
import { AppLoadingPage } from '@src/features/login/app-loading-page';
import { CheckingCredentialsPage } from '@src/features/login/checking-credentials-page';
import { LoginNotFoundPage } from '@src/features/login/login-not-found-page';
import { NotAvailablePage } from '@src/features/login/not-available-page';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

describe('login screens', () => {
  test("checking credentials shows a busy status reading 'Validando credenciales'", () => {
    const actor = createActor(credentialCheckMachine, {
      input: { userId: 'ana.admin', useSampleUnits: false },
      clock: new SimulatedClock(),
    });
    actor.start();
    render(<CheckingCredentialsPage actorRef={actor} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Validando credenciales');
    expect(status).toHaveAttribute('aria-busy', 'true');
    actor.stop();
  });

  // SPEC §4 "an error flag with code 1006 when the result is empty, 1008 on failure", with §8's texts; the
  // flow goes on one second later (the machine tests: the error page 1008, or sign-out and 1003).
  test.each([
    {
      code: 1008,
      fetched: async (): Promise<SelectableClient[]> => Promise.reject(new Error('500')),
      text: 'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
    },
    {
      code: 1006,
      fetched: async (): Promise<SelectableClient[]> => [],
      text: 'No hay unidades de negocio disponibles',
    },
  ])(
    'checking credentials flags the business units with code $code before going on',
    async ({ code, fetched, text }) => {
      const machine = credentialCheckMachine.provide({
        actors: { fetchBusinessUnits: fromPromise(fetched) },
      });
      const actor = createActor(machine, {
        input: { userId: 'ana.admin', useSampleUnits: false },
        clock: new SimulatedClock(),
      });
      actor.start();
      render(<CheckingCredentialsPage actorRef={actor} />);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await act(async () => {});
      const flag = await screen.findByRole('alert');
      expect(flag).toHaveTextContent(
        `Error al obtener las unidades de negocio para el oficial. Código: ${code}`,
      );
      expect(flag).toHaveTextContent(text);
      actor.stop();
    },
  );

  test("loading the app shows 'Cargando la aplicación' and 'Espere un momento, por favor.'", () => {
    const actor = createActor(appLoadingMachine, { input: {}, clock: new SimulatedClock() });
    actor.start();
    render(<AppLoadingPage actorRef={actor} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Cargando la aplicación');
    expect(status).toHaveTextContent('Espere un momento, por favor.');
    actor.stop();
  });

  test('not available explains the failure and offers to try again when it can', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const view = render(<NotAvailablePage onRetry={onRetry} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Servicio no disponible' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(onRetry).toHaveBeenCalledOnce();
    view.unmount();
    render(<NotAvailablePage />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  test('any other login path shows a not-found screen linking back to the login', () => {
    render(<LoginNotFoundPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio de sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  test('the not-found link can be rendered by the app router', () => {
    render(
      <LoginNotFoundPage
        loginHref="/login?x=1"
        renderLink={({ href, children }) => (
          <a href={href} data-router="yes">
            {children}
          </a>
        )}
      />,
    );
    const link = screen.getByRole('link', { name: 'Volver al inicio de sesión' });
    expect(link).toHaveAttribute('href', '/login?x=1');
    expect(link).toHaveAttribute('data-router', 'yes');
  });
});
