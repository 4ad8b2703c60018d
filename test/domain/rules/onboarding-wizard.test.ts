import {
  addedAssignment,
  assignmentCards,
  assignmentDraftError,
  CurriculumMissingError,
  chosenFileError,
  emptyOnboardingValues,
  isCurriculumMissing,
  type OnboardingValues,
  onboardingRequestBody,
  stepIsValid,
  validateOnboarding,
} from '@src/domain/rules/onboarding-wizard';
import { describe, expect, test } from 'vitest';

const filled: OnboardingValues = {
  ...emptyOnboardingValues,
  names: 'José',
  lastNames: 'Núñez Peña',
  identificationNumber: '1020304050',
  startDate: '01/Feb/2027',
};
const cv = { name: 'cv.pdf', size: 10 };

describe('validateOnboarding and stepIsValid', () => {
  test('an empty step 1 and start date give the required messages', () => {
    expect(
      validateOnboarding({ values: emptyOnboardingValues, attachment: undefined, fileError: '' }),
    ).toEqual({
      names: 'Este campo es obligatorio',
      lastNames: 'Este campo es obligatorio',
      identificationNumber: 'Este campo es obligatorio',
      attachedFile: 'Debe adjuntar un archivo',
      startDate: 'Este campo es obligatorio',
    });
  });

  test('valid values and an accepted CV give no message; a refused file shows its refusal', () => {
    expect(validateOnboarding({ values: filled, attachment: cv, fileError: '' })).toEqual({});
    expect(
      validateOnboarding({
        values: { ...filled, names: 'J0sé', identificationNumber: '12ab' },
        attachment: cv,
        fileError: 'Solo se permiten archivos PDF.',
      }),
    ).toEqual({
      names: 'Solo se permiten letras y espacios',
      identificationNumber: 'Solo se permiten números',
      attachedFile: 'Solo se permiten archivos PDF.',
    });
  });

  test('a step is valid when its own fields are', () => {
    const withoutCv = { values: filled, attachment: undefined, fileError: '' };
    expect(stepIsValid(withoutCv, 1)).toBe(false);
    expect(stepIsValid(withoutCv, 2)).toBe(true);
    expect(stepIsValid({ ...withoutCv, attachment: cv }, 1)).toBe(true);
    expect(stepIsValid({ values: emptyOnboardingValues, attachment: undefined, fileError: '' }, 3)).toBe(
      true,
    );
  });
});

describe('isCurriculumMissing', () => {
  test('only the error of a CV no longer kept sends the person back to step 1', () => {
    expect(isCurriculumMissing(new CurriculumMissingError())).toBe(true);
    expect(isCurriculumMissing(new Error('Error al enviar la solicitud. Intente nuevamente.'))).toBe(false);
    expect(isCurriculumMissing({ curriculumMissing: true })).toBe(false);
    expect(isCurriculumMissing(undefined)).toBe(false);
  });
});

describe('chosenFileError', () => {
  test("accepts a PDF by its '%PDF-' signature and refuses other bytes", () => {
    expect(chosenFileError({ name: 'cv.pdf', size: 10, firstBytes: [0x25, 0x50, 0x44, 0x46, 0x2d] })).toBe(
      '',
    );
    expect(chosenFileError({ name: 'cv.pdf', size: 10, firstBytes: [1, 2] })).toBe(
      'Solo se permiten archivos PDF.',
    );
  });
});

describe('assignmentDraftError, addedAssignment and assignmentCards', () => {
  test('the value is required and above 0; the money field is read as its digits', () => {
    expect(assignmentDraftError({ assignment: '', value: '' })).toBe('Este campo es obligatorio');
    expect(assignmentDraftError({ assignment: '', value: '0' })).toBe('El valor debe ser mayor a 0');
    expect(assignmentDraftError({ assignment: 'Bono', value: '$ 150.000' })).toBeUndefined();
  });

  test("an empty assignment is stored as 'Sin especificación', and cards are numbered from 1", () => {
    expect(addedAssignment({ assignment: '  ', value: '$ 150.000' })).toEqual({
      assignment: 'Sin especificación',
      value: 150000,
    });
    expect(addedAssignment({ assignment: ' Bono ', value: '1' })).toEqual({ assignment: 'Bono', value: 1 });
    const [card] = assignmentCards([{ assignment: 'Bono', value: 150000 }]);
    expect(card?.title).toBe('Asignación 1');
    expect(card?.value.replace('\u00a0', ' ')).toBe('$ 150.000');
  });
});

describe('onboardingRequestBody', () => {
  test("builds call 11's Onboarding body: the steps' data trimmed, empty optional fields left out, the CV", () => {
    const curriculum = {
      fileName: 'cv.pdf',
      contentType: 'application/pdf' as const,
      contentBase64: 'JVBERi0=',
    };
    const body = onboardingRequestBody(
      {
        requester: { requesterCode: 'R1', requesterName: 'Ana' },
        today: '2026-11-23T15:00:00.000Z',
        values: { ...filled, company: ' Acme ', proyect: 'P1' },
        assignments: [{ assignment: 'Bono', value: 150000 }],
      },
      curriculum,
    );
    expect(body).toEqual({
      humanResourceRequestType: 'Onboarding',
      humanResourceRequestDate: '2026-11-23T10:00:00-05:00',
      humanResourceRequestStatus: 'onboarding_in_progress',
      humanResourceRequestDescription: 'Vinculación de nuevo empleado',
      employeeId: '',
      requesterCode: 'R1',
      requesterName: 'Ana',
      humanResourceRequestData: {
        personal: {
          names: 'José',
          lastNames: 'Núñez Peña',
          identificationNumber: '1020304050',
          attachedFile: curriculum,
        },
        position: { company: 'Acme', startDate: '2027-02-01' },
        location: { proyect: 'P1' },
        assignments: [{ assignment: 'Bono', value: 150000 }],
      },
    });
  });
});
