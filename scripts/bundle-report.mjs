#!/usr/bin/env node
// Bundle-size report of the production build (dist/): every JavaScript and CSS file with its raw and
// gzipped size, the entry's static imports (the first screen's JavaScript), and the checks that keep
// development-only code out: @statelyai/inspect must not be in any production chunk.
// Usage: node scripts/bundle-report.mjs [--build] [--json]
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const args = new Set(process.argv.slice(2));

if (args.has('--build') || !existsSync(join(dist, 'index.html'))) {
  execFileSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
}

function* files(folder) {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(js|css)$/.test(name)) yield path;
  }
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const rows = [...files(dist)].map((path) => {
  const content = readFileSync(path);
  return {
    file: path.slice(dist.length + 1),
    raw: content.length,
    gzip: gzipSync(content, { level: 9 }).length,
    text: content.toString('utf8'),
  };
});
rows.sort((a, b) => b.gzip - a.gzip);

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryFiles = [...html.matchAll(/(?:src|href)="\/([^"]+\.(?:js|css))"/g)].map((m) => m[1]);
const firstScreen = rows.filter((row) => entryFiles.includes(row.file));

// Bytes of each JavaScript chunk attributed to the package (or our own folder) they come from, through
// the chunk's source map: every mapped segment owns the generated text up to the next segment.
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function decodeSegment(text) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = base64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}
const ownerOf = (source) => {
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (inModules) return inModules[1];
  const ours = /(?:^|\/)(src-ui|machines|src\/[^/]+)\//.exec(source.replaceAll('../', ''));
  return ours ? `(ours) ${ours[1]}` : '(other)';
};
const packageBytes = new Map();
/** The same, for the first screen's files only. */
const firstScreenPackageBytes = new Map();
for (const row of rows.filter((r) => r.file.endsWith('.js'))) {
  const mapPath = join(dist, `${row.file}.map`);
  if (!existsSync(mapPath)) continue;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = row.text.split('\n');
  let sourceIndex = 0;
  const ratio = row.gzip / row.raw;
  map.mappings.split(';').forEach((line, lineNumber) => {
    const lineText = lines[lineNumber] ?? '';
    let column = 0;
    const segments = line ? line.split(',').map(decodeSegment) : [];
    segments.forEach((segment, i) => {
      column += segment[0] ?? 0;
      if (segment.length >= 4) sourceIndex += segment[1];
      const next = segments[i + 1];
      const end = next ? column + (next[0] ?? 0) : lineText.length;
      const owner = ownerOf(map.sources[sourceIndex] ?? '');
      const bytes = Math.max(0, end - column) * ratio;
      packageBytes.set(owner, (packageBytes.get(owner) ?? 0) + bytes);
      if (entryFiles.includes(row.file)) {
        firstScreenPackageBytes.set(owner, (firstScreenPackageBytes.get(owner) ?? 0) + bytes);
      }
    });
  });
}
const packages = [...packageBytes.entries()].sort((a, b) => b[1] - a[1]);

// Budget (DESIGN.md): the first screen's JavaScript within 10% of the gzipped size of the libraries it needs.
const sumOf = (entries) => entries.reduce((sum, [, bytes]) => sum + bytes, 0);
const firstScreenEntries = [...firstScreenPackageBytes.entries()];
const firstScreenLibraries = sumOf(firstScreenEntries.filter(([owner]) => !owner.startsWith('(')));
const firstScreenOurs = sumOf(firstScreenEntries.filter(([owner]) => owner.startsWith('(')));
const firstScreenOverhead = firstScreenLibraries > 0 ? firstScreenOurs / firstScreenLibraries : 0;

const problems = [];
const devOnly = [/createBrowserInspector/, /@statelyai\/inspect/, /statelyai-inspect/];
for (const row of rows) {
  if (devOnly.some((pattern) => pattern.test(row.text)))
    problems.push(`${row.file} contains @statelyai/inspect (dev only)`);
}

// The kit's global styles (box-sizing, body font and margin) are side-effect imports: a wrong
// `sideEffects` entry in package.json lets the bundler drop them silently.
const css = rows
  .filter((row) => row.file.endsWith('.css'))
  .map((row) => row.text)
  .join('\n');
if (!/box-sizing:border-box/.test(css) || !/body\{[^}]*margin:0/.test(css)) {
  problems.push('the global styles of src-ui/theme/global.css.ts are missing from the production CSS');
}

if (args.has('--json')) {
  console.log(
    JSON.stringify(
      { files: rows.map(({ text, ...r }) => r), firstScreen: firstScreen.map((r) => r.file), problems },
      null,
      2,
    ),
  );
} else {
  console.log('Bundle report (dist/), largest first:');
  console.log(`${'file'.padEnd(60)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}`);
  for (const row of rows)
    console.log(`${row.file.padEnd(60)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}`);
  console.log('\nEstimated gzip share per package (source maps; all chunks):');
  for (const [owner, bytes] of packages.slice(0, 25))
    console.log(`  ${owner.padEnd(40)} ${kb(bytes).padStart(10)}`);
  const total = (list) => list.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `\nFirst screen (entry files of index.html): ${kb(total(firstScreen))} gzip in ${firstScreen.length} files`,
  );
  console.log(`All files: ${kb(total(rows))} gzip in ${rows.length} files`);
  if (args.has('--first-screen')) {
    for (const [owner, bytes] of firstScreenEntries.sort((a, b) => b[1] - a[1])) {
      console.log(`  first screen: ${owner.padEnd(40)} ${kb(bytes).padStart(10)}`);
    }
  }
  console.log(
    `First screen JavaScript: libraries ${kb(firstScreenLibraries)}, our code and the rest ${kb(firstScreenOurs)} (${(100 * firstScreenOverhead).toFixed(1)}% of the libraries; budget 10%)`,
  );
  console.log(
    `Checks (dev-only code absent, global styles present): ${problems.length === 0 ? 'ok' : 'FAILED'}`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
