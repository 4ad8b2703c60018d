import {
  approvalFormSchema,
  assignmentFormSchema,
  certificationFormSchema,
  checkCurriculumFile,
  checkForm,
  discardFormSchema,
  displayDateSchema,
  enjoymentFormSchema,
  identificationNumberSchema,
  limits,
  maxCharactersMessage,
  paymentFormSchema,
  personNameSchema,
  validationMessages,
} from '@src/domain/validation';
import type { z } from '@src/domain/zod';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';

const today = new Date('2026-06-15T15:00:00Z'); // 10:00 in Colombia
const errorsOf = (schema: z.ZodMiniType, values: unknown) => checkForm(schema, values).errors;

describe('generic messages', () => {
  test('has the spec wording', () => {
    expect(validationMessages.empty).toBe('Este campo no puede estar vacío');
    expect(validationMessages.required).toBe('Este campo es obligatorio');
    expect(validationMessages.tooLong).toBe('El número de caracteres es demasiado largo');
    expect(maxCharactersMessage(100)).toBe('Debe tener máximo 100 caracteres');
    expect(identificationNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Debe tener al menos 6 números',
    );
    expect(validationMessages.dateFormat).toBe(
      'Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.',
    );
  });
});

describe('vacation enjoyment', () => {
  const schema = enjoymentFormSchema(today);
  const valid = { contract: 'c1', daysOff: 5, startDateEnyoment: '2026-06-16', observations: '' };

  test('accepts a valid form, with numeric text for days', () => {
    expect(checkForm(schema, valid).valid).toBe(true);
    expect(checkForm(schema, { ...valid, daysOff: '15' }).data?.daysOff).toBe(15);
    expect(checkForm(schema, { ...valid, startDateEnyoment: '16/Jun/2026' }).valid).toBe(true);
  });

  test('requires the contract (max 100)', () => {
    expect(errorsOf(schema, { ...valid, contract: '' }).contract).toBe('Este campo es obligatorio');
    expect(errorsOf(schema, { ...valid, contract: 'x'.repeat(101) }).contract).toBe(
      'Debe tener máximo 100 caracteres',
    );
  });

  test('takes 1 to 15 days', () => {
    expect(errorsOf(schema, { ...valid, daysOff: '' }).daysOff).toBe('Este campo es obligatorio');
    expect(errorsOf(schema, { ...valid, daysOff: 0 }).daysOff).toBe(validationMessages.daysRange);
    expect(errorsOf(schema, { ...valid, daysOff: 16 }).daysOff).toBe(validationMessages.daysRange);
    expect(errorsOf(schema, { ...valid, daysOff: 'abc' }).daysOff).toBeDefined();
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 50 }), (days) => {
        const ok = checkForm(schema, { ...valid, daysOff: days }).valid;
        return ok === (days >= 1 && days <= 15);
      }),
    );
  });

  test('requires a valid start date after today', () => {
    expect(errorsOf(schema, { ...valid, startDateEnyoment: '' }).startDateEnyoment).toBe(
      'Este campo es obligatorio',
    );
    expect(errorsOf(schema, { ...valid, startDateEnyoment: '32/Ene/2026' }).startDateEnyoment).toBe(
      'Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.',
    );
    expect(errorsOf(schema, { ...valid, startDateEnyoment: '2026-06-15' }).startDateEnyoment).toBe(
      'La fecha no puede ser anterior o igual al día actual',
    );
    expect(errorsOf(schema, { ...valid, startDateEnyoment: '2026-01-01' }).startDateEnyoment).toBe(
      'La fecha no puede ser anterior o igual al día actual',
    );
  });

  test('limits observations to 120; a text area says it in the counter, so the message has no number', () => {
    expect(errorsOf(schema, { ...valid, observations: 'x'.repeat(121) }).observations).toBe(
      'El número de caracteres es demasiado largo',
    );
    expect(checkForm(schema, { ...valid, observations: 'x'.repeat(120) }).valid).toBe(true);
  });
});

describe('vacation payment and certification', () => {
  test('checks the payment form', () => {
    expect(checkForm(paymentFormSchema, { contract: 'c', daysToPay: 3 }).valid).toBe(true);
    expect(errorsOf(paymentFormSchema, { contract: 'c', daysToPay: 20 }).daysToPay).toBe(
      validationMessages.daysRange,
    );
    expect(errorsOf(paymentFormSchema, {}).contract).toBe('Este campo es obligatorio');
  });

  test('checks the certification form', () => {
    const valid = {
      certificationType: 'certificado de servidor',
      addressee: 'A quien interese',
      observations: 'Ok',
    };
    expect(checkForm(certificationFormSchema, valid).valid).toBe(true);
    const errors = errorsOf(certificationFormSchema, {
      certificationType: '',
      addressee: '',
      observations: ' ',
    });
    // Fields and selects say 'obligatorio'; the observations text area says it may not be empty.
    expect(errors).toEqual({
      certificationType: 'Este campo es obligatorio',
      addressee: 'Este campo es obligatorio',
      observations: 'Este campo no puede estar vacío',
    });
    // The observations are the wizards' text area of 120 (its counter), with the text area's message.
    expect(errorsOf(certificationFormSchema, { ...valid, observations: 'x'.repeat(121) }).observations).toBe(
      'El número de caracteres es demasiado largo',
    );
    expect(checkForm(certificationFormSchema, { ...valid, observations: 'x'.repeat(120) }).valid).toBe(true);
    expect(errorsOf(certificationFormSchema, { ...valid, certificationType: 'otro' }).certificationType).toBe(
      'Este campo es obligatorio',
    );
    expect(errorsOf(certificationFormSchema, { ...valid, addressee: 'x'.repeat(101) }).addressee).toBe(
      'Debe tener máximo 100 caracteres',
    );
    expect(limits.addresseeInput).toBe(60);
  });
});

