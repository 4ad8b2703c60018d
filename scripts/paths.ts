// npm run paths [name…] [options]: the model-based paths of a machine (or of all machines) as Spanish
// scripts a tester follows by hand: Paso / Acción / Resultado esperado. The paths are the ones
// test/paths runs, and the actions and expected results are the controls, shown items and effects those
// tests check.
//
// (Through npm, write options after `--` or as key=value: `npm run paths -- request-wizard --to sent`,
// `npm run paths request-wizard format=csv to=sent`; npm keeps `--options` before `--` for itself.)
//
//   --format text|csv|gherkin   output (default text)
//   --suite full|manual         every path (default) or the smaller transition-covering selection
//   --coverage                  per transition: its SPEC section and the paths that walk it
//   --to STATE                  only paths that reach STATE (a dotted state path, e.g. verification.failed)
//   --event EVENT               only paths with a step on EVENT (NEXT, done saveRequest, after appLoading…)
//   --input TEXT                only paths whose input label contains TEXT
//   --id R-…                    only that path
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RegisteredMachine, registry } from '@machines/index';
import { pathConfigs } from '@test/paths/configs';
import {
  coverageReport,
  type ManualPath,
  manualScripts,
  manualSuite,
  stepKinds,
  walkedTransitions,
} from '@test/support/manual-script';
import {
  allTransitions,
  generatePaths,
  type PathTestConfig,
  statePath,
  transitionEventName,
} from '@test/support/path-model';
import type { AnyStateNode } from 'xstate';

export type Format = 'text' | 'csv' | 'gherkin';

export interface PathsOptions {
  format: Format;
  suite: 'full' | 'manual';
  coverage: boolean;
  to?: string;
  event?: string;
  input?: string;
  id?: string;
}

export const defaultOptions: PathsOptions = { format: 'text', suite: 'full', coverage: false };

const formats = ['text', 'csv', 'gherkin'];

/**
 * Parses the command line; throws on an unknown option or value. `npm run` keeps `--options` written
 * before `--` for itself (it turns `--format csv` into its own setting and passes `csv` on), so options
 * may also be written `key=value` (`format=csv to=sent`), and a bare `csv`, `gherkin`, `text`, `manual`
 * or `coverage` that is not a machine's name sets that option.
 */
export function parseArguments(
  argv: readonly string[],
  machineNames: readonly string[] = registry.map((entry) => entry.name),
): { names: string[]; options: PathsOptions } {
  const names: string[] = [];
  const options: PathsOptions = { ...defaultOptions };
  const set = (key: string, value: string) => {
    if (key === 'format') {
      if (!formats.includes(value)) throw new Error(`Unknown format "${value}": text, csv or gherkin`);
      options.format = value as Format;
    } else if (key === 'suite') {
      if (value !== 'full' && value !== 'manual') throw new Error(`Unknown suite "${value}": full or manual`);
      options.suite = value;
    } else if (key === 'coverage') options.coverage = value !== 'false';
    else if (key === 'to') options.to = value;
    else if (key === 'event') options.event = value;
    else if (key === 'input') options.input = value;
    else if (key === 'id') options.id = value;
    else throw new Error(`Unknown option ${key}`);
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const pair = /^(?:--)?(format|suite|coverage|to|event|input|id)=(.*)$/.exec(argument);
    if (pair) set(pair[1] ?? '', pair[2] ?? '');
    else if (argument === '--coverage') options.coverage = true;
    else if (argument.startsWith('--')) {
      const next = argv[index + 1];
      if (next === undefined) throw new Error(`${argument} needs a value`);
      set(argument.slice(2), next);
      index += 1;
    } else if (machineNames.includes(argument)) names.push(argument);
    else if (formats.includes(argument)) options.format = argument as Format;
    else if (argument === 'manual') options.suite = 'manual';
    else if (argument === 'coverage') options.coverage = true;
    else names.push(argument);
  }
  return { names, options };
}

/** Whether a script passes the filters. */
function kept(script: ManualPath, options: PathsOptions): boolean {
  const steps = script.steps
    .map((step) => script.path.steps[step.stepIndex])
    .filter((step) => step !== undefined);
  if (options.id && script.id !== options.id) return false;
  if (options.input && !script.input.toLowerCase().includes(options.input.toLowerCase())) return false;
  if (options.event) {
    const wanted = options.event;
    const onEvent = steps.some(
      (step) =>
        step.event.type === wanted ||
        step.analysis.taken.some((transition) => transitionEventName(transition) === wanted),
    );
    if (!onEvent) return false;
  }
  if (options.to) {
    const wanted = options.to;
    const reaches = steps.some((step) =>
      (step.state._nodes as AnyStateNode[]).some(
        (node) => statePath(node) === wanted || step.analysis.entered.includes(wanted),
      ),
    );
    if (!reaches) return false;
  }
  return true;
}

interface MachineScripts {
  entry: RegisteredMachine;
  config: PathTestConfig;
  all: ManualPath[];
  suite: ManualPath[];
  shown: ManualPath[];
}

function scriptsOf(entry: RegisteredMachine, config: PathTestConfig, options: PathsOptions): MachineScripts {
  const all = manualScripts(entry.machine, config, generatePaths(entry.machine, config));
  const suite = manualSuite(all);
  const chosen = options.suite === 'manual' ? suite : all;
  return { entry, config, all, suite, shown: chosen.filter((script) => kept(script, options)) };
}

