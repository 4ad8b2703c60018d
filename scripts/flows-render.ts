// Draws Mermaid diagrams in Chromium with the project's own `mermaid` package (no network), the way an
// analyst sees them: the SVG, its width, the texts of its edge labels and their boxes. Used by the render
// test (test/tooling/diagram-render.test.ts) and by `npm run flows`, which writes the SVGs into the site.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import puppeteer, { type Browser } from 'puppeteer-core';

const require = createRequire(import.meta.url);

/** The browser: CHROMIUM_PATH or Debian's Chromium, as the Playwright configuration uses. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Mermaid's own browser bundle, from node_modules. */
export function mermaidBundlePath(): string {
  return join(dirname(require.resolve('mermaid/package.json')), 'dist', 'mermaid.min.js');
}

/**
 * The largest a diagram may draw and still be read at 100 % on a 1366-px screen: as wide as the flows
 * site's canvas there (1366 px less the scroll bar, the page's margins and the canvas's padding, so
 * «Ajustar» keeps it at 100 %), and as tall as about three screens of that canvas, scrolled. A machine
 * larger than this is drawn in parts (scripts/flows-layout.ts); test/tooling/diagram-render.test.ts and
 * test/tooling/flows-site.full.test.ts (npm run test:full) check every diagram and every SVG written.
 */
export const readableSize = { width: 1300, height: 2000 } as const;

/** What the configuration of every drawing says (the site and the test draw alike). */
export const mermaidConfig = { startOnLoad: false, theme: 'default', securityLevel: 'strict' } as const;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EdgeLabelDrawing {
  text: string;
  /** The label's lines as drawn (one per transition label). */
  lines: string[];
  box: Box;
}

export interface Drawing {
  name: string;
  /** The SVG as Mermaid writes it, for an HTML page (its labels are HTML: `<br>` unclosed). */
  svg: string;
  /**
   * The same SVG as a file of its own: serialized as XML (labels in the XHTML namespace, `<br/>`), with its
   * natural width and height, so programs that read SVG as XML (Word, draw.io, a browser opening the file)
   * open it.
   */
  file: string;
  /** The drawn width and height in CSS pixels (the SVG's viewBox, which sets its natural size). */
  width: number;
  height: number;
  /** Every non-empty edge label, with its box in the diagram's coordinates. */
  edgeLabels: EdgeLabelDrawing[];
  /** Every line of text of the SVG (states, their lines, labels), whitespace collapsed. */
  texts: string[];
  error?: string;
}

