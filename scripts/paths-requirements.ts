// The product's requirements (docs/requirements.md) as the scripts, the diagrams and
// `npm run paths -- --coverage` cite them: their ids, the SPEC section each comes from, and which
// scripts and path tests walk a transition that cites each.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ManualPath } from '@test/support/manual-script';
import { walkedTransitions } from '@test/support/manual-script';
import { allTransitions, matchesPattern, type PathTestConfig, transitionKey } from '@test/support/path-model';
import type { AnyStateMachine } from 'xstate';

export interface Requirement {
  id: string;
  text: string;
  /** The SPEC section (and decisions) it comes from. */
  section: string;
}

/** docs/requirements.md, from this checkout. */
export const requirementsFile = fileURLToPath(new URL('../docs/requirements.md', import.meta.url));

/** The requirements of docs/requirements.md (its table rows `| REQ-… | requisito | SPEC |`), in order. */
export function readRequirements(text = readFileSync(requirementsFile, 'utf8')): Requirement[] {
  return [...text.matchAll(/^\| (REQ-[A-Z]+-\d{2}) \| (.+?) \| (.+?) \|$/gm)].map((match) => ({
    id: match[1] ?? '',
    text: match[2] ?? '',
    section: match[3] ?? '',
  }));
}

const requirementId = /\bREQ-[A-Z]+-\d{2}\b/g;

/** The requirement ids a text cites, in order, once each. */
export function requirementIdsIn(text: string): string[] {
  return [...new Set(text.match(requirementId) ?? [])];
}

/**
 * What a note of a machine's requirement map cites, as a script's column says it: its requirement ids and
 * decisions; a SPEC section («§n») only where the note cites no requirement yet.
 */
export function referencesIn(note: string): string[] {
  const ids = requirementIdsIn(note);
  const decisions = (note.match(/Decisi[oó]n \d{4}/g) ?? []).map((decision) =>
    decision.replace(/^Decision/, 'Decisión'),
  );
  const sections = ids.length > 0 ? [] : (note.match(/§\d+/g) ?? []);
  return [...new Set([...ids, ...sections, ...decisions])];
}

/** A machine's scripts as the requirement coverage reads them. */
export interface MachineCoverage {
  name: string;
  machine: AnyStateMachine;
  config: PathTestConfig;
  /** Every path of the machine's path tests, as scripts. */
  all: readonly ManualPath[];
  /** The tester's suite. */
  suite: readonly ManualPath[];
}

export interface RequirementCoverage extends Requirement {
  /** The machines whose requirement map cites it. */
  machines: string[];
  /** Ids of the tester scripts that walk a transition citing it. */
  scripts: string[];
  /** Ids of the path tests' paths that walk one. */
  paths: string[];
}

/**
 * Per requirement: the machines that cite it for a transition (the first matching pattern of their map,
 * as the scripts' column reads it), the tester scripts and the path tests' paths that walk one of them.
 */
export function requirementCoverage(
  requirements: readonly Requirement[],
  machines: readonly MachineCoverage[],
): RequirementCoverage[] {
  const rows = new Map(
    requirements.map((requirement) => [
      requirement.id,
      { ...requirement, machines: [] as string[], scripts: [] as string[], paths: [] as string[] },
    ]),
  );
  for (const { name, machine, config, all, suite } of machines) {
    const citing = new Map<string, string[]>();
    for (const transition of allTransitions(machine)) {
      const note = Object.entries(config.spec ?? {}).find(([pattern]) =>
        matchesPattern(pattern, { transitions: [transition] }),
      )?.[1];
      citing.set(transitionKey(transition), requirementIdsIn(note ?? ''));
    }
    const cites = (keys: Iterable<string>, id: string) =>
      [...keys].some((key) => citing.get(key)?.includes(id) ?? false);
    // A tester walks the steps the script keeps; a path test every step of its path.
    const pathKeys = (script: ManualPath) =>
      script.path.steps.flatMap((step) => step.analysis.taken.map(transitionKey));
    for (const row of rows.values()) {
      if (![...citing.values()].some((ids) => ids.includes(row.id))) continue;
      row.machines.push(name);
      row.scripts.push(
        ...suite.filter((script) => cites(walkedTransitions(script), row.id)).map((script) => script.id),
      );
      row.paths.push(...all.filter((script) => cites(pathKeys(script), row.id)).map((script) => script.id));
    }
  }
  return [...rows.values()];
}
