import { successFlagMachine } from '@machines/ui/success-flag.machine';
import { parseContract } from '@src/domain/entities';
import { type UsedDaysGroup, usedDaysByContract } from '@src/domain/rules/vacations';
import { HolidaysPage } from '@src/features/holidays/holidays-page';
import { withPortalRoot } from '@test/support/portal-root';
import { flush, futureEnjoyment, paymentRequest, startList } from '@test/support/request-fixtures';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Load } from '@ui/load-state';
import { describe, expect, test, vi } from 'vitest';
import { createActor } from 'xstate';

withPortalRoot();

const contracts = [
  parseContract({
    contractId: 'C-1',
    contractNumber: 'CT-0001',
    businessName: 'Operadora Andina S.A.S.',
    vacationsHistory: [
      {
        vacationId: 'V1',
        vacationType: 'Pagadas',
        vacationPaymentDate: '2025-03-10T00:00:00Z',
        businessDaysOfVacation: 5,
      },
    ],
  }),
  parseContract({
    contractId: 'C-2',
    contractNumber: 'CT-0002',
    businessName: 'Servicios del Valle S.A.S.',
    vacationsHistory: [
      {
        vacationId: 'V2',
        vacationType: 'Disfrute',
        startDateVacationEnjoyment: '2024-12-02T00:00:00Z',
        businessDaysOfVacation: 7,
      },
    ],
  }),
];

async function renderPage(
  list: ReturnType<typeof startList>,
  groups: Load<readonly UsedDaysGroup[]> = { state: 'loaded', value: usedDaysByContract(contracts) },
  tab?: 'inProcess',
) {
  render(<HolidaysPage listRef={list.actor} usedDays={groups} initialTab={tab} />);
  await act(flush);
}

