// Validation of the bodies of calls 11 and 12. The envelope schemas are the app's own
// (src/domain/entities.ts), so client and server agree; the per-type data rules are SPEC §5's.
import { z } from 'zod';
import { newHumanResourceRequestSchema, removeRequestBodySchema } from '../../src/domain/entities';
import { bogotaDay, calendarDayOf } from '../../src/domain/format';
import { certificationTypes } from '../../src/domain/lookups';
import type { UseCase } from '../../src/domain/permissions';
import { approvalFormSchema } from '../../src/domain/validation';
import { HttpError, messages } from './http-error';

/** The use case that allows creating each request type through call 11. */
export const creationUseCase: Record<string, UseCase> = {
  VacationsEnjoyed: 'RequestToEnjoyVacationDays',
  PaidVacations: 'RequestPaymentForVacationDays',
  Certification: 'RequestCertificate',
  Onboarding: 'AddEmployeeLink',
};

const days = (name: string) =>
  z.coerce
    .number({ error: `${name}: debe ser un número.` })
    .int({ error: `${name}: debe ser un número entero.` })
    .min(1, { error: `${name}: debe estar entre 1 y 15.` })
    .max(15, { error: `${name}: debe estar entre 1 y 15.` });

const contractFields = {
  contractId: z.string().trim().min(1, { error: 'contractId: el contrato es obligatorio.' }).max(100),
  contractNumber: z.string().max(100).optional(),
  businessName: z.string().max(200).optional(),
  contractType: z.string().max(100).optional(),
};

const observation = z.string().max(1000, { error: 'observationEmployee: máximo 1000 caracteres.' });

function dataSchemaFor(type: string, now: Date): z.ZodType | undefined {
  switch (type) {
    case 'VacationsEnjoyed':
      return z.object({
        ...contractFields,
        daysOff: days('daysOff'),
        startDateEnyoment: z
          .string({ error: 'startDateEnyoment: la fecha es obligatoria.' })
          .refine((value) => calendarDayOf(value) !== undefined, {
            error: 'startDateEnyoment: formato de fecha incorrecto.',
            abort: true,
          })
          .refine((value) => (calendarDayOf(value) ?? '') > bogotaDay(now), {
            error: 'startDateEnyoment: la fecha no puede ser anterior o igual al día actual.',
          }),
        observationEmployee: observation.optional(),
      });
    case 'PaidVacations':
      return z.object({
        ...contractFields,
        daysToPay: days('daysToPay'),
        observationEmployee: observation.optional(),
      });
    case 'Certification':
      return z.object({
        ...contractFields,
        contractId: contractFields.contractId.optional(),
        certificationType: z.enum(certificationTypes, {
          error: 'certificationType: tipo de certificación no válido.',
        }),
        addressee: z.string().trim().min(1, { error: 'addressee: el destinatario es obligatorio.' }).max(100),
        observationEmployee: observation
          .trim()
          .min(1, { error: 'observationEmployee: las observaciones son obligatorias.' }),
      });
    case 'Onboarding':
      return z.record(z.string(), z.unknown());
    default:
      return undefined;
  }
}

const describeIssues = (error: z.ZodError) =>
  error.issues
    .map((issue) =>
      issue.path.length && !issue.message.includes(':')
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    )
    .join(' ');

/** Validates the body of call 11; throws a 400 HttpError with a Spanish message. */
export function validateNewRequest(body: unknown, now: Date) {
  const envelope = newHumanResourceRequestSchema.safeParse(body);
  if (!envelope.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(envelope.error)}`);
  const request = envelope.data;
  const schema = dataSchemaFor(request.humanResourceRequestType, now);
  if (!schema) throw new HttpError(400, messages.unknownRequestType);
  const data = schema.safeParse(request.humanResourceRequestData);
  if (!data.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(data.error)}`);
  return { ...request, humanResourceRequestData: data.data as Record<string, unknown> };
}

/** Validates the body of call 12; throws a 400 HttpError with a Spanish message. */
export function validateRemoval(body: unknown) {
  const parsed = removeRequestBodySchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(parsed.error)}`);
  return parsed.data;
}

/** Validates the body of call 14 with the app's own approval form (SPEC §5); throws a 400 HttpError. */
export function validateApproval(body: unknown) {
  const parsed = approvalFormSchema.safeParse(body);
  if (!parsed.success) throw new HttpError(400, `Datos inválidos. ${describeIssues(parsed.error)}`);
  return parsed.data;
}
