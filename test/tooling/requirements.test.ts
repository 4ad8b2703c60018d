// docs/requirements.md: the product's requirements with stable ids, which the scripts, the diagrams'
// requirement maps and `npm run paths -- --coverage` cite. Every id cited exists, every requirement is
// cited, and every machine cites requirements, not SPEC sections alone (the coverage's listing:
// paths-every-machine.full.test.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { registry } from '@machines/index';
import { describe, expect, test } from 'vitest';
import { readRequirements, requirementIdsIn } from '../../scripts/paths-requirements';
import { pathConfigs } from '../paths/configs';

const requirements = readRequirements();
const ids = new Set(requirements.map((requirement) => requirement.id));

/** The files that may cite a requirement: the machines' maps, the tooling, the docs. */
function citingFiles(): string[] {
  const under = (folder: string, pattern: RegExp) =>
    readdirSync(folder)
      .filter((name) => pattern.test(name))
      .map((name) => join(folder, name));
  return [
    ...under('test/paths', /\.paths\.ts$/),
    ...under('scripts', /\.ts$/),
    ...under('docs', /\.md$/),
    ...under('docs/flows', /\.md$/),
    'README.md',
  ];
}

describe('docs/requirements.md', () => {
  test('each requirement has its own id, its words and the SPEC section it comes from', () => {
    expect(requirements.length).toBeGreaterThan(30);
    expect(ids.size).toBe(requirements.length);
    for (const requirement of requirements) {
      expect(requirement.id).toMatch(/^REQ-[A-Z]+-\d{2}$/);
      expect(requirement.text.length, requirement.id).toBeGreaterThan(20);
      expect(requirement.section, requirement.id).toMatch(/§\d|Decisión \d{4}/);
    }
  });

  test('every id the repository cites is a requirement of docs/requirements.md', () => {
    for (const file of citingFiles()) {
      const unknown = requirementIdsIn(readFileSync(file, 'utf8')).filter((id) => !ids.has(id));
      expect(unknown, file).toEqual([]);
    }
  });

  test("every requirement is cited by a machine's requirement map", () => {
    const cited = new Set(
      Object.values(pathConfigs).flatMap((config) =>
        Object.values(config.spec ?? {}).flatMap(requirementIdsIn),
      ),
    );
    expect([...ids].filter((id) => !cited.has(id))).toEqual([]);
  });

  test('every machine cites requirements, never a SPEC section the repository does not hold', () => {
    for (const entry of registry) {
      const spec = pathConfigs[entry.name]?.spec ?? {};
      expect(Object.keys(spec).length, entry.name).toBeGreaterThan(0);
      for (const [pattern, note] of Object.entries(spec)) {
        expect(requirementIdsIn(note).length, `${entry.name} ${pattern}`).toBeGreaterThan(0);
        expect(note, `${entry.name} ${pattern}`).not.toMatch(/§\d/);
      }
    }
  });

  // docs/flows as committed: test/tooling/charts.test.ts checks it is what `npm run charts` writes.
  test('no diagram or page of docs/flows cites a SPEC section («§n») without its requirement', () => {
    for (const file of readdirSync('docs/flows').filter((name) => name.endsWith('.md'))) {
      const lines = readFileSync(join('docs/flows', file), 'utf8').split('\n');
      const alone = lines.filter((line) => /§\d/.test(line) && requirementIdsIn(line).length === 0);
      expect(alone, file).toEqual([]);
    }
  });
});
