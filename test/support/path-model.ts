// Generates the model-based test paths of a registered machine and describes them in plain words.
// Pure (no vitest, no DOM) so scripts/paths.ts can print the same paths the tests run.
import { createHash } from 'node:crypto';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createEmptyActor,
  type EventObject,
  getInitialMicrosteps,
  getMicrosteps,
  transition as nextTransition,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';
import type { ScreenSpec, Shown } from './screen-spec';

/**
 * What a step must bring about on the screen, stated by hand from SPEC (the business outcome: the file
 * error after a bad CV, the refusal of a request that may not be discarded), never computed from the
 * machine's context or the rules under test. The path runner checks these items right after the step,
 * and the tester's script writes them first in the step's expected result.
 */
interface Outcome {
  shows?: Shown[];
  /**
   * Why a person cannot carry this out on `npm start` (the screen never opens without the privilege, a
   * file the browser cannot read): the scripts that use it stay in the tests and leave the manual suite.
   */
  automatedOnly?: string;
  /**
   * The step leaves the machine in the state it was in, stated by hand from SPEC (a wizard resumed on the
   * same day stays on its step): the tester reads these words, and the runner fails a step that moved.
   * The paths follow the chart, so a guard turned the other way still has paths that agree with it.
   */
  keepsState?: string;
  /**
   * How a tester's script names it when its label is the tests' shorthand ('falla el servidor', 'código
   * 150001, un jefe'): an input's words are the script's «Entrada», an answer's the whole action of its
   * step. The label still names it in tests and path descriptions.
   */
  says?: string;
}

/**
 * One outcome of a named actor: a done step with `output`, or an error step with `error`. `when` offers
 * it only where the services would give it (an answer registered as the answer the person sent).
 */
type ActorOutcome = ({ label: string; output: unknown } | { label: string; error: unknown }) &
  Outcome & { when?: (snapshot: AnyMachineSnapshot) => boolean };

/** The expected objects marked with `exactly`: no key beyond theirs may be there. */
const exactObjects = new WeakSet<object>();

/**
 * Marks an expected object of `sends`, `ends` or `reads` as the whole of what the actual object holds:
 * a key the expected object does not state fails, unless its value is `undefined` (JSON drops it).
 * Without it, an expected object states only its own keys.
 */
export function exactly<T extends object>(expected: T): T {
  exactObjects.add(expected);
  return expected;
}

/** Whether an expected object is marked `exactly`. */
export const isExactly = (expected: object): boolean => exactObjects.has(expected);

/** One starting input of a machine, with a label for the path descriptions. */
export interface PathInput extends Outcome {
  label: string;
  input: unknown;
}

/**
 * One payload variant of an ordinary event (`shows` is what it must bring about; it is not sent). `when`
 * offers it only where it applies (a change of the fields only one action's form has).
 */
type EventVariant = {
  type: string;
  label?: string;
  when?: (snapshot: AnyMachineSnapshot) => boolean;
  [key: string]: unknown;
} & Outcome;

