// The default path set: of every generated path of a machine, a few that together cover what the whole
// set covers. Walking every path (thousands for the board, the search, the wizards) repeats the same
// transitions, guards and screens hundreds of times; a greedy cover keeps each thing checked at least once
// and leaves the rest to `npm run test:full`. Pure (no vitest, no DOM): scripts read it too.
import type { AnyMachineSnapshot, AnyStateNode, EventObject } from 'xstate';
import {
  delayNameOf,
  expectedEffects,
  isRunningIn,
  type MachinePath,
  matchesPattern,
  restartOf,
  statePath,
  stripLabel,
  transitionKey,
} from './path-model';

/** The leaf states active in a snapshot (atomic and final), as dotted paths. */
function leavesOf(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => statePath(node))
    .sort();
}

/**
 * What a path checks, as items a cover must keep at least once:
 * - every transition taken, both outcomes of every guard evaluated (`t`, `g`);
 * - per input, every event variant and actor answer sent (`v`), and every state passed through (`s`);
 * - every pair of leaves active together in independent regions (`p`);
 * - what the configuration states by hand: `takes`, `callsAgain`, `keepsRunning` (while it runs),
 *   `restarts` (followed by the delay), `returns`, each effect with its params, each tag on and off.
 */
function coverItems(path: MachinePath): Set<string> {
  const items = new Set<string>();
  const { config } = path;
  const label = path.input.label;
  items.add(`input|${label}`);
  const seenEvents = new Set<string>();
  path.steps.forEach((step, index) => {
    const before = path.steps[index - 1]?.state;
    const found = { transitions: step.analysis.taken, entered: step.analysis.entered };
    for (const transition of step.analysis.taken) items.add(`t|${transitionKey(transition)}`);
    for (const guard of step.analysis.guards) items.add(`g|${guard.transition}|${guard.passed}`);
    for (const node of step.state._nodes as AnyStateNode[]) {
      if (node.path.length > 0) items.add(`s|${label}|${statePath(node)}`);
    }
    const leaves = leavesOf(step.state);
    for (let a = 0; a < leaves.length; a += 1)
      for (let b = a + 1; b < leaves.length; b += 1) items.add(`p|${leaves[a]}|${leaves[b]}`);
    if (before) {
      const variant = `${step.event.type}|${(step.event as { label?: unknown }).label ?? ''}`;
      items.add(`v|${label}|${variant}`);
    }
    for (const pattern of config.takes ?? [])
      if (matchesPattern(pattern, found)) items.add(`takes|${pattern}`);
    for (const [src, patterns] of Object.entries(config.callsAgain ?? {}))
      for (const pattern of patterns)
        if (matchesPattern(pattern, found)) items.add(`again|${src}|${pattern}`);
    if (before) {
      for (const [name, patterns] of Object.entries(config.keepsRunning ?? {}))
        for (const pattern of patterns)
          if (isRunningIn(before, name) && matchesPattern(pattern, found))
            items.add(`keeps|${name}|${pattern}`);
      for (const [delay, { on }] of Object.entries(config.restarts ?? {}))
        for (const pattern of on) {
          const restart = restartOf(
            { [delay]: { on: [pattern], waits: 0 } },
            step.event,
            step.analysis,
            before,
          );
          const fires = path.steps.slice(index + 1).some((later) => delayNameOf(later.event.type) === delay);
          if (restart && fires) items.add(`restart|${delay}|${pattern}`);
        }
      const returnsTo = config.returns?.[step.event.type];
      if (returnsTo !== undefined && seenEvents.has(returnsTo)) items.add(`returns|${step.event.type}`);
      seenEvents.add(step.event.type);
    }
    if (config.effects) {
      for (const effect of expectedEffects(config.effects, path, index))
        items.add(`effect|${JSON.stringify(effect)}`);
    }
    for (const tag of Object.keys(config.tags ?? {})) items.add(`tag|${tag}|${step.state.hasTag(tag)}`);
  });
  return items;
}

