import type { ScreenSpec } from '../support/screen-spec';

const sent = 'La solicitud de vacaciones fue enviada exitosamente.';

/** The flag on a list after a sent request: the text and its close control, or nothing. */
export const successFlagScreen: ScreenSpec = {
  screen: 'Aviso de éxito de una lista (/holidays, /certifications) al volver de un asistente',
  opening: (snapshot) =>
    (snapshot.context as { flag: string }).flag === ''
      ? 'Abre la lista directamente (sin venir de un asistente)'
      : 'Envía una solicitud desde su asistente y vuelve a la lista',
  controls: {
    DISMISS: { name: 'Cerrar' },
  },
  shows: {
    shown: [{ text: sent }],
    hidden: [{ noText: sent }],
  },
};
