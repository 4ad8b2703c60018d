import { RequestProcessRoute, RequestsBoardRoute } from '@src/app/routes/requests-routes';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { parseHumanResourceRequest, type RequestConflict } from '@src/domain/entities';
import { tagOfResult } from '@src/domain/rules/request-process';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { onboardingTasks } from '@stack/services/onboarding-process';
import { withPortalRoot } from '@test/support/portal-root';
import { sampleRequirements } from '@test/support/process-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { requestsSession } from './support';

withPortalRoot();

/** What the API rejects with on 412 (src/api/calls/requests.ts RequestChangedError): an error with `conflict`. */
class Changed extends Error {
  constructor(readonly conflict: RequestConflict) {
    super('412');
  }
}

const requirements = sampleRequirements;
const request = (fields: Record<string, unknown>) =>
  parseHumanResourceRequest({
    humanResourceRequestId: '18',
    humanResourceRequestDate: '2026-11-02',
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestStatus: 'onboarding_in_progress',
    tasksToManageTheHumanResourcesRequests: onboardingTasks('18', 3),
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
    executeTask: vi.fn(async ({ requestId, taskId }: { requestId: string; taskId: string }) => {
      const index = found.findIndex((item) => item.humanResourceRequestId === requestId);
      const current = found[index] as (typeof found)[number];
      const updated = {
        ...current,
        tasksToManageTheHumanResourcesRequests: current.tasksToManageTheHumanResourcesRequests.map((item) =>
          item.taskManagingId === taskId ? { ...item, taskStatus: 'done' } : item,
        ),
      };
      found[index] = updated;
      return updated;
    }),
    evaluateRequirement: vi.fn(
      async (input: {
        requestId: string;
        requirementId: string;
        result: 'met' | 'notMet' | 'notEvaluated';
      }) => {
        const index = found.findIndex((item) => item.humanResourceRequestId === input.requestId);
        const current = found[index] as (typeof found)[number];
        const updated = {
          ...current,
          requirementsOfTheHumanResourcesRequest: current.requirementsOfTheHumanResourcesRequest.map(
            (item) =>
              item.requirementId === input.requirementId
                ? { ...item, requirementTag: tagOfResult[input.result] }
                : item,
          ),
        };
        found[index] = updated;
        return updated;
      },
    ),
  };
  const session = requestsSession(api, {
    useCases,
    user: { account: `${account}@erm-demo.example.co`, username: account },
  });
  return { session, api };
}

function renderAt(session: AppSession, path: string) {
  return render(
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/requests" element={<RequestsBoardRoute />} />
          <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
          <Route path="/requests/*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>
    </AppSessionProvider>,
  );
}

