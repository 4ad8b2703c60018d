// npm run charts: writes docs/flows/<machine>.md (a Mermaid stateDiagram-v2 generated from the machine
// definition) and docs/flows/<machine>.json (machine.toJSON()) for every machine of machines/index.ts,
// plus the index docs/flows/README.md. Deterministic: same machines, same bytes.
// test/tooling/charts.test.ts fails when the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RegisteredMachine, registry } from '@machines/index';
import { pathConfigs } from '@test/paths/configs';
import { generatePaths, matchesPattern, type PathTestConfig, transitionKey } from '@test/support/path-model';
import { controlFor, sourceLegend } from '@test/support/screen-spec';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { journeyMarkdown } from './journey';
import { escapeMermaid } from './mermaid-text';

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

function paramsWords(params: unknown): string {
  if (params === undefined) return '';
  if (typeof params === 'function') return '(…)';
  if (params === null || typeof params !== 'object') return `(${String(params)})`;
  const parts = Object.entries(params as Record<string, unknown>).map(
    ([key, value]) => `${key} ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`,
  );
  return `(${parts.join(', ')})`;
}

/** A named action, guard or actor in words: `name(param value)`; inline functions read 'inline'. */
function nameOf(item: Named | undefined): string {
  if (item === undefined) return '';
  if (typeof item === 'string') return item;
  if (typeof item === 'function') {
    const type = (item as { type?: unknown }).type;
    return typeof type === 'string' ? type.replace(/^xstate\./, '') : 'inline';
  }
  return `${item.type ?? 'inline'}${paramsWords(item.params)}`;
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
  const guard = transition.guard ? nameOf(transition.guard as Named) : undefined;
  if (alternatives.length <= 1) return guard ? ` [${guard}]` : '';
  if (!guard) return alternatives.slice(0, index).some((other) => other.guard) ? ' [else]' : '';
  return ` [${index + 1}. ${guard}]`;
}

/** The label of a transition: `event [guard] / actions`, before escaping. */
export function transitionText(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const actions = (transition.actions as Named[]).map((action) => nameOf(action)).filter(Boolean);
  const doing = actions.length > 0 ? ` / ${actions.join(', ')}` : '';
  return `${eventWords(machine, transition)}${guardWords(transition)}${doing}`;
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

/**
 * A state's declaration and, for a composite state, its children. Only declarations, initial and final
 * markers go inside a block: Mermaid places a state in the last block that mentions it, so every edge
 * is written after all blocks, at the top level. A composite state cannot carry description lines in
 * Mermaid 11, so its details go to the text below the diagram.
 */
function declarations(node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const lines: string[] = [];
  const kids = children(node);
  if (kids.length > 0) {
    lines.push(`${indent}state "${escapeMermaid(node.key)}" as ${id} {`);
    lines.push(...body(node, `${indent}  `));
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${escapeMermaid(node.key)}" as ${id}`);
    for (const line of stateDetails(node)) lines.push(`${indent}${id} : ${escapeMermaid(line)}`);
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** The inside of a compound or parallel state (or of the whole machine). */
function body(node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const kids = children(node);
  if (node.type === 'parallel') {
    kids.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...declarations(child, indent));
    });
    return lines;
  }
  const initial = (node.initial?.target as AnyStateNode[] | undefined)?.[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of kids) lines.push(...declarations(child, indent));
  return lines;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...children(node).flatMap((child) => allNodes(child))];
}

/**
 * Every edge of the chart as [from, to, label]. A targetless transition is a self-loop on its state;
 * the root's own transitions (taken in any state) leave and enter the "any state" node.
 */
export function edgesOf(machine: AnyStateMachine): Array<[string, string, string]> {
  const edges: Array<[string, string, string]> = [];
  for (const node of allNodes(machine.root)) {
    const from = node === machine.root ? anyStateId(machine) : mermaidId(node);
    for (const transition of transitionsOf(node)) {
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
      const label = transitionText(machine, transition);
      if (targets.length === 0) edges.push([from, from, label]);
      for (const target of targets) edges.push([from, mermaidId(target), label]);
    }
  }
  return edges;
}

/** The Mermaid stateDiagram-v2 of a machine. */
export function mermaidOf(machine: AnyStateMachine): string {
  // Mermaid draws parallel regions ('--') only inside a box: a parallel machine gets one box for itself.
  const root = machine.root;
  const lines =
    root.type === 'parallel'
      ? [
          'stateDiagram-v2',
          `  state "${escapeMermaid(root.id)}" as ${mermaidId(root)} {`,
          ...body(root, '    '),
          '  }',
        ]
      : ['stateDiagram-v2', ...body(root, '  ')];
  if (transitionsOf(machine.root).length > 0) {
    lines.push(`  state "any state" as ${anyStateId(machine)}`);
  }
  for (const [from, to, label] of edgesOf(machine))
    lines.push(`  ${from} --> ${to} : ${escapeMermaid(label)}`);
  return lines.join('\n');
}

