// The /approvals routes with the approval actor's real wiring (src/app) over a fake API: the address
// names the request, calls 10 (by number), 8 and 14 are made through the session's API and query
// cache, the privilege guard and the not-found page of other /approvals paths.

import type { Api } from '@src/api/api';
import { ApiError } from '@src/api/http-client';
import { createQueries } from '@src/api/queries';
import { ApprovalsLayout } from '@src/app/layout/main-layout';
import { VacationApprovalRoute } from '@src/app/routes/approvals-routes';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { type HumanResourceRequest, parseEmployee, parseRequestHistory } from '@src/domain/entities';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { awaitingEnjoyment, awaitingPayment } from '@test/support/approval-fixtures';
import { withPortalRoot } from '@test/support/portal-root';
import { flush } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { fakeSession } from '../fake-session';

withPortalRoot();

const enjoyment = awaitingEnjoyment;
const payment = awaitingPayment;
const maria = parseEmployee({
  employeeId: '100002',
  names: 'María Begoña',
  surnames: 'Ibáñez Zúñiga',
  identificationDocumentNumber: '52987654',
});

function setup(options: { useCases?: string[]; requests?: HumanResourceRequest[] } = {}) {
  const requests = new Map(
    (options.requests ?? [enjoyment, payment]).map((r) => [r.humanResourceRequestNumber, r]),
  );
  // Call 19: the request as filed, then, once answered, the manager's answer with his observations.
  const history = parseRequestHistory([
    {
      historyEntryId: '1',
      humanResourceRequestVersion: 1,
      recordedAt: '2026-11-20T13:00:00.000Z',
      accountId: 'ana.admin',
      personName: 'Ana Sofía Gutiérrez',
      event: 'created',
      statusTo: 'supervisor_approval',
    },
  ]);
  const api = {
    getRequestByNumber: vi.fn(async ({ requestNumber }: { requestNumber: string }) =>
      requests.get(requestNumber),
    ),
    getEmployee: vi.fn(async () => maria),
    answerVacationRequest: vi.fn(
      async (input: { requestId: string; answer: { approval: string; observation: string } }) => {
        const found = [...requests.values()].find((r) => r.humanResourceRequestId === input.requestId);
        const status = input.answer.approval === 'approve' ? 'HR_compliance_verification' : 'rejected';
        history.push(
          ...parseRequestHistory([
            {
              historyEntryId: '2',
              humanResourceRequestVersion: 2,
              recordedAt: '2026-11-21T14:30:00.000Z',
              accountId: 'fabio.jefe',
              personName: 'Fabio Ibáñez',
              event: input.answer.approval === 'approve' ? 'approved' : 'rejected',
              statusFrom: 'supervisor_approval',
              statusTo: status,
              words: input.answer.observation,
            },
          ]),
        );
        return {
          ...(found as HumanResourceRequest),
          humanResourceRequestStatus: status,
          humanResourceRequestVersion: (found?.humanResourceRequestVersion ?? 0) + 1,
        };
      },
    ),
    getRequestHistory: vi.fn(async (_input: { requestId: string }) => [...history]),
  };
  const base = fakeSession({}, options.useCases ?? ['VacationDetailsInProcess', 'ApproveVacationRequest']);
  const session: AppSession = {
    ...base,
    api: api as unknown as Api,
    queries: createQueries(api as unknown as Api),
  };
  const invalidate = vi.spyOn(session.queryClient, 'invalidateQueries');
  return { session, api, invalidate };
}

