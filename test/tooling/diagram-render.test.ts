// The diagrams as an analyst sees them. Every Mermaid block of docs/flows is drawn in Chromium
// with the project's own `mermaid` (one browser, one page), and the drawing, not only the parse, must
// hold every labelled transition of its machine, be readable at 100 % on a 1366-px screen (`readableSize`:
// a larger machine is drawn in parts) and keep its edge labels apart.
import { registry } from '@machines/index';
import { JSDOM } from 'jsdom';
import type { Browser } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { arrowText, renderCharts, transitionsOf } from '../../scripts/charts';
import {
  type Drawing,
  drawDiagrams,
  openBrowser,
  overlappingLabels,
  readableSize,
} from '../../scripts/flows-render';
import { pathConfigs } from '../paths/configs';
import { mermaidBlocks } from '../support/mermaid';

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...(Object.values(node.states) as AnyStateNode[]).flatMap((child) => allNodes(child))];
}

const files = renderCharts();
const blocks = [...files]
  .filter(([path]) => path.endsWith('.md'))
  .flatMap(([path, markdown]) =>
    mermaidBlocks(markdown).map((text, index) => ({
      name: `${path.replace('docs/flows/', '')}#${index}`,
      text,
    })),
  );

let browser: Browser;
let drawings: Drawing[] = [];

beforeAll(async () => {
  browser = await openBrowser();
  drawings = await drawDiagrams(blocks, browser);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

function drawingsOf(file: string): Drawing[] {
  return drawings.filter((drawing) => drawing.name.startsWith(`${file}#`));
}

describe('every diagram of docs/flows, drawn in Chromium', () => {
  test('draws without an error', () => {
    expect(drawings.length).toBe(blocks.length);
    expect(
      drawings.filter((drawing) => drawing.error).map((drawing) => `${drawing.name}: ${drawing.error}`),
    ).toEqual([]);
  });

  test("gives a file (the flows site's «Abrir SVG») that parses as XML", () => {
    const { DOMParser } = new JSDOM().window;
    const invalid = drawings.filter(
      (drawing) =>
        new DOMParser().parseFromString(drawing.file, 'image/svg+xml').getElementsByTagName('parsererror')
          .length > 0,
    );
    expect(invalid.map((drawing) => drawing.name)).toEqual([]);
  });

  test(`is readable at 100 % on a 1366-px screen: at most ${readableSize.width} × ${readableSize.height} px`, () => {
    const large = drawings
      .filter((drawing) => drawing.width > readableSize.width || drawing.height > readableSize.height)
      .map((drawing) => `${drawing.name} ${drawing.width} × ${drawing.height} px`);
    expect(large).toEqual([]);
  });

  test('has no edge labels drawn over one another', () => {
    const overlaps = drawings.flatMap((drawing) =>
      overlappingLabels(drawing.edgeLabels).map(([a, b]) => `${drawing.name}: «${a}» over «${b}»`),
    );
    expect(overlaps).toEqual([]);
  });

  for (const entry of registry) {
    test(`${entry.name}: every labelled transition has its label in the drawing`, () => {
      const drawn = drawingsOf(`${entry.name}.md`);
      expect(drawn.length).toBeGreaterThan(0);
      // A label is a line of an arrow's label, or a line '↺ label' inside a state for the state's own loops.
      const labels = new Set(
        drawn.flatMap((drawing) => [
          ...drawing.edgeLabels.flatMap((label) => label.lines),
          ...drawing.texts.filter((text) => text.startsWith('↺ ')).map((text) => text.slice(2)),
        ]),
      );
      const missing = allNodes(entry.machine.root).flatMap((node) =>
        transitionsOf(node)
          .map((transition: AnyTransitionDefinition) =>
            arrowText(entry.name, entry.machine, transition, pathConfigs[entry.name]),
          )
          .filter((text) => !labels.has(text)),
      );
      expect(missing).toEqual([]);
    });
  }
});

describe('the check itself', () => {
  test('finds two labels drawn over one another, and not two apart', () => {
    const box = (x: number, y: number) => ({ x, y, width: 100, height: 24 });
    expect(
      overlappingLabels([
        { text: 'a', lines: ['a'], box: box(0, 0) },
        { text: 'b', lines: ['b'], box: box(50, 10) },
        { text: 'c', lines: ['c'], box: box(300, 0) },
      ]),
    ).toEqual([['a', 'b']]);
  });

  test('a loop Mermaid would draw once per state is one arrow with every label', async () => {
    const [merged, apart] = await drawDiagrams(
      [
        { name: 'merged', text: 'stateDiagram-v2\n  a --> a : UNO<br/>DOS\n  a --> b : TRES' },
        { name: 'apart', text: 'stateDiagram-v2\n  a --> a : UNO\n  a --> a : DOS\n  a --> b : TRES' },
      ],
      browser,
    );
    const lines = (drawing?: Drawing) => drawing?.edgeLabels.flatMap((label) => label.lines) ?? [];
    expect(lines(merged)).toEqual(expect.arrayContaining(['UNO', 'DOS', 'TRES']));
    // Two loops on one state: Mermaid keeps one of them, so a label is lost in the drawing.
    expect(['UNO', 'DOS'].every((text) => lines(apart).includes(text))).toBe(false);
  });
});
