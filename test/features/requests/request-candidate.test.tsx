// The process page shows who is being onboarded ('Datos del candidato') and opens the CV HR
// must approve ('Hoja de vida', call 18) for a person holding AddEmployeeLink, with its loading and
// error states in Spanish.

import { ApiError } from '@src/api/http-client';
import { RequestProcessRoute } from '@src/app/routes/requests-routes';
import { type AppSession, AppSessionProvider } from '@src/app/session/app-session';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { onboardingTasks } from '@stack/services/onboarding-process';
import { withPortalRoot } from '@test/support/portal-root';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, type MockInstance, test, vi } from 'vitest';
import { requestsSession } from './support';

withPortalRoot();

const sofia = parseHumanResourceRequest({
  humanResourceRequestId: 'HRR-00004',
  humanResourceRequestNumber: '100004',
  humanResourceRequestDate: '2026-11-02',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
  humanResourceRequestData: {
    personal: {
      names: 'Sofía',
      lastNames: 'Peña Ordóñez',
      identificationNumber: '1098765432',
      attachedFile: {
        fileName: 'hoja-de-vida-pena-ordonez.pdf',
        contentType: 'application/pdf',
        sizeBytes: 9,
      },
    },
    position: { startDate: '2026-12-07', position: 'Asesor comercial' },
  },
  tasksToManageTheHumanResourcesRequests: onboardingTasks('HRR-00004', 2),
});

const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });

function sessionWith(
  useCases: string[],
  getRequestCurriculum: (input: { requestId: string }) => Promise<unknown>,
) {
  const api = {
    getRequests: vi.fn(async () => [sofia]),
    getRequestCurriculum: vi.fn(getRequestCurriculum),
    // The page's history section reads call 19 too: none yet, so its only alerts are the CV's.
    getRequestHistory: vi.fn(async () => []),
  };
  return { session: requestsSession(api, { useCases }), api };
}

function renderProcess(session: AppSession) {
  return render(
    <AppSessionProvider value={session}>
      <MemoryRouter initialEntries={['/requests/application-process/HRR-00004']}>
        <Routes>
          <Route path="/requests/application-process/:requestId" element={<RequestProcessRoute />} />
        </Routes>
      </MemoryRouter>
    </AppSessionProvider>,
  );
}

const candidate = async () => within(await screen.findByRole('region', { name: 'Datos del candidato' }));

const notFound = () =>
  new ApiError({ kind: 'http', status: 404, message: 'x', finalMessage: 'y', action: 'a', attempts: 1 });

let createObjectURL: ReturnType<typeof vi.fn>;
let download: MockInstance<() => void>;

beforeEach(() => {
  createObjectURL = vi.fn(() => 'blob:http://localhost/cv');
  URL.createObjectURL = createObjectURL as unknown as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});

afterEach(() => {
  download.mockRestore();
});

/** The link the page clicked to hand the file over. */
const downloaded = () => download.mock.contexts.map((link) => link as HTMLAnchorElement);

describe('the process page’s candidate', { timeout: 30_000 }, () => {
  test('shows the names, ID number, position and start date of the person being linked', async () => {
    const { session } = sessionWith(['AddEmployeeLink'], async () => ({ content: pdf, fileName: 'cv.pdf' }));
    renderProcess(session);
    const section = await candidate();
    const detailOf = (term: string) => section.getByText(term).nextElementSibling?.textContent;
    expect(detailOf('Nombres')).toBe('Sofía');
    expect(detailOf('Apellidos')).toBe('Peña Ordóñez');
    expect(detailOf('Número de identificación')).toBe('1098765432');
    expect(detailOf('Cargo')).toBe('Asesor comercial');
    expect(detailOf('Fecha de inicio')).toBe('07/Dic/2026');
    expect(section.getByText(/hoja-de-vida-pena-ordonez\.pdf/)).toBeInTheDocument();
  });

  test('Hoja de vida reads the CV (call 18) and hands it over as a PDF download with its name', async () => {
    let answer: (value: unknown) => void = () => {};
    const { session, api } = sessionWith(
      ['AddEmployeeLink'],
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    renderProcess(session);
    await userEvent.click((await candidate()).getByRole('button', { name: 'Hoja de vida' }));
    expect(api.getRequestCurriculum).toHaveBeenCalledWith(
      expect.objectContaining({ requestId: 'HRR-00004' }),
    );
    expect(await screen.findByText('Abriendo la hoja de vida…')).toHaveAttribute('role', 'status');
    await act(async () => answer({ content: pdf, fileName: 'hoja-de-vida.pdf' }));
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(createObjectURL).toHaveBeenCalledWith(pdf);
    expect(downloaded().map((link) => [link.href, link.download])).toEqual([
      ['blob:http://localhost/cv', 'hoja-de-vida.pdf'],
    ]);
    await vi.waitFor(() => expect(screen.queryByText('Abriendo la hoja de vida…')).not.toBeInTheDocument());
  });

  test('a request without a CV says so; a failed read says it failed, and Hoja de vida tries again', async () => {
    const read = vi
      .fn<(input: { requestId: string }) => Promise<unknown>>()
      .mockRejectedValueOnce(notFound())
      .mockRejectedValueOnce(new Error('red'))
      .mockResolvedValueOnce({ content: pdf, fileName: 'cv.pdf' });
    const { session } = sessionWith(['AddEmployeeLink'], read);
    renderProcess(session);
    const button = (await candidate()).getByRole('button', { name: 'Hoja de vida' });
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Esta solicitud no tiene hoja de vida adjunta.',
    );
    await userEvent.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo obtener la hoja de vida. Intente nuevamente.',
    );
    await userEvent.click(button);
    await vi.waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('without AddEmployeeLink there is no Hoja de vida (call 18 would refuse it)', async () => {
    const { session, api } = sessionWith([], async () => ({ content: pdf, fileName: 'cv.pdf' }));
    renderProcess(session);
    const section = await candidate();
    expect(section.getByText('Nombres')).toBeInTheDocument();
    expect(section.queryByRole('button', { name: 'Hoja de vida' })).not.toBeInTheDocument();
    expect(api.getRequestCurriculum).not.toHaveBeenCalled();
    expect(download).not.toHaveBeenCalled();
  });
});
