import type { RequestsBoardContext } from '@machines/requests/requests-board.machine';
import { labelOfRequestStatus, labelOfRequestType } from '@src/domain/lookups';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const contextOf = (snapshot: AnyMachineSnapshot) => snapshot.context as RequestsBoardContext;
type Payload = EventObject & {
  types?: string[];
  statuses?: string[];
  orientation?: string;
  requestId?: string;
};

/** The one entry an event's list differs in from the chosen one (the checkbox a person ticks or unticks). */
function changed(chosen: readonly string[], wanted: readonly string[]): string {
  return (
    wanted.find((item) => !chosen.includes(item)) ??
    chosen.find((item) => !wanted.includes(item)) ??
    wanted[0] ??
    ''
  );
}

/** The requests board (/requests): filters, orientation and the three columns. */
export const requestsBoardScreen: ScreenSpec = {
  screen: 'Tablero de solicitudes (/requests)',
  opening: () => 'Abre /requests (Solicitudes en trámite) con el empleado seleccionado',
  controls: {
    RETRY: { name: 'Reintentar' },
    CHANGE_KEYWORD: { role: 'searchbox', name: 'Buscar solicitud' },
    CHANGE_FILTERS: (snapshot, event) => {
      const { typesDraft, statusesDraft } = contextOf(snapshot);
      const { types = [], statuses = [] } = event as Payload;
      const type = changed(typesDraft, types);
      const sameTypes =
        types.length === typesDraft.length && types.every((item) => typesDraft.includes(item));
      const sameStatuses =
        statuses.length === statusesDraft.length && statuses.every((item) => statusesDraft.includes(item));
      // Choosing what is already chosen: the same box is unticked and ticked again.
      const byType = !sameTypes || (sameStatuses && type !== '');
      return {
        role: 'checkbox',
        name: byType ? labelOfRequestType(type) : labelOfRequestStatus(changed(statusesDraft, statuses)),
        legend: 'casillas «Tipo de solicitud» y «Estado»',
      };
    },
    CLEAR_FILTERS: { name: 'Limpiar filtros' },
    TOGGLE_ORIENTATION: (snapshot) => ({
      name: contextOf(snapshot).orientation === 'vertical' ? 'Ver en horizontal' : 'Ver en vertical',
      legend: 'botón «Ver en horizontal» / «Ver en vertical»',
    }),
    OPEN_REQUEST: (snapshot, event) => {
      const request = contextOf(snapshot).requests.find(
        (item) => item.humanResourceRequestId === (event as Payload).requestId,
      );
      return {
        role: 'link',
        name: `Abrir la solicitud ${request?.humanResourceRequestNumber ?? (event as Payload).requestId}`,
        whenBlocked: 'hidden',
        legend: 'enlace «Abrir la solicitud {número}» de una tarjeta de vinculación',
      };
    },
  },
  shows: {
    loading: [{ status: 'Cargando solicitudes' }],
    failed: [
      { alert: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' },
      { control: 'Reintentar' },
      { noText: 'Por evaluar' },
    ],
    'ready.keyword.idle': [{ heading: 'Por evaluar' }, { heading: 'En progreso' }, { heading: 'Terminada' }],
    'ready.keyword.debouncing': [{ field: 'Buscar solicitud', role: 'searchbox' }],
    'ready.filters.idle': (snapshot) =>
      contextOf(snapshot).types.length + contextOf(snapshot).statuses.length === 0
        ? [{ text: 'Sin filtros aún.' }]
        : [{ noText: 'Sin filtros aún.' }],
    'ready.filters.submitting': [{ text: 'Aplicando filtros…' }],
  },
};
