// npm run paths [name…] [options]: the model-based paths of a machine (or of all machines) as Spanish
// scripts a tester follows by hand: Paso / Acción / Resultado esperado. The paths are the ones
// test/paths runs, and the actions and expected results are the controls, shown items and effects those
// tests check.
//
// (Through npm, write options after `--` or as key=value: `npm run paths -- request-wizard --to sent`,
// `npm run paths request-wizard format=csv to=sent`; npm keeps `--options` before `--` for itself.)
//
//   --format text|csv|gherkin   output (default text)
//   --suite full|manual         every path, or the smaller transition-covering selection a person can
//                               carry out (default: manual for csv and gherkin, full for text)
//   --all                       the full set (same as --suite full)
//   --out FILE                  write to FILE instead of the screen
//   --separator ;|,             the CSV separator (default ';', what a Spanish spreadsheet expects)
//   --coverage                  without a machine: per requirement of docs/requirements.md, the scripts and
//                               path tests that cover it or none; with one: per transition, its requirement,
//                               the paths that walk it, or why none
//   --help                      this help
//   --to STATE                  only paths that reach STATE (a dotted state path, e.g. verification.failed)
//   --event EVENT               only paths with a step on EVENT (NEXT, done saveRequest, after appLoading…)
//   --input TEXT                only paths whose input label contains TEXT
//   --id R-…                    only that path
import { writeFileSync } from 'node:fs';
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
  type PathTestConfig,
  statePath,
  transitionEventName,
} from '@test/support/path-model';
import { pathSet } from '@test/support/path-set';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { type JourneyScript, journeyScript, journeys } from './paths-journeys';
import {
  type MachineCoverage,
  readRequirements,
  requirementCoverage,
  requirementIdsIn,
} from './paths-requirements';
import { forTester, machineTitles, preconditionsOf, scriptTitles, sectionsOf } from './paths-tester';

export type Format = 'text' | 'csv' | 'gherkin';

export interface PathsOptions {
  format: Format;
  /** Undefined: manual for csv and gherkin, full for text. */
  suite?: 'full' | 'manual';
  coverage: boolean;
  separator: ';' | ',';
  out?: string;
  help?: boolean;
  to?: string;
  event?: string;
  input?: string;
  id?: string;
}

export const defaultOptions: PathsOptions = { format: 'text', coverage: false, separator: ';' };

/** The suite shown: the one asked for, else the manual suite for csv and gherkin (a tester's files). */
export function suiteOf(options: PathsOptions): 'full' | 'manual' {
  return options.suite ?? (options.format === 'text' ? 'full' : 'manual');
}

export const helpText = `npm run paths [máquina…|journeys] -- [opciones]

Los recorridos de los diagramas de estado como guiones en español para probar a mano
(Paso / Acción / Resultado esperado): los mismos que ejecuta test/paths.

  --format text|csv|gherkin   salida (por omisión text)
  --suite full|manual         todos los recorridos o la suite manual reducida, solo con guiones que una
                              persona puede hacer (por omisión: manual para csv y gherkin)
  --all                       todos los recorridos (igual que --suite full)
  --out ARCHIVO               escribe en ARCHIVO (CSV en UTF-8 con BOM)
  --separator ';'|','         separador del CSV (por omisión ';', el de una hoja de cálculo en español)
  --coverage                  sin máquina: cada requisito de docs/requirements.md con los guiones y los
                              recorridos de los tests que lo cubren, o ninguno; con máquina: por
                              transición, su requisito y los recorridos que la cubren, o por qué ninguno
  --to ESTADO                 solo los recorridos que llegan a ESTADO
  --event EVENTO              solo los recorridos con un paso en EVENTO
  --input TEXTO               solo los recorridos cuya entrada contiene TEXTO
  --id R-…                    solo ese recorrido
  --help                      esta ayuda

«journeys» da los recorridos entre pantallas (del tablero a la página de la solicitud, de las vacaciones
a una solicitud enviada), hechos con los guiones de cada máquina; sin nombre salen todas las máquinas y
estos recorridos.

Ejemplo: npm run paths -- request-wizard --format csv --out guion.csv
`;