/** The per-machine path-test configuration (test/paths/<name>.paths.ts). */
export interface PathTestConfig {
  /** Every input the paths start from; together they must reach every state and transition. */
  inputs: PathInput[];
  /** Payload variants of ordinary events, by event type (an event type not listed is sent bare). */
  events?: Record<string, EventVariant[]>;
  /** The outcomes each named actor (by its `src` name in setup) can have; one step per outcome. */
  actors?: Record<string, ActorOutcome[]>;
  /**
   * What each named actor must be given (a call's body), stated by hand from SPEC §7 for the path's input
   * and the events sent before it: when the actor answers, the runner checks its input has every key
   * stated (an object may state only the fields that matter; arrays are compared whole).
   */
  sends?: Record<string, (input: unknown, events: readonly EventObject[]) => unknown>;
  /**
   * What the app's adapter makes of an actor's input before its call, by actor (the onboarding's call 11
   * body, built by the adapter from the submission the machine hands it): `sends` then states that, and
   * the runner checks it instead of the bare input.
   */
  through?: Record<string, (received: never) => unknown>;
  /**
   * What the machine hands back when it ends (its output), stated by hand for the path's input and every
   * event of the path: checked like `sends` (every key stated) when the actor is done.
   */
  ends?: (input: unknown, events: readonly EventObject[]) => unknown;
  /**
   * What the app reads from the running machine, by name (the session's portal options and code, the
   * approval page's operator): `read` takes it from the snapshot with the app's own selector, `expected`
   * states it by hand from the path's input and the events so far. Checked after every step like `sends`
   * (every key stated; arrays whole). A context the screen never renders otherwise goes unchecked.
   */
  reads?: Record<
    string,
    {
      read: (snapshot: never) => unknown;
      expected: (input: unknown, events: readonly EventObject[]) => unknown;
    }
  >;
  /** How long each named delay lasts (ms), stated by hand from SPEC: checked whenever a path waits for it. */
  delays?: Record<string, number>;
  /**
   * The events that start a delay's count over, by delay name, stated by hand from SPEC, never read from
   * the chart (a timer that no longer restarts would agree with itself): `on`, the transitions, as
   * patterns (see `matchesPattern`: `'on ACTIVITY'`), and `waits`, how long (ms, shorter than the delay)
   * the person waits before one. When a step takes one while the delay's timer runs, the runner first lets
   * `waits` pass (no timer may fire meanwhile); the delay is then due counting from that step, and must
   * not have fired 1 ms before. A path whose last step restarts the count goes on until the delay fires.
   */
  restarts?: Record<string, { on: string[]; waits: number }>;
  /**
   * The transitions that start a running call over, by the actor's `src` name, as patterns (see
   * `matchesPattern`), stated by hand from SPEC (another unit chosen while call 3 runs asks again for that
   * unit): a step that takes one must start the actor anew. A transition that keeps the running call
   * (`reenter` lost) has the same states and context, so its paths agree with it; the old unit's answer
   * would be applied. coverage.test.ts checks that some path takes each pattern.
   */
  callsAgain?: Record<string, string[]>;
  /**
   * What a transition must leave running, stated by hand from SPEC, by a delay's name or an actor's `src`:
   * the transitions (patterns, see `matchesPattern`) that must neither stop it nor start it over while it
   * runs. The regions of a parallel state are independent (SPEC §9: the keyword's pause and the filters'
   * are two), yet a transition that leaves and enters the whole parallel state (a `reenter`, targets in
   * two regions) starts every region over, and its paths agree with it. coverage.test.ts checks that some
   * path takes each pattern while the delay or call runs.
   */
  keepsRunning?: Record<string, string[]>;
  /**
   * The states that carry each tag the app reads (`hasTag`: 'busy' for a spinner, 'authenticated' for the
   * app, 'submitFailed' for a flag), as state paths (`snapshot.matches`), stated by hand from SPEC: after
   * every step a tag must be on exactly in those states. A chart that loses a tag, or puts it on another
   * state, still yields paths that agree with it; the screen that reads the tag would not.
   */
  tags?: Record<string, string[]>;
  /**
   * The states each input's paths must reach (dotted state paths, by input label), stated by hand from
   * SPEC: the paths are generated from the chart, so a chart that loses a state, an action that lets a
   * state be reached, or a timer still has paths that agree with it; this list does not follow the chart
   * (coverage.test.ts checks it).
   */
  reaches?: Record<string, string[]>;
  /**
   * Transitions some path must take, as patterns (see `matchesPattern`: `'on after submitFailureFlag →
   * confirming.asking'`), stated by hand from SPEC: like `reaches`, for a timer or an event a chart could
   * lose while its states stay reachable another way.
   */
  takes?: string[];
  /**
   * Steps that go back to where an earlier step left from, stated by hand from SPEC: after a step whose
   * event is a key, the machine is in the state it was in before the path's last step of the named event
   * (onboarding: 'Requisitos' closed returns to the step, and the step's own state, it was opened from:
   * `{ CLOSE_REQUIREMENTS: 'OPEN_REQUIREMENTS' }`). The paths follow the chart, so a history state that
   * lost its type or its depth still has paths that agree with it.
   */
  returns?: Record<string, string>;
  /**
   * The states in which the machine ends (stated by hand: a modal closed, a request sent): a path that
   * reaches one must find the actor done there, so a chart whose final state lost its `type: 'final'` (or
   * its whole config) fails.
   */
  stopsIn?: string[];
  /**
   * Paths (by id, `R-…`) the default set always walks, beside the cover path-cover.ts picks: each one
   * kills a mutant the cover alone let live (a rule's limit seen only in a combination no item asks for).
   * Pin a path rather than widen the cover for every machine.
   */
  pinned?: string[];
  /** Adds `getSimplePaths` to `getShortestPaths` (only for finite graphs; default true). */
  simplePaths?: boolean;
  /**
   * The machine's effects (its named placeholder actions: navigation, toasts, storage), with when each
   * must happen and the words a tester reads. Every step of every path is checked against them.
   */
  effects?: Record<string, EffectSpec | EffectSpec[]>;
  /**
   * The SPEC section each transition implements, by pattern (see `matchesPattern`); `'*'` for the rest.
   * The first pattern that matches wins.
   */
  spec?: Record<string, string>;
  /** The screen's controls and what it shows (also for a machine without a view: the words of its events). */
  screen?: ScreenSpec;
  /**
   * Which snapshots the graph treats as the same state (default: value and whole context). A machine whose
   * context can grow without end (a list the person adds to) names what matters for its paths instead.
   */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
}

/**
 * One named effect of a machine (several entries when its params differ by transition): when it must
 * happen, as patterns (see `matchesPattern`), and what a tester sees.
 */
export interface EffectSpec {
  /** What a tester sees happen, in Spanish ('Vuelve a la lista con el aviso…'). */
  says: string | ((params: never) => string);
  on: string[];
  /**
   * The params it must be called with (omitted: no params), from the snapshot after the step or, stated by
   * hand, from the path's events up to and including the step (what was typed and picked).
   */
  params?: (snapshot: AnyMachineSnapshot, events: readonly EventObject[]) => unknown;
  /**
   * The effect takes the person to another page: the script's expected result names only that (the page
   * left no longer shows its titles) and the script ends there.
   */
  leaves?: true;
  /**
   * What it does is kept in the browser (a preference, the pins), not shown: the words it quotes are
   * values, not texts on the screen, and the replay on the stack does not look for them.
   */
  kept?: true;
  /**
   * What it does cannot be seen at all (the wizard's progress removed from session storage): the tests
   * check it, a tester's script does not say it.
   */
  unseen?: true;
  /**
   * The words the app's adapter shows for it (a toast's title and text), from the same params. `says` is
   * then stated by hand, and the runner checks the two agree whenever the effect happens: a view rendered
   * alone never shows the adapter's toast, so this is where a wrong text of the app fails a path.
   */
  app?: (params: never) => string;
}

/** A step: the event taken and the snapshot reached (the first step is `xstate.init`). */
interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
  /** Plain words for the event (e.g. "fetchBusinessUnits finishes: one unit"). */
  eventWords: string;
  /** What xstate does on this step: the guards it evaluates, the transitions it takes, the states entered. */
  analysis: StepAnalysis;
}

export interface MachinePath {
  /** Stable id: a hash of the machine, the input label and the event sequence ('R-1a2b3c4d'). */
  id: string;
  input: PathInput;
  steps: PathStep[];
  /** One line: the input, then each event and the state it leads to. */
  description: string;
  /** The configuration the path was generated from (effects, screen, SPEC sections). */
  config: PathTestConfig;
}

/** A guard xstate evaluated, by the key of its transition, and whether it passed. */
interface GuardOutcome {
  transition: string;
  passed: boolean;
}

/** What one step does inside the machine. */
export interface StepAnalysis {
  /** Every guard evaluated, in the order xstate evaluates them (the event's, then the eventless ones). */
  guards: GuardOutcome[];
  /** The transitions taken, in order (the event's, then the eventless ones). */
  taken: AnyTransitionDefinition[];
  /** The dotted paths of the states entered (newly active, or targets of a transition taken). */
  entered: string[];
}

