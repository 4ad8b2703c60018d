// npm run charts: writes docs/flows/<machine>.md (a Mermaid stateDiagram-v2 generated from the machine
// definition) and docs/flows/<machine>.json (machine.toJSON()) for every machine of machines/index.ts,
// plus the index docs/flows/README.md. Deterministic: same machines, same bytes.
// test/tooling/charts.test.ts fails when the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RegisteredMachine, registry } from '@machines/index';
import { pathConfigs } from '@test/paths/configs';
import {
  eventsThrough,
  matchesPattern,
  type PathTestConfig,
  transitionEventName,
  transitionKey,
} from '@test/support/path-model';
import { pathSet } from '@test/support/path-set';
import { controlFor, sourceLegend } from '@test/support/screen-spec';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { eventCaption, stateCaption } from './flows-captions';
import { extraNotes, type Layout, layouts, type SimplifiedView } from './flows-layout';
import { measureStately } from './flows-stately';
import { actorCaptions, delayCaptions, guardConditions, stateWords, transitionWords } from './flows-words';
import { journeyMarkdown, unplacedMachines } from './journey';
import { escapeMermaid } from './mermaid-text';
import { requirementIdsIn } from './paths-requirements';
import { machineTitles } from './paths-tester';
import { requestPathsMarkdown } from './request-paths';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const flowsFolder = 'docs/flows';

type Named = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown);

/** The Mermaid id of a state node: its path joined with '__' (the root is the machine id). */
export function mermaidId(node: AnyStateNode): string {
  return node.path.length === 0 ? node.id.replace(/\W/g, '_') : node.path.join('__').replace(/\W/g, '_');
}

/** The Mermaid id of the "any state" node that carries the root's own transitions. */
export function anyStateId(machine: AnyStateMachine): string {
  return `${mermaidId(machine.root)}__any`;
}

export { escapeMermaid } from './mermaid-text';

/** Stands for the context and event when a guard's computed params are read for the words. */
const unknownValue: unknown = new Proxy(() => undefined, {
  get: (_, key) => (key === Symbol.toPrimitive ? () => '…' : unknownValue),
  apply: () => unknownValue,
});

/**
 * The params a guard writes in place next to those it takes from the event (`params: ({ event }) =>
 * ({ useCase: 'DiscardVacationInProcess', requestId: event.requestId })`): `useCase
 * DiscardVacationInProcess, …`, so the diagram still shows the privilege. Undefined when none is written
 * in place or the function cannot run on stand-ins.
 */
function writtenParams(params: (...args: never[]) => unknown): string | undefined {
  let computed: unknown;
  try {
    computed = (params as (args: unknown) => unknown)({ context: unknownValue, event: unknownValue });
  } catch {
    return undefined;
  }
  if (computed === null || typeof computed !== 'object') return undefined;
  const written = Object.entries(computed).filter(
    ([, value]) =>
      ['string', 'number', 'boolean'].includes(typeof value) &&
      !(typeof value === 'string' && value.includes('…')),
  );
  return written.length === 0
    ? undefined
    : `${written.map(([key, value]) => `${key} ${String(value)}`).join(', ')}, …`;
}

