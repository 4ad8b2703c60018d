// npm run flows: the flows of docs/flows as a static site for analysts. No account and no network: the
// diagrams are drawn once at build time in Chromium with the project's `mermaid` and written into the
// pages as SVG, each also as a file of its own (XML, so Word and draw.io open it) with a PNG beside it;
// the page's zoom buttons need no library.
//   npm run flows                     build into .data/flows-site and serve on http://localhost:5290
//                                     (FLOWS_PORT, or E2E_PORT_OFFSET added)
//   npm run flows -- --out DIR        only write the static site into DIR
//   npm run flows -- --out DIR --serve
//   npm run flows -- --help           the options, in Spanish (`flowsHelp`)
// Pages: index.html (the journey in its parts, every flow by stage under its Spanish name, how to read a
// diagram in Spanish), request-paths.html (the demo requests' histories and their transitions), <machine>.html (its diagrams and the tester scripts as CSV written by
// `npm run paths -- <machine> --format csv`), what the drawing does not show, every condition with both
// branches and what each state does, in Spanish. What only developers need (machine ids, purposes and
// descriptions in English, the legend of events, guards and actions by their code names, states and
// transitions with their requirements) is folded under «Para desarrolladores».
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type RegisteredMachine, registry } from '@machines/index';
import { pathConfigs } from '@test/paths/configs';
import { developersHeading, diagramsOf, flowsFolder, readingGuide, renderCharts } from './charts';
import { escapeHtml, markdownToHtml } from './flows-markdown';
import { type Drawing, drawDiagrams, drawPngs, openBrowser } from './flows-render';
import { journeyChart, journeyParts, stages } from './journey';
import { machineTitles } from './paths-tester';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const siteFolder = join(root, '.data', 'flows-site');
const run = promisify(execFile);

/** The port of `npm run flows`: FLOWS_PORT, else 5290 shifted by E2E_PORT_OFFSET. */
export function flowsPort(): number {
  return Number(process.env.FLOWS_PORT ?? 5290 + (Number(process.env.E2E_PORT_OFFSET ?? 0) || 0));
}

const style = `
:root { font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; line-height: 1.45; }
body { margin: 0 auto; max-width: 1400px; padding: 0 1rem 3rem; }
main > p, main > ul, main > h1, main > h2 { max-width: 75rem; }
a { color: #0b57a4; }
nav.crumbs { margin: 1rem 0; }
h1 { margin-top: 0.5rem; }
figure { margin: 1rem 0 2rem; border: 1px solid #ccc; border-radius: 6px; }
figcaption { padding: 0.5rem 0.75rem; background: #f3f3f3; display: flex; gap: 0.5rem; align-items: center; flex-wrap: wrap; }
figcaption .title { font-weight: 600; margin-right: auto; }
.canvas { overflow: auto; max-height: 80vh; padding: 0.5rem; }
.canvas svg { display: block; height: auto; }
button { font: inherit; padding: 0.25rem 0.75rem; border: 1px solid #555; border-radius: 4px; background: #fff; color: #1a1a1a; cursor: pointer; }
button:focus-visible, a:focus-visible { outline: 3px solid #0b57a4; outline-offset: 2px; }
.table { overflow-x: auto; }
table { border-collapse: collapse; margin: 0.5rem 0 1.5rem; }
th, td { border: 1px solid #ccc; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
th { background: #f3f3f3; }
code { background: #f3f3f3; padding: 0 0.2rem; border-radius: 3px; }
blockquote { border-left: 4px solid #ccc; margin: 1rem 0; padding-left: 1rem; }
.stage { margin-bottom: 1.5rem; }
.downloads { display: flex; gap: 1rem; flex-wrap: wrap; }
details.developers { margin: 2rem 0; border-top: 1px solid #ccc; padding-top: 0.5rem; }
details.developers > summary { cursor: pointer; font-weight: 600; }
`;

/**
 * What only developers need (the machines' own names of events, actions, guards and actors, tags, ids,
 * notes in English) folded away, so an analyst reads the page in Spanish.
 */
function forDevelopers(html: string): string {
  return `<details class="developers"><summary>Para desarrolladores</summary>\n${html}\n</details>`;
}

/** A machine as an analyst names it (the tester scripts' Característica), else its id. */
function titleOf(name: string): string {
  return machineTitles[name] ?? name;
}

