// `npm run mutation:summary`: a file's newest report wins, ignored and non-compiling mutants are left out of
// the score, a folder sums its files, and a mutant whose run Stryker lost is told apart from a survivor.
import { describe, expect, test } from 'vitest';
import { fileScores, folderScore, isLostRun, score } from '../../scripts/mutation-summary';

const report = (statuses: string[]) => ({
  files: { 'machines/a/a.machine.ts': { mutants: statuses.map((status) => ({ status })) } },
});

describe('the mutation summary', () => {
  test('killed and timed out count as detected; ignored and not compiling are left out', () => {
    const [file] = fileScores([
      {
        scope: 'a',
        measuredAt: new Date('2026-11-28T10:00:00Z'),
        report: report(['Killed', 'Timeout', 'Survived', 'NoCoverage', 'Ignored', 'CompileError']),
      } as never,
    ]);
    expect(file).toMatchObject({ mutants: 5, killed: 2, survived: 1, noCoverage: 1, ignored: 1 });
    expect(score(file as never)).toBe(50);
  });

  test("a file's newest report wins, whichever order the reports come in", () => {
    const older = {
      scope: 'old',
      measuredAt: new Date('2026-11-27T10:00:00Z'),
      report: report(['Survived']),
    };
    const newer = { scope: 'new', measuredAt: new Date('2026-11-28T10:00:00Z'), report: report(['Killed']) };
    expect(fileScores([newer, older] as never)[0]).toMatchObject({ scope: 'new', killed: 1 });
    expect(fileScores([older, newer] as never)[0]).toMatchObject({ scope: 'new', killed: 1 });
  });

  test('a folder sums its files; nothing counted has no score', () => {
    const files = [
      { mutants: 10, killed: 8, survived: 1, noCoverage: 0, ignored: 1 },
      { mutants: 20, killed: 10, survived: 10, noCoverage: 0, ignored: 0 },
    ];
    expect(folderScore(files as never)).toEqual({
      mutants: 30,
      killed: 18,
      survived: 11,
      noCoverage: 0,
      ignored: 1,
    });
    expect(score(folderScore(files as never))).toBeCloseTo((100 * 18) / 29);
    expect(score({ mutants: 2, killed: 0, ignored: 2 })).toBeUndefined();
  });

  test('a survivor that ran no test although some test covers it is a lost run', () => {
    expect(isLostRun({ status: 'Survived', testsCompleted: 0, coveredBy: ['t1'] })).toBe(true);
    expect(isLostRun({ status: 'Survived', testsCompleted: 2, coveredBy: ['t1', 't2'] })).toBe(false);
    expect(isLostRun({ status: 'Survived', testsCompleted: 0, coveredBy: [] })).toBe(false);
    expect(isLostRun({ status: 'Killed', testsCompleted: 0, coveredBy: ['t1'] })).toBe(false);
  });
});
