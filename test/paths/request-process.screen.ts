import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ScreenSpec, Shown } from '../support/screen-spec';

/** The tasks of the path tests' request 100018: id, code, name. */
export const processTasks = [
  ['18-1', 'T1', 'Validaciones del sistema'],
  ['18-4', 'T4', 'Elaborar contrato'],
  ['18-6', 'T6', 'Firmas del contrato'],
] as const;

/** Its requirement entries: id, task, name, tag, deletion disabled. */
export const processRequirements = [
  ['18-R1', 'T1', 'Documento de identidad válido', 'Cumple', true],
  ['18-R2', 'T2', 'Hoja de vida', 'Sin Evaluar', false],
  // A No Cumple whose task has not run is taken back ('Deshacer').
  ['18-R3', 'T3', 'Verificación de referencias', 'No Cumple', false],
] as const;

const tasksOf = (snapshot: AnyMachineSnapshot) =>
  (
    snapshot.context as {
      request?: { tasksToManageTheHumanResourcesRequests: { taskManagingId: string; taskStatus: string }[] };
    }
  ).request?.tasksToManageTheHumanResourcesRequests ?? [];

/** True when the loaded request has a done task (the screen no longer says none is). */
const hasDoneTask = (snapshot: AnyMachineSnapshot) =>
  tasksOf(snapshot).some((task) => task.taskStatus === 'done');

/** True when the task of this id is done. */
const isDone = (snapshot: AnyMachineSnapshot, taskId: unknown) =>
  tasksOf(snapshot).some((task) => task.taskManagingId === taskId && task.taskStatus === 'done');

const taskName = (id: unknown) => processTasks.find(([taskId]) => taskId === id)?.[2] ?? String(id);
const requirementName = (id: unknown) =>
  processRequirements.find(([requirementId]) => requirementId === id)?.[2] ?? String(id);

/** True when the person holds AddEmployeeLink: the page offers the candidate's CV ('Hoja de vida'). */
const offersCurriculum = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { useCases: string[] }).useCases.includes('AddEmployeeLink');

/**
 * Who the request links, as the seed's request 100018 names José (docs/demo-data.md), his
 * start 14 days after the data was sown; the CV's name only to whom may open it.
 */
const candidate = (snapshot: AnyMachineSnapshot): Shown[] => [
  {
    region: 'Datos del candidato',
    details: [
      ['Nombres', 'José Andrés'],
      ['Apellidos', 'Muñoz Peña'],
      ['Número de identificación', '1020304050'],
      ['Cargo', 'Coordinador de operaciones'],
      ['Fecha de inicio', '05/Dic/2026'],
    ],
  },
  offersCurriculum(snapshot)
    ? { text: 'Archivo adjunto: hoja-de-vida-munoz-pena.pdf. Se descarga en PDF.' }
    : { noControl: 'Hoja de vida' },
];

type Loaded = {
  useCases: string[];
  request?: {
    userCodeInCharge: string;
    humanResourceRequestStatus: string;
    requirementsOfTheHumanResourcesRequest: { requirementId: string; requirementTag: string }[];
  };
};
const loadedOf = (snapshot: AnyMachineSnapshot) => snapshot.context as Loaded;
/** True when the request is in the hands of the signed-in account, ana.admin. */
const anaInCharge = (snapshot: AnyMachineSnapshot) =>
  loadedOf(snapshot).request?.userCodeInCharge === 'ana.admin';
/** True when the request has ended (a discarded one is canceled). */
const ended = (snapshot: AnyMachineSnapshot) =>
  ['canceled', 'rejected', 'closed'].includes(loadedOf(snapshot).request?.humanResourceRequestStatus ?? '');

/**
 * Why a pending task's Ejecutar is off ('' when on), stated by hand (SPEC §6): without
 * AddEmployeeLink no task runs; only the person in charge runs one; tasks 6 to 8 have no privilege; an
 * ended request runs nothing. Task 4's requirements are none and task 1, before it, is done.
 */
const executeReason = (snapshot: AnyMachineSnapshot, code: 'T4' | 'T6'): string => {
  if (!loadedOf(snapshot).useCases.includes('AddEmployeeLink'))
    return 'No tienes privilegios para ejecutar esta tarea.';
  if (!anaInCharge(snapshot)) return 'Debes ser responsable de esta solicitud.';
  if (code === 'T6') return 'No tienes privilegios para ejecutar esta tarea.';
  return ended(snapshot) ? 'La solicitud ya terminó.' : '';
};

/** The Ejecutar of each task still to do: on, or off with its reason (SPEC §2, §6). */
const executeButtons = (snapshot: AnyMachineSnapshot): Shown[] =>
  (
    [
      ['18-4', 'T4', 'Elaborar contrato'],
      ['18-6', 'T6', 'Firmas del contrato'],
    ] as const
  )
    .filter(([id]) => !isDone(snapshot, id))
    .map(([, code, name]) => {
      const reason = executeReason(snapshot, code);
      return { control: `Ejecutar ${name}`, enabled: reason === '', reason };
    });

