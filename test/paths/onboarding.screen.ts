import { CurriculumMissingError } from '@src/domain/rules/onboarding-wizard';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type ScreenSpec, type Shown, typedWords } from '../support/screen-spec';

/** The six steps' names (SPEC §2). */
const onboardingStepNames: Record<number, string> = {
  1: 'Datos personales',
  2: 'Datos de posición contractual',
  3: 'Ubicación jurídica y contable',
  4: 'Asignaciones',
  5: 'Requisitos no cumplidos',
  6: 'Verificación',
};

const step = (number: number): Shown => ({ heading: onboardingStepNames[number] ?? '' });
const requirementsButton = 'Requisitos (1)';
const addingCovers = (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ wizard: { assignments: 'adding' } });

type Edit = EventObject & {
  values?: Record<string, string>;
  draft?: Record<string, string>;
  output?: { size: number; firstBytes: number[] };
  error?: unknown;
};

/** Step 1's text fields, by their labels. */
export const personalFieldNames: Record<string, string> = {
  names: 'Nombres',
  lastNames: 'Apellidos',
  identificationNumber: 'Número de identificación',
};

/** SPEC §5 resume attachment: a PDF (its first bytes '%PDF-') of at most 2.5 MB. */
const acceptable = (file: { size: number; firstBytes: number[] }) =>
  file.size <= 2.5 * 1024 * 1024 && String.fromCharCode(...file.firstBytes.slice(0, 5)) === '%PDF-';

/**
 * What the path's edits leave, followed by hand from the events (SPEC §5), never read from the machine:
 * the personal data typed (valid ones; a field emptied again: 'Este campo es obligatorio'), the CV (none,
 * accepted, or refused: not a PDF, over 2.5 MB, unreadable) and whether its field was touched, the start
 * date as typed, observations over 500 characters, and the add form's value.
 */
function wizardFacts(events: readonly EventObject[]) {
  const facts = {
    personal: { names: '', lastNames: '', identificationNumber: '' } as Record<string, string>,
    personalTouched: new Set<string>(),
    file: 'none' as 'none' | 'accepted' | 'refused',
    fileTouched: false,
    startDate: '',
    longObservations: false,
    draftValue: '',
    draftTouched: false,
  };
  for (const event of events as readonly Edit[]) {
    if (event.type === 'EDIT_PERSONAL') {
      Object.assign(facts.personal, event.values);
      for (const field of Object.keys(event.values ?? {})) facts.personalTouched.add(field);
    } else if (event.type === 'EDIT_POSITION') facts.startDate = event.values?.startDate ?? facts.startDate;
    else if (event.type === 'EDIT_LOCATION' && event.values?.observations !== undefined)
      facts.longObservations = event.values.observations.length > 500;
    else if (event.type === 'xstate.done.actor.readCurriculum' && event.output)
      Object.assign(facts, { file: acceptable(event.output) ? 'accepted' : 'refused', fileTouched: true });
    else if (event.type === 'xstate.error.actor.readCurriculum')
      Object.assign(facts, { file: 'refused', fileTouched: true });
    // Quitar archivo (only on an accepted CV), or Finalizar finding the kept CV gone: no CV, 'Debe
    // adjuntar un archivo'.
    else if (
      (event.type === 'REMOVE_FILE' && facts.file === 'accepted') ||
      (event.type === 'xstate.error.actor.saveOnboarding' && event.error instanceof CurriculumMissingError)
    )
      Object.assign(facts, { file: 'none', fileTouched: true });
    else if (event.type === 'OPEN_ASSIGNMENT') Object.assign(facts, { draftValue: '', draftTouched: false });
    else if (event.type === 'EDIT_ASSIGNMENT' && event.draft?.value !== undefined)
      Object.assign(facts, { draftValue: event.draft.value, draftTouched: true });
  }
  return facts;
}

/**
 * The assignments the path added (SPEC §5: a value of at least 1; an assignment left empty is 'Sin
 * especificación') less those removed, followed by hand from the add form's edits.
 */
