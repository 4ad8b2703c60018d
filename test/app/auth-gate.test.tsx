import { authenticationMachine } from '@machines/session/authentication.machine';
import { AuthGate, useForgetOnSignOut, useSignOut } from '@src/app/auth/auth-gate';
import { initialRouteStorageKey, readInitialRoute } from '@src/app/auth/initial-route';
import type { SessionChannel, SessionMessage } from '@src/app/auth/session-channel';
import { savedStateStorageKey } from '@src/app/storage/saved-state-key';
import { wizardDraftKey } from '@src/app/storage/wizard-draft-keys';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

// The gate's lazy parts are loaded once before the tests: run alone on a busy machine, their first import
// (a cold transform) outlasted findBy's second and the fake-timer steps, and five tests failed.
beforeAll(async () => {
  await Promise.all([
    import('@src/features/errors/error-page'),
    import('@src/app/auth/signed-out-page'),
    import('@src/app/session/inactivity'),
  ]);
}, 60_000);

/** The provider client's events: `loadUser()` plays a renewal answering with a user. */
function fakeEvents() {
  const loaded = new Set<() => void>();
  return {
    addUserLoaded: (listener: () => void) => {
      loaded.add(listener);
      return () => loaded.delete(listener);
    },
    loadUser: () => {
      for (const listener of loaded) listener();
    },
  };
}

