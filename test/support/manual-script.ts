// The model-based paths as Spanish scripts a tester follows by hand ('Paso / Acción / Resultado
// esperado'): actions are the controls of the screen spec, expected results what the screen spec says the
// screen shows plus the configured effects (navigation, toasts, storage). The same screen specs and
// effects are what the path runner checks, so a script says only what the tests assert. Pure (no DOM).
import type { AnyMachineSnapshot, AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import {
  allTransitions,
  automatedOnly,
  delayMs,
  delayNameOf,
  type EffectSpec,
  effectEntries,
  eventsThrough,
  expectedEffects,
  isNoOp,
  keepsStateOf,
  type MachinePath,
  matchesPattern,
  outcomeOf,
  type PathTestConfig,
  pendingTimers,
  restartOf,
  saysOf,
  statePath,
  stripLabel,
  transitionKey,
} from './path-model';
import {
  type Control,
  controlFor,
  controlWords,
  isNotOnScreen,
  isOffScreen,
  isUnreachable,
  type Shown,
  shownFor,
  shownWords,
} from './screen-spec';

/** How a step is carried out. */
export type StepKind =
  | 'inicio'
  | 'acción'
  | 'bloqueado'
  | 'temporizador'
  | 'servidor'
  | 'navegador'
  | 'sin pantalla'
  | 'no alcanzable';

/** What each kind means, for the scripts' legend. */
export const stepKinds: Record<StepKind, string> = {
  inicio: 'el estado de partida',
  acción: 'lo hace la persona con un control de la pantalla',
  bloqueado: 'el control está deshabilitado: se comprueba, no se pulsa',
  temporizador: 'no se hace nada: se espera el tiempo indicado',
  servidor: 'la respuesta de un servicio (en la pila local: datos de ejemplo o inyección de fallos)',
  navegador: 'lo hace el navegador por su cuenta (lee el archivo elegido): se comprueba, no se hace',
  'sin pantalla': 'lo envía la aplicación o el proveedor de identidad, no un control',
  'no alcanzable': 'ningún control de esta pantalla lo envía ahora',
};

export interface ScriptStep {
  /** 1-based, after dropped steps are removed. */
  number: number;
  kind: StepKind;
  action: string;
  expected: string;
  /**
   * The statements `expected` is made of, in order (without the «Nada cambia:» of a blocked step), and
   * those of them the step's hand-stated outcome and effects make: what a tester's script keeps at a step
   * even when the step before already showed it.
   */
  checks: { all: string[]; kept: string[] };
  /**
   * The statements of `checks.all` that `expected` makes, as `checks.all` words them: every one here; a
   * tester's script (scripts/paths-tester.ts, `forTester`) keeps what changed, or none where the next step
   * is an answer that comes at once. The replay on the stack checks exactly these.
   */
  stated: string[];
  /** The index of the path step it comes from. */
  stepIndex: number;
}

export interface ManualPath {
  id: string;
  /** The input's label (what `--input` and the journeys look for). */
  input: string;
  /** The input as a tester reads it: its `says`, else its label. */
  inputWords: string;
  steps: ScriptStep[];
  path: MachinePath;
  /** Why no person can carry it out (a step only a program can make); undefined when one can. */
  automatedOnly?: string;
  /** Its title in Spanish, unique within its machine's suite (scripts/paths-tester.ts, `scriptTitles`). */
  title?: string;
}

function leafPaths(snapshot: AnyMachineSnapshot): string[] {
  return (snapshot._nodes as AnyStateNode[])
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => statePath(node));
}

function labelOf(event: EventObject): string | undefined {
  const label = (event as { label?: unknown }).label;
  return typeof label === 'string' ? label : undefined;
}

