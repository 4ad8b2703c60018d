import type { RequestsListNotice } from '@machines/requests/requests-list.machine';
import { requestsListNoticeText } from '@src/app/wiring/requests/requests-list';
import { parseHumanResourceRequest } from '@src/domain/entities';
import type { AnyMachineSnapshot } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { listedType, requestsListScreen } from './requests-list.screen';

const vacationUseCases = [
  'RequestToEnjoyVacationDays',
  'RequestPaymentForVacationDays',
  'VacationDetailsInProcess',
  'DiscardVacationInProcess',
];
const certificationUseCases = [
  'RequestCertificate',
  'CheckDetailsOfTheCertificateRequest',
  'DiscardCertificateRequest',
];
const request = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestType: 'PaidVacations',
  userNameInCharge: 'Marta Jefe',
  // No disbursement date: a payment with one cannot be discarded (SPEC §5).
  humanResourceRequestData: {
    daysToPay: 3,
    contractNumber: 'AND-2026-00051',
    businessName: 'ERM Servicios Andinos S.A.S.',
    observationEmployee: 'Viaje familiar',
  },
});
/**
 * The same request as an enjoyment (the vacations list holds either kind) and, on the certifications page,
 * as a certification request: each area's details show that kind's own facts (SPEC §2, §3 data variants),
 * and what the request leaves empty shows as '—' (the enjoyment's observations, the certification's type,
 * whose row then shows the request type).
 */
const enjoyment = parseHumanResourceRequest({
  ...request,
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestData: {
    daysOff: 5,
    startDateEnyoment: '2026-12-01T05:00:00.000Z',
    contractNumber: 'AND-2026-00051',
    businessName: 'ERM Servicios Andinos S.A.S.',
    observationEmployee: ' ',
  },
});
const certification = parseHumanResourceRequest({
  ...request,
  humanResourceRequestType: 'Certification',
  humanResourceRequestData: {
    certificationType: '',
    addressee: 'Banco Andino',
    contractNumber: 'AND-2026-00051',
    businessName: 'ERM Servicios Andinos S.A.S.',
    observationEmployee: 'Para un crédito',
  },
});
const areaOf = (snapshot: AnyMachineSnapshot) => (snapshot.context as { area: string }).area;
/** The listed request's date as the row shows it, and the list's empty text. */
const listedDate = '01/Nov/2026';
const noRequests = 'No tiene solicitudes en trámite.';
const common = { employeeId: 'E-100', now: '2026-11-21T15:00:00.000Z' };