const internalEvent = /^xstate\.(done\.state|init|stop)/;

/** Every invocation of the machine, as invoke id → actor source name. */
export function invocationsOf(machine: AnyStateMachine): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of allStateNodes(machine)) {
    for (const invocation of node.invoke) {
      if (typeof invocation.src === 'string') found.set(invocation.id, invocation.src);
    }
  }
  return found;
}

/** The machine's state nodes (root excluded), in document order. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  nodes.push(machine.root);
  visit(machine.root);
  return nodes;
}

/** The dotted path of a state node below the root ('settling', 'form.editing'), '(machine)' for the root. */
export function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

/** A transition's event in words: its type, or 'always', 'after <delay>', 'done <actor>', 'error <actor>'. */
export function transitionEventName(transition: AnyTransitionDefinition): string {
  const type = transition.eventType as string;
  if (type === '') return 'always';
  const delay = delayNameOf(type);
  if (delay !== undefined) return `after ${delay}`;
  const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (actorStep) return `${actorStep[1]} ${actorStep[2]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** A stable key for a transition definition: source path, event and its index among that event's transitions. */
export function transitionKey(transition: AnyTransitionDefinition): string {
  const source = transition.source as AnyStateNode;
  const eventType = transition.eventType as string;
  const list =
    eventType === ''
      ? (source.always ?? [])
      : ((source.transitions.get(eventType) ?? []) as AnyTransitionDefinition[]);
  const index = list.indexOf(transition);
  const guard = transition.guard
    ? ` [${typeof transition.guard === 'string' ? transition.guard : ((transition.guard as { type?: string }).type ?? 'guard')}]`
    : '';
  const targets = (transition.target as AnyStateNode[] | undefined)?.map((target) => statePath(target)) ?? [];
  return `${statePath(source)} --${eventType === '' ? 'always' : eventType}${guard} #${index}--> ${targets.join(', ') || '(self)'}`;
}

/** Every transition of the machine, in document order. */
export function allTransitions(machine: AnyStateMachine): AnyTransitionDefinition[] {
  return allStateNodes(machine).flatMap((node) => [
    ...([...node.transitions.values()].flat() as AnyTransitionDefinition[]),
    ...((node.always ?? []) as AnyTransitionDefinition[]),
  ]);
}

/**
 * Whether a pattern names a transition taken or a state entered: `'→ state'` (entered), `'source → target'`,
 * `'on EVENT'` (any transition on that event: `'on NEXT'`, `'on always'`, `'on after appLoading'`,
 * `'on done saveRequest'`), `'on EVENT → target'`, `'source on EVENT → target'` (that event's transition
 * out of that state only), or `'*'` (anything). States are dotted paths, `'(machine)'` the machine itself.
 */
export function matchesPattern(
  pattern: string,
  found: { transitions: readonly AnyTransitionDefinition[]; entered?: readonly string[] },
): boolean {
  if (pattern === '*') return true;
  const [head = '', target] = pattern.split(/\s*→\s*/);
  const onEvent = /^(?:(\S+) )?on (.+)$/.exec(head.trim());
  if (onEvent) {
    const [, source, eventName] = onEvent;
    return found.transitions.some(
      (transition) =>
        transitionEventName(transition) === eventName &&
        (source === undefined || statePath(transition.source as AnyStateNode) === source) &&
        (target === undefined || targetsOf(transition).includes(target)),
    );
  }
  if (target === undefined) return false;
  if (head.trim() === '') {
    return (
      (found.entered ?? []).includes(target) ||
      found.transitions.some((transition) => targetsOf(transition).includes(target))
    );
  }
  return found.transitions.some(
    (transition) =>
      statePath(transition.source as AnyStateNode) === head.trim() && targetsOf(transition).includes(target),
  );
}

function targetsOf(transition: AnyTransitionDefinition): string[] {
  const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
  return targets.length > 0
    ? targets.map((target) => statePath(target))
    : [statePath(transition.source as AnyStateNode)];
}

type GuardArgs = { context: unknown; event: EventObject };
type GuardImplementation = ((args: GuardArgs, params: unknown) => boolean) & {
  check?: (snapshot: AnyMachineSnapshot, args: GuardArgs, params: unknown) => boolean;
};

/** Evaluates a transition's guard as xstate does (named with params, inline, or built-in and/or/not). */
function guardPasses(guard: unknown, snapshot: AnyMachineSnapshot, event: EventObject): boolean {
  const named = guard as string | { type: string; params?: unknown } | GuardImplementation;
  const inline = typeof named === 'function';
  const guards = snapshot.machine.implementations.guards as Record<string, unknown>;
  const resolved = inline ? named : guards[typeof named === 'string' ? named : named.type];
  if (typeof resolved !== 'function') return guardPasses(resolved, snapshot, event);
  const args = { context: snapshot.context, event };
  const params =
    inline || typeof named === 'string' || !('params' in named)
      ? undefined
      : typeof named.params === 'function'
        ? (named.params as (args: GuardArgs) => unknown)(args)
        : named.params;
  const implementation = resolved as GuardImplementation;
  return implementation.check
    ? implementation.check(snapshot, args, implementation)
    : implementation(args, params);
}

function candidatesOf(node: AnyStateNode, eventType: string): AnyTransitionDefinition[] {
  const exact = (node.transitions.get(eventType) ?? []) as AnyTransitionDefinition[];
  const wildcards = [...node.transitions.keys()]
    .filter(
      (descriptor) =>
        descriptor !== eventType &&
        (descriptor === '*' || (descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1)))),
    )
    .sort((a, b) => b.length - a.length)
    .flatMap((descriptor) => (node.transitions.get(descriptor) ?? []) as AnyTransitionDefinition[]);
  return [...exact, ...wildcards];
}