function paramsWords(params: unknown, kind: 'guard' | 'action' = 'action'): string {
  if (params === undefined) return '';
  if (typeof params === 'function') {
    const written = kind === 'guard' ? writtenParams(params as (...args: never[]) => unknown) : undefined;
    return written === undefined ? '(…)' : `(${written})`;
  }
  if (params === null || typeof params !== 'object') return `(${String(params)})`;
  const parts = Object.entries(params as Record<string, unknown>).map(
    ([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  return `(${parts.join(', ')})`;
}

/** A named action, guard or actor in words: `name(param value)`; inline functions read 'inline'. */
function nameOf(item: Named | undefined, kind: 'guard' | 'action' = 'action'): string {
  if (item === undefined) return '';
  if (typeof item === 'string') return item;
  if (typeof item === 'function') {
    const type = (item as { type?: unknown }).type;
    return typeof type === 'string' ? type.replace(/^xstate\./, '') : 'inline';
  }
  return `${item.type ?? 'inline'}${paramsWords(item.params, kind)}`;
}

function eventWords(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const eventType = transition.eventType as string;
  if (eventType === '') return 'always';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after?.[1]) {
    const delay = (machine.implementations.delays as Record<string, unknown>)[after[1]];
    const ms = typeof delay === 'number' ? ` ${delay} ms` : '';
    return `after ${after[1]}${ms}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done ${done[1]}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `error ${failed[1]}`;
  const doneState = /^xstate\.done\.state\.(.+)$/.exec(eventType);
  if (doneState) return 'done';
  return eventType;
}

/** The transitions a state node takes for the same event, in the order xstate tries them. */
function alternativesOf(transition: AnyTransitionDefinition): AnyTransitionDefinition[] {
  const source = transition.source as AnyStateNode;
  const eventType = transition.eventType as string;
  return eventType === ''
    ? ((source.always ?? []) as AnyTransitionDefinition[])
    : ((source.transitions.get(eventType) ?? []) as AnyTransitionDefinition[]);
}

/**
 * The guard part of a label. Alternatives for one event are numbered in the order they are tried
 * (`[1. hasNoUser]`, `[2. fetchFailed]`…) and the unguarded one after them reads `[else]`.
 */
function guardWords(transition: AnyTransitionDefinition): string {
  const alternatives = alternativesOf(transition);
  const index = alternatives.indexOf(transition);
  const guard = transition.guard ? nameOf(transition.guard as Named, 'guard') : undefined;
  if (alternatives.length <= 1) return guard ? ` [${guard}]` : '';
  if (!guard) return alternatives.slice(0, index).some((other) => other.guard) ? ' [else]' : '';
  return ` [${index + 1}. ${guard}]`;
}

/** The full words of a transition: `event [guard(params)] / actions` (the table below the diagram). */
export function transitionText(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const actions = (transition.actions as Named[]).map((action) => nameOf(action)).filter(Boolean);
  const doing = actions.length > 0 ? ` / ${actions.join(', ')}` : '';
  return `${eventWords(machine, transition)}${guardWords(transition)}${doing}`;
}

/** The Spanish caption of an event: the control of the screen spec that sends it, else flows-captions. */
export function eventCaptionOf(name: string, type: string, config?: PathTestConfig): string {
  const control = config?.screen?.controls[type] as { name?: unknown; role?: string } | undefined;
  if (control && typeof control === 'object' && typeof control.name === 'string' && !control.role)
    return control.name;
  return eventCaption(name, type) ?? type;
}

/** The Spanish words of when a transition is taken: the event, a delay, an actor's end, at once. */
export function whenCaption(
  name: string,
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  config?: PathTestConfig,
): string {
  const eventType = transition.eventType as string;
  if (eventType === '') return 'de inmediato';
  const after = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (after?.[1]) {
    const delay = (machine.implementations.delays as Record<string, unknown>)[after[1]];
    if (typeof delay === 'number')
      return `tras ${delay >= 1000 && delay % 1000 === 0 ? `${delay / 1000} s` : `${delay} ms`}`;
    if (/^\d+$/.test(after[1])) return `tras ${after[1]} ms`;
    return `tras ${delayCaptions[`${name}:${after[1]}`] ?? `${after[1]} (configurable)`}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done)
    return `${isFlow(machine, done[1] ?? '') ? 'termina' : 'responde'} «${actorCaption(name, done[1] ?? '')}»`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `falla «${actorCaption(name, failed[1] ?? '')}»`;
  if (/^xstate\.done\.state\./.test(eventType)) return 'terminado';
  return eventCaptionOf(name, eventType, config);
}

/** What an invoked service call, browser task or flow does, in Spanish, by its invocation id. */
export function actorCaption(name: string, id: string): string {
  return actorCaptions[`${name}:${id}`] ?? id;
}

/** Whether an invocation runs a flow of its own (a child machine): its end reads «termina», not «responde». */
function isFlow(machine: AnyStateMachine, id: string): boolean {
  for (const node of allNodes(machine.root)) {
    for (const invocation of node.invoke) {
      if (invocation.id !== id) continue;
      const logic = (machine.implementations.actors as Record<string, unknown>)[String(invocation.src)];
      return typeof logic === 'object' && logic !== null && 'root' in logic;
    }
  }
  return false;
}

/**
 * A guard as the condition it checks, in Spanish (flows-words.ts): by the event it is checked on, then by
 * its parameters written in place, then by its name; its name when no words are written.
 */
export function guardCaption(name: string, transition: AnyTransitionDefinition): string | undefined {
  const guard = transition.guard as Named | undefined;
  if (guard === undefined) return undefined;
  const full = nameOf(guard, 'guard');
  const bare = full.replace(/\(.*\)$/, '');
  const event = transitionEventName(transition);
  return (
    guardConditions[`${name}:${event}:${bare}`] ??
    guardConditions[`${name}:${full}`] ??
    guardConditions[`${name}:${bare}`] ??
    bare
  );
}

/**
 * The short label of a transition on its arrow: the Spanish event, the guard's condition in Spanish
 * (`[sino]` for the fallback of guarded alternatives), `↻` when it re-enters its state (its timers and actors start over)
 * and `⊘` when it has no target and no action: it only keeps the event from reaching a parent.
 */
export function arrowText(
  name: string,
  machine: AnyStateMachine,
  transition: AnyTransitionDefinition,
  config?: PathTestConfig,
): string {
  const alternatives = alternativesOf(transition);
  const index = alternatives.indexOf(transition);
  const guard = guardCaption(name, transition);
  const guardPart = guard
    ? ` [${guard}]`
    : alternatives.length > 1 && alternatives.slice(0, index).some((other) => other.guard)
      ? ' [sino]'
      : '';
  const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
  const blocks = targets.length === 0 && (transition.actions as unknown[]).length === 0;
  const marks = `${transition.reenter ? ' ↻' : ''}${blocks ? ' ⊘' : ''}`;
  return `${whenCaption(name, machine, transition, config)}${guardPart}${marks}`;
}

/** A node's transitions in document order: its events in order of declaration, then `always`. */
export function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const list: AnyTransitionDefinition[] = [];
  for (const transitions of node.transitions.values())
    list.push(...(transitions as AnyTransitionDefinition[]));
  list.push(...((node.always ?? []) as AnyTransitionDefinition[]));
  return list;
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** The named entry/exit actions, without the raise/cancel pair xstate adds for `after` delays. */
function ownActions(node: AnyStateNode, actions: Named[]): string[] {
  const timers = node.after.length > 0 ? new Set(['raise', 'cancel']) : new Set<string>();
  return actions.map((action) => nameOf(action)).filter((name) => name !== '' && !timers.has(name));
}

/** What a state does besides its transitions: description, invoked actors, entry/exit actions, tags. */
function stateDetails(node: AnyStateNode): string[] {
  const lines: string[] = [];
  if (node.description) lines.push(node.description);
  for (const invocation of node.invoke) lines.push(`invoke ${String(invocation.src)}`);
  const entry = ownActions(node, node.entry as Named[]);
  if (entry.length > 0) lines.push(`entry ${entry.join(', ')}`);
  const exit = ownActions(node, node.exit as Named[]);
  if (exit.length > 0) lines.push(`exit ${exit.join(', ')}`);
  if (node.tags.length > 0) lines.push(`tags ${[...node.tags].sort().join(', ')}`);
  return lines;
}

/** How one diagram is drawn: the machine's name and path configuration (captions), a direction, a view. */
export interface DrawOptions {
  name?: string;
  config?: PathTestConfig;
  direction?: 'TB' | 'LR';
  /** Mermaid's spacing between states in a rank and between ranks (px). */
  spacing?: { nodeSpacing?: number; rankSpacing?: number };
  /** Loops drawn as lines inside their (drawn as simple) state, by Mermaid id; set by mermaidOf. */
  loops?: Map<string, string[]>;
  /** A simplified view: only these states (dotted paths; a listed state stands for its children) and events. */
  view?: SimplifiedView;
}

/** A state's Spanish caption (its key when flows-captions has none). */
export function stateCaptionOf(name: string, node: AnyStateNode): string {
  return stateCaption(name, node.key) ?? node.key;
}

function inside(node: AnyStateNode, path: string): boolean {
  const joined = node.path.join('.');
  return joined.startsWith(`${path}.`);
}

/** The node of a view that stands for a state: the state or its nearest listed ancestor. */
function standIn(node: AnyStateNode, view: SimplifiedView | undefined): AnyStateNode | undefined {
  if (!view) return node;
  if (view.within !== undefined && !inside(node, view.within)) return undefined;
  if (!view.states) return node;
  for (let current: AnyStateNode | undefined = node; current; current = current.parent) {
    if (view.states.includes(current.path.join('.'))) return current;
  }
  return undefined;
}

/** Whether a state is drawn: every state, or in a view the listed ones (not their children). */
function drawn(node: AnyStateNode, view: SimplifiedView | undefined): boolean {
  if (!view) return true;
  if (view.within !== undefined && !inside(node, view.within)) return false;
  return !view.states || view.states.includes(node.path.join('.'));
}

/**
 * A state's declaration and, for a composite state, its children. Only declarations, initial and final
 * markers go inside a block: Mermaid places a state in the last block that mentions it, so every edge
 * is written after all blocks, at the top level. What a state does (description, actors, entry actions,
 * tags) goes to the table below the diagram, so a state reads as its Spanish caption only.
 */
function declarations(node: AnyStateNode, indent: string, options: DrawOptions): string[] {
  const id = mermaidId(node);
  const lines: string[] = [];
  const kids = children(node).filter((child) => drawn(child, options.view));
  const caption = escapeMermaid(stateCaptionOf(options.name ?? '', node));
  if (kids.length > 0) {
    lines.push(`${indent}state "${caption}" as ${id} {`);
    lines.push(...body(node, `${indent}  `, options));
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${caption}" as ${id}`);
    // A state's own loops are lines inside it: Mermaid draws at most one loop per state and puts its
    // label where other labels are.
    for (const line of options.loops?.get(id) ?? []) lines.push(`${indent}${id} : ↺ ${escapeMermaid(line)}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** The inside of a compound or parallel state (or of the whole machine). */
function body(node: AnyStateNode, indent: string, options: DrawOptions): string[] {
  const lines: string[] = [];
  const kids = children(node).filter((child) => drawn(child, options.view));
  if (node.type === 'parallel') {
    kids.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...declarations(child, indent, options));
    });
    return lines;
  }
  const initial = (node.initial?.target as AnyStateNode[] | undefined)?.[0];
  const start = initial && standIn(initial, options.view);
  if (start && start !== node) lines.push(`${indent}[*] --> ${mermaidId(start)}`);
  for (const child of kids) lines.push(...declarations(child, indent, options));
  return lines;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...children(node).flatMap((child) => allNodes(child))];
}

/** One arrow of a diagram: every transition from one drawn state to another, in document order. */
export interface DrawnEdge {
  from: string;
  to: string;
  transitions: AnyTransitionDefinition[];
  /** The label's lines: each transition's short Spanish label, once. */
  lines: string[];
}

/**
 * Every arrow of the chart. Transitions that join the same two states share one arrow whose label holds
 * one line per distinct label (Mermaid draws one loop per state, so a state's loops must be one arrow).
 * A targetless transition is a loop on its state; the root's own transitions (taken in any state) leave
 * and enter the "any state" node. In a view, states stand in for their children and other events and
 * loops are left out.
 */
export function drawnEdges(machine: AnyStateMachine, options: DrawOptions = {}): DrawnEdge[] {
  const edges = new Map<string, DrawnEdge>();
  const view = options.view;
  for (const node of allNodes(machine.root)) {
    const source = node === machine.root ? undefined : standIn(node, view);
    if (node !== machine.root && !source) continue;
    const from = source ? mermaidId(source) : anyStateId(machine);
    for (const transition of transitionsOf(node)) {
      if (view?.events && !view.events.includes(transition.eventType as string)) continue;
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
      const ends = targets.length === 0 ? [from] : targets.map((target) => standIn(target, view));
      for (const end of ends) {
        if (end === undefined) continue;
        const to = typeof end === 'string' ? end : mermaidId(end);
        if (view && to === from) {
          // In a view a loop is drawn only on the state that declares it, never for moves inside a closed box.
          // The root's own transitions (taken in any state) belong to the view of the whole machine.
          const declaring = node === machine.root ? view.within === undefined : source === node;
          const declared = declaring && (targets.length === 0 || targets[0] === node);
          if (!(view.loops ?? !view.states) || !declared) continue;
        }
        const key = `${from} ${to}`;
        const edge = edges.get(key) ?? { from, to, transitions: [], lines: [] };
        edges.set(key, edge);
        edge.transitions.push(transition);
        const line = arrowText(options.name ?? '', machine, transition, options.config);
        if (!edge.lines.includes(line)) edge.lines.push(line);
      }
    }
  }
  return [...edges.values()];
}

/** Every edge of the chart as [from, to, label] (label lines joined by ' · '). */
export function edgesOf(
  machine: AnyStateMachine,
  options: DrawOptions = {},
): Array<[string, string, string]> {
  return drawnEdges(machine, options).map((edge) => [edge.from, edge.to, edge.lines.join(' · ')]);
}

/** The Mermaid stateDiagram-v2 of a machine (or of a simplified view of it). */
export function mermaidOf(machine: AnyStateMachine, options: DrawOptions = {}): string {
  // Mermaid draws parallel regions ('--') only inside a box: a parallel machine gets one box for itself.
  const root = machine.root;
  const spacing = options.spacing ? [`%%{init: ${JSON.stringify({ state: options.spacing })}}%%`] : [];
  const head = [
    ...spacing,
    'stateDiagram-v2',
    ...(options.direction ? [`  direction ${options.direction}`] : []),
  ];
  const within = options.view?.within;
  const allEdges = drawnEdges(machine, options);
  const simple = (id: string) =>
    id !== anyStateId(machine) &&
    !allNodes(within ? machine.getStateNodeById(`${machine.id}.${within}`) : root).some(
      (node) => mermaidId(node) === id && children(node).some((child) => drawn(child, options.view)),
    );
  const loops = new Map(
    allEdges
      .filter((edge) => edge.from === edge.to && simple(edge.from))
      .map((edge) => [edge.from, edge.lines]),
  );
  options = { ...options, loops };
  const lines = within
    ? [...head, ...body(machine.getStateNodeById(`${machine.id}.${within}`), '  ', options)]
    : root.type === 'parallel'
      ? [
          ...head,
          `  state "${escapeMermaid(machineTitles[options.name ?? ''] ?? root.id)}" as ${mermaidId(root)} {`,
          ...body(root, '    ', options),
          '  }',
        ]
      : [...head, ...body(root, '  ', options)];
  const edges = allEdges.filter((edge) => !loops.has(edge.from) || edge.from !== edge.to);
  if (edges.some((edge) => edge.from === anyStateId(machine))) {
    lines.push(`  state "${escapeMermaid('en cualquier estado')}" as ${anyStateId(machine)}`);
  }
  for (const edge of edges)
    lines.push(
      `  ${edge.from} --> ${edge.to} : ${edge.lines.map((line) => escapeMermaid(line)).join('<br/>')}`,
    );
  return lines.join('\n');
}

/** What a state does in Spanish (flows-words.ts), for the visible table. */
export function stateWordsOf(name: string, node: AnyStateNode): string | undefined {
  return stateWords[`${name}:${node.path.join('.')}`];
}

/** The states as an analyst reads them: caption and what each does, in Spanish. */
function statesForAnalysts(name: string, machine: AnyStateMachine): string[] {
  const rows = allNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => {
      const parent =
        node.parent && node.parent !== machine.root ? ` (en «${stateCaptionOf(name, node.parent)}»)` : '';
      const words = (stateWordsOf(name, node) ?? '—').replace(/\|/g, '\\|');
      return `| ${stateCaptionOf(name, node)}${parent} | ${words} |`;
    });
  return ['## Estados', '', '| estado | qué hace |', '|---|---|', ...rows, ''];
}

/** The table of states for developers: caption, key, and the machine's own description, actors, entry/exit, tags. */
function statesSection(name: string, machine: AnyStateMachine): string[] {
  const rows = allNodes(machine.root)
    .filter((node) => node !== machine.root)
    .map((node) => {
      const details = stateDetails(node).join('; ').replace(/\|/g, '\\|');
      return `| ${stateCaptionOf(name, node)} | \`${node.path.join('.')}\` | ${details || '—'} |`;
    });
  return ['States by key:', '', '| estado | clave | qué hace |', '|---|---|---|', ...rows, ''];
}

/** The descriptions of transitions, which the diagram cannot hold. */
function detailsSection(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const described = allNodes(machine.root).flatMap((node) =>
    transitionsOf(node)
      .filter((transition) => transition.description)
      .map((transition) => ({ node, transition })),
  );
  if (described.length > 0) {
    lines.push('Transition notes:', '');
    for (const { node, transition } of described) {
      const where = node === machine.root ? 'any state' : node.path.join('.');
      lines.push(`- \`${where}\` on \`${transitionText(machine, transition)}\`: ${transition.description}`);
    }
    lines.push('');
  }
  return lines;
}

function sortedKeys(record: Record<string, unknown> | undefined): string[] {
  return Object.keys(record ?? {}).sort();
}

function implementationsSection(machine: AnyStateMachine): string[] {
  const delays = machine.implementations.delays as Record<string, unknown>;
  const lines: string[] = [];
  const delayNames = sortedKeys(delays);
  if (delayNames.length > 0) {
    lines.push('Named delays:', '');
    for (const name of delayNames) {
      const value = delays[name];
      lines.push(`- \`${name}\`: ${typeof value === 'number' ? `${value} ms` : 'computed from context'}`);
    }
    lines.push('');
  }
  const groups: Array<[string, Record<string, unknown>]> = [
    ['Actors (provided by src/app)', machine.implementations.actors as Record<string, unknown>],
    ['Guards', machine.implementations.guards as Record<string, unknown>],
    ['Actions', machine.implementations.actions as Record<string, unknown>],
  ];
  for (const [title, record] of groups) {
    const names = sortedKeys(record);
    if (names.length === 0) continue;
    lines.push(`${title}: ${names.map((name) => `\`${name}\``).join(', ')}`, '');
  }
  return lines;
}

/** The ordinary events a machine handles (not its timers, actor endings or internal events). */
function ordinaryEvents(machine: AnyStateMachine): string[] {
  const types = new Set<string>();
  for (const node of allNodes(machine.root)) {
    for (const type of node.transitions.keys()) if (!type.startsWith('xstate.')) types.add(type);
  }
  return [...types];
}

/**
 * Each event with the control a person uses to send it, from the machine's screen spec (the same object
 * the path tests press controls through). A control chosen per snapshot is named as every path meets it.
 */
function legendSection(entry: RegisteredMachine, config: PathTestConfig | undefined): string[] {
  const events = ordinaryEvents(entry.machine);
  if (events.length === 0) return [];
  const header = ['Events and the controls that send them:', ''];
  if (!config?.screen) {
    return [
      ...header,
      `No screen spec for this machine (\`screen\` in \`test/paths/${entry.name}.paths.ts\`): its events are named`,
      'as the machine names them.',
      '',
    ];
  }
  const screen = config.screen;
  const words = new Map<string, Set<string>>(events.map((type) => [type, new Set<string>()]));
  let note = '';
  try {
    for (const path of pathSet(entry.name, entry.machine, config, 'all')) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.state;
        if (!before || !words.has(step.event.type)) return;
        const { label: _label, ...event } = step.event as typeof step.event & { label?: unknown };
        const source = controlFor(screen, before, event, eventsThrough(path, index - 1));
        // A control the screen hides when the machine would ignore it is not one a person uses.
        const hidden = source && 'name' in source && source.whenBlocked === 'hidden' && !before.can(event);
        const legend = source && !hidden && sourceLegend(source);
        if (legend) words.get(step.event.type)?.add(legend);
      });
    }
  } catch (error) {
    note = `(The paths could not be generated, so computed controls are not named: ${(error as Error).message})`;
  }
  const rows = events.map((type) => {
    const found = [...(words.get(type) ?? [])];
    const fixed = screen.controls[type];
    const named =
      found.length > 0 ? found.join(' · ') : fixed === undefined ? '(no control in the screen spec)' : '—';
    return `| \`${type}\` | ${named.replace(/\|/g, '\\|')} |`;
  });
  return [
    ...header,
    `Screen: ${screen.screen}. From \`test/paths/${entry.name}.paths.ts\` (\`screen\`), which the path tests press.`,
    '',
    '| event | control |',
    '|---|---|',
    ...rows,
    '',
    ...(note ? [note, ''] : []),
  ];
}

