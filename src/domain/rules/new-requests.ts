// Builders of call 11's body (SaveHumanResourcesRequest) for the vacation and certification wizards and
// the contract actions. New requests start in supervisor_approval (SPEC §4). `now` is a parameter: never
// the clock.
import type { Contract, NewHumanResourceRequest } from '../entities';
import { toIsoDate } from '../format';
import type { RequestType } from '../lookups';
import { type ContractDecisionDraft, contractDecisionData } from './contract-decisions';
import { type ContractAction, contractById } from './contracts';

/**
 * Status of every new vacation or certification request.
 * @internal
 */
export const initialRequestStatus = 'supervisor_approval';

import { newRequestDescriptions } from '../texts';

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

/**
 * The request type a confirmed contract action is recorded as (SPEC §3's lookup has no contract
 * renewal or modification type; docs/decisions/0011-contract-actions-as-requests.md):
 * terminate → LeavingTheJob (Retiro); renew and modify → PositionTransfer (Traslado de cargo), told
 * apart by `contractAction` in the data and by the description.
 */
export const contractActionRequestTypes = {
  terminate: 'LeavingTheJob',
  renew: 'PositionTransfer',
  modify: 'PositionTransfer',
} as const satisfies Record<ContractAction, RequestType>;

/** Descriptions of the requests the contract actions record (ours). */
const contractActionDescriptions = {
  terminate: 'Solicitud de terminación de contrato',
  renew: 'Solicitud de renovación de contrato',
  modify: 'Solicitud de modificación de contrato',
} as const satisfies Record<ContractAction, string>;

/**
 * The body recording a confirmed contract action (terminate, renew or modify) on one contract, with
 * what HR decided (`contractDecisionData`: the retirement date and reason, the new end date, or what
 * changes).
 * @internal
 */
export function newContractActionRequest(
  common: Common & { action: ContractAction; decision: ContractDecisionDraft },
): NewHumanResourceRequest {
  return {
    ...base(common, contractActionRequestTypes[common.action], contractActionDescriptions[common.action]),
    humanResourceRequestData: {
      contractAction: common.action,
      ...contractData(common.contract),
      ...contractDecisionData(common.action, common.decision),
    },
  };
}

/** What a contract action's request is made from: the action, its employee and the chosen contract. */
export interface ContractActionFacts {
  action: ContractAction;
  employeeId: string;
  contracts: readonly Contract[];
  selectedContractId: string;
  /** What HR decided (the action's fields). */
  decision: ContractDecisionDraft;
  requester: Requester;
  /** When the action was opened (ISO). */
  now: string;
}

/** The request recording a contract action on the chosen contract (its id alone if it is not listed). */
export function contractActionRequest(facts: ContractActionFacts): NewHumanResourceRequest {
  const contract = contractById(facts.contracts, facts.selectedContractId);
  return newContractActionRequest({
    action: facts.action,
    decision: facts.decision,
    employeeId: facts.employeeId,
    contract: contract ?? {
      contractId: facts.selectedContractId,
      contractNumber: '',
      businessName: '',
      contractType: '',
    },
    requester: facts.requester,
    now: new Date(facts.now),
  });
}

/** The Idempotency-Key of a contract action: one per opened action and contract, so a retry records once. */
export function contractActionKey(prefix: string, action: ContractAction, contractId: string): string {
  return `${prefix}-${action}-${contractId}`;
}