/** The first transition of a node whose guard passes, noting every guard evaluated on the way. */
function firstEnabled(
  candidates: readonly AnyTransitionDefinition[],
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  guards: GuardOutcome[],
): AnyTransitionDefinition | undefined {
  for (const candidate of candidates) {
    if (candidate.guard === undefined) return candidate;
    const passed = guardPasses(candidate.guard, snapshot, event);
    guards.push({ transition: transitionKey(candidate), passed });
    if (passed) return candidate;
  }
  return undefined;
}

/** The transitions an event selects, walking the state value as xstate does (children before parents). */
function selectForEvent(
  node: AnyStateNode,
  value: unknown,
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  guards: GuardOutcome[],
): AnyTransitionDefinition[] {
  const own = () => {
    const found = firstEnabled(candidatesOf(node, event.type), snapshot, event, guards);
    return found ? [found] : [];
  };
  if (typeof value === 'string') {
    const child = node.states[value] as AnyStateNode;
    const found = firstEnabled(candidatesOf(child, event.type), snapshot, event, guards);
    return found ? [found] : own();
  }
  const keys = Object.keys(value as object).filter((key) => (value as Record<string, unknown>)[key]);
  const inner = keys.flatMap((key) =>
    selectForEvent(
      node.states[key] as AnyStateNode,
      (value as Record<string, unknown>)[key],
      snapshot,
      event,
      guards,
    ),
  );
  return inner.length > 0 ? inner : own();
}

/** The eventless transitions xstate selects on a snapshot: per active leaf, the first enabled up its ancestors. */
function selectEventless(
  snapshot: AnyMachineSnapshot,
  event: EventObject,
  guards: GuardOutcome[],
): AnyTransitionDefinition[] {
  const selected = new Set<AnyTransitionDefinition>();
  const leaves = (snapshot._nodes as AnyStateNode[]).filter(
    (node) => node.type === 'atomic' || node.type === 'final',
  );
  for (const leaf of leaves) {
    for (let node: AnyStateNode | undefined = leaf; node; node = node.parent) {
      const found = firstEnabled((node.always ?? []) as AnyTransitionDefinition[], snapshot, event, guards);
      if (found) {
        selected.add(found);
        break;
      }
    }
  }
  return [...selected];
}

/** Whether a state node is done: a final state, a compound whose active child is final, a parallel whose regions are done. */
function isDone(node: AnyStateNode, active: ReadonlySet<AnyStateNode>): boolean {
  if (node.type === 'final') return active.has(node);
  const kids = Object.values(node.states) as AnyStateNode[];
  if (node.type === 'parallel') return kids.every((kid) => isDone(kid, active));
  return kids.some((kid) => kid.type === 'final' && active.has(kid));
}

/** The done.state events xstate raises when a microstep enters final states (as `enterStates` does). */
function doneStateEvents(
  before: AnyMachineSnapshot | undefined,
  after: AnyMachineSnapshot | undefined,
): EventObject[] {
  if (!after) return [];
  const wasActive = new Set((before?._nodes as AnyStateNode[] | undefined) ?? []);
  const active = new Set(after._nodes as AnyStateNode[]);
  const events: EventObject[] = [];
  for (const node of after._nodes as AnyStateNode[]) {
    if (node.type !== 'final' || wasActive.has(node)) continue;
    const parent = node.parent;
    if (!parent || parent === after.machine.root) continue;
    events.push({ type: `xstate.done.state.${parent.id}` });
    const grandparent = parent.parent;
    if (grandparent?.type === 'parallel' && isDone(grandparent, active)) {
      events.push({ type: `xstate.done.state.${grandparent.id}` });
    }
  }
  return events;
}

/**
 * What xstate does on one step, worked out from the model without running an actor: the guards it
 * evaluates (for the event, then for eventless transitions after every microstep), the transitions it
 * takes and the states it enters. `before` is undefined for the first step (`xstate.init`).
 */
function analyseStep(
  machine: AnyStateMachine,
  before: AnyMachineSnapshot | undefined,
  event: EventObject,
  input: unknown,
): StepAnalysis {
  const guards: GuardOutcome[] = [];
  const taken: AnyTransitionDefinition[] = [];
  let snapshots: AnyMachineSnapshot[];
  if (before === undefined) {
    snapshots = getInitialMicrosteps(machine, input).map(([snapshot]) => snapshot as AnyMachineSnapshot);
  } else {
    taken.push(...selectForEvent(machine.root, before.value, before, event, guards));
    snapshots = getMicrosteps(machine, before, event).map(([snapshot]) => snapshot as AnyMachineSnapshot);
  }
  // After each microstep xstate takes the eventless transitions, else the next internal event (the
  // done.state events of compound and parallel states that reached a final state), until neither remains.
  const queue: EventObject[] = doneStateEvents(before, snapshots[0]);
  for (let index = 0; index < snapshots.length; index += 1) {
    const snapshot = snapshots[index] as AnyMachineSnapshot;
    if (snapshot.status !== 'active') break;
    let selected = selectEventless(snapshot, event, guards);
    if (selected.length === 0) {
      const internal = queue.shift();
      if (!internal) break;
      selected = selectForEvent(machine.root, snapshot.value, snapshot, internal, guards);
    }
    taken.push(...selected);
    queue.push(...doneStateEvents(snapshot, snapshots[index + 1]));
  }
  const last = snapshots.at(-1);
  const wasActive = new Set((before?._nodes as AnyStateNode[] | undefined) ?? []);
  const entered = new Set<string>();
  for (const node of (last?._nodes as AnyStateNode[] | undefined) ?? []) {
    if (!wasActive.has(node) && node.path.length > 0) entered.add(statePath(node));
  }
  for (const transition of taken) {
    for (const target of (transition.target as AnyStateNode[] | undefined) ?? [])
      entered.add(statePath(target));
  }
  return { guards, taken, entered: [...entered] };
}

/** A named effect as the runner records it. */
export interface EffectCall {
  type: string;
  params?: unknown;
}

/** The effect entries of a configuration, flattened, with their action names. */
export function effectEntries(
  effects: Record<string, EffectSpec | EffectSpec[]>,
): Array<[string, EffectSpec]> {
  return Object.entries(effects).flatMap(([type, entry]) =>
    (Array.isArray(entry) ? entry : [entry]).map((effect): [string, EffectSpec] => [type, effect]),
  );
}