/** The details of composite states and the descriptions of transitions, which the diagram cannot hold. */
function detailsSection(machine: AnyStateMachine): string[] {
  const lines: string[] = [];
  const composites = allNodes(machine.root).filter(
    (node) => node !== machine.root && children(node).length > 0 && stateDetails(node).length > 0,
  );
  const described = allNodes(machine.root).flatMap((node) =>
    transitionsOf(node)
      .filter((transition) => transition.description)
      .map((transition) => ({ node, transition })),
  );
  if (composites.length > 0) {
    lines.push('Composite states:', '');
    for (const node of composites) {
      lines.push(`- \`${node.path.join('.')}\`: ${stateDetails(node).join('; ')}`);
    }
    lines.push('');
  }
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
    for (const path of generatePaths(entry.machine, config)) {
      path.steps.forEach((step, index) => {
        const before = path.steps[index - 1]?.state;
        if (!before || !words.has(step.event.type)) return;
        const { label: _label, ...event } = step.event as typeof step.event & { label?: unknown };
        const source = controlFor(screen, before, event);
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

/** The SPEC section each transition implements (the first matching pattern of the machine's map). */
function specSection(entry: RegisteredMachine, config: PathTestConfig | undefined): string[] {
  if (!config?.spec) {
    return [
      'SPEC sections: this machine has no SPEC-section map yet (`spec` in its `test/paths` configuration).',
      '',
    ];
  }
  const spec = config.spec;
  const rows = allNodes(entry.machine.root).flatMap((node) =>
    transitionsOf(node).map((transition) => {
      const section =
        Object.entries(spec).find(([pattern]) =>
          matchesPattern(pattern, { transitions: [transition] }),
        )?.[1] ?? '(none)';
      return `| \`${transitionKey(transition)}\` | ${section.replace(/\|/g, '\\|')} |`;
    }),
  );
  return ['SPEC sections:', '', '| transition | SPEC |', '|---|---|', ...rows, ''];
}

function machineMarkdown(entry: RegisteredMachine, config: PathTestConfig | undefined): string {
  const notes: string[] = [];
  if (!config)
    notes.push('> No path test configuration yet (`test/paths/configs.ts`): no legend, no SPEC sections.');
  else if (entry.view && !config.screen)
    notes.push('> This machine drives a screen but has no screen spec yet.');
  const lines = [
    `# ${entry.name}`,
    '',
    entry.purpose,
    '',
    ...(entry.machine.root.description ? [entry.machine.root.description, ''] : []),
    `Machine: [\`${entry.file}\`](../../${entry.file}) · definition: [\`${entry.name}.json\`](${entry.name}.json)` +
      (entry.view ? ` · screen: [\`${entry.view}\`](../../${entry.view})` : ''),
    '',
    'Generated by `npm run charts` from the machine definition; do not edit by hand.',
    '',
    ...(notes.length > 0 ? [...notes, ''] : []),
    '```mermaid',
    mermaidOf(entry.machine),
    '```',
    '',
    ...legendSection(entry, config),
    ...detailsSection(entry.machine),
    ...implementationsSection(entry.machine),
    ...specSection(entry, config),
  ];
  return `${lines.join('\n').trimEnd()}\n`;
}

function indexMarkdown(entries: RegisteredMachine[]): string {
  const items = [...entries]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (entry) =>
        `- [${entry.name}](${entry.name}.md): ${entry.purpose} Machine: [\`${entry.file}\`](../../${entry.file}), definition: [${entry.name}.json](${entry.name}.json).`,
    );
  return `${[
    '# Flows',
    '',
    'Every statechart of `machines/`, generated by `npm run charts` from `machines/index.ts`; do not edit',
    'these files by hand. `test/tooling/charts.test.ts` fails when they are out of date: run',
    '`npm run charts` after changing a machine and commit the result.',
    '',
    '- [journey](journey.md): how the machines follow one another, from sign-in to the wizards.',
    ...items,
    '',
    '## Reading a diagram',
    '',
    'Edges read `event [guard(params)] / actions`: `after <delay> <ms> ms` is a named delay,',
    '`done <actor>` / `error <actor>` the end of an invoked actor, `always` an immediate choice.',
    'When a state has several transitions for one event, xstate tries them in order: the diagram numbers',
    'the guarded ones (`[1. hasNoUser]`, `[2. fetchFailed]`…) and labels the unguarded fallback `[else]`.',
    'A transition without a target is a loop on its state; transitions the machine takes in any state',
    '(declared on the machine itself) loop on the **any state** node. A state lists the actor it invokes,',
    'its entry actions and tags; a composite state (a box) cannot carry such lines in Mermaid, so its',
    'description and details are listed under the diagram. `[*]` marks the start and the final states.',
    'Navigation is an action (`goTo…`) that `src/app` implements. Texts are written with Mermaid entity',
    'codes (`#59;`) where a character would otherwise be read as syntax; Mermaid shows the character.',
    '',
    'Under each diagram: the events with the control a person uses to send each one (from the screen',
    'spec in `test/paths/<name>.paths.ts`, the very object the path tests press controls through), the',
    'details of composite states, the named delays, actors, guards and actions, and the SPEC section each',
    'transition implements. A machine without a path configuration, screen spec or SPEC-section map still',
    'gets its diagram, with a note saying what is missing.',
    '',
    '`test/tooling/mermaid.test.ts` parses every diagram with Mermaid (the `mermaid` dev dependency) and',
    "checks that each state sits in the box of its parent state and that the arrows are the machine's",
    'transitions.',
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
    "Studio has the guards' names, not their code, so its simulation does not enforce guards: it lets you",
    'take a guarded transition whatever the guard would say (statelyai/xstate issue 4237). Use it to walk',
    'the shape of a flow; which branch is taken when is what these diagrams (numbered alternatives,',
    '`[else]`) and the path tests (`npm run paths`) show.',
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
  for (const entry of entries) {
    const markdownPath = `${flowsFolder}/${entry.name}.md`;
    files.set(markdownPath, machineMarkdown(entry, configs[entry.name]));
    files.set(`${flowsFolder}/${entry.name}.json`, `${JSON.stringify(entry.machine.toJSON(), null, 2)}\n`);
  }
  files.set(`${flowsFolder}/README.md`, indexMarkdown(entries));
  return files;
}

function main() {
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
