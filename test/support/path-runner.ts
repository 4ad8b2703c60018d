// Runs a generated path against the real machine: a live actor on a SimulatedClock whose named actors
// are fakes the runner resolves or rejects, whose named actions (navigation, storage…) are recorded and
// compared, step by step, with the effects the path configuration expects. Optionally the same path
// drives the rendered screen through a view adapter: every ordinary event is sent by pressing its
// control, never behind the screen's back.
import userEvent from '@testing-library/user-event';
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
import {
  allStateNodes,
  delayMs,
  delayNameOf,
  effectWordsDiffering,
  eventsThrough,
  expectedEffects,
  invocationsOf,
  isExactly,
  isNoOp,
  keepsStateOf,
  type MachinePath,
  matchesPattern,
  notKeptRunning,
  outcomeOf,
  type PathTestConfig,
  restartOf,
  statePath,
  stripLabel,
  transitionKey,
} from './path-model';
import { checkShown, findControl, isDisabled } from './screen-check';
import {
  type Control,
  controlFor,
  controlWords,
  isNotOnScreen,
  isOffScreen,
  isUnreachable,
  type ScreenSpec,
  shownFor,
} from './screen-spec';

/** A named action the machine executed, with its resolved params. */
export interface RecordedAction {
  type: string;
  params?: unknown;
}

/** What a view adapter's screen assertions receive. */
export interface ScreenCheck {
  actions: RecordedAction[];
  snapshot: AnyMachineSnapshot;
  /** What the person did so far (the path's events, labels stripped): what a check states by hand. */
  events: readonly EventObject[];
}

/** How a machine's screen is driven by a path (test/paths/<name>.view.tsx). */
export interface ViewAdapter {
  /** The screen's controls and shown items: the same object as the machine's path configuration `screen`. */
  screen: ScreenSpec;
  /** Renders the screen for the live actor (inside the test's DOM). */
  render: (actor: AnyActorRef) => void;
  /**
   * How a person operates a control that one click does not (typing, picking from a list, a two-step
   * confirmation), by event type; it receives the control the spec found. Default: a click.
   */
  perform?: Record<string, (event: EventObject, control: HTMLElement) => Promise<void>>;
  /** Further screen checks by leaf state path ('form', 'verification.failed', or '*'). */
  checks?: Record<string, (check: ScreenCheck) => void | Promise<void>>;
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

/** Every state path and transition key of a machine (what coverage expects). */
function everythingIn(machine: AnyStateMachine): RunCoverage {
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

/**
 * Whether `actual` has what `expected` states: every key of an expected object (others may be there,
 * unless it is marked `exactly`), arrays item by item and of the same length, anything else equal.
 */
function contains(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => contains(actual[index], item))
    );
  }
  if (expected !== null && typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object') return false;
    const stated = (key: string, value: unknown) => value === undefined || Object.hasOwn(expected, key);
    if (isExactly(expected) && !Object.entries(actual).every(([key, value]) => stated(key, value)))
      return false;
    return Object.entries(expected).every(([key, value]) =>
      contains((actual as Record<string, unknown>)[key], value),
    );
  }
  return Object.is(actual, expected);
}

