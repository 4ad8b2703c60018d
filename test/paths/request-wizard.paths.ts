import type { PathTestConfig } from '../support/path-model';

const contract = {
  contractId: 'C-1',
  contractNumber: 'CT-0001',
  businessName: 'Operadora Andina S.A.S.',
  contractType: 'PermanentJob',
  startDate: '2024-02-01',
};
const newContract = { ...contract, contractId: 'C-2', contractNumber: 'CT-0002', startDate: '2026-10-01' };
const allUseCases = ['RequestToEnjoyVacationDays', 'RequestPaymentForVacationDays', 'RequestCertificate'];
const common = {
  employeeId: 'E-100',
  requester: { requesterCode: 'S-1', requesterName: 'Ana Administradora' },
  today: '2026-11-21T15:00:00.000Z',
  idempotencyKey: 'key-1',
  useCases: allUseCases,
};

/** Inputs, form changes and call 11 outcomes that reach every state and transition of request-wizard. */
export const requestWizardPaths: PathTestConfig = {
  simplePaths: false,
  inputs: [
    { label: 'enjoyment, one contract', input: { ...common, kind: 'enjoyment', contracts: [contract] } },
    {
      label: 'payment, two contracts',
      input: { ...common, kind: 'payment', contracts: [contract, newContract] },
    },
    {
      label: 'certification, one contract',
      input: { ...common, kind: 'certification', contracts: [contract] },
    },
  ],
  events: {
    CHANGE: [
      {
        type: 'CHANGE',
        label: 'every field filled in validly',
        values: {
          contract: 'C-1',
          daysOff: '5',
          startDateEnyoment: '01/Dic/2026',
          daysToPay: '3',
          certificationType: 'certificado de servidor',
          addressee: 'A quien pueda interesar',
          observations: 'Viaje familiar',
        },
      },
    ],
    GO_TO_STEP: [
      { type: 'GO_TO_STEP', label: 'step 1', step: 1 },
      { type: 'GO_TO_STEP', label: 'step 2', step: 2 },
    ],
    // Sent by the app when it resumes a persisted wizard: the same day, or a day past the start date.
    TODAY_CHANGED: [
      { type: 'TODAY_CHANGED', label: 'resumed the same day', today: '2026-11-21T18:00:00.000Z' },
      { type: 'TODAY_CHANGED', label: 'resumed on 10/Dic/2026', today: '2026-12-10T15:00:00.000Z' },
    ],
  },
  actors: {
    saveRequest: [
      {
        label: 'request 2026-0042 created',
        output: { humanResourceRequestId: 'R-42', humanResourceRequestNumber: '2026-0042' },
      },
      { label: 'server failure', error: 'Error al enviar la solicitud. Intente nuevamente.' },
    ],
  },
};
