// Generates the model-based test paths of a registered machine and describes them in plain words.
// Pure (no vitest, no DOM) so scripts/paths.ts can print the same paths the tests run.
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot } from 'xstate/graph';

/** One outcome of a named actor: a done step with `output`, or an error step with `error`. */
export type ActorOutcome = { label: string; output: unknown } | { label: string; error: unknown };

/** One starting input of a machine, with a label for the path descriptions. */
export interface PathInput {
  label: string;
  input: unknown;
}

/** The per-machine path-test configuration (test/paths/<name>.paths.ts). */
export interface PathTestConfig {
  /** Every input the paths start from; together they must reach every state and transition. */
  inputs: PathInput[];
  /** Payload variants of ordinary events, by event type (an event type not listed is sent bare). */
  events?: Record<string, Array<{ type: string; label?: string; [key: string]: unknown }>>;
  /** The outcomes each named actor (by its `src` name in setup) can have; one step per outcome. */
  actors?: Record<string, ActorOutcome[]>;
  /** Adds `getSimplePaths` to `getShortestPaths` (only for finite graphs; default true). */
  simplePaths?: boolean;
}

/** A step: the event taken and the snapshot reached (the first step is `xstate.init`). */
export interface PathStep {
  event: EventObject;
  state: AnyMachineSnapshot;
  /** Plain words for the event (e.g. "fetchBusinessUnits finishes: one unit"). */
  eventWords: string;
}

export interface MachinePath {
  input: PathInput;
  steps: PathStep[];
  /** One line: the input, then each event and the state it leads to. */
  description: string;
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

/** The value of a snapshot in words: its active leaf states, comma-separated. */
export function stateWords(snapshot: AnyMachineSnapshot): string {
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
export function eventWords(
  machine: AnyStateMachine,
  event: EventObject,
  before?: AnyMachineSnapshot,
): string {
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
          .map((outcome) =>
            'output' in outcome
              ? { type, output: outcome.output, label: outcome.label }
              : { type, error: outcome.error, label: outcome.label },
          );
      }
      const variants = config.events?.[type];
      return variants && variants.length > 0 ? variants : [{ type }];
    });
  };
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
  options: { input: unknown; events: (snapshot: AnyMachineSnapshot) => EventObject[] },
  shortest: GraphPath[],
  walked: GraphPath[],
): GraphPath[] {
  const edgeKey = (from: unknown, event: EventObject) =>
    `${serializeSnapshot(from as AnyMachineSnapshot)}|${serializeEventForPath(event)}`;
  const seen = new Set<string>();
  for (const path of walked) {
    path.steps.forEach((step, index) => {
      const before = path.steps[index - 1];
      if (before) seen.add(edgeKey(before.state, step.event));
    });
  }
  const shortestTo = new Map<string, GraphPath>(
    shortest.map((path) => [serializeSnapshot(path.state as AnyMachineSnapshot), path]),
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

function pendingTimers(snapshot: AnyMachineSnapshot): string[] {
  return [...new Set((snapshot._nodes as AnyStateNode[]).flatMap((node) => node.ownEvents))].filter(
    (type) => delayNameOf(type) !== undefined,
  );
}

/**
 * The graph treats every `after` as an event that may come in any order; real time does not. Drops a
 * path where a delay fires while another running timer was due earlier (e.g. 500 ms before 300 ms in
 * parallel regions): no clock can produce it.
 */
export function timersFireInOrder(machine: AnyStateMachine, path: GraphPath): boolean {
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
    if (index > 0 && delayNameOf(step.event.type) !== undefined) {
      const when = due.get(step.event.type) ?? now;
      for (const [type, other] of due) if (type !== step.event.type && other < when) return false;
      now = Math.max(now, when);
      due.delete(step.event.type);
    }
    schedule(step.state as AnyMachineSnapshot);
  }
  return true;
}

/** Generates the deduplicated shortest (and simple) paths of a machine for every configured input. */
export function generatePaths(machine: AnyStateMachine, config: PathTestConfig): MachinePath[] {
  const result: MachinePath[] = [];
  for (const input of config.inputs) {
    const options = { input: input.input, events: eventsFor(machine, config) };
    const shortest = getShortestPaths(machine, options);
    const raw = [...shortest];
    if (config.simplePaths !== false) raw.push(...getSimplePaths(machine, options));
    raw.push(...edgePaths(machine, options, shortest, raw));
    const keyed = raw
      .filter((path) => timersFireInOrder(machine, path))
      .map((path) => ({
        path,
        key: path.steps.map((step) => serializeEventForPath(step.event)),
      }));
    keyed.sort((a, b) => b.key.length - a.key.length);
    const kept: typeof keyed = [];
    for (const candidate of keyed) {
      const covered = kept.some((other) => candidate.key.every((part, index) => other.key[index] === part));
      if (!covered) kept.push(candidate);
    }
    kept.sort((a, b) => a.key.join('|').localeCompare(b.key.join('|')));
    for (const { path } of kept) {
      const steps: PathStep[] = path.steps.map((step, index) => ({
        event: step.event,
        state: step.state as AnyMachineSnapshot,
        eventWords: eventWords(machine, step.event, path.steps[index - 1]?.state as AnyMachineSnapshot),
      }));
      const description = `[${input.label}] ${steps
        .map((step) => `${step.eventWords} → ${stateWords(step.state)}`)
        .join('; ')}`;
      result.push({ input, steps, description });
    }
  }
  return result;
}

/** The numbered plain-words description of one path, for testers planning manual runs. */
export function describePathSteps(path: MachinePath): string[] {
  return path.steps.map((step, index) => {
    if (index === 0)
      return `${index + 1}. Start with ${path.input.label}: the flow is in ${stateWords(step.state)}.`;
    const before = path.steps[index - 1]?.state;
    const from = before ? stateWords(before) : '?';
    return `${index + 1}. In ${from}, ${step.eventWords} → ${stateWords(step.state)}.`;
  });
}