/** The configuration's effects whose patterns the step's transitions or entered states match. */
function effectsOfStep(effects: Record<string, EffectSpec | EffectSpec[]>, analysis: StepAnalysis) {
  const found = { transitions: analysis.taken, entered: analysis.entered };
  return effectEntries(effects).filter(([, effect]) =>
    effect.on.some((pattern) => matchesPattern(pattern, found)),
  );
}

/** An event as the machine receives it: without the label the paths give it for the scripts. */
export function stripLabel(event: EventObject): EventObject {
  const { label: _label, ...rest } = event as EventObject & { label?: unknown };
  return rest;
}

/** The events of a path up to and including step `index` (step 0 is the start): what a statement reads. */
export function eventsThrough(path: MachinePath, index: number): EventObject[] {
  return path.steps.slice(1, index + 1).map((step) => stripLabel(step.event));
}

/** The params of an effect at a step of a path (undefined when it states none). */
function paramsAt(effect: EffectSpec, path: MachinePath, index: number) {
  const step = path.steps[index];
  return step && effect.params ? effect.params(step.state, eventsThrough(path, index)) : undefined;
}

/** The effects step `index` of a path must have, from the configuration's patterns and their params. */
export function expectedEffects(
  effects: Record<string, EffectSpec | EffectSpec[]>,
  path: MachinePath,
  index: number,
): EffectCall[] {
  const step = path.steps[index];
  if (!step) return [];
  return effectsOfStep(effects, step.analysis).map(([type, effect]) =>
    effect.params ? { type, params: paramsAt(effect, path, index) } : { type },
  );
}

/** The effects of a step whose app words (`app`) differ from the words the script states (`says`). */
export function effectWordsDiffering(
  effects: Record<string, EffectSpec | EffectSpec[]>,
  path: MachinePath,
  index: number,
): string[] {
  const step = path.steps[index];
  if (!step) return [];
  return effectsOfStep(effects, step.analysis).flatMap(([type, effect]) => {
    if (!effect.app) return [];
    const params = paramsAt(effect, path, index) as never;
    const stated = typeof effect.says === 'string' ? effect.says : effect.says(params);
    const shown = effect.app(params);
    return shown === stated
      ? []
      : [`${type}: the app shows ${JSON.stringify(shown)}, stated ${JSON.stringify(stated)}`];
  });
}

/**
 * Whether a step of a path changes nothing a person could see: the same state and context, no effect
 * expected (choosing the option already chosen, a control the machine ignores).
 */
export function isNoOp(path: MachinePath, index: number): boolean {
  const step = path.steps[index];
  const before = path.steps[index - 1];
  if (!step || !before) return false;
  if (serializeSnapshot(step.state) !== serializeSnapshot(before.state)) return false;
  return !path.config.effects || expectedEffects(path.config.effects, path, index).length === 0;
}

/** For every guarded transition, whether some path sees its guard pass and some path sees it fail. */
export function guardCoverage(machine: AnyStateMachine, paths: readonly MachinePath[]) {
  const seen = new Map<string, { passed: boolean; failed: boolean }>();
  for (const transition of allTransitions(machine)) {
    if (transition.guard !== undefined) seen.set(transitionKey(transition), { passed: false, failed: false });
  }
  for (const path of paths) {
    for (const step of path.steps) {
      for (const outcome of step.analysis.guards) {
        const entry = seen.get(outcome.transition);
        if (!entry) continue;
        if (outcome.passed) entry.passed = true;
        else entry.failed = true;
      }
    }
  }
  const missing = [...seen]
    .filter(([, entry]) => !entry.passed || !entry.failed)
    .map(
      ([key, entry]) =>
        `${key}: ${entry.passed ? 'never false' : entry.failed ? 'never true' : 'never evaluated'}`,
    );
  return { guarded: seen.size, missing };
}

/** A stable id for a path: a hash of the machine id, the input label and the events. */
function pathId(machine: AnyStateMachine, inputLabel: string, events: readonly EventObject[]): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([machine.id, inputLabel, events.map((event) => serializeEventForPath(event))]))
    .digest('hex');
  return `R-${hash.slice(0, 8)}`;
}

/** The value of a snapshot in words: its active leaf states, comma-separated. */
function stateWords(snapshot: AnyMachineSnapshot): string {
  const leaves = (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .sort((a, b) => a.order - b.order);
  const words = leaves.map((node) => statePath(node)).join(', ');
  return snapshot.status === 'done' ? `${words} (final)` : words;
}

/** Parses `xstate.after.<delay>.<stateId>`: the delay's name. */
export function delayNameOf(eventType: string): string | undefined {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  return match?.[1];
}

/** Resolves a named delay in milliseconds for a snapshot (numbers, or functions of context). */
export function delayMs(machine: AnyStateMachine, name: string, snapshot: AnyMachineSnapshot): number {
  if (/^\d+$/.test(name)) return Number(name);
  const delays = machine.implementations.delays as Record<string, unknown>;
  const delay = delays[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    return (delay as (args: { context: unknown; event: EventObject }) => number)({
      context: snapshot.context,
      event: { type: 'xstate.after' },
    });
  }
  throw new Error(`Delay "${name}" is not named in setup({ delays })`);
}

function labelOf(event: EventObject): string | undefined {
  const label = (event as { label?: unknown }).label;
  return typeof label === 'string' ? label : undefined;
}

/** Describes an event in plain words. */
function eventWords(machine: AnyStateMachine, event: EventObject, before?: AnyMachineSnapshot): string {
  const { type } = event;
  if (type === 'xstate.init') return 'starts';
  const delay = delayNameOf(type);
  if (delay !== undefined) {
    const ms = before ? ` (${delayMs(machine, delay, before)} ms)` : '';
    return `after the ${delay} delay${ms}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `${done[1]} finishes: ${labelOf(event) ?? 'done'}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (failed) return `${failed[1]} fails: ${labelOf(event) ?? 'error'}`;
  const label = labelOf(event);
  return label ? `${type} (${label})` : type;
}

/** The traversal's events for a snapshot: each own event with its payload variants or actor outcomes. */
function eventsFor(machine: AnyStateMachine, config: PathTestConfig) {
  const invocations = invocationsOf(machine);
  return (snapshot: AnyMachineSnapshot): EventObject[] => {
    const types = [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents))];
    return types.flatMap((type): EventObject[] => {
      if (type === '*' || type.endsWith('.*') || internalEvent.test(type)) return [];
      const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
      if (actorStep) {
        const [, kind, id] = actorStep;
        const src = invocations.get(id ?? '');
        const outcomes: ActorOutcome[] = (src ? config.actors?.[src] : undefined) ?? [];
        return outcomes
          .filter((outcome) => (kind === 'done' ? 'output' in outcome : 'error' in outcome))
          .filter((outcome) => outcome.when?.(snapshot) ?? true)
          .map((outcome) =>
            'output' in outcome
              ? { type, output: outcome.output, label: outcome.label }
              : { type, error: outcome.error, label: outcome.label },
          );
      }
      const variants = config.events?.[type];
      return variants && variants.length > 0
        ? variants
            .filter((variant) => variant.when?.(snapshot) ?? true)
            .map(
              ({
                shows: _shows,
                automatedOnly: _automated,
                keepsState: _keeps,
                says: _says,
                when: _when,
                ...event
              }) => event as EventObject,
            )
        : [{ type }];
    });
  };
}

