// Validation of the bodies of calls 11 and 12: strict (an unknown field is refused) and bounded (every
// text has a maximum, every list a maximum length), with the per-type data rules of SPEC §5. The field
// names are the app's (src/domain/entities.ts, src/domain/rules/new-requests.ts, discard.ts); the
// tests check that the app's own builders produce bodies these schemas accept.

import { bogotaDay, calendarDayOf } from '@src/domain/format';
import { certificationTypes, requestTypes } from '@src/domain/lookups';
import type { UseCase } from '@src/domain/permissions';
import { contractDecisionLimits } from '@src/domain/rules/contract-decisions';
import { type ContractAction, contractActionUseCases } from '@src/domain/rules/contracts';
import { contractActionRequestTypes } from '@src/domain/rules/new-requests';
import { requirementResults } from '@src/domain/rules/request-process';
import {
  approvalFormSchema,
  hasPdfSignature,
  identificationNumberSchema,
  limits,
  personNameSchema,
} from '@src/domain/validation';
import { z } from 'zod';
import { HttpError, messages } from './http-error';

/** The use case that allows creating each request type through call 11 (contract actions: below). */
const creationUseCase: Record<string, UseCase> = {
  VacationsEnjoyed: 'RequestToEnjoyVacationDays',
  PaidVacations: 'RequestPaymentForVacationDays',
  Certification: 'RequestCertificate',
  Onboarding: 'AddEmployeeLink',
};

/** The contract actions each request type records (src/domain/rules/new-requests.ts). */
function contractActionsRecordedAs(type: string): ContractAction[] {
  return (Object.keys(contractActionRequestTypes) as ContractAction[]).filter(
    (action) => contractActionRequestTypes[action] === type,
  );
}

/** The contract action a validated request records, if its type records contract actions. */
export function contractActionOf(request: {
  humanResourceRequestType: string;
  humanResourceRequestData: Record<string, unknown>;
}): ContractAction | undefined {
  const action = request.humanResourceRequestData.contractAction;
  return contractActionsRecordedAs(request.humanResourceRequestType).find((name) => name === action);
}

/**
 * The use case that allows creating a validated request: by its type, or for a contract action by the
 * action it records (terminate → TerminateContract, renew → RenewContract, modify → ModifyContract).
 */
export function creationUseCaseOf(request: {
  humanResourceRequestType: string;
  humanResourceRequestData: Record<string, unknown>;
}): UseCase | undefined {
  const action = contractActionOf(request);
  return action ? contractActionUseCases[action] : creationUseCase[request.humanResourceRequestType];
}

/** The status a new request starts in: an onboarding is 'Vinculación en Progreso', others await the manager. */
export const initialStatusOf = (type: string) =>
  type === 'Onboarding' ? 'onboarding_in_progress' : 'supervisor_approval';

/** Largest body of any call, in bytes, except call 11 for an onboarding request (it carries the CV). */
export const maxBodyBytes = 64 * 1024;
/**
 * Largest CV, in bytes once decoded (SPEC §5: 2.5 MB, read as 2.5 × 1024 × 1024).
 * @internal
 */
export const maxCurriculumBytes = limits.curriculumMaxBytes;
/** Largest body of call 11 for an onboarding request: the CV in base64 plus the rest of the body. */
export const maxOnboardingBodyBytes = Math.ceil(maxCurriculumBytes / 3) * 4 + maxBodyBytes;
/** Most requests one call 12 may discard. */
const maxDiscardItems = 50;
/** Most assignments one onboarding request may carry. */
const maxAssignments = 50;

/** Largest new salary a contract modification may record (13 digits). */
const maxSalary = 9_999_999_999_999;

const tooLong = (name: string, max: number) => `${name}: máximo ${max} caracteres.`;

/** A text of at most `max` characters. */
const text = (name: string, max: number) => z.string().max(max, { error: tooLong(name, max) });
/** A text of 1 to `max` characters after trimming. */
const requiredText = (name: string, max: number) =>
  z
    .string({ error: `${name}: es obligatorio.` })
    .trim()
    .min(1, { error: `${name}: es obligatorio.` })
    .max(max, { error: tooLong(name, max) });

