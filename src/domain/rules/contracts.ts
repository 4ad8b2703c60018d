// Contract rules of SPEC §4: validity, the card/details view, ordering and action applicability.
import type { Contract, HumanResourceRequest } from '../entities';
import { bogotaDay, calendarDayOf, fallbacks, formatCop, formatDate, toDate } from '../format';
import {
  contractStatuses,
  finishedStatuses,
  labelOfContractType,
  labelOfJobModality,
  labelOfWorkSchedule,
} from '../lookups';
import { hasUseCase, permissionExplanations, type UseCase } from '../permissions';
import { contractStatusLabels, retirementReasons } from '../texts';

/** Currency code that marks the salary assignment (SPEC §9: "Currency code 0001 selects the salary profile"). */
const salaryCurrencyCode = '0001';

/**
 * A Formalized contract is valid when it has no deadline or its deadline is today or later. The deadline
 * is a calendar day in Colombia, so the contract is valid through its last day: compared as instants, a
 * date-only '2026-05-01' (UTC midnight) would end it at 19:00 Bogotá time the day before.
 * A deadline that cannot be read as a date counts as no deadline.
 * @internal
 */
export function isContractValid(contract: Contract, now: Date): boolean {
  if (contract.contractStatus !== contractStatuses.formalized) return false;
  const deadline = toDate(contract.deadline);
  if (deadline === undefined) return true;
  return (calendarDayOf(contract.deadline) ?? bogotaDay(deadline)) >= bogotaDay(now);
}

/** The last salary: the latest assignment in currency 0001 (else the latest one), as pesos; 'No aplica' without any. */
function lastSalaryOf(contract: Contract): string {
  const assignments = contract.contractRemunerationAssignments;
  const salaries = assignments.filter(
    (item) =>
      item.currencyCodeForValue === salaryCurrencyCode || item.currencyCodeForPayment === salaryCurrencyCode,
  );
  const chosen = salaries.at(-1) ?? assignments.at(-1);
  return chosen === undefined ? fallbacks.notApplicable : formatCop(chosen.individualValuePerEmployee);
}

export interface ContractView {
  contract: Contract;
  company: string;
  /** 'Vigente' or 'Terminado'. */
  statusLabel: string;
  isContractValid: boolean;
  startDate: string;
  /** dd/Mon/yyyy, or 'Indefinido' when the contract is valid or has no deadline (SPEC §4). */
  endDate: string;
  lastPosition: string;
  lastSalary: string;
  contractType: string;
  regulatoryFramework: string;
  /**
   * 'Sitio de trabajo': the contract's branch office (`branchOfficeName`), the place the person works at;
   * the details modal shows the job modality beside it (docs/decisions/0017).
   */
  workplace: string;
  /** The deadline as dd/Mon/yyyy when the contract is valid and has one ('' otherwise): the details modal shows it (0017). */
  validUntil: string;
  formalizationDate: string;
  workSchedule: string;
  jobModality: string;
  salaryProfile: string;
  /**
   * Only for contracts that are not valid (the details modal then shows it): the date (the deadline, 'Sin
   * Fecha' without one) and the reason, 'En proceso de finalización' (InTheProcessOfEnding) or 'Contrato
   * finalizado'.
   */
  retirement?: { date: string; reason: string };
}

