import type {
  VacationApprovalContext,
  vacationApprovalMachine,
} from '@machines/approvals/vacation-approval.machine';
import { VacationApprovalPage } from '@src/features/approvals/vacation-approval-page';
import { ensurePortalRoot } from '@test/support/portal-root';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ActorRefFrom, EventObject } from 'xstate';
import type { ScreenCheck, ViewAdapter } from '../support/path-runner';
import { vacationApprovalScreen } from './vacation-approval.screen';

/** The status region (spinner) whose text is `text`, if any. */
const statusWith = (text: string) =>
  screen.queryAllByRole('status').find((node) => node.textContent?.includes(text));

/** The text of the elements an element's aria-describedby names. */
const accessibleDescription = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')
    .trim();

const contextOf = (check: ScreenCheck) => check.snapshot.context as VacationApprovalContext;

function showsTitle(name: string) {
  expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
}

function showsFooter() {
  expect(screen.getByRole('contentinfo')).toHaveTextContent('ERM Operador de Servicios S.A.S.');
}

/** The request's summary, by its type as the services gave it: days to pay or the period. */
function showsRequest(check: ScreenCheck) {
  const payment = contextOf(check).request?.humanResourceRequestType === 'PaidVacations';
  // The title's kind is the loaded request's (the screen spec states it from call 10/8's answer).
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
    /^Solicitud de (pago|disfrute) vacaciones #150001$/,
  );
  const summary = screen.getByRole('region', { name: 'Datos de la solicitud' });
  expect(summary).toHaveTextContent('María Begoña Ibáñez Zúñiga');
  expect(summary).toHaveTextContent('52987654');
  expect(summary).toHaveTextContent(
    payment ? 'Días a pagar:5 días' : 'Periodo:7 días hábiles desde el 21/Dic/2026',
  );
}

function noForm() {
  expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Enviar' })).not.toBeInTheDocument();
}

function showsForm(check: ScreenCheck, { busy }: { busy: boolean }) {
  showsRequest(check);
  showsFooter();
  const { values, errors, dirty } = contextOf(check);
  const group = screen.getByRole('radiogroup', { name: /Respuesta/ });
  for (const [id, name] of [
    ['approve', 'Aprobar'],
    ['reject', 'Rechazar'],
  ] as const) {
    const radio = within(group).getByRole('radio', { name });
    if (values.approval === id) expect(radio).toBeChecked();
    else expect(radio).not.toBeChecked();
  }
  const observations = screen.getByRole('textbox', { name: /Observaciones/ });
  expect(observations).toHaveValue(values.observation);
  expect(screen.getByText(`${values.observation.length}/500`)).toBeInTheDocument();
  // Messages under the fields once the person changed the form, never before; Enviar says why it is off.
  const groupDescription = group.getAttribute('aria-describedby') ? accessibleDescription(group) : '';
  if (dirty && errors.approval) expect(groupDescription).toContain(errors.approval);
  else expect(groupDescription).not.toContain('Debe seleccionar');
  const observationDescription = accessibleDescription(observations);
  if (dirty && errors.observation) expect(observationDescription).toContain(errors.observation);
  else expect(observationDescription).not.toMatch(/observaciones/i);
  const send = screen.getByRole('button', { name: 'Enviar' });
  if (busy) {
    // The kit's pending state: focus kept, not pressable, a spinner.
    expect(send).toHaveAttribute('data-pending', 'true');
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(observations).toBeDisabled();
  } else if (check.snapshot.can({ type: 'SUBMIT' })) {
    expect(send).toBeEnabled();
    expect(send).not.toHaveAttribute('data-pending');
  } else {
    expect(send).toBeDisabled();
    expect(accessibleDescription(send)).toBe(
      errors.approval ?? errors.observation ?? 'No tiene privilegios para aprobar solicitudes de vacaciones.',
    );
  }
}

/** The vacation-approval screen: loading, messages, the form, the result modal and the recorded answer. */
export const vacationApprovalView: ViewAdapter = {
  screen: vacationApprovalScreen,
  render: (actor) => {
    ensurePortalRoot();
    render(
      <VacationApprovalPage
        actorRef={actor as ActorRefFrom<typeof vacationApprovalMachine>}
        brand={{ name: 'ERM Operador de Servicios S.A.S.', logo: 'data:image/svg+xml,%3Csvg/%3E' }}
      />,
    );
  },
  act: (work) => act(work),
  // Beyond the screen spec: the messages under the fields and Enviar's reason.
  checks: {
    // The heading by the link's kind: the screen spec and each link's first step state it.
    loading: () => {
      expect(statusWith('Cargando la solicitud')).toBeDefined();
      noForm();
      expect(screen.queryByRole('region', { name: 'Datos de la solicitud' })).not.toBeInTheDocument();
      showsFooter();
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar la solicitud de vacaciones.');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
      expect(statusWith('Cargando la solicitud')).toBeUndefined();
      noForm();
    },
    noCode: () => {
      showsTitle('Aprobación de vacaciones');
      expect(screen.getByRole('alert')).toHaveTextContent('La dirección no indica qué solicitud responder.');
      noForm();
    },
    notFound: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No existe una solicitud con el número 150001 en esta unidad de negocio.',
      );
      noForm();
    },
    notVacation: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'La solicitud 150001 no es una solicitud de vacaciones.',
      );
      noForm();
    },
    alreadyAnswered: (check) => {
      showsRequest(check);
      expect(
        screen.getByText('Esta solicitud ya fue respondida. Estado actual: Rechazada.'),
      ).toBeInTheDocument();
      noForm();
    },
    'form.editing': (check) => showsForm(check, { busy: false }),
    'form.submitFailed': (check) => {
      showsForm(check, { busy: false });
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Error al enviar la solicitud. Intente nuevamente.',
      );
    },
    submitting: (check) => showsForm(check, { busy: true }),
    result: (check) => {
      const dialog = screen.getByRole('dialog', { name: 'Respuesta enviada' });
      expect(dialog).toHaveTextContent(
        contextOf(check).answered === 'reject'
          ? 'Solicitud de vacaciones rechazada'
          : '¡Solicitud de vacaciones aprobada!',
      );
      expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeInTheDocument();
    },
    closed: (check) => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      // The status the answer led to: the screen spec states it by the answer sent.
      showsRequest(check);
      noForm();
    },
  },
  perform: {
    CHANGE: async (event: EventObject, control) => {
      const { values } = event as EventObject & { values: { approval?: string; observation?: string } };
      if (values.approval) fireEvent.click(control);
      if (values.observation !== undefined) {
        fireEvent.change(screen.getByRole('textbox', { name: /Observaciones/ }), {
          target: { value: values.observation },
        });
      }
    },
  },
};
