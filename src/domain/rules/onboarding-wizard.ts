// The rules of the six-step onboarding wizard ('Vincular nuevo empleado', SPEC §2, §3, §5): the values
// of each step, their validation (on every change), the assignment add form, and call 11's body for an
// Onboarding request carrying the CV in base64 (docs/decisions/0013-onboarding-submission.md). The
// onboarding machine holds only the chart.
import type { NewHumanResourceRequest } from '../entities';
import { calendarDayOf, toIsoDate } from '../format';
import { toAssignmentCard } from '../onboarding';
import {
  assignmentFormSchema,
  checkCurriculumFile,
  checkForm,
  displayDateSchema,
  emptyAssignmentLabel,
  identificationNumberSchema,
  limits,
  personNameSchema,
  validationMessages,
} from '../validation';
import type { Requester } from './new-requests';

/** Every typed value of steps 1 to 3 (text; '' when empty). The CV is kept apart (`attachment`). */
export interface OnboardingValues {
  names: string;
  lastNames: string;
  identificationNumber: string;
  normativeFramework: string;
  contractType: string;
  company: string;
  workingShift: string;
  team: string;
  position: string;
  salaryProfile: string;
  jobMode: string;
  startDate: string;
  proyect: string;
  zonalSegmentation: string;
  costCenter: string;
  /** Observaciones (SPEC §9: at most 500). */
  observations: string;
}
/** A field of steps 1 to 3, or the CV ('attachedFile'). */
export type OnboardingField = keyof OnboardingValues | 'attachedFile';

/** The accepted CV, as the wizard remembers it (its bytes are kept in IndexedDB by the app). */
export interface CurriculumAttachment {
  name: string;
  size: number;
}

/** What the app read of a chosen file: its name, size and first bytes (for the '%PDF-' signature). */
export interface ChosenFile {
  name: string;
  size: number;
  firstBytes: number[];
}

/** One added assignment (SPEC §3: the add form's assignment and value). */
export interface OnboardingAssignment {
  assignment: string;
  value: number;
}

/** The assignment add form as typed: value holds the digits of the money field. */
export interface AssignmentDraft {
  assignment: string;
  value: string;
}

/** The wizard's steps with a form: 1 personal data, 2 contractual position, 3 location. */
export type FormStep = 1 | 2 | 3;

/** A wizard's values before anything is typed, each field of steps 1 to 3. */
export const emptyOnboardingValues: OnboardingValues = {
  names: '',
  lastNames: '',
  identificationNumber: '',
  normativeFramework: '',
  contractType: '',
  company: '',
  workingShift: '',
  team: '',
  position: '',
  salaryProfile: '',
  jobMode: '',
  startDate: '',
  proyect: '',
  zonalSegmentation: '',
  costCenter: '',
  observations: '',
};

/** What 'Agregar vinculación' on an employee's contracts prefills: that person's names and ID number. */
export type OnboardingPrefill = Pick<OnboardingValues, 'names' | 'lastNames' | 'identificationNumber'>;

/** The first values of a wizard: empty, or prefilled with the person being linked again. */
export const initialOnboardingValues = (prefill: OnboardingPrefill | undefined): OnboardingValues => ({
  ...emptyOnboardingValues,
  ...(prefill ?? {}),
});

export const emptyAssignmentDraft: AssignmentDraft = { assignment: '', value: '' };

/** The fields of each form step that have a rule (the others are optional and free). */
const checkedFields: Record<FormStep, readonly OnboardingField[]> = {
  1: ['names', 'lastNames', 'identificationNumber', 'attachedFile'],
  2: ['startDate'],
  3: ['observations'],
};

/** What validation reads: the values, the accepted CV and the refusal of the last chosen file. */
export interface OnboardingFormState {
  values: OnboardingValues;
  attachment: CurriculumAttachment | undefined;
  /** 'Solo se permiten archivos PDF.' or the size message for a refused file; '' otherwise. */
  fileError: string;
}

/** The first message per invalid field of steps 1 to 3 (SPEC §5; validated on every change). */
export function validateOnboarding(state: OnboardingFormState): Partial<Record<OnboardingField, string>> {
  const errors: Partial<Record<OnboardingField, string>> = {};
  const { values } = state;
  const check = (field: keyof OnboardingValues, schema: Parameters<typeof checkForm>[0]) => {
    const result = checkForm(schema, values[field]);
    const message = result.errors[''];
    if (message !== undefined) errors[field] = message;
  };
  check('names', personNameSchema);
  check('lastNames', personNameSchema);
  check('identificationNumber', identificationNumberSchema);
  if (state.fileError !== '') errors.attachedFile = state.fileError;
  else if (state.attachment === undefined) errors.attachedFile = checkCurriculumFile(undefined);
  check('startDate', displayDateSchema);
  if (values.observations.length > limits.onboardingObservation)
    errors.observations = validationMessages.observationTooLong;
  return errors;
}