/**
 * Every transition in full, below the diagram: its arrow label, the guard with its parameters and its
 * place among the alternatives, the actions, and the SPEC section it implements (the first matching
 * pattern of the machine's map).
 */
function transitionsSection(entry: RegisteredMachine, config: PathTestConfig | undefined): string[] {
  const spec = config?.spec;
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const rows = allNodes(entry.machine.root).flatMap((node) =>
    transitionsOf(node).map((transition) => {
      const section = spec
        ? (Object.entries(spec).find(([pattern]) =>
            matchesPattern(pattern, { transitions: [transition] }),
          )?.[1] ?? '(none)')
        : '—';
      const arrow = arrowText(entry.name, entry.machine, transition, config);
      return `| \`${transitionKey(transition)}\` | ${cell(arrow)} | \`${cell(transitionText(entry.machine, transition))}\` | ${cell(section)} |`;
    }),
  );
  return [
    'Transitions (guards with their parameters and order, actions, requirement):',
    '',
    ...(spec
      ? []
      : [
          'Requirements: this machine has no requirement map yet (`spec` in its `test/paths` configuration).',
          '',
        ]),
    '| transition | on the arrow | in full | requirement |',
    '|---|---|---|---|',
    ...rows,
    '',
  ];
}

/**
 * Every guarded choice with both branches: the alternatives in the order xstate tries them, and what
 * happens when no guard holds (the unguarded fallback, or nothing: the event is ignored in that state).
 * For analysts (the visible part of a page) each guard reads as its Spanish condition and the outcome as
 * the state reached; for developers (folded) as the guard's name with its parameters and the actions.
 */
