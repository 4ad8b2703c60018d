import type { SelectOption } from '@src/domain/entities';
import type { UnmetRequirementCard } from '@src/domain/onboarding';
import type { UseCase } from '@src/domain/permissions';
import { keysOf } from '@src/domain/records';
import type { Requester } from '@src/domain/rules/new-requests';
import {
  type AssignmentDraft,
  addedAssignment,
  assignmentDraftError,
  type ChosenFile,
  type CurriculumAttachment,
  chosenFileError,
  emptyAssignmentDraft,
  type FormStep,
  initialOnboardingValues,
  isCurriculumMissing,
  type OnboardingAssignment,
  type OnboardingField,
  type OnboardingPrefill,
  type OnboardingSubmission,
  type OnboardingValues,
  stepIsValid,
  unreadableFileMessage,
  validateOnboarding,
  withoutAssignment,
} from '@src/domain/rules/onboarding-wizard';
import { assign, fromPromise, setup } from 'xstate';

export type {
  AssignmentDraft,
  ChosenFile,
  OnboardingField,
  OnboardingValues,
} from '@src/domain/rules/onboarding-wizard';

export interface OnboardingInput {
  /**
   * Whom the wizard was opened for: the employee of the contracts page whose 'Agregar vinculación' opened
   * it, or '' for a new person ('Vincular nuevo empleado'). It names the draft; the request itself is
   * filed by the services under the person of step 1's ID number (docs/decisions/0013).
   */
  target: string;
  /** That employee's names and ID number, prefilled on step 1 (undefined for a new person). */
  prefill: OnboardingPrefill | undefined;
  /** The signed-in staff member, sent as the requester. */
  requester: Requester;
  /** The instant the wizard started (ISO): the request date. */
  today: string;
  /** Idempotency-Key of this submission; kept so a retry after a failure creates one request only. */
  idempotencyKey: string;
  /** The staff member's use cases (permission guards). */
  useCases: string[];
  /** The requirement alert cards of the 'Requisitos' modal. */
  requirements: UnmetRequirementCard[];
  /** The unmet requirement cards of step 5 (none: SPEC's 'El cliente no presenta restricción…'). */
  unmetRequirements: UnmetRequirementCard[];
}

/** JSON-serialisable (the app persists the snapshot in sessionStorage; the CV's bytes go to IndexedDB). */
export interface OnboardingContext extends OnboardingInput {
  values: OnboardingValues;
  /** The accepted CV (name and size); undefined until one is accepted. */
  attachment: CurriculumAttachment | undefined;
  /** The refusal of the last chosen file ('' when none). */
  fileError: string;
  /** The first message per invalid field, recomputed on every change. */
  errors: Partial<Record<OnboardingField, string>>;
  /** Fields the person has changed (their messages are shown). */
  touched: OnboardingField[];
  /** Perfil salarial's options (call 13). */
  salaryProfiles: SelectOption[];
  assignments: OnboardingAssignment[];
  /** The 'Agregar asignación' form as typed. */
  draft: AssignmentDraft;
  /** The draft's value was changed (its message is shown). */
  draftTouched: boolean;
  /** Why the draft cannot be added ('' when it can), recomputed on every change. */
  draftError: string;
  /** The step the screen shows (1 to 6), kept under the modals. */
  step: number;
  requestNumber: string;
  /** How the wizard ended (set on entering `done` or `abandoned`). */
  result: 'sent' | 'open' | 'abandoned';
}

