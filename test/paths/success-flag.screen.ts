import type { AnyMachineSnapshot } from 'xstate';
import type { ScreenSpec } from '../support/screen-spec';

const sent = 'La solicitud de vacaciones fue enviada exitosamente.';
const flagOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { flag: string }).flag;

/** The flag on a list after a sent request: the text and its close control, or nothing. */
export const successFlagScreen: ScreenSpec = {
  screen: 'Aviso de éxito al volver de un asistente (/holidays, /certifications, /employees/select-employee)',
  opening: (snapshot) =>
    (snapshot.context as { flag: string }).flag === ''
      ? 'Abre la lista directamente (sin venir de un asistente)'
      : 'Envía una solicitud desde su asistente y vuelve a la lista',
  controls: {
    DISMISS: { name: 'Cerrar' },
  },
  shows: {
    shown: [{ text: flagOf }],
    hidden: [{ noText: sent }],
  },
};