export function guardsSection(
  entry: RegisteredMachine,
  config: PathTestConfig | undefined,
  forAnalysts = true,
): string[] {
  const lines: string[] = [];
  const where = (node: AnyStateNode) =>
    node === entry.machine.root ? 'en cualquier estado' : `«${stateCaptionOf(entry.name, node)}»`;
  const outcome = (transition: AnyTransitionDefinition) => {
    const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
    const doing = forAnalysts
      ? []
      : (transition.actions as Named[]).map((action) => nameOf(action)).filter(Boolean);
    const then = doing.length > 0 ? ` (${doing.join(', ')})` : '';
    return targets.length === 0
      ? `se queda${then}`
      : `→ ${targets.map((target) => `«${stateCaptionOf(entry.name, target)}»`).join(', ')}${then}`;
  };
  /** What happens when no alternative of a state holds: a parent that takes the event, or nothing. */
  const otherwise = (node: AnyStateNode, type: string) => {
    if (!forAnalysts) return 'este estado no atiende el evento (lo atiende su estado padre, si lo tiene)';
    for (let parent = node.parent; parent; parent = parent.parent) {
      if (type !== '' && parent.transitions.has(type)) return `lo atiende ${where(parent)}`;
    }
    return 'nada cambia';
  };
  for (const node of allNodes(entry.machine.root)) {
    const seen = new Set<string>();
    for (const transition of transitionsOf(node)) {
      const type = transition.eventType as string;
      if (seen.has(type)) continue;
      seen.add(type);
      const alternatives = alternativesOf(transition);
      if (!alternatives.some((alternative) => alternative.guard)) continue;
      const branches = alternatives.map((alternative, index) => {
        const guard = alternative.guard
          ? forAnalysts
            ? guardCaption(entry.name, alternative)
            : `\`${nameOf(alternative.guard as Named, 'guard')}\``
          : undefined;
        const word = index === 0 ? 'si' : 'si no, si';
        return guard ? `${word} ${guard}: ${outcome(alternative)}` : `si no: ${outcome(alternative)}`;
      });
      if (alternatives[alternatives.length - 1]?.guard) {
        const none = alternatives.length === 1 ? 'si no' : 'si ninguna se cumple';
        branches.push(`${none}: ${otherwise(node, type)}`);
      }
      // The requirements (docs/requirements.md) the branches implement, as the scripts cite them.
      const cited = [
        ...new Set(
          alternatives.flatMap((alternative) =>
            requirementIdsIn(
              Object.entries(config?.spec ?? {}).find(([pattern]) =>
                matchesPattern(pattern, { transitions: [alternative] }),
              )?.[1] ?? '',
            ),
          ),
        ),
      ];
      const requirements = cited.length > 0 ? ` Requisitos: ${cited.join(', ')}.` : '';
      lines.push(
        `- ${where(node)}, ${whenPhrase(whenCaption(entry.name, entry.machine, transition, config))}: ${branches.join('; ')}.${requirements}`,
      );
    }
  }
  if (lines.length === 0) return [];
  return forAnalysts
    ? ['## Condiciones y sus dos ramas', '', ...lines, '']
    : ['Guards by name, with their parameters and actions:', '', ...lines, ''];
}

