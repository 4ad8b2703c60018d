// Runs a generated path against the real machine: a live actor on a SimulatedClock whose named actors
// are fakes the runner resolves or rejects, whose named actions (navigation, storage…) are recorded.
// Optionally the same path drives the rendered screen through a view adapter.
import {
  type AnyActorRef,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  createActor,
  type EventObject,
  fromPromise,
  SimulatedClock,
} from 'xstate';
import { allStateNodes, delayMs, delayNameOf, type MachinePath, statePath } from './path-model';

/** A named action the machine executed, with its resolved params. */
export interface RecordedAction {
  type: string;
  params?: unknown;
}

/** What a view adapter's screen assertions receive. */
export interface ScreenCheck {
  actions: RecordedAction[];
  snapshot: AnyMachineSnapshot;
}

/** How a machine's screen is driven by a path (test/paths/<name>.view.tsx). */
export interface ViewAdapter {
  /** Renders the screen for the live actor (inside the test's DOM). */
  render: (actor: AnyActorRef) => void;
  /**
   * Screen assertions by state path ('settling', 'form.editing'); the leaf states of the snapshot are
   * looked up, then '*'. A step whose state has no assertion fails.
   */
  states: Record<string, (check: ScreenCheck) => void | Promise<void>>;
  /** User actions that make the screen send an event, by event type. */
  events?: Record<string, (event: EventObject) => Promise<void>>;
  /** Wraps every step so React sees the updates (`act` from @testing-library/react). */
  act: (work: () => Promise<void>) => Promise<void>;
}

/** What one run covered. */
export interface RunCoverage {
  states: Set<string>;
  transitions: Set<string>;
}

interface Pending {
  resolve: (output: unknown) => void;
  reject: (error: unknown) => void;
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

/** Every state path and transition key of a machine (what coverage expects). */
export function everythingIn(machine: AnyStateMachine): RunCoverage {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const node of allStateNodes(machine)) {
    if (node !== machine.root) states.add(statePath(node));
    for (const list of node.transitions.values()) {
      for (const transition of list as AnyTransitionDefinition[]) transitions.add(transitionKey(transition));
    }
    for (const transition of node.always ?? []) transitions.add(transitionKey(transition));
  }
  return { states, transitions };
}

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function stripLabel(event: EventObject): EventObject {
  const { label: _label, ...rest } = event as EventObject & { label?: unknown };
  return rest;
}

function isPlaceholderAction(implementation: unknown): boolean {
  // Built-in actions (assign, raise, sendTo…) carry a `type`; the named placeholders are plain functions.
  return typeof implementation === 'function' && !('type' in implementation);
}

/**
 * Drives a live actor along one path and asserts after every step that it is in the state the path says.
 * With a view adapter, user actions send the ordinary events and every state is checked on the screen.
 */
