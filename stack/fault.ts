// npm run stack:fault -- <acción> <estado> [--veces N] | --lista | --quitar | --help: arms a fault in the
// services of the running `npm start` (no restart, no JSON typed by hand), lists what is armed, or clears
// it. It talks to the services with the token `npm start` writes (./control.ts). The tester scripts cite
// it (scripts/paths-tester.ts).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { originOf, settingsFromEnv } from './config';
import { ControlError, controlRequest, type StackAddress } from './control';
import type { Fault } from './services/faults';

/** Each call a tester can make fail, by the Spanish name the command takes, with its X-Action. */
export const faultActions: Record<string, { action: string; says: string }> = {
  'guardar-solicitud': { action: 'SaveHumanResourcesRequest', says: 'guardar una solicitud (llamada 11)' },
  'descartar-solicitud': {
    action: 'RemoveHumanResourcesRequest',
    says: 'descartar solicitudes (llamada 12)',
  },
  'consultar-solicitudes': {
    action: 'SearchAllHumanResourcesRequest',
    says: 'consultar las solicitudes: listas, tablero, aprobación (llamada 10)',
  },
  'responder-aprobacion': {
    action: 'SaveVacationRequestApproval',
    says: 'responder una solicitud de vacaciones (llamada 14)',
  },
  'asignar-responsable': {
    action: 'AssignHumanResourcesRequestResponsible',
    says: 'asignar el responsable de una solicitud (llamada 15)',
  },
  'evaluar-requisito': {
    action: 'EvaluateHumanResourcesRequestRequirement',
    says: 'evaluar un requisito (llamada 16)',
  },
  'ejecutar-tarea': { action: 'ExecuteHumanResourcesRequestTask', says: 'ejecutar una tarea (llamada 17)' },
  'hoja-de-vida': {
    action: 'SearchHumanResourcesRequestCurriculum',
    says: 'descargar la hoja de vida (llamada 18)',
  },
  'perfiles-salariales': {
    action: 'RemunerationProfilesCatalog',
    says: 'el catálogo de perfiles salariales (llamada 13)',
  },
  'consultar-empleados': { action: 'SearchAllEmployee', says: 'la lista de empleados (llamada 7)' },
  'consultar-empleado': { action: 'SearchByIdEmployee', says: 'los datos de un empleado (llamada 8)' },
  'dias-pendientes': {
    action: 'SearchDaysPendingPerContractByEmployee',
    says: 'los días pendientes por contrato (llamada 9)',
  },
  portal: { action: 'SearchAllStaffPortalsByBusinessManager', says: 'los datos del portal (llamada 1)' },
  'jefe-de-negocio': { action: 'SearchByIdBusinessManager', says: 'el gestor del portal (llamada 2)' },
  'opciones-del-portal': {
    action: 'SearchOptionsStaffPortalByBusinessUnit',
    says: 'las opciones del portal (llamada 3)',
  },
  operador: { action: 'SearchAllStaff', says: 'los datos del operador (llamada 4)' },
  'casos-de-uso': { action: 'SearchUseCaseForStaff', says: 'los permisos del operador (llamada 5)' },
  'unidades-de-negocio': {
    action: 'SearchBusinessUnitsForAnOfficer',
    says: 'las unidades de negocio del operador (llamada 6)',
  },
};

/** The Spanish name of the call with an X-Action (what a script cites), or undefined. */
export function faultNameOf(action: string): string | undefined {
  return Object.entries(faultActions).find(([, entry]) => entry.action === action)?.[0];
}

/** The misbehaviours a tester can arm, besides a status (100 to 599). */
const behaviours: Record<string, { fault: Omit<Fault, 'action' | 'times'>; says: string }> = {
  lento: {
    fault: { delayMs: 2000 },
    says: 'responde bien, pero 2 segundos después (--segundos N: N segundos)',
  },
  'sin-respuesta': { fault: { drop: true }, says: 'cierra la conexión sin responder (un fallo de red)' },
  cortada: { fault: { cut: true }, says: 'empieza a responder y corta la respuesta a la mitad' },
  vacia: { fault: { empty204: true }, says: 'responde 204, sin contenido' },
  malformada: { fault: { malformed: true }, says: 'responde 200 con un contenido que no es JSON' },
  desactualizada: {
    fault: { stale: true },
    says: 'trata la versión que envía la aplicación como vieja: 412 con la solicitud como está ahora (llamadas 12, 14 a 17)',
  },
};

