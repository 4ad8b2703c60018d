// Entities of SPEC §3 as zod schemas that never throw: non-strings become '', non-arrays [],
// non-numbers 0 (numeric strings are read as numbers), non-objects {} and then every fallback.
// Each entity has `<name>Schema`, `type <Name>` and `parse<Name>(value)`.
// This file: HR requests (call 10), the data variants read from `humanResourceRequestData`, and the
// strict bodies of calls 11 and 12.

import { bool, entity, isRecord, listOf, num, preprocess, type Shape, safely, text } from '../coerce';
import { parseLenientJson } from '../lenient-json';
import { requestTypes } from '../lookups';
import { z } from '../zod';

/**
 * humanResourceRequestData: an object as is, a JSON string read leniently, anything else {}.
 * @internal
 */
export function parseRequestData(value: unknown): Record<string, unknown> {
  if (isRecord(value)) return value;
  if (typeof value === 'string') return parseLenientJson(value);
  return {};
}

const requestDataSchema = z.catch(
  z.pipe(
    z.unknown(),
    z.transform((value: unknown) => parseRequestData(value)),
  ),
  {},
);

/** @internal */
export const traceabilitySchema = entity({
  traceabilityId: text(),
  humanResourceRequestId: text(),
  actionExecuted: text(),
  userWhoExecutedAction: text(),
  executionDate: text(),
  description: text(),
});

/** @internal */
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
const requirementSchema = entity({
  requirementId: text(),
  humanResourceRequestId: text(),
  taskCode: text(),
  requirementName: text(),
  description: text(),
  requirementTag: text(),
  deletionDisabled: bool(),
});
export type Requirement = z.output<typeof requirementSchema>;

/** @internal */
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
  /** Ours: the request's version, raised by every change; sent back as If-Match. */
  humanResourceRequestVersion: num(),
});
export type HumanResourceRequest = z.output<typeof humanResourceRequestSchema>;
/** Coerces any value into a HumanResourceRequest. */
export const parseHumanResourceRequest = (value: unknown): HumanResourceRequest =>
  safely(humanResourceRequestSchema, value);

/**
 * The strong entity-tag of a request's version, as the services answer it in ETag and want it
 * back in If-Match on every call that changes the request (12, 14 to 17).
 */
export const requestEntityTag = (request: {
  humanResourceRequestId: string;
  humanResourceRequestVersion: number;
}) => `"${request.humanResourceRequestId}.${request.humanResourceRequestVersion}"`;

/** Who changed a request last (its newest traceability entry, with the staff member's name). */
const lastChangeSchema = entity({
  userWhoExecutedAction: text(),
  userName: text(),
  actionExecuted: text(),
  executionDate: text(),
  description: text(),
});
export type LastChange = z.output<typeof lastChangeSchema>;

/**
 * The body of a 412 answer: someone else changed the request since the person saw it; the
 * request as it is now and its last change.
 */
const requestConflictSchema = entity({
  humanResourceRequest: humanResourceRequestSchema,
  lastChange: lastChangeSchema,
});
export type RequestConflict = z.output<typeof requestConflictSchema>;
/** Coerces a 412 body into a RequestConflict. */
export const parseRequestConflict = (value: unknown): RequestConflict => safely(requestConflictSchema, value);

/**
 * The conflict an error carries (the API's 412 error has a `conflict`), or undefined for any other
 * error: how a machine tells "changed by someone else" apart from a failure without knowing the API.
 */
export function requestConflictOf(error: unknown): RequestConflict | undefined {
  if (typeof error !== 'object' || error === null || !('conflict' in error)) return undefined;
  const conflict = (error as { conflict: unknown }).conflict;
  return isRecord(conflict) && isRecord(conflict.humanResourceRequest)
    ? (conflict as RequestConflict)
    : undefined;
}

const contractDataFields = {
  contractId: text(),
  contractNumber: text(),
  businessName: text(),
  contractType: text(),
};

/** Data variants read from humanResourceRequestData (object or lenient JSON string). */
const dataEntity = <S extends Shape>(shape: S) =>
  preprocess((value) => parseRequestData(value), z.object(shape));

/** @internal */
export const enjoymentDataSchema = dataEntity({
  daysOff: num(),
  startDateEnyoment: text(),
  observationEmployee: text(),
  ...contractDataFields,
});
export type EnjoymentData = z.output<typeof enjoymentDataSchema>;
/** Reads enjoyment data from request data. */
export const parseEnjoymentData = (value: unknown): EnjoymentData => safely(enjoymentDataSchema, value);

/** @internal */
export const paymentDataSchema = dataEntity({
  daysToPay: num(),
  disbursementDate: text(),
  observationEmployee: text(),
  ...contractDataFields,
});
export type PaymentData = z.output<typeof paymentDataSchema>;
/** Reads payment data from request data. */
export const parsePaymentData = (value: unknown): PaymentData => safely(paymentDataSchema, value);

/** @internal */
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

/**
 * Onboarding data (call 11's body, the wizard's steps 1 and 2): the person being linked, their CV as the
 * answers describe it (name, never the bytes: call 18 gives the file) and the contractual position.
 */
const onboardingDataSchema = dataEntity({
  personal: entity({
    names: text(),
    lastNames: text(),
    identificationNumber: text(),
    attachedFile: entity({ fileName: text() }),
  }),
  position: entity({ startDate: text(), position: text() }),
});
export type OnboardingData = z.output<typeof onboardingDataSchema>;
/** Reads onboarding data from request data. */
export const parseOnboardingData = (value: unknown): OnboardingData => safely(onboardingDataSchema, value);

// ---------------------------------------------------------------- request bodies (strict: may reject)

const requiredText = z.string().check(z.trim(), z.minLength(1));

/**
 * Body of call 11 (SaveHumanResourcesRequest); the reference service answers 400 when it fails.
 * @internal
 */
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

/**
 * Body of call 12 (RemoveHumanResourcesRequest); strict, may reject.
 * @internal
 */
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
