// Entities of SPEC §3 as zod schemas that never throw: non-strings become '', non-arrays [],
// non-numbers 0 (numeric strings are read as numbers), non-objects {} and then every fallback.
// Each entity has `<name>Schema`, `type <Name>` and `parse<Name>(value)`.

import { bool, entity, isRecord, listOf, num, preprocess, type Shape, safely, text } from './coerce';
import { parseLenientJson } from './lenient-json';
import { certificationTypes, requestTypes } from './lookups';
import { z } from './zod';

export { isRecord, listOf } from './coerce';
export { parseLenientJson } from './lenient-json';

// ---------------------------------------------------------------- portal and business

export const portalOptionByManagerSchema = entity({
  optionStaffId: text(),
  staffPortalCatalogId: text(),
  staffPortalId: text(),
});

export const portalDataSchema = entity({
  abbreviatedName: text(),
  businessManagerId: text(),
  descriptionUse: text(),
  publicCode: text(),
  staffPortalId: text(),
  url: text(),
  businessUnit: text(),
  portalCode: text(),
  employeePortalCatalogId: text(),
  employeePortalId: text(),
  optionsByStaffPortalBusinessManager: listOf(portalOptionByManagerSchema),
});
export type PortalData = z.output<typeof portalDataSchema>;
/** Coerces any value into PortalData. */
export const parsePortalData = (value: unknown): PortalData => safely(portalDataSchema, value);

const rawBusinessManagerSchema = entity({
  businessManagerId: text(),
  id: text(),
  publicCode: text(),
  languageId: text(),
  language: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  description: text(),
  urlBrand: text(),
  urlLogo: text(),
  customerId: text(),
});

/** Raw API business manager → mapped fields (also accepts an already mapped object). */
export const businessManagerSchema = z.pipe(
  rawBusinessManagerSchema,
  z.transform((raw: z.output<typeof rawBusinessManagerSchema>) => ({
    id: raw.businessManagerId || raw.id,
    publicCode: raw.publicCode,
    language: raw.languageId || raw.language,
    abbreviatedName: raw.abbreviatedName,
    description: raw.descriptionUse || raw.description,
    urlBrand: raw.urlBrand,
    urlLogo: raw.urlLogo,
    customerId: raw.customerId,
  })),
);
export type BusinessManager = z.output<typeof businessManagerSchema>;
/** Coerces any value into a BusinessManager. */
export const parseBusinessManager = (value: unknown): BusinessManager => safely(businessManagerSchema, value);

export const businessUnitSchema = entity({
  businessUnitPublicCode: text(),
  languageId: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  firstMonthOfFiscalYear: text(),
  urlLogo: text(),
});
export type BusinessUnit = z.output<typeof businessUnitSchema>;
/** Coerces any value into a BusinessUnit. */
export const parseBusinessUnit = (value: unknown): BusinessUnit => safely(businessUnitSchema, value);

export const selectableClientSchema = entity({ id: text(), name: text(), sigla: text(), logo: text() });
export type SelectableClient = z.output<typeof selectableClientSchema>;
/** Coerces any value into a SelectableClient (e.g. one read back from storage). */
export const parseSelectableClient = (value: unknown): SelectableClient =>
  safely(selectableClientSchema, value);

/** Maps a business unit to the client the user selects. */
export function toSelectableClient(unit: BusinessUnit): SelectableClient {
  return {
    id: unit.businessUnitPublicCode,
    name: unit.descriptionUse || unit.abbreviatedName,
    sigla: unit.abbreviatedName,
    logo: unit.urlLogo,
  };
}

const portalOptionFields = {
  optionStaffId: text(),
  publicCode: text(),
  abbreviatedName: text(),
  descriptionUse: text(),
  parentOptionId: text(),
  useCaseName: text(),
};
export const portalSubOptionSchema = entity({
  ...portalOptionFields,
  subOption: listOf(entity(portalOptionFields)),
});
export const portalOptionSchema = entity({ ...portalOptionFields, subOption: listOf(portalSubOptionSchema) });
export type PortalOption = z.output<typeof portalOptionSchema>;
/** Coerces any value into a PortalOption. */
export const parsePortalOption = (value: unknown): PortalOption => safely(portalOptionSchema, value);