export const faultHelp = `npm run stack:fault -- <acción> <estado> [--veces N] [--segundos N]
npm run stack:fault -- --lista
npm run stack:fault -- --quitar

Arma una falla en los servicios de la pila que está corriendo con \`npm start\`, sin reiniciarla: las
próximas N llamadas de esa acción (1 por omisión) fallan como dice el estado. La aplicación reintenta una
llamada que falla con 5xx (3 intentos en \`npm start\`): para ver el error en pantalla, --veces 4.

  --lista          las fallas armadas y las llamadas recibidas desde la última limpieza
  --quitar         quita todas las fallas armadas
  --veces N        cuántas llamadas fallan (1 a 1000)
  --segundos N     con «lento»: cuántos segundos tarda la respuesta (por omisión 2)
  --help           esta ayuda

Estados: un código HTTP (500, 503, 412, 409…), o
${Object.entries(behaviours)
  .map(([name, { says }]) => `  ${name.padEnd(16)} ${says}`)
  .join('\n')}

Acciones:
${Object.entries(faultActions)
  .map(([name, { says }]) => `  ${name.padEnd(22)} ${says}`)
  .join('\n')}

También se aceptan los nombres X-Action de los servicios (SaveHumanResourcesRequest…). Donde la consola
se come el «--» (PowerShell), escribe las opciones sin guiones: veces=4, segundos=5, lista, quitar.

Ejemplo: npm run stack:fault -- guardar-solicitud 500 --veces 4
`;

export type FaultCommand =
  | { kind: 'help' }
  | { kind: 'list' }
  | { kind: 'clear' }
  | { kind: 'arm'; name: string; fault: Fault };

/** Lower case without accents: «Responder-Aprobación» is «responder-aprobacion». */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** A whole number from min to max, or a ControlError naming the option. */
function wholeNumber(option: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || !/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new ControlError(`${option} necesita un número entero de ${min} a ${max}.`);
  }
  return Number(value);
}

/** Parses the command line (Spanish options, also written without dashes); throws a ControlError. */
export function parseFaultArguments(argv: readonly string[]): FaultCommand {
  const words: string[] = [];
  const options = new Map<string, string | undefined>();
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const pair = /^(?:--)?(veces|segundos)=(.*)$/.exec(argument);
    const flag = /^--(.+)$/.exec(argument)?.[1];
    if (pair) options.set(pair[1] ?? '', pair[2]);
    else if (flag === 'veces' || flag === 'segundos') {
      options.set(flag, argv[index + 1]);
      index += 1;
    } else if (flag !== undefined || ['lista', 'quitar', 'help', 'ayuda'].includes(argument)) {
      const name = flag ?? argument;
      if (!['lista', 'quitar', 'help', 'ayuda', 'h'].includes(name)) {
        throw new ControlError(`Opción desconocida: ${argument} (npm run stack:fault -- --help).`);
      }
      options.set(name, '');
    } else if (argument === '-h') options.set('help', '');
    else words.push(argument);
  }
  if (['help', 'ayuda', 'h'].some((name) => options.has(name))) return { kind: 'help' };
  if (options.has('lista') || options.has('quitar')) {
    if (words.length > 0 || (options.has('lista') && options.has('quitar'))) {
      throw new ControlError('--lista y --quitar van solos (npm run stack:fault -- --help).');
    }
    return { kind: options.has('lista') ? 'list' : 'clear' };
  }
  if (words.length === 0) return { kind: 'help' };
  const [actionWord = '', state, ...rest] = words;
  if (state === undefined)
    throw new ControlError(`Falta el estado para «${actionWord}»: 500, lento, sin-respuesta…`);
  if (rest.length > 0) throw new ControlError(`Sobra «${rest.join(' ')}» (npm run stack:fault -- --help).`);
  const name = plain(actionWord);
  const known =
    faultActions[name] !== undefined
      ? name
      : faultNameOf(Object.values(faultActions).find((entry) => plain(entry.action) === name)?.action ?? '');
  const entry = known ? faultActions[known] : undefined;
  if (!known || !entry) {
    throw new ControlError(
      `Acción desconocida «${actionWord}». Acciones: ${Object.keys(faultActions).join(', ')}.`,
    );
  }
  const times = options.has('veces') ? wholeNumber('--veces', options.get('veces'), 1, 1000) : 1;
  const behaviour = behaviours[plain(state)];
  if (options.has('segundos') && plain(state) !== 'lento')
    throw new ControlError('--segundos va solo con «lento».');
  let fault: Fault;
  if (/^\d+$/.test(state)) {
    const status = wholeNumber('El estado', state, 100, 599);
    fault = { action: entry.action, times, status };
  } else if (behaviour) {
    fault = { action: entry.action, times, ...behaviour.fault };
    if (options.has('segundos'))
      fault.delayMs = wholeNumber('--segundos', options.get('segundos'), 1, 120) * 1000;
  } else {
    throw new ControlError(
      `Estado desconocido «${state}»: un código HTTP (500, 412…) o ${Object.keys(behaviours).join(', ')}.`,
    );
  }
  return { kind: 'arm', name: known, fault };
}

