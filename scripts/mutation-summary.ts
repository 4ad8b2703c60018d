// The mutation score per file and per folder over every scope measured so far (issue 26): each
// `npm run mutation` writes reports/mutation/<scope>.json; a file measured by several scopes counts
// once, from its newest report, and the parts of one scope (`<scope>@<machines>`) count as one report.
// Score = killed (and timed out) ÷ mutants, leaving out the ignored ones (test/paths/stryker-ignorers.mjs) and those that do not compile. `--markdown` prints a table for
// docs/testing.md; `--goal 80` fails when a folder is under 80 % or a file of it was never measured.
// The reports are not committed, and a whole folder takes longer than a session here: `--record` keeps
// each file's newest figures, with the commit measured and the mutants left undetected (`left`), in
// docs/mutation-scores.json (committed), which the summary reads beside the reports; a file changed
// since the commit it was measured at is marked.
// A run may write the commit it ran at beside its report (<scope>.commit); else HEAD is taken.
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { isLostRun, type ReportMutant } from './mutation-recheck';

type Status =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

interface Report {
  files: Record<
    string,
    { mutants: Array<{ status: Status; location?: unknown; mutatorName?: string; replacement?: string }> }
  >;
}

export interface FileScore {
  file: string;
  scope: string;
  measuredAt: Date;
  /** The commit the file was measured at (its report's checkout). */
  commit?: string;
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
  /**
   * The mutants left undetected, one line each (`line:column mutator → replacement`, «no coverage» when
   * no path ran them): the reports are not kept between sessions, so the next one knows what to state.
   */
  left?: string[];
}

/** One undetected mutant as a line: where, which mutator, what it put there (cut at 60 characters). */
export function leftLine(mutant: {
  status: Status;
  location?: unknown;
  mutatorName?: string;
  replacement?: string;
}): string {
  const start = (mutant.location as { start?: { line: number; column: number } } | undefined)?.start;
  const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ');
  const shown = replacement.length > 60 ? `${replacement.slice(0, 57)}...` : replacement;
  return `${start ? `${start.line}:${start.column}` : '?'} ${mutant.mutatorName ?? '?'} → ${shown}${mutant.status === 'NoCoverage' ? ' (no coverage)' : ''}`;
}

const countStatus = (mutants: Array<{ status: Status }>, ...statuses: Status[]) =>
  mutants.filter((mutant) => statuses.includes(mutant.status)).length;

/** Killed ÷ what counts (ignored and not compiling left out), or undefined when nothing counts. */
export function score(part: Pick<FileScore, 'mutants' | 'killed' | 'ignored'>): number | undefined {
  const counted = part.mutants - part.ignored;
  return counted > 0 ? (100 * part.killed) / counted : undefined;
}

/** Each file's newest figures among the reports given (scope name, when written, its JSON). */
export function fileScores(
  reports: Array<{ scope: string; measuredAt: Date; report: Report; commit?: string }>,
  recorded: FileScore[] = [],
): FileScore[] {
  const newest = new Map<string, FileScore>(recorded.map((file) => [file.file, file]));
  for (const { scope, measuredAt, report, commit } of reports)
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const known = newest.get(file);
      if (known && known.measuredAt >= measuredAt) continue;
      const notCompiling = countStatus(mutants, 'CompileError', 'RuntimeError');
      newest.set(file, {
        file,
        scope,
        measuredAt,
        commit,
        mutants: mutants.length - notCompiling,
        killed: countStatus(mutants, 'Killed', 'Timeout'),
        survived: countStatus(mutants, 'Survived'),
        noCoverage: countStatus(mutants, 'NoCoverage'),
        ignored: countStatus(mutants, 'Ignored'),
        left: mutants
          .filter((mutant) => mutant.status === 'Survived' || mutant.status === 'NoCoverage')
          .map(leftLine),
      });
    }
  return [...newest.values()].sort((a, b) => a.file.localeCompare(b.file));
}

type Measured = { scope: string; measuredAt: Date; report: Report; commit?: string };
const rank: Partial<Record<Status, number>> = { Killed: 3, Timeout: 3, Survived: 2, NoCoverage: 1 };

