// npm run charts: writes docs/flows/<machine>.md (a Mermaid stateDiagram-v2 generated from the machine
// definition) and docs/flows/<machine>.json (machine.toJSON()) for every machine of machines/index.ts,
// plus the index docs/flows/README.md. Deterministic: same machines, same bytes.
// test/tooling/charts.test.ts fails when the committed files differ from what this would write.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { type RegisteredMachine, registry } from '../machines/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const flowsFolder = 'docs/flows';

type Named = string | { type?: string; params?: unknown } | ((...args: never[]) => unknown);

/** The Mermaid id of a state node: its path joined with '_' (the root is the machine id). */
function mermaidId(node: AnyStateNode): string {
  return node.path.length === 0 ? node.id.replace(/\W/g, '_') : node.path.join('__').replace(/\W/g, '_');
}

/** Mermaid-safe text: no characters its grammar reads as syntax. */
function safe(text: string): string {
  return text
    .replace(/[;#:{}"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

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

function transitionLabel(machine: AnyStateMachine, transition: AnyTransitionDefinition): string {
  const guard = transition.guard ? ` [${nameOf(transition.guard as Named)}]` : '';
  const actions = (transition.actions as Named[]).map((action) => nameOf(action)).filter(Boolean);
  const doing = actions.length > 0 ? ` / ${actions.join(', ')}` : '';
  return safe(`${eventWords(machine, transition)}${guard}${doing}`);
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  const list: AnyTransitionDefinition[] = [];
  for (const transitions of node.transitions.values())
    list.push(...(transitions as AnyTransitionDefinition[]));
  list.push(...((node.always ?? []) as AnyTransitionDefinition[]));
  return list;
}

function children(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

/** The lines of a state node's body (its children, their edges), indented. */
function stateBody(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const lines: string[] = [];
  const kids = children(node);
  if (node.type === 'parallel') {
    kids.forEach((child, index) => {
      if (index > 0) lines.push(`${indent}--`);
      lines.push(...stateBlock(machine, child, indent));
    });
    return lines;
  }
  const initial = (node.initial?.target as AnyStateNode[] | undefined)?.[0];
  if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
  for (const child of kids) lines.push(...stateBlock(machine, child, indent));
  return lines;
}

/** The named entry/exit actions, without the raise/cancel pair xstate adds for `after` delays. */
function ownActions(node: AnyStateNode, actions: Named[]): string[] {
  const timers = node.after.length > 0 ? new Set(['raise', 'cancel']) : new Set<string>();
  return actions.map((action) => nameOf(action)).filter((name) => name !== '' && !timers.has(name));
}

/** A state's declaration, description lines, nested body and outgoing edges. */
function stateBlock(machine: AnyStateMachine, node: AnyStateNode, indent: string): string[] {
  const id = mermaidId(node);
  const lines: string[] = [];
  if (children(node).length > 0) {
    lines.push(`${indent}state "${node.key}" as ${id} {`);
    lines.push(...stateBody(machine, node, `${indent}  `));
    lines.push(`${indent}}`);
  } else {
    lines.push(`${indent}state "${node.key}" as ${id}`);
  }
  if (node.description) lines.push(`${indent}${id} : ${safe(node.description)}`);
  for (const invocation of node.invoke) {
    lines.push(`${indent}${id} : invoke ${safe(String(invocation.src))}`);
  }
  const entry = ownActions(node, node.entry as Named[]);
  if (entry.length > 0) lines.push(`${indent}${id} : entry ${safe(entry.join(', '))}`);
  const exit = ownActions(node, node.exit as Named[]);
  if (exit.length > 0) lines.push(`${indent}${id} : exit ${safe(exit.join(', '))}`);
  if (node.tags.length > 0) lines.push(`${indent}${id} : tags ${safe([...node.tags].sort().join(', '))}`);
  for (const transition of transitionsOf(node)) {
    const targets = (transition.target as AnyStateNode[] | undefined) ?? [node];
    for (const target of targets) {
      lines.push(`${indent}${id} --> ${mermaidId(target)} : ${transitionLabel(machine, transition)}`);
    }
  }
  if (node.type === 'final') lines.push(`${indent}${id} --> [*]`);
  return lines;
}

/** The Mermaid stateDiagram-v2 of a machine. */
export function mermaidOf(machine: AnyStateMachine): string {
  const lines = ['stateDiagram-v2', ...stateBody(machine, machine.root, '  ')];
  for (const transition of transitionsOf(machine.root)) {
    const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
    for (const target of targets) {
      lines.push(`  ${mermaidId(target)} --> ${mermaidId(target)} : ${transitionLabel(machine, transition)}`);
    }
  }
  return lines.join('\n');
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

function machineMarkdown(entry: RegisteredMachine): string {
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
    '```mermaid',
    mermaidOf(entry.machine),
    '```',
    '',
    ...implementationsSection(entry.machine),
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
    ...items,
    '',
    '## Reading a diagram',
    '',
    'Edges read `event [guard(params)] / actions`: `after <delay> <ms> ms` is a named delay,',
    '`done <actor>` / `error <actor>` the end of an invoked actor, `always` an immediate choice.',
    'A state lists the actor it invokes, its entry actions and tags; `[*]` marks the start and the',
    'final states. Navigation is an action (`goTo…`) that `src/app` implements.',
    '',
    '## Opening a machine in Stately Studio',
    '',
    '1. Open Stately Studio (https://stately.ai), open or create a project and choose **Import from code**.',
    '2. Paste the whole machine file (for example `machines/session/credential-check.machine.ts`).',
    '   Each file holds one `setup(...).createMachine({...})` with a static object literal, which is',
    '   what Studio reads; `test/tooling/stately-literal.test.ts` keeps it that way.',
    '3. Studio shows the states, guards, delays and actors by name; the implementations stay in the',
    '   code (`src/app` provides them with `machine.provide`).',
    '',
    'To watch the running machines instead, start `npm run dev` and open the app with `?inspect`',
    '(development build only): the Stately inspector attaches to the root actors.',
    '',
    "To list a machine's test paths in plain words for a manual run: `npm run paths <name>`.",
  ].join('\n')}\n`;
}

/** Everything `npm run charts` writes, as path (relative to the project root) → content. */
export function renderCharts(entries: RegisteredMachine[] = registry): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of entries) {
    const markdownPath = `${flowsFolder}/${entry.name}.md`;
    files.set(markdownPath, machineMarkdown(entry));
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
