#!/usr/bin/env node
// Enforces the layers of DESIGN.md on every import (static, re-export and dynamic):
// machines/ → xstate + src/domain; src/domain → nothing of ours; src-ui/ → nothing of src/ or machines/;
// src/api → src/domain + src/config.ts; a feature never imports another feature; src/views (business views
// shared by several areas) imports no feature, src/app or src/api; the app never imports stack/ or test/.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const importPattern =
  /(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Lists the import specifiers of a source text. */
export function importsOf(source) {
  const found = [];
  for (const match of source.matchAll(importPattern)) found.push(match[1] ?? match[2]);
  return found;
}

const toPosix = (p) => p.split(sep).join('/');

/** The import aliases of tsconfig.json: one per top-level folder. */
export const importAliases = {
  '@src/': 'src/',
  '@machines/': 'machines/',
  '@ui/': 'src-ui/',
  '@stack/': 'stack/',
  '@test/': 'test/',
};

/** The project path an aliased specifier names ('@ui/button' → 'src-ui/button'), or undefined. */
function aliasTarget(spec) {
  for (const [alias, folder] of Object.entries(importAliases)) {
    if (spec.startsWith(alias)) return `${folder}${spec.slice(alias.length)}`;
  }
  return undefined;
}
const inside = (file, folder) => file === folder || file.startsWith(`${folder}/`);
const packageName = (spec) =>
  spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
const featureOf = (file) => (inside(file, 'src/features') ? file.split('/')[2] : undefined);

/**
 * Returns the layer violations of one import of one file (paths relative to the project root).
 * @param {string} file e.g. 'machines/session/credential-check.machine.ts'
 * @param {string} spec the import specifier as written
 */
export function violation(file, spec) {
  const relativeSpec = spec.startsWith('.');
  const aliased = aliasTarget(spec);
  const target =
    aliased ?? (relativeSpec ? toPosix(relative(root, resolve(root, dirname(file), spec))) : undefined);
  const ours = target !== undefined;
  if (ours && target.startsWith('..')) return `${spec} leaves the project`;
  if (!inside(file, 'stack') && !inside(file, 'test') && !inside(file, 'scripts') && ours) {
    if (inside(target, 'stack')) return `${spec}: the app never imports stack/`;
    if (inside(target, 'test')) return `${spec}: the app never imports test/`;
  }
  if (inside(file, 'machines')) {
    if (ours) {
      if (!inside(target, 'machines') && !inside(target, 'src/domain'))
        return `${spec}: machines/ may import only xstate and src/domain`;
    } else if (packageName(spec) !== 'xstate') {
      return `${spec}: machines/ may import only xstate and src/domain`;
    }
  }
  if (inside(file, 'src/domain') && ours && !inside(target, 'src/domain'))
    return `${spec}: src/domain imports nothing of ours`;
  // jsonrepair: the forgiving reader of lenient-json.ts (issue 31), plain TypeScript like zod.
  if (inside(file, 'src/domain') && !ours && !['zod', 'jsonrepair'].includes(packageName(spec)))
    return `${spec}: src/domain is pure TypeScript (zod and jsonrepair only)`;
  if (inside(file, 'src-ui') && ours && !inside(target, 'src-ui'))
    return `${spec}: src-ui/ imports nothing of src/ or machines/`;
  if (inside(file, 'src/api') && ours) {
    const allowed =
      inside(target, 'src/api') || inside(target, 'src/domain') || target.startsWith('src/config');
    if (!allowed) return `${spec}: src/api may import only src/domain and src/config.ts`;
  }
  // Business views shared by several areas: features may import them; they import no feature, app or API.
  if (inside(file, 'src/views') && ours) {
    if (inside(target, 'src/features')) return `${spec}: src/views never imports a feature`;
    if (inside(target, 'src/app')) return `${spec}: src/views never imports src/app`;
    if (inside(target, 'src/api')) return `${spec}: src/views never imports src/api (the app provides data)`;
  }
  const feature = featureOf(file);
  if (feature && ours) {
    const other = featureOf(target);
    if (other && other !== feature)
      return `${spec}: features never import another feature (${feature} → ${other})`;
    if (inside(target, 'src/app')) return `${spec}: features never import src/app`;
  }
  // README: imports that leave their top-level folder use its alias (issue 23: the *.css.ts files).
  const topFolder = (path) => path.split('/')[0];
  if (relativeSpec && topFolder(target) !== topFolder(file))
    return `${spec}: an import that leaves its top-level folder uses the alias (@src/, @ui/, @machines/…)`;
  return undefined;
}

function* sourceFiles(folder) {
  for (const name of readdirSync(join(root, folder))) {
    const path = `${folder}/${name}`;
    if (statSync(join(root, path)).isDirectory()) yield* sourceFiles(path);
    else if (/\.(m?[jt]sx?)$/.test(name)) yield path;
  }
}

function main() {
  const problems = [];
  for (const folder of ['machines', 'src', 'src-ui']) {
    let files;
    try {
      files = [...sourceFiles(folder)];
    } catch {
      continue;
    }
    for (const file of files) {
      for (const spec of importsOf(readFileSync(join(root, file), 'utf8'))) {
        const problem = violation(file, spec);
        if (problem) problems.push(`${file}: ${problem}`);
      }
    }
  }
  if (problems.length > 0) {
    console.error(`Layer rules of DESIGN.md broken (${problems.length}):`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('Layers: every import follows DESIGN.md.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
