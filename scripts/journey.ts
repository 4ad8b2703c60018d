// The journey overview (docs/flows/journey.md): how the machines of machines/index.ts follow one another,
// from sign-in to the wizards. The edges are worked out from the machines themselves: a named
// navigation or hand-over action of one machine (goTo…, selectUnit…) leads where `destinations` says, and a
// machine that invokes another registered machine as an actor runs it as a child. This file only places
// machines in stages and names where actions lead; a machine or an action it does not know still shows,
// marked, so a new machine never breaks the overview.

import type { RegisteredMachine } from '@machines/index';
import type { AnyStateMachine } from 'xstate';
import { escapeMermaid } from './mermaid-text';

/** The stages of the journey, in order, with the machines of each. */
export const stages: Array<{ id: string; title: string; machines: string[] }> = [
  { id: 'signIn', title: 'Inicio de sesión', machines: ['authentication', 'portal', 'staff-session'] },
  {
    id: 'unit',
    title: 'Unidad de negocio',
    machines: ['credential-check', 'business-unit-choice', 'app-loading'],
  },
  { id: 'employee', title: 'Empleado', machines: ['employee-search', 'selected-employee'] },
  { id: 'areas', title: 'Áreas (vacaciones, certificaciones)', machines: ['requests-list'] },
  { id: 'wizards', title: 'Asistentes y diálogos', machines: ['request-wizard', 'discard', 'onboarding'] },
];

/** Screens the journey reaches that no machine drives (yet). */
export const screens: Record<string, string> = {
  home: 'Inicio (/)',
  error: 'Página de error (/error)',
  notAvailable: 'login/error/not-available',
  vacationApproval: 'Aprobación de vacaciones (/approvals/vacation-approval)',
};

/**
 * Where an action leads, by action name (or 'machine:action' when one machine means something else):
 * registered machine names or keys of `screens`. Actions not listed here and not named like navigation
 * (goTo…, signOut…) are not part of the journey (toasts, storage).
 */
export const destinations: Record<string, string[]> = {
  goToClients: ['business-unit-choice'],
  goToLoadingApp: ['app-loading'],
  goToEmployeeSelection: ['employee-search'],
  goToVacationApproval: ['vacationApproval'],
  goHome: ['home'],
  goToErrorPage: ['error'],
  signOutToErrorPage: ['error'],
  goToNotAvailable: ['notAvailable'],
  selectUnit: ['portal', 'staff-session'],
  selectEmployee: ['selected-employee'],
  goToEnjoymentWizard: ['request-wizard'],
  goToPaymentWizard: ['request-wizard'],
  goToCertificationWizard: ['request-wizard'],
  goToList: ['requests-list'],
  goToListWithSuccess: ['requests-list'],
  // The inactivity limit ends the session: the authentication flow signs out.
  signOut: ['authentication'],
  goToProcessPage: ['request-process'],
  goToBoard: ['requests-board'],
  // The onboarding wizard ends on employee selection with the 'Solicitud enviada' flag.
  goToEmployeesWithFlag: ['employee-search'],
};

/** Hand-overs that src/app makes without a machine action (it renders one machine's screen after another). */
export const appEdges: Array<{ from: string; to: string; says: string }> = [
  { from: 'authentication', to: 'portal', says: 'con sesión: datos del portal' },
  { from: 'authentication', to: 'staff-session', says: 'con sesión: el funcionario' },
  { from: 'authentication', to: 'credential-check', says: 'login/{user_id}/checking-credentials' },
  { from: 'home', to: 'requests-list', says: 'tarjetas Vacaciones y Certificaciones' },
  { from: 'home', to: 'selected-employee', says: 'banner del empleado' },
  { from: 'authentication', to: 'inactivity', says: 'con sesión: el límite de inactividad' },
  { from: 'home', to: 'contract-history', says: 'tarjeta Contratos' },
  { from: 'contract-history', to: 'contract-action', says: 'Terminar / Renovar / Modificar' },
  { from: 'home', to: 'requests-board', says: 'tarjeta Solicitudes en trámite' },
  { from: 'employee-search', to: 'onboarding', says: 'Vincular nuevo empleado (nueva pestaña)' },
  { from: 'contract-history', to: 'onboarding', says: 'Agregar vinculación (nueva pestaña)' },
];

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
      const targets = destinations[`${entry.name}:${action}`] ?? destinations[action];
      if (targets) {
        for (const to of targets) edges.push({ from: entry.name, to, says: action, kind: 'action' });
      } else if (navigationLike.test(action)) {
        edges.push({ from: entry.name, to: `?${action}`, says: action, kind: 'unknown' });
      }
    }
    const actors = entry.machine.implementations.actors as Record<string, unknown>;
    for (const [src, logic] of Object.entries(actors)) {
      const child = entries.find((other) => other.machine === logic);
      if (child) edges.push({ from: entry.name, to: child.name, says: `invoca ${src}`, kind: 'child' });
    }
  }
  for (const edge of appEdges) {
    const known = (name: string) => names.has(name) || name in screens;
    if (known(edge.from) && known(edge.to)) edges.push({ ...edge, kind: 'app' });
  }
  return edges;
}

/** The Mermaid flowchart of the journey. */
export function journeyChart(entries: readonly RegisteredMachine[]): string {
  const names = new Set(entries.map((entry) => entry.name));
  const lines = ['flowchart LR'];
  const node = (name: string, label: string) => `${journeyId(name)}["${escapeMermaid(label)}"]`;
  for (const stage of stages) {
    const members = stage.machines.filter((name) => names.has(name));
    if (members.length === 0) continue;
    lines.push(`  subgraph ${stage.id}["${escapeMermaid(stage.title)}"]`);
    for (const name of members) lines.push(`    ${node(name, name)}`);
    lines.push('  end');
  }
  const placed = new Set(stages.flatMap((stage) => stage.machines));
  const unplaced = entries.filter((entry) => !placed.has(entry.name));
  if (unplaced.length > 0) {
    lines.push(`  subgraph unplaced["${escapeMermaid('Sin etapa (añádela en scripts/journey.ts)')}"]`);
    for (const entry of unplaced) lines.push(`    ${node(entry.name, entry.name)}`);
    lines.push('  end');
  }
  const edges = journeyEdges(entries);
  const used = new Set(edges.flatMap((edge) => [edge.from, edge.to]));
  for (const [key, title] of Object.entries(screens)) {
    if (used.has(key)) lines.push(`  ${node(key, title)}`);
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
    'Stages and destinations live in `scripts/journey.ts`; a machine or action it does not know shows',
    'under "Sin etapa" or with "destino sin registrar".',
    '',
    '```mermaid',
    journeyChart(entries),
    '```',
    '',
    ...entries.map((entry) => `- [${entry.name}](${entry.name}.md): ${entry.purpose}`),
  ];
  return `${lines.join('\n')}\n`;
}
