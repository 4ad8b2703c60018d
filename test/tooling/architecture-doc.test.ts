// docs/architecture.md walks behaviours through the code: every path it names exists, and
// every function, state, event or rule it names in backticks is written somewhere in the code, so a
// rename that leaves the doc behind fails here.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { projectFiles, rules } from '../../scripts/architecture';

const root = resolve(import.meta.dirname, '../..');
const doc = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');

/** The backticked spans of a Markdown text, its fenced blocks left out. */
function backticked(markdown: string): string[] {
  const prose = markdown.replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1] ?? '');
}

/** A span naming a file or folder of the project (no placeholder like `<area>`, `*` or `…`). */
const isPath = (span: string) => /^[\w.-]+(\/[\w.-]*)*$/.test(span) && /\/|\.(tsx?|json|md)$/.test(span);
/** A span naming code: `saveRequest`, `closed.sent`, `useApi()`. */
const isName = (span: string) => /^[A-Za-z_]\w*(\.\w+)*(\(\))?$/.test(span);

describe('docs/architecture.md names what exists', () => {
  const spans = backticked(doc);

  test('reads its spans (and leaves the fenced layout out)', () => {
    expect(backticked('a `x/y.ts` b\n```\n`z`\n```\n`w`')).toEqual(['x/y.ts', 'w']);
    expect(spans.filter(isPath).length).toBeGreaterThan(20);
    expect(spans.filter(isName).length).toBeGreaterThan(50);
  });

  test('each trace walks its behaviour within 5 files', () => {
    const traces = doc.split(/^## /m).filter((section) => section.startsWith('Trace'));
    expect(traces.length).toBe(3);
    for (const trace of traces) {
      const files = new Set(backticked(trace).filter((span) => isPath(span) && !span.endsWith('/')));
      expect(files.size, trace.split('\n')[0]).toBeLessThanOrEqual(5);
    }
  });

  test('every path it names exists', () => {
    expect(spans.filter(isPath).filter((path) => !existsSync(resolve(root, path)))).toEqual([]);
  });

  test('every function, state, event and rule it names is in the code', () => {
    const code = projectFiles()
      .map(({ text }) => text)
      .join('\n');
    const words = new Set(code.match(/\w+/g));
    const ruleNames = new Set(rules.map((rule) => rule.name));
    const missing = spans
      .filter((span) => !isPath(span) && (isName(span) || /^[a-z]+(-[a-z]+)+$/.test(span)))
      .filter(
        (span) =>
          !ruleNames.has(span) &&
          (span.includes('-') ||
            span
              .replace(/\(\)$/, '')
              .split('.')
              .some((word) => !words.has(word))),
      );
    expect(missing).toEqual([]);
  });
});
