// What the request wizards start from: the contracts a request can name and the person who requests.
import type { WizardContract } from '@machines/requests/request-wizard.machine';
import type { Contract } from '@src/domain/entities';
import { requestableContracts } from '@src/domain/rules/contracts';
import type { Requester } from '@src/domain/rules/new-requests';
import type { AppSession } from '../session/app-session';

/** The contracts a request can be made for: the valid ones (requestableContracts). */
export function wizardContracts(contracts: readonly Contract[], now: Date): WizardContract[] {
  return requestableContracts(contracts, now).map((contract) => ({
    contractId: contract.contractId,
    contractNumber: contract.contractNumber,
    businessName: contract.businessName,
    contractType: contract.contractType,
    startDate: contract.startDate,
  }));
}

/** The signed-in staff member as the requester of call 11 (the account while call 4 is pending). */
export function requesterOf(
  staffUser: AppSession['staffUser'],
  user: Pick<AppSession['user'], 'account' | 'name'>,
): Requester {
  return {
    requesterCode: staffUser?.staffId || user.account,
    requesterName: staffUser?.staffName || user.name,
  };
}
