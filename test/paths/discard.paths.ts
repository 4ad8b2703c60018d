import type { DiscardNotice } from '@machines/requests/discard.machine';
import { discardNoticeText } from '@src/app/wiring/requests/discard';
import { parseHumanResourceRequest } from '@src/domain/entities';
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

/** The machine emits a code; the script says the text the adapter gives it. */
const said = (params: { notice: DiscardNotice }) => discardNoticeText(params);

/** Requests that may and may not be discarded, justifications and call 12 outcomes. */
export const discardPaths: PathTestConfig = {
  inputs: [
    // What each request must bring about, as SPEC §5 words it (not what discardRefusal returns).
    {
      label: 'una solicitud de pago sin fecha de desembolso',
      input: { request: payment, now },
      shows: [{ dialog: 'Descartar solicitud', text: 'Justificación' }],
    },
    {
      label: 'una solicitud de disfrute que empieza el mes próximo',
      input: { request: futureEnjoyment, now },
      shows: [
        {
          dialog: 'No se puede eliminar la solicitud',
          text: 'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
        },
      ],
    },
    {
      label: 'una solicitud de pago con fecha de desembolso',
      input: { request: disbursedPayment, now },
      shows: [
        {
          dialog: 'No se puede eliminar la solicitud',
          text: 'No se puede eliminar una solicitud de pago de vacaciones que no ha generado el desembolso del anticipo.',
        },
      ],
    },
  ],
  events: {
    CHANGE_JUSTIFICATION: [
      { type: 'CHANGE_JUSTIFICATION', label: 'un motivo', value: 'El empleado cambió de planes' },
      { type: 'CHANGE_JUSTIFICATION', label: '501 caracteres', value: 'x'.repeat(501) },
    ],
  },
  actors: {
    removeRequest: [
      { label: 'eliminada', output: undefined },
      { label: 'falla el servidor', error: 'No se pudo eliminar la solicitud' },
    ],
  },
  screen: discardScreen,
  effects: {
    notify: [
      {
        says: (params: { notice: DiscardNotice }) =>
          `Aviso «${said(params).title}»: «${said(params).description}»`,
        on: ['→ removed'],
        params: () => ({ notice: 'discarded' }),
      },
      {
        says: (params: { notice: DiscardNotice }) =>
          `Aviso de error «${said(params).title}»: «${said(params).description}»`,
        on: ['removing → failed'],
        params: () => ({ notice: 'discardFailed' }),
      },
    ],
  },
  spec: {
    '→ refused': '§5 Discard rules (refusals)',
    '→ removed': '§7 call 12; §8 Discard messages',
    '→ failed': '§8 Discard messages',
    '*': '§5 Discard justification; §4 Discard',
  },
};
