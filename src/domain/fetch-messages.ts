// Per-call fetch error texts of SPEC §8, verbatim. `failure` is shown for one failed call (with the HTTP
// status where the spec shows one); `final` is the "Todos los intentos fallaron…" text the API client
// attaches once it gives up. Texts the spec only hints at ("variants … exist", portal options) are
// written in the same style and marked below. Pure: imports nothing.

/** Status shown inside a message; the client passes 0 when no HTTP answer arrived (time-out, network). */
export type MessageStatus = number | string;

export const fetchMessages = {
  /** Call 1: portal data. */
  portal: {
    failure: 'Error al obtener los datos del portal',
    final: 'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
  },
  /** Call 2: operator (business manager). */
  businessManager: {
    failure: 'Error al obtener los datos del operador',
    final: 'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
    /** Call 2 answered 204 (1006): no attempt failed. Ours, the error page's first 1006 line. */
    empty: 'No se encontraron datos del operador para el identificador indicado.',
  },
  /** Call 3: portal options. Not in the spec: written in the style of the others. */
  portalOptions: {
    failure: 'Error al obtener las opciones del portal',
    final: 'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
  },
  /** Call 4: staff user. */
  user: {
    failure: 'Error al obtener los datos del usuario',
    final: 'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
  },
  /** Call 5: staff use cases (the final text is the spec's unnamed "variant", in the same style). */
  useCases: {
    failure: 'Error al obtener los casos de uso del staff',
    final: 'Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.',
  },
  /** Call 6: business units of the officer. */
  businessUnits: {
    failure: (code: MessageStatus) =>
      `Error al obtener las unidades de negocio para el oficial. Código: ${code}`,
    final: 'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.',
    empty: 'No hay unidades de negocio disponibles',
  },
  /** Call 7: employee list (the spec names only an all-attempts variant; both written in its style). */
  employees: {
    failure: 'Error al obtener la lista de empleados',
    final: 'Todos los intentos fallaron. No se pudo obtener la lista de empleados.',
  },
  /** Call 8: one employee. 204 means the employee does not exist. */
  employee: {
    notFound: (id: string) => `El empleado con ID ${id} no existe.`,
    failure: (id: string) => `Error al obtener el empleado ${id}`,
  },
  /** Call 9: pending vacation days per contract. */
  pendingDays: {
    failure: 'Error al obtener los días de vacaciones pendientes',
    final: (id: string) =>
      `Todos los intentos fallaron. No se pudieron obtener los días de vacaciones pendientes para el empleado ${id}.`,
  },
  /** Call 10: human-resources requests, plus the list screen's toast. */
  requests: {
    failure: (status: MessageStatus) =>
      `Error al obtener las solicitudes de recursos humanos (Status: ${status})`,
    final: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
    toastTitle: 'Error en la solicitud',
    toastOfType: (type: string) => `Error al obtener solicitudes de tipo "${type}"`,
    toastAny: 'Error al obtener solicitudes',
  },
  /** Call 11: saving a request. */
  save: {
    failure: 'Error al enviar la solicitud. Intente nuevamente.',
    vacationOrCertificationFailure:
      'Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.',
  },
  /** Call 12: discarding a request. */
  remove: {
    title: 'Error',
    failure: 'No se pudo eliminar la solicitud',
  },
  /** Call 13: remuneration profiles catalogue. */
  remunerationProfiles: {
    failure: (code: MessageStatus) => `Error al obtener los perfiles de remuneración (Status: ${code})`,
    final: 'Todos los intentos fallaron. No se pudo obtener los perfiles de remuneración.',
    flag: 'Error obteniendo las opciones de asignación',
  },
  /** Call 18 (ours): an onboarding request's CV. Not in the spec: written in the style of the others. */
  curriculum: {
    failure: (status: MessageStatus) => `Error al obtener la hoja de vida (Status: ${status})`,
    final: 'Todos los intentos fallaron. No se pudo obtener la hoja de vida.',
  },
  /**
   * Any call answered 429 (the services' per-account limit), instead of the call's own texts. Not in the
   * spec: written in the style of the provider's sign-in wait.
   */
  tooManyRequests: 'Demasiadas solicitudes en poco tiempo. Espera un momento e inténtalo de nuevo.',
  /** Call 19 (ours): a request's history. Not in the spec: written in the style of the others. */
  history: {
    failure: (status: MessageStatus) => `Error al obtener el historial de la solicitud (Status: ${status})`,
    final: 'Todos los intentos fallaron. No se pudo obtener el historial de la solicitud.',
  },
  /** Call 20 (ours): the team's absences in a request's days. Not in the spec: written in the style of the others. */
  teamAbsences: {
    failure: (status: MessageStatus) => `Error al obtener las ausencias del equipo (Status: ${status})`,
    final: 'Todos los intentos fallaron. No se pudo obtener las ausencias del equipo.',
  },
} as const;

/**
 * The text to show for a rejected call: the API client's final "Todos los intentos fallaron…" message
 * when the error carries one, else `fallback` (never a raw technical message).
 */
export function finalMessageOf(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null) {
    const final = (error as { finalMessage?: unknown }).finalMessage;
    if (typeof final === 'string' && final !== '') return final;
  }
  return fallback;
}
