import type { RequestsListContext } from '@machines/requests/requests-list.machine';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { EventSource, ScreenSpec, Shown } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RequestsListContext;

const pages = {
  holidays: 'la página de vacaciones (/holidays)',
  certifications: 'la página de certificaciones (/certifications)',
};

/** A control that only one area's page has; the other page has no control for the event at all. */
function onPageOf(
  area: 'holidays' | 'certifications',
  control: (snapshot: AnyMachineSnapshot, event: EventObject) => EventSource,
) {
  return (snapshot: AnyMachineSnapshot, event: EventObject): EventSource =>
    contextOf(snapshot).area === area
      ? control(snapshot, event)
      : { notOnScreen: `${pages[contextOf(snapshot).area]} no envía ${event.type}` };
}

/** The type of the request listed (the paths list one: a payment, an enjoyment or a certification). */
export const listedType = (snapshot: AnyMachineSnapshot) =>
  contextOf(snapshot).requests[0]?.humanResourceRequestType;

type Detail = [term: string, detail: string];

/**
 * By hand, for each kind the paths list (SPEC §2): its type's label, its business days in the vacations
 * row, its own details ('Sin Fecha' for the payment's disbursement date it does not have yet, '—' for what
 * a request leaves empty: the certification's type, the enjoyment's observations) and its observations.
 */
const listedKinds: Record<string, { label: string; days?: string; own: Detail[]; observations: string }> = {
  PaidVacations: {
    label: 'Vacaciones Pagadas',
    days: '3',
    own: [
      ['Días a pagar', '3'],
      ['Fecha de desembolso', 'Sin Fecha'],
    ],
    observations: 'Viaje familiar',
  },
  VacationsEnjoyed: {
    label: 'Vacaciones Disfrutadas',
    days: '5',
    own: [
      ['Días a disfrutar', '5'],
      ['Fecha de inicio', '01/Dic/2026'],
    ],
    observations: '—',
  },
  Certification: {
    label: 'Certificación',
    own: [
      ['Tipo de certificación', '—'],
      ['Destinatario', 'Banco Andino'],
    ],
    observations: 'Para un crédito',
  },
};

const listedKind = (snapshot: AnyMachineSnapshot) => {
  const kind = listedKinds[listedType(snapshot) ?? ''];
  if (!kind) throw new Error(`the paths list no request of type «${listedType(snapshot)}»`);
  return kind;
};

/**
 * SPEC §2 vacations and certifications in process: the row of request 2026-0007 (waiting for the manager):
 * a vacation's type, date, business days and status; a certification's number, type (the request type,
 * as it names no certification type), date and status.
 */
const listedRow = (snapshot: AnyMachineSnapshot): Shown[] => {
  const { label, days } = listedKind(snapshot);
  const status = 'Aprobación Jefe Inmediato';
  return [
    {
      row: '2026-0007',
      cells:
        contextOf(snapshot).area === 'certifications'
          ? ['2026-0007', label, '01/Nov/2026', status]
          : [label, '01/Nov/2026', days ?? '', status],
    },
  ];
};

/** SPEC §2 (a request's details): the facts every request shows, then the kind's own. */
const detailsOf = (snapshot: AnyMachineSnapshot): Detail[] => {
  const { label, own, observations } = listedKind(snapshot);
  return [
    ['Número de solicitud', '2026-0007'],
    ['Tipo de solicitud', label],
    ['Fecha', '01/Nov/2026'],
    ['Estado', 'Aprobación Jefe Inmediato'],
    ['Responsable', 'Marta Jefe'],
    ...own,
    ['Contrato', 'AND-2026-00051'],
    ['Empresa', 'ERM Servicios Andinos S.A.S.'],
    ['Observaciones', observations],
  ];
};

/** The number of the request an event names (the row's controls are named by it). */
function numberOf(snapshot: AnyMachineSnapshot, event: EventObject): string {
  const requestId = (event as EventObject & { requestId?: string }).requestId;
  const request = contextOf(snapshot).requests.find((item) => item.humanResourceRequestId === requestId);
  return request?.humanResourceRequestNumber ?? requestId ?? '';
}

