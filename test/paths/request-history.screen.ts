import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

/** The section's title and its list's name. */
const title = 'Historial de la solicitud';
const historyListName = 'Cambios de la solicitud, del más reciente al más antiguo';

/**
 * What each answer of call 19 shows, stated by hand (newest first: the entries' titles, then the lines a
 * person reads: when in Bogotá time and who, what changed, the status, the words quoted), by the answer of
 * request-history.paths.ts (named by what it holds: the process's evaluation, Fabio's rejection, nothing).
 */
const shownByAnswer: Record<string, { titles: string[]; lines: string[] }> = {
  'tres cambios en el proceso': {
    titles: ['Requisito evaluado', 'Cambio de responsable', 'Solicitud creada'],
    lines: [
      '21/Nov/2026 09:01 · Ana Sofía Gutiérrez',
      '«Hoja de vida»: Cumple',
      'Queda a cargo: Ana Sofía Gutiérrez',
      '01/Nov/2026 08:00 · Ana Sofía Gutiérrez',
      'Estado: Vinculación en Progreso',
    ],
  },
  'el rechazo de Fabio': {
    titles: ['Solicitud rechazada', 'Solicitud creada'],
    lines: [
      '20/Nov/2026 22:59 · Fabio Ibáñez',
      'Estado: Aprobación Jefe Inmediato → Rechazada',
      'Observaciones: «No hay quien cubra el cargo ese mes.»',
    ],
  },
  ninguno: { titles: [], lines: [] },
};

const answered = /^xstate\.done\.actor\.(fetchHistory|refreshHistory)$/;

/** Which answer the path's last answer of call 19 was (what the section shows until another comes). */
function lastAnswer(events: readonly EventObject[]): string {
  const last = events.filter((event) => answered.test(event.type)).at(-1) as
    | (EventObject & { output?: Array<{ event?: string }> })
    | undefined;
  const kinds = (last?.output ?? []).map((entry) => entry.event);
  if (kinds.includes('rejected')) return 'el rechazo de Fabio';
  if (kinds.includes('requirementEvaluated')) return 'tres cambios en el proceso';
  return 'ninguno';
}

/** The entries the section shows, as the last answer gave them, or the empty text. */
function entriesShown(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const shown = shownByAnswer[lastAnswer(events)] ?? { titles: [], lines: [] };
  if (shown.titles.length === 0) return [{ text: 'Esta solicitud aún no tiene historial.' }];
  return [{ list: historyListName, items: shown.titles }, ...shown.lines.map((line) => ({ text: line }))];
}

/** The history section of a request: its title, then the entries, or its loading, empty, failed or refused text. */
export const requestHistoryScreen: ScreenSpec = {
  screen:
    "'Historial de la solicitud' (página del proceso de una solicitud, detalles de /holidays y /certifications, aprobación de vacaciones)",
  opening: () => 'Abre una solicitud (su página de proceso, sus detalles o su aprobación)',
  controls: {
    RETRY: { name: 'Reintentar', whenBlocked: 'hidden' },
    REQUEST_CHANGED: {
      offScreen: 'La página recibe la solicitud de nuevo, cambiada por quien la usa o por otra persona',
    },
    WINDOW_FOCUSED: { offScreen: 'La persona vuelve a la ventana' },
  },
  shows: {
    loading: [{ heading: title }, { status: 'Cargando el historial' }, { noText: historyListName }],
    loaded: (snapshot, events) => [
      { heading: title },
      { noText: 'Actualizando el historial' },
      ...entriesShown(snapshot, events),
    ],
    empty: [
      { heading: title },
      { text: 'Esta solicitud aún no tiene historial.' },
      { noControl: 'Reintentar' },
    ],
    refreshing: (snapshot, events) => [
      { heading: title },
      { status: 'Actualizando el historial' },
      ...entriesShown(snapshot, events),
    ],
    failed: [
      { heading: title },
      { alert: 'No se pudo cargar el historial de la solicitud.' },
      { control: 'Reintentar', enabled: true },
      { noText: 'Esta solicitud aún no tiene historial.' },
    ],
    refused: [
      { heading: title },
      { text: 'No tiene privilegios para ver el historial de esta solicitud.' },
      { noControl: 'Reintentar' },
    ],
  },
};
