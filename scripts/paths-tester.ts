// What a tester needs beside the steps (npm run paths): each machine's name in Spanish, the
// preconditions of a script on `npm start` (account, unit, employee from docs/demo-data.md, reference
// date, the fault to arm for a server's failure) and the SPEC sections a step shows the outcome of.
import type { ManualPath } from '@test/support/manual-script';
import { invocationsOf, matchesPattern, type PathTestConfig } from '@test/support/path-model';
import type { AnyStateMachine } from 'xstate';

/** Each machine as a tester names it (the Característica of a Gherkin file). */
export const machineTitles: Record<string, string> = {
  'credential-check': 'Comprobación de la sesión guardada',
  'app-loading': 'Carga de la aplicación',
  authentication: 'Inicio de sesión',
  portal: 'Portal del operador',
  'staff-session': 'Sesión del personal',
  onboarding: 'Vincular nuevo empleado',
  'request-wizard': 'Asistente de solicitud (disfrute, pago de vacaciones o certificación)',
  discard: 'Descartar una solicitud',
  'requests-list': 'Solicitudes en trámite de vacaciones y certificaciones',
  'success-flag': 'Aviso de solicitud enviada',
  'business-unit-choice': 'Elección de la unidad de negocio',
  'employee-search': 'Selección de empleado',
  'selected-employee': 'Empleado seleccionado',
  'vacation-approval': 'Aprobación de vacaciones',
  'contract-history': 'Historial de contratos',
  'contract-action': 'Acción sobre un contrato',
  inactivity: 'Cierre de sesión por inactividad',
  'requests-board': 'Tablero de solicitudes',
  'request-process': 'Proceso de una solicitud de vinculación',
};

const signIn = (user: string, unit: string, employee: string) =>
  `Pila local con \`npm start\` (datos sembrados hoy: \`npm run stack:reset\`); inicia sesión como ${user} (contraseña demo), unidad «${unit}», empleado ${employee}`;
const andina = 'Operaciones Región Andina';
const jose = '100001 José Andrés Muñoz Peña';

/** The account, unit and employee each machine's scripts start from (docs/demo-data.md). */
const startsFrom: Record<string, string | ((input: string) => string)> = {
  'request-wizard': signIn('ana.admin', andina, jose),
  onboarding: signIn('ana.admin', andina, jose),
  'requests-board': signIn('ana.admin', andina, jose),
  'requests-list': signIn('ana.admin', andina, jose),
  discard: signIn('ana.admin', andina, jose),
  'request-process': `${signIn('ana.admin', andina, '100004 Sofía Peña Ordóñez')} (su solicitud de vinculación en trámite)`,
  'contract-history': signIn('ana.admin', andina, jose),
  'contract-action': signIn('ana.admin', andina, '100002 María Begoña Ibáñez Zúñiga'),
  'vacation-approval': (input: string) =>
    `Pila local con \`npm start\`; abre el enlace de notificación ${
      input.startsWith('sin código')
        ? '/approvals/vacation-approval?type=payment (sin número de solicitud)'
        : '/approvals/vacation-approval?type=payment&code=150001'
    } e inicia sesión como fabio.jefe (contraseña demo)`,
  'employee-search': signIn('ana.admin', andina, '(ninguno aún)'),
  'business-unit-choice':
    'Pila local con `npm start`; inicia sesión como ana.admin (contraseña demo: tres unidades)',
};

/** The X-Action of the call behind each actor a tester can make fail (stack/README.md, fault injection). */
const faultActions: Record<string, string> = {
  saveRequest: 'SaveHumanResourcesRequest',
  saveOnboarding: 'SaveHumanResourcesRequest',
  fetchRequests: 'SearchAllHumanResourcesRequest',
  loadApproval: 'SearchAllHumanResourcesRequest',
  removeRequest: 'RemoveHumanResourcesRequest',
  discard: 'RemoveHumanResourcesRequest',
  fetchSalaryProfiles: 'RemunerationProfilesCatalog',
  sendAnswer: 'SaveVacationRequestApproval',
  evaluateRequirement: 'EvaluateHumanResourcesRequestRequirement',
  executeTask: 'ExecuteHumanResourcesRequestTask',
  assignResponsible: 'AssignHumanResourcesRequestResponsible',
};

/** The first attempt and the app's retries (VITE_RETRY_ATTEMPTS, 3), with one to spare. */
const faultTimes = 4;

/** The faults a script's server failures need, armed before it starts (STACK_MODE=test). */
function faultsOf(machine: AnyStateMachine, script: ManualPath): string[] {
  const invocations = invocationsOf(machine);
  const faults = new Set<string>();
  for (const step of script.steps) {
    const type = script.path.steps[step.stepIndex]?.event.type ?? '';
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
    if (!failed) continue;
    const src = invocations.get(failed[1] ?? '');
    const action = src ? faultActions[src] : undefined;
    if (action) faults.add(action);
  }
  return [...faults].map(
    (action) =>
      `Para que falle el servicio, antes de empezar arma el fallo: curl -X POST localhost:4100/__faults -H 'content-type: application/json' -d '{"action":"${action}","times":${faultTimes},"status":500}' (la pila arrancada con \`STACK_MODE=test npm start\`)`,
  );
}

/** Where a script starts from, for its input. */
function startingPoint(name: string, input: string): string {
  const start =
    startsFrom[name] ?? 'Pila local con `npm start`; inicia sesión como ana.admin (contraseña demo)';
  return typeof start === 'function' ? start(input) : start;
}

/** The preconditions of a script, for its first step. */
export function preconditionsOf(name: string, machine: AnyStateMachine, script: ManualPath): string {
  const parts = [
    startingPoint(name, script.input),
    `Entrada: ${script.input}`,
    'Fecha de referencia: el día en que se sembraron los datos (las fechas del guion se leen como «hoy + N días»)',
    ...faultsOf(machine, script),
  ];
  return parts.join('. ');
}

/**
 * The SPEC sections (and decisions) a step shows the outcome of: those named for the transitions it
 * takes, by their own pattern; the catch-all '*' traces nothing.
 */
export function sectionsOf(config: PathTestConfig, script: ManualPath, stepIndex: number): string[] {
  const taken = script.path.steps[stepIndex]?.analysis.taken ?? [];
  const found = new Set<string>();
  for (const transition of taken) {
    const section = Object.entries(config.spec ?? {}).find(
      ([pattern]) => pattern !== '*' && matchesPattern(pattern, { transitions: [transition] }),
    )?.[1];
    for (const reference of section?.match(/§\d+|Decisi[oó]n \d{4}/g) ?? []) {
      found.add(reference.replace(/^Decision/, 'Decisión'));
    }
  }
  return [...found];
}