// A JSON number only: coercing would store `true` as 1, `[7]` as 7 and `"0x5"` as 5.
const days = (name: string) =>
  z
    .number({ error: `${name}: debe ser un número.` })
    .int({ error: `${name}: debe ser un número entero.` })
    .min(1, { error: `${name}: debe estar entre 1 y 15.` })
    .max(15, { error: `${name}: debe estar entre 1 y 15.` });

/** A date the app writes (ISO 8601 or a calendar day); `afterToday` refuses today and earlier days. */
const day = (name: string, now: Date, afterToday: boolean) =>
  z
    .string({ error: `${name}: la fecha es obligatoria.` })
    .max(40, { error: tooLong(name, 40) })
    .refine((value) => calendarDayOf(value) !== undefined, {
      error: `${name}: formato de fecha incorrecto.`,
      abort: true,
    })
    .refine((value) => !afterToday || (calendarDayOf(value) ?? '') > bogotaDay(now), {
      error: `${name}: la fecha no puede ser anterior o igual al día actual.`,
    });

const contractFields = {
  contractId: requiredText('contractId', limits.contract),
  contractNumber: text('contractNumber', 100).optional(),
  businessName: text('businessName', 200).optional(),
  contractType: text('contractType', 100).optional(),
};

const observation = text('observationEmployee', limits.observationInput);

/** The decision fields of each contract action (src/domain/rules/contract-decisions.ts). */
const decisionFields = {
  terminate: {
    retirementDate: text('retirementDate', 40),
    retirementReason: text('retirementReason', contractDecisionLimits.retirementReason),
  },
  renew: { newDeadline: text('newDeadline', 40) },
  modify: {
    newPosition: text('newPosition', contractDecisionLimits.newPosition).optional(),
    // A whole, positive number of pesos, at most 13 digits: larger ones lose precision as JSON numbers.
    newSalary: z
      .number({ error: 'newSalary: debe ser un número.' })
      .int({ error: 'newSalary: debe ser un número entero.' })
      .min(1, { error: 'newSalary: debe ser mayor a 0.' })
      .max(maxSalary, { error: 'newSalary: demasiado grande.' })
      .optional(),
    newWorkSchedule: text('newWorkSchedule', 40).optional(),
    newJobModality: text('newJobModality', 40).optional(),
  },
} satisfies Record<ContractAction, z.ZodRawShape>;

const base64Text = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * The CV of an onboarding request: a PDF in base64 (standard alphabet, padded), at most 2.5 MB once
 * decoded, whose bytes start with `%PDF-`. The file name and type are not trusted for that.
 */
const curriculumSchema = z.strictObject({
  fileName: requiredText('fileName', 255),
  contentType: z.literal('application/pdf', { error: 'contentType: debe ser application/pdf.' }),
  contentBase64: z
    .string({ error: 'contentBase64: es obligatorio.' })
    .min(8, { error: 'contentBase64: el archivo está vacío.' })
    .max(Math.ceil(maxCurriculumBytes / 3) * 4, {
      error: 'contentBase64: El archivo supera el tamaño máximo permitido de 2.5MB.',
    })
    .refine((value) => value.length % 4 === 0 && base64Text.test(value), {
      error: 'contentBase64: no es base64 válido.',
      abort: true,
    })
    .refine((value) => Buffer.from(value, 'base64').length <= maxCurriculumBytes, {
      error: 'contentBase64: El archivo supera el tamaño máximo permitido de 2.5MB.',
      abort: true,
    })
    .refine((value) => hasPdfSignature(Buffer.from(value.slice(0, 8), 'base64')), {
      error: 'contentBase64: Solo se permiten archivos PDF.',
    }),
});

/**
 * The data of an onboarding request (the six-step wizard of SPEC §2), strict and bounded.
 * @internal
 */