/** The name of the cross-machine journeys (scripts/paths-journeys.ts) on the command line. */
export const journeysName = 'journeys';

const formats = ['text', 'csv', 'gherkin'];

/**
 * Parses the command line; throws on an unknown option or value. `npm run` keeps `--options` written
 * before `--` for itself (it turns `--format csv` into its own setting and passes `csv` on), so options
 * may also be written `key=value` (`format=csv to=sent`), and a bare `csv`, `gherkin`, `text`, `manual`
 * or `coverage` that is not a machine's name sets that option.
 */
export function parseArguments(
  argv: readonly string[],
  machineNames: readonly string[] = [...registry.map((entry) => entry.name), journeysName],
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
    else if (key === 'separator') {
      if (value !== ';' && value !== ',') throw new Error(`Separador desconocido "${value}": ';' o ','`);
      options.separator = value;
    } else if (key === 'out') options.out = value;
    else if (key === 'to') options.to = value;
    else if (key === 'event') options.event = value;
    else if (key === 'input') options.input = value;
    else if (key === 'id') options.id = value;
    else throw new Error(`Unknown option ${key}`);
  };
  for (let index = 0; index < argv.length; index += 1) {
    const argument = argv[index] ?? '';
    const pair = /^(?:--)?(format|suite|coverage|to|event|input|id|separator|out)=(.*)$/.exec(argument);
    if (pair) set(pair[1] ?? '', pair[2] ?? '');
    else if (argument === '--coverage') options.coverage = true;
    else if (argument === '--all' || argument === 'all') options.suite = 'full';
    else if (argument === '--help' || argument === '-h' || argument === 'help') options.help = true;
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
  // The input as the tests label it or as the script's «Entrada» words it.
  const wanted = options.input?.toLowerCase();
  if (wanted && ![script.input, script.inputWords].some((input) => input.toLowerCase().includes(wanted)))
    return false;
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

/** Each machine's scripts and tester suite, made once per process (the options only filter them). */
const madeScripts = new Map<string, { all: ManualPath[]; suite: ManualPath[] }>();

function scriptsOf(entry: RegisteredMachine, config: PathTestConfig, options: PathsOptions): MachineScripts {
  let made = madeScripts.get(entry.name);
  if (!made) {
    const scripts = manualScripts(
      entry.machine,
      config,
      pathSet(entry.name, entry.machine, config, 'all'),
    ).map((script) => forTester(entry.name, entry.machine, script));
    // Titles unique within the tester's suite first, then the other scripts' apart from those.
    const suiteTitles = scriptTitles(manualSuite(scripts));
    const others = scriptTitles(
      scripts.filter((script) => !suiteTitles.has(script.id)),
      new Set(suiteTitles.values()),
    );
    const all = scripts.map((script) => ({
      ...script,
      title: suiteTitles.get(script.id) ?? others.get(script.id) ?? script.id,
    }));
    made = { all, suite: manualSuite(all) };
    madeScripts.set(entry.name, made);
  }
  const { all, suite } = made;
  const chosen = suiteOf(options) === 'manual' ? suite : all;
  return { entry, config, all, suite, shown: chosen.filter((script) => kept(script, options)) };
}

/**
 * A registered machine's scripts in the tester's words, with their titles, and its tester suite: what the
 * CSV and the Gherkin print, and what the replay on the stack (test/e2e/paths) carries out.
 */
export function testerScripts(name: string): {
  machine: AnyStateMachine;
  config: PathTestConfig;
  all: ManualPath[];
  suite: ManualPath[];
} {
  const entry = registry.find((candidate) => candidate.name === name);
  const config = pathConfigs[name];
  if (!entry || !config) throw new Error(`${name} is registered with a path configuration`);
  const { all, suite } = scriptsOf(entry, config, defaultOptions);
  return { machine: entry.machine, config, all, suite };
}

function csvCell(text: string, separator: string): string {
  return text.includes(separator) || /["\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRows(rows: string[][], separator: string): string {
  return rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator)).join('\r\n');
}

function count(paths: number): string {
  return paths === 1 ? '1 recorrido' : `${paths} recorridos`;
}

