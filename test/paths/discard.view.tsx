import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { discardMachine } from '../../machines/requests/discard.machine';
import { DiscardDialog } from '../../src/views/requests/discard-dialog';
import type { ViewAdapter } from '../support/path-runner';

function ensurePortal() {
  if (!document.getElementById('portal-root')) {
    const portal = document.createElement('div');
    portal.id = 'portal-root';
    document.body.append(portal);
  }
}

const closed = () => {
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
};

/** The discard modals: the refusal, the justification, and the notice once call 12 answers. */
export const discardView: ViewAdapter = {
  render: (actor) => {
    ensurePortal();
    render(<DiscardDialog actorRef={actor as ActorRefFrom<typeof discardMachine>} />);
  },
  act: (work) => act(work),
  states: {
    refused: () => {
      expect(screen.getByRole('dialog', { name: 'No se puede eliminar la solicitud' })).toHaveTextContent(
        'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
      );
    },
    askingJustification: ({ snapshot }) => {
      const dialog = screen.getByRole('dialog', { name: 'Descartar solicitud' });
      const context = snapshot.context as { justificationError: string; justificationTouched: boolean };
      if (context.justificationTouched && context.justificationError) {
        expect(dialog).toHaveTextContent(context.justificationError);
      } else if (context.justificationError) {
        // Untouched: the message waits until the person types or tries to confirm.
        expect(dialog).not.toHaveTextContent(context.justificationError);
      }
    },
    removing: () => {
      expect(screen.getByRole('dialog', { name: 'Descartar solicitud' })).toBeInTheDocument();
    },
    removed: ({ actions }) => {
      closed();
      expect(actions).toContainEqual({
        type: 'notify',
        params: {
          appearance: 'success',
          title: 'Solicitud Descartada',
          description: 'La solicitud se canceló correctamente',
        },
      });
    },
    failed: ({ actions }) => {
      closed();
      expect(actions).toContainEqual({
        type: 'notify',
        params: { appearance: 'danger', title: 'Error', description: 'No se pudo eliminar la solicitud' },
      });
    },
    closed: ({ actions }) => {
      closed();
      expect(actions).toEqual([]);
    },
  },
  events: {
    CHANGE_JUSTIFICATION: async (event: EventObject) => {
      const value = (event as unknown as { value: string }).value;
      fireEvent.change(screen.getByRole('textbox', { name: /Justificación/ }), { target: { value } });
    },
    CONFIRM: () => userEvent.click(screen.getByRole('button', { name: 'Descartar' })),
    CANCEL: () =>
      userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancelar' })),
    CLOSE: () => userEvent.click(screen.getByRole('button', { name: 'Entendido' })),
  },
};
