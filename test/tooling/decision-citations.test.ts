// Where the code says a choice is recorded in a decision, that decision exists and says it: a citation of
// a missing record, or of SPEC for what SPEC does not say, sends a reader to the wrong place.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const decisionsDir = resolve(root, 'docs/decisions');
const decisions = readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name));
const decisionText = (number: string) => {
  const file = decisions.find((name) => name.startsWith(`${number}-`));
  return file === undefined ? undefined : readFileSync(join(decisionsDir, file), 'utf8');
};

/** Every .ts/.tsx file under a folder of the project. */
function sources(folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe('decision citations', () => {
  test('every docs/decisions/NNNN the code cites is a recorded decision', () => {
    const cited = ['src', 'machines', 'src-ui']
      .flatMap(sources)
      .flatMap((file) =>
        [...readFileSync(resolve(root, file), 'utf8').matchAll(/docs\/decisions\/(\d{4})/g)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(cited.length).toBeGreaterThan(10);
    for (const citation of cited) expect(decisionText(citation.slice(-4)), citation).toBeDefined();
  });

  test('the idle sign-out of config.json cites the decision that records it, not SPEC', () => {
    const line = readFileSync(resolve(root, 'src/config.ts'), 'utf8')
      .split('\n')
      .find((text) => text.includes('"inactivity"'));
    expect(line).toBeDefined();
    expect(line).not.toMatch(/SPEC/);
    const number = /docs\/decisions\/(\d{4})/.exec(line ?? '')?.[1] ?? '';
    const text = decisionText(number) ?? '';
    expect(text).toMatch(/inactivity\.idleMs/);
    expect(text).toMatch(/15 minutes/);
  });
});