/** The events of a path as the machine receives them (labels dropped): two paths alike here are one. */
export function sequenceKey(path: MachinePath): string {
  return JSON.stringify([
    path.input.label,
    path.steps.map((step: { event: EventObject }) => stripLabel(step.event)),
  ]);
}

/**
 * The events of a path and the states they lead to, whatever the input: two inputs that take the same
 * events through the same states differ only in the data on screen, which the default set checks for
 * each input in every state it reaches (`s|<input>|<state>`). The rest set walks such paths once.
 */
export function walkKey(path: MachinePath): string {
  return JSON.stringify(
    path.steps.map((step: { event: EventObject; state: { value: unknown } }) => [
      stripLabel(step.event),
      step.state.value,
    ]),
  );
}

/**
 * A greedy cover of the paths: repeatedly the path that adds the most items not yet covered per step it
 * takes (a screen run costs about one render plus its steps), until every item is covered. Paths alike
 * but for their labels count once. The order of the result is that of `paths`.
 */
export function selectCover(paths: readonly MachinePath[], pinned: readonly string[] = []): MachinePath[] {
  const seen = new Set<string>();
  const candidates = paths
    .filter((path) => {
      if (pinned.includes(path.id)) return true;
      const key = sequenceKey(path);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((path, order) => ({ path, order, items: [...coverItems(path)] }));
  const covered = new Set<string>();
  const chosen = new Set<number>();
  // Pinned paths (by id) come first: each kills a mutant the cover alone once missed.
  for (const candidate of candidates) {
    if (!pinned.includes(candidate.path.id)) continue;
    chosen.add(candidate.order);
    for (const item of candidate.items) covered.add(item);
  }
  const unknown = pinned.filter((id) => !candidates.some((candidate) => candidate.path.id === id));
  if (unknown.length > 0) throw new Error(`pinned paths that are no longer generated: ${unknown.join(', ')}`);
  const cost = (steps: number) => steps + 3;
  // Lazy greedy: a candidate's gain only falls as the cover grows, so a stale gain is an upper bound.
  const gainOf = (candidate: (typeof candidates)[number]) =>
    candidate.items.filter((item) => !covered.has(item)).length / cost(candidate.path.steps.length);
  const queue = candidates
    .filter((candidate) => !chosen.has(candidate.order))
    .map((candidate) => ({ candidate, gain: gainOf(candidate) }));
  const better = (a: (typeof queue)[number], b: (typeof queue)[number]) =>
    b.gain - a.gain || a.candidate.order - b.candidate.order;
  queue.sort(better);
  while (queue.length > 0) {
    const head = queue[0] as (typeof queue)[number];
    const fresh = gainOf(head.candidate);
    if (fresh === 0) {
      queue.shift();
      continue;
    }
    const next = queue[1];
    if (next && fresh < next.gain) {
      head.gain = fresh;
      queue.sort(better);
      continue;
    }
    queue.shift();
    chosen.add(head.candidate.order);
    for (const item of head.candidate.items) covered.add(item);
  }
  return candidates.filter((candidate) => chosen.has(candidate.order)).map((candidate) => candidate.path);
}

/**
 * The states and transitions a path walks, from its steps: the runner fails a step whose transitions
 * differ from these, so a passing run walked exactly them (coverage needs no run of its own).
 */
export function walkedCoverage(path: MachinePath): { states: Set<string>; transitions: Set<string> } {
  const states = new Set<string>();
  const transitions = new Set<string>();
  for (const step of path.steps) {
    for (const node of step.state._nodes as AnyStateNode[])
      if (node.path.length > 0) states.add(statePath(node));
    for (const transition of step.analysis.taken) {
      transitions.add(transitionKey(transition));
      const source = transition.source as AnyStateNode;
      if (source.path.length > 0) states.add(statePath(source));
      for (const target of (transition.target as AnyStateNode[] | undefined) ?? [])
        if (target.path.length > 0) states.add(statePath(target));
    }
  }
  return { states, transitions };
}