function renderAt(session: AppSession, path: string) {
  return render(
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/approvals" element={<ApprovalsLayout />}>
            <Route path="vacation-approval" element={<VacationApprovalRoute />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route path="/" element={<p>Inicio</p>} />
        </Routes>
      </MemoryRouter>
    </AppSessionProvider>,
  );
}

describe('/approvals/vacation-approval', { timeout: 30_000 }, () => {
  test('loads the request of the code and its employee, then approves it through call 14', async () => {
    const { session, api, invalidate } = setup();
    renderAt(session, '/approvals/vacation-approval?type=enjoyment&code=150001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud de disfrute vacaciones #150001' }),
    ).toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Datos de la solicitud' });
    expect(summary).toHaveTextContent('María Begoña Ibáñez Zúñiga');
    expect(summary).toHaveTextContent('Periodo:7 días hábiles desde el 21/Dic/2026');
    expect(api.getRequestByNumber).toHaveBeenCalledWith(
      expect.objectContaining({ requestNumber: '150001', businessUnit: 'UN-ANDINA' }),
    );
    expect(api.getEmployee).toHaveBeenCalledWith(
      expect.objectContaining({ employeeId: '100002', businessUnit: 'UN-ANDINA' }),
    );
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Portal-ERM');

    await userEvent.click(screen.getByRole('radio', { name: 'Aprobar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respuesta enviada' });
    expect(dialog).toHaveTextContent('¡Solicitud de vacaciones aprobada!');
    expect(api.answerVacationRequest).toHaveBeenCalledWith(
      expect.objectContaining({
        requestId: 'HRR-150001',
        answer: { approval: 'approve', observation: '' },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requestByNumber', 'UN-ANDINA', '150001'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['requests', 'UN-ANDINA', '100002'] });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(
      await screen.findByText(
        'Respuesta registrada. Estado de la solicitud: Verificación en Gestión Humana.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  test('without a type the screen is a payment request; rejecting needs observations', async () => {
    const { session, api } = setup();
    renderAt(session, '/approvals/vacation-approval?code=150002');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud de pago vacaciones #150002' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Datos de la solicitud' })).toHaveTextContent(
      'Días a pagar:5 días',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Rechazar' }));
    expect(screen.getByRole('textbox', { name: /Observaciones/ })).toHaveAccessibleDescription(
      expect.stringContaining('Las observaciones son obligatorias al rechazar la solicitud'),
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    await userEvent.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Sin reemplazo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Respuesta enviada' })).toHaveTextContent(
      'Solicitud de vacaciones rechazada',
    );
    expect(api.answerVacationRequest).toHaveBeenCalledWith(
      expect.objectContaining({ answer: { approval: 'reject', observation: 'Sin reemplazo' } }),
    );
  });

  test('Historial de la solicitud: who filed it and when before answering, the answer once sent', async () => {
    const { session, api } = setup();
    renderAt(session, '/approvals/vacation-approval?code=150002');
    const section = await screen.findByRole('region', { name: 'Historial de la solicitud' });
    const entries = await within(section).findByRole('list', { name: /Cambios de la solicitud/ });
    expect(entries).toHaveTextContent('Solicitud creada');
    expect(entries).toHaveTextContent('20/Nov/2026 08:00 · Ana Sofía Gutiérrez');
    expect(api.getRequestHistory).toHaveBeenCalledWith(expect.objectContaining({ requestId: 'HRR-150002' }));
    // The history is below the request's data and above the answer.
    const summary = screen.getByRole('region', { name: 'Datos de la solicitud' });
    const form = screen.getByRole('radiogroup', { name: /Respuesta/ });
    expect(summary.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Rechazar' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Sin reemplazo ese mes.');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respuesta enviada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    // Answered, the request holds a new version: the history is read again and shows the answer first.
    const updated = await within(section).findByText('Solicitud rechazada');
    expect(updated.closest('li')).toHaveTextContent('21/Nov/2026 09:30 · Fabio Ibáñez');
    expect(updated.closest('li')).toHaveTextContent('Estado: Aprobación Jefe Inmediato → Rechazada');
    expect(updated.closest('li')).toHaveTextContent('Observaciones: «Sin reemplazo ese mes.»');
    expect(within(entries).getAllByRole('listitem')[0]).toBe(updated.closest('li'));
    expect(api.getRequestHistory).toHaveBeenCalledTimes(2);
  });

  test('a history that cannot be read says so under the request; the request and the form stay', async () => {
    const { session, api } = setup();
    api.getRequestHistory.mockRejectedValueOnce(new Error('Todos los intentos fallaron.'));
    renderAt(session, '/approvals/vacation-approval?code=150002');
    const section = await screen.findByRole('region', { name: 'Historial de la solicitud' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el historial de la solicitud.',
    );
    expect(screen.getByRole('region', { name: 'Datos de la solicitud' })).toHaveTextContent('5 días');
    expect(screen.getByRole('radiogroup', { name: /Respuesta/ })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Reintentar' }));
    expect(await within(section).findByText('Solicitud creada')).toBeInTheDocument();
  });

  test('the type of the loaded request wins over the address', async () => {
    const { session } = setup();
    renderAt(session, '/approvals/vacation-approval?type=payment&code=150001');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Solicitud de disfrute vacaciones #150001' }),
    ).toBeInTheDocument();
  });

  test('a failed load shows its error with Reintentar, never an empty form; a retry loads it', async () => {
    const { session, api } = setup();
    api.getRequestByNumber.mockRejectedValueOnce(new Error('Todos los intentos fallaron.'));
    renderAt(session, '/approvals/vacation-approval?code=150002');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo cargar la solicitud de vacaciones.',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('radiogroup', { name: /Respuesta/ })).toBeInTheDocument();
  });

  test('an unknown number, no code and an employee that does not exist each say so', async () => {
    const { session, api } = setup();
    const unknown = renderAt(session, '/approvals/vacation-approval?code=999999');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No existe una solicitud con el número 999999 en esta unidad de negocio.',
    );
    unknown.unmount();
    const none = renderAt(session, '/approvals/vacation-approval');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La dirección no indica qué solicitud responder.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Aprobación de vacaciones' })).toBeInTheDocument();
    none.unmount();
    api.getEmployee.mockRejectedValueOnce(
      new ApiError({
        kind: 'http',
        status: 204,
        message: 'El empleado con ID 100002 no existe.',
        finalMessage: 'El empleado con ID 100002 no existe.',
        action: 'SearchByIdEmployee',
        attempts: 1,
      }),
    );
    renderAt(session, '/approvals/vacation-approval?code=150002');
    expect(await screen.findByRole('region', { name: 'Datos de la solicitud' })).toHaveTextContent(
      'Empleado 100002',
    );
  });

  test('a refused answer keeps the form and shows the submission error', async () => {
    const { session, api } = setup();
    api.answerVacationRequest.mockRejectedValueOnce(new Error('403'));
    renderAt(session, '/approvals/vacation-approval?code=150002');
    await userEvent.click(await screen.findByRole('radio', { name: 'Aprobar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error al enviar la solicitud. Intente nuevamente.',
    );
    expect(screen.getByRole('radio', { name: 'Aprobar' })).toBeChecked();
  });

  test("without ApproveVacationRequest the screen shows 'Acción inhabilitada' and asks for nothing", async () => {
    const { session, api } = setup({ useCases: ['VacationDetailsInProcess', 'DiscardVacationInProcess'] });
    renderAt(session, '/approvals/vacation-approval?code=150001');
    await act(flush);
    expect(await screen.findByRole('dialog', { name: 'Acción inhabilitada' })).toBeInTheDocument();
    expect(api.getRequestByNumber).not.toHaveBeenCalled();
  });

  test('another /approvals path is not found', async () => {
    const { session } = setup();
    renderAt(session, '/approvals/otra-cosa');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Solicitud');
    expect(screen.getByText(/404|no encontr/i)).toBeInTheDocument();
  });
});
