import type { OnboardingContext } from '@machines/employees/onboarding.machine';
import {
  assignmentDraftError,
  CurriculumMissingError,
  type OnboardingSubmission,
  onboardingRequestBody,
  stepIsValid,
} from '@src/domain/rules/onboarding-wizard';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { exactly, type PathTestConfig } from '../support/path-model';
import { addedAssignments, onboardingScreen, personalFieldNames } from './onboarding.screen';

const obligations = {
  title: 'Estar al día con sus obligaciones',
  icon: 'info',
  iconAppearance: 'help',
  requirement: 'Verifica que el empleado esté al día con sus obligaciones antes de enviar la solicitud.',
  cause: '',
};
const common = {
  target: '',
  prefill: undefined,
  requester: { requesterCode: 'S-1', requesterName: 'Ana Administradora' },
  today: '2026-11-21T15:00:00.000Z',
  idempotencyKey: 'key-1',
  requirements: [obligations],
  unmetRequirements: [],
};
const pdf = { name: 'hoja-de-vida.pdf', size: 120_000, firstBytes: [0x25, 0x50, 0x44, 0x46, 0x2d] };
/** Call 13's answer in these paths: one remuneration profile. */
const salaryProfiles = [{ id: 'RP-001', label: 'Salario básico', value: 'RP-001' }];

/** The CV as the adapter reads it back from the browser's store for call 11 ('%PDF-1.4' in base64). */
const keptCurriculum = { contentType: 'application/pdf' as const, contentBase64: 'JVBERi0xLjQ=' };

type Sent = EventObject & { values?: Record<string, string> };

/**
 * Call 11's body for the onboarding (SPEC §3 Onboarding data, §4: a new onboarding request is
 * 'Vinculación en Progreso'; Decisión 0013: filed for the person by ID number, the CV in base64), stated
 * by hand from the input and the edits the path made: the texts as typed (the personal data without the
 * spaces around it), the start date as a calendar day, the optional fields left empty absent (never sent
 * as ''), the assignments added (value > 0, SPEC §5; 'Sin especificación' when none was chosen) less the
 * ones removed.
 */
function savedOnboarding(_input: unknown, events: readonly EventObject[]) {
  const values: Record<string, string> = {};
  for (const event of events as readonly Sent[]) {
    if (['EDIT_PERSONAL', 'EDIT_POSITION', 'EDIT_LOCATION'].includes(event.type))
      Object.assign(values, event.values);
  }
  const assignments = addedAssignments(events);
  const empty = (names: string[]) => Object.fromEntries(names.map((name) => [name, undefined]));
  return {
    humanResourceRequestType: 'Onboarding',
    humanResourceRequestDate: '2026-11-21T10:00:00-05:00',
    humanResourceRequestStatus: 'onboarding_in_progress',
    humanResourceRequestDescription: 'Vinculación de nuevo empleado',
    employeeId: '',
    requesterCode: 'S-1',
    requesterName: 'Ana Administradora',
    humanResourceRequestData: {
      personal: {
        names: 'María José',
        lastNames: 'Núñez Peña',
        identificationNumber: '1122334455',
        attachedFile: { fileName: 'hoja-de-vida.pdf', ...keptCurriculum },
      },
      position: {
        ...empty(['normativeFramework', 'contractType', 'company', 'workingShift', 'team', 'position']),
        ...empty(['salaryProfile', 'jobMode']),
        startDate: '2026-12-01',
      },
      location: {
        ...empty(['proyect', 'zonalSegmentation']),
        costCenter: values.costCenter,
      },
      assignments,
      observations: values.observations,
    },
  };
}

