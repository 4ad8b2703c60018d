import type { VacationApprovalContext } from '@machines/approvals/vacation-approval.machine';
import { approvalOfAddress } from '@src/domain/rules/approval';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { approvalRequest, awaitingEnjoyment } from '../support/approval-fixtures';
import type { PathTestConfig } from '../support/path-model';
import { lastChoice, lastObservation, vacationApprovalScreen } from './vacation-approval.screen';

const awaiting = awaitingEnjoyment;
const employee = {
  employeeId: '100002',
  name: 'María Begoña Ibáñez Zúñiga',
  identificationDocumentNumber: '52987654',
};
const manager = { useCases: ['ApproveVacationRequest'], idempotencyKey: 'key-1' };
/** The approval of a notification link, as the route reads its address (`code`, `type`). */
const opened = (query: string, idempotencyKey = 'key-1') => ({
  ...manager,
  ...approvalOfAddress(new URLSearchParams(query)),
  idempotencyKey,
});
/**
 * The links that name the kind (`type`): checked on opening only (the heading while the request loads,
 * before its own type replaces the kind); the answers are those of the plain link.
 */
const typedLink = 'key-typed-link';
const plainAddress = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as VacationApprovalContext).idempotencyKey !== typedLink;
/**
 * What each load answer brings about, stated by hand (Decisión 0010), not read from the state the machine
 * reaches: a machine that takes another request for the address's, or a payment for another kind, fails.
 */
const notFound = 'No existe una solicitud con el número 150001 en esta unidad de negocio.';
/** Why a load answer is for the tests only: a tester opens the link of request 150001 on `npm start`. */
const never = 'con el enlace de la solicitud 150001 (docs/demo-data.md) los servicios nunca responden';