// The zoom of a figure: the SVG's width relative to its natural width, in steps of 25 %.
const script = `
for (const figure of document.querySelectorAll('figure[data-zoom]')) {
  const svg = figure.querySelector('svg');
  const natural = Number(figure.dataset.width);
  let scale = 1;
  const label = figure.querySelector('[data-scale]');
  const apply = () => {
    svg.style.width = Math.round(natural * scale) + 'px';
    svg.style.maxWidth = 'none';
    label.textContent = Math.round(scale * 100) + ' %';
  };
  const fit = () => {
    const room = figure.querySelector('.canvas').clientWidth - 16;
    scale = Math.min(1, room / natural);
    apply();
  };
  figure.querySelector('[data-action="in"]').addEventListener('click', () => { scale = Math.min(4, scale + 0.25); apply(); });
  figure.querySelector('[data-action="out"]').addEventListener('click', () => { scale = Math.max(0.25, scale - 0.25); apply(); });
  figure.querySelector('[data-action="fit"]').addEventListener('click', fit);
  figure.querySelector('[data-action="real"]').addEventListener('click', () => { scale = 1; apply(); });
  fit();
}
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Flujos de Portal-ERM</title>
<link rel="stylesheet" href="site.css">
</head>
<body>
<header><nav class="crumbs" aria-label="Ruta"><a href="index.html">Flujos de Portal-ERM</a></nav></header>
<main>
${body}
</main>
<script src="site.js"></script>
</body>
</html>
`;
}

interface Figure {
  title: string;
  /** The SVG file's name; the PNG beside it has the same name ending in .png. */
  file: string;
  svg: string;
  width: number;
}

function figureHtml(figure: Figure): string {
  const title = escapeHtml(figure.title);
  return `<figure data-zoom data-width="${figure.width}">
<figcaption><span class="title">${title}</span>
<button type="button" data-action="out" aria-label="Alejar: ${title}">−</button>
<span data-scale aria-live="polite">100 %</span>
<button type="button" data-action="in" aria-label="Acercar: ${title}">+</button>
<button type="button" data-action="fit">Ajustar</button>
<button type="button" data-action="real">Tamaño real</button>
<a href="${escapeHtml(figure.file)}">Abrir SVG</a>
<a href="${escapeHtml(figure.file.replace(/\.svg$/, '.png'))}">Abrir PNG</a></figcaption>
<div class="canvas" role="region" tabindex="0" aria-label="Diagrama: ${title}">${figure.svg}</div>
</figure>`;
}

/** A link of the generated Markdown as the site serves it: pages and definitions; source files as text. */
function siteLink(href: string): string | undefined {
  if (/^[\w-]+\.md$/.test(href)) return href === 'README.md' ? 'index.html' : href.replace(/\.md$/, '.html');
  if (/^[\w-]+\.json$/.test(href)) return href;
  return undefined;
}

/**
 * The Markdown of a machine without its title, introduction and diagrams (the page shows those), in two:
 * what an analyst reads (notes, conditions, states, in Spanish) and what only developers need (after
 * «Para desarrolladores», folded).
 */
function machineNotes(markdown: string): { visible: string; developers: string } {
  const afterDiagrams = markdown.lastIndexOf('```\n');
  const notes = afterDiagrams >= 0 ? markdown.slice(afterDiagrams + 4) : markdown;
  const fold = notes.indexOf(`${developersHeading}\n`);
  return fold < 0
    ? { visible: notes, developers: '' }
    : { visible: notes.slice(0, fold), developers: notes.slice(fold + developersHeading.length + 1) };
}

/** The tester scripts of a machine as CSV, by `npm run paths -- <machine> --format csv`; undefined if none. */
async function testerCsv(name: string): Promise<string | undefined> {
  try {
    const { stdout } = await run(
      process.execPath,
      [join(root, 'node_modules/tsx/dist/cli.mjs'), 'scripts/paths.ts', name, '--format', 'csv'],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    return stdout.trim() === '' ? undefined : stdout;
  } catch {
    return undefined;
  }
}

async function inTurns<T, R>(
  items: readonly T[],
  turns: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: turns }, async () => {
      while (next < items.length) {
        const at = next++;
        results[at] = await work(items[at] as T);
      }
    }),
  );
  return results;
}

/** The kinds of file a built site holds: a folder of only these (and its index) is one to write over. */
const siteFiles = /\.(html|css|js|svg|png|json|csv)$/;

/**
 * Whether `folder` may be emptied for a new build: it does not exist, is empty, or holds a site built
 * before (its index, nothing but the site's kinds of file). `--out` may name any folder, and a build
 * starts by removing the old one.
 */
function writable(folder: string): boolean {
  if (!existsSync(folder)) return true;
  if (!statSync(folder).isDirectory()) return false;
  const names = readdirSync(folder);
  if (names.length === 0) return true;
  return (
    names.includes('index.html') &&
    names.every((name) => siteFiles.test(name) && statSync(join(folder, name)).isFile())
  );
}

