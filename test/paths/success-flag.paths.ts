import type { PathTestConfig } from '../support/path-model';
import { successFlagScreen } from './success-flag.screen';

/** Inputs that reach every state, transition and guard branch of the success flag. */
export const successFlagPaths: PathTestConfig = {
  inputs: [
    {
      label: 'vuelve de un asistente con el aviso',
      input: { flag: 'La solicitud de vacaciones fue enviada exitosamente.' },
    },
    {
      label: 'vuelve de la vinculación con título y texto',
      input: {
        flag: 'Solicitud enviada',
        description: 'El registro del nuevo empleado fue enviado exitosamente.',
      },
    },
    { label: 'abre la lista sin aviso', input: { flag: '' } },
  ],
  screen: successFlagScreen,
  effects: {
    forgetLandingFlag: {
      says: 'Se olvida el aviso de la navegación (recargar la lista no lo vuelve a mostrar)',
      on: ['→ shown'],
    },
  },
  spec: { '*': '§9 Delays: the success flag after a redirect is cleared after 5 s' },
};
