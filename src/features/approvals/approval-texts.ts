// Texts of the vacation-approval screen that the spec describes without wording (ours); the spec's
// verbatim texts (titles, 'Días a pagar:', 'Periodo:', Aprobar, Rechazar, Observaciones, Enviar, the
// result modal) come from src/domain/texts.ts.
import { lifecycleMessages } from '@src/domain/rules/lifecycle';
import { commonTexts } from '@src/domain/texts';

export const approvalPageTexts = {
  /** The heading when the address names no request. */
  genericTitle: 'Aprobación de vacaciones',
  loading: 'Cargando la solicitud',
  loadFailed: 'No se pudo cargar la solicitud de vacaciones.',
  retry: commonTexts.retry,
  noCode: 'La dirección no indica qué solicitud responder. Abre el enlace completo de la notificación.',
  notFound: (number: string) => `No existe una solicitud con el número ${number} en esta unidad de negocio.`,
  // The refusals of the lifecycle table, as call 14 words them too (one text each).
  notVacation: lifecycleMessages.answerType,
  /** Takes the request's status code. */
  alreadyAnswered: lifecycleMessages.answerStatus,
  canceled: lifecycleMessages.answerCanceled,
  recorded: (status: string) => `Respuesta registrada. Estado de la solicitud: ${status}.`,
  summaryLabel: 'Datos de la solicitud',
  employee: 'Empleado:',
  document: 'Documento:',
  status: 'Estado:',
  unknownEmployee: (id: string) => `Empleado ${id}`,
  days: (days: number) => (days === 1 ? '1 día' : `${days} días`),
  period: (days: number, start: string) =>
    `${days === 1 ? '1 día hábil' : `${days} días hábiles`} desde el ${start}`,
  answer: 'Respuesta',
  leaveRefused: 'La respuesta se está enviando: no se puede cancelar. Espere a que termine.',
  submitFailed: 'Error al enviar la solicitud. Intente nuevamente.',
  close: commonTexts.close,
  brandFallback: 'Portal-ERM',
} as const;

/**
 * 'Ausencias del equipo en esas fechas' (the title and the empty text are the product's; the rest is ours,
 * in the style of the history section).
 */
export const teamAbsencesTexts = {
  title: 'Ausencias del equipo en esas fechas',
  empty: 'Nadie más del equipo tiene vacaciones en esas fechas.',
  listLabel: 'Compañeros del equipo con vacaciones en esas fechas',
  loading: 'Cargando las ausencias del equipo',
  failed: 'No se pudieron cargar las ausencias del equipo.',
  retry: commonTexts.retry,
  /** The days of an absence: first and last, as the app writes dates (dd/Mon/yyyy). */
  dates: (first: string, last: string) => (first === last ? first : `Del ${first} al ${last}`),
  /** Call 20's status of the colleague's enjoyment; one it does not know reads as it came. */
  statuses: { pending: 'Por aprobar', approved: 'Aprobadas' } as Record<string, string>,
} as const;
