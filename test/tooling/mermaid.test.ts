// Every diagram of docs/flows goes through Mermaid's own parser, and what Mermaid would draw (which state
// sits in which box, which arrows join which states) must be the machine's own structure.

import { registry } from '@machines/index';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition, createMachine } from 'xstate';
import { anyStateId, escapeMermaid, mermaidId, mermaidOf, renderCharts } from '../../scripts/charts';
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
function expectMatches(machine: AnyStateMachine, diagram: ParsedDiagram) {
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
      label: state.key,
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
  const expected = [machine.root, ...states]
    .flatMap((node) => {
      const from = node === machine.root ? anyStateId(machine) : mermaidId(node);
      return transitionsOf(node).flatMap((transition) => {
        const targets = (transition.target as AnyStateNode[] | undefined) ?? [];
        return targets.length === 0
          ? [`${from} -> ${from}`]
          : targets.map((target) => `${from} -> ${mermaidId(target)}`);
      });
    })
    .sort();
  expect(arrows).toEqual(expected);
}

describe('Mermaid parses every diagram and draws the machine', () => {
  const files = renderCharts();
  for (const entry of registry) {
    test(`${entry.name}: the diagram parses and matches the machine`, async () => {
      const markdown = files.get(`docs/flows/${entry.name}.md`) ?? '';
      const [diagram] = mermaidBlocks(markdown);
      expect(diagram).toBeDefined();
      expectMatches(entry.machine, await parseMermaid(diagram ?? ''));
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
  test('docs/flows/journey.md', async () => {
    const [chart] = mermaidBlocks(renderCharts().get('docs/flows/journey.md') ?? '');
    const parsed = await parseFlowchart(chart ?? '');
    for (const entry of registry) {
      const stage = stages.find((candidate) => candidate.machines.includes(entry.name));
      const group = parsed.subgraphs.find((subgraph) => subgraph.nodes.includes(journeyId(entry.name)));
      expect(group?.id, entry.name).toBe(stage?.id ?? 'unplaced');
    }
    const drawn = parsed.edges.map((edge) => `${edge.start} ${edge.end} ${edge.label}`).sort();
    const expected = journeyEdges(registry)
      .map((edge) => `${journeyId(edge.from)} ${journeyId(edge.to)} ${edge.says}`)
      .sort();
    expect(drawn).toEqual(expected);
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

  test('numbers guarded alternatives in order and labels the fallback [else]', () => {
    const lines = mermaidOf(sample).split('\n');
    expect(lines).toContain('  checking --> refused : always [1. isRefused]');
    expect(lines).toContain('  checking --> one : always [2. hasCount(count 1)]');
    expect(lines).toContain('  checking --> open : always [else]');
  });

  test('draws the transitions the machine takes in any state', async () => {
    expect(mermaidOf(sample).split('\n')).toContain('  sample__any --> sample__any : HELP / openHelp');
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