const rowControl = (words: string, page: string) => (snapshot: AnyMachineSnapshot, event: EventObject) => ({
  name: `${words} ${numberOf(snapshot, event)}`,
  legend: `botón «${words.split(' ')[0] === 'Ver' ? 'Ver detalles' : 'Eliminar'}» de cada fila (${page}; nombre accesible «${words} {número}»)`,
});

/**
 * A button of the page's header: out of reach while the details modal is open (the machine would still
 * take its event there).
 */
const pageAction =
  (name: string) =>
  (snapshot: AnyMachineSnapshot): EventSource =>
    snapshot.matches({ loaded: 'viewingDetails' })
      ? { unreachable: `El diálogo de detalles cubre «${name}»`, control: { name } }
      : {
          name,
          legend: `botón «${name}» (${name === 'Agregar solicitud' ? '/certifications' : '/holidays'})`,
        };

const discardEvent = (snapshot: AnyMachineSnapshot) => ({
  type: contextOf(snapshot).area === 'holidays' ? 'DISCARD_VACATION' : 'DISCARD_CERTIFICATE',
  requestId: 'R-7',
});

/** The in-process requests of vacations (tab 'Solicitudes de vacaciones en trámite') or certifications. */
export const requestsListScreen: ScreenSpec = {
  screen: 'Solicitudes en trámite (/holidays, pestaña en trámite; /certifications)',
  opening: (snapshot) =>
    contextOf(snapshot).area === 'holidays'
      ? "Abre /holidays, pestaña 'Solicitudes de vacaciones en trámite',"
      : 'Abre /certifications',
  controls: {
    RETRY: { name: 'Reintentar' },
    VIEW_VACATION_DETAILS: onPageOf('holidays', rowControl('Ver detalles de la solicitud', '/holidays')),
    DISCARD_VACATION: onPageOf('holidays', rowControl('Eliminar la solicitud', '/holidays')),
    VIEW_CERTIFICATE_DETAILS: onPageOf(
      'certifications',
      rowControl('Ver detalles de la solicitud', '/certifications'),
    ),
    DISCARD_CERTIFICATE: onPageOf('certifications', rowControl('Eliminar la solicitud', '/certifications')),
    CLOSE_DETAILS: { name: 'Cerrar', within: 'dialog' },
    REQUEST_ENJOYMENT: onPageOf('holidays', pageAction('Solicitar disfrute')),
    REQUEST_PAYMENT: onPageOf('holidays', pageAction('Solicitar pago')),
    ADD_CERTIFICATION: onPageOf('certifications', pageAction('Agregar solicitud')),
    WINDOW_FOCUSED: {
      offScreen: 'Cambia a otra pestaña y vuelve a esta (el navegador lo avisa)',
      byPerson: true,
    },
  },
  shows: {
    loading: [{ status: 'Cargando solicitudes' }],
    failed: [
      { alert: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' },
      { control: 'Reintentar' },
    ],
    'empty.shown': [{ text: 'No tiene solicitudes en trámite.' }],
    // Read again on focus; the empty text stays until the answer.
    'empty.refreshing': [{ text: 'No tiene solicitudes en trámite.' }],
    'loaded.browsing.refreshing': (snapshot) => [
      ...listedRow(snapshot),
      { noDialog: true },
      {
        control: 'Eliminar la solicitud 2026-0007',
        enabled: snapshot.can(discardEvent(snapshot) as EventObject),
      },
    ],
    'loaded.browsing.shown': (snapshot) => [
      ...listedRow(snapshot),
      { noDialog: true },
      {
        control: 'Eliminar la solicitud 2026-0007',
        enabled: snapshot.can(discardEvent(snapshot) as EventObject),
      },
    ],
    // SPEC §2 (a request's details): the listed request's facts in the spec's words (detailsOf).
    'loaded.viewingDetails': (snapshot) => [
      { dialog: 'Solicitud 2026-0007' },
      { region: 'Solicitud 2026-0007', details: detailsOf(snapshot) },
    ],
    'loaded.discarding': [{ control: 'Eliminar la solicitud 2026-0007' }],
  },
};