// ---------------------------------------------------------------- staff

export const staffRoleSchema = entity({
  staffId: text(),
  roleName: text(),
  businessUnitCode: text(),
  BusinessUnitName: text(),
});

export const staffUserSchema = entity({
  staffId: text(),
  staffName: text(),
  biologicalSex: text(),
  birthDay: text(),
  identificationTypeNaturalPerson: text(),
  identificationDocumentNumber: text(),
  principalEmail: text(),
  principalPhone: text(),
  businessManagerCode: text(),
  businessManagerName: text(),
  missionName: text(),
  staffByBusinessUnitAndRole: listOf(staffRoleSchema),
});
export type StaffUser = z.output<typeof staffUserSchema>;
/** Coerces any value into a StaffUser. */
export const parseStaffUser = (value: unknown): StaffUser => safely(staffUserSchema, value);

/** Use cases: `{ listOfUseCases: string[] }` or `string[]` (anything else → []); non-strings dropped. */
export const useCasesSchema = z.catch(
  preprocess((value) => {
    const list = isRecord(value) ? value.listOfUseCases : value;
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  }, z.array(z.string())),
  [],
);
export type UseCases = z.output<typeof useCasesSchema>;
/** Coerces any value into a list of use-case names. */
export const parseUseCases = (value: unknown): string[] => safely(useCasesSchema, value);

// ---------------------------------------------------------------- human resource requests

/** humanResourceRequestData: an object as is, a JSON string read leniently, anything else {}. */
export function parseRequestData(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value === 'string') return parseLenientJson(value);
  return {};
}

export const requestDataSchema = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => parseRequestData(value)),
  ),
  {},
);

export const traceabilitySchema = entity({
  traceabilityId: text(),
  humanResourceRequestId: text(),
  actionExecuted: text(),
  userWhoExecutedAction: text(),
  executionDate: text(),
  description: text(),
});
export type Traceability = z.output<typeof traceabilitySchema>;

export const taskSchema = entity({
  taskManagingId: text(),
  humanResourceRequestId: text(),
  taskCode: text(),
  taskName: text(),
  taskStatus: text(),
  description: text(),
});
export type Task = z.output<typeof taskSchema>;

/**
 * One entry of a request's requirement tables (ours: SPEC §2 shows the tables and §4 their tags, but no
 * fields). `taskCode` names the task whose table holds it (T1 system validations, T2 documentary
 * requirements, T3 human validations); `requirementTag` is Cumple, No Cumple or Sin Evaluar;
 * `deletionDisabled` turns the No Cumple action off (SPEC §5). docs/decisions/0014.
 */
export const requirementSchema = entity({
  requirementId: text(),
  humanResourceRequestId: text(),
  taskCode: text(),
  requirementName: text(),
  description: text(),
  requirementTag: text(),
  deletionDisabled: bool(),
});
export type Requirement = z.output<typeof requirementSchema>;

export const humanResourceRequestSchema = entity({
  humanResourceRequestId: text(),
  humanResourceRequestNumber: text(),
  humanResourceRequestDescription: text(),
  humanResourceRequestDate: text(),
  humanResourceRequestStatus: text(),
  humanResourceRequestData: requestDataSchema,
  humanResourceRequestType: text(),
  employeeId: text(),
  userCodeInCharge: text(),
  userNameInCharge: text(),
  humanResourceRequestTraceabilities: listOf(traceabilitySchema),
  tasksToManageTheHumanResourcesRequests: listOf(taskSchema),
  /** Ours (docs/decisions/0014): the requirement tables of the process page. */
  requirementsOfTheHumanResourcesRequest: listOf(requirementSchema),
});
export type HumanResourceRequest = z.output<typeof humanResourceRequestSchema>;
/** Coerces any value into a HumanResourceRequest. */
export const parseHumanResourceRequest = (value: unknown): HumanResourceRequest =>
  safely(humanResourceRequestSchema, value);

const contractDataFields = {
  contractId: text(),
  contractNumber: text(),
  businessName: text(),
  contractType: text(),
};

