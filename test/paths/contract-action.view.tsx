import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom } from 'xstate';
import type {
  ContractActionContext,
  contractActionMachine,
} from '../../machines/contracts/contract-action.machine';
import { ContractActionDialogs } from '../../src/features/contracts/contract-action-dialogs';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

function ensurePortal() {
  if (!document.getElementById('portal-root')) {
    const portal = document.createElement('div');
    portal.id = 'portal-root';
    document.body.append(portal);
  }
}

const contextOf = (check: ScreenCheck) => check.snapshot.context as ContractActionContext;

const titles = { terminate: 'Terminar contrato', renew: 'Renovar contrato', modify: 'Modificar contrato' };

const closed = () => {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
};

function confirmation(check: ScreenCheck) {
  const { action } = contextOf(check);
  const dialog = screen.getByRole('alertdialog', { name: titles[action] });
  expect(dialog).toHaveTextContent(
    /¿Realmente deseas solicitar la (terminación|renovación|modificación) del contrato/,
  );
  return dialog;
}

/** The contract-selection modal, then the confirmation with its failure flag. */
export const contractActionView: ViewAdapter = {
  render: (actor) => {
    ensurePortal();
    render(<ContractActionDialogs actorRef={actor as ActorRefFrom<typeof contractActionMachine>} />);
  },
  act: (work) => act(work),
  states: {
    selecting: (check) => {
      const { action, contracts, selectedContractId } = contextOf(check);
      const dialog = screen.getByRole('dialog', { name: titles[action] });
      const confirm = within(dialog).getByRole('button', { name: 'Confirmar' });
      if (contracts.length > 1) {
        expect(within(dialog).getAllByRole('radio')).toHaveLength(contracts.length);
      } else {
        // A single contract: chosen for the person, no selector.
        expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
        expect(dialog).toHaveTextContent(contracts[0]?.contractNumber ?? '');
      }
      if (selectedContractId === '') {
        expect(confirm).toBeDisabled();
        expect(confirm).toHaveAccessibleDescription('Selecciona un contrato para continuar.');
      } else {
        expect(confirm).toBeEnabled();
      }
    },
    'confirming.asking': (check) => {
      expect(within(confirmation(check)).queryByRole('alert')).not.toBeInTheDocument();
    },
    'confirming.failed': (check) => {
      expect(within(confirmation(check)).getByRole('alert')).toHaveTextContent(
        'Error al enviar la solicitud. Intente nuevamente.',
      );
    },
    sending: (check) => {
      confirmation(check);
    },
    sent: closed,
    cancelled: closed,
  },
  events: {
    SELECT: async (event) => {
      const contractId = (event as unknown as { contractId: string }).contractId;
      const radio = screen.queryByRole('radio', { name: /AND-2018-00012/ });
      // With a single contract there is no selector: the person cannot choose another one.
      if (radio && contractId === 'C-2') await userEvent.click(radio);
      else await act(async () => {});
    },
    CONFIRM: async () => {
      const selection = screen.queryByRole('dialog');
      if (selection) {
        const confirm = within(selection).getByRole('button', { name: 'Confirmar' });
        // Disabled without a selection: the press does nothing (the machine is asked anyway, and ignores it).
        await userEvent.click(confirm);
        return;
      }
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enviar' }));
    },
    CANCEL: () => {
      const open = screen.queryByRole('dialog') ?? screen.getByRole('alertdialog');
      return userEvent.click(within(open).getByRole('button', { name: 'Cancelar' }));
    },
    DISMISS_FLAG: () =>
      userEvent.click(
        within(within(screen.getByRole('alertdialog')).getByRole('alert')).getByRole('button', {
          name: 'Cerrar',
        }),
      ),
  },
};