/** Opens Chromium; the caller closes it. */
export function openBrowser(): Promise<Browser> {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Draws each diagram in one page, one after the other. */
export async function drawDiagrams(
  diagrams: Array<{ name: string; text: string }>,
  browser?: Browser,
): Promise<Drawing[]> {
  const owned = browser ? undefined : await openBrowser();
  const chromium = browser ?? (owned as Browser);
  try {
    const page = await chromium.newPage();
    await page.setViewport({ width: 2400, height: 1200 });
    await page.setContent('<!doctype html><html lang="es"><body><div id="out"></div></body></html>');
    await page.addScriptTag({ path: mermaidBundlePath() });
    // tsx (esbuild) names functions with a `__name` helper that the page does not have.
    await page.addScriptTag({ content: 'window.__name = (target) => target;' });
    const drawings = await page.evaluate(
      async (list, config) => {
        const api = (window as unknown as { mermaid: typeof import('mermaid').default }).mermaid;
        api.initialize(config as never);
        const out = document.getElementById('out') as HTMLElement;
        const clean = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
        /** The lines of a drawn text: HTML labels break at <br>, SVG texts at their tspans. */
        const linesOf = (node: Element): string[] => {
          const html = node.querySelector('div, span') as HTMLElement | null;
          // biome-ignore lint/performance/useDomNodeTextContent: the lines as drawn (broken at <br>) are checked
          const raw = html ? html.innerText : (node.textContent ?? '');
          return raw.split('\n').map(clean).filter(Boolean);
        };
        const results = [];
        let index = 0;
        for (const { name, text } of list) {
          index += 1;
          try {
            const { svg } = await api.render(`d${index}`, text);
            out.innerHTML = svg;
            const element = out.querySelector('svg') as SVGSVGElement;
            const viewBox = element.viewBox.baseVal;
            const alone = element.cloneNode(true) as SVGSVGElement;
            alone.setAttribute('width', String(Math.round(viewBox.width)));
            alone.setAttribute('height', String(Math.round(viewBox.height)));
            alone.style.removeProperty('max-width');
            if (alone.getAttribute('style') === '') alone.removeAttribute('style');
            const file = `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(alone)}\n`;
            const origin = element.getBoundingClientRect();
            const scale = origin.width > 0 && viewBox.width > 0 ? viewBox.width / origin.width : 1;
            const edgeLabels = [...element.querySelectorAll('g.edgeLabel')]
              .map((label) => {
                const rect = label.getBoundingClientRect();
                return {
                  text: clean(label.textContent),
                  lines: linesOf(label),
                  box: {
                    x: (rect.x - origin.x) * scale,
                    y: (rect.y - origin.y) * scale,
                    width: rect.width * scale,
                    height: rect.height * scale,
                  },
                };
              })
              .filter((label) => label.text !== '' && label.box.width > 0);
            const texts = [...element.querySelectorAll('foreignObject')].flatMap((node) => linesOf(node));
            for (const node of element.querySelectorAll('text')) {
              const spans = [...node.querySelectorAll('tspan.text-outer-tspan, tspan')];
              const lines =
                spans.length > 0 ? spans.map((span) => clean(span.textContent)) : [clean(node.textContent)];
              texts.push(...lines.filter(Boolean));
            }
            results.push({
              name,
              svg,
              file,
              width: Math.round(viewBox.width),
              height: Math.round(viewBox.height),
              edgeLabels,
              texts,
            });
          } catch (error) {
            results.push({
              name,
              svg: '',
              file: '',
              width: 0,
              height: 0,
              edgeLabels: [],
              texts: [],
              error: String((error as Error).message ?? error),
            });
          }
          out.innerHTML = '';
        }
        return results;
      },
      diagrams,
      mermaidConfig,
    );
    await page.close();
    return drawings as Drawing[];
  } finally {
    await owned?.close();
  }
}

/** PNGs are drawn at twice the natural size (sharp when printed or zoomed), no side over Chromium's comfort. */
const pngScale = 2;
const pngLargestSide = 8000;

/**
 * Each drawing's SVG file as a PNG on white, drawn by Chromium from the file itself (as an image, the way
 * a viewer of the file sees it), at twice its natural size.
 */
export async function drawPngs(drawings: readonly Drawing[], browser?: Browser): Promise<Uint8Array[]> {
  const owned = browser ? undefined : await openBrowser();
  const chromium = browser ?? (owned as Browser);
  try {
    const page = await chromium.newPage();
    const pngs: Uint8Array[] = [];
    for (const drawing of drawings) {
      const width = Math.max(1, drawing.width);
      const height = Math.max(1, drawing.height);
      const scale = Math.min(pngScale, pngLargestSide / Math.max(width, height));
      await page.setViewport({ width, height, deviceScaleFactor: scale });
      const source = `data:image/svg+xml;base64,${Buffer.from(drawing.file).toString('base64')}`;
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff"><img alt="" src="${source}" width="${width}" height="${height}" style="display:block"></body></html>`,
      );
      await page.$eval('img', (image) => (image as HTMLImageElement).decode());
      pngs.push(await page.screenshot({ type: 'png', clip: { x: 0, y: 0, width, height } }));
    }
    await page.close();
    return pngs;
  } finally {
    await owned?.close();
  }
}

/** Pairs of edge labels whose boxes overlap by more than `tolerance` px in both directions. */
export function overlappingLabels(labels: EdgeLabelDrawing[], tolerance = 1): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  labels.forEach((a, i) => {
    for (const b of labels.slice(i + 1)) {
      const dx = Math.min(a.box.x + a.box.width, b.box.x + b.box.width) - Math.max(a.box.x, b.box.x);
      const dy = Math.min(a.box.y + a.box.height, b.box.y + b.box.height) - Math.max(a.box.y, b.box.y);
      if (dx > tolerance && dy > tolerance) pairs.push([a.text, b.text]);
    }
  });
  return pairs;
}
