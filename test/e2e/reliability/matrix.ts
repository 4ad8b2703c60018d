// The fault matrix (a reliable app on a bad network): every call of SPEC §7 (and call 19, ours: a request's history) × six
// faults, as data. The Playwright spec
// (fault-matrix.spec.ts) drives each case in Chromium against the stack's fault injection and checks
// what is written here; its reporter (report.ts) writes docs/reliability.md from these rows and the
// run's results. Pure data: no Playwright imports, so the reporter and the vitest check can read it.
import { isDeepStrictEqual } from 'node:util';
import { e2eCalls } from '../settings';

export const faultKinds = ['network', 'timeout', 'status500', 'noContent', 'malformed', 'slow'] as const;
export type FaultKind = (typeof faultKinds)[number];

/** The slow answer's delay: well within the time-out, so the first attempt answers. */
export const slowDelayMs = 1200;
/** The time-out's delay: longer than one attempt's time-out (the connection is then dropped). */
export const timeoutDelayMs = e2eCalls.timeoutMs + 1500;

/** What each fault asks the services (stack/services/faults.ts), for every request of the call. */
export const faults: Record<FaultKind, { label: string; armed: Record<string, unknown> }> = {
  network: {
    label: 'network error',
    // Cut after the headers: a connection closed before any answer is resent by Chromium itself on a
    // reused connection, which would make the server's count differ from the app's attempts.
    armed: { cut: true },
  },
  timeout: { label: 'time-out', armed: { delayMs: timeoutDelayMs, drop: true } },
  status500: { label: '500', armed: { status: 500 } },
  noContent: { label: '204', armed: { empty204: true } },
  malformed: { label: 'malformed body', armed: { malformed: true } },
  slow: {
    label: `slow (${slowDelayMs} ms, within the ${e2eCalls.timeoutMs} ms time-out)`,
    armed: { delayMs: slowDelayMs },
  },
};

/** How a case ends. */
export interface Outcome {
  /** The error page's code (SPEC §8), when the screen ends there. */
  code?: number;
  /** Texts on the screen (SPEC §8 messages, or what the normal screen shows). */
  shows: readonly string[];
  /** Values the person typed, still on the screen (calls made on submit). */
  keeps?: readonly string[];
  /** Requests of this call the services receive (attempts of the app's client, counted on the server). */
  requests: number;
}

export interface MatrixCall {
  /** SPEC §7 number (19: ours, stack/README.md). */
  call: number;
  /** X-Action (call 13: its fault-injection key). */
  action: string;
  /** Where the built app makes the call, as the case drives it. */
  screen: string;
  /** Set when no screen of the built app makes this call: the reason, and no case is run. */
  notMade?: string;
  outcomes?: Record<FaultKind, Outcome>;
}

const attempts = e2eCalls.attempts;
const failing = (outcome: Omit<Outcome, 'requests'>) => ({
  network: { ...outcome, requests: attempts },
  timeout: { ...outcome, requests: attempts },
  status500: { ...outcome, requests: attempts },
  malformed: { ...outcome, requests: 1 },
});

const portalFailure = {
  code: 500,
  shows: [
    'Error al obtener los datos del portal',
    'Todos los intentos fallaron. No se pudieron obtener los datos del portal.',
  ],
};
const operatorFailure = {
  code: 1007,
  shows: [
    'Error al obtener los datos del operador',
    'Todos los intentos fallaron. No se pudieron obtener los datos del operador.',
  ],
};
const optionsFailure = {
  code: 500,
  shows: [
    'Error al obtener las opciones del portal',
    'Todos los intentos fallaron. No se pudieron obtener las opciones del portal.',
  ],
};
const userFailure = {
  code: 500,
  shows: [
    'Error al obtener los datos del usuario',
    'Todos los intentos fallaron. No se pudieron obtener los datos del usuario.',
  ],
};
const useCasesFailure = {
  code: 500,
  shows: ['Todos los intentos fallaron. No se pudieron obtener los casos de uso del staff.'],
};
const home = { shows: ['Hola, Ana Sofía Gutiérrez', 'José Andrés Muñoz Peña'], requests: 1 };
const employeeId = '100001';
const certificationTyped = ['Banco Popular', 'Matriz de fallas'];
const discardTyped = ['Prueba de la matriz de fallas.'];

