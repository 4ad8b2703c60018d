import type { RequestProcessContext } from '@machines/requests/request-process.machine';
import type { EventObject } from 'xstate';
import { exactly, type PathTestConfig } from '../support/path-model';
import { onboardingRequest } from '../support/process-fixtures';
import { demoRequestData } from './demo-seed';
import { processRequirements, processTasks, requestProcessScreen } from './request-process.screen';

/** José's candidate as the seed writes request 100018 (docs/demo-data.md). */
const seedData = demoRequestData('100018') as {
  personal: {
    names: string;
    lastNames: string;
    identificationNumber: string;
    attachedFile: { fileName: string };
  };
  position: { startDate: string; position: string };
};
const padded = (text: string) => ` ${text} `;
// Each change the services make raises the request's version: 1 as loaded, 2 once Ana is in
// charge, 3 once she ran a task or evaluated a requirement.
const onboarding = onboardingRequest({
  humanResourceRequestVersion: 1,
  humanResourceRequestDate: '2026-11-01',
  // Lenient data: spaces around the candidate's texts, which the page shows without them.
  humanResourceRequestData: {
    personal: {
      ...seedData.personal,
      names: padded(seedData.personal.names),
      identificationNumber: padded(seedData.personal.identificationNumber),
      attachedFile: {
        ...seedData.personal.attachedFile,
        fileName: padded(seedData.personal.attachedFile.fileName),
      },
    },
    position: { ...seedData.position, position: padded(seedData.position.position) },
  },
  tasksToManageTheHumanResourcesRequests: processTasks.map(([taskManagingId, taskCode, taskName]) => ({
    taskManagingId,
    taskCode,
    taskName,
    // Task 1 done: a task runs after the tasks it follows, so task 4 may run.
    taskStatus: taskManagingId === '18-1' ? 'done' : 'pending',
  })),
  requirementsOfTheHumanResourcesRequest: processRequirements.map(
    ([requirementId, taskCode, requirementName, requirementTag, deletionDisabled]) => ({
      requirementId,
      taskCode,
      requirementName,
      requirementTag,
      deletionDisabled,
    }),
  ),
});
const assigned = {
  ...onboarding,
  userCodeInCharge: 'ana.admin',
  userNameInCharge: 'Ana Admin',
  humanResourceRequestVersion: 2,
};
const executed = {
  ...assigned,
  humanResourceRequestVersion: 3,
  tasksToManageTheHumanResourcesRequests: assigned.tasksToManageTheHumanResourcesRequests.map((task) =>
    task.taskManagingId === '18-4' ? { ...task, taskStatus: 'done' } : task,
  ),
};
const evaluated = {
  ...assigned,
  humanResourceRequestVersion: 3,
  requirementsOfTheHumanResourcesRequest: assigned.requirementsOfTheHumanResourcesRequest.map((entry) =>
    entry.requirementId === '18-R2' ? { ...entry, requirementTag: 'Cumple' } : entry,
  ),
};
/** A call answered 412 — beto.unaunidad took the request since the page loaded. */
const takenByBeto = {
  conflict: {
    humanResourceRequest: {
      ...onboarding,
      userCodeInCharge: 'beto.unaunidad',
      userNameInCharge: 'Alberto Núñez',
      humanResourceRequestVersion: 2,
    },
    lastChange: {
      userWhoExecutedAction: 'beto.unaunidad',
      userName: 'Alberto Núñez',
      actionExecuted: 'Asignación de responsable',
      executionDate: '2026-11-21T14:58:00.000Z',
      description: 'Sin responsable → Alberto Núñez',
    },
  },
};
const changedElsewhere = { label: 'otra persona la cambió (412)', error: takenByBeto };

type Answer = EventObject & { output?: unknown; error?: unknown };
type Held = { humanResourceRequestVersion: number; humanResourceRequestType: string } | undefined;

/**
 * The request the page holds after the path's events, stated by hand (SPEC §2 process page): as
 * call 10 last answered it (loaded, or read again when the window regained focus), as calls 15, 16 and 17
 * answered it, as a 412 gave it (the request as it is now), or as the discard left it when the request
 * was not removed; a failed call, or a call 10 that found nothing or a request other than an onboarding
 * (the not-found page), leaves it as it was.
 */
function heldRequest(events: readonly EventObject[]): Held {
  let held: Held;
  for (const event of events as readonly Answer[]) {
    const answered = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (!answered) continue;
    const [, kind, id] = answered;
    if (kind === 'error') {
      const conflict = (event.error as { conflict?: { humanResourceRequest?: Held } } | undefined)?.conflict;
      held = conflict?.humanResourceRequest ?? held;
    } else if (id === 'discard') {
      const left = event.output as { removed: boolean; request?: Held };
      held = left.removed ? held : (left.request ?? held);
    } else {
      const answer = event.output as Held;
      held = answer?.humanResourceRequestType === 'Onboarding' ? answer : held;
    }
  }
  return held;
}

