import type { ScreenSpec } from '../support/screen-spec';

/** The process page of an onboarding request (/requests/application-process/{id}). */
export const requestProcessScreen: ScreenSpec = {
  screen: 'Trámite de la solicitud (/requests/application-process/{id})',
  opening: () => 'En el tablero (/requests), abre la solicitud 100018',
  controls: {
    RETRY: { name: 'Reintentar' },
    DISCARD: { name: 'Descartar' },
    OPEN_REQUIREMENTS: { name: 'Requisitos' },
    CLOSE_REQUIREMENTS: { name: 'Cerrar', within: 'dialog' },
    CHANGE_RESPONSIBLE: { name: 'Cambiar responsable' },
    SET_ASSIGN_ME: { role: 'checkbox', name: 'Asignarme a mí como responsable.', within: 'dialog' },
    SAVE_RESPONSIBLE: { name: 'Guardar', within: 'dialog' },
    CANCEL_RESPONSIBLE: { name: 'Cancelar', within: 'dialog' },
  },
  shows: {
    loading: [{ status: 'Cargando la solicitud' }],
    failed: [
      { alert: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' },
      { control: 'Reintentar' },
    ],
    notFound: [{ heading: 'Página no encontrada' }],
    'ready.viewing': [
      { heading: 'Solicitud 100018' },
      { heading: 'Tareas por hacer' },
      { heading: 'Tareas hechas' },
      { text: 'Ninguna tarea está hecha por ahora.' },
      { noDialog: true },
    ],
    'ready.requirements': [{ dialog: 'Requisitos', text: 'Validaciones del sistema' }],
    'ready.responsible.editing': [
      { dialog: 'Cambiar responsable', text: 'Asignarme a mí como responsable.' },
    ],
    'ready.responsible.saving': [{ dialog: 'Cambiar responsable' }],
    'ready.discarding': [{ heading: 'Tareas por hacer' }],
    // The app opens the board (goToBoard); the page shows nothing new.
    discarded: [],
  },
};
