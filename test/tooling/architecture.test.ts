// The architecture checker (scripts/architecture.ts, run by `npm run lint`): the tree follows every rule
// of its table, and each rule fails on a violation written here for it.
import { describe, expect, test } from 'vitest';
import { checkArchitecture, importsOf, rules, type SourceFile, violation } from '../../scripts/architecture';
import { readsAsSpanish, spanishLiterals } from '../support/text-literals';

describe('the project follows every architecture rule', () => {
  test('no problem in the tree', () => {
    expect(checkArchitecture()).toEqual([]);
  });
});

/** One violation per rule: the file it would be in and its text. */
const violations: Record<string, SourceFile[]> = {
  layers: [{ file: 'machines/session/x.machine.ts', text: "import { useState } from 'react';" }],
  'provide-in-wiring': [
    { file: 'src/app/routes/x-routes.tsx', text: 'const actor = useActorRef(xMachine.provide({}));' },
  ],
  'promise-actors-through-from-call': [
    { file: 'src/app/wiring/x/x.ts', text: "import { fromPromise } from 'xstate';" },
  ],
  'one-route-table': [{ file: 'src/features/x/x-page.tsx', text: 'return <Routes><Route /></Routes>;' }],
  'no-whole-snapshot': [
    { file: 'src/features/x/x-page.tsx', text: 'const snapshot = useSelector(actor, (s) => s);' },
    { file: 'src/features/x/y-page.tsx', text: 'const snapshot = useSelector(actor, (s) =>\n  s);' },
    {
      file: 'src/views/x/z-table.tsx',
      text: 'const snapshot = useSelector(\n  actorRef,\n  ( snapshot )  =>   snapshot,\n);',
    },
    {
      file: 'src/views/x/w-table.tsx',
      text: 'const snapshot = useSelector(actorRef, snapshot => snapshot);',
    },
  ],
  'machines-emit-codes': [
    { file: 'machines/x/x.machine.ts', text: "import { xTexts } from '@src/features/x/x-texts';" },
  ],
  'machines-cast-nothing': [
    {
      file: 'machines/x/x.machine.ts',
      text: '  actions: { keep: assign({ out: ({ event }) => event.output as Out }) },',
    },
  ],
  'guards-read-params': [
    {
      file: 'machines/x/x.machine.ts',
      text: [
        'export const m = setup({',
        '  guards: {',
        '    /** Reads the event (not allowed). */',
        "    choseStep: ({ event }, params: { step: number }) => event.type === 'GO' && event.step === params.step,",
        '    isStep: (_, params: { chosen: number; step: number }) => params.chosen === params.step,',
        '  },',
        "}).createMachine({ on: { GO: { guard: { type: 'isStep', params: ({ event }) => ({ chosen: event.step }) } } } });",
      ].join('\n'),
    },
  ],
  'machine-file-holds-the-chart': [
    { file: 'machines/x/x.machine.ts', text: 'export function isLate(date: string) {\n  return true;\n}' },
  ],
  'stately-literal': [
    {
      file: 'machines/x/x.machine.ts',
      text: "import { createMachine } from 'xstate';\nexport const m = createMachine({});",
    },
  ],
  'common-words-once': [{ file: 'src/views/x/x-dialog.tsx', text: "<Button label='Cerrar' />" }],
  'texts-in-catalogues': [
    { file: 'src/features/x/x-page.tsx', text: 'const b = <p>Ver más solicitudes</p>;' },
  ],
  'one-catalogue-per-area': [
    { file: 'src/features/employees/employee-texts.ts', text: 'export const bannerTexts = {};' },
    { file: 'src/features/employees/onboarding-texts.ts', text: 'export const onboardingPageTexts = {};' },
  ],
  'kit-formats-nothing': [
    { file: 'src-ui/money/money.tsx', text: "const money = new Intl.NumberFormat('es-CO');" },
  ],
  'file-length': [
    { file: 'src/features/x/x-page.tsx', text: 'const a = 1;\n'.repeat(401) },
    { file: 'stack/seed/x-cases.ts', text: `${'const a = 1;\n'.repeat(400)}const b = 2;` },
  ],
  'zod-through-domain': [
    { file: 'src/api/calls/x.ts', text: "import { z } from 'zod';" },
    { file: 'src/features/x/x-form.tsx', text: "import type { ZodType } from 'zod/v4';" },
  ],
  'domain-tests-mirror': [
    { file: 'test/domain/board.test.ts', text: '' },
    { file: 'src/domain/rules/untested.ts', text: 'export const a = 1;' },
  ],
};

