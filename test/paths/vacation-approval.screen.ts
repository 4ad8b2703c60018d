import type { VacationApprovalContext } from '@machines/approvals/vacation-approval.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ScreenSpec, type Shown, typedWords } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as VacationApprovalContext;
const noForm: Shown[] = [{ noControl: 'Enviar' }];
type Loaded = EventObject & { output?: { request?: { humanResourceRequestType?: string } } };

/** The statuses these paths' requests take, in SPEC §4's words (stated here, not read from the lookups). */
const statusNames: Record<string, string> = {
  supervisor_approval: 'Aprobación Jefe Inmediato',
  HR_compliance_verification: 'Verificación en Gestión Humana',
  rejected: 'Rechazada',
  canceled: 'Cancelada',
};
type Answered = EventObject & {
  output?: { request?: { humanResourceRequestStatus?: string } };
  error?: { conflict?: { humanResourceRequest?: { humanResourceRequestStatus?: string } } };
};

/**
 * The request's status on screen, from the services' last word: an answer registered leaves it approved
 * (HR's verification) or rejected by the choice sent (SPEC §4); a change made elsewhere (412), the status
 * it brought; else the status the load found.
 */
function shownStatus(events: readonly EventObject[]): string {
  for (const event of [...events].reverse() as Answered[]) {
    if (event.type === 'xstate.done.actor.sendAnswer')
      return statusNames[lastChoice(events) === 'reject' ? 'rejected' : 'HR_compliance_verification'] ?? '';
    const changed = event.error?.conflict?.humanResourceRequest?.humanResourceRequestStatus;
    if (event.type === 'xstate.error.actor.sendAnswer' && changed) return statusNames[changed] ?? changed;
    const loaded = event.output?.request?.humanResourceRequestStatus;
    if (event.type === 'xstate.done.actor.loadApproval' && loaded) return statusNames[loaded] ?? loaded;
  }
  return '';
}

/**
 * The request on screen (SPEC §2 Vacation approval): the title by the type of the request call 10/8
 * loaded (an answer does not change it), the summary by the type of the request held now — a payment
 * request shows the days to pay, an enjoyment request its period — and its status.
 */
const request = (snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] => {
  const loaded = events.filter((event) => event.type === 'xstate.done.actor.loadApproval').at(-1) as
    | Loaded
    | undefined;
  const title =
    loaded?.output?.request?.humanResourceRequestType === 'VacationsEnjoyed' ? 'disfrute' : 'pago';
  const payment = contextOf(snapshot).request?.humanResourceRequestType === 'PaidVacations';
  return [
    { heading: `Solicitud de ${title} vacaciones #150001` },
    {
      region: 'Datos de la solicitud',
      details: [
        ['Empleado:', 'María Begoña Ibáñez Zúñiga'],
        ['Documento:', '52987654'],
        payment ? ['Días a pagar:', '5 días'] : ['Periodo:', '7 días hábiles desde el 21/Dic/2026'],
        ['Estado:', shownStatus(events)],
      ],
    },
    { noText: payment ? 'Periodo:' : 'Días a pagar:' },
  ];
};
/** The value of a form field the person gave last (undefined before any), from the events sent. */
const lastGiven = (events: readonly EventObject[], field: 'approval' | 'observation') =>
  events
    .filter((event) => event.type === 'CHANGE')
    .map((event) => (event as EventObject & { values: Record<string, string | undefined> }).values[field])
    .filter((value) => value !== undefined)
    .at(-1);
/** The answer the person chose last (SPEC §4: the last of Aprobar or Rechazar), from the events sent. */
export const lastChoice = (events: readonly EventObject[]) => lastGiven(events, 'approval');
/** The observations typed last ('' before any), from the events sent. */
export const lastObservation = (events: readonly EventObject[]) => lastGiven(events, 'observation') ?? '';

/** While call 14 runs: the request, the running Enviar. */
const sending = (snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] => [
  ...request(snapshot, events),
  {
    control: 'Enviar',
    enabled: false,
    says: 'El botón «Enviar» muestra que la respuesta se está enviando (con un indicador de carga) y no se puede pulsar',
  },
];
/**
 * SPEC §5 (vacation approval), stated by hand from what was typed: Enviar is enabled once Aprobar or
 * Rechazar is chosen, the observations are at most 500 characters, and a rejection has observations.
 */
const mayAnswer = (events: readonly EventObject[]) => {
  const choice = lastChoice(events);
  const observation = lastObservation(events);
  return (
    choice !== undefined && observation.length <= 500 && (choice !== 'reject' || observation.trim() !== '')
  );
};

const form = (snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] => [
  ...request(snapshot, events),
  { text: 'ERM Operador de Servicios S.A.S.' },
  { control: 'Aprobar', role: 'radio' },
  { control: 'Rechazar', role: 'radio' },
  { field: 'Observaciones', value: lastObservation(events) },
  { text: `${lastObservation(events).length}/500` },
  { control: 'Enviar', enabled: mayAnswer(events) },
];