export async function runPath(
  machine: AnyStateMachine,
  path: MachinePath,
  view?: ViewAdapter,
): Promise<{ coverage: RunCoverage; actions: RecordedAction[]; actor: AnyActorRef }> {
  const clock = new SimulatedClock();
  const pending = new Map<string, Pending>();
  const actions: RecordedAction[] = [];
  const coverage: RunCoverage = { states: new Set(), transitions: new Set() };

  const actorFakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self }) =>
          new Promise((resolve, reject) => {
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const actionFakes = Object.fromEntries(
    Object.entries(machine.implementations.actions as Record<string, unknown>)
      .filter(([, implementation]) => isPlaceholderAction(implementation))
      .map(([name]) => [
        name,
        (_: unknown, params: unknown) => {
          actions.push(params === undefined ? { type: name } : { type: name, params });
        },
      ]),
  );
  const provided = machine.provide({ actors: actorFakes, actions: actionFakes } as never) as AnyStateMachine;

  const noteSnapshot = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes as AnyStateNode[]) {
      if (node.path.length > 0) coverage.states.add(statePath(node));
    }
  };
  const actor = createActor(provided, {
    input: path.input.input,
    clock,
    inspect: (inspection) => {
      if (
        inspection.type !== '@xstate.microstep' ||
        (inspection.actorRef as unknown as { logic?: unknown }).logic !== provided
      )
        return;
      const transitions = (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions;
      for (const transition of transitions) {
        // An initial transition (eventType null) enters states but is not one of the chart's edges.
        if (transition.eventType !== null) coverage.transitions.add(transitionKey(transition));
        const source = transition.source as AnyStateNode;
        if (source.path.length > 0) coverage.states.add(statePath(source));
        for (const target of (transition.target as AnyStateNode[] | undefined) ?? []) {
          if (target.path.length > 0) coverage.states.add(statePath(target));
        }
      }
      noteSnapshot(inspection.snapshot as AnyMachineSnapshot);
    },
  });
  actor.subscribe({ error: () => {} });

  const step = async (work: () => Promise<void> | void) => {
    if (view) await view.act(async () => await work());
    else await work();
  };

  await step(() => {
    actor.start();
  });
  if (view) await step(() => view.render(actor));

  try {
    const times: number[] = [];
    for (const [index, pathStep] of path.steps.entries()) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const { event } = pathStep;
      const where = `step ${index + 1} (${pathStep.eventWords})`;
      if (index > 0) {
        const delay = delayNameOf(event.type);
        const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        if (delay !== undefined) {
          // The timer started when its state was entered, maybe several steps ago (parallel regions):
          // advance the clock exactly to when it is due, so no other timer fires early or late.
          const stateId = event.type.slice(`xstate.after.${delay}.`.length);
          let entered = index - 1;
          while (entered > 0 && isActive(path.steps[entered - 1]?.state, stateId)) entered -= 1;
          const due = (times[entered] ?? clock.now()) + delayMs(provided, delay, before);
          await step(() => clock.increment(Math.max(0, due - clock.now())));
        } else if (actorStep) {
          const [, kind, id] = actorStep;
          const waiting = pending.get(id ?? '');
          if (!waiting) throw new Error(`${where}: the actor "${id}" is not running`);
          pending.delete(id ?? '');
          await step(async () => {
            if (kind === 'done') waiting.resolve((event as { output?: unknown }).output);
            else waiting.reject((event as { error?: unknown }).error);
            await settle();
          });
        } else if (view) {
          const userAction = view.events?.[event.type];
          if (!userAction) throw new Error(`${where}: the view adapter has no user action for ${event.type}`);
          // user-event wraps its own work in act (and turns the act environment off meanwhile), so an
          // outer act here would make React warn about an unsupported environment.
          await userAction(stripLabel(event));
        } else {
          await step(() => {
            actor.send(stripLabel(event));
          });
        }
      }
      times[index] = clock.now();
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      noteSnapshot(snapshot);
      if (snapshot.status === 'error') {
        throw new Error(`${where}: the actor failed: ${String(snapshot.error)}`);
      }
      if (JSON.stringify(snapshot.value) !== JSON.stringify(pathStep.state.value)) {
        throw new Error(
          `${where}: expected state ${JSON.stringify(pathStep.state.value)}, actor is in ${JSON.stringify(snapshot.value)}`,
        );
      }
      if (snapshot.status !== pathStep.state.status) {
        throw new Error(`${where}: expected status ${pathStep.state.status}, actor is ${snapshot.status}`);
      }
      if (
        snapshot.status === 'done' &&
        JSON.stringify(snapshot.output) !== JSON.stringify(pathStep.state.output)
      ) {
        throw new Error(
          `${where}: expected output ${JSON.stringify(pathStep.state.output)}, got ${JSON.stringify(snapshot.output)}`,
        );
      }
      if (view) await checkScreen(view, snapshot, actions, where);
    }
  } finally {
    actor.stop();
  }
  return { coverage, actions, actor };
}

function isActive(snapshot: AnyMachineSnapshot | undefined, stateId: string): boolean {
  return (snapshot?._nodes as AnyStateNode[] | undefined)?.some((node) => node.id === stateId) ?? false;
}

async function checkScreen(
  view: ViewAdapter,
  snapshot: AnyMachineSnapshot,
  actions: RecordedAction[],
  where: string,
) {
  const leaves = (snapshot._nodes as AnyStateNode[]).filter(
    (node) => node.type === 'atomic' || node.type === 'final',
  );
  for (const leaf of leaves) {
    const assertion = view.states[statePath(leaf)] ?? view.states['*'];
    if (!assertion)
      throw new Error(`${where}: the view adapter has no screen assertion for ${statePath(leaf)}`);
    await assertion({ actions, snapshot });
  }
}

/** Merges run coverages and lists what the machine has that no path reached. */
export function missingCoverage(machine: AnyStateMachine, runs: RunCoverage[]) {
  const all = everythingIn(machine);
  const states = new Set(runs.flatMap((run) => [...run.states]));
  const transitions = new Set(runs.flatMap((run) => [...run.transitions]));
  return {
    states: [...all.states].filter((state) => !states.has(state)).sort(),
    transitions: [...all.transitions].filter((transition) => !transitions.has(transition)).sort(),
    reached: {
      states: [...all.states].filter((state) => states.has(state)).length,
      transitions: [...all.transitions].filter((transition) => transitions.has(transition)).length,
    },
    total: { states: all.states.size, transitions: all.transitions.size },
  };
}
