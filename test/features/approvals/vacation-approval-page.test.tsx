// The vacation-approval screen in jsdom: axe in every state (including the result modal), and the whole
// answer made with the keyboard only. Colour contrast needs layout, which jsdom lacks (the UI-kit theme
// test checks every token pair; the browser tests run axe on the real screen).

import { type LoadedApproval, vacationApprovalMachine } from '@machines/approvals/vacation-approval.machine';
import type { HumanResourceRequest } from '@src/domain/entities';
import { VacationApprovalPage } from '@src/features/approvals/vacation-approval-page';
import { awaitingPayment } from '@test/support/approval-fixtures';
import { withPortalRoot } from '@test/support/portal-root';
import { flush } from '@test/support/request-fixtures';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, test } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

withPortalRoot();

const payment = awaitingPayment;
const loadedPayment: LoadedApproval = {
  request: payment,
  employee: {
    employeeId: '100002',
    name: 'María Begoña Ibáñez Zúñiga',
    identificationDocumentNumber: '52987654',
  },
};

function start(options: {
  load?: () => Promise<LoadedApproval>;
  send?: () => Promise<HumanResourceRequest>;
  useCases?: string[];
}) {
  const actor = createActor(
    vacationApprovalMachine.provide({
      actors: {
        loadApproval: fromPromise(options.load ?? (async () => loadedPayment)),
        sendAnswer: fromPromise(
          options.send ?? (async () => ({ ...payment, humanResourceRequestStatus: 'rejected' })),
        ),
      },
    }),
    {
      input: {
        requestNumber: '150002',
        kind: 'payment',
        useCases: options.useCases ?? ['ApproveVacationRequest'],
        idempotencyKey: 'key-1',
      },
      clock: new SimulatedClock(),
    },
  );
  actor.start();
  render(
    <main>
      <VacationApprovalPage
        actorRef={actor}
        brand={{ name: 'ERM Operador de Servicios S.A.S.', logo: 'data:image/svg+xml,%3Csvg/%3E' }}
      />
    </main>,
  );
  return actor;
}

async function violations() {
  const result = await axe.run(document.body, {
    rules: {
      'color-contrast': { enabled: false },
      'target-size': { enabled: true },
      region: { enabled: false },
    },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
  );
}

describe('the vacation-approval screen', { timeout: 30_000 }, () => {
  test('loading is a spinner, not an empty form, and has no axe violation', async () => {
    const actor = start({ load: () => new Promise(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando la solicitud');
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByText(/0 días/)).not.toBeInTheDocument();
    expect(await violations()).toEqual([]);
    actor.stop();
  });

  test('a failed load shows the error and Reintentar, with no axe violation', async () => {
    const actor = start({ load: async () => Promise.reject(new Error('x')) });
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la solicitud de vacaciones.');
    expect(await violations()).toEqual([]);
    actor.stop();
  });

  test('the form, its messages, the error flag and the result modal have no axe violation', async () => {
    let fail = true;
    const actor = start({
      send: async () => {
        if (fail) throw new Error('500');
        return { ...payment, humanResourceRequestStatus: 'rejected' };
      },
    });
    await act(flush);
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Rechazar' }));
    expect(screen.getByRole('textbox', { name: /Observaciones/ })).toHaveAccessibleDescription(
      expect.stringContaining('Las observaciones son obligatorias al rechazar la solicitud'),
    );
    expect(await violations()).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: /Observaciones/ }), 'Sin reemplazo');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await act(flush);
    expect(screen.getByRole('alert')).toHaveTextContent('Error al enviar la solicitud. Intente nuevamente.');
    expect(await violations()).toEqual([]);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Respuesta enviada' });
    expect(dialog).toHaveTextContent('Solicitud de vacaciones rechazada');
    expect(await violations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(
      await screen.findByText('Respuesta registrada. Estado de la solicitud: Rechazada.'),
    ).toBeInTheDocument();
    expect(await violations()).toEqual([]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  test('Enviar says why it is disabled: no choice yet, then the missing privilege', async () => {
    const actor = start({ useCases: ['VacationDetailsInProcess'] });
    await act(flush);
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toBeDisabled();
    expect(send).toHaveAccessibleDescription('Debe seleccionar una opción de aprobación');
    await userEvent.click(screen.getByRole('radio', { name: 'Aprobar' }));
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAccessibleDescription(
      'No tiene privilegios para aprobar solicitudes de vacaciones.',
    );
    actor.stop();
  });

  test('a person answers with the keyboard only', async () => {
    const actor = start({});
    await act(flush);
    const user = userEvent.setup();
    // The first focusable control is the radio group: arrows choose, Tab moves on.
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Aprobar' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Rechazar' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('textbox', { name: /Observaciones/ })).toHaveFocus();
    await user.keyboard('No hay reemplazo ese mes.');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Respuesta enviada' });
    expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    // Focus moves into the modal; Escape closes it.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(actor.getSnapshot().status).toBe('done'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('while the answer is sent Enviar shows it is running, and Escape is refused visibly', async () => {
    let finish: (request: HumanResourceRequest) => void = () => {};
    let sent = 0;
    const actor = start({
      send: () => {
        sent += 1;
        return new Promise<HumanResourceRequest>((resolve) => {
          finish = resolve;
        });
      },
    });
    await act(flush);
    await userEvent.click(screen.getByRole('radio', { name: 'Aprobar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    // Running: Enviar is in the kit's pending state (focus kept, not pressable), its one spinner.
    const send = screen.getByRole('button', { name: 'Enviar' });
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveAttribute('data-pending', 'true');
    expect(send).toHaveFocus();
    await userEvent.click(send);
    expect(sent).toBe(1);
    expect(await violations()).toEqual([]);
    expect(
      screen.queryByText('La respuesta se está enviando: no se puede cancelar. Espere a que termine.'),
    ).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(
      await screen.findByText('La respuesta se está enviando: no se puede cancelar. Espere a que termine.'),
    ).toHaveAttribute('role', 'status');
    expect(actor.getSnapshot().matches('submitting')).toBe(true);
    await act(async () => finish({ ...payment, humanResourceRequestStatus: 'HR_compliance_verification' }));
    expect(await screen.findByRole('dialog', { name: 'Respuesta enviada' })).toBeInTheDocument();
    // The form is gone with its button: no announcement of the pending state is left without a name.
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });

  test.each([
    [
      'a canceled request says it was canceled, never answered',
      'canceled',
      'Esta solicitud fue cancelada: ya no se puede responder.',
    ],
    [
      'an answered request says so',
      'HR_compliance_verification',
      'Esta solicitud ya fue respondida. Estado actual: Verificación en Gestión Humana.',
    ],
  ])('%s', async (_, status, text) => {
    start({
      load: async () => ({ ...loadedPayment, request: { ...payment, humanResourceRequestStatus: status } }),
    });
    expect(await screen.findByText(text)).toHaveAttribute('role', 'status');
    if (status === 'canceled') expect(screen.queryByText(/ya fue respondida/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });

  test('a loaded request of another number is never shown: the number is not found', async () => {
    start({
      load: async () => ({ ...loadedPayment, request: { ...payment, humanResourceRequestNumber: '150009' } }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No existe una solicitud con el número 150002 en esta unidad de negocio.',
    );
    expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
  });
});
