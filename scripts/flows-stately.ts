// What the Stately Studio import keeps of each machine file, measured with @xstate/machine-extractor
// (the parser Stately's tools use to read a machine from code). The extractor is written for xstate 4
// and loads xstate 4's action constants, so it runs against the `xstate4` alias (npm:xstate@4) while
// the project itself runs xstate 5.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

type ResolveFilename = (request: string, ...rest: unknown[]) => string;

/** Loads the extractor with `xstate/lib/…` resolved to xstate 4 (the alias `xstate4`). */
export function loadExtractor(): typeof import('@xstate/machine-extractor') {
  const loader = Module as unknown as { _resolveFilename: ResolveFilename };
  const original = loader._resolveFilename;
  loader._resolveFilename = function (this: unknown, request: string, ...rest: unknown[]) {
    const mapped = request.startsWith('xstate/lib/') ? request.replace(/^xstate\//, 'xstate4/') : request;
    return original.call(this, mapped, ...rest);
  };
  try {
    return require('@xstate/machine-extractor');
  } finally {
    loader._resolveFilename = original;
  }
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RegisteredMachine } from '@machines/index';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';

type Config = Record<string, unknown>;

/** The machine configurations the extractor reads from a file's text (its own warnings silenced). */
export function extractConfigs(text: string): Config[] {
  const { extractMachinesFromFile } = loadExtractor();
  const saved = { log: console.log, warn: console.warn, error: console.error };
  console.log = console.warn = console.error = () => {};
  try {
    const result = extractMachinesFromFile(text);
    return (result?.machines ?? []).map((machine) => machine?.toConfig() as Config);
  } finally {
    Object.assign(console, saved);
  }
}

function asList(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The transitions of an extracted configuration: events, delays, `always`, actors' done and error. */
export function extractedTransitions(config: Config): Config[] {
  const list: Config[] = [];
  const push = (value: unknown) => {
    for (const item of asList(value))
      list.push(typeof item === 'string' ? { target: item } : (item as Config));
  };
  for (const value of Object.values((config.on ?? {}) as Config)) push(value);
  for (const value of Object.values((config.after ?? {}) as Config)) push(value);
  push(config.always);
  for (const invoke of asList(config.invoke) as Config[]) {
    push(invoke.onDone);
    push(invoke.onError);
  }
  for (const child of Object.values((config.states ?? {}) as Config))
    list.push(...extractedTransitions(child as Config));
  return list;
}

function nodesOf(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap((child) => nodesOf(child))];
}

function machineTransitions(entry: RegisteredMachine): AnyTransitionDefinition[] {
  return nodesOf(entry.machine.root).flatMap((node) => [
    ...[...node.transitions.values()].flat(),
    ...((node.always ?? []) as AnyTransitionDefinition[]),
  ]) as AnyTransitionDefinition[];
}

type Named = { type?: string; params?: unknown } | string | ((...args: never[]) => unknown);

function hasDynamicParams(item: Named | undefined): boolean {
  return typeof item === 'object' && item !== null && typeof item.params === 'function';
}

/** What the Stately import keeps of one machine, measured. */
export interface StatelyMeasure {
  name: string;
  file: string;
  /** Transitions of the running machine (xstate 5) and of the extracted configuration. */
  transitions: number;
  extracted: number;
  /** Guarded transitions in the machine and guards the extraction keeps (as `cond`). */
  guarded: number;
  guardsKept: number;
  /** Actions and guards whose parameters are computed (a function): Stately gets them without params. */
  dynamicParams: number;
  /** `reenter: true` transitions, and how many the extraction keeps (it knows only xstate 4's `internal`). */
  reenter: number;
  reenterKept: number;
  /** Delayed transitions with a guard: Stately's simulation does not evaluate guards, so they stall. */
  guardedAfter: number;
}

export function measureStately(entry: RegisteredMachine, root: string): StatelyMeasure {
  const [config] = extractConfigs(readFileSync(join(root, entry.file), 'utf8'));
  const extracted = config ? extractedTransitions(config) : [];
  const transitions = machineTransitions(entry);
  const items = nodesOf(entry.machine.root).flatMap((node) => [
    ...(node.entry as Named[]),
    ...(node.exit as Named[]),
  ]);
  for (const transition of transitions) {
    items.push(...(transition.actions as Named[]));
    if (transition.guard) items.push(transition.guard as Named);
  }
  return {
    name: entry.name,
    file: entry.file,
    transitions: transitions.length,
    extracted: extracted.length,
    guarded: transitions.filter((transition) => transition.guard).length,
    guardsKept: extracted.filter((transition) => transition.cond || transition.guard).length,
    dynamicParams: items.filter((item) => hasDynamicParams(item)).length,
    reenter: transitions.filter((transition) => transition.reenter).length,
    reenterKept: extracted.filter((transition) => transition.reenter || transition.internal === false).length,
    guardedAfter: transitions.filter(
      (transition) => transition.guard && String(transition.eventType).startsWith('xstate.after.'),
    ).length,
  };
}
