// Form validation of SPEC §5 as zod schemas with the spec's exact messages. Schemas that depend on
// "today" are factories taking it as a parameter (rules never read the clock).

import { preprocess } from './coerce';
import { bogotaDay, calendarDayOf, dateFormatMessage } from './format';
import { certificationTypes } from './lookups';
import { z } from './zod';

/**
 * Generic validation messages (SPEC §5). SPEC gives two variants each of the required and the max-length
 * message: a text area, whose counter already shows its limit, says `empty` and `tooLong`; every other
 * field says `required` and 'Debe tener máximo N caracteres' (docs/decisions/0018).
 */
export const validationMessages = {
  empty: 'Este campo no puede estar vacío',
  required: 'Este campo es obligatorio',
  tooLong: 'El número de caracteres es demasiado largo',
  dateFormat: dateFormatMessage,
  dateNotAfterToday: 'La fecha no puede ser anterior o igual al día actual',
  // The spec names "only-letters and only-numbers messages" without wording them; these are ours.
  onlyLetters: 'Solo se permiten letras y espacios',
  onlyNumbers: 'Solo se permiten números',
  // Not worded by the spec: the range of days to enjoy or pay.
  daysRange: 'Debe ser un número entre 1 y 15',
  wholeNumber: 'Debe ser un número entero',
  assignmentValue: 'El valor debe ser mayor a 0',
  attachFile: 'Debe adjuntar un archivo',
  approvalRequired: 'Debe seleccionar una opción de aprobación',
  observationTooLong: 'Las observaciones no pueden exceder 500 caracteres',
  observationRequiredOnReject: 'Las observaciones son obligatorias al rechazar la solicitud',
  pdfOnly: 'Solo se permiten archivos PDF.',
  pdfTooLarge: 'El archivo supera el tamaño máximo permitido de 2.5MB.',
} as const;

/** 'Debe tener máximo N caracteres'. */
export const maxCharactersMessage = (max: number) => `Debe tener máximo ${max} caracteres`;
/** 'Debe tener al menos N números'. */
const minNumbersMessage = (min: number) => `Debe tener al menos ${min} números`;

/** Limits of SPEC §5 and §9. */
export const limits = {
  contract: 100,
  minDays: 1,
  maxDays: 15,
  observationSchema: 120,
  observationInput: 1000,
  certificationType: 100,
  addressee: 100,
  addresseeInput: 60,
  discardJustification: 500,
  approvalObservation: 500,
  onboardingObservation: 500,
  generalName: 50,
  nameInput: 40,
  idMinDigits: 6,
  idMaxDigits: 15,
  assignmentMinValue: 1,
  multilineDefaultMax: 100,
  /** 2.5 MB read as binary megabytes: 2.5 × 1024 × 1024 = 2,621,440 bytes. */
  curriculumMaxBytes: 2.5 * 1024 * 1024,
} as const;

/** An empty value ('' or only spaces, null, undefined) becomes undefined so `required` fires. */
const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** The checks of a required text: trimmed, then non-empty. */
const filled = (message: string) => [z.trim(), z.minLength(1, { error: message })] as const;

/** A required text: trimmed non-empty with the given max length, then any further checks. */
const requiredText = (
  max?: number,
  message: string = validationMessages.required,
  ...more: z.core.$ZodCheck<string>[]
) =>
  z
    .string({ error: message })
    .check(
      ...filled(message),
      ...(max === undefined ? [] : [z.maxLength(max, { error: maxCharactersMessage(max) })]),
      ...more,
    );

/** A required text area: trimmed non-empty, at most `max` characters, with the text area's messages. */
const requiredArea = (max: number) =>
  z
    .string({ error: validationMessages.empty })
    .check(...filled(validationMessages.empty), z.maxLength(max, { error: validationMessages.tooLong }));

/** An optional text area of at most `max` characters. */
const optionalArea = (max: number) =>
  z.optional(z.string().check(z.maxLength(max, { error: validationMessages.tooLong })));

/** A whole number of days from 1 to 15; numeric text is accepted. */
const daysField = () =>
  preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank) : blank;
    },
    z
      .number({ error: validationMessages.required })
      .check(
        z.int({ error: validationMessages.wholeNumber }),
        z.gte(limits.minDays, { error: validationMessages.daysRange }),
        z.lte(limits.maxDays, { error: validationMessages.daysRange }),
      ),
  );

/** A written date (ISO or dd/Mon/yyyy) is required and must be one. */
const isDate = (value: string) => calendarDayOf(value) !== undefined;

/** A required date (ISO or dd/Mon/yyyy) strictly after `today`'s calendar day in Colombia. */
export const futureDateSchema = (today: Date) =>
  requiredText(
    undefined,
    validationMessages.required,
    z.refine(isDate, { error: validationMessages.dateFormat, abort: true }),
    z.refine((value) => (calendarDayOf(value) ?? '') > bogotaDay(today), {
      error: validationMessages.dateNotAfterToday,
    }),
  );

/** A required date written as dd/Mon/yyyy (or ISO), with the spec's format message. */
export const displayDateSchema = requiredText(
  undefined,
  validationMessages.required,
  z.refine(isDate, { error: validationMessages.dateFormat }),
);