/** A part of a scope (`<scope>@<machines>`, `<scope>:<lines>` or both), not a whole scope. */
export const isPart = (scope: string) => /[@:]/.test(scope);
const wholeScopeOf = (scope: string) => scope.split(/[@:]/)[0] ?? scope;

/**
 * The parts of one scope (stryker.config.mjs: `<scope>@<machines>[:<lines>]` or `<scope>:<lines>`, each
 * with some machines' paths or some lines) as one report per scope: a mutant (the same place, mutator
 * and replacement) counts as detected when any part detected it, else as the best any part got (survived
 * over not covered); the newest part's date and commit. Whole scopes are left as they are.
 */
export function mergeParts(reports: Measured[]): Measured[] {
  const wholes = reports.filter((measured) => !isPart(measured.scope));
  const parts = new Map<string, Measured[]>();
  for (const measured of reports.filter((candidate) => isPart(candidate.scope))) {
    const scope = wholeScopeOf(measured.scope);
    parts.set(scope, [...(parts.get(scope) ?? []), measured]);
  }
  const merged = [...parts].map(([scope, list]) => {
    const newest = list.reduce((a, b) => (b.measuredAt > a.measuredAt ? b : a));
    const files: Report['files'] = {};
    for (const { report } of list)
      for (const [file, { mutants }] of Object.entries(report.files)) {
        const known = new Map((files[file]?.mutants ?? []).map((mutant) => [mutantKey(mutant), mutant]));
        for (const mutant of mutants) {
          const key = mutantKey(mutant);
          const before = known.get(key);
          if (!before || (rank[mutant.status] ?? 0) > (rank[before.status] ?? 0)) known.set(key, mutant);
        }
        files[file] = { mutants: [...known.values()] };
      }
    return {
      scope: `${scope}@${list.map((part) => part.scope.slice(scope.length).replace(/^@/, '')).join('+')}`,
      measuredAt: newest.measuredAt,
      commit: newest.commit,
      report: { files },
    };
  });
  return [...wholes, ...merged];
}

type Located = { status: Status; location?: unknown; mutatorName?: string; replacement?: string };
type Place = { start?: { line: number; column: number }; end?: { line: number; column: number } };
const placeOf = (mutant: Located) => {
  const { start, end } = (mutant.location ?? {}) as Place;
  return `${start ? `${start.line}:${start.column}` : '?'}-${end ? `${end.line}:${end.column}` : '?'}`;
};
const mutantKey = (mutant: Located) =>
  JSON.stringify([placeOf(mutant), mutant.mutatorName, mutant.replacement]);

/**
 * The parts measured in earlier sessions (the reports are lost with the machine): `--record` keeps each
 * part's mutants (place, mutator, replacement, status) here, so parts measured in different sessions still
 * add up to one scope.
 */
export const keptPartsFolder = 'docs/mutation-parts';

/** A part's report as kept: each mutant's place, mutator, replacement and status only. */
export function keptPart(measured: Measured) {
  const files = Object.fromEntries(
    Object.entries(measured.report.files).map(([file, { mutants }]) => [
      file,
      {
        mutants: mutants.map(({ status, location, mutatorName, replacement }) => {
          const { start, end } = (location ?? {}) as Place;
          return { status, location: { start, end }, mutatorName, replacement };
        }),
      },
    ]),
  );
  return {
    scope: measured.scope,
    measuredAt: measured.measuredAt.toISOString(),
    commit: measured.commit,
    files,
  };
}

/** Each scope's newest report among those given (a report of reports/mutation, or a kept part). */
export function newestPerScope(reports: Measured[]): Measured[] {
  const newest = new Map<string, Measured>();
  for (const measured of reports) {
    const known = newest.get(measured.scope);
    if (!known || measured.measuredAt > known.measuredAt) newest.set(measured.scope, measured);
  }
  return [...newest.values()];
}

async function readKeptParts(): Promise<Measured[]> {
  const names = await readdir(keptPartsFolder).catch(() => [] as string[]);
  const kept: Measured[] = [];
  for (const name of names.filter((entry) => entry.endsWith('.json'))) {
    const saved = JSON.parse(await readFile(join(keptPartsFolder, name), 'utf8')) as ReturnType<
      typeof keptPart
    >;
    kept.push({
      scope: saved.scope,
      measuredAt: new Date(saved.measuredAt),
      commit: saved.commit,
      report: { files: saved.files as Report['files'] },
    });
  }
  return kept;
}

