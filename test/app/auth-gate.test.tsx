import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { AuthGate, useSignOut } from '../../src/app/auth/auth-gate';
import { initialRouteStorageKey } from '../../src/app/auth/initial-route';

function fakeAuth(state: Partial<AuthContextProps>): AuthContextProps {
  return {
    isLoading: false,
    isAuthenticated: false,
    error: undefined,
    user: null,
    signinRedirect: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
    ...state,
  } as unknown as AuthContextProps;
}

function SignOutButton() {
  const { signOut, signOutTo } = useSignOut();
  return (
    <>
      <button type="button" onClick={signOut}>
        Salir
      </button>
      <button type="button" onClick={() => signOutTo('/error?code=1003')}>
        Salir con error
      </button>
    </>
  );
}

function renderGate(auth: AuthContextProps) {
  return render(
    <AuthContext.Provider value={auth}>
      <AuthGate>
        <p>La aplicación</p>
        <SignOutButton />
      </AuthGate>
    </AuthContext.Provider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/approvals/vacation-approval?portal=ERM-DEMO');
});

describe('AuthGate (authentication machine with the provider client)', () => {
  test('while the provider client loads, a busy status and no app', () => {
    renderGate(fakeAuth({ isLoading: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.queryByText('La aplicación')).not.toBeInTheDocument();
  });

  test('not signed in: the initial route is remembered in both storages and the sign-in page opens', async () => {
    const auth = fakeAuth({});
    renderGate(auth);
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(initialRouteStorageKey)).toBe(
      '/approvals/vacation-approval?portal=ERM-DEMO',
    );
    expect(localStorage.getItem(initialRouteStorageKey)).toBe('/approvals/vacation-approval?portal=ERM-DEMO');
    expect(screen.queryByText('La aplicación')).not.toBeInTheDocument();
  });

  test('signed in: the app renders', async () => {
    renderGate(fakeAuth({ isAuthenticated: true }));
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
  });

  test('a provider error without a session shows the generic error page', async () => {
    renderGate(fakeAuth({ error: new Error('red caída') as AuthContextProps['error'] }));
    expect(await screen.findByText('Código de error: 401')).toBeInTheDocument();
  });

  test('signing out clears local storage and ends the provider session', async () => {
    localStorage.setItem('portal-erm.state', '{}');
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalledWith());
    expect(localStorage.getItem('portal-erm.state')).toBeNull();
  });

  test('signing out towards the error page passes it through the provider sign-out', async () => {
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir con error' }));
    await waitFor(() =>
      expect(auth.signoutRedirect).toHaveBeenCalledWith({
        post_logout_redirect_uri: `${window.location.origin}/logout/callback`,
        state: { returnTo: '/error?code=1003' },
      }),
    );
  });

  test('/logout signs out as soon as the session is known', async () => {
    window.history.replaceState(null, '', '/logout');
    const auth = fakeAuth({ isAuthenticated: true });
    await act(async () => {
      renderGate(auth);
    });
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalledTimes(1));
    expect(auth.signinRedirect).not.toHaveBeenCalled();
  });
});
