// Every diagram of docs/flows goes through Mermaid's own parser, and what Mermaid would draw (which state
// sits in which box, which arrows join which states) must be the machine's own structure.

import { registry } from '@machines/index';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, createMachine } from 'xstate';
import {
  anyStateId,
  escapeMermaid,
  mermaidId,
  mermaidOf,
  renderCharts,
  stateCaptionOf,
} from '../../scripts/charts';
import { layouts } from '../../scripts/flows-layout';
import { journeyEdges, journeyId, stages } from '../../scripts/journey';
import { mermaidBlocks, type ParsedDiagram, parseFlowchart, parseMermaid } from '../support/mermaid';

function statesOf(node: AnyStateNode): AnyStateNode[] {
  return (Object.values(node.states) as AnyStateNode[]).flatMap((child) => [child, ...statesOf(child)]);
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [
    ...[...node.transitions.values()].flat(),
    ...((node.always ?? []) as AnyTransitionDefinition[]),
  ] as AnyTransitionDefinition[];
}

/** The group a parsed node is drawn in, skipping the dividers Mermaid adds between parallel regions. */
function drawnParent(diagram: ParsedDiagram, id: string): string | undefined {
  const byId = new Map(diagram.nodes.map((node) => [node.id, node]));
  let parent = byId.get(id)?.parentId;
  while (parent !== undefined && byId.get(parent)?.shape === 'divider') parent = byId.get(parent)?.parentId;
  return parent;
}

/** Checks a parsed diagram against its machine: states, boxes and arrows. */
function expectMatches(machine: AnyStateMachine, diagram: ParsedDiagram, name = '') {
  const states = statesOf(machine.root);
  const byId = new Map(diagram.nodes.map((node) => [node.id, node]));
  const nesting = states.map((state) => ({
    state: mermaidId(state),
    label: byId.get(mermaidId(state))?.label,
    box: byId.get(mermaidId(state))?.isGroup,
    parent: drawnParent(diagram, mermaidId(state)),
  }));
  expect(nesting).toEqual(
    states.map((state) => ({
      state: mermaidId(state),
      label: stateCaptionOf(name, state),
      box: Object.keys(state.states).length > 0,
      // A parallel machine's regions sit in the one box drawn for the machine itself.
      parent:
        state.parent && (state.parent !== machine.root || machine.root.type === 'parallel')
          ? mermaidId(state.parent)
          : undefined,
    })),
  );
  const known = new Set([
    ...states.map((state) => mermaidId(state)),
    anyStateId(machine),
    // A parallel machine is drawn as one box holding its regions.
    ...(machine.root.type === 'parallel' ? [mermaidId(machine.root)] : []),
  ]);
  const drawnStates = diagram.nodes.filter(
    (node) => !['stateStart', 'stateEnd', 'divider', 'note', 'noteGroup'].includes(node.shape),
  );
  expect(drawnStates.map((node) => node.id).filter((id) => !known.has(id))).toEqual([]);

  const arrows = diagram.edges
    .filter((edge) => known.has(edge.start) && known.has(edge.end))
    .map((edge) => `${edge.start} -> ${edge.end}`)
    .sort();
  // One arrow per pair of states; a simple state's own loops are lines '↺ …' inside it instead.
  const pairs = new Set<string>();
  const loops = new Set<string>();
  for (const node of [machine.root, ...states]) {
    const from = node === machine.root ? anyStateId(machine) : mermaidId(node);
    for (const transition of transitionsOf(node)) {
      const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
      const ends = targets.length === 0 ? [from] : targets.map((target) => mermaidId(target));
      for (const to of ends) {
        const simple = node !== machine.root && Object.keys(node.states).length === 0;
        if (to === from && simple) loops.add(from);
        else pairs.add(`${from} -> ${to}`);
      }
    }
  }
  expect(arrows).toEqual([...pairs].sort());
  const withLoops = diagram.nodes
    .filter((node) => node.description.some((line) => line.startsWith('↺ ')))
    .map((node) => node.id)
    .sort();
  expect(withLoops).toEqual([...loops].sort());
}

describe('Mermaid parses every diagram and draws the machine', () => {
  const files = renderCharts();
  for (const entry of registry) {
    test(`${entry.name}: every diagram parses; the complete one matches the machine`, async () => {
      const markdown = files.get(`docs/flows/${entry.name}.md`) ?? '';
      const blocks = mermaidBlocks(markdown);
      expect(blocks.length).toBeGreaterThan(0);
      const parsed = await Promise.all(blocks.map((block) => parseMermaid(block)));
      const ids = new Set([
        ...statesOf(entry.machine.root).map((state) => mermaidId(state)),
        anyStateId(entry.machine),
        mermaidId(entry.machine.root),
      ]);
      for (const diagram of parsed) {
        const drawnStates = diagram.nodes.filter(
          (node) => !['stateStart', 'stateEnd', 'divider', 'note', 'noteGroup'].includes(node.shape),
        );
        expect(drawnStates.map((node) => node.id).filter((id) => !ids.has(id))).toEqual([]);
      }
      // A machine drawn in parts (layouts[…].split, or views with complete: false) has no complete
      // diagram: the render test checks that its parts hold every transition.
      if (!layouts[entry.name]?.split && layouts[entry.name]?.complete !== false) {
        expect(markdown.includes('### Completo') || blocks.length === 1).toBe(true);
        expectMatches(entry.machine, parsed[parsed.length - 1] as ParsedDiagram, entry.name);
      }
    });
  }
});

