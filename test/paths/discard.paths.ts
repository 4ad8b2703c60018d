import type { DiscardNotice } from '@machines/requests/discard.machine';
import { discardNoticeText } from '@src/app/wiring/requests/discard';
import { parseHumanResourceRequest } from '@src/domain/entities';
import type { EventObject } from 'xstate';
import type { PathTestConfig } from '../support/path-model';
import { discardScreen } from './discard.screen';

const now = '2026-11-21T15:00:00.000Z';
const payment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
  humanResourceRequestDate: '2026-11-01',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestData: { daysToPay: 3, disbursementDate: '' },
});
const futureEnjoyment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-8',
  humanResourceRequestNumber: '2026-0008',
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysOff: 5, startDateEnyoment: '2026-12-01', disbursementDate: '' },
});

const disbursedPayment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-9',
  humanResourceRequestNumber: '2026-0009',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysToPay: 2, disbursementDate: '2026-11-10' },
});

/** An enjoyment by its start day and disbursement date (SPEC §5 reads both). */
const enjoyment = (id: string, start: string, disbursementDate?: unknown) =>
  parseHumanResourceRequest({
    humanResourceRequestId: id,
    humanResourceRequestNumber: `2026-00${id.slice(2)}`,
    humanResourceRequestDescription: 'Solicitud de disfrute de vacaciones',
    humanResourceRequestType: 'VacationsEnjoyed',
    humanResourceRequestStatus: 'supervisor_approval',
    humanResourceRequestData:
      disbursementDate === undefined
        ? { daysOff: 3, startDateEnyoment: start }
        : { daysOff: 3, startDateEnyoment: start, disbursementDate },
  });
/** Started eleven days ago, nothing disbursed: may be discarded (José's 100001 of docs/demo-data.md). */
const startedEnjoyment = enjoyment('R-10', '2026-11-10');
/** Starts today in Colombia (21/Nov/2026 10:00 in Bogotá): not yet begun for SPEC §5. */
const enjoymentStartingToday = enjoyment('R-11', '2026-11-21');
/** Started, but its advance was disbursed. */
const disbursedEnjoyment = enjoyment('R-12', '2026-11-10', '2026-11-05');
/** A payment whose disbursement date is only spaces: no date. */
const blankDisbursement = parseHumanResourceRequest({
  humanResourceRequestId: 'R-13',
  humanResourceRequestNumber: '2026-0013',
  humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestData: { daysToPay: 1, disbursementDate: '   ' },
});
/** A request of any type by its id, status and data (the fixtures below the vacation ones). */
const requestOf = (id: string, type: string, status: string, data: Record<string, unknown> = {}) =>
  parseHumanResourceRequest({
    humanResourceRequestId: `R-${id}`,
    humanResourceRequestNumber: `2026-00${id}`,
    humanResourceRequestDescription:
      type === 'Certification' ? 'Solicitud de certificación' : 'Solicitud de recursos humanos',
    humanResourceRequestType: type,
    humanResourceRequestStatus: status,
    humanResourceRequestData: data,
  });
/**
 * A certification: the vacation rules do not apply to it, whatever its data says. The lifecycle table lets
 * it be discarded until it is issued: being generated, or in HR's verification.
 */
const certificationIn = (id: string, status: string) =>
  requestOf(id, 'Certification', status, { certificationType: 'laboral', disbursementDate: '2026-11-10' });
const certification = certificationIn('14', 'certification_generation');
const certificationInVerification = certificationIn('17', 'HR_compliance_verification');
/** Requests of other types: the lifecycle table lets them be discarded until they are processed. */
const leavingTheJob = requestOf('18', 'LeavingTheJob', 'supervisor_approval');
const absenceInVerification = requestOf('19', 'Absence', 'HR_compliance_verification');
/** Lenient data: a type the lifecycle table does not know is never discarded. */
const unknownType = requestOf('20', 'Teletrabajo', 'supervisor_approval');

/** A payment already closed: the lifecycle table (SPEC §4 statuses) no longer lets it be discarded. */
const closedPayment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-15',
  humanResourceRequestNumber: '2026-0015',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'closed',
  humanResourceRequestData: { daysToPay: 2, disbursementDate: '' },
});
/**
 * A payment whose data carries a start date next month: the start-date rule is the enjoyment's only. In
 * HR's verification, which the lifecycle table still lets a vacation request be discarded in.
 */
const paymentWithStartDate = parseHumanResourceRequest({
  humanResourceRequestId: 'R-16',
  humanResourceRequestNumber: '2026-0016',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestStatus: 'HR_compliance_verification',
  humanResourceRequestData: { daysToPay: 2, disbursementDate: '', startDateEnyoment: '2026-12-01' },
});

/** Call 12 answered 412 — someone else changed the request since the dialog opened. */
const changedBy = (action: string, fields: Record<string, unknown>) => ({
  conflict: {
    humanResourceRequest: { ...payment, humanResourceRequestVersion: 2, ...fields },
    lastChange: {
      userWhoExecutedAction: 'beto.unaunidad',
      userName: 'Alberto Núñez',
      actionExecuted: action,
      executionDate: '2026-11-21T14:58:00.000Z',
      description: '',
    },
  },
});