/** When a choice is made, after a state: «con «Siguiente»», «cuando responde «…»», «de inmediato», «tras 10 s». */
function whenPhrase(when: string): string {
  if (/^(responde|falla|termina) /.test(when)) return `cuando ${when}`;
  if (when === 'de inmediato' || when.startsWith('tras ')) return when;
  return `con ${quoted(when)}`;
}

/** Words in «», unless they quote something already («falla «Enviar la respuesta»» reads badly). */
function quoted(words: string): string {
  return words.includes('«') ? words : `«${words}»`;
}

/** What the picture does not show by itself: re-entering, blocking, deep history, confirmations. */
export function semanticsNotes(entry: RegisteredMachine, config: PathTestConfig | undefined): string[] {
  const notes: string[] = [];
  for (const node of allNodes(entry.machine.root)) {
    const where =
      node === entry.machine.root ? 'en cualquier estado' : `«${stateCaptionOf(entry.name, node)}»`;
    for (const transition of transitionsOf(node)) {
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
      const when = whenCaption(entry.name, entry.machine, transition, config);
      if (transition.reenter) {
        // What starts over: the delays and actors of the state entered and of the states inside it.
        const entered = targets.flatMap((target) => allNodes(target));
        const timers = entered.flatMap((state) =>
          state.after.map((after) =>
            whenCaption(entry.name, entry.machine, after as AnyTransitionDefinition, config),
          ),
        );
        const actors = entered.flatMap((state) =>
          state.invoke.map((invocation) => actorCaption(entry.name, invocation.id)),
        );
        const restarts = [
          ...new Set([...timers.map((timer) => `«${timer}»`), ...actors.map((actor) => `«${actor}»`)]),
        ];
        const what =
          restarts.length > 0 ? `: ${restarts.join(', ')} empieza de nuevo con cada ${quoted(when)}` : '';
        notes.push(
          `- ↻ ${where} con ${quoted(when)} vuelve a entrar en ${targets.map((target) => `«${stateCaptionOf(entry.name, target)}»`).join(', ')}${what}.`,
        );
      }
      if (targets.length === 0 && (transition.actions as unknown[]).length === 0) {
        notes.push(
          `- ⊘ ${where} con ${quoted(when)} no hace nada: solo impide que el evento llegue al estado padre.`,
        );
      }
    }
    if (node.type === 'history') {
      notes.push(
        `- «${stateCaptionOf(entry.name, node)}» es un historial ${(node as { history?: string }).history === 'deep' ? 'profundo' : 'superficial'}: entrar en él vuelve al último subestado en que estaba ${node.parent ? `«${stateCaptionOf(entry.name, node.parent)}»` : 'la máquina'}.`,
      );
    }
  }
  for (const transition of allNodes(entry.machine.root).flatMap(transitionsOf)) {
    const words = transitionWords[`${entry.name}:${transitionKey(transition)}`];
    if (words) notes.push(`- ${words}`);
  }
  for (const note of extraNotes[entry.name] ?? []) notes.push(`- ${note}`);
  return notes.length > 0 ? ['## Lo que el dibujo no muestra', '', ...notes, ''] : [];
}

