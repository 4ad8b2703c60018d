import { withPortalRoot } from '@test/support/portal-root';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@ui/button';
import { ConfirmDialog } from '@ui/confirm-dialog';
import { Modal } from '@ui/modal';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';

function Opener({ portalId }: { portalId?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Agregar asignación</Button>
      <Modal
        isOpen={open}
        onClose={() => setOpen(false)}
        title="Agregar asignación"
        portalId={portalId}
        footer={<Button onPress={() => setOpen(false)}>Agregar</Button>}
      >
        <label>
          Valor
          <input />
        </label>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  withPortalRoot();

  test('renders into the portal node and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Agregar asignación' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar asignación' });
    expect(document.getElementById('portal-root')).toContainElement(dialog);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  test('keeps focus inside while tabbing forwards and backwards', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Agregar asignación' }));
    const dialog = await screen.findByRole('dialog');
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let i = 0; i < 6; i += 1) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  test('closes with Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Agregar asignación' });
    await user.click(opener);
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('closes with its Cerrar control and returns focus to the opener', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Agregar asignación' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('throws a clear error when its portal node is missing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <Modal isOpen onClose={() => {}} title="Requisitos" portalId="no-existe">
          Contenido
        </Modal>,
      ),
    ).toThrow('No se encontró el nodo del portal "#no-existe" para la ventana modal.');
  });
});

describe('ConfirmDialog', () => {
  withPortalRoot();

  test('is an alert dialog whose buttons confirm or cancel', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Regresar"
        confirmText="Sí, regresar"
        cancelText="Cancelar"
        onConfirm={onConfirm}
        onCancel={onCancel}
      >
        ¿Realmente quieres regresar? Se perderá el avance de tu solicitud.
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Regresar' });
    expect(dialog).toHaveTextContent('¿Realmente quieres regresar? Se perderá el avance de tu solicitud.');
    await user.click(within(dialog).getByRole('button', { name: 'Sí, regresar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  test('while confirming: a spinner on confirm, cancel disabled with its reason, Escape and close refused', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        isOpen
        title="Terminar contrato"
        confirmText="Enviar"
        cancelText="Cancelar"
        onConfirm={onConfirm}
        onCancel={onCancel}
        confirming
        busyReason="Enviando: espere la respuesta."
      >
        ¿Realmente deseas solicitar la terminación del contrato?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Terminar contrato' });
    const cancel = within(dialog).getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    expect(cancel).toHaveAccessibleDescription('Enviando: espere la respuesta.');
    // The confirm button is in the kit button's pending state: a spinner, not pressable.
    const confirm = within(dialog).getByRole('button', { name: 'Enviar' });
    expect(confirm).toHaveAttribute('data-pending', 'true');
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Terminar contrato' })).toBeInTheDocument();
  });

  test('Escape while confirming keeps the dialog and says why, as a status; the refusal ends with the confirmation', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const dialogOf = (confirming: boolean) => (
      <ConfirmDialog
        isOpen
        title="Finalizar"
        confirmText="Finalizar"
        cancelText="Cancelar"
        onConfirm={() => {}}
        onCancel={onCancel}
        confirming={confirming}
        busyReason="Enviando: espere la respuesta."
      >
        ¿Realmente deseas finalizar?
      </ConfirmDialog>
    );
    const { rerender } = render(dialogOf(true));
    const dialog = screen.getByRole('alertdialog', { name: 'Finalizar' });
    // The live region is there before it speaks (so the refusal is announced), empty until Escape.
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Finalizar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent('Enviando: espere la respuesta.');
    expect(within(dialog).getByRole('button', { name: 'Finalizar' })).toHaveAttribute('data-pending', 'true');
    // The confirmation ended (a failure leaves the dialog open): no refusal left, Escape cancels again.
    rerender(dialogOf(false));
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('Enviando: espere la respuesta.');
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