/** The words the adapter gives a notice's toast (the runner checks they are the script's). */
const said = (params: { notice: DiscardNotice }) => discardNoticeText(params);

type Request = {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
  humanResourceRequestDescription: string;
};

const mayDiscard = [{ dialog: 'Descartar solicitud', text: 'Justificación' }];
const refusal = (text: string) => [{ dialog: 'No se puede eliminar la solicitud', text }];
const notStarted =
  'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.';
const paymentDisbursed =
  'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.';
const enjoymentDisbursed =
  'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.';

/**
 * Why a request of another type is for the tests only: the app opens this dialog on /holidays,
 * /certifications and an onboarding's process page; another type is discarded by a client calling the
 * services, which ask the same lifecycle table.
 */
const otherTypes =
  'la app abre este diálogo solo en /holidays, /certifications y el trámite de una vinculación: una solicitud de otro tipo solo se descarta llamando a los servicios';

/** Requests that may and may not be discarded, justifications and call 12 outcomes. */
export const discardPaths: PathTestConfig = {
  inputs: [
    // What each request must bring about, as SPEC §5 words it (not what discardRefusal returns).
    {
      label: 'una solicitud de pago sin fecha de desembolso',
      input: { request: payment, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de disfrute que empieza el mes próximo',
      input: { request: futureEnjoyment, now },
      shows: refusal(notStarted),
    },
    {
      label: 'una solicitud de pago con fecha de desembolso',
      input: { request: disbursedPayment, now },
      shows: refusal(paymentDisbursed),
    },
    {
      label: 'una solicitud de disfrute que empezó hace 11 días',
      input: { request: startedEnjoyment, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de disfrute que empieza hoy',
      input: { request: enjoymentStartingToday, now },
      shows: refusal(notStarted),
    },
    {
      label: 'una solicitud de disfrute ya empezada con fecha de desembolso',
      input: { request: disbursedEnjoyment, now },
      shows: refusal(enjoymentDisbursed),
    },
    {
      label: 'una solicitud de pago con la fecha de desembolso en blanco',
      input: { request: blankDisbursement, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de pago ya cerrada',
      input: { request: closedPayment, now },
      shows: refusal('No se pudo eliminar la solicitud: en estado Cerrada ya no se puede descartar.'),
    },
    {
      label: 'una solicitud de pago con fecha de inicio el mes próximo',
      input: { request: paymentWithStartDate, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de certificación en generación',
      input: { request: certification, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de certificación en verificación de Gestión Humana',
      automatedOnly: 'ninguna certificación de docs/demo-data.md está en verificación de Gestión Humana',
      input: { request: certificationInVerification, now },
      shows: mayDiscard,
    },
    {
      label: 'una terminación de contrato por aprobar',
      automatedOnly: otherTypes,
      input: { request: leavingTheJob, now },
      shows: mayDiscard,
    },
    {
      label: 'una ausencia en verificación de Gestión Humana',
      automatedOnly: otherTypes,
      input: { request: absenceInVerification, now },
      shows: mayDiscard,
    },
    {
      label: 'una solicitud de un tipo desconocido',
      automatedOnly: otherTypes,
      input: { request: unknownType, now },
      shows: refusal(
        'No se pudo eliminar la solicitud: en estado Aprobación Jefe Inmediato ya no se puede descartar.',
      ),
    },
  ],
  // The tags the screen reads (hasTag), stated by hand: the dialog's buttons are off while call 16 runs.
  tags: { busy: ['removing'] },
  // Removed, or the dialog closed (Cancelar, Cerrar): the discard ends there.
  stopsIn: ['removed', 'closed'],
  // By hand, not from the chart: Descartar without a valid justification only shows its message (SPEC
  // §5); after a failure the dialog stays to send again (SPEC §8); after a change made elsewhere the
  // person decides again, and a request someone else discarded is now refused; Cancelar
  // closes each of these dialogs.
  takes: [
    'on CONFIRM → askingJustification',
    'failed → removing',
    'changedElsewhere → removing',
    'changedElsewhere → refused',
    'askingJustification → closed',
    'failed → closed',
    'changedElsewhere → closed',
  ],
  // SPEC §5 by hand, not from the chart: a request that may be discarded is asked for its justification,
  // then call 12 removes it, fails, or meets a change made elsewhere; one that may not only
  // shows the refusal.
  reaches: Object.fromEntries([
    ...[
      'una solicitud de pago sin fecha de desembolso',
      'una solicitud de disfrute que empezó hace 11 días',
      'una solicitud de pago con la fecha de desembolso en blanco',
      'una solicitud de pago con fecha de inicio el mes próximo',
      'una solicitud de certificación en generación',
      'una solicitud de certificación en verificación de Gestión Humana',
      'una terminación de contrato por aprobar',
      'una ausencia en verificación de Gestión Humana',
    ].map((label) => [
      label,
      ['askingJustification', 'removing', 'removed', 'failed', 'changedElsewhere', 'closed'],
    ]),
    ...[
      'una solicitud de disfrute que empieza el mes próximo',
      'una solicitud de pago con fecha de desembolso',
      'una solicitud de disfrute que empieza hoy',
      'una solicitud de disfrute ya empezada con fecha de desembolso',
      'una solicitud de pago ya cerrada',
      'una solicitud de un tipo desconocido',
    ].map((label) => [label, ['refused', 'closed']]),
  ]),
  events: {
    CHANGE_JUSTIFICATION: [
      {
        type: 'CHANGE_JUSTIFICATION',
        label: 'un motivo',
        value: '  El empleado cambió de planes ',
        shows: [{ field: 'Justificación', message: '' }],
      },
      {
        type: 'CHANGE_JUSTIFICATION',
        label: '501 caracteres',
        value: 'x'.repeat(501),
        shows: [{ field: 'Justificación', message: 'El número de caracteres es demasiado largo' }],
      },
    ],
  },
  actors: {
    removeRequest: [
      { label: 'eliminada', output: undefined },
      { label: 'falla el servidor', error: 'No se pudo eliminar la solicitud' },
      {
        label: 'otra persona le asignó responsable (412)',
        error: changedBy('Asignación de responsable', { userNameInCharge: 'Alberto Núñez' }),
      },
      {
        label: 'otra persona ya la descartó (412)',
        error: changedBy('Descarte', { humanResourceRequestStatus: 'canceled' }),
      },
    ],
  },
  // Call 12's body (SPEC §7): the request's description, id and number, and the justification typed, trimmed.
  sends: {
    removeRequest: (input: unknown, events: readonly EventObject[]) => {
      // After a 412 the dialog works on the request as the answer gave it.
      const conflict = events
        .filter((event) => event.type === 'xstate.error.actor.removeRequest')
        .map(
          (event) =>
            (event as EventObject & { error?: { conflict?: { humanResourceRequest: Request } } }).error,
        )
        .map((error) => error?.conflict)
        .filter((found) => found !== undefined)
        .at(-1);
      const request = conflict?.humanResourceRequest ?? (input as { request: Request }).request;
      const typed = events.filter((event) => event.type === 'CHANGE_JUSTIFICATION').at(-1) as
        | (EventObject & { value: string })
        | undefined;
      return {
        body: {
          removeHumanResourcesRequest: [
            {
              humanResourceRequestDescription: request.humanResourceRequestDescription,
              humanResourceRequestId: request.humanResourceRequestId,
              humanResourceRequestNumber: request.humanResourceRequestNumber,
              removalJustification: (typed?.value ?? '').trim(),
            },
          ],
        },
      };
    },
  },
  // What the page is handed back (it drops the card and refreshes only when removed): removed only when
  // call 12 answered, the request the dialog was opened on, or as a 412 gave it.
  ends: (input: unknown, events: readonly EventObject[]) => {
    const { request } = input as { request: Request & { humanResourceRequestStatus: string } };
    const answered = events.filter((event) => event.type.startsWith('xstate.'));
    const conflict = answered
      .map(
        (event) =>
          (event as EventObject & { error?: { conflict?: { humanResourceRequest: typeof request } } }).error
            ?.conflict,
      )
      .filter((found) => found !== undefined)
      .at(-1);
    // The paths' 412 answers carry the payment R-7 as it is now, whichever request was opened.
    const now = conflict?.humanResourceRequest ?? request;
    return {
      removed: events.some((event) => event.type === 'xstate.done.actor.removeRequest'),
      requestId: now.humanResourceRequestId,
      request: {
        humanResourceRequestId: now.humanResourceRequestId,
        humanResourceRequestStatus: now.humanResourceRequestStatus,
      },
    };
  },
  screen: discardScreen,
  effects: {
    notify: [
      {
        // The machine emits a code; the script states the toast by hand (SPEC §8 Discard).
        says: 'Aviso «Solicitud Descartada»: «La solicitud se canceló correctamente»',
        app: (params: { notice: DiscardNotice }) =>
          `Aviso «${said(params).title}»: «${said(params).description}»`,
        on: ['→ removed'],
        params: () => ({ notice: 'discarded' }),
      },
      {
        says: 'Aviso de error «Error»: «No se pudo eliminar la solicitud»',
        app: (params: { notice: DiscardNotice }) =>
          `Aviso de error «${said(params).title}»: «${said(params).description}»`,
        on: ['removing → failed'],
        params: () => ({ notice: 'discardFailed' }),
      },
    ],
  },
  spec: {
    '→ refused': 'REQ-DISCARD-01 (Decisión 0008): the refusal message, the rules as SPEC writes them',
    '→ removed': 'REQ-DISCARD-03: call 12 removes the request, the success notice',
    '→ failed': 'REQ-DISCARD-03: call 12 failed, the dialog stays with the justification',
    '→ changedElsewhere': 'REQ-DISCARD-04: call 12 with If-Match, 412 — changed by someone else',
    '*': 'REQ-DISCARD-02: the justification (required, max 500)',
  },
};