/** The tag of an entry with this text (not the No Cumple button). */
const tagWith = (region: ReturnType<typeof within>, text: string) =>
  region.getAllByText(text).filter((element: HTMLElement) => !element.closest('button'));

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
      ['DiscardsRequestForLinkage', 'AddEmployeeLink'],
    );
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByRole('heading', { name: 'Solicitud 100018' })).toBeInTheDocument();
    // The loaded request renders in a deferred render after the header (LoadState).
    expect(await screen.findByText('Ana Admin')).toBeInTheDocument();
    expect(screen.getByText('02/Nov/2026')).toBeInTheDocument();
    expect(panel('Tareas hechas').getByText('Validaciones del sistema')).toBeInTheDocument();
    expect(panel('Tareas por hacer').getByText('Elaborar contrato')).toBeInTheDocument();
    const signatures = screen.getByRole('button', { name: 'Ejecutar Firmas del contrato' });
    expect(signatures).toBeDisabled();
    expect(signatures).toHaveAccessibleDescription('No tienes privilegios para ejecutar esta tarea.');
    expect(screen.getByRole('button', { name: 'Ejecutar Elaborar contrato' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeEnabled();
  });

  test('without a responsible, a missing number and the discard use case', async () => {
    const { session } = fakeSession([request({ tasksToManageTheHumanResourcesRequests: [] })], []);
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByRole('heading', { name: 'Solicitud XXXXXX' })).toBeInTheDocument();
    expect(await screen.findByText('Sin responsable')).toBeInTheDocument();
    expect(screen.getByText('No hay ninguna tarea pendiente por ahora.')).toBeInTheDocument();
    expect(screen.getByText('Ninguna tarea está hecha por ahora.')).toBeInTheDocument();
    const discard = screen.getByRole('button', { name: 'Descartar' });
    expect(discard).toBeDisabled();
    expect(discard).toHaveAccessibleDescription('No tiene privilegios para descartar solicitudes.');
  });

  test('somebody who is not responsible must be first', async () => {
    const { session } = fakeSession([request({ userCodeInCharge: 'fabio.jefe' })], ['AddEmployeeLink']);
    renderAt(session, '/requests/application-process/18');
    const task = await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' });
    expect(task).toBeDisabled();
    expect(task).toHaveAccessibleDescription('Debes ser responsable de esta solicitud.');
  });

  test('without AddEmployeeLink no task may be executed', async () => {
    const { session } = fakeSession([request({ userCodeInCharge: 'ana.admin' })], []);
    renderAt(session, '/requests/application-process/18');
    const task = await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' });
    expect(task).toHaveAccessibleDescription('No tienes privilegios para ejecutar esta tarea.');
  });

  test('Requisitos opens the requirements in three sections, each entry with its tag', async () => {
    const { session } = fakeSession(
      [request({ requirementsOfTheHumanResourcesRequest: requirements })],
      ['AddEmployeeLink'],
    );
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Requisitos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Requisitos' }));
    const section = (name: string) => within(dialog.getByRole('region', { name }));
    expect(section('Validaciones del sistema').getByText('Documento válido')).toBeInTheDocument();
    expect(section('Validaciones del sistema').getByText('Cumple')).toBeInTheDocument();
    expect(section('Requisitos documentales').getByText('Hoja de vida')).toBeInTheDocument();
    expect(section('Requisitos documentales').getByText('Sin Evaluar')).toBeInTheDocument();
    expect(tagWith(section('Validaciones humanas'), 'No Cumple')).toHaveLength(1);
    const add = dialog.getByRole('button', { name: 'Agregar Requisito' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('No tienes permisos para agregar un requisito en este momento.');
    await userEvent.click(dialog.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('without AddEmployeeLink the requirements cannot be seen', async () => {
    const { session } = fakeSession([request({ requirementsOfTheHumanResourcesRequest: requirements })], []);
    renderAt(session, '/requests/application-process/18');
    const open = await screen.findByRole('button', { name: 'Requisitos' });
    expect(open).toBeDisabled();
    expect(open).toHaveAccessibleDescription('No tiene privilegios para ver requisitos.');
  });

  test('the person in charge approves an entry or marks it No Cumple (call 16); the rules turn the actions off', async () => {
    const { session, api } = fakeSession(
      [
        request({
          userCodeInCharge: 'ana.admin',
          requirementsOfTheHumanResourcesRequest: requirements,
          // T2 and T3 still to do: a done task's requirements are frozen.
          tasksToManageTheHumanResourcesRequests: onboardingTasks('18', 1),
        }),
      ],
      ['AddEmployeeLink'],
    );
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Requisitos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Requisitos' }));
    const systemNotMet = dialog.getByRole('button', { name: 'No Cumple Documento válido' });
    expect(systemNotMet).toBeDisabled();
    expect(systemNotMet).toHaveAccessibleDescription(
      'El sistema evalúa este requisito: no se puede marcar como No Cumple.',
    );
    const approveNotMet = dialog.getByRole('button', { name: 'Aprobar Entrevista' });
    expect(approveNotMet).toBeDisabled();
    expect(approveNotMet).toHaveAccessibleDescription('Un requisito que No Cumple no se puede aprobar.');
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar Hoja de vida' }));
    expect(api.evaluateRequirement).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: '18', requirementId: 'R2', result: 'met' }),
    );
    const documentary = within(dialog.getByRole('region', { name: 'Requisitos documentales' }));
    expect(await documentary.findByText('Cumple')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Aprobar Hoja de vida' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'No Cumple Hoja de vida' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '¿Marcar como No Cumple?' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    await vi.waitFor(() => expect(tagWith(documentary, 'No Cumple')).toHaveLength(1));
    expect(api.evaluateRequirement).toHaveBeenLastCalledWith(
      expect.objectContaining({ requirementId: 'R2', result: 'notMet' }),
    );
  });

  test('No Cumple asks first (Cancelar sends nothing); Deshacer takes it back, then Aprobar', async () => {
    const { session, api } = fakeSession(
      [
        request({
          userCodeInCharge: 'ana.admin',
          requirementsOfTheHumanResourcesRequest: requirements,
          tasksToManageTheHumanResourcesRequests: onboardingTasks('18', 1),
        }),
      ],
      ['AddEmployeeLink'],
    );
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Requisitos' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Requisitos' }));
    const documentary = within(dialog.getByRole('region', { name: 'Requisitos documentales' }));
    await userEvent.click(dialog.getByRole('button', { name: 'No Cumple Hoja de vida' }));
    const confirm = screen.getByRole('alertdialog', { name: '¿Marcar como No Cumple?' });
    expect(confirm).toHaveTextContent(
      'El requisito «Hoja de vida» quedará marcado como No Cumple. Podrá deshacerlo mientras su tarea no se haya ejecutado.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.evaluateRequirement).not.toHaveBeenCalled();
    expect(documentary.getByText('Sin Evaluar')).toBeInTheDocument();
    // Escape answers Cancelar too, and leaves the Requisitos modal open.
    await userEvent.click(dialog.getByRole('button', { name: 'No Cumple Hoja de vida' }));
    await screen.findByRole('alertdialog', { name: '¿Marcar como No Cumple?' });
    await userEvent.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'Requisitos' })).toBeInTheDocument();
    expect(api.evaluateRequirement).not.toHaveBeenCalled();
    // Confirmar sends it; the entry then offers Deshacer (Aprobar stays off, SPEC §5).
    await userEvent.click(dialog.getByRole('button', { name: 'No Cumple Hoja de vida' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: '¿Marcar como No Cumple?' })).getByRole('button', {
        name: 'Confirmar',
      }),
    );
    const undo = await dialog.findByRole('button', { name: 'Deshacer No Cumple de Hoja de vida' });
    expect(tagWith(documentary, 'No Cumple')).toHaveLength(1);
    expect(dialog.getByRole('button', { name: 'Aprobar Hoja de vida' })).toBeDisabled();
    await userEvent.click(undo);
    expect(await documentary.findByText('Sin Evaluar')).toBeInTheDocument();
    expect(api.evaluateRequirement).toHaveBeenLastCalledWith(
      expect.objectContaining({ requirementId: 'R2', result: 'notEvaluated' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Aprobar Hoja de vida' }));
    expect(await documentary.findByText('Cumple')).toBeInTheDocument();
    expect(api.evaluateRequirement.mock.calls.map(([input]) => input.result)).toEqual([
      'notMet',
      'notEvaluated',
      'met',
    ]);
  });

  test('Ejecutar runs a task (call 17): it moves to Tareas hechas with a notice', async () => {
    const { session, api } = fakeSession([request({ userCodeInCharge: 'ana.admin' })], ['AddEmployeeLink']);
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' }));
    expect(await panel('Tareas hechas').findByText('Elaborar contrato')).toBeInTheDocument();
    expect(panel('Tareas por hacer').queryByText('Elaborar contrato')).not.toBeInTheDocument();
    expect(api.executeTask).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: '18', taskId: '18-TASK-4' }),
    );
    expect(session.toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({ appearance: 'success', title: 'Tarea ejecutada', duration: 10_000 }),
    );
  });

  test('while a task runs its Ejecutar is pending (focus kept, not pressable), the others are off', async () => {
    const { session, api } = fakeSession([request({ userCodeInCharge: 'ana.admin' })], ['AddEmployeeLink']);
    const execute = api.executeTask.getMockImplementation();
    let finish: () => void = () => {};
    api.executeTask.mockImplementationOnce(async (input) => {
      await new Promise<void>((resolve) => {
        finish = resolve;
      });
      return (execute as NonNullable<typeof execute>)(input);
    });
    renderAt(session, '/requests/application-process/18');
    const task = await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' });
    await userEvent.click(task);
    expect(task).toHaveAttribute('data-pending', 'true');
    expect(task).toHaveAttribute('aria-disabled', 'true');
    expect(task).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Ejecutar Afiliaciones a seguridad social' })).toBeDisabled();
    await userEvent.click(task);
    expect(api.executeTask).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(await panel('Tareas hechas').findByText('Elaborar contrato')).toBeInTheDocument();
  });

  test('a failed execution says so and leaves the task to do', async () => {
    const { session, api } = fakeSession([request({ userCodeInCharge: 'ana.admin' })], ['AddEmployeeLink']);
    api.executeTask.mockRejectedValueOnce(new Error('500'));
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Ejecutar Elaborar contrato' }));
    await vi.waitFor(() =>
      expect(session.toasts.show).toHaveBeenCalledWith(
        expect.objectContaining({ appearance: 'danger', description: 'No se pudo ejecutar la tarea.' }),
      ),
    );
    expect(panel('Tareas por hacer').getByText('Elaborar contrato')).toBeInTheDocument();
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

  test('while the changed-elsewhere notice shows, the buttons say they wait for Entendido (never a privilege); then they answer', async () => {
    const { session, api } = fakeSession(
      [request({ humanResourceRequestNumber: '100018', humanResourceRequestVersion: 1 })],
      ['DiscardsRequestForLinkage', 'AddEmployeeLink'],
    );
    api.assignResponsible.mockImplementationOnce(async () => {
      throw new Changed({
        humanResourceRequest: request({
          humanResourceRequestNumber: '100018',
          humanResourceRequestVersion: 2,
          userCodeInCharge: 'beto.unaunidad',
          userNameInCharge: 'Alberto Núñez',
        }),
        lastChange: {
          userWhoExecutedAction: 'beto.unaunidad',
          userName: 'Alberto Núñez',
          actionExecuted: 'Asignación de responsable',
          executionDate: '2026-11-21T14:59:00.000Z',
          description: '',
        },
      });
    });
    renderAt(session, '/requests/application-process/18');
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar responsable' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cambiar responsable' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Asignarme a mí como responsable.' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra persona modificó esta solicitud')).toBeInTheDocument();
    const waiting =
      'Lee el aviso de arriba y pulsa «Entendido» para seguir con la solicitud como está ahora.';
    for (const name of ['Requisitos', 'Descartar', 'Cambiar responsable']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(waiting);
    }
    // A task the request as it is now refuses says its own reason: Alberto is in charge now.
    const [execute] = panel('Tareas por hacer').getAllByRole('button', { name: /^Ejecutar/ });
    expect(execute).toHaveAccessibleDescription('Debes ser responsable de esta solicitud.');
    await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
    for (const name of ['Requisitos', 'Descartar', 'Cambiar responsable']) {
      expect(screen.getByRole('button', { name })).toBeEnabled();
    }
    expect(screen.getByText('Alberto Núñez')).toBeInTheDocument();
    expect(api.assignResponsible).toHaveBeenCalledTimes(1);
  });

  test('when the window regains focus the page reads the request again', async () => {
    const found = [request({ humanResourceRequestNumber: '100018' })];
    const { session, api } = fakeSession(found, ['DiscardsRequestForLinkage', 'AddEmployeeLink']);
    renderAt(session, '/requests/application-process/18');
    expect(await screen.findByText('Sin responsable')).toBeInTheDocument();
    found[0] = request({
      humanResourceRequestNumber: '100018',
      userCodeInCharge: 'beto.unaunidad',
      userNameInCharge: 'Alberto Núñez',
    });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(await screen.findByText('Alberto Núñez')).toBeInTheDocument();
    expect(api.getRequests).toHaveBeenCalledTimes(2);
  });

  test('without AddEmployeeLink the responsible cannot be changed', async () => {
    const { session } = fakeSession([request({})], []);
    renderAt(session, '/requests/application-process/18');
    const change = await screen.findByRole('button', { name: 'Cambiar responsable' });
    expect(change).toBeDisabled();
    expect(change).toHaveAccessibleDescription('No tiene privilegios para asignar responsables.');
  });

  test.each(['closed', 'rejected', 'canceled', 'successfully_processed'])(
    'a finished (%s) request: Descartar and Cambiar responsable off with "La solicitud ya terminó."',
    async (status) => {
      const { session } = fakeSession(
        [request({ humanResourceRequestStatus: status, humanResourceRequestNumber: '100018' })],
        ['DiscardsRequestForLinkage', 'AddEmployeeLink'],
      );
      renderAt(session, '/requests/application-process/18');
      const discard = await screen.findByRole('button', { name: 'Descartar' });
      const change = screen.getByRole('button', { name: 'Cambiar responsable' });
      for (const button of [discard, change]) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription('La solicitud ya terminó.');
      }
    },
  );
});
