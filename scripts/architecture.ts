// The architecture checker: one walker over the source tree and one table of rules, each
// saying what it enforces and where. `npm run lint` runs it (`tsx scripts/architecture.ts`), and
// test/tooling/architecture.test.ts runs it over the tree and shows each rule failing on a violation.
// Outside the table: Biome (format and lint), `npm run cycles` (dpdm: no import cycle) and the
// event-name style, read from the running machines (test/tooling/event-style.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { statelyProblems } from '@test/support/stately-literal';
import { spanishLiterals } from '@test/support/text-literals';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The folders the walker reads: those the rules apply to. */
const walked = ['machines', 'src', 'src-ui', 'stack', 'test/domain'];

export interface SourceFile {
  /** Path from the project root, '/'-separated. */
  file: string;
  text: string;
}

export interface Rule {
  name: string;
  /** What the rule enforces, in one sentence (docs/code-layout.md and DESIGN.md say why). */
  says: string;
  /** Whether the rule reads this file (path from the root). */
  applies: (file: string) => boolean;
  /** The rule's problems in one file, each naming the file; `tree` lists the files checked with it. */
  check: (source: SourceFile, tree: Tree) => string[];
}

/** The files checked together: a rule about one file may ask about the others. */
export interface Tree {
  files: readonly string[];
  exists: (file: string) => boolean;
}

// ─── imports ────────────────────────────────────────────────────────────────────────────────────────

const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The import specifiers of a source text (static, type-only, re-export and dynamic). */
export function importsOf(source: string): string[] {
  return [...source.matchAll(importPattern)].map((match) => match[1] ?? match[2] ?? '');
}

/** The import aliases of tsconfig.json: one per top-level folder. */
const importAliases: Record<string, string> = {
  '@src/': 'src/',
  '@machines/': 'machines/',
  '@ui/': 'src-ui/',
  '@stack/': 'stack/',
  '@test/': 'test/',
};

function aliasTarget(spec: string): string | undefined {
  for (const [alias, folder] of Object.entries(importAliases)) {
    if (spec.startsWith(alias)) return `${folder}${spec.slice(alias.length)}`;
  }
  return undefined;
}

const inside = (file: string, folder: string) => file === folder || file.startsWith(`${folder}/`);
const packageName = (spec: string) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] ?? spec);
const featureOf = (file: string) => (inside(file, 'src/features') ? file.split('/')[2] : undefined);
/** Packages of state, server data and routing: the UI kit is presentational and takes them from its caller. */
const kitRefuses = ['xstate', '@xstate/react', '@tanstack/react-query', 'react-router-dom'];

/**
 * The layer rule one import breaks (DESIGN.md), or undefined. Paths from the project root.
 * machines/ → xstate and src/domain; src/domain → nothing of ours, zod and jsonrepair only; src-ui/ →
 * nothing of src/ or machines/, no machines, server data or router; src/api → src/domain and
 * src/config.ts; a feature never imports another feature or src/app; src/views imports no feature,
 * src/app or src/api; the app never imports stack/ or test/; an import that leaves its top-level folder
 * uses the alias.
 */
