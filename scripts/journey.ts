// The journey overview (docs/flows/journey.md): how the machines of machines/index.ts follow one another,
// from sign-in to the wizards. The edges are worked out from the machines themselves: a named
// navigation or hand-over action of one machine (goTo…, selectUnit…) leads where `destinations` says, and a
// machine that invokes another registered machine as an actor runs it as a child. This file only places
// machines in stages and names where actions lead; a machine or an action it does not know still shows,
// marked, so a new machine never breaks the overview.

import type { RegisteredMachine } from '@machines/index';
import type { AnyStateMachine } from 'xstate';
import { escapeMermaid } from './mermaid-text';
import { machineTitles } from './paths-tester';

/** The stages of the journey, in order, with the machines of each. Every registered machine has one. */
export const stages: Array<{ id: string; title: string; machines: string[] }> = [
  { id: 'login', title: 'Inicio de sesión', machines: ['authentication', 'credential-check'] },
  { id: 'start', title: 'Unidad y carga', machines: ['business-unit-choice', 'app-loading'] },
  { id: 'session', title: 'Sesión', machines: ['portal', 'staff-session', 'inactivity'] },
  { id: 'employee', title: 'Empleado', machines: ['employee-search', 'selected-employee'] },
  {
    id: 'requests',
    title: 'Solicitudes',
    machines: [
      'requests-list',
      'request-wizard',
      'success-flag',
      'discard',
      'requests-board',
      'request-process',
    ],
  },
  { id: 'contracts', title: 'Contratos', machines: ['contract-history', 'contract-action'] },
  { id: 'linking', title: 'Vinculación', machines: ['onboarding'] },
  { id: 'approvals', title: 'Aprobaciones', machines: ['vacation-approval', 'team-absences'] },
  { id: 'history', title: 'Historial', machines: ['request-history'] },
];

/** The machines no stage places: `npm run charts` fails while there is one. */
export function unplacedMachines(entries: readonly RegisteredMachine[]): string[] {
  const placed = new Set(stages.flatMap((stage) => stage.machines));
  return entries.filter((entry) => !placed.has(entry.name)).map((entry) => entry.name);
}

/** Screens the journey reaches that no machine drives. */
export const screens: Record<string, string> = {
  home: 'Inicio (/)',
  error: 'Página de error (/error)',
  notAvailable: 'Portal no disponible',
};

/**
 * Where an action leads, by action name (or 'machine:action' when one machine means something else):
 * registered machine names or keys of `screens`, and what the arrow says in Spanish. Actions not listed
 * here and not named like navigation (goTo…, signOut…) are not part of the journey (toasts, storage).
 */
export const destinations: Record<string, { to: string[]; says: string }> = {
  goToClients: { to: ['business-unit-choice'], says: 'varias unidades' },
  goToLoadingApp: { to: ['app-loading'], says: 'unidad elegida' },
  goToEmployeeSelection: { to: ['employee-search'], says: 'a seleccionar empleado' },
  // The saved page of the app: a vacation-approval link, a new tab's page (/employees/new-employee).
  goToSavedRoute: { to: ['vacation-approval', 'onboarding'], says: 'ruta guardada' },
  goHome: { to: ['home'], says: 'sin empleado' },
  goToErrorPage: { to: ['error'], says: 'error' },
  signOutToErrorPage: { to: ['error'], says: 'error y cierre de sesión' },
  goToNotAvailable: { to: ['notAvailable'], says: 'portal no disponible' },
  selectUnit: { to: ['portal', 'staff-session'], says: 'entrega la unidad' },
  selectEmployee: { to: ['selected-employee'], says: 'entrega el empleado' },
  goToEnjoymentWizard: { to: ['request-wizard'], says: 'Solicitar' },
  goToPaymentWizard: { to: ['request-wizard'], says: 'Solicitar' },
  goToCertificationWizard: { to: ['request-wizard'], says: 'Solicitar' },
  goToList: { to: ['requests-list'], says: 'Regresar' },
  goToListWithSuccess: { to: ['requests-list'], says: 'solicitud enviada' },
  // The inactivity limit ends the session: the authentication flow signs out.
  signOut: { to: ['authentication'], says: 'cierra la sesión' },
  goToProcessPage: { to: ['request-process'], says: 'abrir solicitud' },
  goToBoard: { to: ['requests-board'], says: 'volver al tablero' },
  // The onboarding wizard ends on employee selection with the 'Solicitud enviada' flag.
  goToEmployeesWithFlag: { to: ['employee-search'], says: 'solicitud enviada o Regresar' },
  // Its back arrow, confirmed in 'Regresar', discards the draft and goes to employee selection.
  goToEmployees: { to: ['employee-search'], says: 'solicitud enviada o Regresar' },
};

