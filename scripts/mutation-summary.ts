// `npm run mutation:summary`: the mutation score per file and per folder over the scopes measured on this
// checkout. Each `npm run mutation -- <scope>` writes reports/mutation/<scope>.json (not committed); a file
// measured by several scopes counts once, from its newest report. Score = killed (and timed out) ÷
// mutants, leaving out the ignored ones (test/paths/stryker-ignorers.mjs) and those that do not compile.
// `--markdown` prints the table for docs/testing.md; `--goal 80` fails when a folder's measured files
// are under 80 % together.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';

type Status =
  | 'Killed'
  | 'Survived'
  | 'NoCoverage'
  | 'Timeout'
  | 'CompileError'
  | 'RuntimeError'
  | 'Ignored'
  | 'Pending';

interface ReportMutant {
  status: Status;
  coveredBy?: string[];
  testsCompleted?: number;
}

interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

export interface FileScore {
  file: string;
  scope: string;
  measuredAt: Date;
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  ignored: number;
}

const countStatus = (mutants: Array<{ status: Status }>, ...statuses: Status[]) =>
  mutants.filter((mutant) => statuses.includes(mutant.status)).length;

/** Killed ÷ what counts (ignored and not compiling left out), or undefined when nothing counts. */
export function score(part: Pick<FileScore, 'mutants' | 'killed' | 'ignored'>): number | undefined {
  const counted = part.mutants - part.ignored;
  return counted > 0 ? (100 * part.killed) / counted : undefined;
}

/**
 * A mutant scored Survived although no test ran against it: Stryker's Vitest runner (9.6) sometimes
 * loses a mutant's run, and such a mutant was never measured. Running the scope again measures it.
 */
export function isLostRun(mutant: ReportMutant): boolean {
  return mutant.status === 'Survived' && mutant.testsCompleted === 0 && (mutant.coveredBy?.length ?? 0) > 0;
}

/** Each file's figures from its newest report among those given (scope name, when written, its JSON). */
export function fileScores(reports: Array<{ scope: string; measuredAt: Date; report: Report }>): FileScore[] {
  const newest = new Map<string, FileScore>();
  for (const { scope, measuredAt, report } of reports)
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const known = newest.get(file);
      if (known && known.measuredAt >= measuredAt) continue;
      const notCompiling = countStatus(mutants, 'CompileError', 'RuntimeError');
      newest.set(file, {
        file,
        scope,
        measuredAt,
        mutants: mutants.length - notCompiling,
        killed: countStatus(mutants, 'Killed', 'Timeout'),
        survived: countStatus(mutants, 'Survived'),
        noCoverage: countStatus(mutants, 'NoCoverage'),
        ignored: countStatus(mutants, 'Ignored'),
      });
    }
  return [...newest.values()].sort((a, b) => a.file.localeCompare(b.file));
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

const percent = (value: number | undefined) => (value === undefined ? '—' : `${value.toFixed(1)} %`);

async function readReports(folder: string) {
  const found: Array<{ scope: string; measuredAt: Date; report: Report }> = [];
  const names = await readdir(folder, { recursive: true }).catch(() => [] as string[]);
  for (const name of names.map(String)) {
    if (!name.endsWith('.json') || name.endsWith('.incremental.json')) continue;
    const path = join(folder, name);
    const report = JSON.parse(await readFile(path, 'utf8')) as Report;
    if (!report.files) continue;
    const lost = Object.values(report.files)
      .flatMap((file) => file.mutants)
      .filter(isLostRun).length;
    if (lost > 0)
      console.warn(
        `${path}: ${lost} mutant(s) scored Survived ran no test (Stryker lost the run); run the scope again`,
      );
    found.push({ scope: name.replace(/\.json$/, ''), measuredAt: (await stat(path)).mtime, report });
  }
  return found;
}

async function main() {
  const { values } = parseArgs({
    options: {
      reports: { type: 'string', default: 'reports/mutation' },
      markdown: { type: 'boolean', default: false },
      goal: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(
      'npm run mutation:summary [-- --markdown] [--goal 80] [--reports reports/mutation]\n' +
        "The score per file and folder over the reports of `npm run mutation` (each file's newest);\n" +
        "--goal N fails when a folder's measured files are under N % together.",
    );
    return;
  }
  const files = fileScores(await readReports(values.reports));
  if (files.length === 0) {
    console.log(`No report in ${values.reports}: run \`npm run mutation -- <scope>\` first.`);
    if (values.goal !== undefined) process.exitCode = 1;
    return;
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
  const measuredWhere = (file: FileScore) => `${file.scope}, ${file.measuredAt.toISOString().slice(0, 10)}`;
  console.log(
    values.markdown
      ? '| file | mutants | ignored | killed | survived | no coverage | score | scope, measured |\n|---|---|---|---|---|---|---|---|'
      : `${'file'.padEnd(58)} mutants ignored killed survived no-cov    score  scope, measured`,
  );
  for (const { folder, pattern, all } of folders) {
    const measured = files.filter((file) => pattern.test(file.file));
    if (measured.length === 0) continue;
    for (const file of measured) console.log(row(file.file, file, measuredWhere(file)));
    const total = folderScore(measured);
    const note = measured.length < all.length ? `${measured.length} of ${all.length} files` : 'every file';
    const name = `${folder}/ (${note})`;
    console.log(row(values.markdown ? `**${name}**` : name, total, ''));
    const folderValue = score(total);
    if (goal !== undefined && (folderValue === undefined || folderValue < goal)) {
      failed = true;
      console.log(`  ${folder}: under the goal of ${goal} %`);
    }
  }
  for (const file of others) console.log(row(file.file, file, measuredWhere(file)));
  if (failed) process.exitCode = 1;
}

if (process.argv[1]?.endsWith('mutation-summary.ts')) await main();
