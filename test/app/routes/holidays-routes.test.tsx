import type { Api } from '@src/api/api';
import { createQueries } from '@src/api/queries';
import { SelectedEmployeeScope } from '@src/app/layout/selected-employee-scope';
import { CertificationsRoute } from '@src/app/routes/certifications-routes';
import { HolidaysRoute } from '@src/app/routes/holidays-routes';
import {
  CertificationWizardRoute,
  EnjoymentWizardRoute,
  PaymentWizardRoute,
} from '@src/app/routes/request-wizard-route';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { wizardDraftKey } from '@src/app/storage/wizard-draft-keys';
import {
  type NewHumanResourceRequest,
  parseEmployee,
  parseHumanResourceRequest,
  parseRequestHistory,
} from '@src/domain/entities';
import { QueryClient } from '@tanstack/react-query';
import { withPortalRoot } from '@test/support/portal-root';
import { everyUseCase, flush } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';

withPortalRoot();
beforeEach(() => sessionStorage.clear());

const employee = parseEmployee({
  employeeId: 'E-100',
  names: 'José',
  surnames: 'Pérez',
  employmentContracts: [
    {
      contractId: 'C-1',
      contractNumber: 'CT-0001',
      businessName: 'Operadora Andina S.A.S.',
      contractType: 'PermanentJob',
      contractStatus: 'Formalized',
      startDate: '2020-01-01',
    },
  ],
});

const ana = {
  user: {
    sub: 'ana.admin',
    id: 'ana.admin',
    name: 'Ana Admin',
    email: '',
    account: 'ana.admin',
    documentNumber: '1',
  },
  staffUser: { staffId: 'S-1', staffName: 'Ana Administradora' },
};
const beto = {
  user: {
    sub: 'beto.unaunidad',
    id: 'beto.unaunidad',
    name: 'Beto Una Unidad',
    email: '',
    account: 'beto.unaunidad',
    documentNumber: '2',
  },
  staffUser: { staffId: 'S-2', staffName: 'Beto Unaunidad' },
};

function fakeSession(person: typeof ana = ana) {
  /** Call 19's entries for any request: filed by Ana; the tests add what happens next. */
  const history: Array<Record<string, unknown>> = [
    {
      historyEntryId: '1',
      humanResourceRequestVersion: 1,
      recordedAt: '2026-11-20T13:00:00.000Z',
      accountId: 'ana.admin',
      personName: 'Ana Sofía Gutiérrez',
      event: 'created',
      statusTo: 'certification_generation',
    },
  ];
  const created: Array<{ request: NewHumanResourceRequest; idempotencyKey?: string | undefined }> = [];
  const api = {
    getRequests: vi.fn(async ({ requestType }: { requestType?: string }) =>
      created
        .filter((item) => item.request.humanResourceRequestType === requestType)
        .map((item, index) =>
          parseHumanResourceRequest({
            ...item.request,
            humanResourceRequestId: `R-${index}`,
            humanResourceRequestNumber: `2026-00${index}`,
          }),
        ),
    ),
    saveRequest: vi.fn(async (input: { request: NewHumanResourceRequest; idempotencyKey?: string }) => {
      created.push(input);
      return { humanResourceRequestId: 'R-0', humanResourceRequestNumber: '2026-000' };
    }),
    removeRequests: vi.fn(async () => {}),
    getEmployee: vi.fn(async () => employee),
    getPendingDays: vi.fn(async () => []),
    getRequestHistory: vi.fn(async (_input: { requestId: string }) => parseRequestHistory(history)),
  };
  const session = {
    api: api as unknown as Api,
    queries: createQueries(api as unknown as Api),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    user: person.user,
    staffUser: person.staffUser,
    useCases: everyUseCase,
    selectedClient: { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '' },
    // The session keeps the employee's id only; the routes ask call 8 for the employee.
    selectedEmployeeId: 'E-100',
    toasts: { show: vi.fn() },
    inspect: undefined,
  } as unknown as AppSession;
  return { session, api, created, history };
}

function renderAt(session: AppSession, path: string) {
  return render(
    <AppSessionProvider value={session}>
      <SelectedEmployeeScope>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/holidays" element={<HolidaysRoute />} />
            <Route path="/holidays/request-enjoyment" element={<EnjoymentWizardRoute />} />
            <Route path="/holidays/request-payment" element={<PaymentWizardRoute />} />
            <Route path="/certifications" element={<CertificationsRoute />} />
            <Route path="/certifications/new-certification" element={<CertificationWizardRoute />} />
          </Routes>
        </MemoryRouter>
      </SelectedEmployeeScope>
    </AppSessionProvider>,
  );
}