/**
 * The hand-stated outcome of a path step (see `Outcome`): the input's for the first step, else that of
 * the actor outcome or event variant of the step's event, found by its type and label.
 */
export function outcomeOf(machine: AnyStateMachine, path: MachinePath, index: number): Shown[] {
  return outcomeEntry(machine, path, index)?.shows ?? [];
}

/** The words of a step stated to keep the machine's state (see `Outcome.keepsState`), or undefined. */
export function keepsStateOf(machine: AnyStateMachine, path: MachinePath, index: number): string | undefined {
  return index > 0 ? outcomeEntry(machine, path, index)?.keepsState : undefined;
}

/** A tester's words for a step's input or answer (see `Outcome.says`), or undefined. */
export function saysOf(machine: AnyStateMachine, path: MachinePath, index: number): string | undefined {
  return outcomeEntry(machine, path, index)?.says;
}

/** Why a step cannot be carried out by hand (see `Outcome.automatedOnly`), or undefined. */
export function automatedOnly(
  machine: AnyStateMachine,
  path: MachinePath,
  index: number,
): string | undefined {
  return outcomeEntry(machine, path, index)?.automatedOnly;
}

function outcomeEntry(machine: AnyStateMachine, path: MachinePath, index: number): Outcome | undefined {
  const { config } = path;
  if (index === 0) return path.input;
  const event = path.steps[index]?.event;
  if (!event) return undefined;
  const label = labelOf(event);
  const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actorStep) {
    const [, kind, id] = actorStep;
    const src = invocationsOf(machine).get(id ?? '');
    const outcome = (src ? config.actors?.[src] : undefined)?.find(
      (candidate) => candidate.label === label && (kind === 'done') === 'output' in candidate,
    );
    return outcome;
  }
  return config.events?.[event.type]?.find((candidate) => candidate.label === label);
}

const serializeEventForPath = (event: EventObject) => JSON.stringify(event);

type GraphPath = ReturnType<typeof getShortestPaths<AnyStateMachine>>[number];

/**
 * Shortest and simple paths reach every state, but not every edge: an edge back to a state already
 * visited (a failure returning to the form) ends no path. For each such edge, add the shortest path to
 * its source followed by the edge, so every transition of the graph is walked.
 */
function edgePaths(
  machine: AnyStateMachine,
  options: {
    input: unknown;
    events: (snapshot: AnyMachineSnapshot) => EventObject[];
    serializeState?: (snapshot: AnyMachineSnapshot) => string;
  },
  shortest: GraphPath[],
  walked: GraphPath[],
): GraphPath[] {
  const serialize = options.serializeState ?? serializeSnapshot;
  const edgeKey = (from: unknown, event: EventObject) =>
    `${serialize(from as AnyMachineSnapshot)}|${serializeEventForPath(event)}`;
  const seen = new Set<string>();
  for (const path of walked) {
    path.steps.forEach((step, index) => {
      const before = path.steps[index - 1];
      if (before) seen.add(edgeKey(before.state, step.event));
    });
  }
  const shortestTo = new Map<string, GraphPath>(
    shortest.map((path) => [serialize(path.state as AnyMachineSnapshot), path]),
  );
  const added: GraphPath[] = [];
  const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  for (const [source, { transitions }] of Object.entries(adjacency)) {
    const head = shortestTo.get(source);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      if (seen.has(edgeKey(head.state, event as EventObject))) continue;
      seen.add(edgeKey(head.state, event as EventObject));
      added.push({
        state,
        weight: head.weight + 1,
        steps: [...head.steps, { event, state }],
      } as GraphPath);
    }
  }
  return added;
}

/** Whether a delay's timer (by its name) or a call (by its actor's `src`) runs in a snapshot. */
export function isRunningIn(snapshot: AnyMachineSnapshot, name: string): boolean {
  return (
    pendingTimers(snapshot).some((type) => delayNameOf(type) === name) ||
    Object.values(snapshot.children as Record<string, { src?: unknown }>).some((child) => child.src === name)
  );
}

/**
 * Why a step did not leave a delay or a call running (`keepsRunning`), or undefined: it ran before the
 * step, and after it the timer is gone or its state was entered again (its count starts over), or the
 * call is gone or was started again (`startedAgain`, counted by the runner).
 */
