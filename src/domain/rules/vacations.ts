// Vacation views of SPEC §2: pending days, used days per contract, and the in-process table rows.
import type { Contract, HumanResourceRequest, PendingDays, VacationRecord } from '../entities';
import { parseEnjoymentData, parsePaymentData } from '../entities';
import { formatDate, requestNumberOrFallback } from '../format';
import { labelOfRequestStatus, labelOfRequestType, paidVacationType } from '../lookups';

import { usageModes } from '../texts';

/** Total pending vacation days over every contract. */
export function totalPendingDays(list: readonly PendingDays[]): number {
  return list.reduce((sum, item) => sum + (Number.isFinite(item.pendingDays) ? item.pendingDays : 0), 0);
}

export interface UsedDaysRow {
  vacationId: string;
  /** Payment date for paid records, start date otherwise (dd/Mon/yyyy or 'Sin Fecha'). */
  date: string;
  mode: string;
  days: number;
}

/** One used-days row of a vacation record. */
function usedDaysRow(record: VacationRecord): UsedDaysRow {
  const paid = record.vacationType === paidVacationType;
  return {
    vacationId: record.vacationId,
    date: formatDate(paid ? record.vacationPaymentDate : record.startDateVacationEnjoyment),
    mode: paid ? usageModes.paid : usageModes.enjoyed,
    days: record.businessDaysOfVacation,
  };
}

export interface UsedDaysGroup {
  contractId: string;
  contractNumber: string;
  businessName: string;
  rows: UsedDaysRow[];
}

/** Used days grouped per contract (contracts without records are left out). */
export function usedDaysByContract(contracts: readonly Contract[]): UsedDaysGroup[] {
  return contracts
    .filter((contract) => contract.vacationsHistory.length > 0)
    .map((contract) => ({
      contractId: contract.contractId,
      contractNumber: contract.contractNumber,
      businessName: contract.businessName,
      rows: contract.vacationsHistory.map(usedDaysRow),
    }));
}

/** True when the used-days tables carry a heading per contract (SPEC: when there is more than one). */
export function headsEachContract(groups: readonly UsedDaysGroup[]): boolean {
  return groups.length > 1;
}

export interface VacationRequestRow {
  requestId: string;
  requestNumber: string;
  type: string;
  date: string;
  businessDays: number;
  status: string;
}

/** A row of the vacations in-process table (type, date, business days, status). */
export function vacationRequestRow(request: HumanResourceRequest): VacationRequestRow {
  const paid = request.humanResourceRequestType === 'PaidVacations';
  const data = request.humanResourceRequestData;
  return {
    requestId: request.humanResourceRequestId,
    requestNumber: requestNumberOrFallback(request.humanResourceRequestNumber),
    type: labelOfRequestType(request.humanResourceRequestType),
    date: formatDate(request.humanResourceRequestDate),
    businessDays: paid ? parsePaymentData(data).daysToPay : parseEnjoymentData(data).daysOff,
    status: labelOfRequestStatus(request.humanResourceRequestStatus),
  };
}