async function keepParts(reports: Measured[]) {
  await mkdir(keptPartsFolder, { recursive: true });
  for (const measured of reports.filter((candidate) => isPart(candidate.scope)))
    await writeFile(
      join(keptPartsFolder, `${measured.scope.replace(/[^\w@.+-]/g, '_')}.json`),
      `${JSON.stringify(keptPart(measured))}\n`,
    );
}

/**
 * A scope whose every part mutates some lines only (`machines/request-process@:156-196`): the file is
 * measured in part, not wholly — unless, given the file's line count, the parts' lines together cover
 * every line of it (`rules/board@requests-board:1-150+requests-board:151-249` of a file of 249 lines).
 */
export function linesOnly(scope: string, lineCount?: number): boolean {
  const at = scope.indexOf('@');
  const parts = at >= 0 ? scope.slice(at + 1).split('+') : [];
  if (parts.length === 0 || !parts.every((part) => part.includes(':'))) return false;
  if (lineCount === undefined) return true;
  const covered = new Set<number>();
  for (const part of parts)
    for (const range of part.slice(part.indexOf(':') + 1).split(',')) {
      const [from, to] = range.split('-').map(Number);
      for (let line = from ?? 0; line <= (to ?? -1); line += 1) covered.add(line);
    }
  for (let line = 1; line <= lineCount; line += 1) if (!covered.has(line)) return true;
  return false;
}

/** The number of lines of a file at a commit (the one its newest part ran at), if git knows it. */
function lineCountAt(file: FileScore): number | undefined {
  try {
    const text = git('show', `${file.commit ?? 'HEAD'}:${file.file}`);
    return text.split('\n').length;
  } catch {
    return undefined;
  }
}

/** The sum of the files of one folder. */
export function folderScore(files: FileScore[]) {
  const sum = (key: 'mutants' | 'killed' | 'survived' | 'noCoverage' | 'ignored') =>
    files.reduce((total, file) => total + file[key], 0);
  return {
    mutants: sum('mutants'),
    killed: sum('killed'),
    survived: sum('survived'),
    noCoverage: sum('noCoverage'),
    ignored: sum('ignored'),
  };
}

const measuredWhere = (file: FileScore) =>
  `${file.scope}, ${file.measuredAt.toISOString().slice(0, 10)}${file.commit ? `, ${file.commit.slice(0, 7)}` : ''}${changedSince(file) ? ' (file changed since)' : ''}`;