export const matrix: readonly MatrixCall[] = [
  {
    call: 1,
    action: 'SearchAllStaffPortalsByBusinessManager',
    screen: 'opening `/?portal=ERM-DEMO` signed in',
    outcomes: {
      ...failing(portalFailure),
      noContent: { code: 1000, shows: ['Código de error: 1000'], requests: 1 },
      slow: home,
    },
  },
  {
    call: 2,
    action: 'SearchByIdBusinessManager',
    screen: 'opening `/` signed in',
    outcomes: {
      ...failing(operatorFailure),
      noContent: {
        code: 1006,
        shows: ['Error al obtener los datos del operador', 'Código de error: 1006'],
        requests: 1,
      },
      slow: home,
    },
  },
  {
    call: 3,
    action: 'SearchOptionsStaffPortalByBusinessUnit',
    screen: 'opening `/` signed in',
    outcomes: {
      ...failing(optionsFailure),
      noContent: { code: 1005, shows: ['No se encontraron opciones para el empleado.'], requests: 1 },
      // The home's feature cards come from the options.
      slow: { shows: [...home.shows, 'Ir a Vacaciones'], requests: 1 },
    },
  },
  {
    call: 4,
    action: 'SearchAllStaff',
    screen: 'opening `/` signed in',
    outcomes: {
      ...failing(userFailure),
      noContent: { code: 1004, shows: ['Código de error: 1004'], requests: 1 },
      slow: home,
    },
  },
  {
    call: 5,
    action: 'SearchUseCaseForStaff',
    screen: 'opening `/certifications/new-certification` (needs RequestCertificate)',
    outcomes: {
      ...failing(useCasesFailure),
      noContent: {
        shows: [
          'Acción inhabilitada',
          'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
        ],
        requests: 1,
      },
      slow: { shows: ['Solicitud de certificación'], requests: 1 },
    },
  },
  {
    call: 6,
    action: 'SearchBusinessUnitsForAnOfficer',
    screen:
      'opening `/login` signed in (Validando credenciales); the 204 case signs in afresh (it signs out)',
    outcomes: {
      ...failing({ code: 1008, shows: ['No se pudieron obtener las unidades de negocio.'] }),
      noContent: { code: 1003, shows: ['Código de error: 1003'], requests: 1 },
      slow: { shows: ['Unidades de negocio'], requests: 1 },
    },
  },
  {
    call: 7,
    action: 'SearchAllEmployee',
    screen: 'opening `/employees/select-employee`',
    outcomes: {
      ...failing({ shows: ['Error al obtener la lista de empleados', 'Reintentar'] }),
      noContent: { shows: ['No hay resultados para esta búsqueda.'], requests: 1 },
      // Every page of the unit's 500-plus employees: page 1 (500) and page 2, each answered slowly.
      slow: { shows: ['José Andrés Muñoz Peña'], requests: 2 },
    },
  },
  {
    call: 8,
    action: 'SearchByIdEmployee',
    screen: 'opening `/` with employee 100001 selected (banner and employee card)',
    outcomes: {
      ...failing({ shows: [`Error al obtener el empleado ${employeeId}`, 'Reintentar'] }),
      noContent: { shows: [`El empleado con ID ${employeeId} no existe.`], requests: 1 },
      slow: home,
    },
  },
  {
    call: 9,
    action: 'SearchDaysPendingPerContractByEmployee',
    screen: 'opening `/` with employee 100001 selected (banner and employee card)',
    outcomes: {
      ...failing({ shows: ['Error al obtener los días de vacaciones pendientes', 'Reintentar'] }),
      noContent: { shows: ['0 días por disfrutar'], requests: 1 },
      slow: { shows: ['días por disfrutar'], requests: 1 },
    },
  },
  {
    call: 10,
    action: 'SearchAllHumanResourcesRequest',
    screen: 'opening `/certifications` (one call: type Certification)',
    outcomes: {
      ...failing({
        shows: [
          'Todos los intentos fallaron. No se pudo obtener las solicitudes de recursos humanos.',
          'Error en la solicitud',
          'Error al obtener solicitudes de tipo "Certificación"',
        ],
      }),
      noContent: { shows: ['No tiene solicitudes en trámite.'], requests: 1 },
      slow: { shows: ['certificado de representante'], requests: 1 },
    },
  },
  {
    call: 11,
    action: 'SaveHumanResourcesRequest',
    screen: "Enviar on the certification wizard's verification step (Idempotency-Key: retried)",
    outcomes: {
      ...failing({
        shows: ['Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.'],
        keeps: certificationTyped,
      }),
      noContent: {
        shows: ['Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.'],
        keeps: certificationTyped,
        requests: 1,
      },
      slow: { shows: ['La solicitud de certificación fue enviada exitosamente.'], requests: 1 },
    },
  },
  {
    call: 12,
    action: 'RemoveHumanResourcesRequest',
    screen: 'Descartar in the discard dialog of a certification on `/certifications`',
    outcomes: {
      ...failing({ shows: ['No se pudo eliminar la solicitud'], keeps: discardTyped }),
      noContent: { shows: ['Solicitud Descartada', 'La solicitud se canceló correctamente'], requests: 1 },
      slow: { shows: ['Solicitud Descartada', 'La solicitud se canceló correctamente'], requests: 1 },
    },
  },
  {
    call: 13,
    action: 'RemunerationProfilesCatalog',
    screen:
      "Siguiente from step 1 of the onboarding wizard (`/employees/new-employee`): step 2's Perfil salarial options",
    outcomes: {
      ...failing({ shows: ['Error obteniendo las opciones de asignación', 'Reintentar'] }),
      noContent: { shows: ['Datos de posición contractual', 'Fecha de inicio'], requests: 1 },
      slow: { shows: ['Datos de posición contractual', 'Fecha de inicio'], requests: 1 },
    },
  },
  {
    // Ours: 'Historial de la solicitud' never hides the request, whatever call 19 answers.
    call: 19,
    action: 'SearchHumanResourcesRequestHistory',
    screen:
      "opening José's onboarding request 100018 from the board (`/requests`): its process page's history",
    outcomes: {
      ...failing({
        shows: ['No se pudo cargar el historial de la solicitud.', 'Reintentar', 'Tareas por hacer'],
      }),
      noContent: { shows: ['Esta solicitud aún no tiene historial.', 'Tareas por hacer'], requests: 1 },
      slow: { shows: ['Solicitud creada', 'Requisito evaluado', 'Tareas por hacer'], requests: 1 },
    },
  },
];

