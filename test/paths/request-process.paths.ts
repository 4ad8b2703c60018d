import { parseHumanResourceRequest } from '../../src/domain/entities';
import type { PathTestConfig } from '../support/path-model';
import { requestProcessScreen } from './request-process.screen';

const onboarding = parseHumanResourceRequest({
  humanResourceRequestId: '18',
  humanResourceRequestNumber: '100018',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
  tasksToManageTheHumanResourcesRequests: [
    { taskManagingId: '18-1', taskCode: 'T1', taskName: 'Validaciones del sistema', taskStatus: 'pending' },
  ],
});
const assigned = { ...onboarding, userCodeInCharge: 'ana.admin', userNameInCharge: 'Ana Admin' };
const common = {
  employeeId: '100001',
  requestId: '18',
  now: '2026-11-21T15:00:00.000Z',
  account: 'ana.admin',
};

/** The process page with and without the discard use case; call 10 and discard outcomes. */
export const requestProcessPaths: PathTestConfig = {
  inputs: [
    {
      label: 'ana.admin (DiscardsRequestForLinkage, AddEmployeeLink)',
      input: { ...common, useCases: ['DiscardsRequestForLinkage', 'AddEmployeeLink'] },
    },
    { label: 'carla.consulta (sin casos de uso)', input: { ...common, useCases: [] } },
  ],
  events: {
    SET_ASSIGN_ME: [
      { type: 'SET_ASSIGN_ME', label: 'marca la casilla', checked: true },
      { type: 'SET_ASSIGN_ME', label: 'desmarca la casilla', checked: false },
    ],
  },
  actors: {
    assignResponsible: [
      { label: 'asignado', output: assigned },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
    fetchRequest: [
      { label: 'la solicitud 100018', output: onboarding },
      { label: 'no existe', output: undefined },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
    discard: [
      { label: 'descartada', output: { removed: true, requestId: '18' } },
      { label: 'cancelada', output: { removed: false, requestId: '18' } },
      { label: 'falla el descarte', error: 'discard failed' },
    ],
  },
  screen: requestProcessScreen,
  effects: {
    goToBoard: { says: 'Se vuelve al tablero (/requests)', on: ['→ discarded'] },
    notify: [
      {
        says: 'Aviso «Responsable asignado.»: «El nuevo responsable se asignó con éxito.» (5 s)',
        on: ['on done assignResponsible'],
        params: () => ({
          appearance: 'success',
          title: 'Responsable asignado.',
          description: 'El nuevo responsable se asignó con éxito.',
        }),
      },
      {
        says: 'Aviso de error «Error»: «No se pudo asignar el responsable.»',
        on: ['on error assignResponsible'],
        params: () => ({
          appearance: 'danger',
          title: 'Error',
          description: 'No se pudo asignar el responsable.',
        }),
      },
    ],
  },
  spec: {
    'on DISCARD':
      "§2 Request process page: Descartar; §6 DiscardsRequestForLinkage ('No tiene privilegios para descartar solicitudes.')",
    'on CHANGE_RESPONSIBLE':
      "§2 Request process page: the responsible modal ('Asignarme a mí como responsable.')",
    'on SAVE_RESPONSIBLE': '§5 Responsible-person form: Guardar disabled when empty, loading or unmodified',
    'on done assignResponsible':
      "§4 Changing the responsible person: 'Responsable asignado.' (5000 ms); call 15 (ours)",
    'on OPEN_REQUIREMENTS': '§2 Request process page: the requirements modal',
    '→ failed': '§8 Requests: the all-attempts-failed message, with a retry',
    '→ notFound': '§2 Requests board: unknown sub-routes show a 404 page',
    'on done discard': '§4 Discard: removes the request',
    '*': '§2 Request process page; §6 tasks 6 to 8 and the responsible person',
  },
};