export type OnboardingEvent =
  | { type: 'EDIT_PERSONAL'; values: Partial<OnboardingValues> }
  | { type: 'EDIT_POSITION'; values: Partial<OnboardingValues> }
  | { type: 'EDIT_LOCATION'; values: Partial<OnboardingValues> }
  | { type: 'CHOOSE_FILE'; file: File }
  | { type: 'REMOVE_FILE' }
  | { type: 'RETRY_OPTIONS' }
  | { type: 'OPEN_ASSIGNMENT' }
  | { type: 'EDIT_ASSIGNMENT'; draft: Partial<AssignmentDraft> }
  | { type: 'ADD_ASSIGNMENT' }
  | { type: 'REMOVE_ASSIGNMENT'; index: number }
  | { type: 'CLOSE_ASSIGNMENT' }
  | { type: 'OPEN_REQUIREMENTS' }
  | { type: 'CLOSE_REQUIREMENTS' }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO_STEP'; step: number }
  | { type: 'FINISH' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'DISMISS_FLAG' }
  | { type: 'CLOSE_SENT' }
  | { type: 'ABANDON' };

export interface OnboardingOutput {
  result: 'sent' | 'open' | 'abandoned';
  requestNumber: string;
}

/** What the saveOnboarding actor receives: the wizard's data, the CV it names and the Idempotency-Key. */
export interface SaveOnboardingInput {
  submission: OnboardingSubmission;
  attachment: CurriculumAttachment;
  idempotencyKey: string;
}

/** What call 11 answers. */
export interface SaveOnboardingOutput {
  humanResourceRequestId: string;
  humanResourceRequestNumber: string;
}