/**
 * A machine drawn in parts: an overview with every composite state closed, then the inside of each
 * composite state with its own composite children closed. Each transition is drawn in the part of the
 * nearest state that holds both its ends.
 */
function splitViews(entry: RegisteredMachine, layout: Layout): Array<SimplifiedView & Partial<Layout>> {
  const childPaths = (node: AnyStateNode) => children(node).map((child) => child.path.join('.'));
  const composites = allNodes(entry.machine.root).filter(
    (node) => node !== entry.machine.root && children(node).length > 0,
  );
  const tuned = (path: string) => layout.splitLayouts?.[path] ?? {};
  return [
    { title: 'Vista general', states: childPaths(entry.machine.root), loops: true, ...tuned('') },
    ...composites.flatMap((node) => {
      const path = node.path.join('.');
      const inside = `Dentro de «${stateCaptionOf(entry.name, node)}»`;
      // A composite too large for one readable diagram is drawn in groups of its children.
      const groups = layout.splitGroups?.[path] ?? [{ title: '', states: childPaths(node) }];
      return groups.map((group) => ({
        title: group.title ? `${inside}: ${group.title}` : inside,
        within: path,
        states: group.states,
        loops: true,
        ...tuned(path),
        ...(group.direction ? { direction: group.direction } : {}),
        ...(group.spacing ? { spacing: group.spacing } : {}),
      }));
    }),
  ];
}

/** The diagrams of a machine: the complete one and its simplified views, each with its title. */
export function diagramsOf(
  entry: RegisteredMachine,
  config: PathTestConfig | undefined,
): Array<{ title: string; text: string }> {
  const layout = layouts[entry.name] ?? {};
  const base = { name: entry.name, config, direction: layout.direction, spacing: layout.spacing };
  const views = [...(layout.views ?? []), ...(layout.split ? splitViews(entry, layout) : [])];
  return [
    ...views.map((view) => ({
      title: view.title,
      text: mermaidOf(entry.machine, {
        ...base,
        direction: view.direction ?? layout.direction,
        spacing: view.spacing ?? layout.spacing,
        view,
      }),
    })),
    ...(layout.complete === false || layout.split
      ? []
      : [{ title: views.length > 0 ? 'Completo' : '', text: mermaidOf(entry.machine, base) }]),
  ];
}

