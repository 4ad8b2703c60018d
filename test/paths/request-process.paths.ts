import { parseHumanResourceRequest } from '../../src/domain/entities';
import type { PathTestConfig } from '../support/path-model';
import { requestProcessScreen } from './request-process.screen';

const onboarding = parseHumanResourceRequest({
  humanResourceRequestId: '18',
  humanResourceRequestNumber: '100018',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestType: 'Onboarding',
  humanResourceRequestStatus: 'onboarding_in_progress',
  userCodeInCharge: 'ana.admin',
  userNameInCharge: 'Ana Admin',
  tasksToManageTheHumanResourcesRequests: [
    { taskManagingId: '18-1', taskCode: 'T1', taskName: 'Validaciones del sistema', taskStatus: 'pending' },
  ],
});
const common = { employeeId: '100001', requestId: '18', now: '2026-11-21T15:00:00.000Z' };

/** The process page with and without the discard use case; call 10 and discard outcomes. */
export const requestProcessPaths: PathTestConfig = {
  inputs: [
    {
      label: 'ana.admin (DiscardsRequestForLinkage)',
      input: { ...common, useCases: ['DiscardsRequestForLinkage'] },
    },
    { label: 'carla.consulta (sin casos de uso)', input: { ...common, useCases: [] } },
  ],
  actors: {
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
  },
  spec: {
    'on DISCARD':
      "§2 Request process page: Descartar; §6 DiscardsRequestForLinkage ('No tiene privilegios para descartar solicitudes.')",
    'on OPEN_REQUIREMENTS': '§2 Request process page: the requirements modal',
    '→ failed': '§8 Requests: the all-attempts-failed message, with a retry',
    '→ notFound': '§2 Requests board: unknown sub-routes show a 404 page',
    'on done discard': '§4 Discard: removes the request',
    '*': '§2 Request process page; §6 tasks 6 to 8 and the responsible person',
  },
};
