import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, AnyActorRef, EventObject } from 'xstate';
import type { requestWizardMachine, WizardValues } from '../../machines/requests/request-wizard.machine';
import { RequestWizardPage } from '../../src/views/requests/request-wizard-page';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';

type Snapshot = ScreenCheck['snapshot'];

function ensurePortal() {
  if (!document.getElementById('portal-root')) {
    const portal = document.createElement('div');
    portal.id = 'portal-root';
    document.body.append(portal);
  }
}

const click = async (element: HTMLElement) => {
  await userEvent.click(element);
};

const kindOf = (snapshot: Snapshot) => (snapshot.context as { kind: string }).kind;

function onStep(name: string) {
  expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
}

function noModal() {
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
}

async function fill(values: Partial<WizardValues>) {
  const setText = (name: RegExp, value: string | undefined) => {
    const field = screen.queryByRole('textbox', { name });
    if (field && value !== undefined) fireEvent.change(field, { target: { value } });
  };
  const contractPicker = screen.queryByRole('button', { name: /Contrato/ });
  if (contractPicker && values.contract) {
    await click(contractPicker);
    await click(await screen.findByRole('option', { name: /CT-0001/ }));
  }
  const typePicker = screen.queryByRole('button', { name: /Tipo de certificación/ });
  if (typePicker && values.certificationType) {
    await click(typePicker);
    await click(await screen.findByRole('option', { name: values.certificationType }));
  }
  setText(/Días a disfrutar/, values.daysOff);
  setText(/Fecha de inicio del disfrute/, values.startDateEnyoment);
  setText(/Días a pagar/, values.daysToPay);
  setText(/Destinatario/, values.addressee);
  setText(/Observaciones/, values.observations);
}

let current: AnyActorRef | undefined;

/** The wizard screen: the step shown, its modals and flags, and the hand-over to the list. */
export const requestWizardView: ViewAdapter = {
  render: (actor) => {
    ensurePortal();
    current = actor;
    render(<RequestWizardPage actorRef={actor as ActorRefFrom<typeof requestWizardMachine>} />);
  },
  act: (work) => act(work),
  states: {
    requirements: () => {
      onStep('Requisitos no cumplidos');
      expect(screen.getByText('Estar al día con sus obligaciones')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    },
    form: ({ snapshot }) => {
      onStep('Información general');
      // A wizard resumed on a day that invalidated a value says which, above the form.
      const invalidated = snapshot.context.invalidatedFields ?? [];
      if (invalidated.includes('startDateEnyoment'))
        expect(screen.getByText(/ya no es válido: Fecha de inicio del disfrute/)).toBeInTheDocument();
      const kind = kindOf(snapshot);
      const label =
        kind === 'enjoyment' ? /Días a disfrutar/ : kind === 'payment' ? /Días a pagar/ : /Destinatario/;
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Siguiente' })).toHaveProperty(
        'disabled',
        !snapshot.can({ type: 'NEXT' }),
      );
    },
    'verification.ready': () => {
      onStep('Verificación de la solicitud');
      expect(
        screen.queryByText('Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.'),
      ).not.toBeInTheDocument();
      noModal();
    },
    'verification.failed': () => {
      onStep('Verificación de la solicitud');
      expect(
        screen.getByText('Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.'),
      ).toBeInTheDocument();
      expect(screen.getByText('Viaje familiar')).toBeInTheDocument();
    },
    confirming: () => {
      const dialog = screen.getByRole('alertdialog', { name: 'Enviar solicitud' });
      expect(dialog).toHaveTextContent('¿Realmente deseas enviar la solicitud?');
    },
    submitting: () => {
      expect(screen.getByRole('alertdialog', { name: 'Enviar solicitud' })).toBeInTheDocument();
    },
    sent: ({ actions }) => {
      expect(screen.getByRole('dialog', { name: 'Solicitud enviada' })).toHaveTextContent(
        'Número de solicitud: 2026-0042',
      );
      expect(actions).toContainEqual({ type: 'forgetProgress' });
    },
    done: ({ actions, snapshot }) => {
      expect(actions).toContainEqual({ type: 'goToListWithSuccess', params: { kind: kindOf(snapshot) } });
    },
    abandoned: ({ actions }) => {
      expect(actions).toEqual([{ type: 'forgetProgress' }, { type: 'goToList' }]);
    },
  },
  events: {
    // Not a control: the app sends it when it resumes a persisted wizard (a reload on another day).
    TODAY_CHANGED: async (event: EventObject) => {
      await act(async () => {
        current?.send(event);
      });
    },
    NEXT: () => click(screen.getByRole('button', { name: 'Siguiente' })),
    PREVIOUS: () => click(screen.getByRole('button', { name: 'Anterior' })),
    CHANGE: (event: EventObject) => fill((event as unknown as { values: Partial<WizardValues> }).values),
    GO_TO_STEP: (event: EventObject) => {
      const step = (event as unknown as { step: 1 | 2 }).step;
      const name = step === 1 ? 'Requisitos no cumplidos' : 'Información general';
      return click(screen.getByRole('button', { name: `Regresar a este paso: ${name}` }));
    },
    SUBMIT: () => click(screen.getByRole('button', { name: 'Enviar' })),
    CONFIRM: () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Enviar' })),
    CANCEL: () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' })),
    DISMISS_FLAG: () => click(screen.getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement),
    CLOSE_SUCCESS: () => click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Entendido' })),
    ABANDON: async () => {
      await click(screen.getByRole('button', { name: 'Regresar' }));
      await click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Sí, regresar' }),
      );
    },
  },
};