/** The fields shown on a contract card and in its details modal. */
export function contractView(contract: Contract, now: Date): ContractView {
  const valid = isContractValid(contract, now);
  const deadline = toDate(contract.deadline);
  const ending = contract.contractStatus === contractStatuses.inTheProcessOfEnding;
  return {
    contract,
    company: contract.businessName,
    statusLabel: valid ? contractStatusLabels.valid : contractStatusLabels.ended,
    isContractValid: valid,
    startDate: formatDate(contract.startDate),
    endDate: valid || deadline === undefined ? fallbacks.openEnded : formatDate(deadline),
    lastPosition: contract.positionsByEmployeeAndCompany.at(-1)?.positionName || fallbacks.notApplicable,
    lastSalary: lastSalaryOf(contract),
    contractType: labelOfContractType(contract.contractType),
    regulatoryFramework: contract.regulatoryFrameworkName,
    workplace: contract.branchOfficeName,
    validUntil: valid && deadline !== undefined ? formatDate(deadline) : '',
    formalizationDate: formatDate(contract.formalizedStartDate),
    workSchedule: labelOfWorkSchedule(contract.workSchedule),
    jobModality: labelOfJobModality(contract.jobModality),
    salaryProfile: contract.remunerationProfileName,
    retirement: valid
      ? undefined
      : {
          date: formatDate(contract.deadline),
          reason: ending ? retirementReasons.ending : retirementReasons.ended,
        },
  };
}

/**
 * Contracts by start date, newest first (unreadable dates last, ties keep their order: two unreadable
 * dates give NaN, which the sort takes as a tie).
 */
export function sortContractsNewestFirst<T extends Pick<Contract, 'startDate'>>(
  contracts: readonly T[],
): T[] {
  const time = (contract: T) => toDate(contract.startDate)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...contracts].sort((a, b) => time(b) - time(a));
}

/** True when the contract's end date is shown (not 'Indefinido'): a fixed-term contract for renewal. */
function isFixedTerm(contract: Contract, now: Date): boolean {
  return contractView(contract, now).endDate !== fallbacks.openEnded;
}

/** The three actions on an existing contract (SPEC §2: Terminar, Renovar, Modificar). */
export type ContractAction = 'terminate' | 'renew' | 'modify';

/** The use case each contract action needs (SPEC §6). */
export const contractActionUseCases = {
  terminate: 'TerminateContract',
  renew: 'RenewContract',
  modify: 'ModifyContract',
} as const satisfies Record<ContractAction, UseCase>;

/** Why an action applies to no contract (SPEC §6 texts for terminate and renew; ours for modify). */
const nothingToActOn: Record<ContractAction, string> = {
  terminate: permissionExplanations.noValidContractToTerminate,
  renew: permissionExplanations.noFixedTermContract,
  modify: permissionExplanations.noValidContractToModify,
};

/** Why the staff member may not take the action (SPEC §6 for terminate; ours for renew and modify). */
const missingPrivilege: Record<ContractAction, string> = {
  terminate: permissionExplanations.terminateContract,
  renew: permissionExplanations.renewContract,
  modify: permissionExplanations.modifyContract,
};

/**
 * The contracts an action applies to, newest first: terminate → valid contracts; renew → fixed-term
 * contracts (end date not 'Indefinido'); modify → every contract once one is valid.
 */
export function contractsForAction(
  contracts: readonly Contract[],
  action: ContractAction,
  now: Date,
): Contract[] {
  const sorted = sortContractsNewestFirst(contracts);
  if (action === 'terminate') return sorted.filter((contract) => isContractValid(contract, now));
  if (action === 'renew') return sorted.filter((contract) => isFixedTerm(contract, now));
  return hasValidContract(sorted, now) ? sorted : [];
}

/**
 * Why an action is off for these contracts and use cases, else undefined: a missing use case first, then
 * no contract it applies to (contractsForAction).
 */
function actionOffReason(
  action: ContractAction,
  contracts: readonly Contract[],
  useCases: readonly string[],
  now: Date,
): string | undefined {
  if (!hasUseCase(useCases, contractActionUseCases[action])) return missingPrivilege[action];
  return contractsForAction(contracts, action, now).length === 0 ? nothingToActOn[action] : undefined;
}

/** Refusals of a contract action naming a contract it does not apply to (ours). */
const contractActionRefusals = {
  terminate: 'El contrato indicado no está vigente: no se puede terminar.',
  renew: 'El contrato indicado no es a término fijo: no se puede renovar.',
  modify: 'El contrato indicado no es del empleado: no se puede modificar.',
} as const satisfies Record<ContractAction, string>;