/** Hand-overs that src/app makes without a machine action (it renders one machine's screen after another). */
export const appEdges: Array<{ from: string; to: string; says: string }> = [
  { from: 'authentication', to: 'portal', says: 'con sesión' },
  { from: 'authentication', to: 'staff-session', says: 'con sesión' },
  { from: 'authentication', to: 'credential-check', says: 'con sesión' },
  { from: 'authentication', to: 'inactivity', says: 'con sesión' },
  { from: 'authentication', to: 'vacation-approval', says: 'enlace de la notificación' },
  { from: 'home', to: 'requests-list', says: 'Vacaciones, Certificaciones' },
  { from: 'home', to: 'selected-employee', says: 'banner del empleado' },
  { from: 'home', to: 'contract-history', says: 'Contratos' },
  { from: 'home', to: 'requests-board', says: 'Solicitudes en trámite' },
  { from: 'request-wizard', to: 'success-flag', says: 'deja el aviso de éxito' },
  { from: 'success-flag', to: 'requests-list', says: 'se muestra en la lista' },
  { from: 'employee-search', to: 'onboarding', says: 'Vincular nuevo empleado' },
  { from: 'contract-history', to: 'onboarding', says: 'Agregar vinculación' },
  // The history section each of these pages shows, over its own actor.
  { from: 'request-process', to: 'request-history', says: 'Historial de la solicitud' },
  { from: 'requests-list', to: 'request-history', says: 'Ver detalles: historial' },
  { from: 'vacation-approval', to: 'request-history', says: 'Historial de la solicitud' },
  { from: 'vacation-approval', to: 'team-absences', says: 'Ausencias del equipo en esas fechas' },
];

/** What a child-machine arrow says. */
const childSays = 'la ejecuta dentro';

/** A Mermaid flowchart node id for a machine or screen name. */
export function journeyId(name: string): string {
  return `n_${name.replace(/\W/g, '_')}`;
}

const navigationLike = /^(goTo|signOut)/;

function placeholderActions(machine: AnyStateMachine): string[] {
  return Object.entries(machine.implementations.actions as Record<string, unknown>)
    .filter(([, implementation]) => typeof implementation === 'function' && !('type' in implementation))
    .map(([name]) => name);
}

/** The edges of the journey: [from, to, label, kind] with kind 'action', 'child', 'app' or 'unknown'. */
export function journeyEdges(
  entries: readonly RegisteredMachine[],
): Array<{ from: string; to: string; says: string; kind: 'action' | 'child' | 'app' | 'unknown' }> {
  const names = new Set(entries.map((entry) => entry.name));
  const edges: Array<{
    from: string;
    to: string;
    says: string;
    kind: 'action' | 'child' | 'app' | 'unknown';
  }> = [];
  for (const entry of entries) {
    for (const action of placeholderActions(entry.machine)) {
      const destination = destinations[`${entry.name}:${action}`] ?? destinations[action];
      if (destination) {
        for (const to of destination.to) {
          const known = edges.some(
            (edge) => edge.from === entry.name && edge.to === to && edge.says === destination.says,
          );
          if (!known) edges.push({ from: entry.name, to, says: destination.says, kind: 'action' });
        }
      } else if (navigationLike.test(action)) {
        edges.push({ from: entry.name, to: `?${action}`, says: action, kind: 'unknown' });
      }
    }
    const actors = entry.machine.implementations.actors as Record<string, unknown>;
    for (const logic of Object.values(actors)) {
      const child = entries.find((other) => other.machine === logic);
      if (child) edges.push({ from: entry.name, to: child.name, says: childSays, kind: 'child' });
    }
  }
  for (const edge of appEdges) {
    const known = (name: string) => names.has(name) || name in screens;
    if (known(edge.from) && known(edge.to)) edges.push({ ...edge, kind: 'app' });
  }
  return edges;
}

/** The journey is drawn in parts (each readable at 100 % on a 1366-px screen): the stages each part draws as boxes. */
export const journeyParts: Array<{
  title: string;
  stages: string[];
  direction: 'TB' | 'LR';
  spacing?: { nodeSpacing: number; rankSpacing: number };
}> = [
  {
    title: 'Inicio de sesión',
    stages: ['login'],
    direction: 'LR',
    spacing: { nodeSpacing: 110, rankSpacing: 40 },
  },
  { title: 'Unidad y carga', stages: ['start'], direction: 'TB' },
  { title: 'Sesión', stages: ['session'], direction: 'LR' },
  { title: 'Empleado', stages: ['employee'], direction: 'TB', spacing: { nodeSpacing: 40, rankSpacing: 70 } },
  { title: 'Solicitudes', stages: ['requests'], direction: 'TB' },
  {
    title: 'Contratos, vinculación y aprobaciones',
    stages: ['contracts', 'linking', 'approvals'],
    direction: 'TB',
  },
  { title: 'Historial de la solicitud', stages: ['history'], direction: 'LR' },
];

