import { parseHumanResourceRequest } from '@src/domain/entities';
import type { PathTestConfig } from '../support/path-model';
import { onboardingRequest } from '../support/process-fixtures';
import { requestsBoardScreen } from './requests-board.screen';

const onboarding = onboardingRequest({ humanResourceRequestDate: '2026-11-01' });
const certification = parseHumanResourceRequest({
  humanResourceRequestId: '19',
  humanResourceRequestNumber: '100019',
  humanResourceRequestDate: '2026-10-01',
  humanResourceRequestType: 'Certification',
  humanResourceRequestStatus: 'closed',
  userNameInCharge: 'Ana Admin',
});
const payment = parseHumanResourceRequest({
  humanResourceRequestId: '20',
  humanResourceRequestNumber: '100020',
  humanResourceRequestDate: '2026-10-15',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'supervisor_approval',
  userNameInCharge: 'Fabio Jefe',
});

/** The board of one employee: call 10 outcomes, the two filters with their delays, orientation, opening a card. */
export const requestsBoardPaths: PathTestConfig = {
  simplePaths: false,
  inputs: [
    {
      label: 'empleado 100001, tablero vertical',
      input: { employeeId: '100001', orientation: 'vertical', pinned: [], pinnedOnly: false },
    },
  ],
  events: {
    CHANGE_KEYWORD: [{ type: 'CHANGE_KEYWORD', label: '«vinculación»', value: 'vinculación' }],
    CHANGE_FILTERS: [
      { type: 'CHANGE_FILTERS', label: 'tipo Certificación', types: ['certification'], statuses: [] },
    ],
    TOGGLE_PIN: [{ type: 'TOGGLE_PIN', label: 'fija la vinculación 100018', requestId: '18' }],
    OPEN_REQUEST: [
      { type: 'OPEN_REQUEST', label: 'la vinculación 100018', requestId: '18' },
      { type: 'OPEN_REQUEST', label: 'la certificación 100019', requestId: '19' },
    ],
  },
  actors: {
    fetchRequests: [
      { label: 'tres solicitudes', output: [onboarding, payment, certification] },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
  },
  screen: requestsBoardScreen,
  effects: {
    saveOrientation: {
      says: (params: { orientation: string }) =>
        `Se guarda la orientación «${params.orientation}» en este navegador`,
      on: ['on TOGGLE_ORIENTATION'],
      params: (snapshot) => ({ orientation: (snapshot.context as { orientation: string }).orientation }),
    },
    savePins: {
      says: 'Se guardan las solicitudes fijadas y «Solo fijadas» para esta persona',
      on: ['on TOGGLE_PIN', 'on TOGGLE_PINNED_ONLY'],
      params: (snapshot) => {
        const { pinned, pinnedOnly } = snapshot.context as { pinned: string[]; pinnedOnly: boolean };
        return { pinned, pinnedOnly };
      },
    },
    notify: {
      says: 'Aviso de error «Error en la solicitud»: «Error al obtener solicitudes»',
      on: ['→ failed'],
      params: () => ({ notice: 'requestsFailed' }),
    },
    goToProcessPage: {
      says: 'Se abre /requests/application-process/18 con la columna «En progreso» o «Por evaluar»',
      on: ['on OPEN_REQUEST'],
      params: () => ({ requestId: '18', column: 'pending' }),
    },
  },
  spec: {
    '→ failed':
      "§8 Requests: the all-attempts-failed message, with a retry; the list toast 'Error en la solicitud'",
    'on CHANGE_KEYWORD': '§2 Requests board: keyword filter; §9 keyword search debounce 500 ms',
    'on CHANGE_FILTERS':
      '§2 Requests board: request type and status filter; §5 filter form; §9 filter submit 800 ms',
    'on TOGGLE_ORIENTATION': '§3 App-wide saved state: boardOrientation (vertical by default)',
    'on TOGGLE_PIN':
      '§3 App-wide saved state: showPinnedOnly (pinned cards; a card the filters hide has no pin)',
    'on TOGGLE_PINNED_ONLY': "§3 App-wide saved state: showPinnedOnly ('Solo fijadas')",
    'on OPEN_REQUEST': '§2 Requests board: an onboarding card opens /requests/application-process/{id}',
    '*': '§2 Requests board; §4 Board column derivation',
  },
};
