// `npm run mutation:recheck` (issue 26): which mutants were never measured, how one is made by hand, the
// test-name filter, and the scope a report was written for.
import { describe, expect, test } from 'vitest';
import {
  applyMutant,
  isLostRun,
  namePattern,
  needsRecheck,
  reportScope,
} from '../../scripts/mutation-recheck';

const mutant = (status: string, testsCompleted: number | undefined, coveredBy: string[] | undefined) =>
  ({
    id: '1',
    status,
    mutatorName: 'ConditionalExpression',
    location: { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } },
    testsCompleted,
    coveredBy,
  }) as const;

describe('the mutation re-check', () => {
  test('a lost run is a survivor whose covering tests never ran', () => {
    expect(isLostRun(mutant('Survived', 0, ['a']))).toBe(true);
    expect(isLostRun(mutant('Survived', 3, ['a', 'b', 'c']))).toBe(false);
    expect(isLostRun(mutant('Survived', 0, []))).toBe(false);
    expect(isLostRun(mutant('NoCoverage', undefined, undefined))).toBe(false);
    expect(isLostRun(mutant('Killed', 0, ['a']))).toBe(false);
  });

  test('re-checks a timed-out mutant only when asked (--timeouts), and only one some test covers', () => {
    expect(needsRecheck(mutant('Timeout', 1, ['a']), false)).toBe(false);
    expect(needsRecheck(mutant('Timeout', 1, ['a']), true)).toBe(true);
    expect(needsRecheck(mutant('Timeout', 0, []), true)).toBe(false);
    expect(needsRecheck(mutant('Survived', 0, ['a']), false)).toBe(true);
    expect(needsRecheck(mutant('Killed', 2, ['a']), true)).toBe(false);
  });

  test('makes the mutant at its 1-based location, across lines too', () => {
    const source = "const a = 1;\nif (field === 'newSalary') return x;\nconst b = {\n  c: 1,\n};\n";
    expect(
      applyMutant(source, {
        location: { start: { line: 2, column: 5 }, end: { line: 2, column: 26 } },
        replacement: "field !== 'newSalary'",
      }),
    ).toBe("const a = 1;\nif (field !== 'newSalary') return x;\nconst b = {\n  c: 1,\n};\n");
    expect(
      applyMutant(source, {
        location: { start: { line: 3, column: 11 }, end: { line: 5, column: 2 } },
        replacement: '{}',
      }),
    ).toBe("const a = 1;\nif (field === 'newSalary') return x;\nconst b = {};\n");
  });

  test('the name filter matches each name literally, brackets, arrows and parentheses included', () => {
    const names = [
      'paths [modificar, el único contrato] starts → selecting; CHANGE (un salario en cero) → deciding',
      'paths [renovar] after the submitFailureFlag delay (10000 ms) → confirming.asking',
    ];
    const pattern = new RegExp(namePattern(names));
    for (const name of names) expect(pattern.test(name)).toBe(true);
    expect(pattern.test('paths [modificar, el único contrato] starts → selecting; CHANGE X → deciding')).toBe(
      false,
    );
  });

  test("a report's scope, and the machines of a part of one", () => {
    expect(reportScope('reports/mutation/rules/lifecycle.json')).toEqual({
      scope: 'rules/lifecycle',
      machines: undefined,
    });
    expect(reportScope('/w/reports/mutation/rules/contract-decisions@contract-action.json')).toEqual({
      scope: 'rules/contract-decisions',
      machines: 'contract-action',
    });
    expect(
      reportScope('reports/mutation/rules/contract-decisions@requests-board+x:71-75,184-191.json'),
    ).toEqual({ scope: 'rules/contract-decisions', machines: 'requests-board,x' });
    expect(reportScope('reports/mutation/approval.json')).toEqual({ scope: 'approval', machines: undefined });
  });
});