/**
 * Sections several pages show: the arrows into one are drawn in its own part only, where they all meet
 * (drawn in each page's part too, they made those parts too wide to read).
 */
const sections = new Set(['request-history']);

/** A node's label in lines of about 22 characters (Mermaid draws a plain label on one line). */
function wrapped(label: string, width = 22): string {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.map(escapeMermaid).join('<br/>');
}

/**
 * The Mermaid flowchart of one part of the journey (all of it without `part`): its stages as boxes, the
 * arrows that touch one of their machines, and the machines and screens at the other end as plain nodes.
 */
export function journeyChart(
  entries: readonly RegisteredMachine[],
  part?: {
    stages: string[];
    direction?: 'TB' | 'LR';
    spacing?: { nodeSpacing: number; rankSpacing: number };
  },
): string {
  const names = new Set(entries.map((entry) => entry.name));
  // Close together, so a part stays readable at 100 % on a 1366-px screen (readableSize).
  const lines = [
    `%%{init: ${JSON.stringify({ flowchart: part?.spacing ?? { nodeSpacing: 20, rankSpacing: 40 } })}}%%`,
    `flowchart ${part?.direction ?? 'TB'}`,
  ];
  const node = (name: string, label: string) => `${journeyId(name)}["${wrapped(label)}"]`;
  const drawnStages = stages.filter((stage) => !part || part.stages.includes(stage.id));
  const inPart = new Set(drawnStages.flatMap((stage) => stage.machines));
  const unplaced = entries.filter((entry) => unplacedMachines(entries).includes(entry.name));
  for (const entry of unplaced) inPart.add(entry.name);
  for (const stage of drawnStages) {
    const members = stage.machines.filter((name) => names.has(name));
    if (members.length === 0) continue;
    lines.push(`  subgraph ${stage.id}["${escapeMermaid(stage.title)}"]`);
    for (const name of members) lines.push(`    ${node(name, machineTitles[name] ?? name)}`);
    lines.push('  end');
  }
  if (unplaced.length > 0) {
    lines.push(`  subgraph unplaced["${escapeMermaid('Sin etapa (añádela en scripts/journey.ts)')}"]`);
    for (const entry of unplaced)
      lines.push(`    ${node(entry.name, machineTitles[entry.name] ?? entry.name)}`);
    lines.push('  end');
  }
  const edges = journeyEdges(entries).filter(
    (edge) =>
      (inPart.has(edge.from) || inPart.has(edge.to)) && (!sections.has(edge.to) || inPart.has(edge.to)),
  );
  const ends = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  for (const name of ends) {
    if (names.has(name) && !inPart.has(name)) {
      const stage = stages.find((candidate) => candidate.machines.includes(name));
      lines.push(`  ${node(name, `${machineTitles[name] ?? name} (${stage?.title ?? 'sin etapa'})`)}`);
    }
  }
  for (const [key, title] of Object.entries(screens)) {
    if (ends.has(key)) lines.push(`  ${node(key, title)}`);
  }
  for (const edge of edges.filter((candidate) => candidate.kind === 'unknown')) {
    lines.push(`  ${node(edge.to, `${edge.says}: destino sin registrar en scripts/journey.ts`)}`);
  }
  for (const edge of edges) {
    const arrow = edge.kind === 'child' ? '-.->' : edge.kind === 'app' ? '==>' : '-->';
    lines.push(`  ${journeyId(edge.from)} ${arrow}|"${escapeMermaid(edge.says)}"| ${journeyId(edge.to)}`);
  }
  return lines.join('\n');
}

/** docs/flows/journey.md. */
export function journeyMarkdown(entries: readonly RegisteredMachine[]): string {
  const lines = [
    '# Journey',
    '',
    'How the machines form the journey, from sign-in to the wizards. Generated by `npm run charts`;',
    'do not edit by hand. Solid arrows are actions a machine names (navigation, the unit or employee it',
    'hands over), thick arrows are hand-overs `src/app` makes, dotted arrows a machine run as a child.',
    'Stages (Inicio de sesión, Unidad y carga, Sesión, Empleado, Solicitudes, Contratos, Vinculación,',
    'Aprobaciones, Historial) and destinations live in `scripts/journey.ts`; `npm run charts` fails while a',
    'registered machine is in no stage, and an action whose destination is not registered shows with',
    '"destino sin registrar". Each part is drawn readable at 100 % on a 1366-px screen.',
    '',
    ...journeyParts.flatMap((part) => [
      `## ${part.title}`,
      '',
      '```mermaid',
      journeyChart(entries, part),
      '```',
      '',
    ]),
    ...entries.map((entry) => `- [${entry.name}](${entry.name}.md): ${entry.purpose}`),
  ];
  return `${lines.join('\n')}\n`;
}