/** 'Requisitos': on with AddEmployeeLink, else off with its reason (SPEC §6). */
const requirementsButton = (snapshot: AnyMachineSnapshot): Shown => {
  const reason = loadedOf(snapshot).useCases.includes('AddEmployeeLink')
    ? ''
    : 'No tiene privilegios para ver requisitos.';
  return { control: 'Requisitos', enabled: reason === '', reason };
};

/**
 * Descartar and Cambiar responsable: on, or off with their reason, stated by hand (SPEC §6, the lifecycle * table, src/domain/rules/lifecycle.ts): an ended request first ('La solicitud ya terminó.', whoever asks), then the use case
 * each needs — DiscardsRequestForLinkage to discard an onboarding request, AddEmployeeLink to change the
 * person in charge.
 */
const requestButtons = (snapshot: AnyMachineSnapshot): Shown[] => {
  const reason = (useCase: string, refusal: string) =>
    ended(snapshot)
      ? 'La solicitud ya terminó.'
      : loadedOf(snapshot).useCases.includes(useCase)
        ? ''
        : refusal;
  const buttons: [string, string][] = [
    ['Descartar', reason('DiscardsRequestForLinkage', 'No tiene privilegios para descartar solicitudes.')],
    ['Cambiar responsable', reason('AddEmployeeLink', 'No tiene privilegios para asignar responsables.')],
  ];
  return buttons.map(([control, why]) => ({ control, enabled: why === '', reason: why }));
};

/** The page on the request as it is: its number, who it links, the two task panels, no dialog. */
const viewingPage = (snapshot: AnyMachineSnapshot): Shown[] => [
  { heading: 'Solicitud 100018' },
  ...candidate(snapshot),
  { heading: 'Tareas por hacer' },
  { heading: 'Tareas hechas' },
  hasDoneTask(snapshot)
    ? { noText: 'Ninguna tarea está hecha por ahora.' }
    : { text: 'Ninguna tarea está hecha por ahora.' },
  { noDialog: true },
  ...executeButtons(snapshot),
  requirementsButton(snapshot),
  ...requestButtons(snapshot),
];

/** A requirement's tag now (the services' word), from the request the page holds. */
const tagNow = (snapshot: AnyMachineSnapshot, id: string) =>
  loadedOf(snapshot).request?.requirementsOfTheHumanResourcesRequest.find(
    (entry) => entry.requirementId === id,
  )?.requirementTag;

/**
 * The requirements' actions in the modal, stated by hand (SPEC §5 Requirement actions, issues 24, 25):
 * only the person in charge evaluates, never on an ended request; «Documento de identidad válido» (task 1,
 * done, evaluated by the system) is Cumple: not approved again, not marked No Cumple; «Hoja de vida»
 * (Sin Evaluar, or Cumple once approved) is approved or marked No Cumple; «Verificación de referencias»
 * (No Cumple) is not approved, its No Cumple is taken back ('Deshacer'). Tasks 2 and 3 have not run.
 */
const requirementButtons = (snapshot: AnyMachineSnapshot): Shown[] => {
  const gate = !anaInCharge(snapshot)
    ? 'Debes ser responsable de esta solicitud.'
    : ended(snapshot)
      ? 'La solicitud ya terminó.'
      : '';
  const cv = tagNow(snapshot, '18-R2') === 'Cumple' ? 'Este requisito ya cumple.' : '';
  const buttons: [string, string][] = [
    ['Aprobar Documento de identidad válido', gate || 'Este requisito ya cumple.'],
    [
      'No Cumple Documento de identidad válido',
      gate || 'El sistema evalúa este requisito: no se puede marcar como No Cumple.',
    ],
    ['Aprobar Hoja de vida', gate || cv],
    ['No Cumple Hoja de vida', gate],
    ['Aprobar Verificación de referencias', gate || 'Un requisito que No Cumple no se puede aprobar.'],
    ['Deshacer No Cumple de Verificación de referencias', gate],
  ];
  return buttons.map(([control, reason]) => ({ control, enabled: reason === '', reason }));
};

/**
 * Whether the box 'Asignarme a mí como responsable.' is ticked, stated by hand: it opens ticked when the
 * signed-in account is in charge of the request shown, then follows the person's clicks since it opened.
 */
const boxTicked = (snapshot: AnyMachineSnapshot, events: readonly EventObject[]) => {
  const opened = events.map((event) => event.type).lastIndexOf('CHANGE_RESPONSIBLE');
  const clicks = events.slice(opened + 1).filter((event) => event.type === 'SET_ASSIGN_ME');
  return clicks.length > 0 ? (clicks.at(-1) as { checked?: boolean }).checked === true : isInCharge(snapshot);
};

/** Whether the signed-in account is in charge of the request shown (as call 10 answered it). */
const isInCharge = (snapshot: AnyMachineSnapshot) => {
  const { request, account } = snapshot.context as {
    request?: { userCodeInCharge?: string };
    account: string;
  };
  return request?.userCodeInCharge === account;
};

/**
 * Guardar of 'Cambiar responsable' (SPEC §5: off when empty or unmodified), stated by hand: on only when
 * the box is ticked and the signed-in account is not already in charge of the request shown.
 */