export const onboardingDataSchema = (now: Date) =>
  z.strictObject({
    personal: z.strictObject({
      names: personNameSchema,
      lastNames: personNameSchema,
      identificationNumber: identificationNumberSchema,
      attachedFile: curriculumSchema,
    }),
    position: z.strictObject({
      normativeFramework: text('normativeFramework', 100).optional(),
      contractType: text('contractType', 100).optional(),
      company: text('company', 100).optional(),
      workingShift: text('workingShift', 100).optional(),
      team: text('team', 100).optional(),
      position: text('position', 100).optional(),
      salaryProfile: text('salaryProfile', 100).optional(),
      jobMode: text('jobMode', 100).optional(),
      startDate: day('startDate', now, false),
      endDate: text('endDate', 40).optional(),
    }),
    location: z
      .strictObject({
        proyect: text('proyect', 100).optional(),
        zonalSegmentation: text('zonalSegmentation', 100).optional(),
        costCenter: text('costCenter', 100).optional(),
      })
      .optional(),
    assignments: z
      .array(
        z.strictObject({
          assignment: text('assignment', 100),
          value: z
            .number({ error: 'value: debe ser un número.' })
            .int({ error: 'value: debe ser un número entero.' })
            .min(limits.assignmentMinValue, { error: 'value: El valor debe ser mayor a 0' })
            .max(1_000_000_000_000, { error: 'value: demasiado grande.' }),
        }),
      )
      .max(maxAssignments, { error: `assignments: máximo ${maxAssignments}.` })
      .optional(),
    observations: text('observations', limits.onboardingObservation).optional(),
  });

function dataSchemaFor(type: string, now: Date, data: unknown): z.ZodType | undefined {
  switch (type) {
    case 'VacationsEnjoyed':
      return z.strictObject({
        ...contractFields,
        daysOff: days('daysOff'),
        startDateEnyoment: day('startDateEnyoment', now, true),
        observationEmployee: observation.optional(),
      });
    case 'PaidVacations':
      return z.strictObject({
        ...contractFields,
        daysToPay: days('daysToPay'),
        // Set by the payroll process, never by the person asking: only the empty value is accepted.
        disbursementDate: z.literal('', { error: 'disbursementDate: no se puede indicar.' }).optional(),
        observationEmployee: observation.optional(),
      });
    case 'Certification':
      return z.strictObject({
        ...contractFields,
        contractId: contractFields.contractId.optional(),
        certificationType: z.enum(certificationTypes, {
          error: 'certificationType: tipo de certificación no válido.',
        }),
        addressee: requiredText('addressee', limits.addressee),
        observationEmployee: observation
          .trim()
          .min(1, { error: 'observationEmployee: las observaciones son obligatorias.' }),
      });
    case 'Onboarding':
      return onboardingDataSchema(now);
    default: {
      // A contract action (terminate, renew, modify) names the action and the contract it acts on.
      // What HR decided comes with it, only the action's own fields (checked against the contract
      // named by contractDecisionErrors in request-calls.ts, as the page checks it).
      // The schema is the one of the action the data names, so its refusals name the field at fault
      // (a union of every action's schema would only say that none of them matched).
      const actions = contractActionsRecordedAs(type);
      if (actions.length === 0) return undefined;
      const contractAction = z.enum(actions as [ContractAction, ...ContractAction[]], {
        error: `contractAction: debe ser ${actions.join(' o ')}.`,
      });
      const named = actions.find((action) => action === (data as Record<string, unknown>)?.contractAction);
      if (!named) return z.looseObject({ contractAction });
      return z.strictObject({ ...contractFields, contractAction, ...decisionFields[named] });
    }
  }
}

/**
 * The body of call 11. The date, status and requester the app sends are accepted (bounded) and
 * ignored: the server's clock, `supervisor_approval` and the token's staff member replace them.
 * @internal
 */
