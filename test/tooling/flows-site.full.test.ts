// The files an analyst takes from the flows site (`npm run flows`): each diagram's «Abrir SVG» file must
// open outside the browser (Word, draw.io and Chromium read it as XML, not as HTML), with a PNG beside it;
// `--out DIR` writes the site without serving it, `--serve` serves it, `--help` says so in Spanish.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registry } from '@machines/index';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import type { AnyStateNode } from 'xstate';
import { readableSize } from '../../scripts/flows-render';
import { buildSite, flowsHelp, runFlows, siteFolder } from '../../scripts/flows-site';
import { foreignWords } from '../support/spanish-text';

/** The error of a strict XML parser reading `text`, or undefined when it is well-formed. */
function xmlError(text: string): string | undefined {
  const { DOMParser } = new JSDOM().window;
  const parsed = new DOMParser().parseFromString(text, 'image/svg+xml');
  const error = parsed.getElementsByTagName('parsererror')[0];
  return error ? (error.textContent ?? 'parsererror') : undefined;
}

/** A PNG's width and height from its header, or undefined when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The keys of a machine's states with more than one word in them (checkingAddress, submitFailed). */
function stateKeys(node: AnyStateNode): string[] {
  return [
    ...(node.path.length > 0 && /[a-z][A-Z]/.test(node.key) ? [node.key] : []),
    ...(Object.values(node.states) as AnyStateNode[]).flatMap(stateKeys),
  ];
}

