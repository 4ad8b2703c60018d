import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { requestsListMachine } from '../../machines/requests/requests-list.machine';
import { CertificationsPage } from '../../src/features/certifications/certifications-page';
import { HolidaysPage } from '../../src/features/holidays/holidays-page';
import type { ViewAdapter } from '../support/path-runner';

type ListRef = ActorRefFrom<typeof requestsListMachine>;

function ensurePortal() {
  if (!document.getElementById('portal-root')) {
    const portal = document.createElement('div');
    portal.id = 'portal-root';
    document.body.append(portal);
  }
}

let current: ListRef | undefined;

/**
 * Presses the control that sends the event; where the screen has none or it is disabled (another
 * area's action, a missing privilege) the person cannot send it, and the machine must ignore it.
 */
async function press(name: string, event: EventObject, area?: string) {
  const control =
    area === undefined || current?.getSnapshot().context.area === area
      ? screen.queryByRole('button', { name })
      : null;
  if (control && !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true') {
    await userEvent.click(control);
  } else {
    current?.send(event as never);
  }
}

const emptyText = 'No tiene solicitudes en trámite.';

/** The vacations page (in-process tab) or the certifications page, by the list's area. */
export const requestsListView: ViewAdapter = {
  render: (actor) => {
    ensurePortal();
    const listRef = actor as ListRef;
    current = listRef;
    if (listRef.getSnapshot().context.area === 'holidays') {
      render(
        <HolidaysPage listRef={listRef} usedDays={{ state: 'loaded', value: [] }} initialTab="inProcess" />,
      );
    } else {
      render(<CertificationsPage listRef={listRef} />);
    }
  },
  act: (work) => act(work),
  states: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent('Cargando solicitudes');
    },
    failed: ({ actions }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      );
      expect(actions).toContainEqual(
        expect.objectContaining({
          type: 'notify',
          params: expect.objectContaining({ title: 'Error en la solicitud' }),
        }),
      );
    },
    empty: () => {
      expect(screen.getByText(emptyText)).toBeInTheDocument();
    },
    'loaded.browsing': () => {
      expect(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0007' })).toBeEnabled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
    'loaded.viewingDetails': () => {
      expect(screen.getByRole('dialog', { name: 'Solicitud 2026-0007' })).toBeInTheDocument();
    },
    'loaded.discarding': () => {
      expect(screen.getByRole('button', { name: 'Eliminar la solicitud 2026-0007' })).toBeInTheDocument();
    },
  },
  events: {
    RETRY: (event) => press('Reintentar', event),
    VIEW_VACATION_DETAILS: (event) => press('Ver detalles de la solicitud 2026-0007', event, 'holidays'),
    VIEW_CERTIFICATE_DETAILS: (event) =>
      press('Ver detalles de la solicitud 2026-0007', event, 'certifications'),
    DISCARD_VACATION: (event) => press('Eliminar la solicitud 2026-0007', event, 'holidays'),
    DISCARD_CERTIFICATE: (event) => press('Eliminar la solicitud 2026-0007', event, 'certifications'),
    CLOSE_DETAILS: () =>
      userEvent.click(
        within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Cerrar' })[0] as HTMLElement,
      ),
    REQUEST_ENJOYMENT: (event) => press('Solicitar disfrute', event),
    REQUEST_PAYMENT: (event) => press('Solicitar pago', event),
    ADD_CERTIFICATION: (event) => press('Agregar solicitud', event),
  },
};