/** An actor's input as the app's adapter turns it into its call (`through`), else as given. */
function throughAdapter(config: PathTestConfig, src: string, input: unknown): unknown {
  const adapter = config.through?.[src];
  return adapter ? adapter(input as never) : input;
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
): Promise<{
  coverage: RunCoverage;
  actions: RecordedAction[];
  actor: AnyActorRef;
  /** With a view: the step no person can carry out, where the screen run ended (the rest unchecked). */
  screenEndedAt?: number;
}> {
  const clock = new SimulatedClock();
  const pending = new Map<string, Pending>();
  const received = new Map<string, unknown>();
  /** How many times each actor (by `src`) was started. */
  const started = new Map<string, number>();
  /** The actors started by the current step, with what they were given (checked against `sends`). */
  let startedNow: Array<{ src: string; input: unknown }> = [];
  const invocations = invocationsOf(machine);
  const actions: RecordedAction[] = [];
  const coverage: RunCoverage = { states: new Set(), transitions: new Set() };

  const actorFakes = Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [
      name,
      fromPromise<unknown, unknown>(
        ({ self, input }) =>
          new Promise((resolve, reject) => {
            started.set(name, (started.get(name) ?? 0) + 1);
            startedNow.push({ src: name, input });
            received.set(self.id, input);
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

  let takenThisStep: string[] = [];
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
        if (transition.eventType !== null) {
          coverage.transitions.add(transitionKey(transition));
          takenThisStep.push(transitionKey(transition));
        }
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

  let screenEndedAt: number | undefined;
  try {
    const times: number[] = [];
    // The state each event's latest step left from (for `returns`).
    const leftFrom = new Map<string, string>();
    for (const [index, pathStep] of path.steps.entries()) {
      const before = actor.getSnapshot() as AnyMachineSnapshot;
      const startedBefore = new Map(started);
      const { event } = pathStep;
      const where = `step ${index + 1} (${pathStep.eventWords})`;
      // The first step counts what the start did (a machine may end on its first state).
      const actionsBefore = index === 0 ? 0 : actions.length;
      if (index > 0) takenThisStep = [];
      if (index > 0) startedNow = [];
      if (index > 0) {
        const delay = delayNameOf(event.type);
        const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
        const restart = restartOf(
          path.config.restarts,
          event,
          pathStep.analysis,
          path.steps[index - 1]?.state,
        );
        if (restart) {
          // The step starts a delay's count over (stated by hand): the person comes back `waits` later,
          // so a count that does not restart shows; meanwhile nothing may happen.
          for (const restarted of restart.delays) {
            const length = delayMs(provided, restarted, before);
            if (restart.waits >= length) {
              throw new Error(
                `${where}: restarts.${restarted}.waits (${restart.waits} ms) must be shorter than the delay (${length} ms)`,
              );
            }
          }
          await step(() => clock.increment(restart.waits));
          const waited = actor.getSnapshot() as AnyMachineSnapshot;
          if (takenThisStep.length > 0 || JSON.stringify(waited.value) !== JSON.stringify(before.value)) {
            throw new Error(
              `${where}: while waiting ${restart.waits} ms before this step (it restarts ${restart.delays.join(', ')}), the machine took ${JSON.stringify(takenThisStep)} and is in ${JSON.stringify(waited.value)}: a timer fired`,
            );
          }
        }
        if (delay !== undefined) {
          // The timer started when its state was entered, maybe several steps ago (parallel regions), or
          // at the latest step that restarted its count (`restarts`): advance the clock to 1 ms before it
          // is due (it must not have fired), then to when it is due, so no other timer fires early or late.
          const stateId = event.type.slice(`xstate.after.${delay}.`.length);
          let entered = index - 1;
          while (entered > 0 && isActive(path.steps[entered - 1]?.state, stateId)) entered -= 1;
          for (let later = index - 1; later > entered; later -= 1) {
            const earlier = path.steps[later];
            const restarted = earlier
              ? restartOf(path.config.restarts, earlier.event, earlier.analysis, path.steps[later - 1]?.state)
              : undefined;
            if (restarted?.delays.includes(delay)) {
              entered = later;
              break;
            }
          }
          const stated = path.config.delays?.[delay];
          if (stated !== undefined && delayMs(provided, delay, before) !== stated) {
            throw new Error(
              `${where}: the ${delay} delay is ${delayMs(provided, delay, before)} ms, expected ${stated} ms`,
            );
          }
          const due = (times[entered] ?? clock.now()) + delayMs(provided, delay, before);
          if (due - 1 > clock.now()) {
            await step(() => clock.increment(due - 1 - clock.now()));
            const early = actor.getSnapshot() as AnyMachineSnapshot;
            if (takenThisStep.length > 0 || JSON.stringify(early.value) !== JSON.stringify(before.value)) {
              throw new Error(
                `${where}: the ${delay} timer fired before it was due (${delayMs(provided, delay, before)} ms after step ${entered + 1}): 1 ms before, the machine had taken ${JSON.stringify(takenThisStep)} and is in ${JSON.stringify(early.value)}`,
              );
            }
          }
          await step(() => clock.increment(Math.max(0, due - clock.now())));
        } else if (actorStep) {
          const [, kind, id] = actorStep;
          const waiting = pending.get(id ?? '');
          if (!waiting) throw new Error(`${where}: the actor "${id}" is not running`);
          pending.delete(id ?? '');
          const src = invocations.get(id ?? '') ?? '';
          const sends = path.config.sends?.[src];
          if (sends) {
            const events = path.steps.slice(1, index).map((earlier) => stripLabel(earlier.event));
            const expected = sends(path.input.input, events);
            const got = throughAdapter(path.config, src, received.get(id ?? ''));
            if (!contains(got, expected)) {
              throw new Error(
                `${where}: the actor "${id}" was given ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
              );
            }
          }
          await step(async () => {
            if (kind === 'done') waiting.resolve((event as { output?: unknown }).output);
            else waiting.reject((event as { error?: unknown }).error);
            await settle();
          });
        } else if (view) {
          const earlier = eventsThrough(path, index - 1);
          const source = controlFor(view.screen, before, stripLabel(event), earlier);
          if (source && isUnreachable(source)) {
            // No person can send it now: the screen run of this path ends here.
            if (source.control && findControl(source.control)) {
              throw new Error(`${where}: ${source.unreachable}, yet the control can be reached`);
            }
            screenEndedAt = index;
            break;
          }
          await onScreen(view, before, stripLabel(event), earlier, where, () =>
            step(() => actor.send(stripLabel(event))),
          );
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
      const returnsTo = index > 0 ? path.config.returns?.[event.type] : undefined;
      const returnedFrom = returnsTo === undefined ? undefined : leftFrom.get(returnsTo);
      if (returnedFrom !== undefined && JSON.stringify(snapshot.value) !== returnedFrom) {
        throw new Error(
          `${where}: stated to return to where «${returnsTo}» left from (${returnedFrom}), the actor is in ${JSON.stringify(snapshot.value)}`,
        );
      }
      if (index > 0) leftFrom.set(event.type, JSON.stringify(before.value));
      if (
        keepsStateOf(machine, path, index) !== undefined &&
        JSON.stringify(snapshot.value) !== JSON.stringify(before.value)
      ) {
        throw new Error(
          `${where}: stated to keep the state (${keepsStateOf(machine, path, index)}), it went from ${JSON.stringify(before.value)} to ${JSON.stringify(snapshot.value)}`,
        );
      }
      for (const [tag, states] of Object.entries(path.config.tags ?? {})) {
        const stated = states.some((state) => snapshot.matches(state as never));
        if (snapshot.hasTag(tag) !== stated) {
          throw new Error(
            `${where}: in ${JSON.stringify(snapshot.value)} the tag «${tag}» is ${snapshot.hasTag(tag) ? 'on' : 'off'}; stated on in ${states.join(', ')} only`,
          );
        }
      }
      // A call is checked when it starts, too: a path may end before it answers (another unit chosen, the
      // call started again with the old unit, leads to a state already seen, where the paths stop).
      for (const { src, input } of startedNow) {
        const sends = path.config.sends?.[src];
        if (!sends) continue;
        const expected = sends(path.input.input, eventsThrough(path, index));
        const got = throughAdapter(path.config, src, input);
        if (!contains(got, expected)) {
          throw new Error(
            `${where}: ${src} was started with ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
      for (const [src, patterns] of Object.entries(path.config.callsAgain ?? {})) {
        const found = { transitions: pathStep.analysis.taken, entered: pathStep.analysis.entered };
        const again = patterns.find((pattern) => matchesPattern(pattern, found));
        if (index > 0 && again && (started.get(src) ?? 0) <= (startedBefore.get(src) ?? 0)) {
          throw new Error(`${where}: «${again}» must start ${src} over, and it was not started again`);
        }
      }
      for (const [name, patterns] of Object.entries(path.config.keepsRunning ?? {})) {
        const found = { transitions: pathStep.analysis.taken, entered: pathStep.analysis.entered };
        const kept = patterns.find((pattern) => matchesPattern(pattern, found));
        const startedAgain = (started.get(name) ?? 0) > (startedBefore.get(name) ?? 0);
        const why =
          index > 0 && kept && notKeptRunning(name, before, snapshot, pathStep.analysis, startedAgain);
        if (why) throw new Error(`${where}: «${kept}» must leave ${name} running, and ${why}`);
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
      for (const [name, { read, expected }] of Object.entries(path.config.reads ?? {})) {
        const sentSoFar = eventsThrough(path, index);
        const stated = expected(path.input.input, sentSoFar);
        const found = read(snapshot as never);
        if (!contains(found, stated)) {
          throw new Error(
            `${where}: the app reads ${name} = ${JSON.stringify(found)}, stated ${JSON.stringify(stated)}`,
          );
        }
      }
      const stop = path.config.stopsIn?.find((state) => snapshot.matches(state as never));
      if (stop !== undefined && snapshot.status !== 'done') {
        throw new Error(`${where}: the machine must end in ${stop}, and it is still running`);
      }
      const ends = path.config.ends;
      if (snapshot.status === 'done' && ends) {
        const events = eventsThrough(path, index);
        const expected = ends(path.input.input, events);
        if (!contains(snapshot.output, expected)) {
          throw new Error(
            `${where}: the machine ended with ${JSON.stringify(snapshot.output)}, expected ${JSON.stringify(expected)}`,
          );
        }
      }
      // A person's action may send its event more than once (typing a word): the same transitions, repeated.
      const modelTaken = distinct(pathStep.analysis.taken.map((transition) => transitionKey(transition)));
      // A step that changes nothing (choosing the unit already chosen) may send nothing at all on screen.
      const unchanged = index > 0 && isNoOp(path, index) && takenThisStep.length === 0;
      if (!unchanged && JSON.stringify(distinct(takenThisStep)) !== JSON.stringify(modelTaken)) {
        throw new Error(
          `${where}: xstate took ${JSON.stringify(takenThisStep)}, the path model says ${JSON.stringify(modelTaken)}`,
        );
      }
      const effects = path.config.effects;
      if (effects) {
        const happened = distinct(sortedJson(actions.slice(actionsBefore)));
        const expected = distinct(sortedJson(expectedEffects(effects, path, index)));
        if (JSON.stringify(happened) !== JSON.stringify(expected)) {
          throw new Error(
            `${where}: effects ${JSON.stringify(happened)} happened, the configuration expects ${JSON.stringify(expected)}`,
          );
        }
        const differing = effectWordsDiffering(effects, path, index);
        if (differing.length > 0) throw new Error(`${where}: ${differing.join('; ')}`);
      }
      if (view) {
        // What the person did so far: what a screen spec may state its items from (not the context).
        const sent = eventsThrough(path, index);
        await checkScreen(view, snapshot, actions, where, sent);
        // The business outcome stated by hand for this step (not derived from the machine).
        for (const item of outcomeOf(machine, path, index)) checkShown(item, snapshot, sent);
      }
    }
  } finally {
    actor.stop();
  }
  return screenEndedAt === undefined
    ? { coverage, actions, actor }
    : { coverage, actions, actor, screenEndedAt };
}

function isActive(snapshot: AnyMachineSnapshot | undefined, stateId: string): boolean {
  return (snapshot?._nodes as AnyStateNode[] | undefined)?.some((node) => node.id === stateId) ?? false;
}

function distinct(list: readonly string[]): string[] {
  return [...new Set(list)].sort();
}

function sortedJson(list: readonly unknown[]): string[] {
  return list.map((item) => JSON.stringify(item)).sort();
}

/**
 * Sends an ordinary event the way a person would: by its control on the screen. When the machine would
 * take the event, the control must be there and enabled, and the runner operates it. When a guard says
 * no, the control must be disabled (or absent, as the spec says) and nothing is sent. An event the spec
 * marks as off-screen (the app or the identity provider sends it) is sent to the actor, as they would.
 */
async function onScreen(
  view: ViewAdapter,
  before: AnyMachineSnapshot,
  event: EventObject,
  earlier: readonly EventObject[],
  where: string,
  sendAsTheApp: () => Promise<void>,
) {
  const control = controlFor(view.screen, before, event, earlier);
  if (!control) throw new Error(`${where}: the screen spec names no control for ${event.type}`);
  if (isOffScreen(control)) {
    await sendAsTheApp();
    return;
  }
  if (isUnreachable(control)) throw new Error(`${where}: ${control.unreachable}`);
  if (isNotOnScreen(control)) {
    if (before.can(event)) {
      throw new Error(`${where}: the machine would take ${event.type}, yet the screen has no control for it`);
    }
    return;
  }
  const element = findControl(control);
  const named = `${controlWords(control)} (${control.role ?? 'button'} «${control.name}»)`;
  if (before.can(event)) {
    if (!element) throw new Error(`${where}: the control is missing: ${named}`);
    if (isDisabled(element))
      throw new Error(
        `${where}: the control is disabled, yet the machine would take ${event.type}: ${named}`,
      );
    // user-event wraps its own work in act (and turns the act environment off meanwhile), so an outer
    // act here would make React warn about an unsupported environment.
    await (view.perform?.[event.type] ?? click)(event, element);
    return;
  }
  checkBlocked(control, element, event, where, named);
}

function checkBlocked(
  control: Control,
  element: HTMLElement | null,
  event: EventObject,
  where: string,
  named: string,
) {
  if ((control.whenBlocked ?? 'disabled') === 'hidden') {
    if (element)
      throw new Error(`${where}: the machine would ignore ${event.type}, yet the screen shows ${named}`);
    return;
  }
  if (!element) throw new Error(`${where}: the control is missing (it should be there, disabled): ${named}`);
  if (!isDisabled(element)) {
    throw new Error(`${where}: the machine would ignore ${event.type}, yet the control is enabled: ${named}`);
  }
}

const click = async (_: EventObject, element: HTMLElement) => {
  await userEvent.click(element);
};

async function checkScreen(
  view: ViewAdapter,
  snapshot: AnyMachineSnapshot,
  actions: RecordedAction[],
  where: string,
  events: readonly EventObject[],
) {
  const leaves = (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => statePath(node));
  for (const leaf of leaves) {
    const items = shownFor(view.screen, [leaf], snapshot, events);
    const extra = view.checks?.[leaf] ?? view.checks?.['*'];
    const declared = view.screen.shows[leaf] ?? view.screen.shows['*'];
    if (declared === undefined && !extra) {
      throw new Error(`${where}: the screen spec says nothing about ${leaf}`);
    }
    for (const item of items) checkShown(item, snapshot, events);
    if (extra) await extra({ actions, snapshot, events });
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