/** Both areas (one of them read-only), call 10 outcomes and discard outcomes of requests-list. */
export const requestsListPaths: PathTestConfig = {
  simplePaths: false,
  // By hand, not from the chart (SPEC §2 vacations and certifications lists): the load or its failure,
  // the empty state or the list (each refreshed), and, with the use cases, a request's details and its
  // discard.
  reaches: (() => {
    const read = [
      'loading',
      'failed',
      'empty.shown',
      'empty.refreshing',
      'loaded.browsing.shown',
      'loaded.browsing.refreshing',
    ];
    return {
      'vacaciones, todos los casos de uso de vacaciones': [
        ...read,
        'loaded.viewingDetails',
        'loaded.discarding',
      ],
      'certificaciones, todos los casos de uso de certificaciones': [
        ...read,
        'loaded.viewingDetails',
        'loaded.discarding',
      ],
      'vacaciones, sin casos de uso': read,
    };
  })(),
  // By hand, not from the chart: a failed load is asked again with Reintentar; the list is read again
  // when the window regains focus, the empty state turning into rows when some arrive and staying
  // when none or a failure; details close back to the list; a discard, done or failed,
  // goes back to it, and the last request discarded leaves the empty text (SPEC §2, §4 Discard).
  takes: [
    'on RETRY → loading',
    'on WINDOW_FOCUSED → empty.refreshing',
    'on WINDOW_FOCUSED → loaded.browsing.refreshing',
    'empty.refreshing → loaded',
    'on done refreshRequests → empty.shown',
    'on error refreshRequests → empty.shown',
    'on error refreshRequests → loaded.browsing.shown',
    'on CLOSE_DETAILS → loaded.browsing',
    'on done discard → loaded.browsing',
    'on error discard → loaded.browsing',
    'loaded.browsing → empty',
  ],
  // The tags the screen reads (hasTag), stated by hand: the list's loading state (never an empty list while
  // loading).
  tags: { busy: ['loading'] },
  inputs: [
    {
      label: 'vacaciones, todos los casos de uso de vacaciones',
      input: {
        ...common,
        area: 'holidays',
        requestTypes: ['VacationsEnjoyed', 'PaidVacations'],
        useCases: vacationUseCases,
      },
    },
    {
      label: 'certificaciones, todos los casos de uso de certificaciones',
      input: {
        ...common,
        area: 'certifications',
        requestTypes: ['Certification'],
        useCases: certificationUseCases,
      },
    },
    {
      label: 'vacaciones, sin casos de uso',
      automatedOnly:
        'sin ningún caso de uso la ruta muestra «Acción inhabilitada»; carla.consulta tiene VacationDetailsInProcess',
      input: {
        ...common,
        area: 'holidays',
        requestTypes: ['VacationsEnjoyed', 'PaidVacations'],
        useCases: [],
      },
    },
  ],
  events: {
    VIEW_VACATION_DETAILS: [{ type: 'VIEW_VACATION_DETAILS', requestId: 'R-7' }],
    VIEW_CERTIFICATE_DETAILS: [{ type: 'VIEW_CERTIFICATE_DETAILS', requestId: 'R-7' }],
    DISCARD_VACATION: [{ type: 'DISCARD_VACATION', requestId: 'R-7' }],
    DISCARD_CERTIFICATE: [{ type: 'DISCARD_CERTIFICATE', requestId: 'R-7' }],
  },
  actors: {
    // What each answer brings about on the page, by hand (SPEC §2): the request's row (its date, dd/Mon/yyyy),
    // or the empty text; a discarded request leaves the list, a kept one stays (SPEC §4 Discard).
    fetchRequests: [
      {
        label: 'una solicitud de pago',
        output: [request],
        shows: [{ text: listedDate }],
        when: (snapshot) => areaOf(snapshot) === 'holidays',
      },
      {
        label: 'una solicitud de disfrute',
        output: [enjoyment],
        shows: [{ text: listedDate }],
        when: (snapshot) => areaOf(snapshot) === 'holidays',
      },
      {
        label: 'una solicitud de certificado',
        output: [certification],
        shows: [{ text: listedDate }],
        when: (snapshot) => areaOf(snapshot) === 'certifications',
      },
      { label: 'ninguna', output: [], shows: [{ noText: listedDate }, { text: noRequests }] },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
    discard: [
      {
        label: 'descartada',
        output: { removed: true, requestId: 'R-7' },
        shows: [{ noText: listedDate }, { text: noRequests }],
      },
      // The request as the services hand it back: the kind listed (one outcome per kind, the same words).
      ...[request, enjoyment, certification].flatMap((kept) => [
        {
          label: 'conservada',
          output: { removed: false, requestId: 'R-7', request: kept },
          shows: [{ text: listedDate }],
          when: (snapshot: AnyMachineSnapshot) => listedType(snapshot) === kept.humanResourceRequestType,
        },
        {
          label: 'otra persona la canceló (412) y se cierra el diálogo',
          output: {
            removed: false,
            requestId: 'R-7',
            request: { ...kept, humanResourceRequestStatus: 'canceled', humanResourceRequestVersion: 2 },
          },
          // The request as it is now, cancelled, is no longer in process: it leaves the list.
          shows: [{ noText: listedDate }, { text: noRequests }],
          when: (snapshot: AnyMachineSnapshot) => listedType(snapshot) === kept.humanResourceRequestType,
        },
      ]),
      { label: 'falla el descarte', error: 'discard failed' },
    ],
  },
  // SPEC §7 call 10: the employee and the area's request types (vacations: enjoyment and payment;
  // certifications); the discard works on the row chosen, at the page's reference time.
  sends: {
    fetchRequests: (input: unknown) => ({
      employeeId: 'E-100',
      requestTypes:
        (input as { area: string }).area === 'holidays'
          ? ['VacationsEnjoyed', 'PaidVacations']
          : ['Certification'],
    }),
    discard: () => ({ request: { humanResourceRequestId: 'R-7' }, now: '2026-11-21T15:00:00.000Z' }),
  },
  screen: requestsListScreen,
  effects: {
    notify: {
      // The machine emits a code; the script states the toast by hand (SPEC §8 Requests: its title and
      // the types that failed in Spanish; SPEC §9: both vacation types pass the description's 80
      // characters, so the names are cut inside the quotes), and the runner checks the adapter shows them.
      says: (params: RequestsListNotice) =>
        `Aviso de error «Error en la solicitud»: «Error al obtener solicitudes de tipo "${
          params.requestTypes.length > 1 ? 'Vacaciones Disfrutadas, Vacaciones Pagad…' : 'Certificación'
        }"»`,
      app: (params: RequestsListNotice) => {
        const { title, description } = requestsListNoticeText(params);
        return `Aviso de error «${title}»: «${description}»`;
      },
      on: ['→ failed'],
      params: (snapshot) => ({
        notice: 'requestsFailed',
        requestTypes: (snapshot.context as { requestTypes: string[] }).requestTypes,
      }),
    },
    goToEnjoymentWizard: { says: 'Se abre /holidays/request-enjoyment', on: ['on REQUEST_ENJOYMENT'] },
    goToPaymentWizard: { says: 'Se abre /holidays/request-payment', on: ['on REQUEST_PAYMENT'] },
    goToCertificationWizard: {
      says: 'Se abre /certifications/new-certification',
      on: ['on ADD_CERTIFICATION'],
    },
  },
  spec: {
    'on REQUEST_ENJOYMENT': "REQ-REQUESTS-03: 'Solicitar disfrute' by RequestToEnjoyVacationDays",
    'on REQUEST_PAYMENT': "REQ-REQUESTS-03: 'Solicitar pago' by RequestPaymentForVacationDays",
    'on ADD_CERTIFICATION': "REQ-REQUESTS-03: 'Agregar solicitud' by RequestCertificate",
    '→ failed': "REQ-REQUESTS-02: toast 'Error en la solicitud' naming the types that failed",
    '→ empty': "REQ-REQUESTS-01: 'No tiene solicitudes en trámite.'",
    'on VIEW_VACATION_DETAILS': 'REQ-REQUESTS-04: details by VacationDetailsInProcess',
    'on VIEW_CERTIFICATE_DETAILS': 'REQ-REQUESTS-04: details by CheckDetailsOfTheCertificateRequest',
    'on DISCARD_VACATION':
      'REQ-REQUESTS-04 (Decisión 0008): DiscardVacationInProcess; a refused discard says why',
    'on DISCARD_CERTIFICATE':
      'REQ-REQUESTS-04 (Decisión 0008): DiscardCertificateRequest; a refused discard says why',
    'on done discard':
      'REQ-REQUESTS-04: the discard removes the request from the list; a request someone else changed shows as it is now',
    'on WINDOW_FOCUSED':
      'REQ-REQUESTS-05: the list read again when the window regains focus, so a change by someone else shows',
    '*': 'REQ-REQUESTS-01: requests in process (call 10 by type)',
  },
};
