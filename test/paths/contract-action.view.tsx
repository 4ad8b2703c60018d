import type {
  ContractActionContext,
  contractActionMachine,
} from '@machines/contracts/contract-action.machine';
import {
  type ContractDecisionField,
  contractDecisionLabels,
  contractDecisionOptions,
} from '@src/domain/rules/contract-decisions';
import { ContractActionDialogs } from '@src/features/contracts/contract-action-dialogs';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { contractActionScreen } from './contract-action.screen';

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

/**
 * Chooses a lookup of Modificar by its label ('' clears it with its own 'Quitar selección'); a field the
 * decision does not ask for is left alone.
 */
async function choose(dialog: HTMLElement, field: ContractDecisionField, value: string) {
  if (field !== 'newWorkSchedule' && field !== 'newJobModality') return;
  const trigger = within(dialog).queryByRole('button', { name: new RegExp(contractDecisionLabels[field]) });
  if (!trigger) return;
  const clear = trigger.parentElement
    ? within(trigger.parentElement).queryByRole('button', { name: 'Quitar selección' })
    : null;
  if (value === '') {
    if (clear) await userEvent.click(clear);
    return;
  }
  const label = contractDecisionOptions[field].find((option) => option.id === value)?.label ?? value;
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

/** The contract-selection modal, then the confirmation with its failure flag. */
export const contractActionView: ViewAdapter = {
  screen: contractActionScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(<ContractActionDialogs actorRef={actor as ActorRefFrom<typeof contractActionMachine>} />);
  },
  act: (work) => act(work),
  // Beyond the screen spec: the selector's radios, the disabled reason and the confirmation's text.
  perform: {
    // Types each value into the field of that name the decision shows (the others are not asked).
    CHANGE: async (event: EventObject) => {
      const { values } = event as EventObject & { values: Record<ContractDecisionField, string> };
      const dialog = screen.getByRole('dialog');
      for (const [field, value] of Object.entries(values) as [ContractDecisionField, string][]) {
        const box = within(dialog).queryByRole('textbox', {
          name: new RegExp(contractDecisionLabels[field]),
        });
        if (!box) {
          await choose(dialog, field, value);
          continue;
        }
        // A person deletes what is there, then types; a long text is pasted (typed key by key, it would
        // send a change per character).
        if ((box as HTMLInputElement).value !== '') await userEvent.clear(box);
        if (value.length > 60) {
          await userEvent.click(box);
          await userEvent.paste(value);
        } else if (value !== '') await userEvent.type(box, value);
      }
    },
    // The flag's own 'Cerrar' inside the confirmation (the dialog has a 'Cerrar' of its own).
    DISMISS_FLAG: async () => {
      const flag = within(screen.getByRole('alertdialog')).getByRole('alert');
      await userEvent.click(within(flag).getByRole('button', { name: 'Cerrar' }));
    },
  },
  checks: {
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
    deciding: (check) => {
      const { action, decisionErrors, touched } = contextOf(check);
      const dialog = screen.getByRole('dialog', { name: titles[action] });
      const next = within(dialog).getByRole('button', { name: 'Continuar' });
      if (Object.keys(decisionErrors).length === 0) expect(next).toBeEnabled();
      else expect(next).toBeDisabled();
      // A changed field shows its message (validation on change, SPEC §5).
      for (const field of touched) {
        const message = decisionErrors[field];
        if (message) expect(dialog).toHaveTextContent(message);
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
      // Enviar shows that it runs; Cancelar is off with its reason.
      const cancel = within(confirmation(check)).getByRole('button', { name: 'Cancelar' });
      expect(cancel).toBeDisabled();
      expect(cancel).toHaveAccessibleDescription('Enviando la solicitud: espere a que termine.');
    },
    sent: closed,
    cancelled: closed,
  },
};
