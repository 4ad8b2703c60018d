// What a tester needs beside the steps (npm run paths): each machine's name in Spanish, the
// preconditions of a script on `npm start` (account, unit, employee from docs/demo-data.md, reference
// date, the fault to arm for a server's failure) and the SPEC sections a step shows the outcome of.
import { parseDisplayDate } from '@src/domain/format';
import { faultCommand } from '@stack/fault';
import { demoToday } from '@test/paths/demo-seed';
import { checksWords, durationWords, type ManualPath, shownAfter } from '@test/support/manual-script';
import { allStateNodes, invocationsOf, matchesPattern, type PathTestConfig } from '@test/support/path-model';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { referencesIn } from './paths-requirements';

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
  'request-history': 'Historial de la solicitud',
  'team-absences': 'Ausencias del equipo en esas fechas',
};

/** How a tester sows the demo data again, the stack running or stopped (stack/reset.ts). */
const sowAgain = '`npm run stack:reset`, con la pila arrancada o detenida';

const signIn = (
  user: string,
  unit: string,
  employee: string,
  data = 'datos sembrados hoy: `npm run stack:reset`',
) =>
  `Pila local con \`npm start\` (${data}); inicia sesión como ${user} (contraseña demo), unidad «${unit}», empleado ${employee}`;
const andina = 'Operaciones Región Andina';
const jose = '100001 José Andrés Muñoz Peña';