export function notKeptRunning(
  name: string,
  before: AnyMachineSnapshot,
  after: AnyMachineSnapshot,
  analysis: StepAnalysis,
  startedAgain: boolean,
): string | undefined {
  if (!isRunningIn(before, name)) return undefined;
  const timers = pendingTimers(before).filter((type) => delayNameOf(type) === name);
  for (const type of timers) {
    // xstate.after.<delay>.<machine id>.<state path>
    const state = type.split('.').slice(4).join('.');
    if (!pendingTimers(after).includes(type)) return `it stopped ${name}'s count (${state} left)`;
    if (analysis.entered.includes(state)) return `it started ${name}'s count over (${state} entered again)`;
  }
  if (timers.length > 0) return undefined;
  if (startedAgain) return `it started ${name} over`;
  return isRunningIn(after, name) ? undefined : `it stopped ${name}`;
}

/** The `keepsRunning` patterns no path takes while their delay or call runs. */
export function keptRunningNotChecked(
  paths: readonly MachinePath[],
  keepsRunning: Record<string, string[]>,
): string[] {
  return Object.entries(keepsRunning).flatMap(([name, patterns]) =>
    patterns
      .filter(
        (pattern) =>
          !paths.some((path) =>
            path.steps.some((step, index) => {
              const before = path.steps[index - 1]?.state;
              const found = { transitions: step.analysis.taken, entered: step.analysis.entered };
              return before !== undefined && isRunningIn(before, name) && matchesPattern(pattern, found);
            }),
          ),
      )
      .map((pattern) => `${name}: ${pattern}`),
  );
}

/** The `xstate.after.*` event types of the timers running in a snapshot. */
export function pendingTimers(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents))].filter(
    (type) => delayNameOf(type) !== undefined,
  );
}

/**
 * The delays whose count a step starts over (`restarts`): the step, not a timer's, takes one of a
 * delay's stated transitions while that delay's timer runs (in `before`, the snapshot it starts from);
 * `waits` is how long the person waits before it (the shortest stated of them). Undefined: none.
 */
export function restartOf(
  restarts: PathTestConfig['restarts'],
  event: EventObject,
  analysis: StepAnalysis,
  before: AnyMachineSnapshot | undefined,
): { delays: string[]; waits: number } | undefined {
  if (!restarts || !before || delayNameOf(event.type) !== undefined) return undefined;
  const running = pendingTimers(before).map((type) => delayNameOf(type));
  const found = { transitions: analysis.taken, entered: analysis.entered };
  const delays = Object.entries(restarts)
    .filter(
      ([delay, { on }]) => running.includes(delay) && on.some((pattern) => matchesPattern(pattern, found)),
    )
    .map(([delay]) => delay);
  if (delays.length === 0) return undefined;
  return { delays, waits: Math.min(...delays.map((delay) => restarts[delay]?.waits ?? 0)) };
}

/**
 * A path whose last step starts a delay's count over (`restarts`) goes on until that delay fires: ended
 * there, no path would show when the restarted count runs out.
 */
function untilRestartFires(
  machine: AnyStateMachine,
  config: PathTestConfig,
  input: unknown,
  path: GraphPath,
): GraphPath {
  const last = path.steps.at(-1);
  const before = path.steps.at(-2)?.state as AnyMachineSnapshot | undefined;
  if (!last || !before) return path;
  const restart = restartOf(
    config.restarts,
    last.event,
    analyseStep(machine, before, last.event, input),
    before,
  );
  const timer = pendingTimers(last.state as AnyMachineSnapshot).find((type) =>
    restart?.delays.includes(delayNameOf(type) ?? ''),
  );
  if (!timer) return path;
  const event = { type: timer };
  const [state] = nextTransition(machine, last.state as AnyMachineSnapshot, event);
  return { ...path, state, weight: path.weight + 1, steps: [...path.steps, { event, state }] } as GraphPath;
}

/**
 * The graph treats every `after` as an event that may come in any order; real time does not. Drops a
 * path where a delay fires while another running timer was due earlier (e.g. 500 ms before 300 ms in
 * parallel regions): no clock can produce it. A step that restarts a delay's count (`restarts`) comes
 * `waits` later, and the count starts again from it.
 */
function timersFireInOrder(
  machine: AnyStateMachine,
  config: PathTestConfig,
  input: unknown,
  path: GraphPath,
): boolean {
  let now = 0;
  const due = new Map<string, number>();
  const schedule = (snapshot: AnyMachineSnapshot) => {
    const running = pendingTimers(snapshot);
    for (const type of [...due.keys()]) if (!running.includes(type)) due.delete(type);
    for (const type of running) {
      if (!due.has(type)) due.set(type, now + delayMs(machine, delayNameOf(type) ?? '', snapshot));
    }
  };
  for (const [index, step] of path.steps.entries()) {
    const before = path.steps[index - 1]?.state as AnyMachineSnapshot | undefined;
    if (index > 0 && delayNameOf(step.event.type) !== undefined) {
      const when = due.get(step.event.type) ?? now;
      for (const [type, other] of due) if (type !== step.event.type && other < when) return false;
      now = Math.max(now, when);
      due.delete(step.event.type);
    } else if (before && config.restarts) {
      const restart = restartOf(
        config.restarts,
        step.event,
        analyseStep(machine, before, step.event, input),
        before,
      );
      if (restart) {
        // A timer due while the person waits fails the run (the runner says so): the path is kept.
        now += restart.waits;
        for (const type of [...due.keys()]) {
          if (restart.delays.includes(delayNameOf(type) ?? '')) due.delete(type);
        }
      }
    }
    schedule(step.state as AnyMachineSnapshot);
  }
  return true;
}