const percent = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} %`);

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

/** Whether the file differs from what it was at the commit it was measured at. */
function changedSince(file: FileScore): boolean {
  if (!file.commit) return false;
  try {
    git('diff', '--quiet', file.commit, '--', file.file);
    return false;
  } catch {
    return true;
  }
}

const recordFile = 'docs/mutation-scores.json';

async function readRecorded(): Promise<FileScore[]> {
  try {
    const saved = JSON.parse(await readFile(recordFile, 'utf8')) as Array<
      Omit<FileScore, 'measuredAt'> & { measuredAt: string }
    >;
    return saved.map((file) => ({ ...file, measuredAt: new Date(file.measuredAt) }));
  } catch {
    return [];
  }
}

async function readReports(folder: string) {
  const commit = git('rev-parse', 'HEAD');
  const found: Array<{ scope: string; measuredAt: Date; report: Report; commit: string }> = [];
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  for (const name of names.map(String)) {
    if (!name.endsWith('.json') || name.endsWith('.incremental.json')) continue;
    const path = join(folder, name);
    const report = JSON.parse(await readFile(path, 'utf8')) as Report;
    if (!report.files) continue;
    const lost = Object.values(report.files)
      .flatMap((file) => file.mutants as ReportMutant[])
      .filter(isLostRun).length;
    if (lost > 0)
      console.warn(
        `${path}: ${lost} mutant(s) scored Survived ran no test (Stryker lost the run): npm run mutation:recheck -- ${path}`,
      );
    // The commit the scope ran at, when the run wrote it beside its report (the checkout may have moved).
    const ranAt = await readFile(path.replace(/\.json$/, '.commit'), 'utf8').catch(() => commit);
    found.push({
      scope: name.replace(/\.json$/, ''),
      measuredAt: (await stat(path)).mtime,
      report,
      commit: ranAt.trim(),
    });
  }
  return found;
}

async function main() {
  const { values } = parseArgs({
    options: {
      reports: { type: 'string', default: 'reports/mutation' },
      markdown: { type: 'boolean', default: false },
      record: { type: 'boolean', default: false },
      goal: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run mutation:summary [-- --markdown] [--goal 80] [--record] [--reports reports/mutation]\n' +
        'The score per file and folder over every scope measured (newest report of each file, or\n' +
        `what ${recordFile} recorded); --record writes the newest figures to ${recordFile}.`,
    );
    return;
  }
  const reports = newestPerScope([...(await readReports(values.reports)), ...(await readKeptParts())]);
  const files = fileScores(mergeParts(reports), await readRecorded());
  if (values.record) {
    await keepParts(reports);
    await writeFile(recordFile, `${JSON.stringify(files, null, 2)}\n`);
    console.log(`${recordFile}: ${files.length} files`);
  }
  const folders: Array<{ folder: string; pattern: RegExp; all: string[] }> = [
    { folder: 'src/domain/rules', pattern: /^src\/domain\/rules\/[^/]+\.ts$/, all: [] },
    { folder: 'machines', pattern: /^machines\/.+\.machine\.ts$/, all: [] },
  ];
  for (const entry of folders)
    entry.all = (await readdir(entry.folder, { recursive: true }))
      .map((name) => relative('.', join(entry.folder, String(name))))
      .filter((name) => entry.pattern.test(name));
  const others = files.filter((file) => !folders.some(({ pattern }) => pattern.test(file.file)));
  const goal = values.goal === undefined ? undefined : Number(values.goal);
  let failed = false;

  const row = (name: string, part: ReturnType<typeof folderScore>, from: string) =>
    values.markdown
      ? `| ${name} | ${part.mutants} | ${part.ignored} | ${part.killed} | ${part.survived} | ${part.noCoverage} | ${percent(score(part))} | ${from} |`
      : `${name.padEnd(58)} ${String(part.mutants).padStart(5)} ${String(part.ignored).padStart(7)} ${String(part.killed).padStart(6)} ${String(part.survived).padStart(8)} ${String(part.noCoverage).padStart(7)} ${percent(score(part)).padStart(8)}  ${from}`;
  console.log(
    values.markdown
      ? '| file | mutants | ignored | killed | survived | no coverage | score | scope, measured |\n|---|---|---|---|---|---|---|---|'
      : `${'file'.padEnd(58)} mutants ignored killed survived no-cov    score  scope, measured`,
  );
  for (const { folder, pattern, all } of folders) {
    const measured = files.filter((file) => pattern.test(file.file));
    for (const file of measured) console.log(row(file.file, file, measuredWhere(file)));
    const missing = all.filter((name) => !measured.some((file) => file.file === name));
    const partly = measured
      .filter((file) => linesOnly(file.scope, lineCountAt(file)))
      .map((file) => file.file);
    const total = folderScore(measured);
    const note = [
      missing.length ? `${missing.length} of ${all.length} files not measured` : '',
      partly.length ? `${partly.length} only on some lines` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const name = `${folder}/ (${note || 'every file'})`;
    console.log(row(values.markdown ? `**${name}**` : name, total, ''));
    if (missing.length) console.log(`  not measured: ${missing.join(', ')}`);
    if (partly.length) console.log(`  measured only on some lines: ${partly.join(', ')}`);
    const folderValue = score(total);
    const whole = missing.length === 0 && partly.length === 0;
    if (goal !== undefined && (!whole || folderValue === undefined || folderValue < goal)) {
      failed = true;
      console.log(`  ${folder}: under the goal of ${goal} % or not wholly measured`);
    }
  }
  for (const file of others) console.log(row(file.file, file, measuredWhere(file)));
  if (failed) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('mutation-summary.ts')) await main();
