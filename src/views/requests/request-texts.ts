// Texts of the request views shared by the vacation and certification areas (and the next ones) that
// the spec describes without wording (ours); the spec's verbatim texts come from src/domain/texts.ts.
import type { HistoryEvent, LastChange } from '@src/domain/entities';
import { formatDateTime, requestNumberOrFallback, toDate } from '@src/domain/format';
import { labelOfRequestStatus } from '@src/domain/lookups';
import type { HistoryEntryFacts } from '@src/domain/rules/history';
import { commonTexts } from '@src/domain/texts';

/** The three-step request wizard. */
export const wizardTexts = {
  titles: {
    enjoyment: 'Solicitud de disfrute de vacaciones',
    payment: 'Solicitud de pago de vacaciones',
    certification: 'Solicitud de certificación',
  },
  steps: ['Requisitos no cumplidos', 'Información general', 'Verificación'],
  stepsLabel: 'Pasos de la solicitud',
  previous: 'Anterior',
  next: 'Siguiente',
  send: 'Enviar',
  invalidForm: 'Completa los campos obligatorios para continuar.',
  contract: 'Contrato',
  contractOption: (number: string, company: string) => `${number} · ${company}`,
  daysOff: 'Días a disfrutar',
  startDateEnyoment: 'Fecha de inicio del disfrute',
  daysToPay: 'Días a pagar',
  certificationType: 'Tipo de certificación',
  addressee: 'Destinatario',
  observations: 'Observaciones',
  noObservations: 'Sin observaciones',
  seniorityTitle: 'Antigüedad mínima de 90 días',
  seniorityCause: (contract: string) => `El contrato ${contract} tiene menos de 90 días de antigüedad.`,
  obligationsTitle: 'Estar al día con sus obligaciones',
  obligationsCause: 'Verifica que el empleado esté al día con sus obligaciones antes de enviar la solicitud.',
  requirementsHeading: 'Requisitos no cumplidos',
  summaryHeading: 'Verificación de la solicitud',
  confirmTitle: 'Enviar solicitud',
  confirmBody: '¿Realmente deseas enviar la solicitud?',
  confirm: 'Enviar',
  confirmingHint: commonTexts.sendingHint,
  cancel: commonTexts.cancel,
  sentTitle: 'Solicitud enviada',
  sentBody: (number: string) => `Número de solicitud: ${requestNumberOrFallback(number)}`,
  understood: commonTexts.understood,
  submitFailed: 'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.',
  resumedTitle: (day: string) => `Retomaste la solicitud el ${day}`,
  resumedInvalid: (fields: string) =>
    `Con la fecha de hoy ya no es válido: ${fields}. Corrígelo para continuar.`,
  close: commonTexts.close,
} as const;

/** In-process tables, their details and the discard dialogs. */
export const requestTableTexts = {
  vacationsCaption: 'Solicitudes de vacaciones en trámite',
  certificationsCaption: 'Certificaciones en trámite',
  number: 'Número',
  requestType: 'Tipo de solicitud',
  type: 'Tipo',
  date: 'Fecha',
  businessDays: 'Días hábiles',
  status: 'Estado',
  details: 'Detalles',
  delete: 'Eliminar',
  viewDetails: 'Ver detalles',
  viewDetailsOf: (number: string) => `Ver detalles de la solicitud ${requestNumberOrFallback(number)}`,
  deleteOf: (number: string) => `Eliminar la solicitud ${requestNumberOrFallback(number)}`,
  loading: 'Cargando solicitudes',
  retry: commonTexts.retry,
  detailsTitle: (number: string) => `Solicitud ${requestNumberOrFallback(number)}`,
  close: commonTexts.close,
  discardTitle: 'Descartar solicitud',
  discardQuestion: (number: string) =>
    `Indica por qué se descarta la solicitud ${requestNumberOrFallback(number)}.`,
  justification: 'Justificación',
  discard: 'Descartar',
  cancel: commonTexts.cancel,
  refusedTitle: 'No se puede eliminar la solicitud',
  understood: commonTexts.understood,
  requestNumber: 'Número de solicitud',
  contract: 'Contrato',
  company: 'Empresa',
  startDate: 'Fecha de inicio',
  disbursementDate: 'Fecha de desembolso',
  daysOff: 'Días a disfrutar',
  daysToPay: 'Días a pagar',
  certificationType: 'Tipo de certificación',
  addressee: 'Destinatario',
  observations: 'Observaciones',
  responsible: 'Responsable',
} as const;

/**
 * A change refused because someone else changed the request since it was shown (412). Said on
 * the discard dialog, the process page and the vacation approval; what the person typed stays.
 */
export const changedElsewhereTexts = {
  title: 'Otra persona modificó esta solicitud',
  changedBy: (name: string, what: string, when: string) =>
    `${name} la modificó (${what}) el ${when}. No se envió tu cambio.`,
  unknownChange: 'La solicitud cambió desde que la abriste. No se envió tu cambio.',
  currentStatus: (status: string) => `Estado actual: ${status}.`,
  decideAgain: 'Revisa la solicitud como está ahora y decide de nuevo.',
  dismiss: commonTexts.understood,
  /** Ours: why the page's buttons wait while the notice shows. */
  waitForDismiss: 'Lee el aviso de arriba y pulsa «Entendido» para seguir con la solicitud como está ahora.',
} as const;