/** Builds the site into `folder`; returns the pages written. */
export async function buildSite(
  folder = siteFolder,
  entries: RegisteredMachine[] = registry,
): Promise<string[]> {
  if (!writable(folder))
    throw new Error(
      `La carpeta ${folder} no está vacía y no es un sitio de flujos: elige una carpeta vacía o nueva.`,
    );
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const files = renderCharts(entries);
  const journey = journeyParts.map((part, index) => ({
    name: `journey-${index + 1}`,
    title: `Recorrido: ${part.title}`,
    text: journeyChart(entries, part),
  }));
  const machineDiagrams = entries.flatMap((entry) =>
    diagramsOf(entry, pathConfigs[entry.name]).map((diagram, index) => ({
      name: `${entry.name}-${index + 1}`,
      title: diagram.title || entry.name,
      text: diagram.text,
      machine: entry.name,
    })),
  );
  const browser = await openBrowser();
  let drawings: Drawing[];
  let pngs: Uint8Array[];
  try {
    drawings = await drawDiagrams([...journey, ...machineDiagrams], browser);
    const failed = drawings.filter((drawing) => drawing.error);
    if (failed.length > 0)
      throw new Error(`Diagrams that did not draw: ${failed.map((d) => d.name).join(', ')}`);
    pngs = await drawPngs(drawings, browser);
  } finally {
    await browser.close();
  }
  const figures = new Map<string, Figure>();
  for (const [index, drawing] of drawings.entries()) {
    const source = [...journey, ...machineDiagrams][index];
    if (!source) continue;
    const file = `${drawing.name}.svg`;
    // The page shows Mermaid's own SVG; the files are the XML form and its PNG, to open elsewhere.
    writeFileSync(join(folder, file), drawing.file);
    writeFileSync(join(folder, `${drawing.name}.png`), pngs[index] ?? new Uint8Array());
    figures.set(drawing.name, { title: source.title, file, svg: drawing.svg, width: drawing.width });
  }
  const csvs = await inTurns(entries, 2, (entry) => testerCsv(entry.name));
  const pages: string[] = [];

  writeFileSync(join(folder, 'site.css'), style);
  writeFileSync(join(folder, 'site.js'), script);

  for (const [index, entry] of entries.entries()) {
    const markdown = files.get(`${flowsFolder}/${entry.name}.md`) ?? '';
    const json = files.get(`${flowsFolder}/${entry.name}.json`);
    if (json) writeFileSync(join(folder, `${entry.name}.json`), json);
    const csv = csvs[index];
    if (csv) writeFileSync(join(folder, `${entry.name}-guiones.csv`), csv);
    const stage = stages.find((candidate) => candidate.machines.includes(entry.name));
    const body = [
      `<h1>${escapeHtml(titleOf(entry.name))}</h1>`,
      `<p>Etapa: ${escapeHtml(stage?.title ?? 'sin etapa')}</p>`,
      '<div class="downloads">',
      csv
        ? `<a href="${entry.name}-guiones.csv" download>Guiones de prueba (CSV, npm run paths -- ${escapeHtml(entry.name)} --format csv)</a>`
        : '<span>Sin guiones de prueba: la máquina no tiene configuración de recorridos.</span>',
      `<a href="${entry.name}.json">Definición (JSON)</a>`,
      '</div>',
      '<h2>Diagramas</h2>',
      ...machineDiagrams
        .filter((diagram) => diagram.machine === entry.name)
        .map((diagram) => figures.get(diagram.name))
        .filter((figure): figure is Figure => figure !== undefined)
        .map((figure) => figureHtml(figure)),
      markdownToHtml(machineNotes(markdown).visible, siteLink),
      forDevelopers(markdownToHtml(machineNotes(markdown).developers, siteLink, 1)),
    ];
    writeFileSync(join(folder, `${entry.name}.html`), page(titleOf(entry.name), body.join('\n')));
    pages.push(`${entry.name}.html`);
  }

  // The demo requests' histories beside the transitions that made them (docs/flows/request-paths.md).
  const requestPaths = files.get(`${flowsFolder}/request-paths.md`) ?? '';
  writeFileSync(
    join(folder, 'request-paths.html'),
    page('Recorridos de solicitudes del ejemplo', markdownToHtml(requestPaths, siteLink)),
  );
  pages.push('request-paths.html');

  const byStage = stages
    .map((stage) => {
      const members = entries.filter((entry) => stage.machines.includes(entry.name));
      if (members.length === 0) return '';
      const items = members
        .map((entry) => `<li><a href="${entry.name}.html">${escapeHtml(titleOf(entry.name))}</a></li>`)
        .join('');
      return `<section class="stage" aria-labelledby="stage-${stage.id}"><h3 id="stage-${stage.id}">${escapeHtml(stage.title)}</h3><ul>${items}</ul></section>`;
    })
    .join('\n');
  const readme = files.get(`${flowsFolder}/README.md`) ?? '';
  const developers = readme.slice(readme.indexOf(`${developersHeading}\n`) + developersHeading.length + 1);
  const index = [
    '<h1>Flujos de Portal-ERM</h1>',
    '<p>Cada flujo del portal como diagrama de estados, con sus guiones de prueba. Generado por <code>npm run flows</code> a partir de las máquinas de estado; no necesita cuenta ni red.</p>',
    '<h2>Flujos por etapa</h2>',
    byStage,
    '<h2>Recorrido</h2>',
    ...journey
      .map((part) => figures.get(part.name))
      .filter((figure): figure is Figure => figure !== undefined)
      .map((figure) => figureHtml(figure)),
    '<h2>Recorridos de solicitudes del ejemplo</h2>',
    '<p><a href="request-paths.html">El historial de algunas solicitudes de los datos de ejemplo</a>, cada cambio con la transición del diagrama que lo hizo.</p>',
    '<h2>Cómo leer los diagramas</h2>',
    markdownToHtml(readingGuide.join('\n'), siteLink),
    forDevelopers(markdownToHtml(developers, siteLink, 1)),
  ];
  writeFileSync(join(folder, 'index.html'), page('Inicio', index.join('\n')));
  pages.unshift('index.html');
  return pages;
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
};