function fakeAuth(state: Partial<AuthContextProps>): AuthContextProps {
  return {
    events: fakeEvents(),
    stopSilentRenew: vi.fn(),
    isLoading: false,
    isAuthenticated: false,
    error: undefined,
    user: null,
    signinRedirect: vi.fn(async () => {}),
    signoutRedirect: vi.fn(async () => {}),
    revokeTokens: vi.fn(async () => {}),
    removeUser: vi.fn(async () => {}),
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

/** Two tabs' channels joined in memory: what one posts, the other hears. */
function channelPair(): [SessionChannel & { posted: SessionMessage[] }, (message: SessionMessage) => void] {
  const listeners = new Set<(message: SessionMessage) => void>();
  const posted: SessionMessage[] = [];
  return [
    {
      posted,
      post: (message) => void posted.push(message),
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    (message) => {
      for (const listener of listeners) listener(message);
    },
  ];
}

/** What the signed-in part does with its query cache (session/signed-in-root.tsx). */
function ForgetsQueries() {
  const queryClient = useQueryClient();
  useForgetOnSignOut(() => queryClient.clear());
  return null;
}

function renderGate(auth: AuthContextProps, channel = channelPair()[0], queryClient = new QueryClient()) {
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <AuthGate channel={channel}>
          <ForgetsQueries />
          <p>La aplicación</p>
          <SignOutButton />
        </AuthGate>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
}

/** The gate as an element of the given provider state, one channel and query cache for all of them. */
function rerenderableGate() {
  const channel = channelPair()[0];
  const queryClient = new QueryClient();
  return (auth: AuthContextProps) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={auth}>
        <AuthGate channel={channel}>
          <p>La aplicación</p>
        </AuthGate>
      </AuthContext.Provider>
    </QueryClientProvider>
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

  test('not signed in: the initial route is remembered in both storages, for whoever signs in, and the sign-in page opens', async () => {
    const auth = fakeAuth({});
    renderGate(auth);
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
    const saved = JSON.stringify({ route: '/approvals/vacation-approval?portal=ERM-DEMO', sub: '' });
    expect(sessionStorage.getItem(initialRouteStorageKey)).toBe(saved);
    expect(localStorage.getItem(initialRouteStorageKey)).toBe(saved);
    expect(readInitialRoute('sub-cualquiera')).toBe('/approvals/vacation-approval?portal=ERM-DEMO');
    expect(screen.queryByText('La aplicación')).not.toBeInTheDocument();
  });

  test('a session lost: the route is remembered for the account that was signed in, never for another', async () => {
    const gate = rerenderableGate();
    const signedIn = { profile: { sub: 'sub-ana' } } as AuthContextProps['user'];
    const view = render(gate(fakeAuth({ isAuthenticated: true, user: signedIn })));
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
    const lost = fakeAuth({});
    view.rerender(gate(lost));
    await waitFor(() => expect(lost.signinRedirect).toHaveBeenCalledTimes(1));
    expect(readInitialRoute('sub-beto')).toBeUndefined();
    expect(readInitialRoute('sub-ana')).toBe('/approvals/vacation-approval?portal=ERM-DEMO');
  });

  test('signed in: the app renders', async () => {
    renderGate(fakeAuth({ isAuthenticated: true }));
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
  });

  test('builds its machine once, however often the identity client re-renders it', async () => {
    const provide = vi.spyOn(authenticationMachine, 'provide');
    const gate = rerenderableGate();
    const view = render(gate(fakeAuth({ isLoading: true })));
    view.rerender(gate(fakeAuth({ isLoading: true })));
    view.rerender(gate(fakeAuth({ isAuthenticated: true })));
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
    expect(provide).toHaveBeenCalledTimes(1);
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

  test('signing out revokes the refresh token before the provider session ends', async () => {
    const order: string[] = [];
    const auth = fakeAuth({
      isAuthenticated: true,
      revokeTokens: vi.fn(async () => void order.push('revokeTokens')),
      signoutRedirect: vi.fn(async () => void order.push('signoutRedirect')),
    });
    renderGate(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(order).toEqual(['revokeTokens', 'signoutRedirect']));
    expect(auth.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
  });

  test('a renewal that answers during the sign-out does not bring the user back', async () => {
    let answerRenewal = () => {};
    const auth = fakeAuth({
      isAuthenticated: true,
      revokeTokens: vi.fn(async () => {
        answerRenewal();
      }),
    });
    answerRenewal = () => (auth.events as unknown as ReturnType<typeof fakeEvents>).loadUser();
    renderGate(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalled());
    expect(auth.stopSilentRenew).toHaveBeenCalled();
    expect(auth.removeUser).toHaveBeenCalledTimes(1);
  });

  test('a renewal while signed in is left alone', async () => {
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth);
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
    act(() => (auth.events as unknown as ReturnType<typeof fakeEvents>).loadUser());
    expect(auth.removeUser).not.toHaveBeenCalled();
  });

  test('a failed revocation still ends the provider session', async () => {
    const auth = fakeAuth({
      isAuthenticated: true,
      revokeTokens: vi.fn(async () => Promise.reject(new Error('sin red'))),
    });
    renderGate(auth);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalledTimes(1));
  });

  test('signing out tells the other tabs and forgets the query cache and the drafts', async () => {
    const [channel] = channelPair();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['employee', 'UN-ANDINA', '100001'], { names: 'José' });
    sessionStorage.setItem(wizardDraftKey('ana.admin', 'payment', '100001'), '{}');
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth, channel, queryClient);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    await waitFor(() => expect(auth.signoutRedirect).toHaveBeenCalled());
    // (The click itself is activity, announced too.)
    expect(channel.posted.filter((message) => message.type === 'signedOut')).toEqual([{ type: 'signedOut' }]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'payment', '100001'))).toBeNull();
  });

  test('a sign-out in another tab drops this tab’s user, cache and storage, and offers to sign in again', async () => {
    const [channel, fromAnotherTab] = channelPair();
    const queryClient = new QueryClient();
    queryClient.setQueryData(['employee', 'UN-ANDINA', '100001'], { names: 'José' });
    localStorage.setItem(savedStateStorageKey, '{"sub":"ana.admin"}');
    sessionStorage.setItem(wizardDraftKey('ana.admin', 'payment', '100001'), '{}');
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth, channel, queryClient);
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();

    act(() => fromAnotherTab({ type: 'signedOut' }));

    expect(await screen.findByRole('heading', { name: 'Sesión cerrada' })).toBeInTheDocument();
    expect(screen.queryByText('La aplicación')).not.toBeInTheDocument();
    expect(auth.removeUser).toHaveBeenCalledTimes(1);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'payment', '100001'))).toBeNull();
    // It does not sign out again at the provider, nor post back.
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
    expect(channel.posted).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(auth.signinRedirect).toHaveBeenCalledTimes(1));
  });

  test('other messages on the channel are ignored', async () => {
    const [channel, fromAnotherTab] = channelPair();
    const auth = fakeAuth({ isAuthenticated: true });
    renderGate(auth, channel);
    expect(await screen.findByText('La aplicación')).toBeInTheDocument();
    act(() => fromAnotherTab({ type: 'activity' }));
    expect(screen.getByText('La aplicación')).toBeInTheDocument();
    expect(auth.removeUser).not.toHaveBeenCalled();
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

describe('the inactivity limit of a signed-in tab', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="portal-root"></div>';
  });
  afterEach(() => vi.useRealTimers());

  function renderIdle(auth: AuthContextProps, channel = channelPair()[0]) {
    return render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthContext.Provider value={auth}>
          <AuthGate channel={channel} inactivity={{ idleMs: 15 * 60_000, warningMs: 60_000 }}>
            <p>La aplicación</p>
          </AuthGate>
        </AuthContext.Provider>
      </QueryClientProvider>,
    );
  }
  const advance = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

  test('an unattended tab is warned at 14 minutes and signed out at 15', async () => {
    const auth = fakeAuth({ isAuthenticated: true });
    renderIdle(auth);
    await advance(14 * 60_000 - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1000);
    expect(screen.getByRole('alertdialog', { name: 'Tu sesión está por cerrarse' })).toHaveTextContent(
      'la sesión se cerrará en 1 minuto',
    );
    await advance(60_000);
    expect(auth.revokeTokens).toHaveBeenCalledWith(['refresh_token']);
    expect(auth.signoutRedirect).toHaveBeenCalledTimes(1);
  });

  test('interaction keeps the session and is announced to the other tabs', async () => {
    const [channel] = channelPair();
    const auth = fakeAuth({ isAuthenticated: true });
    renderIdle(auth, channel);
    await advance(10 * 60_000);
    fireEvent.keyDown(window, { key: 'a' });
    fireEvent.pointerMove(window);
    expect(channel.posted).toEqual([{ type: 'activity' }]);
    await advance(10 * 60_000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });

  test('work in another tab keeps this one signed in', async () => {
    const [channel, fromAnotherTab] = channelPair();
    const auth = fakeAuth({ isAuthenticated: true });
    renderIdle(auth, channel);
    await advance(14 * 60_000);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    act(() => fromAnotherTab({ type: 'activity' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(10 * 60_000);
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });

  test("'Seguir conectado' keeps the session for another 15 minutes", async () => {
    const auth = fakeAuth({ isAuthenticated: true });
    renderIdle(auth);
    await advance(14 * 60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Seguir conectado' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(13 * 60_000);
    expect(auth.signoutRedirect).not.toHaveBeenCalled();
  });
});