/** Addresses, answers and the outcomes of calls 10/8 and 14 that reach every state and transition. */
export const vacationApprovalPaths: PathTestConfig = {
  simplePaths: false,
  // A loaded request counts by its status and version only, not its kind: the payment request and the
  // number with spaces get a path of their own to the form, then the form is the same (else each of
  // them would multiply the paths).
  serializeState: (snapshot) => {
    const { request, kind: _kind, ...kept } = snapshot.context as VacationApprovalContext;
    const counted = request && [request.humanResourceRequestStatus, request.humanResourceRequestVersion];
    return JSON.stringify([snapshot.value, snapshot.status, kept, counted]);
  },
  screen: vacationApprovalScreen,
  // Only context updates: no navigation, toast or storage of its own (the route module adds none).
  effects: {},
  spec: {
    '→ noCode': 'REQ-APPROVAL-01: the notification link carries the request number',
    '→ notFound': 'REQ-APPROVAL-02 (Decisión 0010): a number of no request',
    '→ notVacation': 'REQ-APPROVAL-02 (Decisión 0010): only vacation requests are answered here',
    '→ alreadyAnswered': 'REQ-APPROVAL-02 (Decisión 0010): a request already answered shows its status',
    '→ canceled':
      'REQ-APPROVAL-02 (Decisión 0010): a discarded (canceled) request says it was canceled, not answered',
    'on LEAVE': 'REQ-APPROVAL-07: Escape is refused, visibly, while the answer is sent',
    'on CHANGE': 'REQ-APPROVAL-03, REQ-APPROVAL-04: Aprobar or Rechazar, observations, the approval rules',
    'on done sendAnswer': 'REQ-APPROVAL-05 (Decisión 0010): call 14 changes the status',
    '→ changedElsewhere': 'REQ-APPROVAL-06: call 14 with If-Match, 412 — changed by someone else',
    'on error sendAnswer': 'REQ-ERROR-01: submit failure',
    '*': 'REQ-APPROVAL-03: the approval page',
  },
  // SPEC §2 Approvals by hand, not from the chart: with a code, the load (or its failure and retry), each
  // kind of request it can find, the form, sending (Escape refused), its failure flag, a change made
  // elsewhere, the result and the way out; without a code, only the missing-code page.
  reaches: {
    'código 150001, un jefe': [
      'loading',
      'failed',
      'notFound',
      'notVacation',
      'alreadyAnswered',
      'canceled',
      'form.editing',
      'form.submitFailed',
      'submitting.sending',
      'submitting.leaveRefused',
      'changedElsewhere',
      'result',
      'closed',
    ],
    'sin código en la dirección': ['noCode'],
  },
  // SPEC §8: the submit failure flag stays 10 s.
  delays: { submitFailureFlag: 10_000 },
  // By hand, not from the chart: the failure flag goes after its 10 s or with 'Cerrar'; Reintentar
  // loads again (Decisión 0010); Escape is refused while sending; after a change made
  // elsewhere 'Entendido' weighs the request again; Entendido closes the result (SPEC §4).
  takes: [
    'on after submitFailureFlag → form.editing',
    'on DISMISS_FLAG → form.editing',
    'on RETRY → loading',
    'on LEAVE → submitting.leaveRefused',
    'on DISMISS_CHANGE → checkingRequest',
    'on CLOSE → closed',
  ],
  // The tags the screen reads (hasTag), stated by hand: the loading state, the buttons off while sending, the
  // failure flag.
  tags: { busy: ['loading', 'submitting'], submitFailed: ['form.submitFailed'] },
  // SPEC §4: form, submit, result modal, then closed: the approval ends there.
  stopsIn: ['closed'],
  // SPEC §4: approved if Aprobar was chosen (the last choice made), else rejected; the address's number.
  ends: (input: unknown, events: readonly EventObject[]) => ({
    answered: lastChoice(events) ?? '',
    requestNumber: (input as { requestNumber: string }).requestNumber,
  }),
  inputs: [
    {
      label: 'código 150001, un jefe',
      says: 'el enlace de la solicitud 150001, abierto por el jefe que debe responderla',
      input: opened('code=150001'),
      // Decisión 0010: a link without `type` is read as a payment until the request says otherwise.
      shows: [{ heading: 'Solicitud de pago vacaciones #150001' }],
    },
    {
      label: 'sin código en la dirección',
      says: 'un enlace que no dice qué solicitud responder',
      input: opened(''),
    },
    {
      label: 'código 150001, de disfrute (type= enjoyment )',
      says: 'el enlace de la solicitud 150001 con el tipo escrito «type=+enjoyment+» (disfrute, con un espacio antes y otro después)',
      input: opened('code=150001&type=+enjoyment+', typedLink),
      shows: [{ heading: 'Solicitud de disfrute vacaciones #150001' }],
    },
    {
      label: 'código 150001, de disfrute (type=VacationsEnjoyed)',
      says: 'el enlace de la solicitud 150001 con el tipo escrito «type=VacationsEnjoyed» (disfrute)',
      input: opened('code=150001&type=VacationsEnjoyed', typedLink),
      shows: [{ heading: 'Solicitud de disfrute vacaciones #150001' }],
    },
  ],
  events: {
    CHANGE: [
      { type: 'CHANGE', label: 'Aprobar', values: { approval: 'approve' } },
      {
        type: 'CHANGE',
        label: 'Rechazar sin observaciones',
        values: { approval: 'reject', observation: '' },
      },
      {
        type: 'CHANGE',
        label: 'Rechazar con observaciones',
        // Spaces around the text typed: call 14 carries it trimmed.
        values: { approval: 'reject', observation: ' No hay reemplazo ese mes. ' },
      },
      { type: 'CHANGE', label: 'observaciones de 501 caracteres', values: { observation: 'x'.repeat(501) } },
    ],
  },
  // Call 14 (Decisión 0010): the answer sent is the last choice made and the observations last typed,
  // without the spaces around them, stated by hand from the form changes of the path.
  sends: {
    sendAnswer: (_input: unknown, events: readonly EventObject[]) => ({
      answer: { approval: lastChoice(events) ?? '', observation: lastObservation(events).trim() },
    }),
  },
  actors: {
    loadApproval: [
      {
        label: 'una solicitud de disfrute por aprobar',
        when: plainAddress,
        output: { request: awaiting, employee },
        shows: [{ heading: 'Solicitud de disfrute vacaciones #150001' }, { control: 'Enviar' }],
      },
      {
        // SPEC §2: a payment request shows its days to pay (its summary, not a period).
        label: 'una solicitud de pago por aprobar',
        when: plainAddress,
        automatedOnly: `${never} una solicitud de pago con ese número`,
        output: {
          request: approvalRequest({
            humanResourceRequestType: 'PaidVacations',
            humanResourceRequestData: { daysToPay: 5 },
          }),
          employee,
        },
        // Its kind read from the request, not the address (whose kind the input gives as payment too).
        shows: [{ text: 'Días a pagar:' }, { noText: 'Periodo:' }, { control: 'Enviar' }],
      },
      {
        // Lenient data: the services' number with spaces around it is still the address's request.
        label: 'la solicitud, su número con espacios',
        when: plainAddress,
        automatedOnly: `${never} un número con espacios`,
        output: { request: { ...awaiting, humanResourceRequestNumber: ' 150001 ' }, employee },
        shows: [{ heading: 'Solicitud de disfrute vacaciones #150001' }, { control: 'Enviar' }],
      },
      {
        label: 'ninguna solicitud con ese número',
        when: plainAddress,
        automatedOnly: `${never} que no existe`,
        output: { request: undefined, employee: undefined },
        shows: [{ alert: notFound }],
      },
      {
        label: 'una solicitud de certificación',
        when: plainAddress,
        automatedOnly: `${never} una certificación`,
        output: { request: { ...awaiting, humanResourceRequestType: 'Certification' }, employee },
        shows: [{ alert: 'La solicitud 150001 no es una solicitud de vacaciones.' }],
      },
      {
        label: 'una solicitud descartada (cancelada)',
        when: plainAddress,
        automatedOnly: `${never} una solicitud cancelada (su disfrute aún no empieza: no se puede descartar)`,
        output: { request: { ...awaiting, humanResourceRequestStatus: 'canceled' }, employee },
        shows: [{ text: 'Esta solicitud fue cancelada: ya no se puede responder.' }],
      },
      {
        label: 'otra solicitud (número 150009)',
        when: plainAddress,
        automatedOnly: `${never} otra solicitud`,
        output: { request: { ...awaiting, humanResourceRequestNumber: '150009' }, employee },
        // The services answered with another request: the address's is not found (Decisión 0010).
        shows: [{ alert: notFound }, { noControl: 'Enviar' }],
      },
      {
        label: 'una solicitud ya rechazada',
        when: plainAddress,
        automatedOnly: `${never} una solicitud ya respondida mientras el guion no diga cómo responderla antes`,
        output: { request: { ...awaiting, humanResourceRequestStatus: 'rejected' }, employee },
        shows: [{ text: 'Esta solicitud ya fue respondida. Estado actual: Rechazada.' }],
      },
      {
        label: 'falla la carga',
        says: 'El servicio no entrega la solicitud: responde con un error',
        when: plainAddress,
        error: 'Todos los intentos fallaron.',
      },
    ],
    sendAnswer: [
      // The services register the answer sent: approved, the request goes to HR's verification;
      // rejected, it is Rechazada (SPEC §4, the reference services' rule).
      {
        label: 'se registra la aprobación',
        when: (snapshot) => (snapshot.context as VacationApprovalContext).values.approval === 'approve',
        output: { ...awaiting, humanResourceRequestStatus: 'HR_compliance_verification' },
      },
      {
        label: 'se registra el rechazo',
        when: (snapshot) => (snapshot.context as VacationApprovalContext).values.approval === 'reject',
        output: { ...awaiting, humanResourceRequestStatus: 'rejected' },
      },
      {
        label: 'los servicios la rechazan',
        says: 'El servicio no registra la respuesta: responde con un error',
        error: 'Error al enviar la solicitud. Intente nuevamente.',
        // SPEC §8: the submit failure flag, not the notice of a change made elsewhere.
        shows: [
          { alert: 'Error al enviar la solicitud. Intente nuevamente.' },
          { noText: 'Otra persona modificó esta solicitud' },
        ],
      },
      {
        label: 'otra persona ya la respondió (412)',
        says: 'El servicio avisa que otra persona ya respondió la solicitud',
        automatedOnly:
          'quién la cambió (Ana Sofía Gutiérrez, «Rechazo del jefe inmediato») sale de los datos de la prueba: en la pila local solo fabio.jefe puede responderla',
        // Who changed it, and no failure flag.
        shows: [
          { text: 'Otra persona modificó esta solicitud' },
          { noText: 'Error al enviar la solicitud. Intente nuevamente.' },
        ],
        error: {
          conflict: {
            humanResourceRequest: {
              ...awaiting,
              humanResourceRequestStatus: 'rejected',
              humanResourceRequestVersion: 2,
            },
            lastChange: {
              userWhoExecutedAction: 'ana.admin',
              userName: 'Ana Sofía Gutiérrez',
              actionExecuted: 'Rechazo del jefe inmediato',
              executionDate: '2026-11-21T14:58:00.000Z',
              description: 'Sin cupo.',
            },
          },
        },
      },
    ],
  },
};