/** The typed values of the cases made on submit (the spec types them, the matrix checks them). */
export const typed = { certification: certificationTyped, discard: discardTyped } as const;

/** Title of one case's test; the reporter and the doc key rows by call and fault. */
export const caseTitle = (call: number, kind: FaultKind) => `call ${call} × ${faults[kind].label}`;

/** Every case, the calls not made included: 14 × 6. */
export const allCases = matrix.flatMap((entry) => faultKinds.map((kind) => ({ entry, kind })));

/**
 * The faults whose case the default end-to-end set leaves to the full set: a network error and
 * a time-out end, for every call, as its 500 does (`failing()`: the same screen, the same attempts), so the
 * 500 case stands for them and they run in `npm run test:e2e:full` only (each time-out case costs about
 * 10 s). A call whose network error or time-out ended otherwise than its 500 would run it by default.
 */
const representedBy500: readonly FaultKind[] = ['network', 'timeout'];

/**
 * Whether a case runs in the full set only: its outcome is the 500 case's of the same call; or a malformed
 * body, which ends on the 500's screen after one attempt (`failing`: that a parse failure is not retried is
 * the HTTP client's tests'); or an answer slower than usual but within the time-out (the app waits and goes
 * on: each screen's loading state is its path tests', the time-out's length the HTTP client's tests').
 */