describe('the check itself', () => {
  test('refuses the HTML Mermaid writes inside a foreignObject, accepts its XML form', () => {
    const svg = (br: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><div xmlns="http://www.w3.org/1999/xhtml">a${br}b</div></foreignObject></svg>`;
    expect(xmlError(svg('<br>'))).toBeDefined();
    expect(xmlError(svg('<br/>'))).toBeUndefined();
  });
});

describe('the SVG and PNG files the site writes', () => {
  // Two machines whose diagrams break lines inside their states (Mermaid's `<br>`), one drawn in parts
  // (the approval: 2,088 × 3,454 px whole), and the journey.
  const names = ['authentication', 'contract-action', 'vacation-approval'];
  const entries = registry.filter((entry) => names.includes(entry.name));
  let folder = '';
  let svgs: string[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'flows-site-'));
    await buildSite(folder, entries);
    svgs = readdirSync(folder).filter((file) => file.endsWith('.svg'));
  }, 300_000);

  afterAll(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test('every SVG parses as XML', () => {
    expect(svgs.length).toBeGreaterThan(2);
    const invalid = svgs.flatMap((file) => {
      const error = xmlError(readFileSync(join(folder, file), 'utf8'));
      return error ? [`${file}: ${error.slice(0, 120)}`] : [];
    });
    expect(invalid).toEqual([]);
  });

  test('every SVG has a PNG beside it, drawn at least at its natural size', () => {
    for (const file of svgs) {
      const svg = readFileSync(join(folder, file), 'utf8');
      const viewBox = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
      const png = readFileSync(join(folder, file.replace(/\.svg$/, '.png')));
      const size = pngSize(png);
      expect(size, file).toBeDefined();
      expect(size?.width, file).toBeGreaterThanOrEqual(Math.floor(Number(viewBox?.[1])));
      expect(size?.height, file).toBeGreaterThanOrEqual(Math.floor(Number(viewBox?.[2])));
    }
  });

  test('every SVG is readable at 100 % on a 1366-px screen; a large machine is drawn in parts', () => {
    const large = svgs.flatMap((file) => {
      const svg = readFileSync(join(folder, file), 'utf8');
      const [, width = '0', height = '0'] = /viewBox="[-\d.]+ [-\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg) ?? [];
      return Number(width) > readableSize.width || Number(height) > readableSize.height
        ? [`${file}: ${Math.round(Number(width))} × ${Math.round(Number(height))} px`]
        : [];
    });
    expect(large).toEqual([]);
    const approval = svgs.filter((file) => file.startsWith('vacation-approval-'));
    expect(approval.length).toBeGreaterThan(1);
    const page = readFileSync(join(folder, 'vacation-approval.html'), 'utf8');
    for (const file of approval) {
      expect(page).toContain(`href="${file}"`);
      expect(page).toContain(`href="${file.replace(/\.svg$/, '.png')}"`);
    }
  });

  test('each page links the PNG beside its SVG', () => {
    const page = readFileSync(join(folder, 'authentication.html'), 'utf8');
    expect(page).toContain('href="authentication-1.svg"');
    expect(page).toContain('href="authentication-1.png"');
  });

  test('an analyst reads every page in Spanish: developer notes only in the folded «Para desarrolladores»', () => {
    for (const file of ['index.html', ...names.map((name) => `${name}.html`)]) {
      const { document } = new JSDOM(readFileSync(join(folder, file), 'utf8')).window;
      const folded = [...document.querySelectorAll('details')];
      expect(
        folded.map((details) => details.querySelector('summary')?.textContent),
        file,
      ).toContain('Para desarrolladores');
      expect(
        folded.every((details) => !details.open),
        file,
      ).toBe(true);
      // What the page says outside the fold (the drawings' own labels are the diagrams').
      for (const node of [...folded, ...document.querySelectorAll('.canvas, script')]) node.remove();
      // Each element's words apart from the next one's («Sesión» and «Inicio de sesión», not «SesiónInicio»).
      for (const element of document.body.querySelectorAll('*')) element.append(' ');
      const text = document.body.textContent ?? '';
      expect(foreignWords(text), file).toEqual([]);
      expect(text, file).not.toMatch(/Reading a diagram|Transitions|Named delays|invoke |tags /);
      // No name of the code: the machine's guards, actions, actors and delays, its states' keys.
      const entry = entries.find((candidate) => `${candidate.name}.html` === file);
      if (entry) {
        const implementations = entry.machine.implementations as unknown as Record<
          string,
          Record<string, unknown>
        >;
        const codeNames = [
          ...['guards', 'actions', 'actors', 'delays'].flatMap((kind) =>
            Object.keys(implementations[kind] ?? {}),
          ),
          ...stateKeys(entry.machine.root),
        ];
        expect(
          codeNames.filter((name) => new RegExp(`\\b${name}\\b`).test(text)),
          file,
        ).toEqual([]);
        // What an analyst reads there: the conditions with both branches and what each state does.
        expect(text, file).toContain('Estados');
      }
    }
    const approval = readFileSync(join(folder, 'vacation-approval.html'), 'utf8');
    expect(approval).toContain('<h2>Condiciones y sus dos ramas</h2>');
    expect(approval).toContain('si el enlace no trae número: → «Sin código»; si no: → «Cargando»');
    const index = readFileSync(join(folder, 'index.html'), 'utf8');
    expect(index).toContain('<h2>Cómo leer los diagramas</h2>');
    expect(index).toContain('Entre corchetes va una condición');
  });
});

describe('npm run flows: --out, --serve, --help', () => {
  /** What a run did: the folders built, whether it served (and from where), what it printed. */
  async function runWith(argv: string[]) {
    const build = vi.fn(async (_folder: string) => ['index.html']);
    const serve = vi.fn((_folder: string) => ({ port: 5290 }));
    const lines: string[] = [];
    const code = await runFlows(argv, { build, serve, print: (line) => lines.push(line) });
    return {
      code,
      built: build.mock.calls.map(([folder]) => folder),
      served: serve.mock.calls.map(([folder]) => folder),
      printed: lines.join('\n'),
    };
  }

  test('--out DIR writes the static site into DIR and serves nothing', async () => {
    const run = await runWith(['--out', '/tmp/sitio']);
    expect(run).toMatchObject({ code: 0, built: ['/tmp/sitio'], served: [] });
    expect(run.printed).toContain('/tmp/sitio');
    expect((await runWith(['--out=/tmp/otro'])).built).toEqual(['/tmp/otro']);
  });

  test('--serve serves what it built: DIR with --out, else .data/flows-site, as without options', async () => {
    expect(await runWith(['--out', '/tmp/sitio', '--serve'])).toMatchObject({
      built: ['/tmp/sitio'],
      served: ['/tmp/sitio'],
    });
    expect(await runWith(['--serve'])).toMatchObject({ built: [siteFolder], served: [siteFolder] });
    expect(await runWith([])).toMatchObject({ built: [siteFolder], served: [siteFolder] });
  });

  test('--help explains both in Spanish and builds nothing; an unknown option says so', async () => {
    const help = await runWith(['--help']);
    expect(help).toMatchObject({ code: 0, built: [], served: [] });
    expect(help.printed).toBe(flowsHelp.trimEnd());
    for (const option of ['--out CARPETA', '--serve', '--help']) expect(flowsHelp).toContain(option);
    expect(flowsHelp).toMatch(/sin servirlo/);
    const wrong = await runWith(['--port', '80']);
    expect(wrong).toMatchObject({ code: 2, built: [], served: [] });
    expect(wrong.printed).toContain('Opción desconocida «--port»');
    expect((await runWith(['--out'])).code).toBe(2);
  });

  test('--out never empties a folder that holds something other than a flows site', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'flows-out-'));
    try {
      mkdirSync(join(folder, 'mis-documentos'));
      writeFileSync(join(folder, 'informe.docx'), 'mío');
      await expect(buildSite(folder, [])).rejects.toThrow(/no está vacía/);
      expect(readdirSync(folder).sort()).toEqual(['informe.docx', 'mis-documentos']);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