function csvCell(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRows(rows: string[][]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n');
}

function count(paths: number): string {
  return paths === 1 ? '1 recorrido' : `${paths} recorridos`;
}

function header(scripts: MachineScripts): string[] {
  const { entry, config, all, suite } = scripts;
  const walked = new Set(all.flatMap((script) => [...walkedTransitions(script)]));
  const total = allTransitions(entry.machine).length;
  const lines = [`${entry.name} — ${entry.purpose}`];
  lines.push(
    config.screen
      ? `Pantalla: ${config.screen.screen}`
      : 'Pantalla: (sin guion de pantalla: las acciones se nombran como los eventos de la máquina)',
  );
  if (!config.spec) lines.push('Secciones del SPEC: (esta máquina no tiene mapa de secciones)');
  lines.push(
    `Suite completa: ${count(all.length)}. Suite manual: ${count(suite.length)}, que cubren las ` +
      `${walked.size} transiciones que recorre la suite completa (la máquina tiene ${total}).`,
  );
  return lines;
}

function textOf(scripts: MachineScripts, options: PathsOptions): string {
  const lines = header(scripts);
  lines.push(
    `Mostrando ${count(scripts.shown.length)} (${options.suite === 'manual' ? 'suite manual' : 'suite completa'}).`,
    '',
  );
  for (const script of scripts.shown) {
    lines.push(`${script.id} · Entrada: ${script.input}`);
    for (const step of script.steps) {
      const mark = step.kind === 'acción' || step.kind === 'inicio' ? '' : ` [${step.kind}]`;
      lines.push(`  ${step.number}. Acción: ${step.action}${mark}`);
      lines.push(`     Resultado esperado: ${step.expected}`);
    }
    lines.push('');
  }
  lines.push('Marcas:');
  for (const [kind, meaning] of Object.entries(stepKinds)) lines.push(`  [${kind}] ${meaning}`);
  return `${lines.join('\n')}\n`;
}

function csvOf(scripts: MachineScripts): string {
  const rows = [['Máquina', 'Recorrido', 'Entrada', 'Paso', 'Acción', 'Resultado esperado', 'Marca']];
  for (const script of scripts.shown) {
    for (const step of script.steps) {
      rows.push([
        scripts.entry.name,
        script.id,
        script.input,
        String(step.number),
        step.action,
        step.expected,
        step.kind,
      ]);
    }
  }
  return `${csvRows(rows)}\r\n`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function gherkinOf(scripts: MachineScripts): string {
  const lines = [
    '# language: es',
    `Característica: ${scripts.entry.name}`,
    `  ${scripts.entry.purpose}`,
    ...(scripts.config.screen ? [`  Pantalla: ${scripts.config.screen.screen}`] : []),
    '',
  ];
  for (const script of scripts.shown) {
    lines.push(`  Escenario: ${script.id} · ${script.input}`);
    for (const step of script.steps) {
      const mark = step.kind === 'acción' || step.kind === 'inicio' ? '' : ` [${step.kind}]`;
      const keyword = step.number === 1 ? 'Dado que' : 'Cuando';
      lines.push(`    ${keyword} ${lowerFirst(step.action)}${mark}`);
      step.expected.split('; ').forEach((part, index) => {
        lines.push(`    ${index === 0 ? 'Entonces' : 'Y'} ${lowerFirst(part)}`);
      });
    }
    lines.push('');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function coverageOf(scripts: MachineScripts, options: PathsOptions): string {
  const rows = coverageReport(scripts.entry.machine, scripts.config, scripts.all, scripts.suite);
  if (options.format === 'csv') {
    const table = [['Máquina', 'Transición', 'Sección del SPEC', 'Recorridos', 'Suite manual']];
    for (const row of rows) {
      table.push([
        scripts.entry.name,
        row.transition,
        row.section,
        row.paths.join(' '),
        row.manual.join(' '),
      ]);
    }
    return `${csvRows(table)}\r\n`;
  }
  const lines = [...header(scripts), '', 'Cobertura por transición:', ''];
  for (const row of rows) {
    lines.push(`${row.transition}`);
    lines.push(`  SPEC: ${row.section}`);
    lines.push(
      `  Recorridos (${row.paths.length}): ${row.paths.join(', ') || '(ningún recorrido de la suite la recorre)'}`,
    );
    lines.push(`  Suite manual: ${row.manual.join(', ') || '—'}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The output for one machine name, or undefined when the name is not registered. */
export function pathsText(name: string, options: PathsOptions = defaultOptions): string | undefined {
  const entry = registry.find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  const config = pathConfigs[name];
  if (!config) {
    return `${name}: (sin configuración de recorridos en test/paths/configs.ts: no hay guion que mostrar)\n`;
  }
  const scripts = scriptsOf(entry, config, options);
  if (options.coverage) return coverageOf(scripts, options);
  if (options.format === 'csv') return csvOf(scripts);
  if (options.format === 'gherkin') return gherkinOf(scripts);
  return textOf(scripts, options);
}

function main() {
  let parsed: ReturnType<typeof parseArguments>;
  try {
    parsed = parseArguments(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 2;
    return;
  }
  const { names, options } = parsed;
  const wanted = names.length > 0 ? names : registry.map((entry) => entry.name);
  let first = true;
  for (const name of wanted) {
    const text = pathsText(name, options);
    if (text === undefined) {
      console.error(
        `Unknown machine "${name}". Registered: ${registry.map((entry) => entry.name).join(', ')}`,
      );
      process.exitCode = 1;
      continue;
    }
    // One CSV for several machines: the header row once (with a byte-order mark, so spreadsheets read UTF-8).
    if (options.format === 'csv') {
      process.stdout.write(first ? `\uFEFF${text}` : text.slice(text.indexOf('\r\n') + 2));
    } else {
      process.stdout.write(first ? text : `\n${text}`);
    }
    first = false;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