export function addedAssignments(events: readonly EventObject[]) {
  let draft: Record<string, string> = {};
  let assignments: Array<{ assignment: string; value: number }> = [];
  for (const event of events as readonly (Edit & { index?: number })[]) {
    if (event.type === 'OPEN_ASSIGNMENT') draft = {};
    if (event.type === 'EDIT_ASSIGNMENT') draft = { ...draft, ...event.draft };
    if (event.type === 'ADD_ASSIGNMENT' && Number(draft.value) > 0)
      assignments.push({
        assignment: draft.assignment?.trim() || 'Sin especificación',
        value: Number(draft.value),
      });
    if (event.type === 'REMOVE_ASSIGNMENT') assignments = assignments.filter((_, at) => at !== event.index);
  }
  return assignments;
}

/** A value as the cards show it (COP, es-CO, no decimals: '$', a no-break space, dots for thousands). */
const pesos = (value: number) => `$\u00a0${value.toLocaleString('es-CO')}`;

/** /employees/new-employee: the step shown, its controls, the modals and flags. */
export const onboardingScreen: ScreenSpec = {
  screen: 'Vincular nuevo empleado (/employees/new-employee)',
  // The CV is read by the browser right after it is chosen, not by a service.
  answers: {
    readCurriculum: { done: 'El navegador lee el archivo', error: 'El navegador no puede leer el archivo' },
  },
  opening: () =>
    'Selecciona un empleado y abre /employees/new-employee (o «Vincular nuevo empleado» en la selección de empleado)',
  controls: {
    EDIT_PERSONAL: (_: AnyMachineSnapshot, event: EventObject) => {
      const { values } = event as EventObject & { values: Record<string, string> };
      const { names, lastNames, identificationNumber } = values;
      const emptied = Object.entries(personalFieldNames).find(([key]) => values[key] === '');
      // A space typed at the end is easy to miss between the quotes: the script says it in words.
      const typed = [names, lastNames, identificationNumber].map((value) => value ?? '');
      const spaced = typed.every((value) => typedWords(value) === `«${value.trim()}» seguido de un espacio`);
      const [name, lastName, number] = typed.map((value) =>
        spaced ? `«${value.trim()}»` : typedWords(value),
      );
      return {
        role: 'textbox',
        name: emptied?.[1] ?? 'Nombres',
        says: emptied
          ? `Borra ${emptied[1]}`
          : `Escribe Nombres ${name}, Apellidos ${lastName} y Número de identificación ${number}${spaced ? ', cada uno seguido de un espacio' : ''}`,
        legend: 'los campos del paso 1 (validados en cada cambio)',
      };
    },
    CHOOSE_FILE: { name: 'Adjuntar hoja de vida', says: 'Adjunta el archivo «hoja-de-vida.pdf»' },
    REMOVE_FILE: { name: 'Quitar archivo hoja-de-vida.pdf', whenBlocked: 'hidden' },
    EDIT_POSITION: {
      role: 'textbox',
      name: 'Fecha de inicio',
      says: 'Escribe la Fecha de inicio «01/Dic/2026»',
      legend: 'los campos del paso 2',
    },
    RETRY_OPTIONS: { name: 'Reintentar' },
    EDIT_LOCATION: (_: AnyMachineSnapshot, event: EventObject) => {
      const { costCenter, observations } = (event as EventObject & { values: Record<string, string> }).values;
      const typed = `en «Observaciones» un texto de ${observations?.length ?? 0} caracteres`;
      return costCenter !== undefined
        ? {
            name: 'Centro de costo',
            says: `Elige el Centro de costo «${costCenter}»${observations === undefined ? '' : ` y escribe ${typed}`}`,
            legend: 'los campos del paso 3',
          }
        : {
            role: 'textbox',
            name: 'Observaciones',
            says: `Escribe ${typed}`,
            legend: 'los campos del paso 3',
          };
    },
    OPEN_ASSIGNMENT: { name: 'Agregar asignación' },
    EDIT_ASSIGNMENT: (_: AnyMachineSnapshot, event: EventObject) => {
      const draft = (event as EventObject & { draft: { assignment?: string; value?: string } }).draft;
      return {
        role: 'textbox',
        name: 'Valor',
        within: 'dialog',
        says: draft.assignment
          ? `Elige la Asignación «${draft.assignment}» y escribe el Valor «${draft.value}»`
          : `Escribe el Valor «${draft.value}»`,
        legend: 'los campos del diálogo «Agregar asignación»',
      };
    },
    ADD_ASSIGNMENT: { name: 'Agregar', within: 'dialog' },
    CLOSE_ASSIGNMENT: { name: 'Cerrar', within: 'dialog' },
    OPEN_REQUIREMENTS: (snapshot: AnyMachineSnapshot) => {
      if (addingCovers(snapshot))
        return { unreachable: 'El diálogo «Agregar asignación» cubre «Requisitos»' };
      if (snapshot.matches({ wizard: { personal: 'readingFile' } }))
        return { unreachable: '«Requisitos» espera mientras se lee el archivo' };
      return { name: requirementsButton };
    },
    CLOSE_REQUIREMENTS: { name: 'Cerrar', within: 'dialog' },
    NEXT: { name: 'Siguiente' },
    PREVIOUS: { name: 'Anterior' },
    GO_TO_STEP: (_: AnyMachineSnapshot, event: EventObject) => {
      const number = (event as EventObject & { step: number }).step;
      const name = onboardingStepNames[number] ?? `paso ${number}`;
      return {
        name: `Regresar a este paso: ${name}`,
        whenBlocked: 'hidden',
        says: `Pulsa «Regresar a este paso» en «${name}»`,
      };
    },
    FINISH: { name: 'Finalizar' },
    CONFIRM: { name: 'Finalizar', within: 'alertdialog' },
    CANCEL: { name: 'Cancelar', within: 'alertdialog' },
    DISMISS_FLAG: { name: 'Cerrar', says: 'Cierra el mensaje de error con «Cerrar»' },
    CLOSE_SENT: { name: 'Entendido', within: 'dialog' },
    REMOVE_ASSIGNMENT: { name: 'Quitar asignación 1', whenBlocked: 'hidden' },
    ABANDON: (snapshot: AnyMachineSnapshot) =>
      addingCovers(snapshot)
        ? { unreachable: 'El diálogo «Agregar asignación» cubre la flecha «Regresar»' }
        : { name: 'Regresar', says: 'Pulsa «Regresar» y confirma con «Sí, regresar»' },
  },
  shows: {
    // SPEC §5 step 1: names, last names and ID number valid, and a CV accepted; without one, once its
    // field was touched, 'Debe adjuntar un archivo'.
    'wizard.personal.editing': (_, events) => {
      const { personal, personalTouched, file, fileTouched } = wizardFacts(events);
      const fields = Object.entries(personalFieldNames).map(([key, name]): Shown => {
        const value = personal[key] ?? '';
        const message = personalTouched.has(key) && value === '' ? 'Este campo es obligatorio' : '';
        return { field: name, value, message };
      });
      return [
        step(1),
        ...fields,
        { control: 'Anterior', enabled: false },
        {
          control: 'Siguiente',
          enabled: Object.values(personal).every((value) => value !== '') && file === 'accepted',
        },
        { control: requirementsButton },
        file === 'none' && fileTouched
          ? { text: 'Debe adjuntar un archivo' }
          : { noText: 'Debe adjuntar un archivo' },
      ];
    },
    // The file being read: neither Siguiente nor Requisitos (the modal would drop the read).
    'wizard.personal.readingFile': [
      step(1),
      { control: 'Siguiente', enabled: false },
      { control: requirementsButton, enabled: false },
    ],
    'wizard.position.loadingOptions': (_, events) => [
      step(2),
      { field: 'Fecha de finalización' },
      { field: 'Fecha de inicio', value: wizardFacts(events).startDate },
    ],
    // SPEC §5 step 2: only the start date is required.
    'wizard.position.ready': (_, events) => {
      const { startDate } = wizardFacts(events);
      return [
        step(2),
        { field: 'Fecha de inicio', value: startDate },
        { noText: 'Error obteniendo las opciones de asignación' },
        { control: 'Siguiente', enabled: startDate !== '' },
      ];
    },
    'wizard.position.optionsFailed': [step(2), { text: 'Error obteniendo las opciones de asignación' }],
    // SPEC §5 step 3: all optional; observations of at most 500 characters.
    'wizard.location': (_, events) => {
      const { longObservations } = wizardFacts(events);
      return [
        step(3),
        { field: 'Observaciones' },
        { control: 'Siguiente', enabled: !longObservations },
        longObservations
          ? { text: 'Las observaciones no pueden exceder 500 caracteres' }
          : { noText: 'Las observaciones no pueden exceder 500 caracteres' },
      ];
    },
    // SPEC §2 step 4: a card per assignment added ('Asignación N', its assignment and value), or the
    // empty state.
    'wizard.assignments.listing': (_, events) => {
      const assignments = addedAssignments(events);
      return [
        step(4),
        ...(assignments.length === 0
          ? [
              { text: 'Aún NO hay asignaciones. Define asignaciones con el botón.' },
              { noText: 'Asignación 1' },
            ]
          : [{ noText: 'Aún NO hay asignaciones.' }]),
        ...assignments.map(
          ({ assignment, value }, index): Shown => ({
            region: `Asignación ${index + 1}`,
            details: [
              ['Asignación', assignment],
              ['Valor', pesos(value)],
            ],
          }),
        ),
        { noText: `Asignación ${assignments.length + 1}` },
      ];
    },
    // SPEC §5 assignment add: a value of at least 1; typed lower, 'El valor debe ser mayor a 0'.
    'wizard.assignments.adding': (_, events) => {
      const { draftValue, draftTouched } = wizardFacts(events);
      const valid = Number(draftValue) >= 1;
      return [
        { dialog: 'Agregar asignación', role: 'dialog' },
        // The form opens empty (a value typed shows as pesos).
        ...(draftValue === '' ? [{ field: 'Valor', value: '' }] : []),
        { control: 'Agregar', enabled: valid },
        draftTouched && !valid && draftValue !== ''
          ? { text: 'El valor debe ser mayor a 0' }
          : { noText: 'El valor debe ser mayor a 0' },
        // No message before a value is typed (SPEC §5: messages follow what the person did).
        draftTouched && draftValue === ''
          ? { text: 'Este campo es obligatorio' }
          : { noText: 'Este campo es obligatorio' },
      ];
    },
    'wizard.unmetRequirements': [
      step(5),
      { text: 'El cliente no presenta restricción por requisitos en este momento.' },
    ],
    // SPEC §6: Finalizar only with AddEmployeeLink (the input's privileges, as the session gives them).
    'wizard.verification.ready': (snapshot) => [
      step(6),
      { noText: 'Error al enviar la solicitud. Intente nuevamente.' },
      {
        control: 'Finalizar',
        enabled: (snapshot.context as { useCases: string[] }).useCases.includes('AddEmployeeLink'),
      },
    ],
    'wizard.verification.failed': [step(6), { text: 'Error al enviar la solicitud. Intente nuevamente.' }],
    requirementsModal: [{ dialog: 'Requisitos', role: 'dialog', text: 'Estar al día con sus obligaciones' }],
    confirming: [
      {
        dialog: 'Finalizar',
        role: 'alertdialog',
        text: '¿Realmente deseas finalizar la vinculación del empleado?',
      },
    ],
    submitting: [
      { dialog: 'Finalizar', role: 'alertdialog' },
      { control: 'Cancelar', enabled: false },
    ],
    sent: [
      {
        dialog: 'Solicitud enviada',
        role: 'dialog',
        text: 'El registro del nuevo empleado fue enviado exitosamente.',
      },
    ],
    done: [],
    abandoned: [],
  },
};