describe('vacation routes', { timeout: 30_000 }, () => {
  test('a reload in the middle of the wizard resumes it with the values', async () => {
    const { session } = fakeSession();
    const first = renderAt(session, '/holidays/request-enjoyment');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Días a disfrutar/ }), '5');
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'enjoyment', 'E-100'))).not.toBeNull();
    first.unmount();
    renderAt(session, '/holidays/request-enjoyment');
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('5');
  });

  test('sends the request as the signed-in staff member, then lists it with the success flag', async () => {
    const { session, api, created } = fakeSession();
    renderAt(session, '/holidays/request-payment');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Días a pagar/ }), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }),
    );
    const sent = await screen.findByRole('dialog', { name: 'Solicitud enviada' });
    expect(sent).toHaveTextContent('Número de solicitud: 2026-000');
    expect(api.saveRequest).toHaveBeenCalledTimes(1);
    expect(created[0]?.request).toMatchObject({
      humanResourceRequestType: 'PaidVacations',
      humanResourceRequestStatus: 'supervisor_approval',
      requesterCode: 'S-1',
      requesterName: 'Ana Administradora',
      employeeId: 'E-100',
    });
    expect(created[0]?.idempotencyKey).toMatch(/[0-9a-f-]{36}/);
    await userEvent.click(within(sent).getByRole('button', { name: 'Entendido' }));
    expect(await screen.findByText('La solicitud de pago fue enviada exitosamente.')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await act(flush);
    expect(await screen.findByRole('cell', { name: 'Vacaciones Pagadas' })).toBeInTheDocument();
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'payment', 'E-100'))).toBeNull();
  });

  test('the in-process table reads call 10 again when the window regains focus', async () => {
    const { session, api, created } = fakeSession();
    renderAt(session, '/certifications');
    expect(await screen.findByText('No tiene solicitudes en trámite.')).toBeInTheDocument();
    // Meanwhile another person files a certification for the employee.
    created.push({
      request: {
        humanResourceRequestType: 'Certification',
        humanResourceRequestStatus: 'certification_generation',
        humanResourceRequestDate: '2026-11-20',
      } as unknown as NewHumanResourceRequest,
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('cell', { name: '2026-000' })).toBeInTheDocument();
    expect(api.getRequests).toHaveBeenCalledTimes(2);
  });

  test('the details modal shows the request’s history, read again when the window regains focus', async () => {
    const { session, api, created, history } = fakeSession();
    created.push({
      request: {
        humanResourceRequestType: 'Certification',
        humanResourceRequestStatus: 'certification_generation',
        humanResourceRequestDate: '2026-11-20',
      } as unknown as NewHumanResourceRequest,
    });
    renderAt(session, '/certifications');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Ver detalles de la solicitud 2026-000' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 2026-000' });
    const section = within(dialog).getByRole('region', { name: 'Historial de la solicitud' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Historial de la solicitud' }),
    ).toBeInTheDocument();
    expect(
      await within(section).findByRole('heading', { level: 4, name: 'Solicitud creada' }),
    ).toBeInTheDocument();
    expect(section).toHaveTextContent('20/Nov/2026 08:00 · Ana Sofía Gutiérrez');
    expect(api.getRequestHistory).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'R-0' }));
    // Meanwhile someone else discards it, with their justification; the person comes back to the window.
    history.push({
      historyEntryId: '2',
      humanResourceRequestVersion: 2,
      recordedAt: '2026-11-21T15:00:00.000Z',
      accountId: 'beto.unaunidad',
      personName: 'Alberto Núñez',
      event: 'discarded',
      statusFrom: 'certification_generation',
      statusTo: 'canceled',
      words: 'La empleada ya no la necesita.',
    });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    const discarded = await within(section).findByText('Descarte de la solicitud');
    expect(discarded.closest('li')).toHaveTextContent('21/Nov/2026 10:00 · Alberto Núñez');
    expect(discarded.closest('li')).toHaveTextContent('Justificación: «La empleada ya no la necesita.»');
    // Closed, the modal's history goes with it; another request's details read that one's.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('region', { name: 'Historial de la solicitud' })).not.toBeInTheDocument();
  });

  test('a failed list names the type whose call 10 failed, not every type of the list', async () => {
    const { session, api } = fakeSession();
    api.getRequests.mockImplementation(async ({ requestType }: { requestType?: string }) => {
      if (requestType === 'PaidVacations') throw new Error('500');
      return [];
    });
    renderAt(session, '/holidays');
    await userEvent.click(await screen.findByRole('tab', { name: 'Solicitudes de vacaciones en trámite' }));
    await act(flush);
    expect(session.toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error en la solicitud',
        description: 'Error al obtener solicitudes de tipo "Vacaciones Pagadas"',
      }),
    );
  });

  test("'Regresar' abandons the wizard and forgets its progress", async () => {
    const { session } = fakeSession();
    renderAt(session, '/certifications/new-certification');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Destinatario/ }), 'Banco');
    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Regresar' });
    expect(confirm).toHaveTextContent('¿Realmente quieres regresar? Se perderá el avance de tu solicitud.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sí, regresar' }));
    expect(
      await screen.findByRole('heading', { name: 'Consulta de certificaciones en trámite' }),
    ).toBeInTheDocument();
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'certification', 'E-100'))).toBeNull();
  });
});

