import { RequestProcessRoute, RequestsBoardRoute } from '@src/app/routes/requests-routes';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { boardOrientationKey } from '@src/app/storage/board-orientation';
import { type HumanResourceRequest, parseHumanResourceRequest } from '@src/domain/entities';
import { NotFoundPage } from '@src/features/errors/not-found-page';
import { withPortalRoot } from '@test/support/portal-root';
import { onboardingRequest } from '@test/support/process-fixtures';
import { windowWidth } from '@test/support/window-width';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { requestsSession } from './support';

withPortalRoot();
beforeEach(() => localStorage.clear());

const onboarding = onboardingRequest({ humanResourceRequestDate: '2026-11-02' });
const certification = parseHumanResourceRequest({
  humanResourceRequestId: '19',
  humanResourceRequestNumber: '100019',
  humanResourceRequestDate: '2026-10-01',
  humanResourceRequestType: 'Certification',
  humanResourceRequestStatus: 'certification_generation',
  userCodeInCharge: 'ana',
  userNameInCharge: 'Ana Admin',
});
const closed = parseHumanResourceRequest({
  humanResourceRequestId: '20',
  humanResourceRequestNumber: '100020',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'closed',
});

function fakeSession(getRequests: () => Promise<HumanResourceRequest[]>) {
  const api = { getRequests: vi.fn((_: { employeeId: string; requestType?: string }) => getRequests()) };
  const session = requestsSession(api, { useCases: [] });
  return { session, api };
}