/** How to read a diagram, for analysts: the index of docs/flows and of the flows site. */
export const readingGuide = [
  'Cada recuadro es un estado de la pantalla o del trámite, con su nombre en español; un recuadro dentro',
  'de otro es una parte de ese estado (por ejemplo, «Editando» dentro de «Formulario»). `[*]` marca dónde',
  'empieza y dónde termina.',
  '',
  '- Una flecha lleva de un estado a otro y dice qué la provoca: el botón o control que usa la persona',
  '  («Enviar», «Reintentar»), «tras 10 s» cuando ocurre sola al cabo de ese tiempo, «responde «…»» o',
  '  «falla «…»» cuando llega la respuesta de un servicio o su falla («responde «Guardar la solicitud»»),',
  '  «termina «…»» cuando acaba otro flujo que corría dentro de este, y «de inmediato» cuando la',
  '  aplicación decide en el acto.',
  '- Entre corchetes va una condición, dicha en palabras: la flecha se sigue solo si se cumple',
  '  («Siguiente [el formulario es válido]»). Si un mismo paso tiene varias flechas con condiciones, se prueban',
  '  en orden, y «[sino]» es la que se sigue cuando ninguna se cumple. Debajo de los diagramas,',
  '  «Condiciones y sus dos ramas» dice qué pasa cuando cada condición se cumple y cuando no.',
  '- Varias flechas entre los mismos dos estados se dibujan como una sola, con una línea cada una.',
  '- Una línea «↺ …» dentro de un estado es algo que pasa sin salir de él, como un cambio en el',
  '  formulario. «↻» marca una flecha que hace empezar de nuevo el estado (sus esperas y consultas',
  '  vuelven a empezar); «⊘», una que solo impide que el paso haga algo.',
  '- El recuadro «en cualquier estado» reúne lo que puede pasar en cualquier momento.',
  '- Los asistentes y el tablero tienen además una vista simplificada (los pasos y sus botones',
  '  Siguiente, Anterior y Finalizar). Una máquina grande se dibuja por partes, cada una legible a tamaño',
  '  real en una pantalla de 1366 px: un resumen con sus estados compuestos cerrados y luego el interior',
  '  de cada uno.',
  '- En el sitio de flujos, cada diagrama se puede acercar, alejar, ajustar al ancho o ver a tamaño real,',
  '  y abrir como SVG (Word, draw.io) o como PNG.',
  '',
  'Debajo de los diagramas de cada flujo: lo que el dibujo no muestra, cada condición con sus dos ramas y',
  'los requisitos que cumple (docs/requirements.md), y qué hace cada estado. Cada flujo tiene además sus',
  'guiones de prueba (CSV) y, plegado en «Para desarrolladores», los nombres internos de eventos,',
  'condiciones, acciones y servicios, y las tablas de estados y transiciones.',
];

/** The heading that starts what only developers need; the flows site folds what follows it. */
export const developersHeading = '## Para desarrolladores';

