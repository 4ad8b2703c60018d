// /requests/application-process/:requestId names the request in the last crumb: its number, or SPEC's
// 'XXXXXX' when the request has none (never the internal id of the address); the page's history section.
import { CrumbLabelProvider } from '@src/app/layout/crumb-label';
import { RequestProcessRoute } from '@src/app/routes/requests-routes';
import { AppSessionProvider } from '@src/app/session/app-session';
import { parseRequestConflict, parseRequestHistory, type RequestConflict } from '@src/domain/entities';
import { withPortalRoot } from '@test/support/portal-root';
import { onboardingRequest } from '@test/support/process-fixtures';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { requestsSession } from '../../features/requests/support';

withPortalRoot();

function crumbOf(number: string) {
  const request = onboardingRequest({ humanResourceRequestNumber: number });
  const session = requestsSession({ getRequests: vi.fn(async () => [request]) }, { useCases: [] });
  const labels: (string | undefined)[] = [];
  render(
    <AppSessionProvider value={session}>
      <CrumbLabelProvider value={(label) => labels.push(label)}>
        <MemoryRouter initialEntries={[`/requests/application-process/${request.humanResourceRequestId}`]}>
          <Routes>
            <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
          </Routes>
        </MemoryRouter>
      </CrumbLabelProvider>
    </AppSessionProvider>,
  );
  return labels;
}

test('the last crumb names the request number', async () => {
  const labels = crumbOf('100018');
  await waitFor(() => expect(labels.at(-1)).toBe('100018'));
});

test("a request without a number is 'XXXXXX' in the last crumb", async () => {
  const labels = crumbOf('');
  await waitFor(() => expect(labels.at(-1)).toBe('XXXXXX'));
  expect(labels).not.toContain('18');
});

// 'Historial de la solicitud' below the tasks, over its own actor (call 19): read again when the
// page's own change gives the request a new version, and when a 412 hands it the request someone else
// changed; a failed history never hides the request.
describe('the process page’s history', () => {
  class Changed extends Error {
    constructor(readonly conflict: RequestConflict) {
      super('412');
    }
  }
  const entry = (version: number, fields: Record<string, unknown>) => ({
    historyEntryId: String(version),
    humanResourceRequestId: '18',
    humanResourceRequestVersion: version,
    recordedAt: `2026-11-21T14:0${version}:00.000Z`,
    accountId: 'ana.admin',
    personName: 'Ana Sofía Gutiérrez',
    statusFrom: 'onboarding_in_progress',
    statusTo: 'onboarding_in_progress',
    ...fields,
  });

  function setup() {
    let request = onboardingRequest({ humanResourceRequestVersion: 1 });
    const history = [entry(1, { event: 'created', statusFrom: '' })];
    const api = {
      getRequests: vi.fn(async () => [request]),
      getRequestHistory: vi.fn(async (_input: { requestId: string }) => parseRequestHistory(history)),
      assignResponsible: vi.fn(async () => {
        history.push(
          entry(2, {
            event: 'responsibleChanged',
            detail: { previousResponsible: '', newResponsible: 'Ana Sofía Gutiérrez' },
          }),
        );
        request = { ...request, userCodeInCharge: 'ana.admin', userNameInCharge: 'Ana Sofía Gutiérrez' };
        request = { ...request, humanResourceRequestVersion: 2 };
        return request;
      }),
    };
    const session = requestsSession(api, { useCases: ['AddEmployeeLink'] });
    render(
      <AppSessionProvider value={session}>
        <CrumbLabelProvider value={() => undefined}>
          <MemoryRouter initialEntries={['/requests/application-process/18']}>
            <Routes>
              <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
            </Routes>
          </MemoryRouter>
        </CrumbLabelProvider>
      </AppSessionProvider>,
    );
    return { api, history };
  }

  const section = () => screen.findByRole('region', { name: 'Historial de la solicitud' });

  test('below the tasks; assigning myself reads it again and shows the new entry first', async () => {
    const { api } = setup();
    const history = await section();
    expect(await within(history).findByText('Solicitud creada')).toBeInTheDocument();
    const done = screen.getByRole('region', { name: 'Tareas hechas' });
    expect(done.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(api.getRequestHistory).toHaveBeenCalledWith(expect.objectContaining({ requestId: '18' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cambiar responsable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar responsable' });
    await userEvent.click(within(dialog).getByText('Asignarme a mí como responsable.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    const assigned = await within(history).findByText('Cambio de responsable');
    const item = assigned.closest('li');
    expect(item).toHaveTextContent('21/Nov/2026 09:02 · Ana Sofía Gutiérrez');
    expect(item).toHaveTextContent('Queda a cargo: Ana Sofía Gutiérrez');
    const titles = within(history)
      .getAllByRole('listitem')
      .map((listed) => within(listed).getByRole('heading').textContent);
    expect(titles).toEqual(['Cambio de responsable', 'Solicitud creada']);
    expect(api.getRequestHistory).toHaveBeenCalledTimes(2);
  });

  test('a 412 (someone else changed it) reads it again with their change', async () => {
    const { api, history } = setup();
    api.assignResponsible.mockImplementationOnce(async () => {
      history.push(
        entry(2, {
          event: 'responsibleChanged',
          accountId: 'beto.unaunidad',
          personName: 'Alberto Núñez',
          detail: { previousResponsible: '', newResponsible: 'Alberto Núñez' },
        }),
      );
      throw new Changed(
        parseRequestConflict({
          humanResourceRequest: {
            ...onboardingRequest(),
            humanResourceRequestVersion: 2,
            userCodeInCharge: 'beto.unaunidad',
            userNameInCharge: 'Alberto Núñez',
          },
          lastChange: {
            userWhoExecutedAction: 'beto.unaunidad',
            userName: 'Alberto Núñez',
            actionExecuted: 'Asignación de responsable',
            executionDate: '2026-11-21T14:02:00.000Z',
          },
        }),
      );
    });
    const shown = await section();
    expect(await within(shown).findByText('Solicitud creada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar responsable' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar responsable' });
    await userEvent.click(within(dialog).getByText('Asignarme a mí como responsable.'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Otra persona modificó esta solicitud')).toBeInTheDocument();
    const theirs = await within(shown).findByText('Cambio de responsable');
    expect(theirs.closest('li')).toHaveTextContent('Alberto Núñez');
  });

  test('a history that cannot be read says so with Reintentar; the request stays', async () => {
    const { api } = setup();
    api.getRequestHistory.mockRejectedValueOnce(new Error('Todos los intentos fallaron.'));
    const shown = await section();
    expect(await within(shown).findByRole('alert')).toHaveTextContent(
      'No se pudo cargar el historial de la solicitud.',
    );
    expect(screen.getByRole('region', { name: 'Tareas por hacer' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Reintentar' }));
    expect(await within(shown).findByText('Solicitud creada')).toBeInTheDocument();
  });
});