// ---------------------------------------------------------------- vacations and certifications

/** Vacation enjoyment form; `today` decides which start dates are in the past. */
export const enjoymentFormSchema = (today: Date) =>
  z.object({
    contract: requiredText(limits.contract),
    daysOff: daysField(),
    startDateEnyoment: futureDateSchema(today),
    observations: optionalArea(limits.observationSchema),
  });

/** Vacation payment form. */
export const paymentFormSchema = z.object({
  contract: requiredText(limits.contract),
  daysToPay: daysField(),
  observations: optionalArea(limits.observationSchema),
});

/** Certification form. */
export const certificationFormSchema = z.object({
  contract: z.optional(requiredText(limits.contract)),
  certificationType: preprocess(
    blankToUndefined,
    z.enum(certificationTypes, { error: validationMessages.required }),
  ),
  addressee: requiredText(limits.addressee),
  // The wizards' one observations text area: SPEC §5 makes it required here, and its limit is the schema's
  // 120 its counter shows (docs/decisions/0018).
  observations: requiredArea(limits.observationSchema),
});

// ---------------------------------------------------------------- people

/** Names and last names: letters and spaces only (SPEC §5: no apostrophe, hyphen or dot), required, max 50. */
export const personNameSchema = requiredText(
  limits.generalName,
  validationMessages.required,
  z.regex(/^[\p{L}\p{M} ]+$/u, { error: validationMessages.onlyLetters }),
);

/** Identification number: digits only, 6 to 15 of them. */
export const identificationNumberSchema = requiredText(
  undefined,
  validationMessages.required,
  z.regex(/^\d+$/, { error: validationMessages.onlyNumbers, abort: true }),
  z.minLength(limits.idMinDigits, { error: minNumbersMessage(limits.idMinDigits) }),
  z.maxLength(limits.idMaxDigits, { error: maxCharactersMessage(limits.idMaxDigits) }),
);

// ---------------------------------------------------------------- onboarding

/** Every optional text field of a form. */
const optionalString = () => z.optional(z.string());

export { emptyAssignmentLabel } from './onboarding';

/** Assignment add form: value required and at least 1. */
export const assignmentFormSchema = z.object({
  assignment: optionalString(),
  value: preprocess(
    (value) => {
      const blank = blankToUndefined(value);
      return typeof blank === 'string' ? Number(blank.replace(/\D/g, '')) : blank;
    },
    z
      .number({ error: validationMessages.required })
      .check(z.gte(limits.assignmentMinValue, { error: validationMessages.assignmentValue })),
  ),
});

// ---------------------------------------------------------------- approvals and discard

/** Vacation approval form: a choice, and observations required (max 500) when rejecting. */
export const approvalFormSchema = z
  .object({
    approval: preprocess(
      blankToUndefined,
      z.enum(['approve', 'reject'], { error: validationMessages.approvalRequired }),
    ),
    observation: z._default(
      z.optional(
        z
          .string()
          .check(z.maxLength(limits.approvalObservation, { error: validationMessages.observationTooLong })),
      ),
      '',
    ),
  })
  .check(
    z.superRefine((value, context) => {
      if (value.approval === 'reject' && value.observation.trim() === '') {
        context.addIssue({
          code: 'custom',
          path: ['observation'],
          message: validationMessages.observationRequiredOnReject,
        });
      }
    }),
  );

/** Discard justification: required, max 500. */
export const discardFormSchema = z.object({
  justification: requiredArea(limits.discardJustification),
});

// ---------------------------------------------------------------- files

const pdfMagic = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/** True when the bytes start with the PDF signature '%PDF-'. */
export function hasPdfSignature(firstBytes: Uint8Array): boolean {
  return pdfMagic.every((byte, index) => firstBytes[index] === byte);
}

/**
 * Checks a CV attachment: undefined when acceptable, else the message. Missing file → 'Debe adjuntar
 * un archivo'; not starting with '%PDF-' → 'Solo se permiten archivos PDF.'; over 2.5 × 1024 × 1024
 * bytes → 'El archivo supera el tamaño máximo permitido de 2.5MB.' The name is not trusted.
 */
export function checkCurriculumFile(
  file: { name: string; size: number; firstBytes: Uint8Array } | undefined | null,
): string | undefined {
  if (file === undefined || file === null) return validationMessages.attachFile;
  if (!hasPdfSignature(file.firstBytes)) return validationMessages.pdfOnly;
  if (!(file.size <= limits.curriculumMaxBytes)) return validationMessages.pdfTooLarge;
  return undefined;
}

// ---------------------------------------------------------------- helpers

export interface FormCheck<T> {
  valid: boolean;
  /** The first message per field path ('a.b'); '' holds form-level messages. */
  errors: Record<string, string>;
  data?: T;
}

/** Runs a schema over form values and returns the first message per field. Never throws. */
export function checkForm<T extends z.ZodMiniType>(schema: T, values: unknown): FormCheck<z.output<T>> {
  const result = schema.safeParse(values);
  if (result.success) return { valid: true, errors: {}, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return { valid: false, errors };
}
