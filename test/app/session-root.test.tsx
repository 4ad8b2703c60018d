// The signed-in session wired to its machines: the portal, staff-session and login-flow machines run
// with the real API client over a fake fetch that answers by X-Action.

import { continueAfterSignIn } from '@src/app/app';
import { LoginLayout } from '@src/app/layout/login-layout';
import { ErrorRoute } from '@src/app/routes/error-routes';
import { ClientsRoute, LoadingAppRoute } from '@src/app/routes/login-next-routes';
import { CheckingCredentialsRoute, LoginIndexRoute } from '@src/app/routes/login-routes';
import { SessionRoot, type SessionSelection, useSelection } from '@src/app/session/app-session';
import { createSessionStore } from '@src/app/session/session-store';
import { createAppQueryClient } from '@src/app/session/signed-in-root';
import { newToastStore, ToastProvider } from '@src/app/session/toasts';
import { createPortalCodeStore, memoryKeyStore } from '@src/app/storage/portal-code-store';
import { loadSavedState } from '@src/app/storage/saved-state';
import { savedStateStorageKey } from '@src/app/storage/saved-state-key';
import { wizardDraftKey } from '@src/app/storage/wizard-draft-keys';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastRegion } from '@ui/toast';
import { StrictMode } from 'react';
import { AuthContext, type AuthContextProps } from 'react-oidc-context';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const unit = (code: string, name: string) => ({
  businessUnitPublicCode: code,
  abbreviatedName: code,
  descriptionUse: name,
  urlLogo: '',
});

const answers: Record<string, unknown> = {
  SearchAllStaffPortalsByBusinessManager: [
    { publicCode: 'ERM-DEMO', portalCode: 'ERM-DEMO', businessManagerId: 'BM-0001' },
  ],
  SearchByIdBusinessManager: { businessManagerId: 'BM-0001', publicCode: 'ERM' },
  SearchAllStaff: [{ staffId: 'S-1', staffName: 'Ana Sofía Gutiérrez', businessManagerCode: 'ERM' }],
  SearchBusinessUnitsForAnOfficer: [
    unit('UN-ANDINA', 'Operaciones Región Andina'),
    unit('UN-CARIBE', 'Servicios Región Caribe'),
  ],
  SearchOptionsStaffPortalByBusinessUnit: [{ publicCode: 'vacacionesPortalErm' }],
  SearchUseCaseForStaff: { listOfUseCases: ['AddEmployeeLink'] },
};

let requests: { action: string; url: string; headers: Headers }[] = [];

function abortableAnswerDelay(signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((answer, fail) => {
    const abort = () => fail(new DOMException('The operation was aborted.', 'AbortError'));
    if (signal?.aborted) return abort();
    signal?.addEventListener('abort', abort, { once: true });
    setTimeout(answer, 5);
  });
}

/**
 * Services answering by X-Action. With `{ abortable: true }` they answer in a later task and, as a
 * browser's fetch does, reject at once with an AbortError when the caller's signal aborts.
 */