/** True when the fields of a form step (1 to 3; steps 4 to 6 have no form) are all valid. */
export function stepIsValid(state: OnboardingFormState, step: FormStep): boolean {
  const errors = validateOnboarding(state);
  return checkedFields[step].every((field) => errors[field] === undefined);
}

/** A chosen file that could not be read (ours: the spec words no such case). */
export const unreadableFileMessage = 'No se pudo leer el archivo. Intenta adjuntarlo de nuevo.';

/** The message for a chosen file ('' when it is an acceptable PDF of at most 2.5 MB). */
export function chosenFileError(file: ChosenFile): string {
  return checkCurriculumFile({ ...file, firstBytes: Uint8Array.from(file.firstBytes) }) ?? '';
}

/** The message of the assignment add form's value, or undefined when it can be added. */
export function assignmentDraftError(draft: AssignmentDraft): string | undefined {
  const result = checkForm(assignmentFormSchema, draft);
  return result.errors.value;
}

/** The assignments without the one at `index` (removed before sending). */
export const withoutAssignment = (assignments: readonly OnboardingAssignment[], index: number) =>
  assignments.filter((_, position) => position !== index);

/** The assignment the add form adds: an empty assignment is stored as 'Sin especificación'. */
export function addedAssignment(draft: AssignmentDraft): OnboardingAssignment {
  const label = draft.assignment.trim();
  return {
    assignment: label === '' ? emptyAssignmentLabel : label,
    value: Number(draft.value.replace(/\D/g, '')),
  };
}

/** The cards of the added assignments ('Asignación N', assignment, value in pesos). */
export const assignmentCards = (assignments: readonly OnboardingAssignment[]) =>
  assignments.map((item, index) => toAssignmentCard(item, index));

/** Description of an onboarding request (ours; the seed's onboarding requests use it too). */
const onboardingRequestDescription = 'Vinculación de nuevo empleado';
/** Status of a new onboarding request (SPEC §4: onboarding_in_progress=Vinculación en Progreso). */
const onboardingRequestStatus = 'onboarding_in_progress';

/** The CV as call 11 carries it (docs/decisions/0013-onboarding-submission.md). */
export interface CurriculumBody {
  fileName: string;
  contentType: 'application/pdf';
  contentBase64: string;
}

/**
 * Finalizar found no kept CV for this draft (another tab or a sign-in removed it): the person attaches it
 * again on step 1 ('Debe adjuntar un archivo'); retrying could never succeed.
 */
export class CurriculumMissingError extends Error {
  constructor() {
    super('The CV of this draft is no longer kept');
  }
}

/** True for the error of a submission whose CV is gone. */
export const isCurriculumMissing = (error: unknown): boolean => error instanceof CurriculumMissingError;

/** What call 11's body is built from (the request is the linked person's: the services file it, 0013). */
export interface OnboardingSubmission {
  requester: Requester;
  /** The submission's instant (ISO): the request date. */
  today: string;
  values: OnboardingValues;
  assignments: readonly OnboardingAssignment[];
}

/** Keeps the non-empty texts of an object (optional fields are left out rather than sent empty). */
function filled<T extends Record<string, string>>(record: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(record)
      .map(([key, value]) => [key, value.trim()] as const)
      .filter(([, value]) => value !== ''),
  ) as Partial<T>;
}

/** Call 11's body for the onboarding request: the six steps' data and the CV. */
export function onboardingRequestBody(
  submission: OnboardingSubmission,
  curriculum: CurriculumBody,
): NewHumanResourceRequest {
  const { values } = submission;
  return {
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestDate: toIsoDate(new Date(submission.today)),
    humanResourceRequestStatus: onboardingRequestStatus,
    humanResourceRequestDescription: onboardingRequestDescription,
    // The person being linked is found or recorded by the services from the ID number (decision 0013).
    employeeId: '',
    requesterCode: submission.requester.requesterCode,
    requesterName: submission.requester.requesterName,
    humanResourceRequestData: {
      personal: {
        names: values.names.trim(),
        lastNames: values.lastNames.trim(),
        identificationNumber: values.identificationNumber.trim(),
        attachedFile: curriculum,
      },
      position: {
        ...filled({
          normativeFramework: values.normativeFramework,
          contractType: values.contractType,
          company: values.company,
          workingShift: values.workingShift,
          team: values.team,
          position: values.position,
          salaryProfile: values.salaryProfile,
          jobMode: values.jobMode,
        }),
        startDate: calendarDayOf(values.startDate) ?? values.startDate,
      },
      location: filled({
        proyect: values.proyect,
        zonalSegmentation: values.zonalSegmentation,
        costCenter: values.costCenter,
      }),
      assignments: submission.assignments.map((item) => ({ assignment: item.assignment, value: item.value })),
      ...filled({ observations: values.observations }),
    },
  };
}