/** The vacation-approval screen (/approvals/vacation-approval?code=…): load, form, result modal. */
export const vacationApprovalScreen: ScreenSpec = {
  screen: 'Aprobación de vacaciones (/approvals/vacation-approval?code=150001)',
  opening: (snapshot) =>
    contextOf(snapshot).requestNumber
      ? `Abre /approvals/vacation-approval?code=150001${contextOf(snapshot).kind === 'enjoyment' ? '&type=enjoyment' : ''} como fabio.jefe`
      : 'Abre /approvals/vacation-approval, sin número de solicitud en la dirección, como fabio.jefe',
  controls: {
    CHANGE: (_: AnyMachineSnapshot, event: EventObject) => {
      const { values } = event as EventObject & { values: { approval?: string; observation?: string } };
      const legend = 'la respuesta (Aprobar / Rechazar) y las observaciones';
      // What is typed in «Observaciones», as a person reads it: the text itself, or its length when long.
      const typed =
        values.observation === undefined
          ? ''
          : values.observation === ''
            ? 'deja vacío «Observaciones»'
            : values.observation.length > 60
              ? `escribe un texto de ${values.observation.length} caracteres en «Observaciones»`
              : `escribe ${typedWords(values.observation)} en «Observaciones»`;
      if (values.approval) {
        const name = values.approval === 'approve' ? 'Aprobar' : 'Rechazar';
        return { role: 'radio', name, says: `Elige «${name}»${typed ? ` y ${typed}` : ''}`, legend };
      }
      return {
        role: 'textbox',
        name: 'Observaciones',
        says: typed.charAt(0).toUpperCase() + typed.slice(1),
        legend,
      };
    },
    SUBMIT: { name: 'Enviar' },
    LEAVE: { offScreen: 'Pulsa la tecla Escape mientras se envía la respuesta', key: 'Escape' },
    RETRY: { name: 'Reintentar' },
    DISMISS_FLAG: { name: 'Cerrar' },
    DISMISS_CHANGE: { name: 'Entendido' },
    CLOSE: { name: 'Entendido', within: 'dialog' },
  },
  shows: {
    // The kind the link names (its heading; the first step of each link states it by hand).
    loading: (snapshot) => [
      {
        heading:
          contextOf(snapshot).kind === 'enjoyment'
            ? 'Solicitud de disfrute vacaciones #150001'
            : 'Solicitud de pago vacaciones #150001',
      },
      { status: 'Cargando la solicitud' },
      ...noForm,
    ],
    failed: [
      { alert: 'No se pudo cargar la solicitud de vacaciones.' },
      { control: 'Reintentar' },
      ...noForm,
    ],
    noCode: [
      { heading: 'Aprobación de vacaciones' },
      { alert: 'La dirección no indica qué solicitud responder.' },
      ...noForm,
    ],
    notFound: [
      { alert: 'No existe una solicitud con el número 150001 en esta unidad de negocio.' },
      ...noForm,
    ],
    notVacation: [{ alert: 'La solicitud 150001 no es una solicitud de vacaciones.' }, ...noForm],
    alreadyAnswered: (snapshot, events) => [
      ...request(snapshot, events),
      { text: 'Esta solicitud ya fue respondida. Estado actual: Rechazada.' },
      ...noForm,
    ],
    canceled: (snapshot, events) => [
      ...request(snapshot, events),
      { text: 'Esta solicitud fue cancelada: ya no se puede responder.' },
      ...noForm,
    ],
    'form.editing': form,
    'form.submitFailed': (snapshot, events) => [
      ...form(snapshot, events),
      { alert: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
    // Who answered it meanwhile, its status now, the answer typed kept; Enviar waits.
    changedElsewhere: (_snapshot, events) => [
      { text: 'Otra persona modificó esta solicitud' },
      { text: 'Ana Sofía Gutiérrez la modificó (Rechazo del jefe inmediato)' },
      { text: 'Estado actual: Rechazada.' },
      { field: 'Observaciones', value: lastObservation(events) },
      { control: 'Enviar', enabled: false },
    ],
    'submitting.sending': (snapshot, events) => [
      ...sending(snapshot, events),
      { noText: 'La respuesta se está enviando: no se puede cancelar. Espere a que termine.' },
    ],
    'submitting.leaveRefused': (snapshot, events) => [
      ...sending(snapshot, events),
      { text: 'La respuesta se está enviando: no se puede cancelar. Espere a que termine.' },
    ],
    result: (_, events) => [
      {
        dialog: 'Respuesta enviada',
        text:
          lastChoice(events) === 'reject'
            ? 'Solicitud de vacaciones rechazada'
            : '¡Solicitud de vacaciones aprobada!',
      },
    ],
    closed: (snapshot, events) => [
      { noDialog: true },
      ...request(snapshot, events),
      // SPEC §4 by the last choice sent: approved goes to HR's verification, rejected ends it.
      { text: `Respuesta registrada. Estado de la solicitud: ${shownStatus(events)}.` },
      ...noForm,
    ],
  },
};