export const newRequestEnvelopeSchema = z.strictObject({
  humanResourceRequestType: z.enum(Object.keys(requestTypes) as [keyof typeof requestTypes], {
    error: messages.unknownRequestType,
  }),
  humanResourceRequestDescription: text('humanResourceRequestDescription', 200),
  humanResourceRequestData: z.record(z.string().max(64), z.unknown()),
  // Required, except for an onboarding request: the services file it under the person being linked
  // (found or recorded from its ID number, decision 0013), so the app sends ''.
  employeeId: text('employeeId', 50).trim(),
  userCodeInCharge: text('userCodeInCharge', 100).optional(),
  userNameInCharge: text('userNameInCharge', 200).optional(),
  humanResourceRequestDate: text('humanResourceRequestDate', 40).optional(),
  // The status a new request starts in is the server's (initialStatusOf); the app may name it.
  humanResourceRequestStatus: z
    .enum(['supervisor_approval', 'onboarding_in_progress'], {
      error: 'humanResourceRequestStatus: debe ser supervisor_approval u onboarding_in_progress.',
    })
    .optional(),
  requesterCode: text('requesterCode', 100).optional(),
  requesterName: text('requesterName', 200).optional(),
});

/**
 * The body of call 12: 1 to 50 requests, each with its justification.
 * @internal
 */
export const removalBodySchema = z.strictObject({
  removeHumanResourcesRequest: z
    .array(
      z.strictObject({
        humanResourceRequestDescription: text('humanResourceRequestDescription', 200),
        humanResourceRequestId: requiredText('humanResourceRequestId', 100),
        humanResourceRequestNumber: text('humanResourceRequestNumber', 20),
        removalJustification: requiredText('removalJustification', limits.discardJustification),
      }),
    )
    .min(1, { error: 'removeHumanResourcesRequest: al menos una solicitud.' })
    .max(maxDiscardItems, { error: `removeHumanResourcesRequest: máximo ${maxDiscardItems} solicitudes.` }),
});

/** The issues in Spanish, each led by its field path unless its message already names the field. */
const describeIssues = (error: z.core.$ZodError) =>
  error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      const text =
        issue.code === 'invalid_type'
          ? 'falta o tiene un tipo incorrecto.'
          : issue.code === 'unrecognized_keys'
            ? `campos no admitidos: ${issue.keys.join(', ')}.`
            : issue.message;
      const field = String(issue.path.at(-1) ?? '');
      return path && !text.startsWith(`${field}:`) ? `${path}: ${text}` : text;
    })
    .join(' ');

/** Validates the body of call 11; throws a 400 HttpError with a Spanish message. */
export function validateNewRequest(body: unknown, now: Date) {
  const envelope = newRequestEnvelopeSchema.safeParse(body);
  if (!envelope.success) {
    const unknownType = envelope.error.issues.some(
      (issue) => issue.path[0] === 'humanResourceRequestType' && issue.code === 'invalid_value',
    );
    if (unknownType) throw new HttpError(400, messages.unknownRequestType);
    throw new HttpError(400, `Datos inválidos. ${describeIssues(envelope.error)}`);
  }
  const request = envelope.data;
  if (request.employeeId === '' && request.humanResourceRequestType !== 'Onboarding')
    throw new HttpError(400, 'Datos inválidos. employeeId: es obligatorio.');
  const schema = dataSchemaFor(request.humanResourceRequestType, now, request.humanResourceRequestData);
  if (!schema) throw new HttpError(400, messages.unknownRequestType);
  const data = schema.safeParse(request.humanResourceRequestData);
  if (!data.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(data.error)}`);
  return { ...request, humanResourceRequestData: data.data as Record<string, unknown> };
}

/** Validates the body of call 12; throws a 400 HttpError with a Spanish message. */
export function validateRemoval(body: unknown) {
  const parsed = removalBodySchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Validates the body of call 14 with the app's own approval form (SPEC §5); throws a 400 HttpError. */
const approvalFields = z.strictObject({ approval: z.unknown(), observation: z.unknown() }).partial();

export function validateApproval(body: unknown) {
  const fields = approvalFields.safeParse(body);
  if (!fields.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(fields.error)}`);
  const parsed = approvalFormSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * Call 16's body (ours): the result recorded for a requirement entry, Cumple (met), No Cumple (notMet) or
 * Sin Evaluar again (notEvaluated: 'Deshacer' of a No Cumple).
 */
const evaluationSchema = z.object({ result: z.enum(requirementResults) }).strict();

export function validateEvaluation(body: unknown) {
  const parsed = evaluationSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(parsed.error)}`);
  return parsed.data;
}
