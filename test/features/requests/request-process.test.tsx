import { QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import type { Api } from '../../../src/api/api';
import { createQueries } from '../../../src/api/queries';
import { RequestsRoutes } from '../../../src/app/routes/requests-routes';
import { type AppSession, AppSessionProvider } from '../../../src/app/session/app-session';
import { parseHumanResourceRequest } from '../../../src/domain/entities';
import { withPortalRoot } from '../../support/request-fixtures';

withPortalRoot();

const names = [
  'Validaciones del sistema',
  'Verificar requisitos documentales',
  'Validaciones humanas',
  'Elaborar contrato',
  'Afiliaciones a seguridad social',
  'Firmas del contrato',
  'Aprobar vinculación',
  'Confirmar inicio de labores',
];
const request = (fields: Record<string, unknown>) =>
  parseHumanResourceRequest({
    humanResourceRequestId: '18',
    humanResourceRequestDate: '2026-11-02',
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestStatus: 'onboarding_in_progress',
    tasksToManageTheHumanResourcesRequests: names.map((taskName, index) => ({
      taskManagingId: `18-${index + 1}`,
      taskCode: `T${index + 1}`,
      taskName,
      taskStatus: index < 3 ? 'done' : 'pending',
    })),
    ...fields,
  });

function fakeSession(found: ReturnType<typeof request>[], useCases: string[], account = 'ana.admin') {
  const api = {
    getRequests: vi.fn(async (_: { employeeId: string }) => found),
    removeRequests: vi.fn(async (_: unknown) => {}),
    assignResponsible: vi.fn(async ({ requestId }: { requestId: string }) => {
      const index = found.findIndex((item) => item.humanResourceRequestId === requestId);
      const updated = {
        ...found[index],
        userCodeInCharge: account,
        userNameInCharge: 'Ana Admin',
      } as (typeof found)[number];
      found[index] = updated;
      return updated;
    }),
  };
  const session = {
    api: api as unknown as Api,
    queries: createQueries(api as unknown as Api),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    useCases,
    user: { account: `${account}@erm-demo.example.co`, username: account },
    selectedClient: { id: 'BOG', name: 'Unidad Bogotá', sigla: 'BOG', logo: '' },
    selectedEmployeeId: '100001',
    toasts: { show: vi.fn() },
    inspect: undefined,
  } as unknown as AppSession;
  return { session, api };
}

function renderAt(session: AppSession, path: string) {
  return render(
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/requests/*" element={<RequestsRoutes />} />
        </Routes>
      </MemoryRouter>
    </AppSessionProvider>,
  );
}

const panel = (name: string) => within(screen.getByRole('region', { name }));

describe('request process page', { timeout: 30_000 }, () => {
  test('shows the header and the tasks; tasks 6 to 8 are without privilege', async () => {
    const { session } = fakeSession(
      [
        request({
          humanResourceRequestNumber: '100018',
          userCodeInCharge: 'ana.admin',
          userNameInCharge: 'Ana Admin',
        }),
      ],
      ['DiscardsRequestForLinkage'],
    );
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByRole('heading', { name: 'Solicitud 100018' })).toBeInTheDocument();
    expect(screen.getByText('Ana Admin')).toBeInTheDocument();
    expect(screen.getByText('02/Nov/2026')).toBeInTheDocument();
    expect(panel('Tareas hechas').getByText('Validaciones del sistema')).toBeInTheDocument();
    expect(panel('Tareas por hacer').getByText('Elaborar contrato')).toBeInTheDocument();
    const signatures = screen.getByRole('button', { name: 'Ejecutar Firmas del contrato' });
    expect(signatures).toBeDisabled();
    expect(signatures).toHaveAccessibleDescription('No tienes privilegios para ejecutar esta tarea.');
    expect(screen.queryByRole('button', { name: 'Ejecutar Elaborar contrato' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeEnabled();
  });

  test('without a responsible, a missing number and the discard use case', async () => {
    const { session } = fakeSession([request({ tasksToManageTheHumanResourcesRequests: [] })], []);
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByRole('heading', { name: 'Solicitud XXXXXX' })).toBeInTheDocument();
    expect(screen.getByText('Sin responsable')).toBeInTheDocument();
    expect(screen.getByText('No hay ninguna tarea pendiente por ahora.')).toBeInTheDocument();
    expect(screen.getByText('Ninguna tarea está hecha por ahora.')).toBeInTheDocument();
    const discard = screen.getByRole('button', { name: 'Descartar' });
    expect(discard).toBeDisabled();
    expect(discard).toHaveAccessibleDescription('No tiene privilegios para descartar solicitudes.');
  });

  test('somebody who is not responsible must be first', async () => {
    const { session } = fakeSession([request({ userCodeInCharge: 'fabio.jefe' })], []);
    renderAt(session, '/requests/application-process/18');
    const task = await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' });
    expect(task).toHaveAccessibleDescription('Debes ser responsable de esta solicitud.');
  });

  test('Requisitos opens the requirements in three sections', async () => {
    const { session } = fakeSession([request({})], []);
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Requisitos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Requisitos' }));
    expect(dialog.getByRole('heading', { name: 'Validaciones del sistema' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Requisitos documentales' })).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: 'Validaciones humanas' })).toBeInTheDocument();
    expect(dialog.getAllByText('Cumple')).toHaveLength(3);
    expect(dialog.getByRole('button', { name: 'Agregar Requisito' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('Descartar asks a justification, calls 12 and returns to the board', async () => {
    const { session, api } = fakeSession(
      [request({ humanResourceRequestNumber: '100018' })],
      ['DiscardsRequestForLinkage'],
    );
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Descartar' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'Ya no se vincula');
    await userEvent.click(dialog.getByRole('button', { name: /Confirmar|Descartar|Eliminar/ }));
    expect(await screen.findByRole('heading', { name: 'Por evaluar' })).toBeInTheDocument();
    expect(api.removeRequests).toHaveBeenCalledTimes(1);
    expect(session.toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Solicitud Descartada' }),
    );
  });

  test('a request the employee does not have is not found', async () => {
    const { session } = fakeSession([request({})], []);
    renderAt(session, '/requests/application-process/99');
    expect(await screen.findByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  test('assigning myself: Guardar waits for a change, then the notice; a reload shows the new responsible', async () => {
    const { session, api } = fakeSession([request({})], ['AddEmployeeLink']);
    const first = renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar responsable' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cambiar responsable' }));
    const save = dialog.getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Asignarme a mí como responsable.' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(await screen.findByText('Ana Admin')).toBeInTheDocument();
    expect(api.assignResponsible).toHaveBeenCalledWith(expect.objectContaining({ requestId: '18' }));
    expect(session.toasts.show).toHaveBeenCalledWith({
      appearance: 'success',
      title: 'Responsable asignado.',
      description: 'El nuevo responsable se asignó con éxito.',
      duration: 5000,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByText('Ana Admin')).toBeInTheDocument();
    // Already in charge: the box starts ticked, Guardar stays disabled (not modified).
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar responsable' }));
    const again = within(screen.getByRole('dialog', { name: 'Cambiar responsable' }));
    expect(again.getByRole('checkbox', { name: 'Asignarme a mí como responsable.' })).toBeChecked();
    expect(again.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  });

  test('without AddEmployeeLink the responsible cannot be changed', async () => {
    const { session } = fakeSession([request({})], []);
    renderAt(session, '/requests/application-process/18');
    const change = await screen.findByRole('button', { name: 'Cambiar responsable' });
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription('No tiene privilegios para asignar responsables.');
  });
});
