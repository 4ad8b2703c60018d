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
  const total = (list) => list.reduce((sum, row) => sum + row.gzip, 0);
  console.log(
    `\nFirst screen (entry files of index.html): ${kb(total(firstScreen))} gzip in ${firstScreen.length} files`,
  );
  console.log(`All files: ${kb(total(rows))} gzip in ${rows.length} files`);
  console.log(
    `Checks (dev-only code absent, global styles present): ${problems.length === 0 ? 'ok' : 'FAILED'}`,
  );
}
if (problems.length > 0) {
  for (const problem of problems) console.error(problem);
  process.exit(1);
}