function stubServices(
  overrides: Record<string, { status: number; body?: unknown }> = {},
  { abortable = false } = {},
) {
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (abortable) await abortableAnswerDelay(init?.signal);
      const headers = new Headers(init?.headers);
      const action = headers.get('X-Action') ?? '';
      requests.push({ action, url: String(input), headers });
      const override = overrides[action];
      if (override)
        return new Response(override.body === undefined ? null : JSON.stringify(override.body), {
          status: override.status,
        });
      return new Response(JSON.stringify(answers[action] ?? null), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

/** An access token as the provider issues it: a JWT whose claims carry the national ID number. */
const accessToken = [
  { alg: 'RS256', typ: 'at+jwt' },
  { sub: 'ana.admin', identification_document_number: '52100001' },
]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('firma')
  .join('.');

/** What the pages of the signed-in session read through useSelection() (the last render's). */
let selection: SessionSelection | undefined;
function SelectionProbe() {
  selection = useSelection();
  return <p>Tablero</p>;
}

function renderSession(
  sessionStore = createSessionStore('ana.admin', localStorage),
  { strict = false } = {},
) {
  const auth = {
    isLoading: false,
    isAuthenticated: true,
    user: {
      access_token: accessToken,
      // The ID token's claims: no national ID number (the provider keeps it in the access token).
      profile: {
        sub: 'ana.admin',
        name: 'Ana Sofía Gutiérrez',
        preferred_username: 'ana.admin',
        user_account: 'ana.admin@erm-demo.example.co',
      },
    },
  } as unknown as AuthContextProps;
  const toasts = newToastStore();
  const signOutTo = vi.fn();
  const router = createMemoryRouter(
    [
      { path: '/error', element: <ErrorRoute /> },
      {
        element: (
          <SessionRoot
            signOut={vi.fn()}
            signOutTo={signOutTo}
            sessionStore={sessionStore}
            portalCodeStore={createPortalCodeStore({ keys: memoryKeyStore() })}
          >
            <Outlet />
          </SessionRoot>
        ),
        children: [
          {
            path: '/login',
            element: <LoginLayout />,
            children: [
              { index: true, element: <LoginIndexRoute /> },
              { path: ':userId/checking-credentials', element: <CheckingCredentialsRoute /> },
              { path: ':userId/clients', element: <ClientsRoute /> },
              { path: 'loading-app', element: <LoadingAppRoute /> },
            ],
          },
          { path: '/employees/select-employee', element: <p>Selección de empleado</p> },
          { path: '/requests', element: <SelectionProbe /> },
        ],
      },
    ],
    { initialEntries: ['/login'] },
  );
  const tree = (
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={createAppQueryClient()}>
        <ToastProvider store={toasts}>
          <RouterProvider router={router} />
          <ToastRegion store={toasts} />
        </ToastProvider>
      </QueryClientProvider>
    </AuthContext.Provider>
  );
  // StrictMode as src/main.tsx renders the app: in development React stops and starts every effect once
  // more on mount, so each machine is started, stopped and started again.
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { router, sessionStore, signOutTo };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '<div id="portal-root"></div>';
  window.history.replaceState(null, '', '/?portal=ERM-DEMO');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the signed-in session and the login flow', () => {
  test('portal → credentials → the unit choice → loading, with the calls of SPEC §7', async () => {
    stubServices();
    const { router, sessionStore } = renderSession();
    expect(
      await screen.findByRole('heading', { name: 'Unidades de negocio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login/ana.admin%40erm-demo.example.co/clients');

    const units = requests.find((request) => request.action === 'SearchBusinessUnitsForAnOfficer');
    expect(units?.url).toContain('/business-units-portal-staff/ana.admin%40erm-demo.e/ERM-DEMO');
    expect(units?.headers.get('Authorization')).toBe(`Bearer ${accessToken}`);
    expect(requests.find((request) => request.action === 'SearchAllStaff')?.url).toContain(
      'identificationDocumentNumber=52100001',
    );

    await userEvent.click(screen.getByText('Servicios Región Caribe'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Cargando la aplicación')).toBeInTheDocument();
    expect(sessionStore.get().selectedClient?.id).toBe('UN-CARIBE');
    expect(sessionStore.get().businessUnits).toHaveLength(2);

    await waitFor(() => {
      const useCases = requests.find((request) => request.action === 'SearchUseCaseForStaff');
      expect(useCases?.url).toContain('businessUnitCode=UN-CARIBE');
      expect(useCases?.headers.get('X-User-Name')).toBe('ana.admin@erm-demo.example.co');
    });
    await waitFor(() => expect(sessionStore.get().staffUseCasesData).toEqual(['AddEmployeeLink']));
    expect(
      await screen.findByText('Selección de empleado', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sessionStore.get().optionForCustomerPortal.map((option) => option.publicCode)).toEqual([
      'vacacionesPortalErm',
    ]);
  });

  test('in StrictMode, as the dev server runs it, the calls a stopped machine aborted fail nothing', async () => {
    stubServices({}, { abortable: true });
    renderSession(undefined, { strict: true });
    expect(
      await screen.findByRole('heading', { name: 'Unidades de negocio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Código de error/)).not.toBeInTheDocument();
  });

  test('no portal code anywhere → the error page with 1001', async () => {
    window.history.replaceState(null, '', '/');
    stubServices();
    renderSession();
    expect(await screen.findByText('Código de error: 1001')).toBeInTheDocument();
  });

  test('not a staff member (call 4 answers 204) → the error page with 1004', async () => {
    stubServices({ SearchAllStaff: { status: 204 } });
    renderSession();
    expect(await screen.findByText('Código de error: 1004')).toBeInTheDocument();
  });

  test('no business units → signed out towards the error page with 1003', async () => {
    stubServices({ SearchBusinessUnitsForAnOfficer: { status: 204 } });
    const { signOutTo } = renderSession();
    await waitFor(() => expect(signOutTo).toHaveBeenCalledWith('/error?code=1003'), { timeout: 5000 });
  });
});

describe('what the previous person left on a shared computer', () => {
  const previous = {
    sub: 'carla.consulta',
    selectedClient: { id: 'UN-OTRA', name: 'Otra unidad', sigla: 'OTRA', logo: '' },
    businessUnits: [{ id: 'UN-OTRA', name: 'Otra unidad', sigla: 'OTRA', logo: '' }],
    selectedEmployeeId: '100001',
    staffUseCasesData: ['RequestCertificate'],
  };

  test("another person's saved unit and employee are not inherited: no call for their unit, no error 500", async () => {
    localStorage.setItem(savedStateStorageKey, JSON.stringify(previous));
    // The other unit is not ana's: the services refuse it, which used to end on an error page.
    stubServices({
      SearchUseCaseForStaff: { status: 403 },
      SearchOptionsStaffPortalByBusinessUnit: { status: 403 },
    });
    const { sessionStore } = renderSession();
    expect(
      await screen.findByRole('heading', { name: 'Unidades de negocio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('UN-OTRA'))).toBe(false);
    expect(requests.some((request) => request.headers.get('X-Business-unit') === 'UN-OTRA')).toBe(false);
    expect(sessionStore.get().selectedClient).toBeUndefined();
    expect(sessionStore.get().selectedEmployeeId).toBeUndefined();
    expect(screen.queryByText(/Código de error/)).not.toBeInTheDocument();
  });

  test('the staff record fetched with call 4 is never written to storage', async () => {
    stubServices();
    renderSession();
    await screen.findByRole('heading', { name: 'Unidades de negocio' }, { timeout: 5000 });
    await waitFor(() => expect(requests.some((request) => request.action === 'SearchAllStaff')).toBe(true));
    await userEvent.click(screen.getByText('Servicios Región Caribe'));
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await screen.findByText('Selección de empleado', undefined, { timeout: 5000 });
    const stored = localStorage.getItem(savedStateStorageKey) ?? '';
    expect(stored).toContain('UN-CARIBE');
    expect(stored).not.toContain('S-1');
    expect(stored).not.toContain('Ana Sofía');
  });

  test("the board's pins are read from and saved to this person's saved state", async () => {
    stubServices({});
    const sessionStore = createSessionStore('ana.admin', localStorage);
    sessionStore.update({ pinnedRequestIds: ['19'], showPinnedOnly: true });
    const { router } = renderSession(sessionStore);
    await router.navigate('/requests');
    expect(await screen.findByText('Tablero')).toBeInTheDocument();
    expect(selection?.boardPins()).toEqual({ pinned: ['19'], pinnedOnly: true });
    selection?.savePins({ pinned: ['19', '20'], pinnedOnly: false });
    expect(loadSavedState('ana.admin')).toMatchObject({
      sub: 'ana.admin',
      pinnedRequestIds: ['19', '20'],
      showPinnedOnly: false,
    });
    expect(selection?.boardPins()).toEqual({ pinned: ['19', '20'], pinnedOnly: false });
  });

  test('a sign-in of another person forgets the saved state and the wizard drafts, keeps the encrypted portal code', () => {
    localStorage.setItem(savedStateStorageKey, JSON.stringify(previous));
    localStorage.setItem('portal-erm.portal-code', 'cifrado');
    sessionStorage.setItem(wizardDraftKey('carla.consulta', 'payment', '100001'), '{}');
    const navigate = vi.fn();
    continueAfterSignIn('ana.admin', navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(savedStateStorageKey)).toBeNull();
    expect(sessionStorage.getItem(wizardDraftKey('carla.consulta', 'payment', '100001'))).toBeNull();
    expect(localStorage.getItem('portal-erm.portal-code')).toBe('cifrado');
  });

  test('the same person signing in again (a new tab) keeps what they saved and goes on to app loading', () => {
    localStorage.setItem(savedStateStorageKey, JSON.stringify(previous));
    sessionStorage.setItem(wizardDraftKey('carla.consulta', 'payment', '100001'), '{}');
    const navigate = vi.fn();
    continueAfterSignIn('carla.consulta', navigate);
    expect(navigate).toHaveBeenCalledWith('/login/loading-app');
    expect(localStorage.getItem(savedStateStorageKey)).toContain('UN-OTRA');
    expect(sessionStorage.getItem(wizardDraftKey('carla.consulta', 'payment', '100001'))).toBe('{}');
  });

  test('the same person without a chosen unit goes through the login flow, keeping the state', () => {
    localStorage.setItem(savedStateStorageKey, JSON.stringify({ ...previous, selectedClient: undefined }));
    const navigate = vi.fn();
    continueAfterSignIn('carla.consulta', navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(savedStateStorageKey)).toContain('carla.consulta');
  });
});
