import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

const spinner = { status: 'Validando credenciales' } as const;

/**
 * The business-units flag (SPEC §4: 1006 empty, 1008 failure; §8's texts), stated by hand from the answer
 * the path gave: none before an answer, for a user missing or for units found.
 */
const unitsFlag = (_: AnyMachineSnapshot, events: readonly EventObject[]): Shown[] => {
  const answer = events.find((event) => /^xstate\.(done|error)\.actor\./.test(event.type)) as
    | (EventObject & { output?: unknown[] })
    | undefined;
  if (answer === undefined) return [];
  if (answer.type.startsWith('xstate.error.'))
    return [
      { alert: 'Error al obtener las unidades de negocio para el oficial. Código: 1008' },
      { alert: 'Todos los intentos fallaron. No se pudieron obtener las unidades de negocio.' },
    ];
  if ((answer.output ?? []).length > 0) return [];
  return [
    { alert: 'Error al obtener las unidades de negocio para el oficial. Código: 1006' },
    { alert: 'No hay unidades de negocio disponibles' },
  ];
};

/** login/{user_id}/checking-credentials: a spinner while busy, the units flag for its second; no control. */
export const credentialCheckScreen: ScreenSpec = {
  screen: 'Validando credenciales (login/{user_id}/checking-credentials)',
  controls: {},
  shows: {
    fetchingUnits: [{ ...spinner, busy: true }],
    loadingSampleUnits: [{ ...spinner, busy: true }],
    settling: (snapshot, events) => [{ ...spinner, busy: true }, ...unitsFlag(snapshot, events)],
    userMissing: [{ ...spinner, busy: false }],
    fetchFailed: (snapshot, events) => [{ ...spinner, busy: false }, ...unitsFlag(snapshot, events)],
    noUnits: (snapshot, events) => [{ ...spinner, busy: false }, ...unitsFlag(snapshot, events)],
    oneUnit: [{ ...spinner, busy: false }],
    severalUnits: [{ ...spinner, busy: false }],
  },
};