const savesResponsible = (snapshot: AnyMachineSnapshot, events: readonly EventObject[]): boolean =>
  boxTicked(snapshot, events) && !isInCharge(snapshot);

/** The process page of an onboarding request (/requests/application-process/{id}). */
export const requestProcessScreen: ScreenSpec = {
  screen: 'Trámite de la solicitud (/requests/application-process/{id})',
  opening: () => 'En el tablero (/requests), abre la solicitud 100018',
  controls: {
    RETRY: { name: 'Reintentar' },
    DISCARD: { name: 'Descartar' },
    OPEN_REQUIREMENTS: { name: 'Requisitos' },
    CLOSE_REQUIREMENTS: { name: 'Cerrar', within: 'dialog' },
    CHANGE_RESPONSIBLE: { name: 'Cambiar responsable' },
    // A click turns the box over: ticking a ticked box (or unticking an unticked one) is no step a person
    // can take.
    SET_ASSIGN_ME: (snapshot, event, earlier) =>
      (event as { checked?: boolean }).checked === boxTicked(snapshot, earlier)
        ? {
            unreachable: `La casilla «Asignarme a mí como responsable.» ya está ${
              (event as { checked?: boolean }).checked ? 'marcada' : 'desmarcada'
            }`,
          }
        : { role: 'checkbox', name: 'Asignarme a mí como responsable.', within: 'dialog' },
    SAVE_RESPONSIBLE: { name: 'Guardar', within: 'dialog' },
    CANCEL_RESPONSIBLE: { name: 'Cancelar', within: 'dialog' },
    DISMISS_CHANGE: { name: 'Entendido' },
    WINDOW_FOCUSED: {
      offScreen: 'Cambia a otra pestaña y vuelve a esta (el navegador lo avisa)',
      byPerson: true,
    },
    // A done task has no Ejecutar (it sits in 'Tareas hechas').
    EXECUTE_TASK: (snapshot, event) => {
      const taskId = (event as { taskId?: string }).taskId;
      return {
        name: `Ejecutar ${taskName(taskId)}`,
        whenBlocked: isDone(snapshot, taskId) ? 'hidden' : 'disabled',
      };
    },
    EVALUATE_REQUIREMENT: (_, event) => {
      const { requirementId, result } = event as { requirementId?: string; result?: string };
      const name = requirementName(requirementId);
      const names: Record<string, string> = {
        met: `Aprobar ${name}`,
        notMet: `No Cumple ${name}`,
        notEvaluated: `Deshacer No Cumple de ${name}`,
      };
      return { name: names[result ?? 'met'] ?? name, within: 'dialog' };
    },
    // '¿Marcar como No Cumple?'.
    CONFIRM_NOT_MET: { name: 'Confirmar', within: 'alertdialog' },
    CANCEL_NOT_MET: { name: 'Cancelar', within: 'alertdialog' },
  },
  shows: {
    loading: [{ status: 'Cargando la solicitud' }],
    failed: [
      { alert: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.' },
      { control: 'Reintentar' },
    ],
    notFound: [{ heading: 'Página no encontrada' }],
    // After 'Ejecutar' a task is done: the done panel's empty text goes.
    'ready.viewing.shown': (snapshot) => viewingPage(snapshot),
    // Read again on focus: the page stays as it was, its buttons answer.
    'ready.viewing.refreshing': (snapshot) => viewingPage(snapshot),
    'ready.requirements.reading': (snapshot) => [
      { dialog: 'Requisitos', text: 'Validaciones del sistema' },
      ...requirementButtons(snapshot),
    ],
    'ready.requirements.evaluating': [{ dialog: 'Requisitos', text: 'Requisitos documentales' }],
    'ready.requirements.confirmingNotMet': [
      {
        dialog: '¿Marcar como No Cumple?',
        role: 'alertdialog',
        text: 'El requisito «Hoja de vida» quedará marcado como No Cumple.',
      },
    ],
    'ready.executing': [{ heading: 'Tareas por hacer' }],
    'ready.responsible.editing': (snapshot, events) => [
      { dialog: 'Cambiar responsable', text: 'Asignarme a mí como responsable.' },
      {
        field: 'Asignarme a mí como responsable.',
        role: 'checkbox',
        checked: boxTicked(snapshot, events),
      },
      { control: 'Guardar', enabled: savesResponsible(snapshot, events) },
    ],
    'ready.responsible.saving': [{ dialog: 'Cambiar responsable' }],
    'ready.discarding': [{ heading: 'Tareas por hacer' }],
    // Who changed it, its status now, the page on the request as it is now.
    'ready.changedElsewhere': [
      { status: 'Otra persona modificó esta solicitud' },
      { text: 'Alberto Núñez la modificó (Asignación de responsable)' },
      { heading: 'Tareas por hacer' },
      { noDialog: true },
      // The buttons wait for 'Entendido' (their reason says so: test/features/requests).
      { control: 'Requisitos', enabled: false },
    ],
    // The app opens the board (goToBoard); the page shows nothing new.
    discarded: [],
  },
};