/** Generates the deduplicated shortest (and simple) paths of a machine for every configured input. */
export function generatePaths(machine: AnyStateMachine, config: PathTestConfig): MachinePath[] {
  const result: MachinePath[] = [];
  for (const input of config.inputs) {
    const options = {
      input: input.input,
      events: eventsFor(machine, config),
      ...(config.serializeState ? { serializeState: config.serializeState } : {}),
    };
    const shortest = getShortestPaths(machine, options);
    const raw = [...shortest];
    if (config.simplePaths !== false) raw.push(...getSimplePaths(machine, options));
    raw.push(...edgePaths(machine, options, shortest, raw));
    const keyed = raw
      .map((path) => (config.restarts ? untilRestartFires(machine, config, input.input, path) : path))
      .filter((path) => timersFireInOrder(machine, config, input.input, path))
      .map((path) => ({
        path,
        key: path.steps.map((step) => serializeEventForPath(step.event)),
      }));
    keyed.sort((a, b) => b.key.length - a.key.length);
    // Longest first, a path is kept unless a kept one starts with all of its steps: every start of a kept
    // path (the empty one too) goes in a set, so the check is one lookup, not a scan of the kept paths.
    const kept: typeof keyed = [];
    const starts = new Set<string>();
    for (const candidate of keyed) {
      if (starts.has(candidate.key.join('\u0000'))) continue;
      kept.push(candidate);
      for (let end = 0; end <= candidate.key.length; end += 1)
        starts.add(candidate.key.slice(0, end).join('\u0000'));
    }
    kept.sort((a, b) => a.key.join('|').localeCompare(b.key.join('|')));
    for (const { path } of kept) {
      result.push(machinePath(machine, config, input, path.steps as RawStep[]));
    }
  }
  return result;
}

type RawStep = { event: EventObject; state: AnyMachineSnapshot };

/** A path of the graph (its first step the start), with the words and the analysis of every step. */
function machinePath(
  machine: AnyStateMachine,
  config: PathTestConfig,
  input: PathInput,
  raw: readonly RawStep[],
): MachinePath {
  const steps: PathStep[] = raw.map((step, index) => {
    const before = raw[index - 1]?.state;
    return {
      event: step.event,
      state: step.state,
      eventWords: eventWords(machine, step.event, before),
      analysis: analyseStep(machine, before, step.event, input.input),
    };
  });
  const description = `[${input.label}] ${steps
    .map((step) => `${step.eventWords} → ${stateWords(step.state)}`)
    .join('; ')}`;
  const id = pathId(
    machine,
    input.label,
    steps.map((step) => step.event),
  );
  return { id, input, steps, description, config };
}

/**
 * A path's events after the start, as the candidates the traversal offers in the state before each:
 * the event's type, its label, and its place among the candidates of that type and label.
 */
export type StoredStep = [type: string, label: string | null, index: number];

function candidatesAlike(
  machine: AnyStateMachine,
  config: PathTestConfig,
  snapshot: AnyMachineSnapshot,
  type: string,
  label: string | null,
): EventObject[] {
  return eventsFor(
    machine,
    config,
  )(snapshot).filter((event) => event.type === type && (labelOf(event) ?? null) === label);
}

/** How a path's events are stored (path-set.ts): by type, label and place among the alike candidates. */
export function storedSteps(machine: AnyStateMachine, path: MachinePath): StoredStep[] {
  return path.steps.slice(1).map((step, index): StoredStep => {
    const before = path.steps[index]?.state as AnyMachineSnapshot;
    const label = labelOf(step.event) ?? null;
    const alike = candidatesAlike(machine, path.config, before, step.event.type, label);
    const json = JSON.stringify(step.event);
    // A timer's event is not among the candidates (the traversal adds its own): found by type alone.
    return [
      step.event.type,
      label,
      Math.max(
        0,
        alike.findIndex((event) => JSON.stringify(event) === json),
      ),
    ];
  });
}

/** The traversal's mock scope: children are created but never started, nothing is executed. */
function mockScope() {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'paths',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/** Rebuilds a stored path by sending its events to the machine as the traversal does. */
export function replayPath(
  machine: AnyStateMachine,
  config: PathTestConfig,
  input: PathInput,
  stored: readonly StoredStep[],
): MachinePath {
  const scope = mockScope();
  const logic = machine as unknown as {
    getInitialSnapshot: (scope: unknown, input: unknown) => AnyMachineSnapshot;
    transition: (snapshot: AnyMachineSnapshot, event: EventObject, scope: unknown) => AnyMachineSnapshot;
  };
  let state = logic.getInitialSnapshot(scope, input.input);
  const raw: RawStep[] = [{ event: { type: 'xstate.init' }, state }];
  for (const [type, label, index] of stored) {
    const event =
      delayNameOf(type) !== undefined
        ? { type }
        : candidatesAlike(machine, config, state, type, label)[index];
    if (!event) throw new Error(`${machine.id}: the stored event ${type} (${label}) is not offered any more`);
    state = logic.transition(state, event, scope);
    raw.push({ event, state });
  }
  return machinePath(machine, config, input, raw);
}

/** Every state (dotted path, compound states too) the paths of the input labelled `label` pass through. */
export function statesReachedBy(paths: readonly MachinePath[], label: string): Set<string> {
  const reached = new Set<string>();
  for (const path of paths) {
    if (path.input.label !== label) continue;
    for (const step of path.steps) {
      for (const node of step.state._nodes as AnyStateNode[])
        if (node.path.length > 0) reached.add(statePath(node));
    }
  }
  return reached;
}

/**
 * The restarts stated by hand (`restarts`) no path checks: no step takes the pattern while the delay's
 * timer runs with that delay firing later on the same path ('warning: on ACTIVITY').
 */
export function restartsNotChecked(
  paths: readonly MachinePath[],
  restarts: NonNullable<PathTestConfig['restarts']>,
): string[] {
  return Object.entries(restarts).flatMap(([delay, { on }]) =>
    on
      .filter(
        (pattern) =>
          !paths.some((path) =>
            path.steps.some((step, index) => {
              const restart = restartOf(
                { [delay]: { on: [pattern], waits: 0 } },
                step.event,
                step.analysis,
                path.steps[index - 1]?.state,
              );
              return (
                restart !== undefined &&
                path.steps.slice(index + 1).some((later) => delayNameOf(later.event.type) === delay)
              );
            }),
          ),
      )
      .map((pattern) => `${delay}: ${pattern}`),
  );
}

/** The patterns of `takes` no step of any path matches. */
export function transitionsNotTaken(paths: readonly MachinePath[], patterns: readonly string[]): string[] {
  return patterns.filter(
    (pattern) =>
      !paths.some((path) =>
        path.steps.some((step) =>
          matchesPattern(pattern, { transitions: step.analysis.taken, entered: step.analysis.entered }),
        ),
      ),
  );
}
