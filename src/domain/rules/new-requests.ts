// Builders of call 11's body (SaveHumanResourcesRequest) for the vacation and certification wizards.
// New requests start in supervisor_approval (SPEC §4). `now` is a parameter: never the clock.
import type { Contract, NewHumanResourceRequest } from '../entities';
import { toIsoDate } from '../format';

/** Status of every new vacation or certification request. */
export const initialRequestStatus = 'supervisor_approval';

/** Descriptions sent with new requests (not worded by the spec: ours). */
export const newRequestDescriptions = {
  enjoyment: 'Solicitud de disfrute de vacaciones',
  payment: 'Solicitud de pago de vacaciones',
  certification: 'Solicitud de certificación',
} as const;

export interface Requester {
  requesterCode: string;
  requesterName: string;
}

interface Common {
  employeeId: string;
  contract: Pick<Contract, 'contractId' | 'contractNumber' | 'businessName' | 'contractType'>;
  requester: Requester;
  now: Date;
}

const contractData = (contract: Common['contract']) => ({
  contractId: contract.contractId,
  contractNumber: contract.contractNumber,
  businessName: contract.businessName,
  contractType: contract.contractType,
});

function base(
  common: Common,
  type: NewHumanResourceRequest['humanResourceRequestType'],
  description: string,
) {
  return {
    humanResourceRequestType: type,
    humanResourceRequestDate: toIsoDate(common.now),
    humanResourceRequestStatus: initialRequestStatus,
    humanResourceRequestDescription: description,
    employeeId: common.employeeId,
    requesterCode: common.requester.requesterCode,
    requesterName: common.requester.requesterName,
  };
}

/** The body for a vacation-enjoyment request. */
export function newEnjoymentRequest(
  common: Common & { daysOff: number; startDateEnyoment: string; observations?: string },
): NewHumanResourceRequest {
  return {
    ...base(common, 'VacationsEnjoyed', newRequestDescriptions.enjoyment),
    humanResourceRequestData: {
      daysOff: common.daysOff,
      startDateEnyoment: common.startDateEnyoment,
      observationEmployee: common.observations ?? '',
      ...contractData(common.contract),
    },
  };
}

/** The body for a vacation-payment request. */
export function newPaymentRequest(
  common: Common & { daysToPay: number; observations?: string },
): NewHumanResourceRequest {
  return {
    ...base(common, 'PaidVacations', newRequestDescriptions.payment),
    humanResourceRequestData: {
      daysToPay: common.daysToPay,
      disbursementDate: '',
      observationEmployee: common.observations ?? '',
      ...contractData(common.contract),
    },
  };
}

/** The body for a certification request. */
export function newCertificationRequest(
  common: Common & { certificationType: string; addressee: string; observations: string },
): NewHumanResourceRequest {
  return {
    ...base(common, 'Certification', newRequestDescriptions.certification),
    humanResourceRequestData: {
      certificationType: common.certificationType,
      addressee: common.addressee,
      observationEmployee: common.observations,
      ...contractData(common.contract),
    },
  };
}