/** Inputs, edits, files and call outcomes that reach every state, transition and guard branch of onboarding. */
export const onboardingPaths: PathTestConfig = {
  simplePaths: false,
  // Assignments can be added without end: the graph tells states apart by what the screen and the guards
  // read (the state, which fields are invalid, a CV, options, the add form's validity), on step 4 by how
  // many cards there are (up to two) and in the add form by the assignment chosen, so that the paths add
  // both a named and an unnamed assignment and remove one of two.
  serializeState: (snapshot) => {
    const context = snapshot.context as OnboardingContext;
    const cards = snapshot.matches({ wizard: 'assignments' })
      ? Math.min(context.assignments.length, 2)
      : null;
    const chosen = snapshot.matches({ wizard: { assignments: 'adding' } }) ? context.draft.assignment : '';
    const history = Object.values(snapshot.historyValue ?? {})
      .flat()
      .map((node) => (node as { id: string }).id);
    return JSON.stringify([
      snapshot.value,
      snapshot.status,
      snapshot.matches('requirementsModal') ? history : [],
      stepIsValid(context, 1),
      stepIsValid(context, 2),
      stepIsValid(context, 3),
      context.attachment !== undefined,
      assignmentDraftError(context.draft) === undefined,
      cards,
      chosen,
    ]);
  },
  // By hand, not from the chart (SPEC §3): every step (the CV read, the options' load or failure, adding
  // assignments), the requirements modal, the verification and its failure, then Finalizar, sending and
  // the result with the privilege, or leaving; without AddEmployeeLink nothing is sent.
  reaches: Object.fromEntries(
    (
      [
        [
          'con el privilegio AddEmployeeLink',
          ['wizard.verification.failed', 'confirming', 'submitting', 'sent', 'done'],
        ],
        ['sin el privilegio AddEmployeeLink', []],
      ] as [string, string[]][]
    ).map(([label, sending]) => [
      label,
      [
        'wizard.personal.editing',
        'wizard.personal.readingFile',
        'wizard.position.loadingOptions',
        'wizard.position.ready',
        'wizard.position.optionsFailed',
        'wizard.location',
        'wizard.assignments.listing',
        'wizard.assignments.adding',
        'wizard.unmetRequirements',
        'wizard.verification.ready',
        'requirementsModal',
        ...sending,
        'abandoned',
      ],
    ]),
  ),
  // By hand, not from the chart (SPEC §2 Employee onboarding, §4 Onboarding wizard): Siguiente and
  // Anterior between neighbouring steps, the summary's 'Regresar a este paso' to steps 1 to 5, the CV read,
  // call 13 and its Reintentar, the add form, the Requisitos modal back to where it was opened, the back
  // arrow, Finalizar, its confirmation, call 11's outcomes, the failure flag's 10 s or its close, and the
  // request-sent modal closed. A transition whose target is lost agrees with its own paths: only this
  // list tells.
  takes: [
    'wizard.personal.editing on NEXT → wizard.position',
    'wizard.position on NEXT → wizard.location',
    'wizard.location on NEXT → wizard.assignments',
    'wizard.assignments.listing on NEXT → wizard.unmetRequirements',
    'wizard.unmetRequirements on NEXT → wizard.verification',
    'wizard.position on PREVIOUS → wizard.personal',
    'wizard.location on PREVIOUS → wizard.position',
    'wizard.assignments.listing on PREVIOUS → wizard.location',
    'wizard.unmetRequirements on PREVIOUS → wizard.assignments',
    'wizard.verification on PREVIOUS → wizard.unmetRequirements',
    'on GO_TO_STEP → wizard.personal',
    'on GO_TO_STEP → wizard.position',
    'on GO_TO_STEP → wizard.location',
    'on GO_TO_STEP → wizard.assignments',
    'on GO_TO_STEP → wizard.unmetRequirements',
    'on CHOOSE_FILE → wizard.personal.readingFile',
    'on done readCurriculum → wizard.personal.editing',
    'on error readCurriculum → wizard.personal.editing',
    'on done fetchSalaryProfiles → wizard.position.ready',
    'on error fetchSalaryProfiles → wizard.position.optionsFailed',
    'on RETRY_OPTIONS → wizard.position.loadingOptions',
    'on OPEN_ASSIGNMENT → wizard.assignments.adding',
    'on ADD_ASSIGNMENT → wizard.assignments.listing',
    'on CLOSE_ASSIGNMENT → wizard.assignments.listing',
    'on OPEN_REQUIREMENTS → requirementsModal',
    'on CLOSE_REQUIREMENTS → wizard.resume',
    'on ABANDON → abandoned',
    'on FINISH → confirming',
    'on CONFIRM → submitting',
    'on CANCEL → wizard.verification',
    'on done saveOnboarding → sent',
    'on error saveOnboarding → wizard.personal',
    'on error saveOnboarding → wizard.verification.failed',
    'on after submitFailureFlag → wizard.verification.ready',
    'on DISMISS_FLAG → wizard.verification.ready',
    'on CLOSE_SENT → done',
  ],
  // The tags the screen reads (hasTag), stated by hand: the CV being read, the options' failure, the submit
  // failure flag.
  tags: {
    readingFile: ['wizard.personal.readingFile'],
    optionsFailed: ['wizard.position.optionsFailed'],
    submitFailed: ['wizard.verification.failed'],
  },
  inputs: [
    {
      label: 'con el privilegio AddEmployeeLink',
      says: 'alguien con permiso para vincular empleados',
      input: { ...common, useCases: ['AddEmployeeLink'] },
    },
    {
      label: 'sin el privilegio AddEmployeeLink',
      says: 'alguien sin permiso para vincular empleados',
      input: { ...common, useCases: ['SearchAllEmployee'] },
      automatedOnly: 'sin AddEmployeeLink la ruta muestra «Acción inhabilitada» antes del asistente',
    },
  ],
  events: {
    EDIT_PERSONAL: [
      // Typed with a space at the end, as happens: valid, shown as typed, sent without it (call 11).
      {
        type: 'EDIT_PERSONAL',
        label: 'datos personales válidos',
        values: { names: 'María José ', lastNames: 'Núñez Peña ', identificationNumber: '1122334455 ' },
      },
      // SPEC §5 step 1: each of the three is required, whatever the others hold. Offered once the field
      // holds something (an empty field cannot be emptied) and a CV is accepted (so that only this field
      // keeps 'Siguiente' off), before step 2 is filled in: the state it leaves is one the paths already
      // reach, so it adds few paths.
      ...(['names', 'lastNames', 'identificationNumber'] as const).map((field) => ({
        type: 'EDIT_PERSONAL',
        label: `borra ${personalFieldNames[field]}`,
        values: { [field]: '' },
        when: (snapshot: AnyMachineSnapshot) => {
          const context = snapshot.context as OnboardingContext;
          return (
            context.values[field] !== '' &&
            context.attachment !== undefined &&
            context.values.startDate === ''
          );
        },
      })),
    ],
    CHOOSE_FILE: [
      {
        type: 'CHOOSE_FILE',
        label: 'hoja-de-vida.pdf',
        file: new File(['%PDF-1.4'], 'hoja-de-vida.pdf', { type: 'application/pdf' }),
      },
    ],
    EDIT_POSITION: [
      { type: 'EDIT_POSITION', label: 'fecha de inicio 01/Dic/2026', values: { startDate: '01/Dic/2026' } },
    ],
    EDIT_LOCATION: [
      // SPEC §9: 500 characters are still accepted (the limit itself).
      {
        type: 'EDIT_LOCATION',
        label: 'centro de costo y observaciones de 500 caracteres',
        values: { costCenter: 'Centro de costo ANDINA', observations: 'o'.repeat(500) },
      },
      {
        type: 'EDIT_LOCATION',
        label: 'observaciones de 501 caracteres',
        values: { observations: 'o'.repeat(501) },
      },
    ],
    REMOVE_ASSIGNMENT: [{ type: 'REMOVE_ASSIGNMENT', label: 'Asignación 1', index: 0 }],
    EDIT_ASSIGNMENT: [
      { type: 'EDIT_ASSIGNMENT', label: 'valor 0', draft: { value: '0' } },
      // SPEC §5: an assignment left unchosen is 'Sin especificación' (on its card and in call 11's body).
      { type: 'EDIT_ASSIGNMENT', label: 'valor 150.000 sin elegir asignación', draft: { value: '150000' } },
      {
        type: 'EDIT_ASSIGNMENT',
        label: 'Auxilio de transporte, 200.000',
        draft: { assignment: 'Auxilio de transporte', value: '200000' },
      },
    ],
    GO_TO_STEP: [
      { type: 'GO_TO_STEP', label: 'paso 1', step: 1 },
      { type: 'GO_TO_STEP', label: 'paso 2', step: 2 },
      { type: 'GO_TO_STEP', label: 'paso 3', step: 3 },
      { type: 'GO_TO_STEP', label: 'paso 4', step: 4 },
      { type: 'GO_TO_STEP', label: 'paso 5', step: 5 },
      { type: 'GO_TO_STEP', label: 'paso 6 (el resumen no lo ofrece)', step: 6 },
    ],
  },
  actors: {
    readCurriculum: [
      // What each file must bring about, as SPEC §5 words it (not what checkCurriculumFile returns).
      {
        label: 'un PDF de 117 KB',
        output: pdf,
        shows: [{ text: 'hoja-de-vida.pdf' }, { noText: 'Solo se permiten archivos PDF.' }],
      },
      {
        label: 'un archivo renombrado a .pdf que no es PDF',
        output: { ...pdf, firstBytes: [0x50, 0x4b, 0x03, 0x04, 0x00] },
        shows: [{ text: 'Solo se permiten archivos PDF.' }],
      },
      {
        label: 'un PDF de 3 MB',
        output: { ...pdf, size: 3 * 1024 * 1024 },
        shows: [{ text: 'El archivo supera el tamaño máximo permitido de 2.5MB.' }],
      },
      {
        label: 'no se puede leer',
        says: 'El navegador no puede leer el archivo',
        error: 'NotReadableError',
        shows: [{ text: 'No se pudo leer el archivo. Intenta adjuntarlo de nuevo.' }],
        automatedOnly: 'un archivo que el navegador no puede leer no se prepara a mano',
      },
    ],
    fetchSalaryProfiles: [
      { label: 'seis perfiles', output: salaryProfiles },
      {
        label: 'falla la llamada 13',
        says: 'El servicio no entrega los perfiles de remuneración: responde con un error',
        error: 'Todos los intentos fallaron. No se pudo obtener los perfiles de remuneración.',
      },
    ],
    saveOnboarding: [
      {
        label: 'se crea la solicitud 200123',
        output: { humanResourceRequestId: 'R-1', humanResourceRequestNumber: '200123' },
      },
      {
        label: 'falla el servidor',
        says: 'El servicio no guarda la solicitud: responde con un error',
        error: 'Error al enviar la solicitud. Intente nuevamente.',
      },
      {
        label: 'la hoja de vida ya no está guardada',
        says: 'La aplicación no encuentra la hoja de vida guardada al enviar',
        error: new CurriculumMissingError(),
        automatedOnly: 'que otra pestaña borre la hoja de vida guardada no se prepara a mano',
      },
    ],
  },
  // The wizard ends when the person closes the request-sent modal or leaves it ('Regresar'); what it hands
  // back: sent with call 11's number, or abandoned with none.
  stopsIn: ['done', 'abandoned'],
  // SPEC §2: the 'Requisitos' modal opens from any step and, closed, returns to that step as it was (the
  // options' failure, the submit failure flag).
  returns: { CLOSE_REQUIREMENTS: 'OPEN_REQUIREMENTS' },
  ends: (_input: unknown, events: readonly EventObject[]) => {
    const sent = events.some((event) => event.type === 'xstate.done.actor.saveOnboarding');
    return exactly({ result: sent ? 'sent' : 'abandoned', requestNumber: sent ? '200123' : '' });
  },
  // What Perfil salarial lists when opened (SPEC §7 call 13), by hand from the path's answers: the profiles
  // of the last answer, none before one (a failure keeps what was there). The options sit in a popup that
  // is closed while the screen is checked; the page lists the context's profiles as they are. (Read from
  // the context: the scripts and diagrams load this file outside Vite, where the page's styles cannot load.)
  reads: {
    salaryProfiles: {
      read: (snapshot: { context: OnboardingContext }) => snapshot.context.salaryProfiles,
      expected: (_input: unknown, events: readonly EventObject[]) =>
        events.some((event) => event.type === 'xstate.done.actor.fetchSalaryProfiles') ? salaryProfiles : [],
    },
  },
  // SPEC §7 call 11: the machine hands the adapter the submission and the CV's name; the adapter builds
  // the body with the CV it kept (src/app/wiring/employees/onboarding.ts), at the input's instant here.
  // The CV read (SPEC §5 Resume attachment): the file the person chose, kept under the draft's key.
  sends: {
    readCurriculum: () => exactly({ file: { name: 'hoja-de-vida.pdf' }, draftId: 'key-1' }),
    saveOnboarding: savedOnboarding,
  },
  through: {
    saveOnboarding: (received: { submission: OnboardingSubmission; attachment: { name: string } }) =>
      onboardingRequestBody(received.submission, { fileName: received.attachment.name, ...keptCurriculum }),
  },
  screen: onboardingScreen,
  effects: {
    // Session storage and IndexedDB only: a person sees nothing of it.
    forgetProgress: {
      says: 'Se borra el avance guardado (y la hoja de vida guardada)',
      on: ['→ sent', '→ abandoned'],
      unseen: true,
    },
    goToEmployees: { says: 'Vuelve a /employees/select-employee, sin aviso', on: ['→ abandoned'] },
    goToEmployeesWithFlag: {
      says: 'Vuelve a /employees con el aviso «Solicitud enviada»: «El registro del nuevo empleado fue enviado exitosamente.»',
      on: ['→ done'],
    },
  },
  spec: {
    'on EDIT_PERSONAL': 'REQ-ONBOARDING-02: step 1, validation on change',
    'on CHOOSE_FILE': 'REQ-ONBOARDING-03: the CV, PDF only, max 2.5 MB',
    'on done readCurriculum': 'REQ-ONBOARDING-03: the CV, PDF only, max 2.5 MB',
    'on error readCurriculum': 'REQ-ONBOARDING-03: the CV',
    'on REMOVE_FILE': "REQ-ONBOARDING-03: 'Debe adjuntar un archivo'",
    'on EDIT_POSITION': 'REQ-ONBOARDING-04: only startDate is required',
    'on done fetchSalaryProfiles': 'REQ-ONBOARDING-05: call 13 (remuneration profiles catalogue)',
    'on error fetchSalaryProfiles': "REQ-ONBOARDING-05: flag 'Error obteniendo las opciones de asignación'",
    'on RETRY_OPTIONS': 'REQ-ONBOARDING-05: call 13 again',
    'on EDIT_LOCATION': 'REQ-ONBOARDING-04: step 3, all optional',
    'on OPEN_ASSIGNMENT': "REQ-ONBOARDING-06: the 'Agregar asignación' modal",
    'on EDIT_ASSIGNMENT': "REQ-ONBOARDING-06: value minimum 1 ('El valor debe ser mayor a 0')",
    'on ADD_ASSIGNMENT':
      "REQ-ONBOARDING-06: Agregar disabled while value ≤ 0; empty assignment 'Sin especificación'",
    'on CLOSE_ASSIGNMENT': 'REQ-ONBOARDING-06: Cerrar / Agregar',
    'on OPEN_REQUIREMENTS': "REQ-ONBOARDING-01: the 'Requisitos' button opens the 'Requisitos' modal",
    'on CLOSE_REQUIREMENTS': "REQ-ONBOARDING-01: the 'Requisitos' modal's close button",
    'on NEXT': 'REQ-ONBOARDING-07: Siguiente is disabled while the form is invalid',
    'on PREVIOUS': 'REQ-ONBOARDING-07: Anterior goes back, not below 1',
    'on GO_TO_STEP': 'REQ-ONBOARDING-07: from verification, any step can be jumped to',
    'on FINISH': 'REQ-ONBOARDING-08: Finalizar goes through the confirm dialog; AddEmployeeLink',
    'on CONFIRM': 'REQ-ONBOARDING-08 (Decisión 0013): call 11, an Onboarding request with the CV in base64',
    'on done saveOnboarding': 'REQ-ONBOARDING-09: confirming opens a request-sent info modal',
    'on error saveOnboarding': 'REQ-ERROR-01, REQ-ONBOARDING-03: submit failure; a CV gone',
    'on ABANDON': "REQ-NAV-01: back arrow with the 'Regresar' confirmation",
    'on REMOVE_ASSIGNMENT': 'REQ-ONBOARDING-06: the assignment cards (removed before sending)',
    'wizard.verification.failed → wizard.verification.ready':
      'REQ-ERROR-01: submit failure, error flag for 10 s',
    'sent → done': "REQ-ONBOARDING-09 (Decisión 0013): to /employees with the flag 'Solicitud enviada'",
    '*': 'REQ-ONBOARDING-01: the six-step wizard',
  },
};
