import {
  type RequestWizardInput,
  requestWizardMachine,
  type SaveRequestInput,
  type SaveRequestOutput,
} from '@machines/requests/request-wizard.machine';
import { parseHumanResourceRequest } from '@src/domain/entities';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';

import { everyUseCase } from './requests-list-fixture';

export { everyUseCase, startRequestsList as startList } from './requests-list-fixture';

export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export const paymentRequest = parseHumanResourceRequest({
  humanResourceRequestId: 'R-7',
  humanResourceRequestNumber: '2026-0007',
  humanResourceRequestDescription: 'Solicitud de pago de vacaciones',
  humanResourceRequestDate: '2026-11-01T10:00:00-05:00',
  humanResourceRequestStatus: 'supervisor_approval',
  humanResourceRequestType: 'PaidVacations',
  humanResourceRequestData: {
    daysToPay: 3,
    disbursementDate: '',
    contractNumber: 'CT-0001',
    businessName: 'Operadora Andina',
  },
});
export const futureEnjoyment = parseHumanResourceRequest({
  humanResourceRequestId: 'R-8',
  humanResourceRequestNumber: '2026-0008',
  humanResourceRequestDate: '2026-10-15T10:00:00-05:00',
  humanResourceRequestStatus: 'HR_compliance_verification',
  humanResourceRequestType: 'VacationsEnjoyed',
  humanResourceRequestData: { daysOff: 5, startDateEnyoment: '2026-12-01' },
});
export const certification = parseHumanResourceRequest({
  humanResourceRequestId: 'R-9',
  humanResourceRequestNumber: '2026-0009',
  humanResourceRequestDate: '2026-11-05T10:00:00-05:00',
  humanResourceRequestStatus: 'certification_generation',
  humanResourceRequestType: 'Certification',
  humanResourceRequestData: { certificationType: 'certificado de servidor', addressee: 'Banco Popular' },
});

export const oldContract = {
  contractId: 'C-1',
  contractNumber: 'CT-0001',
  businessName: 'Operadora Andina S.A.S.',
  contractType: 'PermanentJob',
  startDate: '2024-02-01',
};
export const recentContract = {
  contractId: 'C-2',
  contractNumber: 'CT-0002',
  businessName: 'Servicios del Valle S.A.S.',
  contractType: 'FixedTermContract',
  startDate: '2026-10-01',
};

/** The enjoyment wizard of employee E-100 on 21/Nov/2026 with every use case; `overrides` replaces. */
export function wizardInput(overrides: Partial<RequestWizardInput> = {}): RequestWizardInput {
  return {
    kind: 'enjoyment',
    employeeId: 'E-100',
    contracts: [oldContract],
    requester: { requesterCode: 'S-1', requesterName: 'Ana Administradora' },
    today: '2026-11-21T15:00:00.000Z',
    idempotencyKey: 'key-1',
    useCases: everyUseCase,
    ...overrides,
  };
}

export function startWizard(
  overrides: Partial<RequestWizardInput> = {},
  save: (input: SaveRequestInput) => Promise<SaveRequestOutput> = async () => ({
    humanResourceRequestId: 'R-42',
    humanResourceRequestNumber: '2026-0042',
  }),
) {
  const effects = { goToListWithSuccess: vi.fn(), goToList: vi.fn(), forgetProgress: vi.fn() };
  const sent: SaveRequestInput[] = [];
  const machine = requestWizardMachine.provide({
    actors: {
      saveRequest: fromPromise<SaveRequestOutput, SaveRequestInput>(async ({ input }) => {
        sent.push(input);
        return save(input);
      }),
    },
    actions: {
      goToListWithSuccess: (_, params) => effects.goToListWithSuccess(params),
      goToList: () => effects.goToList(),
      forgetProgress: () => effects.forgetProgress(),
    },
  });
  const actor = createActor(machine, { input: wizardInput(overrides) });
  actor.start();
  return { actor, effects, sent };
}