/** Texts made of what Mermaid's grammar reads as syntax, among plain words and any character. */
const tricky = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 30 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(
          '#',
          ';',
          ':',
          '{',
          '}',
          '<',
          '>',
          '"',
          "'",
          '-->',
          '--',
          '[*]',
          '%%',
          '&',
          'amp',
          '59',
          'quot',
          'style',
          'classDef',
          'note',
          'state',
          'end',
          ' ',
          '\n',
          '\t',
          '(',
          ')',
          '[',
          ']',
          '|',
          '\\',
          '`',
          '/',
          'á',
          'ñ',
          '¿',
          '…',
          '«',
          '»',
          '€',
          '😀',
        ),
        fc.string({ unit: 'grapheme-ascii', maxLength: 3 }),
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((parts) => parts.join('')),
);

describe('the journey overview parses and places every machine in its stage', () => {
  test('docs/flows/journey.md: every machine in its Spanish stage, every arrow drawn', async () => {
    const charts = mermaidBlocks(renderCharts().get('docs/flows/journey.md') ?? '');
    const parsed = await Promise.all(charts.map((chart) => parseFlowchart(chart)));
    const subgraphs = parsed.flatMap((part) => part.subgraphs);
    for (const entry of registry) {
      const stage = stages.find((candidate) => candidate.machines.includes(entry.name));
      expect(stage, `${entry.name} has a stage`).toBeDefined();
      const group = subgraphs.find((subgraph) => subgraph.nodes.includes(journeyId(entry.name)));
      expect(group?.id, entry.name).toBe(stage?.id);
    }
    expect([...new Set(subgraphs.map((subgraph) => subgraph.title))].sort()).toEqual(
      [
        'Aprobaciones',
        'Historial',
        'Contratos',
        'Empleado',
        'Inicio de sesión',
        'Sesión',
        'Solicitudes',
        'Unidad y carga',
        'Vinculación',
      ].sort(),
    );
    const drawn = new Set(
      parsed.flatMap((part) => part.edges.map((edge) => `${edge.start} ${edge.end} ${edge.label}`)),
    );
    const expected = journeyEdges(registry).map(
      (edge) => `${journeyId(edge.from)} ${journeyId(edge.to)} ${edge.says}`,
    );
    expect(expected.filter((edge) => !drawn.has(edge))).toEqual([]);
    // Every machine has an arrow in or out.
    const ends = new Set(journeyEdges(registry).flatMap((edge) => [edge.from, edge.to]));
    expect(registry.map((entry) => entry.name).filter((name) => !ends.has(name))).toEqual([]);
  });
});

describe('mermaidOf', () => {
  const sample = createMachine({
    id: 'sample',
    initial: 'checking',
    on: { HELP: { actions: 'openHelp' } },
    states: {
      checking: {
        always: [
          { guard: 'isRefused', target: 'refused' },
          { guard: { type: 'hasCount', params: { count: 1 } }, target: 'one' },
          { target: 'open' },
        ],
      },
      refused: {},
      one: {},
      open: {
        description: 'Open: the form; a "draft" #1 {kept}',
        initial: 'editing',
        states: { editing: { on: { DONE: '#sample.refused' } } },
      },
    },
  });

  test('names guards without their parameters on the arrow and labels the fallback [sino]', () => {
    const lines = mermaidOf(sample).split('\n');
    expect(lines).toContain('  checking --> refused : de inmediato [isRefused]');
    expect(lines).toContain('  checking --> one : de inmediato [hasCount]');
    expect(lines).toContain('  checking --> open : de inmediato [sino]');
  });

  test('draws the transitions the machine takes in any state', async () => {
    expect(mermaidOf(sample).split('\n')).toContain('  sample__any --> sample__any : HELP');
    expectMatches(sample, await parseMermaid(mermaidOf(sample)));
  });

  test('writes edges outside composite states, so their targets stay where they belong', async () => {
    const diagram = await parseMermaid(mermaidOf(sample));
    expect(drawnParent(diagram, 'refused')).toBeUndefined();
    expect(drawnParent(diagram, 'open__editing')).toBe('open');
  });

  test('gives a composite state no description lines (Mermaid 11 refuses them)', async () => {
    const diagram = await parseMermaid(mermaidOf(sample));
    expect(diagram.nodes.find((node) => node.id === 'open')?.description).toEqual([]);
  });

  test("merges a state's loops into lines inside it, and transitions between two states into one arrow", async () => {
    const loops = createMachine({
      id: 'loops',
      initial: 'a',
      states: {
        a: {
          on: {
            TYPED: { actions: 'remember' },
            CLEAR: { actions: 'forget' },
            KEEP: {},
            GO: [
              { guard: 'ready', target: 'b' },
              { target: 'b', reenter: true },
            ],
            STAY: { target: 'a', reenter: true },
          },
        },
        b: { on: { BACK: 'a', UNDO: 'a' } },
      },
    });
    const text = mermaidOf(loops, { name: 'loops' });
    expect(text.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> a',
      '  state "a" as a',
      '  a : ↺ TYPED',
      '  a : ↺ CLEAR',
      '  a : ↺ KEEP #8856;',
      '  a : ↺ STAY #8635;',
      '  state "b" as b',
      '  a --> b : GO [ready]<br/>GO [sino] #8635;',
      '  b --> a : BACK<br/>UNDO',
    ]);
    expectMatches(loops, await parseMermaid(text), 'loops');
  });

  test('keeps every character of a text: Mermaid reads back exactly what the machine says', async () => {
    await fc.assert(
      fc.asyncProperty(tricky, async (text) => {
        const expected = text.replace(/\s+/g, ' ').trim();
        fc.pre(expected !== '');
        const diagram = await parseMermaid(
          `stateDiagram-v2\n  state "a" as a\n  a : ${escapeMermaid(text)}\n  a --> b : ${escapeMermaid(text)}`,
        );
        expect(diagram.nodes.find((node) => node.id === 'a')?.description).toEqual([expected]);
        expect(diagram.edges[0]?.label).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });
});