function machineMarkdown(entry: RegisteredMachine, config: PathTestConfig | undefined): string {
  const notes: string[] = [];
  if (!config)
    notes.push('> No path test configuration yet (`test/paths/configs.ts`): no legend, no requirements.');
  else if (entry.view && !config.screen)
    notes.push('> This machine drives a screen but has no screen spec yet.');
  const lines = [
    `# ${machineTitles[entry.name] ?? entry.name}`,
    '',
    'Generado por `npm run charts` a partir de la máquina de estados; no se edita a mano.',
    '',
    ...diagramsOf(entry, config).flatMap((diagram) => [
      ...(diagram.title ? [`### ${diagram.title}`, ''] : []),
      '```mermaid',
      diagram.text,
      '```',
      '',
    ]),
    ...semanticsNotes(entry, config),
    ...guardsSection(entry, config),
    ...statesForAnalysts(entry.name, entry.machine),
    developersHeading,
    '',
    `\`${entry.name}\`: ${entry.purpose}`,
    '',
    ...(entry.machine.root.description ? [entry.machine.root.description, ''] : []),
    `Machine: [\`${entry.file}\`](../../${entry.file}) · definition: [\`${entry.name}.json\`](${entry.name}.json)` +
      (entry.view ? ` · screen: [\`${entry.view}\`](../../${entry.view})` : ''),
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    ...legendSection(entry, config),
    ...guardsSection(entry, config, false),
    ...statesSection(entry.name, entry.machine),
    ...detailsSection(entry.machine),
    ...implementationsSection(entry.machine),
    ...transitionsSection(entry, config),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

function indexMarkdown(entries: RegisteredMachine[]): string {
  const measures = entries.map((entry) => measureStately(entry, root));
  const items = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (entry) =>
        `- [${entry.name}](${entry.name}.md): ${entry.purpose} Machine: [\`${entry.file}\`](../../${entry.file}), definition: [${entry.name}.json](${entry.name}.json).`,
    );
  return `${[
    '# Flujos de Portal-ERM',
    '',
    'Cada flujo del portal como diagrama de estados, generado por `npm run charts` a partir de las',
    'máquinas de estado; no se editan a mano. `npm run flows` los muestra como un sitio sin cuenta ni red',
    '(`npm run flows -- --out CARPETA` solo lo escribe): cada flujo por etapa con el recorrido, sus',
    'diagramas (también como SVG para Word y draw.io, y como PNG), lo que el dibujo no muestra, sus',
    'condiciones con sus dos ramas, qué hace cada estado y sus guiones de prueba en CSV.',
    '',
    '- [Recorrido](journey.md): cómo siguen los flujos unos a otros, del inicio de sesión a los asistentes.',
    '- [Recorridos de solicitudes del ejemplo](request-paths.md): el historial de algunas solicitudes de los datos de ejemplo, cada cambio con la transición del diagrama que lo hizo.',
    ...[...entries]
      .sort((a, b) => (machineTitles[a.name] ?? a.name).localeCompare(machineTitles[b.name] ?? b.name, 'es'))
      .map((entry) => `- [${machineTitles[entry.name] ?? entry.name}](${entry.name}.md)`),
    '',
    '## Cómo leer un diagrama',
    '',
    ...readingGuide,
    '',
    developersHeading,
    '',
    'Every statechart of `machines/`, generated by `npm run charts` from `machines/index.ts`; do not edit',
    'these files by hand. `test/tooling/charts.test.ts` fails when they are out of date: run',
    '`npm run charts` after changing a machine and commit the result. `test/e2e/flows/flows-site.spec.ts`',
    'visits every page of the site `npm run flows` builds.',
    '',
    ...items,
    '',
    'States and events are captioned in Spanish (`scripts/flows-captions.ts`; an event a screen spec sends',
    'with a named button reads as that button, the source the path tests press); guards, invoked actors and',
    'states are worded for analysts in `scripts/flows-words.ts`, so no arrow, condition or state of the',
    "visible part of a page names the code. A machine's page ends with what only developers need, folded",
    'on the site: the events with the control a person uses to send each one (from the screen spec in',
    '`test/paths/<name>.paths.ts`, the very object the path tests press controls through), the guards by',
    'name with their parameters and actions, the states by key with their descriptions, invoked actors,',
    'entry actions and tags, the named delays, actors, guards and actions, and every transition with the',
    'requirement of `docs/requirements.md` it implements.',
    '',
    'The wizards and the board also have a simplified view; a machine whose complete diagram would not be',
    'readable at 100 % on a 1366-px screen is drawn in parts (an overview with the composite states closed,',
    'then the inside of each), `scripts/flows-layout.ts`.',
    '',
    '`test/tooling/mermaid.test.ts` parses every diagram with Mermaid (the `mermaid` dev dependency) and',
    "checks that each state sits in the box of its parent state and that the arrows are the machine's",
    'transitions. `test/tooling/diagram-render.test.ts` draws every diagram in Chromium with the same',
    'Mermaid and fails when a labelled transition is missing from the drawing, when a diagram is larger',
    'than a 1366-px screen shows at 100 % (`readableSize`) or when two edge labels are drawn over one',
    'another.',
    '',
    '## Opening a machine in Stately Studio',
    '',
    '1. Sign in to Stately Studio (https://stately.ai): importing needs an account, because an imported',
    '   machine is saved in one of your projects. Open or create a project and choose **Import from code**.',
    '2. Paste the whole machine file (for example `machines/session/credential-check.machine.ts`).',
    '   Each file holds one `setup(...).createMachine({...})` with a static object literal, which is',
    '   what Studio reads; `test/tooling/stately-literal.test.ts` keeps it that way.',
    '3. Studio shows the states, guards, delays and actors by name; the implementations stay in the',
    '   code (`src/app` provides them with `machine.provide`).',
    '',
    '### What the import keeps and drops, measured',
    '',
    'Measured by `npm run charts` with `@xstate/machine-extractor` (the parser that reads a machine from',
    "code for Stately's tools; it runs on the `xstate4` alias, `scripts/flows-stately.ts`);",
    '`test/tooling/stately.test.ts` extracts every machine file and fails when a transition or a guard',
    'is lost. Per machine: transitions in the running machine / in the extraction; guards kept; actions',
    'and guards whose parameters are computed (a function: Studio gets the name without parameters);',
    "`reenter: true` transitions (dropped: the extractor knows only xstate 4's `internal`, so Studio",
    "shows an ordinary transition that does not restart the state's timers); delayed transitions with a",
    'guard.',
    '',
    '| machine | transitions | guards kept | computed parameters dropped | `reenter` dropped | guarded `after` |',
    '|---|---|---|---|---|---|',
    ...measures.map(
      (m) =>
        `| [${m.name}](${m.name}.md) | ${m.transitions} / ${m.extracted} | ${m.guardsKept} of ${m.guarded} | ${m.dynamicParams} | ${m.reenter - m.reenterKept} | ${m.guardedAfter} |`,
    ),
    '',
    "Studio has the guards' names, not their code, so its simulation does not enforce guards: it lets you",
    'take a guarded transition whatever the guard would say (https://github.com/statelyai/xstate/issues/4237), and a guarded',
    `\`after\` transition (${measures
      .filter((m) => m.guardedAfter > 0)
      .map((m) => m.name)
      .join(', ')}) does not fire by itself: the simulation stalls in`,
    'that state until you pick a branch. Use Studio to walk the shape of a flow; which branch is taken when',
    'is what these diagrams (the guards and their order in the tables) and the path tests (`npm run paths`)',
    'show.',
    '',
    'To watch the running machines instead, start `npm run dev` and open the app with `?inspect`',
    '(development build only): the Stately inspector attaches to the root actors.',
    '',
    "To print a machine's test paths as Spanish scripts for manual testers (CSV, Gherkin, a smaller",
    'suite, a per-transition coverage report): `npm run paths <name>`; see `test/paths/README.md`.',
  ].join('\n')}\n`;
}

/** Everything `npm run charts` writes, as path (relative to the project root) → content. */
export function renderCharts(
  entries: RegisteredMachine[] = registry,
  configs: Record<string, PathTestConfig | undefined> = pathConfigs,
): Map<string, string> {
  const files = new Map<string, string>();
  files.set(`${flowsFolder}/journey.md`, journeyMarkdown(entries));
  files.set(`${flowsFolder}/request-paths.md`, requestPathsMarkdown(entries));
  for (const entry of entries) {
    const markdownPath = `${flowsFolder}/${entry.name}.md`;
    files.set(markdownPath, machineMarkdown(entry, configs[entry.name]));
    files.set(`${flowsFolder}/${entry.name}.json`, `${JSON.stringify(entry.machine.toJSON(), null, 2)}\n`);
  }
  files.set(`${flowsFolder}/README.md`, indexMarkdown(entries));
  return files;
}

function main() {
  const unplaced = unplacedMachines(registry);
  if (unplaced.length > 0) {
    console.error(
      `npm run charts: no stage of the journey places ${unplaced.join(', ')}; add it to \`stages\` in scripts/journey.ts.`,
    );
    process.exit(1);
  }
  const files = renderCharts();
  const folder = join(root, flowsFolder);
  mkdirSync(folder, { recursive: true });
  for (const name of readdirSync(folder)) {
    if (!files.has(`${flowsFolder}/${name}`)) rmSync(join(folder, name));
  }
  for (const [path, content] of files) writeFileSync(join(root, path), content);
  console.log(`Wrote ${files.size} files to ${flowsFolder}/ for ${registry.length} machines.`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
