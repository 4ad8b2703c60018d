import type { Api } from '@src/api/api';
import { createQueries, queryKeys } from '@src/api/queries';
import { SelectedEmployeeScope } from '@src/app/layout/selected-employee-scope';
import { ContractsRoute } from '@src/app/routes/contracts-routes';
import type { AppSession } from '@src/app/session/app-session';
import { AppSessionProvider } from '@src/app/session/app-session';
import { type Employee, parseEmployee } from '@src/domain/entities';
import { formatDate } from '@src/domain/format';
import { QueryClient } from '@tanstack/react-query';
import {
  contractUseCases,
  expiredContract,
  linkingRequest,
  validContract,
} from '@test/support/contracts-data';
import { withPortalRoot } from '@test/support/portal-root';
import { flush } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';

withPortalRoot();
afterEach(() => vi.unstubAllGlobals());

const employeeWith = (contracts: unknown[]) =>
  parseEmployee({
    employeeId: '100001',
    names: 'José Andrés',
    surnames: 'Muñoz Peña',
    employmentContracts: contracts,
  });

function fakeSession(getEmployee: () => Promise<Employee>) {
  const api = {
    getEmployee: vi.fn(getEmployee),
    getPendingDays: vi.fn(async () => []),
    getRequests: vi.fn(async () => [linkingRequest]),
    saveRequest: vi.fn(async () => ({ humanResourceRequestId: 'R-1', humanResourceRequestNumber: '200001' })),
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const session = {
    api: api as unknown as Api,
    queries: createQueries(api as unknown as Api),
    queryClient,
    user: { id: 'ana.admin', name: 'Ana', email: '', account: 'ana.admin', documentNumber: '1' },
    staffUser: { staffId: 'S-1', staffName: 'Ana Sofía Gutiérrez' },
    useCases: contractUseCases,
    selectedClient: { id: 'UN-ANDINA', name: 'Operaciones Región Andina', sigla: 'ANDINA', logo: '' },
    selectedEmployeeId: employeeWith([]).employeeId,
    toasts: { show: vi.fn() },
    inspect: undefined,
  } as unknown as AppSession;
  return { session, api, queryClient };
}

async function renderRoute(session: AppSession) {
  render(
    <AppSessionProvider value={session}>
      <SelectedEmployeeScope>
        <MemoryRouter initialEntries={['/contracts']}>
          <Routes>
            <Route path="/contracts" element={<ContractsRoute />} />
            <Route path="/" element={<p>Inicio</p>} />
          </Routes>
        </MemoryRouter>
      </SelectedEmployeeScope>
    </AppSessionProvider>,
  );
  await act(flush);
}

describe('/contracts route', { timeout: 20_000 }, () => {
  test("the contracts of call 8; without a valid one the employee's Onboarding requests of call 10", async () => {
    const { session, api } = fakeSession(async () => employeeWith([expiredContract]));
    await renderRoute(session);
    expect(api.getEmployee).toHaveBeenCalledTimes(1);
    expect(api.getRequests).toHaveBeenCalledWith(
      expect.objectContaining({ employeeId: '100001', requestType: 'Onboarding', businessUnit: 'UN-ANDINA' }),
    );
    expect(
      screen.getByText('Hay una solicitud de vinculación en trámite para este empleado.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Contrato AND-2018-00012' })).toBeInTheDocument();
  });

  test('a failed call 8 shows its error with a retry, never the empty state; the retry asks again', async () => {
    let fail = true;
    const { session, api } = fakeSession(async () => {
      if (fail) throw new Error('Error al obtener el empleado 100001');
      return employeeWith([validContract]);
    });
    await renderRoute(session);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al obtener el empleado 100001');
    expect(screen.queryByText('No hay contratos disponibles para este empleado.')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await act(flush);
    expect(api.getEmployee).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Contrato AND-2022-00013' })).toBeInTheDocument();
    expect(api.getRequests).not.toHaveBeenCalled();
  });

  test('a confirmed action goes to call 11 as the staff member with an Idempotency-Key, then the requests are refreshed', async () => {
    const { session, api, queryClient } = fakeSession(async () => employeeWith([validContract]));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await renderRoute(session);
    await userEvent.click(screen.getByRole('button', { name: 'Terminar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmar' }),
    );
    const decision = await screen.findByRole('dialog', { name: 'Terminar contrato' });
    const retirement = formatDate(new Date(Date.now() + 20 * 86_400_000));
    await userEvent.type(within(decision).getByRole('textbox', { name: /Fecha de retiro/ }), retirement);
    await userEvent.type(within(decision).getByRole('textbox', { name: /Motivo de retiro/ }), 'Renuncia');
    await userEvent.click(within(decision).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enviar' }),
    );
    await act(flush);
    expect(api.saveRequest).toHaveBeenCalledTimes(1);
    const sent = (api.saveRequest.mock.calls as unknown as unknown[][])[0]?.[0] as {
      request: Record<string, unknown>;
      idempotencyKey: string;
    };
    expect(sent.request).toMatchObject({
      humanResourceRequestType: 'LeavingTheJob',
      employeeId: '100001',
      requesterCode: 'S-1',
      requesterName: 'Ana Sofía Gutiérrez',
      humanResourceRequestData: {
        contractAction: 'terminate',
        contractId: 'C-3',
        retirementReason: 'Renuncia',
      },
    });
    expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{36}-terminate-C-3$/);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.requests('UN-ANDINA', '100001') });
    expect(
      screen.getByText('La solicitud de terminación del contrato fue enviada exitosamente.'),
    ).toBeInTheDocument();
  });

  test("'Agregar vinculación' opens /employees/new-employee for this employee in a new tab", async () => {
    const open = vi.fn();
    vi.stubGlobal('open', open);
    const { session } = fakeSession(async () => employeeWith([validContract]));
    await renderRoute(session);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar vinculación' }));
    expect(open).toHaveBeenCalledWith('/employees/new-employee?for=100001', '_blank', 'noopener');
  });

  test('the back arrow goes home', async () => {
    const { session } = fakeSession(async () => employeeWith([validContract]));
    await renderRoute(session);
    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(screen.getByText('Inicio')).toBeInTheDocument();
  });
});