export function violation(file: string, spec: string): string | undefined {
  const relativeSpec = spec.startsWith('.');
  const target =
    aliasTarget(spec) ??
    (relativeSpec
      ? relative(root, resolve(root, dirname(file), spec))
          .split('\\')
          .join('/')
      : undefined);
  if (target === undefined) {
    if (inside(file, 'machines') && packageName(spec) !== 'xstate')
      return `${spec}: machines/ may import only xstate and src/domain`;
    // jsonrepair: the forgiving reader of lenient-json.ts, plain TypeScript like zod.
    if (inside(file, 'src/domain') && !['zod', 'jsonrepair'].includes(packageName(spec)))
      return `${spec}: src/domain is pure TypeScript (zod and jsonrepair only)`;
    if (inside(file, 'src-ui') && kitRefuses.includes(packageName(spec)))
      return `${spec}: src-ui/ is presentational (no machines, server data or router: the caller passes them)`;
    return undefined;
  }
  if (target.startsWith('..')) return `${spec} leaves the project`;
  if (!inside(file, 'stack') && !inside(file, 'test') && !inside(file, 'scripts')) {
    if (inside(target, 'stack')) return `${spec}: the app never imports stack/`;
    if (inside(target, 'test')) return `${spec}: the app never imports test/`;
  }
  if (inside(file, 'machines') && !inside(target, 'machines') && !inside(target, 'src/domain'))
    return `${spec}: machines/ may import only xstate and src/domain`;
  if (inside(file, 'src/domain') && !inside(target, 'src/domain'))
    return `${spec}: src/domain imports nothing of ours`;
  if (inside(file, 'src-ui') && !inside(target, 'src-ui'))
    return `${spec}: src-ui/ imports nothing of src/ or machines/`;
  if (
    inside(file, 'src/api') &&
    !inside(target, 'src/api') &&
    !inside(target, 'src/domain') &&
    !target.startsWith('src/config')
  )
    return `${spec}: src/api may import only src/domain and src/config.ts`;
  // Business views shared by several areas: features may import them; they import no feature, app or API.
  if (inside(file, 'src/views')) {
    if (inside(target, 'src/features')) return `${spec}: src/views never imports a feature`;
    if (inside(target, 'src/app')) return `${spec}: src/views never imports src/app`;
    if (inside(target, 'src/api')) return `${spec}: src/views never imports src/api (the app provides data)`;
  }
  const feature = featureOf(file);
  if (feature) {
    const other = featureOf(target);
    if (other && other !== feature)
      return `${spec}: features never import another feature (${feature} → ${other})`;
    if (inside(target, 'src/app')) return `${spec}: features never import src/app`;
  }
  const topFolder = (path: string) => path.split('/')[0];
  if (relativeSpec && topFolder(target) !== topFolder(file))
    return `${spec}: an import that leaves its top-level folder uses the alias (@src/, @ui/, @machines/…)`;
  return undefined;
}

// ─── helpers of the rules ───────────────────────────────────────────────────────────────────────────