/** Serves the built site (files of the folder only). */
export function serveSite(folder = siteFolder, port = flowsPort()) {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const name = path === '/' ? 'index.html' : path.slice(1);
    const file = join(folder, name);
    if (name.includes('..') || name.includes('/') || !existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No encontrado');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  server.listen(port);
  return server;
}

/** `npm run flows -- --help`. */
export const flowsHelp = `npm run flows -- [opciones]

Los diagramas de estado del portal como un sitio para analistas, sin cuenta ni red: cada máquina con
sus diagramas (SVG y PNG para abrir en otros programas), su leyenda, sus guardas con las dos ramas, sus
tablas y sus guiones de prueba en CSV.

  (sin opciones)     construye el sitio en .data/flows-site y lo sirve en http://localhost:5290
                     (otro puerto con FLOWS_PORT); Ctrl-C lo detiene
  --out CARPETA      escribe el sitio estático en CARPETA, sin servirlo (una carpeta nueva, vacía o
                     con un sitio anterior, que se reemplaza)
  --serve            además lo sirve, desde CARPETA si se dio --out
  --help             esta ayuda

Ejemplo: npm run flows -- --out /tmp/flujos   (luego abre /tmp/flujos/index.html)
`;

export interface FlowsOptions {
  /** Where the site is written. */
  out: string;
  /** Whether it is served after it is built. */
  serve: boolean;
  help: boolean;
}

/** Parses the command line; throws, in Spanish, on an unknown option or an --out without its folder. */
export function parseFlowsArguments(argv: readonly string[]): FlowsOptions {
  let out: string | undefined;
  let serve = false;
  let help = false;
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    if (argument === '--help' || argument === '-h') help = true;
    else if (argument === '--serve') serve = true;
    else if (argument === '--out' || argument.startsWith('--out=')) {
      const folder = argument === '--out' ? argv[index + 1] : argument.slice('--out='.length);
      if (!folder || folder.startsWith('--')) throw new Error('--out necesita una carpeta');
      out = folder;
      if (argument === '--out') index += 1;
    } else throw new Error(`Opción desconocida «${argument}»`);
  }
  // Without --out the site is built where it always was, and served.
  return { out: resolve(out ?? siteFolder), serve: serve || out === undefined, help };
}

/** What `runFlows` does, given so a test can watch it. */
export interface FlowsActions {
  build: (folder: string) => Promise<string[]>;
  serve: (folder: string) => unknown;
  print: (line: string) => void;
}

/** `npm run flows` for a command line; the exit code (2: a wrong option). A served site runs on. */
export async function runFlows(
  argv: readonly string[],
  actions: FlowsActions = {
    build: (folder) => buildSite(folder),
    serve: (folder) => serveSite(folder),
    print: (line) => console.log(line),
  },
): Promise<number> {
  let options: FlowsOptions;
  try {
    options = parseFlowsArguments(argv);
  } catch (error) {
    actions.print(`${(error as Error).message}. Ayuda: npm run flows -- --help`);
    return 2;
  }
  if (options.help) {
    actions.print(flowsHelp.trimEnd());
    return 0;
  }
  const pages = await actions.build(options.out);
  actions.print(`Sitio de flujos: ${pages.length} páginas en ${options.out} (abre index.html)`);
  if (options.serve) {
    actions.serve(options.out);
    actions.print(`Sirviéndolo en http://localhost:${flowsPort()}/ (Ctrl-C lo detiene)`);
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runFlows(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
