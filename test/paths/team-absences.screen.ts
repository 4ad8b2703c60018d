import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

/** The section's title, its list's name and the empty text (the title and the empty text are the product's). */
const title = 'Ausencias del equipo en esas fechas';
const listName = 'Compañeros del equipo con vacaciones en esas fechas';
const nobody = 'Nadie más del equipo tiene vacaciones en esas fechas.';

/**
 * What each answer of call 20 shows, stated by hand (names, then the dates as the app writes them and the
 * status), by the answer of team-absences.paths.ts (named by who is away: José, José and Sofía, nobody).
 */
const shownByAnswer: Record<string, { names: string[]; lines: string[] }> = {
  josé: { names: ['José Andrés Muñoz Peña'], lines: ['Del 27/Dic/2026 al 08/Ene/2027', 'Por aprobar'] },
  'sofía y josé': {
    names: ['Sofía Peña Ordóñez', 'José Andrés Muñoz Peña'],
    lines: ['22/Dic/2026', 'Aprobadas', 'Del 27/Dic/2026 al 08/Ene/2027', 'Por aprobar'],
  },
  nadie: { names: [], lines: [] },
};

const answered = /^xstate\.done\.actor\.fetchTeamAbsences$/;

/** Which answer the path's last answer of call 20 was. */
function lastAnswer(events: readonly EventObject[]): string {
  const last = events.filter((event) => answered.test(event.type)).at(-1) as
    | (EventObject & { output?: Array<{ employeeId?: string }> })
    | undefined;
  const ids = (last?.output ?? []).map((absence) => absence.employeeId);
  if (ids.includes('100004')) return 'sofía y josé';
  if (ids.includes('100001')) return 'josé';
  return 'nadie';
}

function absencesShown(_snapshot: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] {
  const shown = shownByAnswer[lastAnswer(events)] ?? { names: [], lines: [] };
  return [
    { heading: title },
    { list: listName, items: shown.names },
    ...shown.lines.map((line) => ({ text: line })),
    { noText: nobody },
  ];
}

/** The team's absences on the approval of an enjoyment request: the list, nobody, loading or failed. */
export const teamAbsencesScreen: ScreenSpec = {
  screen: "'Ausencias del equipo en esas fechas' (aprobación de vacaciones de una solicitud de disfrute)",
  opening: () => 'Abre el enlace de aprobación de una solicitud de disfrute',
  controls: {
    RETRY: { name: 'Reintentar', whenBlocked: 'hidden' },
  },
  shows: {
    loading: [
      { heading: title },
      { status: 'Cargando las ausencias del equipo' },
      { noText: nobody },
      { noText: listName },
    ],
    loaded: absencesShown,
    empty: [{ heading: title }, { text: nobody }, { noControl: 'Reintentar' }],
    failed: [
      { heading: title },
      { alert: 'No se pudieron cargar las ausencias del equipo.' },
      { control: 'Reintentar', enabled: true },
      { noText: nobody },
    ],
  },
};
