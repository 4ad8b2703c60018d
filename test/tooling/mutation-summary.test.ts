// `npm run mutation:summary` (issue 26): a file's newest figures win, ignored and non-compiling mutants
// are left out of the score, and a folder sums its files.
import { describe, expect, test } from 'vitest';
import {
  fileScores,
  folderScore,
  keptPart,
  linesOnly,
  mergeParts,
  newestPerScope,
  score,
} from '../../scripts/mutation-summary';

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

  test('the figures keep the undetected mutants, one line each, for the next session', () => {
    const at = (line: number, column: number) => ({
      start: { line, column },
      end: { line, column: column + 4 },
    });
    const [file] = fileScores([
      {
        scope: 'a',
        measuredAt: new Date('2026-11-28T10:00:00Z'),
        report: {
          files: {
            'src/domain/rules/a.ts': {
              mutants: [
                { status: 'Killed', location: at(1, 1), mutatorName: 'BooleanLiteral', replacement: 'false' },
                {
                  status: 'Survived',
                  location: at(58, 17),
                  mutatorName: 'MethodExpression',
                  replacement: "(value ?? '')",
                },
                {
                  status: 'NoCoverage',
                  location: at(9, 3),
                  mutatorName: 'StringLiteral',
                  replacement: `"${'x'.repeat(80)}"`,
                },
              ],
            },
          },
        },
      } as never,
    ]);
    expect(file?.left).toEqual([
      "58:17 MethodExpression → (value ?? '')",
      `9:3 StringLiteral → "${'x'.repeat(56)}... (no coverage)`,
    ]);
  });

  test("a file's newest report wins, over an older one and over what was recorded", () => {
    const older = {
      scope: 'old',
      measuredAt: new Date('2026-11-27T10:00:00Z'),
      report: report(['Survived']),
    };
    const newer = { scope: 'new', measuredAt: new Date('2026-11-28T10:00:00Z'), report: report(['Killed']) };
    const recorded = fileScores([older as never]);
    expect(fileScores([newer, older] as never, recorded)[0]?.scope).toBe('new');
    expect(fileScores([older] as never, fileScores([newer as never]))[0]?.scope).toBe('new');
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

  test('the parts of a scope count as one: a mutant is detected when any part detected it', () => {
    const at = (line: number, status: string) => ({
      status,
      location: { start: { line, column: 1 } },
      mutatorName: 'ConditionalExpression',
      replacement: 'true',
    });
    const file = 'src/domain/rules/x.ts';
    const part = (scope: string, day: string, mutants: unknown[]) => ({
      scope,
      measuredAt: new Date(day),
      commit: scope,
      report: { files: { [file]: { mutants } } },
    });
    const merged = mergeParts([
      part('rules/x@a', '2026-12-03T10:00:00Z', [at(1, 'Killed'), at(2, 'NoCoverage'), at(3, 'Survived')]),
      part('rules/x@b:2-3', '2026-12-03T11:00:00Z', [at(2, 'Killed'), at(3, 'NoCoverage')]),
      part('rules/y', '2026-12-03T12:00:00Z', [at(1, 'Survived')]),
    ] as never);
    expect(merged.map((measured) => measured.scope)).toEqual(['rules/y', 'rules/x@a+b:2-3']);
    expect(merged[1]?.commit).toBe('rules/x@b:2-3');
    const [score1] = fileScores([merged[1]] as never);
    expect(score1).toMatchObject({ file, mutants: 3, killed: 2, survived: 1, noCoverage: 0 });
  });

  test('a part of some lines only is a part too, and a kept part (from an earlier session) adds up the same', () => {
    const at = (line: number, status: string) => ({
      id: String(line),
      status,
      location: { start: { line, column: 3 }, end: { line, column: 9 } },
      mutatorName: 'EqualityOperator',
      replacement: 'a >= b',
      coveredBy: ['t1', 't2'],
      testsCompleted: 2,
    });
    const file = 'src/domain/rules/z.ts';
    const lines = {
      scope: 'rules/z:1-20',
      measuredAt: new Date('2026-12-04T10:00:00Z'),
      commit: 'c1',
      report: { files: { [file]: { mutants: [at(4, 'Survived'), at(9, 'Killed')] } } },
    };
    const machines = {
      scope: 'rules/z@b',
      measuredAt: new Date('2026-12-04T11:00:00Z'),
      commit: 'c2',
      report: { files: { [file]: { mutants: [at(4, 'Killed')] } } },
    };
    // Kept as it is written to docs/mutation-parts (JSON), then read back in another session.
    const kept = JSON.parse(JSON.stringify(keptPart(lines as never)));
    expect(kept.files[file].mutants[0]).toEqual({
      status: 'Survived',
      location: { start: { line: 4, column: 3 }, end: { line: 4, column: 9 } },
      mutatorName: 'EqualityOperator',
      replacement: 'a >= b',
    });
    const readBack = { ...kept, measuredAt: new Date(kept.measuredAt), report: { files: kept.files } };
    for (const first of [lines, readBack]) {
      const merged = mergeParts([first, machines] as never);
      expect(merged.map((measured) => measured.scope)).toEqual(['rules/z@:1-20+b']);
      expect(fileScores(merged as never)[0]).toMatchObject({ mutants: 2, killed: 2, survived: 0 });
    }
    const older = { ...readBack, measuredAt: new Date('2026-12-01T00:00:00Z'), commit: 'old' };
    expect(newestPerScope([older, lines, machines] as never).map((measured) => measured.commit)).toEqual([
      'c1',
      'c2',
    ]);
  });

  test('a file measured only in parts of some lines is not wholly measured', () => {
    expect(linesOnly('machines/request-process@:156-196')).toBe(true);
    expect(linesOnly('machines/request-process@:130-155+:156-196')).toBe(true);
    // One part mutates every line (against some machines' paths): the file is measured.
    expect(linesOnly('rules/contract-decisions@contract-action+contract-action:31-35,113-113')).toBe(false);
    expect(linesOnly('rules/approval')).toBe(false);
    // Parts whose lines together cover the whole file measure it wholly (types-only lines too: Stryker
    // finds no mutant there, and a part over them says so).
    expect(linesOnly('rules/board@requests-board:1-150+requests-board:151-249', 249)).toBe(false);
    expect(linesOnly('rules/onboarding-wizard@:1-68+:69-117+:118-262', 262)).toBe(false);
    expect(linesOnly('rules/onboarding-wizard@:69-117+:118-262', 262)).toBe(true);
    expect(linesOnly('rules/onboarding-wizard@:1-68+:160-167,235-237+:69-117', 262)).toBe(true);
    expect(linesOnly('machines/request-process@:156-196', 507)).toBe(true);
  });
});
