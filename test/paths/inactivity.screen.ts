import type { ScreenSpec } from '../support/screen-spec';

const warningTitle = 'Tu sesión está por cerrarse';

/** The inactivity warning: nothing while the person works, the warning a minute before the sign-out. */
export const inactivityScreen: ScreenSpec = {
  screen: 'Aviso de inactividad (cualquier pantalla con sesión iniciada)',
  opening: () => 'Inicia sesión y deja la pestaña sin usar',
  controls: {
    ACTIVITY: {
      offScreen: 'Usa el teclado o el ratón en esta pestaña (el navegador lo avisa)',
      byPerson: true,
    },
    ACTIVITY_ELSEWHERE: {
      offScreen: 'Trabaja en otra pestaña del portal, que se lo avisa a esta',
      byPerson: true,
    },
    KEEP_WORKING: { name: 'Seguir conectado', within: 'alertdialog' },
    SIGN_OUT: { name: 'Cerrar sesión', within: 'alertdialog' },
  },
  shows: {
    active: [{ noDialog: true }],
    warning: [
      {
        dialog: warningTitle,
        role: 'alertdialog',
        text: 'No hemos detectado actividad. Por seguridad, la sesión se cerrará en 1 minuto.',
      },
    ],
    timedOut: [{ noDialog: true }],
    signedOut: [{ noDialog: true }],
  },
};