const isCode = (file: string) => /\.tsx?$/.test(file);
const isComment = (line: string) => /^\s*(?:\/\/|\/?\*)/.test(line);
/** Quoted strings blanked out: prose ('runs as a child') is not code. */
const withoutStrings = (line: string) => line.replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`[^`]*`/g, "''");

/** `file:line text` for every code line (comments left out) the test matches. */
function linesMatching(source: SourceFile, test: (line: string) => boolean): string[] {
  return source.text
    .split('\n')
    .flatMap((line, index) =>
      !isComment(line) && test(line) ? [`${source.file}:${index + 1} ${line.trim()}`] : [],
    );
}

/**
 * The code lines of setup()'s `guards: { … }` block (indented by 2) that name `event`: a guard reads its
 * params, and the transition writes `params: ({ event }) => …`, so the diagram and Stately show what the
 * guard is given.
 */
function guardsReadingEvent(source: SourceFile): string[] {
  const lines = source.text.split('\n');
  const start = lines.findIndex((line) => /^ {2}guards: \{$/.test(line));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && /^ {2}\},?$/.test(line));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line, index) => ({ line, number: start + 2 + index }))
    .filter(({ line }) => !isComment(line) && /\bevent\b/.test(withoutStrings(line)))
    .map(({ line, number }) => `${source.file}:${number} ${line.trim()}`);
}

/** The area of a file under src/features/<area> or src/views/<topic> ('src/features/employees'). */
const areaOf = (file: string) => /^src\/(?:features|views)\/[^/]+(?=\/)/.exec(file)?.[0];

/**
 * A selector that returns its whole argument, `useSelector(actor, (s) => s)`, with any spacing, line
 * breaks or a type on the parameter.
 */
const wholeSnapshotPattern =
  /useSelector\(\s*[\w.()]+\s*,\s*(?:\(\s*(\w+)\s*(?::[^)]*)?\)|(\w+))\s*=>\s*(?:\1|\2)\s*[,)]/g;

/** `file:line text` for every whole-snapshot selector of a file, read across lines. */
function wholeSnapshotSelectors(source: SourceFile): string[] {
  const lines = source.text.split('\n');
  return [...source.text.matchAll(wholeSnapshotPattern)].flatMap((match) => {
    const line = source.text.slice(0, match.index).split('\n').length;
    const text = lines[line - 1] ?? '';
    return isComment(text) ? [] : [`${source.file}:${line} ${match[0].replace(/\s+/g, ' ')}`];
  });
}

// ─── the rules ──────────────────────────────────────────────────────────────────────────────────────

export const rules: Rule[] = [
  {
    name: 'layers',
    says: 'every import follows the layers of DESIGN.md and leaves its top-level folder through its alias',
    applies: (file) => ['machines', 'src', 'src-ui'].some((folder) => inside(file, folder)),
    check: ({ file, text }) =>
      importsOf(text).flatMap((spec) => {
        const problem = violation(file, spec);
        return problem ? [`${file}: ${problem}`] : [];
      }),
  },
  {
    name: 'provide-in-wiring',
    says: '.provide( is called only by the adapters under src/app/wiring',
    applies: (file) => inside(file, 'src') && isCode(file) && !inside(file, 'src/app/wiring'),
    check: (source) => linesMatching(source, (line) => /\.provide\(/.test(line)),
  },
  {
    name: 'promise-actors-through-from-call',
    says: 'the adapters make promise actors with fromCall (src/app/wiring/call-actor.ts), never fromPromise',
    applies: (file) => inside(file, 'src') && isCode(file) && file !== 'src/app/wiring/call-actor.ts',
    check: (source) => linesMatching(source, (line) => /\bfromPromise\b/.test(withoutStrings(line))),
  },
  {
    name: 'one-route-table',
    says: 'every route is in the one table of src/app/router.tsx: no <Routes> below it',
    applies: (file) => inside(file, 'src') && isCode(file),
    check: (source) => linesMatching(source, (line) => /<Routes[\s>]/.test(line)),
  },
  {
    name: 'no-whole-snapshot',
    says: 'views select what they render, never the whole snapshot (on one line or several)',
    applies: (file) => inside(file, 'src') && isCode(file),
    check: wholeSnapshotSelectors,
  },
  {
    name: 'machines-emit-codes',
    says: 'machines emit codes and the adapters give them their texts: no machine imports a text catalogue',
    applies: (file) => inside(file, 'machines') && isCode(file),
    check: (source) =>
      linesMatching(source, (line) => /from '[^']*(?:\/texts|-texts|\/fetch-messages)'/.test(line)),
  },
  {
    name: 'machines-cast-nothing',
    says: 'machines cast nothing: outputs and events are typed by setup(), only `{} as` declares a type',
    applies: (file) => inside(file, 'machines') && isCode(file),
    check: (source) =>
      linesMatching(source, (line) => /[\w)\]]\s+as\s+(?!const\b)[A-Za-z_]/.test(withoutStrings(line))),
  },
  {
    name: 'guards-read-params',
    says: 'guards read their params, never the event: the transition passes what the guard needs',
    applies: (file) => inside(file, 'machines') && file.endsWith('.machine.ts'),
    check: guardsReadingEvent,
  },
  {
    name: 'machine-file-holds-the-chart',
    says: 'a machine file declares no top-level function: rules and helpers live in src/domain/rules',
    applies: (file) => inside(file, 'machines') && file.endsWith('.machine.ts'),
    check: (source) =>
      linesMatching(source, (line) =>
        /^(export )?(async )?function\s|^(export )?const \w+ = (async )?\(/.test(line),
      ),
  },
  {
    name: 'stately-literal',
    says: 'a machine file holds one setup(...).createMachine({...}) with a static literal Stately Studio imports',
    applies: (file) => inside(file, 'machines') && file.endsWith('.machine.ts'),
    check: ({ file, text }) => statelyProblems(file, text),
  },
  {
    name: 'common-words-once',
    says: "the common words ('Cerrar', 'Cancelar', 'Reintentar') are written once, in commonTexts",
    applies: (file) => inside(file, 'src') && isCode(file) && file !== 'src/domain/texts.ts',
    check: (source) =>
      linesMatching(source, (line) => /['"`>](?:Cerrar|Cancelar|Reintentar)['"`<]/.test(line)),
  },
  {
    name: 'texts-in-catalogues',
    says: 'views, routes, layouts and machines write no Spanish text: it comes from a texts module',
    applies: (file) =>
      ['src/features', 'src/views', 'src/app', 'machines'].some((folder) => inside(file, folder)) &&
      isCode(file) &&
      !/(-texts|\.css)\.ts$/.test(file),
    check: ({ file, text }) => spanishLiterals(file, text),
  },
  {
    name: 'one-catalogue-per-area',
    says: 'an area (src/features/<area>, src/views/<topic>) keeps its own texts in one *-texts.ts; commonTexts the shared words',
    applies: (file) => areaOf(file) !== undefined && file.endsWith('-texts.ts'),
    check: ({ file }, { files }) => {
      const others = files.filter(
        (other) => other !== file && other.endsWith('-texts.ts') && areaOf(other) === areaOf(file),
      );
      return others.length === 0
        ? []
        : [`${file}: the area has another catalogue too (${others.join(', ')})`];
    },
  },
  {
    name: 'kit-formats-nothing',
    says: 'the UI kit formats no pesos, dates or truncation of its own: the domain does, the app passes it in',
    applies: (file) => inside(file, 'src-ui') && isCode(file) && !file.includes('catalogue'),
    check: (source) =>
      linesMatching(source, (line) => /Intl\.NumberFormat|'Ene',|monthAbbreviations|truncate\(/.test(line)),
  },
  {
    name: 'file-length',
    says: 'no source file under src/ or stack/ is over 400 lines (machine files excepted)',
    applies: (file) =>
      (inside(file, 'src') || inside(file, 'stack')) && isCode(file) && !file.endsWith('.machine.ts'),
    check: ({ file, text }) => {
      const lines = text.split('\n').length;
      return lines > 400 ? [`${file}: ${lines} lines`] : [];
    },
  },
  {
    name: 'zod-through-domain',
    says: "the app's code imports zod only through src/domain/zod.ts, which sets it jitless for the CSP",
    applies: (file) =>
      ['src', 'src-ui', 'machines'].some((folder) => inside(file, folder)) &&
      isCode(file) &&
      file !== 'src/domain/zod.ts',
    check: ({ file, text }) =>
      importsOf(text)
        .filter((spec) => packageName(spec) === 'zod')
        .map((spec) => `${file}: imports ${spec} (use @src/domain/zod)`),
  },
  {
    name: 'domain-tests-mirror',
    says: 'test/domain mirrors src/domain: every test file names a module of the same path, every rule module has one',
    applies: (file) =>
      inside(file, 'test/domain') || (/^src\/domain\/rules\/[^/]+\.ts$/.test(file) && isCode(file)),
    check: ({ file }, { exists }) => {
      if (inside(file, 'test/domain')) {
        const module = file.replace(/^test\/domain\//, 'src/domain/').replace(/\.test\.ts$/, '.ts');
        return file.endsWith('.test.ts') && exists(module)
          ? []
          : [`${file}: names no module of src/domain (<module>.test.ts)`];
      }
      const tests = file.replace(/^src\/domain\//, 'test/domain/').replace(/\.ts$/, '.test.ts');
      return exists(tests) ? [] : [`${file}: has no ${tests}`];
    },
  },
];

// ─── the walker ─────────────────────────────────────────────────────────────────────────────────────

function* walk(folder: string): Generator<string> {
  for (const name of readdirSync(join(root, folder))) {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) yield* walk(path);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield path;
  }
}

/** Every problem of the given files (default: the project's), as `[rule] problem`. */
export function checkArchitecture(files: readonly SourceFile[] = projectFiles()): string[] {
  const known = new Set(files.map(({ file }) => file));
  const tree: Tree = { files: [...known], exists: (file) => known.has(file) };
  return files.flatMap((source) =>
    rules
      .filter((rule) => rule.applies(source.file))
      .flatMap((rule) => rule.check(source, tree).map((problem) => `[${rule.name}] ${problem}`)),
  );
}

/** The walked source files of the project. */
export function projectFiles(): SourceFile[] {
  return walked.flatMap((folder) =>
    [...walk(folder)].map((file) => ({ file, text: readFileSync(join(root, file), 'utf8') })),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = checkArchitecture();
  if (problems.length > 0) {
    console.error(`Architecture rules broken (${problems.length}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(`Architecture: ${rules.length} rules hold.`);
}