/**
 * The six-step onboarding wizard 'Vincular nuevo empleado' (SPEC §2, §4): personal data with the CV,
 * contractual position (Perfil salarial from call 13), legal and accounting location, assignments (the
 * 'Agregar asignación' modal), unmet requirements, verification with 'Regresar a este paso'; Siguiente is
 * refused while the step is invalid; the 'Requisitos' modal opens from any step and returns to it.
 * Finalizar (AddEmployeeLink) asks for confirmation, sends call 11 (an Onboarding request, CV in base64)
 * and shows the request-sent modal; closing it goes to /employees with the success flag. A failure keeps
 * every value and shows the submit error flag for 10 s; a retry sends the same Idempotency-Key.
 * The 10 s failure flag stays this chart's own sub-state, not the success-flag machine as a child: see
 * machines/ui/success-flag.machine.ts for why.
 */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as OnboardingInput,
    output: {} as OnboardingOutput,
    tags: {} as 'busy' | 'submitFailed' | 'optionsFailed' | 'readingFile',
  },
  actors: {
    readCurriculum: fromPromise<ChosenFile, { file: File | undefined; draftId: string }>(async () => {
      throw new Error('readCurriculum not provided');
    }),
    fetchSalaryProfiles: fromPromise<SelectOption[]>(async () => {
      throw new Error('fetchSalaryProfiles not provided');
    }),
    saveOnboarding: fromPromise<SaveOnboardingOutput, SaveOnboardingInput>(async () => {
      throw new Error('saveOnboarding not provided');
    }),
  },
  actions: {
    changeValues: assign(({ context }, params: { values: Partial<OnboardingValues> }) => {
      const values = { ...context.values, ...params.values };
      const changed = keysOf(params.values);
      return {
        values,
        touched: [...new Set([...context.touched, ...changed])],
        errors: validateOnboarding({ ...context, values }),
      };
    }),
    rememberChosenFile: assign(({ context }, params: { file: ChosenFile }) => {
      const fileError = chosenFileError(params.file);
      const attachment = fileError === '' ? { name: params.file.name, size: params.file.size } : undefined;
      return {
        attachment,
        fileError,
        touched: [...new Set([...context.touched, 'attachedFile' as const])],
        errors: validateOnboarding({ ...context, attachment, fileError }),
      };
    }),
    rememberUnreadableFile: assign(({ context }) => ({
      attachment: undefined,
      fileError: unreadableFileMessage,
      touched: [...new Set([...context.touched, 'attachedFile' as const])],
      errors: validateOnboarding({ ...context, attachment: undefined, fileError: unreadableFileMessage }),
    })),
    forgetFile: assign(({ context }) => ({
      attachment: undefined,
      fileError: '',
      touched: [...new Set([...context.touched, 'attachedFile' as const])],
      errors: validateOnboarding({ ...context, attachment: undefined, fileError: '' }),
    })),
    rememberSalaryProfiles: assign((_, params: { profiles: SelectOption[] }) => ({
      salaryProfiles: params.profiles,
    })),
    resetDraft: assign({
      draft: emptyAssignmentDraft,
      draftTouched: false,
      draftError: assignmentDraftError(emptyAssignmentDraft) ?? '',
    }),
    changeDraft: assign(({ context }, params: { draft: Partial<AssignmentDraft> }) => {
      const draft = { ...context.draft, ...params.draft };
      return {
        draft,
        draftTouched: context.draftTouched || params.draft.value !== undefined,
        draftError: assignmentDraftError(draft) ?? '',
      };
    }),
    addAssignment: assign(({ context }) => ({
      assignments: [...context.assignments, addedAssignment(context.draft)],
    })),
    removeAssignment: assign(({ context }, params: { index: number }) => ({
      assignments: withoutAssignment(context.assignments, params.index),
    })),
    showStep: assign((_, params: { step: number }) => ({ step: params.step })),
    rememberSavedRequest: assign((_, params: { saved: SaveOnboardingOutput }) => ({
      requestNumber: params.saved.humanResourceRequestNumber,
    })),
    markSent: assign({ result: 'sent' as const }),
    markAbandoned: assign({ result: 'abandoned' as const }),
    forgetProgress: () => {
      throw new Error('forgetProgress not provided');
    },
    goToEmployeesWithFlag: () => {
      throw new Error('goToEmployeesWithFlag not provided');
    },
    goToEmployees: () => {
      throw new Error('goToEmployees not provided');
    },
  },
  guards: {
    /** Every field of the step is valid. */
    stepIsValid: ({ context }, params: { step: FormStep }) => stepIsValid(context, params.step),
    /** The assignment to remove is one of the cards. */
    hasAssignmentAt: ({ context }, params: { index: number }) =>
      params.index >= 0 && params.index < context.assignments.length,
    /** A CV has been accepted. */
    hasAttachment: ({ context }) => context.attachment !== undefined,
    /** The 'Agregar asignación' form has a value of at least 1. */
    draftIsValid: ({ context }) => context.draftError === '',
    /** Call 11 was not sent: the draft's CV is no longer kept (another tab, a sign-in). */
    curriculumMissing: (_, params: { error: unknown }) => isCurriculumMissing(params.error),
    /** 'Regresar a este paso' of the summary of `step` (`chosen`: the step the event names). */
    choseStep: (_, params: { chosen: number; step: number }) => params.chosen === params.step,
    hasUseCase: ({ context }, params: { useCase: UseCase }) => context.useCases.includes(params.useCase),
  },
  delays: {
    submitFailureFlag: 10_000,
  },
}).createMachine({
  id: 'onboarding',
  description:
    "Six steps (personal data, contractual position, location, assignments, unmet requirements, verification), the 'Requisitos' modal from any step, confirmation, call 11, the request-sent modal; a failure keeps the values and shows the error flag for 10 s.",
  context: ({ input }) => {
    const values = initialOnboardingValues(input.prefill);
    return {
      ...input,
      values,
      attachment: undefined,
      fileError: '',
      errors: validateOnboarding({ values, attachment: undefined, fileError: '' }),
      touched: [],
      salaryProfiles: [],
      assignments: [],
      draft: emptyAssignmentDraft,
      draftTouched: false,
      draftError: assignmentDraftError(emptyAssignmentDraft) ?? '',
      step: 1,
      requestNumber: '',
      result: 'open' as const,
    };
  },
  initial: 'wizard',
  states: {
    wizard: {
      initial: 'personal',
      on: {
        OPEN_REQUIREMENTS: { target: 'requirementsModal' },
        ABANDON: {
          description: "The back arrow, confirmed in 'Regresar': the draft and its CV are discarded.",
          target: 'abandoned',
        },
      },
      states: {
        personal: {
          description: 'Step 1: Nombres, Apellidos, Número de identificación and the CV (Hoja de vida).',
          entry: { type: 'showStep', params: { step: 1 } },
          initial: 'editing',
          states: {
            editing: {
              on: {
                CHOOSE_FILE: { target: 'readingFile' },
                REMOVE_FILE: { guard: 'hasAttachment', actions: 'forgetFile' },
                NEXT: {
                  guard: { type: 'stepIsValid', params: { step: 1 } },
                  target: '#onboarding.wizard.position',
                },
              },
            },
            readingFile: {
              description: "The chosen file's first bytes are read (PDF by signature, at most 2.5 MB).",
              tags: 'readingFile',
              invoke: {
                id: 'readCurriculum',
                src: 'readCurriculum',
                input: ({ context, event }) => ({
                  file: event.type === 'CHOOSE_FILE' ? event.file : undefined,
                  draftId: context.idempotencyKey,
                }),
                onDone: {
                  target: 'editing',
                  actions: { type: 'rememberChosenFile', params: ({ event }) => ({ file: event.output }) },
                },
                onError: { target: 'editing', actions: 'rememberUnreadableFile' },
              },
              on: {
                OPEN_REQUIREMENTS: {
                  description: 'Not while the file is read: the modal would drop the file being read.',
                },
              },
            },
          },
          on: {
            EDIT_PERSONAL: {
              actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
            },
          },
        },
        position: {
          description:
            'Step 2: eight dropdowns (Perfil salarial from call 13), Fecha de inicio (required), Fecha de finalización (always disabled).',
          entry: { type: 'showStep', params: { step: 2 } },
          initial: 'loadingOptions',
          states: {
            loadingOptions: {
              tags: 'busy',
              invoke: {
                id: 'fetchSalaryProfiles',
                src: 'fetchSalaryProfiles',
                onDone: {
                  target: 'ready',
                  actions: {
                    type: 'rememberSalaryProfiles',
                    params: ({ event }) => ({ profiles: event.output }),
                  },
                },
                onError: { target: 'optionsFailed' },
              },
            },
            ready: {},
            optionsFailed: {
              description: "The flag 'Error obteniendo las opciones de asignación' with Reintentar.",
              tags: 'optionsFailed',
              on: {
                RETRY_OPTIONS: { target: 'loadingOptions' },
              },
            },
          },
          on: {
            EDIT_POSITION: {
              actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
            },
            NEXT: { guard: { type: 'stepIsValid', params: { step: 2 } }, target: 'location' },
            PREVIOUS: { target: 'personal' },
          },
        },
        location: {
          description: 'Step 3: Proyecto, Segmentación zonal, Centro de costo, Observaciones (all optional).',
          entry: { type: 'showStep', params: { step: 3 } },
          on: {
            EDIT_LOCATION: {
              actions: { type: 'changeValues', params: ({ event }) => ({ values: event.values }) },
            },
            NEXT: { guard: { type: 'stepIsValid', params: { step: 3 } }, target: 'assignments' },
            PREVIOUS: { target: 'position' },
          },
        },
        assignments: {
          description:
            "Step 4: the assignment cards (each can be removed) or the empty text, and 'Agregar asignación'.",
          entry: { type: 'showStep', params: { step: 4 } },
          initial: 'listing',
          states: {
            listing: {
              on: {
                OPEN_ASSIGNMENT: { target: 'adding' },
                REMOVE_ASSIGNMENT: {
                  guard: { type: 'hasAssignmentAt', params: ({ event }) => ({ index: event.index }) },
                  actions: { type: 'removeAssignment', params: ({ event }) => ({ index: event.index }) },
                },
                NEXT: { target: '#onboarding.wizard.unmetRequirements' },
                PREVIOUS: { target: '#onboarding.wizard.location' },
              },
            },
            adding: {
              description: "The 'Agregar asignación' modal: Asignación and Valor (at least 1).",
              entry: 'resetDraft',
              on: {
                EDIT_ASSIGNMENT: {
                  actions: { type: 'changeDraft', params: ({ event }) => ({ draft: event.draft }) },
                },
                ADD_ASSIGNMENT: { guard: 'draftIsValid', target: 'listing', actions: 'addAssignment' },
                CLOSE_ASSIGNMENT: { target: 'listing' },
              },
            },
          },
        },
        unmetRequirements: {
          description:
            "Step 5: unmet requirement cards, or 'El cliente no presenta restricción por requisitos en este momento.'",
          entry: { type: 'showStep', params: { step: 5 } },
          on: {
            NEXT: { target: 'verification' },
            PREVIOUS: { target: 'assignments' },
          },
        },
        verification: {
          description: "Step 6: the summaries of steps 1 to 5, each with 'Regresar a este paso'.",
          entry: { type: 'showStep', params: { step: 6 } },
          initial: 'ready',
          states: {
            ready: {},
            failed: {
              description: "'Error al enviar la solicitud. Intente nuevamente.' for 10 s.",
              tags: 'submitFailed',
              after: {
                submitFailureFlag: { target: 'ready' },
              },
              on: {
                DISMISS_FLAG: { target: 'ready' },
              },
            },
          },
          on: {
            PREVIOUS: { target: 'unmetRequirements' },
            GO_TO_STEP: [
              {
                guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 1 }) },
                target: 'personal',
              },
              {
                guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 2 }) },
                target: 'position',
              },
              {
                guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 3 }) },
                target: 'location',
              },
              {
                guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 4 }) },
                target: 'assignments',
              },
              {
                guard: { type: 'choseStep', params: ({ event }) => ({ chosen: event.step, step: 5 }) },
                target: 'unmetRequirements',
              },
            ],
            FINISH: {
              guard: { type: 'hasUseCase', params: { useCase: 'AddEmployeeLink' } },
              target: '#onboarding.confirming',
            },
          },
        },
        resume: {
          description: 'Where the Requisitos modal returns: the step (and its state) it was opened from.',
          type: 'history',
          history: 'deep',
        },
      },
    },
    requirementsModal: {
      description: "The 'Requisitos' modal: the requirement alert cards, and Cerrar.",
      on: {
        CLOSE_REQUIREMENTS: { target: 'wizard.resume' },
      },
    },
    confirming: {
      description: "'Finalizar': '¿Realmente deseas finalizar la vinculación del empleado?'",
      on: {
        CONFIRM: { target: 'submitting' },
        CANCEL: { target: 'wizard.verification' },
      },
    },
    submitting: {
      description:
        'Call 11 runs: Finalizar shows it; CANCEL is not taken (Cancelar disabled, Escape refused).',
      tags: 'busy',
      invoke: {
        id: 'saveOnboarding',
        src: 'saveOnboarding',
        input: ({ context }) => ({
          submission: {
            requester: context.requester,
            today: context.today,
            values: context.values,
            assignments: context.assignments,
          },
          attachment: context.attachment ?? { name: '', size: 0 },
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: {
          target: 'sent',
          actions: { type: 'rememberSavedRequest', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: [
          {
            guard: { type: 'curriculumMissing', params: ({ event }) => ({ error: event.error }) },
            description: "The CV is gone: back to step 1 with 'Debe adjuntar un archivo'.",
            target: 'wizard.personal',
            actions: 'forgetFile',
          },
          { target: 'wizard.verification.failed' },
        ],
      },
    },
    sent: {
      description: 'The request-sent info modal.',
      entry: 'forgetProgress',
      on: {
        CLOSE_SENT: { target: 'done' },
      },
    },
    done: {
      type: 'final',
      entry: ['markSent', 'goToEmployeesWithFlag'],
    },
    abandoned: {
      type: 'final',
      entry: ['markAbandoned', 'forgetProgress', 'goToEmployees'],
    },
  },
  output: ({ context }) => ({ result: context.result, requestNumber: context.requestNumber }),
});
