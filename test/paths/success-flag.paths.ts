import type { PathTestConfig } from '../support/path-model';
import { successFlagScreen } from './success-flag.screen';

/** Inputs that reach every state, transition and guard branch of the success flag. */
export const successFlagPaths: PathTestConfig = {
  inputs: [
    {
      label: 'vuelve de un asistente con el aviso',
      input: { flag: 'La solicitud de vacaciones fue enviada exitosamente.' },
      shows: [{ text: 'La solicitud de vacaciones fue enviada exitosamente.' }],
    },
    {
      label: 'vuelve de la vinculación con título y texto',
      input: {
        flag: 'Solicitud enviada',
        description: 'El registro del nuevo empleado fue enviado exitosamente.',
      },
      // SPEC §2 (Employee onboarding): the flag after Finalizar has a title and a text under it.
      shows: [
        { text: 'Solicitud enviada' },
        { text: 'El registro del nuevo empleado fue enviado exitosamente.' },
      ],
    },
    {
      label: 'abre la lista sin aviso',
      input: { flag: '' },
      shows: [{ noText: 'Solicitud enviada' }, { noControl: 'Cerrar' }],
    },
  ],
  screen: successFlagScreen,
  // SPEC §9: the flag goes after 5 s.
  delays: { flagClear: 5000 },
  // By hand, not from the chart: a flag brought from a wizard shows, then goes; a list opened directly
  // shows none.
  reaches: {
    'vuelve de un asistente con el aviso': ['shown', 'hidden'],
    'vuelve de la vinculación con título y texto': ['shown', 'hidden'],
    'abre la lista sin aviso': ['hidden'],
  },
  // It goes after 5 s, or at once with 'Cerrar' (a chart without either still reaches both states).
  takes: ['on after flagClear → hidden', 'on DISMISS → hidden'],
  // Once gone, it does not come back on that page.
  stopsIn: ['hidden'],
  effects: {
    forgetLandingFlag: {
      says: 'Se olvida el aviso de la navegación (recargar la lista no lo vuelve a mostrar)',
      on: ['→ shown'],
    },
  },
  spec: {
    '*': 'REQ-NAV-02: the success flag after a redirect goes after 5 s or Cerrar, shown once',
  },
};