/** A delay as people say it: 500 ms, 10 s, 14 min, 1 min 30 s. */
export function durationWords(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

/** The effects of a step a person can see, in the tester's words. */
function effectWords(config: PathTestConfig, path: MachinePath, index: number): string[] {
  return stepEffects(config, path, index)
    .filter((effect) => effect.spec?.unseen !== true)
    .map((effect) => effect.says);
}

/**
 * The effects of a step: the tester's words of each, with its spec (none for an effect not described), its
 * type and the params it must carry.
 */
export function stepEffects(
  config: PathTestConfig,
  path: MachinePath,
  index: number,
): { says: string; spec?: EffectSpec; type: string; params: unknown }[] {
  const step = path.steps[index];
  if (!step || !config.effects) return [];
  const calls = expectedEffects(config.effects, path, index);
  const specs = effectEntries(config.effects);
  return calls.map((call) => {
    const spec = specs.find(
      ([type, effect]: [string, EffectSpec]) =>
        type === call.type &&
        effect.on.some((pattern) =>
          matchesPattern(pattern, { transitions: step.analysis.taken, entered: step.analysis.entered }),
        ),
    )?.[1];
    if (!spec) return { says: call.type, type: call.type, params: call.params };
    const says =
      typeof spec.says === 'function' ? (spec.says as (params: unknown) => string)(call.params) : spec.says;
    return { says, spec, type: call.type, params: call.params };
  });
}

/** Whether one of the step's effects takes the person to another page (`leaves`). */
function leavesPage(config: PathTestConfig, path: MachinePath, index: number): boolean {
  const step = path.steps[index];
  if (!step || !config.effects) return false;
  const found = { transitions: step.analysis.taken, entered: step.analysis.entered };
  return effectEntries(config.effects).some(
    ([, effect]) => effect.leaves === true && effect.on.some((pattern) => matchesPattern(pattern, found)),
  );
}

/**
 * What a step must bring about on the screen: its hand-stated outcome first, then what the screen shows
 * after it (nothing of it once the step left the page), with the events the person sent so far (what
 * shown items are stated from). A tester's script words them; the replay on the local stack checks them.
 */
export function shownAfter(
  machine: AnyStateMachine,
  config: PathTestConfig,
  path: MachinePath,
  index: number,
): { outcome: Shown[]; shown: Shown[]; sent: EventObject[] } {
  const step = path.steps[index];
  const sent = eventsThrough(path, index);
  if (!step) return { outcome: [], shown: [], sent };
  const shown =
    config.screen && !leavesPage(config, path, index)
      ? shownFor(config.screen, leafPaths(step.state), step.state, sent)
      : [];
  return { outcome: outcomeOf(machine, path, index), shown, sent };
}

/**
 * What a step brings about (its hand-stated outcome first), what the screen shows after it (nothing of
 * it once the step left the page), and the effects, in the tester's words: every statement, and those
 * the outcome and the effects make.
 */
function resultChecks(
  machine: AnyStateMachine,
  config: PathTestConfig,
  path: MachinePath,
  index: number,
): { all: string[]; kept: string[] } {
  const step = path.steps[index];
  if (!step) return { all: [], kept: [] };
  const keeps = keepsStateOf(machine, path, index);
  const after = shownAfter(machine, config, path, index);
  const outcome = [
    ...(keeps ? [keeps] : []),
    ...after.outcome.map((item) => shownWords(item, step.state, after.sent)),
  ];
  const shown = after.shown.map((item) => shownWords(item, step.state, after.sent));
  const effects = effectWords(config, path, index);
  return {
    all: [...new Set([...outcome, ...shown, ...effects])],
    kept: [...new Set([...outcome, ...effects])],
  };
}

/** The expected result of a step whose screen shows nothing new. */
const noChangeWords = 'Sin cambios a la vista';

/** Statements as a step's expected result. */
export function checksWords(checks: readonly string[]): string {
  return checks.length === 0 ? noChangeWords : checks.join('; ');
}

/** What a statement of a step's expected result is checked by: screen items, effects, or the whole screen. */
export interface StatementChecks {
  statement: string;
  /** The hand-stated outcome's and the screen spec's items that say it. */
  items: Shown[];
  /** The effects that say it. */
  effects: ReturnType<typeof stepEffects>;
  /** It is the step's `keepsState` ('Sigue en el mismo paso…'): every item the screen shows after it. */
  screen: Shown[];
}

/**
 * Each statement a script's step makes (`stated`), with what checks it on the screen: the replay on the
 * stack checks exactly these, and a statement nothing checks is an error there and in the tooling tests.
 */
export function statementChecks(
  machine: AnyStateMachine,
  script: ManualPath,
  position: number,
): StatementChecks[] {
  const step = script.steps[position];
  const { path } = script;
  const pathStep = step && path.steps[step.stepIndex];
  if (!step || !pathStep) return [];
  const after = shownAfter(machine, path.config, path, step.stepIndex);
  const keeps = keepsStateOf(machine, path, step.stepIndex);
  const effects = stepEffects(path.config, path, step.stepIndex).filter((effect) => !effect.spec?.unseen);
  return step.stated.map((statement) => ({
    statement,
    items: [...after.outcome, ...after.shown].filter(
      (item) => shownWords(item, pathStep.state, after.sent) === statement,
    ),
    effects: effects.filter((effect) => effect.says === statement),
    screen: statement === keeps ? after.shown : [],
  }));
}

/** The action and kind of one step of a path. */
function actionOf(machine: AnyStateMachine, config: PathTestConfig, path: MachinePath, index: number) {
  const step = path.steps[index];
  const before = path.steps[index - 1]?.state;
  if (!step) throw new Error(`no step ${index}`);
  const { event } = step;
  if (index === 0 || !before) {
    // What the person does; the input they start from is the script's «Entrada» (its preconditions).
    const opening =
      config.screen?.opening?.(step.state) ?? (config.screen ? `Abre ${config.screen.screen}` : 'Parte');
    return { kind: 'inicio' as const, action: opening };
  }
  const delay = delayNameOf(event.type);
  if (delay !== undefined) {
    return {
      kind: 'temporizador' as const,
      action: `Espera ${durationWords(delayMs(machine, delay, before))} sin hacer nada`,
    };
  }
  // A step that starts a delay's count over (`restarts`) comes after a wait, as the runner makes it.
  const restart = restartOf(config.restarts, event, step.analysis, before);
  const waited = restart ? ` [tras ${durationWords(restart.waits)} sin hacer nada]` : '';
  const actorStep = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (actorStep) {
    const label = labelOf(event);
    const who = config.screen?.answers?.[actorStep[2] ?? ''];
    const answer =
      actorStep[1] === 'done' ? (who?.done ?? 'Respuesta del servicio') : (who?.error ?? 'Falla el servicio');
    const words = saysOf(machine, path, index) ?? (label ? `${answer}: ${label}` : answer);
    return { kind: who ? ('navegador' as const) : ('servidor' as const), action: `${words}${waited}` };
  }
  const plain = stripLabel(event);
  const source = controlFor(config.screen, before, plain, eventsThrough(path, index - 1));
  const label = labelOf(event);
  const named = label ? ` (${label})` : '';
  if (!source)
    return { kind: 'sin pantalla' as const, action: `La aplicación actúa por su cuenta${named}${waited}` };
  if (isOffScreen(source))
    return {
      kind: source.key || source.byPerson ? ('acción' as const) : ('sin pantalla' as const),
      action: `${source.offScreen}${named}${waited}`,
    };
  if (isNotOnScreen(source)) return { kind: 'no alcanzable' as const, action: source.notOnScreen };
  if (isUnreachable(source)) return { kind: 'no alcanzable' as const, action: source.unreachable };
  const control = source as Control;
  if (before.can(plain)) {
    // A timer running now would change the screen first: the person must act before it fires.
    const due = pendingTimers(before).map((type) => delayMs(machine, delayNameOf(type) ?? '', before));
    const within =
      due.length > 0 && Math.min(...due) >= 1000 ? ` [antes de ${durationWords(Math.min(...due))}]` : '';
    return { kind: 'acción' as const, action: `${controlWords(control)}${waited || within}` };
  }
  if ((control.whenBlocked ?? 'disabled') === 'hidden') {
    return { kind: 'no alcanzable' as const, action: `No hay «${control.name}» en la pantalla` };
  }
  return {
    kind: 'bloqueado' as const,
    action: `Comprueba que «${control.name}» está deshabilitado (no se puede pulsar)`,
  };
}

/**
 * One path as a tester's script. Repeated steps that change nothing are dropped, and so are the last
 * steps when they change nothing or cannot be done from the screen (a disabled control at the end stays:
 * checking it is the point).
 */
function manualScript(machine: AnyStateMachine, config: PathTestConfig, path: MachinePath): ManualPath {
  const drafts = path.steps.map((_, index) => ({
    ...actionOf(machine, config, path, index),
    stepIndex: index,
    noOp: isNoOp(path, index),
  }));
  const kept = drafts.filter((draft, position) => {
    const previous = drafts[position - 1];
    if (!previous || !draft.noOp || draft.kind === 'bloqueado') return true;
    const same =
      JSON.stringify(path.steps[draft.stepIndex]?.event) ===
      JSON.stringify(path.steps[previous.stepIndex]?.event);
    return !same;
  });
  // A step that leaves the page ends the script: the rest happens on a page the person no longer sees.
  const left = kept.findIndex((draft) => leavesPage(config, path, draft.stepIndex));
  if (left >= 0) kept.splice(left + 1);
  // A step no person can take ends what a tester can follow.
  const unreachable = kept.findIndex((draft) => draft.kind === 'no alcanzable' && !draft.noOp);
  if (unreachable > 0) kept.splice(unreachable);
  while (kept.length > 1) {
    const last = kept.at(-1);
    if (!last || last.kind === 'bloqueado' || !(last.noOp || last.kind === 'no alcanzable')) break;
    kept.pop();
  }
  const steps = kept.map((draft, position) => {
    const checks = resultChecks(machine, config, path, draft.stepIndex);
    const expected =
      draft.kind === 'bloqueado' || (draft.kind === 'no alcanzable' && draft.noOp)
        ? `Nada cambia: ${checksWords(checks.all)}`
        : checksWords(checks.all);
    return {
      number: position + 1,
      kind: draft.kind,
      action: draft.action,
      expected,
      checks,
      stated: checks.all,
      stepIndex: draft.stepIndex,
    };
  });
  const automated = steps
    .map((step) => automatedOnly(machine, path, step.stepIndex))
    .find((reason) => reason !== undefined);
  return {
    id: path.id,
    input: path.input.label,
    inputWords: path.input.says ?? path.input.label,
    steps,
    path,
    automatedOnly: automated,
  };
}

/** The scripts of a machine's paths, without scripts another script already contains. */
export function manualScripts(
  machine: AnyStateMachine,
  config: PathTestConfig,
  paths: readonly MachinePath[],
): ManualPath[] {
  const scripts = paths.map((path) => manualScript(machine, config, path));
  // Each script's signature (its input, then the events of its kept steps), joined once: a script is
  // dropped when another one's signature starts with it and is longer, or equals it and comes first.
  const separator = '\u0000';
  const signatures = scripts.map((script) => [
    script.input,
    ...script.steps.map((step) => JSON.stringify(script.path.steps[step.stepIndex]?.event)),
  ]);
  const longerStarts = new Set<string>();
  const firstWith = new Map<string, number>();
  signatures.forEach((parts, index) => {
    for (let end = 1; end < parts.length; end += 1) longerStarts.add(parts.slice(0, end).join(separator));
    const whole = parts.join(separator);
    if (!firstWith.has(whole)) firstWith.set(whole, index);
  });
  return scripts.filter((_, index) => {
    const whole = (signatures[index] ?? []).join(separator);
    return !longerStarts.has(whole) && firstWith.get(whole) === index;
  });
}

/** The transitions a script walks (only its kept steps), by key. */
export function walkedTransitions(script: ManualPath): Set<string> {
  const walked = new Set<string>();
  for (const step of script.steps) {
    for (const transition of script.path.steps[step.stepIndex]?.analysis.taken ?? []) {
      walked.add(transitionKey(transition));
    }
    // A guard's refused branch: the check of a disabled control counts as walked too.
    const event = script.path.steps[step.stepIndex]?.event;
    if (step.kind === 'bloqueado' && event) walked.add(`[bloqueado] ${JSON.stringify(event)}`);
  }
  return walked;
}

/**
 * A smaller manual suite: greedy set cover of the transitions the full set walks (each round takes the
 * script that walks most transitions not yet walked; ties go to the shorter script, then the id).
 */
export function manualSuite(all: readonly ManualPath[]): ManualPath[] {
  // A script only a program can carry out has no place in a tester's suite.
  const scripts = all.filter((script) => script.automatedOnly === undefined);
  const walks = new Map(scripts.map((script) => [script, walkedTransitions(script)]));
  const uncovered = new Set([...walks.values()].flatMap((set) => [...set]));
  const chosen: ManualPath[] = [];
  while (uncovered.size > 0) {
    let best: ManualPath | undefined;
    let bestGain = 0;
    for (const script of scripts) {
      const gain = [...(walks.get(script) ?? [])].filter((key) => uncovered.has(key)).length;
      const better =
        gain > bestGain ||
        (gain === bestGain &&
          gain > 0 &&
          best !== undefined &&
          (script.steps.length < best.steps.length ||
            (script.steps.length === best.steps.length && script.id < best.id)));
      if (better) {
        best = script;
        bestGain = gain;
      }
    }
    if (!best) break;
    chosen.push(best);
    for (const key of walks.get(best) ?? []) uncovered.delete(key);
  }
  return chosen;
}

/** One row of the per-transition coverage report. */
export interface CoverageRow {
  transition: string;
  section: string;
  /** Ids of the scripts of the full set that walk it. */
  paths: string[];
  /** Ids of the scripts of the manual suite that walk it. */
  manual: string[];
}

/** For each transition of the machine: the SPEC section it implements and the scripts that walk it. */
export function coverageReport(
  machine: AnyStateMachine,
  config: PathTestConfig,
  scripts: readonly ManualPath[],
  suite: readonly ManualPath[],
): CoverageRow[] {
  const walks = scripts.map((script) => ({ id: script.id, walked: walkedTransitions(script) }));
  const inSuite = new Set(suite.map((script) => script.id));
  return allTransitions(machine).map((transition) => {
    const key = transitionKey(transition);
    const section =
      Object.entries(config.spec ?? {}).find(([pattern]) =>
        matchesPattern(pattern, { transitions: [transition] }),
      )?.[1] ?? '(sin sección del SPEC asignada)';
    const paths = walks.filter((walk) => walk.walked.has(key)).map((walk) => walk.id);
    return { transition: key, section, paths, manual: paths.filter((id) => inSuite.has(id)) };
  });
}