/**
 * Why a request for `action` on the contract `contractId` is refused (the reference services answer 422
 * with it), else undefined: the action applies to none of the employee's contracts (the disabled
 * action's own explanation), or not to the contract named.
 */
export function contractActionRefusal(
  contracts: readonly Contract[],
  action: ContractAction,
  contractId: string,
  now: Date,
): string | undefined {
  const applicable = contractsForAction(contracts, action, now);
  if (applicable.length === 0) return nothingToActOn[action];
  return applicable.some((contract) => contract.contractId === contractId)
    ? undefined
    : contractActionRefusals[action];
}

/**
 * True when the employee has a linking (Onboarding) request still in process: not closed, rejected or
 * canceled. The contracts page then explains the missing valid contract with it.
 */
export function hasLinkingRequestInProgress(requests: readonly HumanResourceRequest[]): boolean {
  return requests.some(
    (request) =>
      request.humanResourceRequestType === 'Onboarding' &&
      !(finishedStatuses as readonly string[]).includes(request.humanResourceRequestStatus),
  );
}

/** True when a contract selector is needed (more than one contract); a single one is auto-selected. */
export function needsContractSelector(contracts: readonly unknown[]): boolean {
  return contracts.length > 1;
}

/**
 * The contract chosen without asking: the only one when exactly one qualifies, else '' (the selector
 * shows when more than one qualifies — SPEC §2: 'A single contract is auto-selected').
 */
export function autoSelectedContract(contracts: readonly { contractId: string }[]): string {
  return needsContractSelector(contracts) ? '' : (contracts[0]?.contractId ?? '');
}

/** The contract of an id among some contracts, if it is there. */
export function contractById(contracts: readonly Contract[], contractId: string): Contract | undefined {
  return contracts.find((contract) => contract.contractId === contractId);
}

/** Why each action is disabled for these contracts and use cases (undefined for an enabled one). */
export function disabledActionReasons(facts: {
  contracts: readonly Contract[];
  useCases: readonly string[];
  now: string;
}): Record<ContractAction, string | undefined> {
  const now = new Date(facts.now);
  const reasonOf = (action: ContractAction) => actionOffReason(action, facts.contracts, facts.useCases, now);
  return { terminate: reasonOf('terminate'), renew: reasonOf('renew'), modify: reasonOf('modify') };
}

/** True when at least one contract is valid (else the contracts page shows its banner). */
export function hasValidContract(contracts: readonly Contract[], now: Date): boolean {
  return contracts.some((contract) => isContractValid(contract, now));
}

/**
 * The contracts a vacation or certification request may be made against: the valid ones only. An
 * employee without a valid contract can make no request (SPEC §2: 'Acción inhabilitada … no tiene un
 * contrato activo'); the route guard and the reference services refuse it too.
 */
export function requestableContracts<T extends Contract>(contracts: readonly T[], now: Date): T[] {
  return contracts.filter((contract) => isContractValid(contract, now));
}

/**
 * Why a new request is refused by contract, else undefined: the employee has no valid contract, or the
 * contract named is not one of the valid ones. `contractId` undefined: no contract named (a
 * certification may name none), so only a valid contract must exist.
 */
export function newRequestContractRefusal(
  contracts: readonly Contract[],
  contractId: string | undefined,
  now: Date,
): string | undefined {
  const valid = requestableContracts(contracts, now);
  if (valid.length === 0) return contractRefusals.noValidContract;
  if (contractId === undefined) return undefined;
  return valid.some((contract) => contract.contractId === contractId)
    ? undefined
    : contractRefusals.contractNotValid;
}

/**
 * The refusals of a new request by contract (ours, in the words of SPEC §2's 'Acción inhabilitada').
 * @internal
 */
export const contractRefusals = {
  noValidContract: 'El empleado no tiene un contrato activo: no se pueden registrar solicitudes.',
  contractNotValid:
    'El contrato indicado no está vigente: la solicitud debe hacerse sobre un contrato activo.',
} as const;