describe('people', () => {
  test('accepts letters (with accents and ñ) and spaces in names, max 50', () => {
    expect(personNameSchema.safeParse('María José Núñez').success).toBe(true);
    expect(personNameSchema.safeParse('R2D2').error?.issues[0]?.message).toBe(validationMessages.onlyLetters);
    // Letters and spaces only (SPEC §5): no apostrophe, hyphen or dot.
    for (const name of ["O'Brien", 'Ana-María', 'J. Pérez', 'D’Angelo'])
      expect(personNameSchema.safeParse(name).error?.issues[0]?.message, name).toBe(
        validationMessages.onlyLetters,
      );
    expect(personNameSchema.safeParse('').error?.issues[0]?.message).toBe('Este campo es obligatorio');
    expect(personNameSchema.safeParse('a'.repeat(51)).error?.issues[0]?.message).toBe(
      'Debe tener máximo 50 caracteres',
    );
  });

  test('takes 6 to 15 digits as ID number', () => {
    expect(identificationNumberSchema.safeParse('123456').success).toBe(true);
    expect(identificationNumberSchema.safeParse('12345').error?.issues[0]?.message).toBe(
      'Debe tener al menos 6 números',
    );
    expect(identificationNumberSchema.safeParse('1'.repeat(16)).error?.issues[0]?.message).toBe(
      'Debe tener máximo 15 caracteres',
    );
    expect(identificationNumberSchema.safeParse('12a456').error?.issues[0]?.message).toBe(
      validationMessages.onlyNumbers,
    );
    expect(identificationNumberSchema.safeParse('1234567').success).toBe(true);
  });
});

describe('onboarding', () => {
  test('an assignment value must be at least 1', () => {
    expect(errorsOf(assignmentFormSchema, { value: 0 }).value).toBe('El valor debe ser mayor a 0');
    expect(errorsOf(assignmentFormSchema, { value: '$ 0' }).value).toBe('El valor debe ser mayor a 0');
    expect(errorsOf(assignmentFormSchema, { value: '' }).value).toBe('Este campo es obligatorio');
    expect(checkForm(assignmentFormSchema, { value: '$ 1.500' }).data?.value).toBe(1500);
  });
});

describe('approval, discard and displayed dates', () => {
  test('requires an approval choice and observations when rejecting', () => {
    expect(errorsOf(approvalFormSchema, {}).approval).toBe('Debe seleccionar una opción de aprobación');
    expect(errorsOf(approvalFormSchema, { approval: 'reject', observation: '' }).observation).toBe(
      'Las observaciones son obligatorias al rechazar la solicitud',
    );
    expect(
      errorsOf(approvalFormSchema, { approval: 'approve', observation: 'x'.repeat(501) }).observation,
    ).toBe('Las observaciones no pueden exceder 500 caracteres');
    expect(checkForm(approvalFormSchema, { approval: 'approve' }).valid).toBe(true);
    expect(checkForm(approvalFormSchema, { approval: 'reject', observation: 'No hay cupo' }).valid).toBe(
      true,
    );
  });

  test('requires a discard justification up to 500 characters', () => {
    // A text area: SPEC §5's second variants (docs/decisions/0018).
    expect(errorsOf(discardFormSchema, { justification: '  ' }).justification).toBe(
      'Este campo no puede estar vacío',
    );
    expect(errorsOf(discardFormSchema, { justification: 'x'.repeat(501) }).justification).toBe(
      'El número de caracteres es demasiado largo',
    );
    expect(checkForm(discardFormSchema, { justification: 'Duplicada' }).valid).toBe(true);
  });

  test('reads displayed dates', () => {
    expect(displayDateSchema.safeParse('01/Ene/1990').success).toBe(true);
    expect(displayDateSchema.safeParse('1990/01/01').error?.issues[0]?.message).toBe(
      'Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.',
    );
  });
});

describe('CV attachment', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7\n');

  test('accepts a PDF up to 2.5 MB (2.5 × 1024 × 1024 bytes)', () => {
    expect(limits.curriculumMaxBytes).toBe(2_621_440);
    expect(checkCurriculumFile({ name: 'cv.pdf', size: 2_621_440, firstBytes: pdf })).toBeUndefined();
  });

  test('refuses other files by their bytes, not their name', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d]);
    expect(checkCurriculumFile({ name: 'cv.pdf', size: 10, firstBytes: png })).toBe(
      'Solo se permiten archivos PDF.',
    );
    expect(checkCurriculumFile({ name: 'cv.pdf', size: 10, firstBytes: new Uint8Array() })).toBe(
      'Solo se permiten archivos PDF.',
    );
    expect(checkCurriculumFile({ name: 'cv.txt', size: 10, firstBytes: pdf })).toBeUndefined();
  });

  test('refuses files over 2.5 MB and missing files', () => {
    expect(checkCurriculumFile({ name: 'cv.pdf', size: 2_621_441, firstBytes: pdf })).toBe(
      'El archivo supera el tamaño máximo permitido de 2.5MB.',
    );
    expect(checkCurriculumFile(undefined)).toBe('Debe adjuntar un archivo');
  });
});
