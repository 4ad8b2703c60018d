/// <reference types="vitest/config" />

import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The production build resolves react-router to the production build its package ships beside the
 * development one (its `exports` name only the latter; the two differ by one flag, ENABLE_DEV_WARNINGS):
 * −0.5 kB on the first screen, which pays for jsonrepair (issue 31, docs/decisions/0016).
 */
function reactRouterProduction(): Plugin {
  const dist = join(
    dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => (files[source] ? join(dist, files[source]) : null),
  };
}

/** Modules the entry (src/main.tsx) imports statically, directly or not: the first screen. */
function firstScreen(id: string, info: (id: string) => { importers: string[]; isEntry: boolean } | null) {
  const seen = new Set<string>();
  const walk = (current: string): boolean => {
    if (current.endsWith('/src/main.tsx')) return true;
    if (seen.has(current)) return false;
    seen.add(current);
    const module = info(current);
    if (!module) return false;
    if (module.isEntry) return true;
    return module.importers.some(walk);
  };
  return walk(id);
}

/**
 * use-sync-external-store's shim (for React before 18) answers React's own useSyncExternalStore on React
 * 19 but still ships its fallback, as CommonJS, on the first screen: @xstate/react and React Aria import
 * it. The production build resolves the shim to React's hook and its with-selector to the package's
 * non-shim one (issue 31, docs/decisions/0016).
 */
function syncExternalStoreWithoutShim(): Plugin {
  const react = '\0use-sync-external-store-shim';
  const withSelector = createRequire(import.meta.url).resolve('use-sync-external-store/with-selector');
  return {
    name: 'use-sync-external-store-without-shim',
    apply: 'build',
    enforce: 'pre',
    resolveId: (source) => {
      if (/^use-sync-external-store\/shim(\/index(\.js)?)?$/.test(source)) return react;
      if (/^use-sync-external-store\/shim\/with-selector(\.js)?$/.test(source)) return withSelector;
      return null;
    },
    load: (id) => (id === react ? "export { useSyncExternalStore } from 'react';" : null),
  };
}

const nodeSuites = ['domain', 'api', 'machines', 'stack', 'lint', 'tooling'];
const domSuites = ['ui', 'paths', 'app', 'features', 'views'];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // React Aria's own texts (dismiss buttons, menus, select placeholder, toasts) only in Spanish: the app
    // speaks only Spanish and renders React Aria under `I18nProvider locale="es-CO"` (signed-in-root.tsx,
    // toast-layer.tsx), which reads the es-ES strings; the other ~33 locales' strings were shipped unread
    // (issue 17). Production build only: tests render kit components without the provider, in English.
    { ...optimizeLocales.vite({ locales: ['es'] }), apply: 'build' },
    reactRouterProduction(),
    syncExternalStoreWithoutShim(),
  ],
  // The import aliases of tsconfig.json (@src, @machines, @ui, @stack, @test), one per top-level folder.
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // 'hidden': the maps are written (the bundle report reads them) but the bundles do not point to them,
  // and the stack's app server refuses to serve them.
  build: {
    target: 'es2022',
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // A captured module does not drag its imports along (they may be on the first screen).
          includeDependenciesRecursively: false,
          groups: [
            {
              // The first screen in one file (it was 14): what main.tsx imports statically, directly or not.
              name: (id, ctx) => (firstScreen(id, (m) => ctx.getModuleInfo(m)) ? 'index' : null),
              debugName: 'first screen',
              priority: 2,
            },
            {
              // What two or more lazy chunks share, off the first screen, in one chunk: fewer, larger files.
              name: (id, ctx) =>
                /[\\/]src[\\/]app[\\/]routes[\\/]/.test(id) || firstScreen(id, (m) => ctx.getModuleInfo(m))
                  ? null
                  : 'shared',
              debugName: 'shared by lazy chunks',
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    restoreMocks: true,
    // No test is a timing check (budgets are benchmarks): on 2 shared cores a slow test is not a failure.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: nodeSuites.map((suite) => `test/${suite}/**/*.test.{ts,tsx}`),
          benchmark: { include: ['test/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          include: domSuites.map((suite) => `test/${suite}/**/*.test.{ts,tsx}`),
        },
      },
    ],
  },
});
