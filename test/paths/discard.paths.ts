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

type Notice = { appearance: string; title: string; description: string };

/** Requests that may and may not be discarded, justifications and call 12 outcomes. */
export const discardPaths: PathTestConfig = {
  inputs: [
    { label: 'una solicitud de pago sin fecha de desembolso', input: { request: payment, now } },
    {
      label: 'una solicitud de disfrute que empieza el mes próximo',
      input: { request: futureEnjoyment, now },
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
        says: (params: Notice) => `Aviso «${params.title}»: «${params.description}»`,
        on: ['→ removed'],
        params: () => ({
          appearance: 'success',
          title: 'Solicitud Descartada',
          description: 'La solicitud se canceló correctamente',
        }),
      },
      {
        says: (params: Notice) => `Aviso de error «${params.title}»: «${params.description}»`,
        on: ['removing → failed'],
        params: () => ({
          appearance: 'danger',
          title: 'Error',
          description: 'No se pudo eliminar la solicitud',
        }),
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
