// Entities of SPEC §3 as zod schemas that never throw: non-strings become '', non-arrays [],
// non-numbers 0 (numeric strings are read as numbers), non-objects {} and then every fallback.
// Each entity has `<name>Schema`, `type <Name>` and `parse<Name>(value)`.
// This file: employees, their contracts and vacation records, pending days (calls 7–9) and the
// remuneration profiles catalogue (call 13).

import { entity, listOf, num, safely, text } from '../coerce';
import type { z } from '../zod';

const positionSchema = entity({
  companyName: text(),
  employeeId: text(),
  positionId: text(),
  positionName: text(),
});

const positionTraceSchema = entity({
  companyName: text(),
  employeeId: text(),
  modificationDate: text(),
  previousPosition: text(),
  tracePositionId: text(),
});

/** @internal */
export const referenceSchema = entity({
  employeeId: text(),
  referenceAddress: text(),
  referenceId: text(),
  referenceName: text(),
  referencePhoneNumber: text(),
  referenceType: text(),
  verificationDate: text(),
  verificationObservation: text(),
});

/** @internal */
export const remunerationAssignmentSchema = entity({
  assignmentId: text(),
  contractId: text(),
  currencyCodeForPayment: text(),
  currencyCodeForValue: text(),
  currencyNameForPayment: text(),
  currencyNameForValue: text(),
  descriptionForTheEmployee: text(),
  descriptionForTheStaff: text(),
  individualValuePerEmployee: num(),
  timeUnitOfValue: num(),
  wageComponentCode: text(),
});

/** @internal */
export const vacationRecordSchema = entity({
  businessDaysOfVacation: num(),
  nonWorkingDaysOfVacation: num(),
  contractId: text(),
  earlyReturnDate: text(),
  employeeId: text(),
  joiningLetter: text(),
  startDateVacationEnjoyment: text(),
  vacationDaysPendingEarlyReturn: num(),
  vacationId: text(),
  vacationPaymentDate: text(),
  vacationStatus: text(),
  vacationType: text(),
});
export type VacationRecord = z.output<typeof vacationRecordSchema>;

const contractTraceSchema = entity({
  addendumDate: text(),
  contractId: text(),
  modifiedContractProperty: text(),
  previousValue: text(),
  traceContractId: text(),
});

/** @internal */
export const contractSchema = entity({
  branchOfficeName: text(),
  businessName: text(),
  contractDurationInDays: num(),
  contractId: text(),
  contractIdRenewed: text(),
  contractNumber: text(),
  contractRemunerationAssignments: listOf(remunerationAssignmentSchema),
  contractStatus: text(),
  contractType: text(),
  costCenterName: text(),
  deadline: text(),
  employeeId: text(),
  formalizedStartDate: text(),
  jobModality: text(),
  joiningLetter: text(),
  professionalRiskLevelName: text(),
  proyectNumber: text(),
  regulatoryFrameworkName: text(),
  remunerationProfileName: text(),
  startDate: text(),
  traceabilityEmploymentContracts: listOf(contractTraceSchema),
  vacationsHistory: listOf(vacationRecordSchema),
  workSchedule: text(),
  positionsByEmployeeAndCompany: listOf(positionSchema),
});
export type Contract = z.output<typeof contractSchema>;
/**
 * Coerces any value into a Contract.
 * @internal
 */
export const parseContract = (value: unknown): Contract => safely(contractSchema, value);

/** @internal */
export const employeeSchema = entity({
  biologicalSex: text(),
  birthDay: text(),
  countryOfIdentityDocument: text(),
  countryTaxResidence: text(),
  eMail: text(),
  employeeCode: text(),
  employeeId: text(),
  employeeReferences: listOf(referenceSchema),
  employeeStatus: text(),
  employmentContracts: listOf(contractSchema),
  identificationDocumentNumber: text(),
  identificationType: text(),
  names: text(),
  surnames: text(),
  positionsByEmployeeAndCompany: listOf(positionSchema),
  postalCode: text(),
  residenceAddress: text(),
  residenceCity: text(),
  telephone: text(),
  traceabilityEmployeePositions: listOf(positionTraceSchema),
  ubication: text(),
  userAccountId: text(),
});
export type Employee = z.output<typeof employeeSchema>;
/** Coerces any value into an Employee. */
export const parseEmployee = (value: unknown): Employee => safely(employeeSchema, value);

/** @internal */
export const pendingDaysSchema = entity({
  businessName: text(),
  contractId: text(),
  contractNumber: text(),
  contractStatus: text(),
  contractType: text(),
  pendingDays: num(),
});
export type PendingDays = z.output<typeof pendingDaysSchema>;
/** Coerces any value into PendingDays. */
export const parsePendingDays = (value: unknown): PendingDays => safely(pendingDaysSchema, value);

/** @internal */
export const remunerationProfileSchema = entity({
  remunerationProfileId: text(),
  remunerationProfileName: text(),
  remunerationProfileDescription: text(),
});
export type RemunerationProfile = z.output<typeof remunerationProfileSchema>;
/** Coerces any value into a RemunerationProfile. */
export const parseRemunerationProfile = (value: unknown): RemunerationProfile =>
  safely(remunerationProfileSchema, value);

export interface SelectOption {
  id: string;
  label: string;
  value: string;
  description?: string;
}

/** Maps a remuneration profile to a select option {id, label, value, description}. */
export function toRemunerationOption(profile: RemunerationProfile): Required<SelectOption> {
  return {
    id: profile.remunerationProfileId,
    label: profile.remunerationProfileName,
    value: profile.remunerationProfileId,
    description: profile.remunerationProfileDescription,
  };
}