export function fullSetOnly(entry: MatrixCall, kind: FaultKind): boolean {
  const outcomes = entry.outcomes;
  if (kind === 'slow') return true;
  if (kind === 'malformed')
    return (
      outcomes !== undefined &&
      isDeepStrictEqual({ ...outcomes.malformed, requests: 0 }, { ...outcomes.status500, requests: 0 })
    );
  return (
    representedBy500.includes(kind) &&
    outcomes !== undefined &&
    isDeepStrictEqual(outcomes[kind], outcomes.status500)
  );
}

/**
 * The '412' fault — the services weigh the call's If-Match as stale (`{"stale":true}`,
 * stack/services/faults.ts): a real 412 with the request as it is now and its last change, as when
 * someone else changed it since the page was loaded. Armed once: the app must not send it again.
 */
export const staleFault = { label: '412 (stale version)', armed: { stale: true } } as const;

/** One changing call under the '412' fault: where the app makes it and what the person sees. */
export interface StaleCase {
  call: number;
  action: string;
  screen: string;
  outcome: Outcome;
}

/** What every 412 shows: the notice's title and that nothing was sent. */
const changedElsewhere = ['Otra persona modificó esta solicitud', 'No se envió tu cambio.'];
const approvalTyped = ['Prueba de la matriz: versión vieja.'];
/** The onboarding request the process-page cases use: filed by the matrix itself through the wizard. */
const onboardingScreen = 'the process page of an onboarding request the matrix files through the wizard';

export const staleCases: readonly StaleCase[] = [
  {
    call: 12,
    action: 'RemoveHumanResourcesRequest',
    screen: 'Descartar in the discard dialog of a certification on `/certifications`',
    outcome: { shows: changedElsewhere, keeps: discardTyped, requests: 1 },
  },
  {
    call: 14,
    action: 'SaveVacationRequestApproval',
    screen:
      'Enviar on `/approvals/vacation-approval?type=enjoyment&code=150003` as fabio.jefe (Rechazar with observations)',
    outcome: { shows: changedElsewhere, keeps: approvalTyped, requests: 1 },
  },
  {
    call: 15,
    action: 'AssignHumanResourcesRequestResponsible',
    screen: `Guardar in 'Cambiar responsable' on ${onboardingScreen}`,
    outcome: { shows: [...changedElsewhere, 'Sin responsable'], requests: 1 },
  },
  {
    call: 16,
    action: 'EvaluateHumanResourcesRequestRequirement',
    screen: `'Aprobar Hoja de vida' in Requisitos on ${onboardingScreen} (ana.admin in charge)`,
    outcome: { shows: changedElsewhere, requests: 1 },
  },
  {
    call: 17,
    action: 'ExecuteHumanResourcesRequestTask',
    screen: `'Ejecutar Validaciones del sistema' on ${onboardingScreen} (its two requirements approved first)`,
    outcome: { shows: changedElsewhere, requests: 1 },
  },
];

/** The typed value of call 14's '412' case. */
export const staleTyped = { approval: approvalTyped } as const;

/** Title of a '412' case's test (the reporter keys it `<call>:stale`). */
export const staleTitle = (call: number) => `call ${call} × ${staleFault.label}`;

/** What the matrix found and what was done (written into docs/reliability.md). */
export const findings: readonly string[] = [
  "Call 12 on a failure (network error, time-out, 500, malformed body) closed the discard dialog and lost the justification the person had typed. The discard flow now stays in `failed` with the dialog open and the justification kept (the flag 'Error' / 'No se pudo eliminar la solicitud' still shows), so Descartar sends again and Cancelar closes (`machines/requests/discard.machine.ts`; the four call-12 failure cases are the tests that failed before).",
  "A connection closed before any answer (the stack's `drop`) is resent by Chromium itself, once or twice, when the connection was a reused keep-alive one, so the services count more requests than the app made attempts. The network-error cases therefore use `cut` (status line and headers sent, then the connection closed in the middle of the body), which no browser resends; the app sees the same failure (a network error, retried).",
];