/** The path's last event of a type, with its fields. */
const lastOf = <T extends object>(events: readonly EventObject[], type: string) =>
  events.filter((event) => event.type === type).at(-1) as (EventObject & T) | undefined;

/** Whether call 10 now reads the request again on focus (not its first load, nor Reintentar's). */
const readsAgain = (events: readonly EventObject[]) =>
  events.filter((event) => event.type === 'RETRY' || event.type === 'WINDOW_FOCUSED').at(-1)?.type ===
  'WINDOW_FOCUSED';

/** Calls 15 to 17 name the request and the version the page holds (sent back as If-Match). */
const versioned = (events: readonly EventObject[]) => ({
  requestId: '18',
  version: heldRequest(events)?.humanResourceRequestVersion,
});
const common = {
  employeeId: '100001',
  requestId: '18',
  now: '2026-11-21T15:00:00.000Z',
  account: 'ana.admin',
};

/** The process page with and without the discard use case; call 10 and discard outcomes. */
export const requestProcessPaths: PathTestConfig = {
  simplePaths: false,
  // The entry chosen for an evaluation matters only while it is confirmed or sent: afterwards the page
  // is the same whichever it was (otherwise every entry variant multiplies the paths).
  serializeState: (snapshot) => {
    const { requirementId, result, ...kept } = snapshot.context as RequestProcessContext;
    const chosen =
      snapshot.hasTag('confirming') || snapshot.hasTag('evaluating') ? [requirementId, result] : [];
    return JSON.stringify([snapshot.value, snapshot.status, kept, chosen]);
  },
  // By hand, not from the chart (SPEC §2 process page, issues 24, 25, 30): Ana (the use cases of the
  // page) loads it or fails or finds nothing, then changes the person in charge, runs a task, evaluates
  // requirements (No Cumple asks first), meets a change made elsewhere and discards; Carla, with no use
  // case, only loads and reads it.
  reaches: {
    'ana.admin (DiscardsRequestForLinkage, AddEmployeeLink)': [
      'loading',
      'failed',
      'notFound',
      'ready.viewing.shown',
      'ready.viewing.refreshing',
      'ready.responsible.editing',
      'ready.responsible.saving',
      'ready.executing',
      'ready.requirements.reading',
      'ready.requirements.confirmingNotMet',
      'ready.requirements.evaluating',
      'ready.changedElsewhere',
      'ready.discarding',
      'discarded',
    ],
    'carla.consulta (sin casos de uso)': [
      'loading',
      'failed',
      'notFound',
      'ready.viewing.shown',
      'ready.viewing.refreshing',
    ],
  },
  // The tags the screen reads (hasTag), stated by hand: the loading state, the responsible being saved, a
  // task running, a requirement being confirmed or evaluated.
  tags: {
    busy: ['loading'],
    saving: ['ready.responsible.saving'],
    executing: ['ready.executing'],
    confirming: ['ready.requirements.confirmingNotMet'],
    evaluating: ['ready.requirements.evaluating'],
  },
  inputs: [
    {
      label: 'ana.admin (DiscardsRequestForLinkage, AddEmployeeLink)',
      input: { ...common, useCases: ['DiscardsRequestForLinkage', 'AddEmployeeLink'] },
    },
    { label: 'carla.consulta (sin casos de uso)', input: { ...common, useCases: [] } },
  ],
  events: {
    EXECUTE_TASK: [
      { type: 'EXECUTE_TASK', label: 'Elaborar contrato', taskId: '18-4' },
      { type: 'EXECUTE_TASK', label: 'Firmas del contrato (tarea 6, sin privilegio)', taskId: '18-6' },
    ],
    EVALUATE_REQUIREMENT: [
      {
        type: 'EVALUATE_REQUIREMENT',
        label: 'aprueba «Hoja de vida»',
        requirementId: '18-R2',
        result: 'met',
      },
      {
        type: 'EVALUATE_REQUIREMENT',
        label: 'No Cumple en «Documento de identidad válido» (lo evalúa el sistema)',
        requirementId: '18-R1',
        result: 'notMet',
      },
      {
        type: 'EVALUATE_REQUIREMENT',
        label: 'No Cumple en «Hoja de vida» (pide confirmación)',
        requirementId: '18-R2',
        result: 'notMet',
      },
      {
        type: 'EVALUATE_REQUIREMENT',
        label: 'deshace el No Cumple de «Verificación de referencias»',
        requirementId: '18-R3',
        result: 'notEvaluated',
      },
    ],
    SET_ASSIGN_ME: [
      { type: 'SET_ASSIGN_ME', label: 'marca la casilla', checked: true },
      { type: 'SET_ASSIGN_ME', label: 'desmarca la casilla', checked: false },
    ],
  },
  actors: {
    assignResponsible: [
      { label: 'asignado', output: assigned },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
      changedElsewhere,
    ],
    executeTask: [
      { label: 'ejecutada', output: executed },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
      changedElsewhere,
    ],
    evaluateRequirement: [
      { label: 'aprobado', output: evaluated },
      { label: 'falla el servidor', error: 'Error al enviar la solicitud. Intente nuevamente.' },
      changedElsewhere,
    ],
    fetchRequest: [
      { label: 'la solicitud 100018', output: onboarding },
      { label: 'la solicitud 100018 a cargo de ana.admin', output: assigned },
      {
        label: 'la solicitud 100018 ya cancelada',
        output: { ...onboarding, humanResourceRequestStatus: 'canceled' },
      },
      {
        // An ended request runs no task and takes no evaluation, even from the person in charge.
        label: 'la solicitud 100018 ya cancelada, a cargo de ana.admin',
        output: { ...assigned, humanResourceRequestStatus: 'canceled' },
      },
      { label: 'no existe', output: undefined },
      {
        label: 'la solicitud 100013, una terminación de contrato (no es de vinculación)',
        output: onboardingRequest({
          humanResourceRequestId: '13',
          humanResourceRequestNumber: '100013',
          humanResourceRequestType: 'LeavingTheJob',
          humanResourceRequestStatus: 'HR_compliance_verification',
        }),
      },
      {
        label: 'falla el servidor',
        error: 'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
      },
    ],
    discard: [
      { label: 'descartada', output: { removed: true, requestId: '18' } },
      { label: 'cancelada', output: { removed: false, requestId: '18', request: onboarding } },
      {
        label: 'otra persona la tomó (412) y se cierra el diálogo',
        output: { removed: false, requestId: '18', request: takenByBeto.conflict.humanResourceRequest },
      },
      { label: 'falla el descarte', error: 'discard failed' },
    ],
  },
  // What each call is given, by hand (SPEC §7 call 10; calls 15 to 17, ours, with the version held).
  // Call 10 reads the request afresh (past the cache) only when the window regained focus.
  sends: {
    fetchRequest: (_input: unknown, events: readonly EventObject[]) =>
      exactly({
        employeeId: '100001',
        requestId: '18',
        fresh: readsAgain(events),
      }),
    assignResponsible: (_input: unknown, events: readonly EventObject[]) => exactly(versioned(events)),
    executeTask: (_input: unknown, events: readonly EventObject[]) =>
      exactly({ ...versioned(events), taskId: lastOf<{ taskId: string }>(events, 'EXECUTE_TASK')?.taskId }),
    evaluateRequirement: (_input: unknown, events: readonly EventObject[]) => {
      const chosen = lastOf<{ requirementId: string; result: string }>(events, 'EVALUATE_REQUIREMENT');
      return exactly({ ...versioned(events), requirementId: chosen?.requirementId, result: chosen?.result });
    },
  },
  // The request the page shows and acts on (the header, the tasks, the requirements, the person in
  // charge, the version it sends back), by hand from the path's answers: the screen reads it from the
  // machine, so a lost answer would otherwise agree with itself.
  reads: {
    request: {
      read: (snapshot: { context: RequestProcessContext }) => snapshot.context.request,
      expected: (_input: unknown, events: readonly EventObject[]) => heldRequest(events),
    },
  },
  // The transitions of the chart, stated by hand (SPEC §2 process page, §7 call 10, issues 24, 25, 30).
  takes: [
    'on error fetchRequest → failed',
    'on RETRY → loading',
    'on done fetchRequest → ready',
    'on done fetchRequest → notFound',
    'on WINDOW_FOCUSED → ready.viewing.refreshing',
    'on done refreshRequest → ready.viewing.shown',
    'on done refreshRequest → notFound',
    'on error refreshRequest → ready.viewing.shown',
    'on CHANGE_RESPONSIBLE → ready.responsible',
    'on SAVE_RESPONSIBLE → ready.responsible.saving',
    'on CANCEL_RESPONSIBLE → ready.viewing',
    'on done assignResponsible → ready.viewing',
    'on error assignResponsible → ready.changedElsewhere',
    'on error assignResponsible → ready.responsible.editing',
    'on EXECUTE_TASK → ready.executing',
    'on done executeTask → ready.viewing',
    'on error executeTask → ready.changedElsewhere',
    'on error executeTask → ready.viewing',
    'on OPEN_REQUIREMENTS → ready.requirements',
    'on EVALUATE_REQUIREMENT → ready.requirements.confirmingNotMet',
    'on EVALUATE_REQUIREMENT → ready.requirements.evaluating',
    'on CONFIRM_NOT_MET → ready.requirements.evaluating',
    'on CANCEL_NOT_MET → ready.requirements.reading',
    'on done evaluateRequirement → ready.requirements.reading',
    'on error evaluateRequirement → ready.changedElsewhere',
    'on error evaluateRequirement → ready.requirements.reading',
    'on CLOSE_REQUIREMENTS → ready.viewing',
    'on DISMISS_CHANGE → ready.viewing',
    'on DISCARD → ready.discarding',
    'on done discard → discarded',
    'on done discard → ready.viewing',
    'on error discard → ready.viewing',
  ],
  // The page ends when call 12 removed the request (the app opens the board).
  stopsIn: ['discarded'],
  screen: requestProcessScreen,
  effects: {
    goToBoard: { says: 'Se vuelve al tablero (/requests)', on: ['→ discarded'] },
    notify: [
      {
        says: 'Aviso «Responsable asignado.»: «El nuevo responsable se asignó con éxito.» (5 s)',
        on: ['on done assignResponsible'],
        params: () => ({ notice: 'responsibleAssigned' }),
      },
      {
        says: 'Aviso «Tarea ejecutada»: «La tarea pasó a Tareas hechas.»',
        on: ['on done executeTask'],
        params: () => ({ notice: 'taskDone' }),
      },
      {
        says: 'Aviso de error «Error»: «No se pudo ejecutar la tarea.»',
        on: ['on error executeTask → ready.viewing'],
        params: () => ({ notice: 'taskFailed' }),
      },
      {
        says: 'Aviso de error «Error»: «No se pudo guardar la evaluación del requisito.»',
        on: ['on error evaluateRequirement → ready.requirements.reading'],
        params: () => ({ notice: 'requirementFailed' }),
      },
      {
        says: 'Aviso de error «Error»: «No se pudo asignar el responsable.»',
        on: ['on error assignResponsible → ready.responsible.editing'],
        params: () => ({ notice: 'responsibleFailed' }),
      },
    ],
  },
  spec: {
    'on DISCARD':
      "REQ-PROCESS-05: Descartar by DiscardsRequestForLinkage ('No tiene privilegios para descartar solicitudes.'); never on an ended request ('La solicitud ya terminó.', the lifecycle table)",
    'on CHANGE_RESPONSIBLE': "REQ-PROCESS-02: the responsible modal ('Asignarme a mí como responsable.')",
    'on SAVE_RESPONSIBLE': 'REQ-PROCESS-02: Guardar disabled when empty, loading or unmodified',
    'on done assignResponsible':
      "REQ-PROCESS-02 (Decisión 0014): 'Responsable asignado.' (5000 ms); call 15 keeps it",
    'on OPEN_REQUIREMENTS':
      "REQ-PROCESS-03 (Decisión 0014): the requirements modal; 'No tiene privilegios para ver requisitos.' (AddEmployeeLink)",
    'on EVALUATE_REQUIREMENT':
      'REQ-PROCESS-03 (Decisión 0014): No Cumple off when deletion is disabled, no approving a No Cumple; call 16 keeps the evaluation, No Cumple is confirmed first and Deshacer takes it back while its task has not run',
    'on CONFIRM_NOT_MET':
      "REQ-PROCESS-03 (Decisión 0014): '¿Marcar como No Cumple?', Confirmar sends call 16",
    'on CANCEL_NOT_MET': "REQ-PROCESS-03 (Decisión 0014): '¿Marcar como No Cumple?', Cancelar sends nothing",
    'on EXECUTE_TASK':
      "REQ-PROCESS-04 (Decisión 0014): tasks 6 to 8 and 'Debes ser responsable de esta solicitud.'; Ejecutar marks the task done, call 17",
    '→ failed': 'REQ-ERROR-02: the all-attempts-failed message, with a retry',
    '→ notFound':
      'REQ-PROCESS-01: unknown sub-routes show a 404 page; only an onboarding card opens a process page',
    'on done discard': 'REQ-PROCESS-05: the discard removes the request, back to the board',
    '→ ready.changedElsewhere':
      'REQ-PROCESS-06: calls 15–17 (ours) with If-Match, 412 — changed by someone else',
    'on WINDOW_FOCUSED':
      'REQ-PROCESS-07: the request read again when the window regains focus, so a change by someone else shows',
    '*': 'REQ-PROCESS-01: the process page, its tasks and the responsible person',
  },
};