describe('wizard drafts on a shared computer', { timeout: 30_000 }, () => {
  async function startEnjoymentDraft(session: AppSession) {
    const view = renderAt(session, '/holidays/request-enjoyment');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Días a disfrutar/ }), '5');
    return view;
  }

  test("after A signs out and B signs in in the same tab, A's draft does not resume for B", async () => {
    const first = await startEnjoymentDraft(fakeSession(ana).session);
    expect(sessionStorage.getItem(wizardDraftKey('ana.admin', 'enjoyment', 'E-100'))).not.toBeNull();
    first.unmount();

    renderAt(fakeSession(beto).session, '/holidays/request-enjoyment');
    // B starts at step 1 with an empty form: A's values and A as requester are not resumed.
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('');
  });

  test('a draft whose envelope names another subject is discarded', async () => {
    const first = await startEnjoymentDraft(fakeSession(ana).session);
    first.unmount();
    const key = wizardDraftKey('ana.admin', 'enjoyment', 'E-100');
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { snapshot: unknown };
    // Copied under B's key, still owned by A.
    const betoKey = wizardDraftKey('beto.unaunidad', 'enjoyment', 'E-100');
    sessionStorage.setItem(betoKey, JSON.stringify({ owner: 'ana.admin', snapshot: stored.snapshot }));
    renderAt(fakeSession(beto).session, '/holidays/request-enjoyment');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('');
    expect(sessionStorage.getItem(betoKey)).not.toContain('ana.admin');
  });

  test.each([
    ['an unknown state', (snapshot: Record<string, unknown>) => ({ ...snapshot, value: 'hackeado' })],
    [
      'another employee',
      (snapshot: Record<string, unknown>) => ({
        ...snapshot,
        context: { ...(snapshot.context as object), employeeId: 'E-999' },
      }),
    ],
    ['no context', (snapshot: Record<string, unknown>) => ({ ...snapshot, context: 'x' })],
    ['a finished wizard', (snapshot: Record<string, unknown>) => ({ ...snapshot, status: 'done' })],
  ])('a draft with %s is discarded, not restored', async (_case, tamper) => {
    const first = await startEnjoymentDraft(fakeSession(ana).session);
    first.unmount();
    const key = wizardDraftKey('ana.admin', 'enjoyment', 'E-100');
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
      owner: string;
      snapshot: Record<string, unknown>;
    };
    sessionStorage.setItem(key, JSON.stringify({ owner: stored.owner, snapshot: tamper(stored.snapshot) }));
    renderAt(fakeSession(ana).session, '/holidays/request-enjoyment');
    await userEvent.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('');
  });

  test('a restored draft sends as the person signed in now, whatever requester it stored', async () => {
    const first = await startEnjoymentDraft(fakeSession(beto).session);
    first.unmount();
    const key = wizardDraftKey('beto.unaunidad', 'enjoyment', 'E-100');
    const stored = JSON.parse(sessionStorage.getItem(key) ?? '{}') as {
      owner: string;
      snapshot: { context: Record<string, unknown> };
    };
    stored.snapshot.context.requester = { requesterCode: 'S-1', requesterName: 'Ana Administradora' };
    sessionStorage.setItem(key, JSON.stringify(stored));

    const { session, created } = fakeSession(beto);
    renderAt(session, '/holidays/request-enjoyment');
    expect(screen.getByRole('textbox', { name: /Días a disfrutar/ })).toHaveValue('5');
    await userEvent.type(screen.getByRole('textbox', { name: /Fecha de inicio/ }), '01/Ene/2099');
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }),
    );
    await screen.findByRole('dialog', { name: 'Solicitud enviada' });
    expect(created[0]?.request).toMatchObject({ requesterCode: 'S-2', requesterName: 'Beto Unaunidad' });
  });
});