describe('/holidays', { timeout: 20_000 }, () => {
  test('the page template has its back arrow beside the title (SPEC §2)', async () => {
    const onBack = vi.fn();
    render(
      <HolidaysPage
        listRef={startList([paymentRequest]).actor}
        usedDays={{ state: 'loaded', value: [] }}
        onBack={onBack}
      />,
    );
    await act(flush);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Regresar' }));
    expect(onBack).toHaveBeenCalledOnce();
  });

  test("while call 8 runs 'Días utilizados' shows a spinner, never the empty text", async () => {
    await renderPage(startList([paymentRequest]), { state: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando días utilizados');
    expect(screen.queryByText('Aún no has utilizado ningún día de vacaciones.')).not.toBeInTheDocument();
  });

  test("after call 8 failed 'Días utilizados' shows the error with a retry, never the empty text", async () => {
    const onRetryUsedDays = vi.fn();
    const list = startList([paymentRequest]);
    render(
      <HolidaysPage
        listRef={list.actor}
        usedDays={{ state: 'failed', message: 'Error al obtener el empleado E1' }}
        onRetryUsedDays={onRetryUsedDays}
      />,
    );
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al obtener el empleado E1');
    expect(screen.queryByText('Aún no has utilizado ningún día de vacaciones.')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetryUsedDays).toHaveBeenCalledOnce();
  });

  test('shows the title, the request buttons and the used days per contract', async () => {
    const list = startList([paymentRequest]);
    await renderPage(list);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Consulta de días utilizados' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Días utilizados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Contrato CT-0001 · Operadora Andina S.A.S.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Contrato CT-0002 · Servicios del Valle S.A.S.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '10/Mar/2025' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Pagadas' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Solicitar pago' }));
    expect(list.effects.goToPaymentWizard).toHaveBeenCalledTimes(1);
  });

  test('with no used days says so', async () => {
    await renderPage(startList([]), { state: 'loaded', value: [] });
    expect(screen.getByText('Aún no has utilizado ningún día de vacaciones.')).toBeInTheDocument();
  });

  test('lists the requests in process with Spanish labels, 5 rows a page', async () => {
    const many = Array.from({ length: 7 }, (_, index) => ({
      ...paymentRequest,
      humanResourceRequestId: `R-${index}`,
      humanResourceRequestNumber: `2026-000${index}`,
    }));
    await renderPage(startList(many), { state: 'loaded', value: [] }, 'inProcess');
    const table = screen.getByRole('table', { name: 'Solicitudes de vacaciones en trámite' });
    expect(within(table).getAllByRole('cell', { name: 'Vacaciones Pagadas' })).toHaveLength(5);
    expect(within(table).getAllByRole('cell', { name: '01/Nov/2026' })).toHaveLength(5);
    expect(within(table).getAllByRole('cell', { name: 'Aprobación Jefe Inmediato' })).toHaveLength(5);
    for (const header of ['Tipo de solicitud', 'Fecha', 'Días hábiles', 'Estado', 'Detalles', 'Eliminar']) {
      expect(within(table).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.getByText('1 - 5 de 7')).toBeInTheDocument();
  });

  test("an empty list says 'No tiene solicitudes en trámite.'", async () => {
    await renderPage(startList([]), { state: 'loaded', value: [] }, 'inProcess');
    expect(screen.getByText('No tiene solicitudes en trámite.')).toBeInTheDocument();
  });

  test('opens the details of a request', async () => {
    await renderPage(startList([paymentRequest]), { state: 'loaded', value: [] }, 'inProcess');
    await userEvent.click(screen.getByRole('button', { name: 'Ver detalles de la solicitud 2026-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solicitud 2026-0007' });
    expect(within(dialog).getByText('Días a pagar')).toBeInTheDocument();
    expect(within(dialog).getByText('Operadora Andina')).toBeInTheDocument();
  });

  test('discards a request with a justification and it leaves the list', async () => {
    const list = startList([paymentRequest, futureEnjoyment]);
    await renderPage(list, { state: 'loaded', value: [] }, 'inProcess');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0007' }));
    const dialog = await screen.findByRole('dialog', { name: 'Descartar solicitud' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    expect(within(dialog).getByText('Este campo no puede estar vacío')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Justificación/ }), 'Cambio de planes');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Descartar' }));
    await act(flush);
    expect(list.effects.removals[0]?.body.removeHumanResourcesRequest[0]?.removalJustification).toBe(
      'Cambio de planes',
    );
    expect(list.effects.notify).toHaveBeenCalledWith({
      appearance: 'success',
      title: 'Solicitud Descartada',
      description: 'La solicitud se canceló correctamente',
    });
    expect(screen.queryByRole('button', { name: 'Eliminar la solicitud 2026-0007' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0008' })).toBeInTheDocument();
  });

  test("a request the rules keep shows a disabled 'Eliminar' with the exact refusal, and stays", async () => {
    const list = startList([futureEnjoyment]);
    await renderPage(list, { state: 'loaded', value: [] }, 'inProcess');
    const remove = screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0008' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
    );
    list.actor.send({ type: 'DISCARD_VACATION', requestId: futureEnjoyment.humanResourceRequestId });
    await act(flush);
    expect(list.effects.removals).toEqual([]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('without the use cases the controls are disabled with their explanations', async () => {
    await renderPage(
      startList([paymentRequest], { useCases: [] }),
      { state: 'loaded', value: [] },
      'inProcess',
    );
    expect(screen.getByRole('button', { name: 'Solicitar disfrute' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Solicitar disfrute' })).toHaveAccessibleDescription(
      'No tiene privilegios para solicitar disfrute de vacaciones.',
    );
    expect(screen.getByRole('button', { name: 'Solicitar pago' })).toHaveAccessibleDescription(
      'No tiene privilegios para solicitar pago de vacaciones.',
    );
    const details = screen.getByRole('button', { name: 'Ver detalles de la solicitud 2026-0007' });
    expect(details).toBeDisabled();
    expect(details).toHaveAccessibleDescription('No tienes privilegios para ver detalles.');
    const remove = screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0007' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('No tienes privilegios para eliminar este registro.');
  });

  test('a failed load offers to retry', async () => {
    const list = startList(new Error('500'));
    await renderPage(list, { state: 'loaded', value: [] }, 'inProcess');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    );
    expect(list.effects.notify).toHaveBeenCalledWith({
      appearance: 'danger',
      title: 'Error en la solicitud',
      // Both types failed: the text is cut to the toast's 80 characters inside its quotes.
      description: 'Error al obtener solicitudes de tipo "Vacaciones Disfrutadas, Vacaciones Pagad…"',
    });
  });

  test('shows the success flag after a request was sent, and closes it', async () => {
    const list = startList([paymentRequest]);
    const flag = createActor(successFlagMachine.provide({ actions: { forgetLandingFlag: () => {} } }), {
      input: { flag: 'La solicitud de pago fue enviada exitosamente.' },
    }).start();
    render(
      <HolidaysPage
        listRef={list.actor}
        usedDays={{ state: 'loaded', value: [] }}
        flagRef={flag}
        initialTab="inProcess"
      />,
    );
    await act(flush);
    expect(screen.getByText('La solicitud de pago fue enviada exitosamente.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByText('La solicitud de pago fue enviada exitosamente.')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