function header(scripts: MachineScripts): string[] {
  const { entry, config, all, suite } = scripts;
  // Transitions only (the manual suite also walks each guard's refused branch, '[bloqueado] …').
  const walked = new Set(
    all.flatMap((script) => [...walkedTransitions(script)]).filter((key) => !key.startsWith('[bloqueado]')),
  );
  const total = allTransitions(entry.machine).length;
  const lines = [`${machineTitles[entry.name] ?? entry.name} (${entry.name})`];
  lines.push(
    config.screen
      ? `Pantalla: ${config.screen.screen}`
      : 'Pantalla: (sin guion de pantalla: las acciones se nombran como los eventos de la máquina)',
  );
  if (!config.spec) lines.push('Secciones del SPEC: (esta máquina no tiene mapa de secciones)');
  const walkedBySuite = new Set(suite.flatMap((script) => [...walkedTransitions(script)]));
  const covered = [...walked].filter((key) => walkedBySuite.has(key)).length;
  lines.push(
    `Suite completa: ${count(all.length)}. Suite manual: ${count(suite.length)} que una persona puede ` +
      `hacer, que cubren ${covered} de las ${walked.size} transiciones que recorre la suite completa ` +
      `(la máquina tiene ${total}).`,
  );
  return lines;
}

function textOf(scripts: MachineScripts, options: PathsOptions): string {
  const lines = header(scripts);
  lines.push(
    `Mostrando ${count(scripts.shown.length)} (${suiteOf(options) === 'manual' ? 'suite manual' : 'suite completa'}).`,
    '',
  );
  for (const script of scripts.shown) {
    lines.push(`${script.id} · ${script.title ?? ''}`, `  Entrada: ${script.inputWords}`);
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

export const csvColumns = [
  'Recorrido',
  'Título',
  'Paso',
  'Precondiciones',
  'Acción',
  'Resultado esperado',
  'Resultado obtenido',
  'Aprobado',
  'Requisitos',
];

/** The action with its mark ('[bloqueado]', '[temporizador]'…) when it is not a plain action. */
function markedAction(step: { kind: string; action: string }): string {
  return step.kind === 'acción' || step.kind === 'inicio' ? step.action : `[${step.kind}] ${step.action}`;
}

function csvOf(scripts: MachineScripts, options: PathsOptions): string {
  const rows = [csvColumns];
  for (const script of scripts.shown) {
    for (const step of script.steps) {
      rows.push([
        script.id,
        step.number === 1 ? (script.title ?? '') : '',
        String(step.number),
        step.number === 1 ? preconditionsOf(scripts.entry.name, scripts.entry.machine, script) : '',
        markedAction(step),
        step.expected,
        '',
        '',
        sectionsOf(scripts.config, script, step.stepIndex).join(', '),
      ]);
    }
  }
  return `${csvRows(rows, options.separator)}\r\n`;
}

/** A Gherkin tag for what a step cites: a requirement by its id, a decision or SPEC section after «SPEC-». */
function tagOf(reference: string): string {
  return reference.startsWith('REQ-') ? `@${reference}` : `@SPEC-${reference.replace(/\s+/g, '-')}`;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function gherkinOf(scripts: MachineScripts): string {
  const lines = [
    '# language: es',
    `Característica: ${machineTitles[scripts.entry.name] ?? scripts.entry.name}`,
    ...(scripts.config.screen ? [`  Pantalla: ${scripts.config.screen.screen}`] : []),
    '',
  ];
  for (const script of scripts.shown) {
    const sections = [
      ...new Set(script.steps.flatMap((step) => sectionsOf(scripts.config, script, step.stepIndex))),
    ];
    const tags = sections.map(tagOf);
    if (tags.length > 0) lines.push(`  ${tags.join(' ')}`);
    lines.push(`  Escenario: ${script.id} · ${script.title ?? script.inputWords}`);
    lines.push(`    # Precondiciones: ${preconditionsOf(scripts.entry.name, scripts.entry.machine, script)}`);
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

/** Why the manual suite does not walk a transition ('' when it does). */
function uncoveredReason(scripts: MachineScripts, row: { paths: string[]; manual: string[] }): string {
  if (row.manual.length > 0) return '';
  if (row.paths.length === 0) {
    return 'ningún guion la recorre: su paso no se puede hacer desde la pantalla o no cambia nada a la vista, así que se descarta del guion (los tests sí la recorren)';
  }
  const reasons = scripts.all
    .filter((script) => row.paths.includes(script.id) && script.automatedOnly)
    .map((script) => script.automatedOnly);
  return `solo automatizada: ${[...new Set(reasons)].join('; ')}`;
}

function coverageOf(scripts: MachineScripts, options: PathsOptions): string {
  const rows = coverageReport(scripts.entry.machine, scripts.config, scripts.all, scripts.suite);
  if (options.format === 'csv') {
    const table = [['Máquina', 'Transición', 'Requisito', 'Recorridos', 'Suite manual', 'Por qué no']];
    for (const row of rows) {
      table.push([
        scripts.entry.name,
        row.transition,
        row.section,
        row.paths.join(' '),
        row.manual.join(' '),
        uncoveredReason(scripts, row),
      ]);
    }
    return `${csvRows(table, options.separator)}\r\n`;
  }
  const lines = [...header(scripts), '', 'Cobertura por transición:', ''];
  for (const row of rows) {
    lines.push(`${row.transition}`);
    lines.push(`  Requisito: ${row.section}`);
    lines.push(
      `  Recorridos (${row.paths.length}): ${row.paths.join(', ') || '(ningún recorrido de la suite la recorre)'}`,
    );
    lines.push(`  Suite manual: ${row.manual.join(', ') || `— (${uncoveredReason(scripts, row)})`}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The journeys as a tester's text, CSV or Gherkin (every journey is in the manual suite). */
function journeysText(options: PathsOptions): string {
  const scripts: JourneyScript[] = journeys
    .map(journeyScript)
    .filter((script) => !options.id || script.id === options.id);
  if (options.format === 'csv') {
    const rows = [csvColumns];
    for (const script of scripts) {
      for (const step of script.steps) {
        rows.push([
          script.id,
          step.number === 1 ? script.title : '',
          String(step.number),
          step.number === 1 ? script.preconditions : '',
          markedAction(step),
          step.expected,
          '',
          '',
          step.sections.join(', '),
        ]);
      }
    }
    return `${csvRows(rows, options.separator)}\r\n`;
  }
  if (options.format === 'gherkin') {
    const lines = ['# language: es', 'Característica: Recorridos entre pantallas', ''];
    for (const script of scripts) {
      const sections = [...new Set(script.steps.flatMap((step) => step.sections))];
      if (sections.length > 0) lines.push(`  ${sections.map(tagOf).join(' ')}`);
      lines.push(
        `  Escenario: ${script.id} · ${script.title}`,
        `    # Precondiciones: ${script.preconditions}`,
      );
      for (const step of script.steps) {
        const mark = step.kind === 'acción' || step.kind === 'inicio' ? '' : ` [${step.kind}]`;
        lines.push(`    ${step.number === 1 ? 'Dado que' : 'Cuando'} ${lowerFirst(step.action)}${mark}`);
        step.expected.split('; ').forEach((part, index) => {
          lines.push(`    ${index === 0 ? 'Entonces' : 'Y'} ${lowerFirst(part)}`);
        });
      }
      lines.push('');
    }
    return `${lines.join('\n').trimEnd()}\n`;
  }
  const lines = ['Recorridos entre pantallas (journeys)', `${count(scripts.length)}.`, ''];
  for (const script of scripts) {
    lines.push(`${script.id} · ${script.title}`, `  Precondiciones: ${script.preconditions}`);
    for (const step of script.steps) {
      const mark = step.kind === 'acción' || step.kind === 'inicio' ? '' : ` [${step.kind}]`;
      lines.push(
        `  ${step.number}. Acción: ${step.action}${mark}`,
        `     Resultado esperado: ${step.expected}`,
      );
    }
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * `--coverage` without a machine: every requirement of docs/requirements.md with the machines that cite
 * it, the tester scripts and the path tests' paths that walk a transition citing it, or none.
 */
export function requirementsText(options: PathsOptions = { ...defaultOptions, coverage: true }): string {
  const machines: MachineCoverage[] = registry.flatMap((entry) => {
    const config = pathConfigs[entry.name];
    const cites = Object.values(config?.spec ?? {}).some((note) => requirementIdsIn(note).length > 0);
    if (!config || !cites) return [];
    const { all, suite } = scriptsOf(entry, config, options);
    return [{ name: entry.name, machine: entry.machine, config, all, suite }];
  });
  const rows = requirementCoverage(readRequirements(), machines);
  const some = (ids: readonly string[], limit: number) =>
    ids.length <= limit ? ids.join(' ') : `${ids.slice(0, limit).join(' ')} … (${ids.length} en total)`;
  if (options.format === 'csv') {
    const table = [
      ['Requisito', 'SPEC', 'Requisito en palabras', 'Máquinas', 'Guiones', 'Recorridos de los tests'],
    ];
    for (const row of rows) {
      table.push([
        row.id,
        row.section,
        row.text,
        row.machines.join(' '),
        row.scripts.join(' '),
        row.paths.join(' '),
      ]);
    }
    return `${csvRows(table, options.separator)}\r\n`;
  }
  const uncovered = rows.filter((row) => row.scripts.length === 0 && row.paths.length === 0);
  const lines = [
    'Cobertura por requisito (docs/requirements.md)',
    `${rows.length} requisitos; ${rows.length - uncovered.length} con guiones o recorridos que los cubren, ${uncovered.length} sin ninguno.`,
    'Por transición: npm run paths -- <máquina> --coverage',
    '',
  ];
  for (const row of rows) {
    lines.push(`${row.id} (${row.section}): ${row.text}`);
    if (row.machines.length === 0) {
      lines.push('  Ningún diagrama lo cita: sin guion ni recorrido que lo cubra');
      continue;
    }
    lines.push(`  Diagramas: ${row.machines.join(', ')}`);
    lines.push(`  Guiones (suite manual): ${row.scripts.join(', ') || '— ninguno'}`);
    lines.push(`  Recorridos de los tests (${row.paths.length}): ${some(row.paths, 8) || '— ninguno'}`);
  }
  return `${lines.join('\n')}\n`;
}

/** The output for one machine name (or `journeys`), or undefined when the name is not registered. */
export function pathsText(name: string, options: PathsOptions = defaultOptions): string | undefined {
  if (name === journeysName) return options.coverage ? '' : journeysText(options);
  const entry = registry.find((candidate) => candidate.name === name);
  if (!entry) return undefined;
  const config = pathConfigs[name];
  if (!config) {
    return `${name}: (sin configuración de recorridos en test/paths/configs.ts: no hay guion que mostrar)\n`;
  }
  const scripts = scriptsOf(entry, config, options);
  if (options.coverage) return coverageOf(scripts, options);
  if (options.format === 'csv') return csvOf(scripts, options);
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
  if (options.help) {
    process.stdout.write(helpText);
    return;
  }
  if (options.coverage && names.length === 0) {
    const text = requirementsText(options);
    if (options.out) {
      writeFileSync(options.out, options.format === 'csv' ? `\uFEFF${text}` : text, 'utf8');
      console.error(`Escrito ${options.out}`);
    } else process.stdout.write(text);
    return;
  }
  const wanted = names.length > 0 ? names : [...registry.map((entry) => entry.name), journeysName];
  const output: string[] = [];
  const write = (text: string) => {
    if (options.out) output.push(text);
    else process.stdout.write(text);
  };
  let first = true;
  for (const name of wanted) {
    const text = pathsText(name, options);
    if (text === '') continue;
    if (text === undefined) {
      console.error(
        `Máquina desconocida «${name}». Registradas: ${registry.map((entry) => entry.name).join(', ')}`,
      );
      process.exitCode = 1;
      continue;
    }
    // One CSV for several machines: the header row once (with a byte-order mark, so spreadsheets read UTF-8).
    if (options.format === 'csv') {
      write(first ? `\uFEFF${text}` : text.slice(text.indexOf('\r\n') + 2));
    } else {
      write(first ? text : `\n${text}`);
    }
    first = false;
  }
  if (options.out) {
    writeFileSync(options.out, output.join(''), 'utf8');
    console.error(`Escrito ${options.out}`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