function ProcessProbe() {
  const location = useLocation();
  return <p>{`proceso ${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderAt(session: AppSession, path: string) {
  return render(
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/requests/application-process/:id" element={<ProcessProbe />} />
          <Route path="/requests" element={<RequestsBoardRoute />} />
          <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
          <Route path="/requests/*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>
    </AppSessionProvider>,
  );
}

/** The columns render in the background after the page (useDeferredValue): a slow first render may take a while. */
const boardShown = { timeout: 10_000 };

const column = (title: string) => screen.getByRole('region', { name: title });

describe('requests board', { timeout: 30_000 }, () => {
  test('shows every request of the employee (call 10 without a type) in its column with its card', async () => {
    const { session, api } = fakeSession(async () => [onboarding, certification, closed]);
    renderAt(session, '/requests');
    await screen.findByRole('heading', { name: 'Por evaluar' }, boardShown);
    expect(api.getRequests).toHaveBeenCalledTimes(1);
    expect(api.getRequests.mock.calls[0]?.[0]).toMatchObject({
      employeeId: '100001',
      requestType: undefined,
    });
    const pending = within(column('Por evaluar'));
    expect(pending.getByText('Vinculación')).toBeInTheDocument();
    expect(pending.getByText('ID.')).toBeInTheDocument();
    expect(pending.getByText('100018')).toBeInTheDocument();
    expect(pending.getByText('Fecha de solicitud')).toBeInTheDocument();
    expect(pending.getByText('02/Nov/2026')).toBeInTheDocument();
    expect(pending.getByText('Sin responsable')).toBeInTheDocument();
    expect(pending.getByRole('link', { name: 'Abrir la solicitud 100018' })).toHaveAttribute(
      'href',
      '/requests/application-process/18',
    );
    const inProgress = within(column('En progreso'));
    expect(inProgress.getByText('Ana Admin')).toBeInTheDocument();
    // A type without a process page says SPEC §8's text.
    expect(inProgress.getByText('Tipo de solicitud no reconocido.')).toBeInTheDocument();
    expect(inProgress.queryByRole('link')).not.toBeInTheDocument();
    expect(within(column('Terminada')).getByText('100020')).toBeInTheDocument();
    expect(screen.getByText('Sin filtros aún.')).toBeInTheDocument();
  });

  test('when the window regains focus the board reads call 10 again and the card moves; the keyword stays', async () => {
    let answer = [onboarding];
    const { session, api } = fakeSession(async () => answer);
    renderAt(session, '/requests');
    await screen.findByRole('heading', { name: 'Por evaluar' }, boardShown);
    const search = screen.getByRole('searchbox', { name: 'Buscar solicitud' });
    await userEvent.type(search, 'vincul');
    expect(within(column('Por evaluar')).getByText('100018')).toBeInTheDocument();
    answer = [{ ...onboarding, userCodeInCharge: 'beto.unaunidad', userNameInCharge: 'Alberto Núñez' }];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await within(column('En progreso')).findByText('100018', {}, boardShown)).toBeInTheDocument();
    expect(within(column('En progreso')).getByText('Alberto Núñez')).toBeInTheDocument();
    expect(api.getRequests).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('searchbox', { name: 'Buscar solicitud' })).toHaveValue('vincul');
  });

  test('an employee without requests sees the empty text in every column', async () => {
    const { session } = fakeSession(async () => []);
    renderAt(session, '/requests');
    await screen.findByRole('heading', { name: 'Por evaluar' }, boardShown);
    expect(screen.getAllByText('No hay solicitudes en trámite.')).toHaveLength(3);
  });

  test('the keyword filters the cards after the debounce; no match says so', async () => {
    const { session } = fakeSession(async () => [onboarding, certification, closed]);
    renderAt(session, '/requests');
    const search = await screen.findByRole('searchbox', { name: 'Buscar solicitud' }, boardShown);
    await userEvent.type(search, 'ana admin');
    expect(
      await screen.findAllByText(
        'No hay resultados que coincidan con los filtros aplicados.',
        {},
        boardShown,
      ),
    ).toHaveLength(2);
    expect(screen.getByText('100019')).toBeInTheDocument();
    expect(screen.queryByText('100018')).not.toBeInTheDocument();
  });

  test('a type filter applies after the submit delay; clearing shows everything again', async () => {
    const { session } = fakeSession(async () => [onboarding, certification, closed]);
    renderAt(session, '/requests');
    await screen.findByRole('heading', { name: 'Por evaluar' }, boardShown);
    // The type and status filters fold into one 'Filtros' control (1366×768: the columns above the fold).
    const fold = screen.getByText('Filtros');
    expect(fold.closest('details')).not.toHaveAttribute('open');
    await userEvent.click(fold);
    expect(fold.closest('details')).toHaveAttribute('open');
    const types = screen.getByRole('group', { name: 'Tipo de solicitud' });
    await userEvent.click(within(types).getByRole('checkbox', { name: 'Certificación' }));
    expect(screen.getByText('Aplicando filtros…')).toBeInTheDocument();
    expect(
      await screen.findAllByText('No hay solicitudes que coincidan con los filtros seleccionados.'),
    ).toHaveLength(2);
    expect(screen.queryByText('100018')).not.toBeInTheDocument();
    expect(screen.getByText('1 filtro aplicado')).toBeInTheDocument();
    expect(screen.getByText('Filtros (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(await screen.findByText('100018')).toBeInTheDocument();
    expect(screen.getByText('Sin filtros aún.')).toBeInTheDocument();
  });

  test('the orientation is vertical by default, saved in local storage and used on the next visit', async () => {
    const { session } = fakeSession(async () => [onboarding]);
    const first = renderAt(session, '/requests');
    await userEvent.click(await screen.findByRole('button', { name: 'Ver en horizontal' }, boardShown));
    expect(localStorage.getItem(boardOrientationKey)).toBe('horizontal');
    first.unmount();
    renderAt(session, '/requests');
    expect(await screen.findByRole('button', { name: 'Ver en vertical' }, boardShown)).toBeInTheDocument();
    // Horizontal sections collapse.
    const toggle = await screen.findByRole('button', { name: /Por evaluar/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('an onboarding card opens its process page with its column in the navigation state', async () => {
    const { session } = fakeSession(async () => [onboarding]);
    renderAt(session, '/requests');
    await userEvent.click(await screen.findByRole('link', { name: 'Abrir la solicitud 100018' }, boardShown));
    expect(
      screen.getByText('proceso /requests/application-process/18 {"column":"pending"}'),
    ).toBeInTheDocument();
  });

  test('a failed load shows the requests message and a retry, never an empty board', async () => {
    let fail = true;
    const { session } = fakeSession(async () => {
      if (fail) throw new Error('500');
      return [onboarding];
    });
    renderAt(session, '/requests');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    );
    expect(screen.queryByRole('heading', { name: 'Por evaluar' })).not.toBeInTheDocument();
    // SPEC §8: the list screen's toast too.
    expect(session.toasts.show).toHaveBeenCalledWith(
      expect.objectContaining({
        appearance: 'danger',
        title: 'Error en la solicitud',
        description: 'Error al obtener solicitudes',
      }),
    );
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('100018')).toBeInTheDocument();
  });

  test('a card is pinned; «Solo fijadas» shows only pinned cards; both kept for this person only', async () => {
    const { session } = fakeSession(async () => [onboarding, certification, closed]);
    const first = renderAt(session, '/requests');
    await screen.findByText('100019', {}, boardShown);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fijar la solicitud 100019' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Solo fijadas' }));
    await vi.waitFor(() => expect(screen.queryByText('100018')).not.toBeInTheDocument());
    expect(screen.getByText('100019')).toBeInTheDocument();
    first.unmount();
    // A reload keeps both for the same person.
    const second = renderAt(session, '/requests');
    expect(await screen.findByRole('checkbox', { name: 'Solo fijadas' }, boardShown)).toBeChecked();
    expect(await screen.findByText('100019', {}, boardShown)).toBeInTheDocument();
    expect(screen.queryByText('100018')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Fijar la solicitud 100019' })).toBeChecked();
    second.unmount();
    // Another person signed in on this browser starts with nothing pinned.
    const other = requestsSession(
      { getRequests: vi.fn(async () => [onboarding, certification, closed]) },
      { useCases: [], user: { ...session.user, sub: 'sub-carla' } },
    );
    renderAt(other, '/requests');
    expect(await screen.findByRole('checkbox', { name: 'Solo fijadas' }, boardShown)).not.toBeChecked();
    expect(await screen.findByText('100018', {}, boardShown)).toBeInTheDocument();
  });

  test('a long description is cut at 65 characters, the whole text still available', async () => {
    const description =
      'Vinculación de la nueva analista de nómina para la sede principal de Bogotá, con contrato a término fijo';
    const { session } = fakeSession(async () => [
      { ...onboarding, humanResourceRequestDescription: description },
    ]);
    renderAt(session, '/requests');
    const cut = await screen.findByText(`${description.slice(0, 65)}…`, {}, boardShown);
    expect(cut.closest('p')).toHaveAttribute('title', description);
    expect(within(cut.closest('p') as HTMLElement).getByText(description)).toBeInTheDocument();
  });

  test('on a phone (768 px or less) the person in charge is cut at 27 characters, whole on hover', async () => {
    const name = 'María Fernanda de los Ángeles Rodríguez';
    const withLongName = { ...certification, userNameInCharge: name };
    try {
      windowWidth(768);
      const phone = renderAt(fakeSession(async () => [withLongName]).session, '/requests');
      const cut = await screen.findByText(`${name.slice(0, 27)}…`, {}, boardShown);
      expect(cut).toHaveAttribute('title', name);
      phone.unmount();
      windowWidth(769);
      renderAt(fakeSession(async () => [withLongName]).session, '/requests');
      expect(await screen.findByText(name, {}, boardShown)).not.toHaveAttribute('title');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test('unknown sub-routes are not found', async () => {
    const { session } = fakeSession(async () => []);
    renderAt(session, '/requests/unknown/path');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });

  test('a long column shows 12 cards and adds 12 more per press of «Ver más solicitudes»', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      parseHumanResourceRequest({
        humanResourceRequestId: `P-${index}`,
        humanResourceRequestNumber: String(400_000 + index),
        humanResourceRequestType: 'PQR',
        humanResourceRequestStatus: 'supervisor_approval',
      }),
    );
    const { session } = fakeSession(async () => many);
    renderAt(session, '/requests');
    await screen.findByRole('heading', { name: 'Por evaluar' }, boardShown);
    const pending = within(column('Por evaluar'));
    expect(pending.getAllByRole('article')).toHaveLength(12);
    await userEvent.click(pending.getByRole('button', { name: 'Ver más solicitudes (12 de 30)' }));
    expect(pending.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(pending.getByRole('button', { name: 'Ver más solicitudes (24 de 30)' }));
    expect(pending.getAllByRole('article')).toHaveLength(30);
    expect(pending.queryByRole('button', { name: /Ver más solicitudes/ })).not.toBeInTheDocument();
  });
});