describe('each rule fails on a violation', () => {
  test('every rule of the table has its violation here', () => {
    expect(Object.keys(violations).sort()).toEqual(rules.map((rule) => rule.name).sort());
  });

  for (const rule of rules) {
    test(`${rule.name}: ${rule.says}`, () => {
      const sources = violations[rule.name] ?? [];
      expect(sources.length).toBeGreaterThan(0);
      const found = checkArchitecture(sources).filter((problem) => problem.startsWith(`[${rule.name}] `));
      for (const { file } of sources)
        expect(
          found.filter((problem) => problem.includes(file)),
          file,
        ).not.toEqual([]);
    });
  }

  test('the guard rule reads only setup()’s guards, not the params a transition computes', () => {
    const [source] = violations['guards-read-params'] ?? [];
    expect(checkArchitecture(source ? [source] : [])).toEqual([
      "[guards-read-params] machines/x/x.machine.ts:4 choseStep: ({ event }, params: { step: number }) => event.type === 'GO' && event.step === params.step,",
    ]);
  });

  test('comments, prose and the files a rule leaves alone are not violations', () => {
    expect(
      checkArchitecture([
        { file: 'src/app/wiring/x/x.ts', text: 'export const provided = xMachine.provide({});' },
        { file: 'machines/x/index.ts', text: "  // event.output as Out\n  description: 'runs as a child'," },
        { file: 'src/domain/texts.ts', text: "export const commonTexts = { close: 'Cerrar' };" },
        { file: 'src/features/x/x-texts.ts', text: "export const xTexts = { more: 'Ver más solicitudes' };" },
        { file: 'src-ui/catalogue/money.tsx', text: "new Intl.NumberFormat('es-CO');" },
        { file: 'test/domain/format.test.ts', text: '' },
        { file: 'src/domain/format.ts', text: '' },
        { file: 'src/domain/zod.ts', text: "import { z } from 'zod';" },
        { file: 'stack/seed/x-cases.ts', text: 'const a = 1;\n'.repeat(399) },
        { file: 'src/features/x/x.machine.ts', text: 'const a = 1;\n'.repeat(450) },
        {
          file: 'src/views/x/x-table.tsx',
          text: "const a = useSelector(actor, (s) => s.context);\nconst b = useSelector(actor, (s) =>\n  s.matches('x'));\n  // useSelector(actor, (s) => s)",
        },
      ]),
    ).toEqual([]);
  });
});

describe('layer rules of DESIGN.md', () => {
  test('finds static, type-only, re-export and dynamic imports', () => {
    const source = `import a from 'a';\nimport type { B } from "./b";\nexport { c } from './c';\nconst d = import('./d');`;
    expect(importsOf(source)).toEqual(['a', './b', './c', './d']);
  });

  test('lets machines import xstate and src/domain only', () => {
    expect(violation('machines/session/x.machine.ts', 'xstate')).toBeUndefined();
    expect(violation('machines/session/x.machine.ts', '@src/domain/rules')).toBeUndefined();
    expect(violation('machines/session/x.machine.ts', 'react')).toMatch(/only xstate/);
    expect(violation('machines/session/x.machine.ts', '@tanstack/react-query')).toMatch(/only xstate/);
    expect(violation('machines/session/x.machine.ts', '../../src/api/client')).toMatch(/only xstate/);
    expect(violation('machines/session/x.machine.ts', '../../src-ui/button')).toMatch(/only xstate/);
  });

  test('keeps src/domain free of our other layers', () => {
    expect(violation('src/domain/rules.ts', './format')).toBeUndefined();
    expect(violation('src/domain/rules.ts', 'zod')).toBeUndefined();
    expect(violation('src/domain/lenient-json.ts', 'jsonrepair')).toBeUndefined();
    expect(violation('src/domain/rules.ts', '../config')).toMatch(/nothing of ours/);
    expect(violation('src/domain/rules.ts', 'xstate')).toMatch(/pure TypeScript/);
    expect(violation('src/domain/rules.ts', 'react')).toMatch(/pure TypeScript/);
  });

  test('keeps the UI kit free of src/, machines/, state, server data and routing', () => {
    expect(violation('src-ui/button/button.tsx', '../theme/theme.css')).toBeUndefined();
    expect(violation('src-ui/button/button.tsx', 'react-aria-components')).toBeUndefined();
    expect(violation('src-ui/button/button.tsx', '../../src/domain/texts')).toMatch(/src-ui/);
    expect(violation('src-ui/button/button.tsx', '../../machines/index')).toMatch(/src-ui/);
    for (const spec of ['xstate', '@xstate/react', '@tanstack/react-query', 'react-router-dom'])
      expect(violation('src-ui/button/button.tsx', spec)).toMatch(/presentational/);
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

describe('the Spanish text scan', () => {
  test('finds JSX text and Spanish strings, not keys, documentation or code words', () => {
    const source = [
      "const a = { 'No Cumple': 'danger', label: 'Sin datos', description: 'Cargando la aplicación' };",
      'const b = <p title="Ver más">Hola</p>;',
      ['const c = `Días: $', '{n}`;'].join(''),
      "const d = ['busy', 'no-store', 'POST', 'xstate.done.actor.load', 'Content-Type'];",
    ].join('\n');
    expect(spanishLiterals('example.tsx', source)).toEqual([
      'example.tsx:1:43 "Sin datos"',
      'example.tsx:2:20 "Ver más"',
      'example.tsx:2:30 "Hola"',
      'example.tsx:3:11 "Días:"',
    ]);
  });

  test('reads a phrase as Spanish by its marks or its words', () => {
    expect(readsAsSpanish('Días')).toBe(true);
    expect(readsAsSpanish('Intentar de nuevo')).toBe(true);
    expect(readsAsSpanish('Retry the call')).toBe(false);
    expect(readsAsSpanish('aria-hidden')).toBe(false);
  });
});