/** One armed fault in a tester's words: «guardar-solicitud: 500, 4 llamadas más». */
export function faultWords(fault: Fault): string {
  const name = faultNameOf(fault.action) ?? fault.action;
  const state =
    fault.status !== undefined
      ? `responde ${fault.status}`
      : fault.drop
        ? 'sin-respuesta'
        : fault.cut
          ? 'cortada'
          : fault.empty204
            ? 'vacia (204)'
            : fault.malformed
              ? 'malformada'
              : fault.stale
                ? 'desactualizada (412)'
                : '';
  const delay = fault.delayMs ? `${fault.delayMs / 1000} s de demora` : '';
  const what = [state, delay].filter(Boolean).join(' tras ');
  return `${name} (${fault.action}): ${what || 'sin efecto'}, ${fault.times === 1 ? 'la próxima llamada' : `las próximas ${fault.times} llamadas`}`;
}

/**
 * The command that arms a fault of a status or a delay, as a tester types it (what the scripts cite); the
 * X-Action must be one of `faultActions`.
 */
export function faultCommand(fault: Pick<Fault, 'action' | 'times' | 'status' | 'delayMs'>): string {
  const name = faultNameOf(fault.action);
  if (!name) throw new Error(`${fault.action} has no Spanish name in faultActions`);
  const state =
    fault.status !== undefined
      ? String(fault.status)
      : `lento${fault.delayMs === behaviours.lento?.fault.delayMs ? '' : ` --segundos ${(fault.delayMs ?? 0) / 1000}`}`;
  return `npm run stack:fault -- ${name} ${state}${fault.times === 1 ? '' : ` --veces ${fault.times}`}`;
}

/** Carries out a parsed command against the running stack; returns what to print. */
export async function runFaultCommand(command: FaultCommand, stack: StackAddress): Promise<string> {
  if (command.kind === 'help') return faultHelp;
  if (command.kind === 'clear') {
    await controlRequest(stack, 'DELETE', '/__faults');
    return 'Sin fallas armadas: los servicios responden con normalidad.\n';
  }
  if (command.kind === 'arm') {
    const response = await controlRequest(stack, 'POST', '/__faults', command.fault);
    if (!response.ok) {
      const { message } = (await response.json().catch(() => ({}))) as { message?: string };
      throw new ControlError(message ?? `Los servicios respondieron ${response.status}.`);
    }
    return `Armada: ${faultWords(command.fault)}.\n`;
  }
  const response = await controlRequest(stack, 'GET', '/__faults');
  const { faults, calls } = (await response.json()) as { faults: Fault[]; calls: Record<string, number> };
  const lines =
    faults.length === 0
      ? ['No hay fallas armadas.']
      : ['Fallas armadas:', ...faults.map((fault) => `  ${faultWords(fault)}`)];
  const received = Object.entries(calls);
  if (received.length > 0) {
    lines.push(
      'Llamadas recibidas desde la última limpieza:',
      ...received.map(([action, count]) => `  ${faultNameOf(action) ?? action} (${action}): ${count}`),
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The running `npm start` this shell's environment names (SERVICES_PORT, STACK_DATA_DIR). */
export function stackFromEnv(env: NodeJS.ProcessEnv = process.env): StackAddress {
  const settings = settingsFromEnv(env);
  return { servicesUrl: originOf(settings.ports.services), dataDir: settings.dataDir };
}

async function main() {
  try {
    const command = parseFaultArguments(process.argv.slice(2));
    process.stdout.write(await runFaultCommand(command, stackFromEnv()));
  } catch (error) {
    if (!(error instanceof ControlError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