/** The account, unit and employee each machine's scripts start from (docs/demo-data.md). */
const startsFrom: Record<string, string | ((input: string) => string)> = {
  'request-wizard': signIn('ana.admin', andina, '100005 Ángela Cañón Londoño'),
  onboarding: signIn('ana.admin', andina, jose),
  'requests-board': signIn(
    'ana.admin',
    andina,
    jose,
    `datos sembrados de nuevo antes de cada guion, para que el tablero de José tenga solo sus 18 solicitudes: ${sowAgain}`,
  ),
  'requests-list': signIn('ana.admin', andina, jose),
  discard: signIn('ana.admin', andina, jose),
  'request-process': `${signIn('ana.admin', andina, '100004 Sofía Peña Ordóñez')} (su solicitud de vinculación en trámite)`,
  'request-history': `${signIn('ana.admin', andina, '100004 Sofía Peña Ordóñez')} (su solicitud de vinculación en trámite: el historial está bajo las tareas)`,
  'contract-history': signIn('ana.admin', andina, jose),
  'contract-action': signIn('ana.admin', andina, '100002 María Begoña Ibáñez Zúñiga'),
  'vacation-approval': (input: string) =>
    `Pila local con \`npm start\`, datos sembrados de nuevo antes de cada guion (responder la solicitud 150001 la cierra: ${sowAgain}); abre el enlace de notificación ${
      input.startsWith('sin código')
        ? '/approvals/vacation-approval?portal=ERM-DEMO (sin número de solicitud)'
        : '/approvals/vacation-approval?code=150001&portal=ERM-DEMO'
    } e inicia sesión como fabio.jefe (contraseña demo)`,
  'team-absences': `Pila local con \`npm start\` (${sowAgain}); abre el enlace de notificación /approvals/vacation-approval?type=enjoyment&code=150001&portal=ERM-DEMO (José tiene vacaciones por aprobar en esas fechas; con la solicitud 150003, nadie más) e inicia sesión como fabio.jefe (contraseña demo): la sección está bajo los datos de la solicitud`,
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

/**
 * A fault of the local stack's injection (stack/README.md): the call's X-Action, how often, and the status
 * it fails with or how long it waits before answering.
 */
interface ArmedFault {
  action: string;
  times: number;
  status?: number;
  delayMs?: number;
}

/**
 * How long a call waits when a step is made while it runs (Escape while the answer is sent): long enough
 * for a person to act, under the app's time-out (10 s on `npm start`, 3 s in the end-to-end stack).
 */
const slowCallMs = 2000;

/**
 * The faults a script needs, armed before it starts (`npm run stack:fault`): a failure for each server failure
 * it takes, and a delay for each call a person's step is made during (the call would be over first).
 */
function faultsNeeded(machine: AnyStateMachine, script: ManualPath): ArmedFault[] {
  const actionOf = callActions(machine);
  const failing = new Set<string>();
  for (const step of script.steps) {
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(script.path.steps[step.stepIndex]?.event.type ?? '');
    const action = failed ? actionOf(failed[1] ?? '') : undefined;
    if (action) failing.add(action);
  }
  const slow = new Set([...stepsDuringCalls(machine, script).values()].flat());
  return [
    ...[...failing].map((action) => ({ action, times: faultTimes, status: 500 })),
    ...[...slow].map((action) => ({ action, times: 1, delayMs: slowCallMs })),
  ];
}

/** The X-Action of the call each invocation of the machine makes (by invocation id), when a tester can arm it. */
function callActions(machine: AnyStateMachine): (id: string) => string | undefined {
  const invocations = invocationsOf(machine);
  return (id) => {
    const src = invocations.get(id);
    return src ? faultActions[src] : undefined;
  };
}

/** Whether a state node is `holder` or one of its descendants. */
function inside(node: AnyStateNode, holder: AnyStateNode): boolean {
  return holder.path.every((key, index) => node.path[index] === key);
}

/**
 * The person's steps made during a call of the state that handles them (Escape while the answer is
 * sent: an event of the invoking state or one inside it), by step index, with the X-Actions of those
 * calls: the preconditions slow them down (`slowCallMs`), so the step can be made in time and what it shows
 * stays until the answer comes. An event handled outside the invoking state (a form's field while its
 * catalogue loads) does not wait for the call. The last step, when the script ends showing that a call
 * loads, is held the same way.
 */
export function stepsDuringCalls(machine: AnyStateMachine, script: ManualPath): Map<number, string[]> {
  const actionOf = callActions(machine);
  const invokers = new Map<string, AnyStateNode>();
  for (const node of allStateNodes(machine))
    for (const invocation of node.invoke) invokers.set(invocation.id, node);
  const held = new Map<number, string[]>();
  for (const step of script.steps) {
    const pathStep = script.path.steps[step.stepIndex];
    const source = pathStep?.analysis.taken[0]?.source;
    if (!pathStep || !source || pathStep.event.type.startsWith('xstate.') || step.kind === 'inicio') continue;
    const running = Object.keys(script.path.steps[step.stepIndex - 1]?.state.children ?? {});
    const actions = running
      .filter((id) => {
        const invoker = invokers.get(id);
        return invoker !== undefined && inside(source, invoker);
      })
      .map(actionOf)
      .filter((action): action is string => action !== undefined);
    if (actions.length > 0) held.set(step.stepIndex, actions);
  }
  // A script that ends showing a call's loading (Reintentar, then 'Cargando…'): that call is slowed too,
  // so the loading is still there to be seen (on the stack the answer comes at once).
  const last = script.steps.at(-1);
  const end = last && script.path.steps[last.stepIndex];
  if (last && end && !held.has(last.stepIndex) && showsLoad(machine, script, last.stepIndex)) {
    const running = Object.keys(end.state.children ?? {})
      .filter((id) => invokers.has(id))
      .map(actionOf)
      .filter((action): action is string => action !== undefined);
    if (running.length > 0) held.set(last.stepIndex, running);
  }
  return held;
}

/** Whether the script's step shows something loading: a busy status among what it must bring about. */
function showsLoad(machine: AnyStateMachine, script: ManualPath, stepIndex: number): boolean {
  const { outcome, shown } = shownAfter(machine, script.path.config, script.path, stepIndex);
  return [...outcome, ...shown].some((item) => 'status' in item && item.busy !== false);
}

/** The commands that arm the faults a script needs, in order, as a tester types them. */
export function faultCommandsOf(machine: AnyStateMachine, script: ManualPath): string[] {
  return faultsNeeded(machine, script).map(faultCommand);
}

function faultsOf(machine: AnyStateMachine, script: ManualPath): string[] {
  return faultsNeeded(machine, script).map((fault) =>
    fault.delayMs === undefined
      ? `Para que falle el servicio, antes de empezar arma la falla: \`${faultCommand(fault)}\``
      : `Para actuar mientras el servicio responde, antes de empezar arma una demora de ${durationWords(fault.delayMs)}: \`${faultCommand(fault)}\``,
  );
}

/** Where a script starts from, for its input. */
function startingPoint(name: string, input: string): string {
  const start =
    startsFrom[name] ?? 'Pila local con `npm start`; inicia sesión como ana.admin (contraseña demo)';
  return typeof start === 'function' ? start(input) : start;
}

/** The day the fixtures are built for (test/paths/demo-seed.ts), as UTC midnight. */
const referenceDay = Date.parse(`${demoToday.slice(0, 10)}T00:00:00Z`);

/**
 * A fixture's dates (dd/Mon/yyyy, built for the reference day), each replaced by what `words` makes of its
 * days from that day: a tester's «hoy + 10 días», or the replay's date counted from the stack's today.
 */
export function withFixtureDays(text: string, words: (days: number) => string): string {
  return text.replace(/\b\d{2}\/[A-Z][a-z]{2}\/\d{4}\b/g, (date) => {
    const days = daysFromReference(date);
    return days === undefined ? date : words(days);
  });
}

/** The days from the reference day to a fixture's date (dd/Mon/yyyy), or undefined for no date. */
function daysFromReference(date: string): number | undefined {
  const parsed = parseDisplayDate(date);
  return parsed ? Math.round((parsed.getTime() - referenceDay) / 86_400_000) : undefined;
}

/** What an article before a date becomes before «hoy»: 'desde el 21/Dic/2026' reads 'desde hoy + 30 días'. */
const articles: Record<string, string> = { el: '', del: 'de ', al: 'a ' };

/**
 * A fixture's dates as a tester counts them on `npm start`, from the day the data was sown: «hoy + 10
 * días», «hoy − 3 días», «hoy»; the article the date takes on screen is dropped ('el hoy' is no Spanish).
 */
export function datesFromToday(text: string): string {
  return text.replace(
    /\b(?:(el|del|al|El|Del|Al) )?(\d{2}\/[A-Z][a-z]{2}\/\d{4})\b/g,
    (whole, article: string | undefined, date: string) => {
      const days = daysFromReference(date);
      if (days === undefined) return whole;
      const count = Math.abs(days) === 1 ? '1 día' : `${Math.abs(days)} días`;
      const words = days === 0 ? 'hoy' : `hoy ${days > 0 ? '+' : '−'} ${count}`;
      if (!article) return words;
      const led = `${articles[article.toLowerCase()] ?? ''}${words}`;
      return article === article.toLowerCase() ? led : `${led.charAt(0).toUpperCase()}${led.slice(1)}`;
    },
  );
}

/**
 * The number each machine's fixtures give a request they create: on `npm start` the services give the
 * next number of their sequence, which no script can know beforehand.
 */
const createdNumbers: Record<string, string> = { 'request-wizard': '2026-0042', onboarding: '200123' };
const newNumber = '(número nuevo)';

/** The words of a step as a tester reads them on `npm start`: dates from today, new numbers unknown. */
function testerWords(name: string, text: string): string {
  const created = createdNumbers[name];
  const dated = datesFromToday(text);
  return created ? dated.replaceAll(new RegExp(`\\b${created}\\b`, 'g'), newNumber) : dated;
}

/**
 * The expected result of a step whose next step is an answer that comes at once on `npm start` (a call
 * no delay slows down, the browser reading a file): what it shows is gone before anyone can look, so a
 * tester checks it at the next step; the replay on the stack checks nothing there either.
 */
export const instantAnswerWords =
  'Nada que comprobar aún: lo que sigue llega al instante (se comprueba en el paso siguiente)';

/**
 * A script in the words a tester reads on `npm start` (see `testerWords`), without what a person cannot
 * see: the screen between a step and an answer that comes at once says only `instantAnswerWords`. The
 * whole screen is stated at the first step a tester checks and at the last; every other step states what
 * it changed since the last step checked, and what its outcome and effects must be even when unchanged
 * (`focusedExpected`), so the board's eighteen cards are not read again at every filter.
 */
export function forTester(name: string, machine: AnyStateMachine, script: ManualPath): ManualPath {
  const held = stepsDuringCalls(machine, script);
  const answers = new Set(['servidor', 'navegador']);
  const instant = (position: number) => {
    const step = script.steps[position];
    const next = script.steps[position + 1];
    return step !== undefined && next !== undefined && answers.has(next.kind) && !held.has(step.stepIndex);
  };
  const words = (text: string) => testerWords(name, text);
  let checked: Set<string> | undefined;
  const steps = script.steps.map((step, position) => {
    const worded = {
      ...step,
      action: words(step.action),
      checks: { all: step.checks.all.map(words), kept: step.checks.kept.map(words) },
    };
    if (instant(position)) return { ...worded, expected: instantAnswerWords, stated: [] };
    const whole = checked === undefined || position === script.steps.length - 1;
    const focused = whole ? undefined : focusedExpected(worded, checked ?? new Set());
    checked = new Set(worded.checks.all);
    return focused === undefined
      ? { ...worded, expected: words(step.expected) }
      : {
          ...worded,
          expected: focused.expected,
          // The statements kept, as the step words them before the tester's dates (what the replay checks).
          stated: focused.kept.map((index) => step.checks.all[index] ?? ''),
        };
  });
  return {
    ...script,
    input: words(script.input),
    inputWords: words(script.inputWords),
    steps,
  };
}

/**
 * A step's expected result with only what matters there: the statements the screen did not make at the
 * last step checked, and its outcome and effects; a blocked control's check keeps what names the control.
 * With the positions in `checks.all` of the statements it keeps.
 */
function focusedExpected(
  step: ManualPath['steps'][number],
  checked: ReadonlySet<string>,
): { expected: string; kept: number[] } {
  const all = step.checks.all.map((check, index) => ({ check, index }));
  if (step.kind === 'bloqueado') {
    const control = /«([^»]+)»/.exec(step.action)?.[0] ?? '';
    const about = all.filter(({ check }) => control !== '' && check.includes(control));
    return {
      expected:
        about.length === 0 ? 'Nada cambia' : `Nada cambia: ${checksWords(about.map(({ check }) => check))}`,
      kept: about.map(({ index }) => index),
    };
  }
  const changed = all.filter(({ check }) => step.checks.kept.includes(check) || !checked.has(check));
  const words = changed.map(({ check }) => check);
  return {
    expected:
      step.expected.startsWith('Nada cambia') && changed.length > 0
        ? `Nada cambia: ${checksWords(words)}`
        : checksWords(words),
    kept: changed.map(({ index }) => index),
  };
}

/** The CV file each answer of the onboarding's file read needs, by its label (SPEC §5: PDF, 2.5 MB). */
const curriculumFiles: Record<string, string> = {
  'un PDF de 117 KB': 'un PDF de menos de 2,5 MB',
  'un archivo renombrado a .pdf que no es PDF': 'otro archivo (una imagen, un .docx) renombrado a .pdf',
  'un PDF de 3 MB': 'un PDF de más de 2,5 MB',
};

/** The files a script's person attaches, each as «hoja-de-vida.pdf» (the name the script types). */
function filesOf(script: ManualPath): string[] {
  const files = new Set<string>();
  for (const step of script.path.steps) {
    const label = (step.event as { label?: unknown }).label;
    if (step.event.type === 'xstate.done.actor.readCurriculum' && typeof label === 'string') {
      const file = curriculumFiles[label];
      if (file) files.add(file);
    }
  }
  return [...files].map((file) => `Ten a mano un archivo «hoja-de-vida.pdf» que sea ${file}`);
}

/** The preconditions of a script, for its first step. */
export function preconditionsOf(name: string, machine: AnyStateMachine, script: ManualPath): string {
  const created = createdNumbers[name];
  const parts = [
    startingPoint(name, script.input),
    `Entrada: ${testerWords(name, script.inputWords)}`,
    'Fecha de referencia («hoy»): el día en que se sembraron los datos; «hoy + N días» es esa fecha más N días, escrita dd/Mon/aaaa (sembrados el 21/Nov/2026, «hoy + 10 días» es 01/Dic/2026)',
    ...filesOf(script),
    ...(created && script.path.steps.some((step) => step.event.type.startsWith('xstate.done.actor.save'))
      ? [`${newNumber}: el número que el servicio da a la solicitud creada`]
      : []),
    ...faultsOf(machine, script),
  ];
  return parts.join('. ');
}

/**
 * The requirements (docs/requirements.md) and decisions a step shows the outcome of, or the SPEC sections
 * of a machine whose map cites no requirement yet: those named for the transitions it takes, by their
 * own pattern; the catch-all '*' traces nothing.
 */
export function sectionsOf(config: PathTestConfig, script: ManualPath, stepIndex: number): string[] {
  const taken = script.path.steps[stepIndex]?.analysis.taken ?? [];
  const found = new Set<string>();
  for (const transition of taken) {
    const section = Object.entries(config.spec ?? {}).find(
      ([pattern]) => pattern !== '*' && matchesPattern(pattern, { transitions: [transition] }),
    )?.[1];
    for (const reference of referencesIn(section ?? '')) found.add(reference);
  }
  return [...found];
}

/** The imperative a step's action starts with (or follows «y» with), as the infinitive a title uses. */
const infinitives: Record<string, string> = {
  abre: 'abrir',
  adjunta: 'adjuntar',
  cambia: 'cambiar',
  cancela: 'cancelar',
  cierra: 'cerrar',
  completa: 'completar',
  comprueba: 'comprobar',
  confirma: 'confirmar',
  desmarca: 'desmarcar',
  despliega: 'desplegar',
  elige: 'elegir',
  escribe: 'escribir',
  espera: 'esperar',
  marca: 'marcar',
  pulsa: 'pulsar',
  quita: 'quitar',
  recarga: 'recargar',
  selecciona: 'seleccionar',
  vuelve: 'volver',
};

/** An action in the infinitive: «Pulsa «Enviar» y confirma» reads «pulsar «Enviar» y confirmar». */
function infinitive(action: string): string {
  return action.replace(/(^|\by )(\p{L}+)/gu, (whole, lead: string, word: string) => {
    const verb = infinitives[word.toLowerCase()];
    return verb ? `${lead}${verb}` : whole;
  });
}

/** What a step adds to a title: a person's action in the infinitive, an answer as it is said. */
function titleItem(step: ManualPath['steps'][number]): string {
  if (step.kind === 'servidor' || step.kind === 'navegador') {
    // «Respuesta del servicio: se registra el rechazo» is «se registra el rechazo»; a failure keeps
    // what fails («El servicio no guarda la solicitud: responde con un error»).
    const answer = step.action.replace(/^Respuesta del servicio: /, '').replace(/: responde con .*$/, '');
    return lowerFirst(answer.replace(/ \[[^\]]*\]$/, ''));
  }
  const action = step.action
    .replace(/ \[[^\]]*\]$/, '')
    .replace(/^Completa el formulario \(.*\)$/, 'Completa el formulario')
    // What comes after a colon or a semicolon explains the action; the title keeps the action.
    .replace(/[:;] .*$/, '')
    .replace(/ \([^()]*\)$/, '')
    .replace(/ (?:precedido|seguido)(?: y (?:precedido|seguido))? de [^«]*?(?= en «|$)/, '');
  return lowerFirst(infinitive(action));
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * The phrases a script's title is made of, first to last: its steps after the opening (the opening alone
 * when it has no other), without the answer that only loads the screen the person starts on.
 */