/**
 * What the changed-elsewhere notice says after its title: who changed the request, what and when (Bogotá
 * time) when the 412 named them, else that it changed; then its status now and that the person decides again.
 */
export function changeSummary(lastChange: LastChange | undefined, status: string): string {
  const name = lastChange?.userName || lastChange?.userWhoExecutedAction;
  const when = lastChange && toDate(lastChange.executionDate) ? formatDateTime(lastChange.executionDate) : '';
  const change =
    name && when
      ? changedElsewhereTexts.changedBy(name, lastChange?.actionExecuted ?? '', when)
      : changedElsewhereTexts.unknownChange;
  return `${change} ${changedElsewhereTexts.currentStatus(labelOfRequestStatus(status))} ${changedElsewhereTexts.decideAgain}`;
}

/** 'Historial de la solicitud', the history section of a request (ours). */
export const historyTexts = {
  title: 'Historial de la solicitud',
  listLabel: 'Cambios de la solicitud, del más reciente al más antiguo',
  loading: 'Cargando el historial',
  refreshing: 'Actualizando el historial',
  empty: 'Esta solicitud aún no tiene historial.',
  failed: 'No se pudo cargar el historial de la solicitud.',
  refused: 'No tiene privilegios para ver el historial de esta solicitud.',
  retry: commonTexts.retry,
  /**
   * What each change was, as its entry's title; an event the app does not know reads 'Cambio en la
   * solicitud'. Worded apart from the notices of the same changes ('Solicitud Descartada', 'Tarea
   * ejecutada', 'Responsable asignado.'), which show on the same page at the same time.
   */
  events: {
    created: 'Solicitud creada',
    responsibleChanged: 'Cambio de responsable',
    requirementEvaluated: 'Requisito evaluado',
    requirementUndone: 'Evaluación de requisito deshecha',
    taskRun: 'Tarea realizada',
    approved: 'Solicitud aprobada',
    rejected: 'Solicitud rechazada',
    discarded: 'Descarte de la solicitud',
    statusChanged: 'Cambio de estado',
  } satisfies Record<HistoryEvent, string>,
  otherEvent: 'Cambio en la solicitud',
  unknownPerson: 'Persona sin nombre',
  /** Between when and who, on the entry's second line. */
  whenWhoSeparator: ' · ',
  initialStatus: (status: string) => `Estado: ${status}`,
  statusChange: (from: string, to: string) => `Estado: ${from} → ${to}`,
  /** The person in charge before and after (worded apart from the header's 'Sin responsable'). */
  responsibleChange: (from: string, to: string) =>
    from === ''
      ? `Queda a cargo: ${to}`
      : to === ''
        ? `Deja de estar a cargo: ${from}`
        : `A cargo: ${from} → ${to}`,
  requirement: (name: string, tag: string) => (tag ? `«${name}»: ${tag}` : `«${name}»`),
  task: (name: string) => `«${name}»`,
  /** The person's words, quoted, after what they were. */
  justification: (words: string) => `Justificación: «${words}»`,
  observations: (words: string) => `Observaciones: «${words}»`,
  comment: (words: string) => `Comentario: «${words}»`,
} as const;

/** What one history entry says, line by line ('' for a line it has none of). */
export interface HistoryEntryLines {
  /** What changed: the entry's title. */
  what: string;
  /** When (dd/Mon/yyyy hh:mm, Bogotá) and who, on the entry's second line. */
  when: string;
  who: string;
  /** What it changed besides the status: the person in charge, the requirement, the task. */
  detail: string;
  /** The status it left (on creation) or its change from → to. */
  status: string;
  /** The person's words, quoted: a justification, observations. */
  words: string;
}

const isKnownEvent = (event: string): event is HistoryEvent => Object.hasOwn(historyTexts.events, event);

function entryDetail(facts: HistoryEntryFacts): string {
  const { detail } = facts;
  switch (facts.event) {
    case 'responsibleChanged':
      return detail.previousResponsible.trim() || detail.newResponsible.trim()
        ? historyTexts.responsibleChange(detail.previousResponsible.trim(), detail.newResponsible.trim())
        : '';
    case 'requirementEvaluated':
    case 'requirementUndone':
      return detail.requirementName
        ? historyTexts.requirement(detail.requirementName, detail.requirementTag)
        : '';
    case 'taskRun':
      return detail.taskName ? historyTexts.task(detail.taskName) : '';
    default:
      return '';
  }
}

function entryWords(facts: HistoryEntryFacts): string {
  if (facts.words === '') return '';
  if (facts.event === 'discarded') return historyTexts.justification(facts.words);
  if (facts.event === 'approved' || facts.event === 'rejected') return historyTexts.observations(facts.words);
  return historyTexts.comment(facts.words);
}

/** The lines of a history entry in Spanish (src/domain/rules/history.ts formats its facts). */
export function historyEntryLines(facts: HistoryEntryFacts): HistoryEntryLines {
  const status = facts.from
    ? historyTexts.statusChange(facts.from, facts.to)
    : facts.event === 'created' && facts.to
      ? historyTexts.initialStatus(facts.to)
      : '';
  return {
    what: isKnownEvent(facts.event) ? historyTexts.events[facts.event] : historyTexts.otherEvent,
    when: facts.when,
    who: facts.who || historyTexts.unknownPerson,
    detail: entryDetail(facts),
    status,
    words: entryWords(facts),
  };
}
