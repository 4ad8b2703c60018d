// `npm run cycles` (run by `npm run lint`): dpdm over every source folder fails on an import cycle, one
// made of type-only imports too — a type two modules share belongs in a module below both of them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';

const script: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.cycles;
/** The script's dpdm options, without the folders it reads. */
const options = script.split(' ').filter((word) => word.startsWith('-') || /^[\w:]+$/.test(word));

const folder = mkdtempSync(join(tmpdir(), 'cycles-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** dpdm with the script's options over `files` (written to a temporary folder): its exit code. */
function cyclesExitCode(files: Record<string, string>): number {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  try {
    execFileSync('npx', ['dpdm', ...options.slice(1), join(folder, '*.ts')], { stdio: 'pipe' });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe('npm run cycles', () => {
  test('is dpdm failing on a cycle, with no option that leaves type-only imports aside', () => {
    expect(options[0]).toBe('dpdm');
    expect(options).toContain('circular:1');
    expect(options).not.toContain('-T');
    expect(options).not.toContain('--transform');
  });

  test('fails on a cycle of type-only imports, and passes once the shared type moves below both', () => {
    expect(
      cyclesExitCode({
        'a.ts': "import type { B } from './b';\nexport interface A { b: B }\n",
        'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
      }),
    ).toBe(1);
    expect(
      cyclesExitCode({
        'shared.ts': 'export interface A { b: B }\nexport interface B { a?: A }\n',
        'a.ts': "export type { A } from './shared';\n",
        'b.ts': "export type { B } from './shared';\n",
      }),
    ).toBe(0);
  });
});
