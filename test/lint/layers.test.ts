import { describe, expect, test } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { importsOf, violation } from '../../scripts/check-layers.mjs';

describe('layer rules of DESIGN.md', () => {
  test('finds static, type-only, re-export and dynamic imports', () => {
    const source = `import a from 'a';\nimport type { B } from "./b";\nexport { c } from './c';\nconst d = import('./d');`;
    expect(importsOf(source)).toEqual(['a', './b', './c', './d']);
  });

  test('lets machines import xstate and src/domain only', () => {
    expect(violation('machines/session/x.machine.ts', 'xstate')).toBeUndefined();
    expect(violation('machines/session/x.machine.ts', '@src/domain/rules')).toBeUndefined();
    expect(violation('machines/session/x.machine.ts', 'react')).toMatch(/only xstate/);
    expect(violation('machines/session/x.machine.ts', '../../src/api/client')).toMatch(/only xstate/);
    expect(violation('machines/session/x.machine.ts', '../../src-ui/button')).toMatch(/only xstate/);
  });

  test('keeps src/domain free of our other layers', () => {
    expect(violation('src/domain/rules.ts', './format')).toBeUndefined();
    expect(violation('src/domain/rules.ts', 'zod')).toBeUndefined();
    expect(violation('src/domain/lenient-json.ts', 'jsonrepair')).toBeUndefined();
    expect(violation('src/domain/rules.ts', '../config')).toMatch(/nothing of ours/);
    expect(violation('src/domain/rules.ts', 'xstate')).toMatch(/pure TypeScript/);
  });

  test('keeps the UI kit free of src/ and machines/', () => {
    expect(violation('src-ui/button/button.tsx', '../theme/theme.css')).toBeUndefined();
    expect(violation('src-ui/button/button.tsx', '../../src/domain/texts')).toMatch(/src-ui/);
    expect(violation('src-ui/button/button.tsx', '../../machines/index')).toMatch(/src-ui/);
  });

  test('forbids one feature importing another', () => {
    expect(violation('src/features/home/home-page.tsx', '../employees/search')).toMatch(/another feature/);
    expect(violation('src/features/home/home-page.tsx', './home-card')).toBeUndefined();
    expect(violation('src/features/home/home-page.tsx', '@machines/index')).toBeUndefined();
  });

  test('lets features share business views in src/views, which import no feature, app or API', () => {
    expect(
      violation('src/features/holidays/holidays-page.tsx', '../../views/requests/discard-dialog'),
    ).toBeUndefined();
    expect(
      violation('src/views/requests/discard-dialog.tsx', '@machines/requests/discard.machine'),
    ).toBeUndefined();
    expect(violation('src/views/requests/discard-dialog.tsx', '@ui/modal')).toBeUndefined();
    expect(violation('src/views/requests/discard-dialog.tsx', '../../domain/texts')).toBeUndefined();
    expect(violation('src/views/requests/discard-dialog.tsx', '../../features/holidays/x')).toMatch(
      /src\/views/,
    );
    expect(violation('src/views/requests/discard-dialog.tsx', '../../app/guards')).toMatch(/src\/views/);
    expect(violation('src/views/requests/discard-dialog.tsx', '../../api/api')).toMatch(/src\/views/);
  });

  test('limits src/api to src/domain and src/config.ts', () => {
    expect(violation('src/api/client.ts', '../config')).toBeUndefined();
    expect(violation('src/api/client.ts', '../domain/entities')).toBeUndefined();
    expect(violation('src/api/client.ts', '../app/providers')).toMatch(/src\/api/);
  });
});

describe('one formatting source (issue 18)', () => {
  test('the kit formats no pesos, dates or truncation of its own: the domain does, and the app passes it in', async () => {
    const { readdirSync, readFileSync, statSync } = await import('node:fs');
    const { join } = await import('node:path');
    const offenders: string[] = [];
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !path.includes('catalogue')) {
          const text = readFileSync(path, 'utf8');
          if (/Intl\.NumberFormat|'Ene',|monthAbbreviations|truncate\(/.test(text)) offenders.push(path);
        }
      }
    };
    walk('src-ui');
    expect(offenders).toEqual([]);
  });
});

describe('import aliases (issue 18)', () => {
  test('an import leaving its top-level folder uses the alias, not a relative path (the *.css.ts files too)', () => {
    expect(violation('src/app/layout/layout.css.ts', '../../../src-ui/theme/theme.css')).toMatch(
      /uses the alias/,
    );
    expect(violation('src/app/layout/layout.css.ts', '@ui/theme/theme.css')).toBeUndefined();
    expect(violation('src/app/layout/layout.css.ts', '../session/toasts')).toBeUndefined();
    expect(violation('machines/requests/x.machine.ts', '../../src/domain/texts')).toMatch(/uses the alias/);
  });

  test('reads @src, @machines, @ui, @stack and @test like the relative paths they stand for', () => {
    expect(violation('machines/session/x.machine.ts', '@ui/button')).toMatch(/machines\/ may import only/);
    expect(violation('machines/session/x.machine.ts', '@src/domain/format')).toBeUndefined();
    expect(violation('src/domain/format.ts', '@src/api/api')).toMatch(/src\/domain imports nothing of ours/);
    expect(violation('src/features/home/home-page.tsx', '@src/features/login/x')).toMatch(/another feature/);
    expect(violation('src-ui/button/button.tsx', '@src/domain/texts')).toMatch(/src-ui\/ imports nothing/);
    expect(violation('src/app/app.tsx', '@stack/stack')).toMatch(/never imports stack/);
  });
});