/** Data variants read from humanResourceRequestData (object or lenient JSON string). */
const dataEntity = <S extends Shape>(shape: S) =>
  preprocess((value) => parseRequestData(value), z.object(shape));

export const enjoymentDataSchema = dataEntity({
  daysOff: num(),
  startDateEnyoment: text(),
  observationEmployee: text(),
  ...contractDataFields,
});
export type EnjoymentData = z.output<typeof enjoymentDataSchema>;
/** Reads enjoyment data from request data. */
export const parseEnjoymentData = (value: unknown): EnjoymentData => safely(enjoymentDataSchema, value);

export const paymentDataSchema = dataEntity({
  daysToPay: num(),
  disbursementDate: text(),
  observationEmployee: text(),
  ...contractDataFields,
});
export type PaymentData = z.output<typeof paymentDataSchema>;
/** Reads payment data from request data. */
export const parsePaymentData = (value: unknown): PaymentData => safely(paymentDataSchema, value);

export const certificationDataSchema = dataEntity({
  certificationType: text(),
  addressee: text(),
  observationEmployee: text(),
  ...contractDataFields,
});
export type CertificationData = z.output<typeof certificationDataSchema>;
/** Reads certification data from request data. */
export const parseCertificationData = (value: unknown): CertificationData =>
  safely(certificationDataSchema, value);

// ---------------------------------------------------------------- employees and contracts

export const positionSchema = entity({
  companyName: text(),
  employeeId: text(),
  positionId: text(),
  positionName: text(),
});
export type Position = z.output<typeof positionSchema>;

export const positionTraceSchema = entity({
  companyName: text(),
  employeeId: text(),
  modificationDate: text(),
  previousPosition: text(),
  tracePositionId: text(),
});

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
export type Reference = z.output<typeof referenceSchema>;

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
export type RemunerationAssignment = z.output<typeof remunerationAssignmentSchema>;

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
/** Coerces any value into a VacationRecord. */
export const parseVacationRecord = (value: unknown): VacationRecord => safely(vacationRecordSchema, value);

export const contractTraceSchema = entity({
  addendumDate: text(),
  contractId: text(),
  modifiedContractProperty: text(),
  previousValue: text(),
  traceContractId: text(),
});

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
/** Coerces any value into a Contract. */
export const parseContract = (value: unknown): Contract => safely(contractSchema, value);

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

// ---------------------------------------------------------------- saved state and the user

/** The signed-in user as kept by the app: name, picture, id. */
export const appUserSchema = entity({ name: text(), picture: text(), id: text() });
export type AppUser = z.output<typeof appUserSchema>;

// ---------------------------------------------------------------- request bodies (strict: may reject)

const requiredText = z.string().check(z.trim(), z.minLength(1));

/** Body of call 11 (SaveHumanResourcesRequest); the reference service answers 400 when it fails. */
export const newHumanResourceRequestSchema = z.object({
  humanResourceRequestType: z.enum(Object.keys(requestTypes) as [keyof typeof requestTypes]),
  humanResourceRequestDate: requiredText,
  humanResourceRequestStatus: requiredText,
  humanResourceRequestDescription: z.string().check(z.maxLength(1000)),
  humanResourceRequestData: z.record(z.string(), z.unknown()),
  employeeId: requiredText,
  userCodeInCharge: z.optional(z.string()),
  userNameInCharge: z.optional(z.string()),
  requesterCode: requiredText,
  requesterName: requiredText,
});
export type NewHumanResourceRequest = z.output<typeof newHumanResourceRequestSchema>;

/** Body of call 12 (RemoveHumanResourcesRequest); strict, may reject. */
export const removeRequestBodySchema = z.object({
  removeHumanResourcesRequest: z
    .array(
      z.object({
        humanResourceRequestDescription: z.string(),
        humanResourceRequestId: requiredText,
        humanResourceRequestNumber: z.string(),
        removalJustification: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
      }),
    )
    .check(z.minLength(1)),
});
export type RemoveRequestBody = z.output<typeof removeRequestBodySchema>;

/** Certification types accepted by the certification data (re-exported for the request bodies). */
export const certificationTypeSchema = z.enum(certificationTypes);