function titleItems(script: ManualPath): string[] {
  const steps = script.steps.slice(1).filter(
    // The load right after the opening, when more follows: every script of the screen starts that way.
    (step, position) =>
      !(
        position === 0 &&
        step.kind === 'servidor' &&
        step.action.startsWith('Respuesta del servicio:') &&
        script.steps.length > 2
      ),
  );
  const first = script.steps[0];
  if (steps.length === 0) return first ? [lowerFirst(infinitive(first.action))] : [];
  return steps.map(titleItem);
}

/** The input's first clause («una solicitud de certificación»), for suites with more than one input. */
function inputHead(script: ManualPath): string {
  return script.inputWords.split(/[;,] /)[0] ?? script.inputWords;
}

/** «a, b y c». */
function listed(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} y ${items.at(-1)}`;
}

/**
 * A Spanish title for each script of a suite, unique within it and apart from `taken`: its last steps
 * (the outcome and what the person did to get there), as few as tell it from the others, after its
 * input's first clause when the suite has more than one input; «(variante N)» only when two scripts
 * differ in nothing a title says.
 */
export function scriptTitles(
  scripts: readonly ManualPath[],
  taken: ReadonlySet<string> = new Set(),
): Map<string, string> {
  const withInput = new Set(scripts.map(inputHead)).size > 1;
  const items = scripts.map(titleItems);
  const counts = items.map((list) => Math.min(2, list.length));
  const titleOf = (index: number) => {
    const list = items[index] ?? [];
    const said = listed(list.slice(list.length - (counts[index] ?? 0)));
    const text = withInput ? `${inputHead(scripts[index] as ManualPath)}: ${said}` : said;
    return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  };
  for (;;) {
    const titles = scripts.map((_, index) => titleOf(index));
    const longer = titles
      .map((title, index) => ({ title, index }))
      .filter(
        ({ title, index }) =>
          (taken.has(title) || titles.some((other, otherIndex) => otherIndex !== index && other === title)) &&
          (counts[index] ?? 0) < (items[index]?.length ?? 0),
      );
    if (longer.length === 0) break;
    for (const { index } of longer) counts[index] = (counts[index] ?? 0) + 1;
  }
  const result = new Map<string, string>();
  const used = new Set(taken);
  scripts.forEach((script, index) => {
    const title = titleOf(index);
    let unique = title;
    for (let variant = 2; used.has(unique); variant += 1) unique = `${title} (variante ${variant})`;
    used.add(unique);
    result.set(script.id, unique);
  });
  return result;
}
