/// <reference types="vitest/config" />

import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { stripMachineDescriptions } from './scripts/strip-descriptions.ts';
import { configFromEnv } from './src/config-env.ts';
import { portalVersion } from './stack/build-version.ts';

/**
 * The dev server's and `vite preview`'s /config.json (the app reads it before it starts, src/config.ts),
 * made from the VITE_* variables with the local stack's addresses as defaults (src/config-env.ts). The
 * build holds no address and no config.json: `npm start` and `npm run serve` serve their own.
 */
function devConfigJson(): Plugin {
  let document = '';
  const serve = (
    req: { url?: string | undefined },
    res: { setHeader(name: string, value: string): void; end(body: string): void },
    next: () => void,
  ) => {
    if (req.url?.split('?')[0] !== '/config.json') return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(document);
  };
  return {
    name: 'portal-erm:dev-config-json',
    configResolved(resolved) {
      // loadEnv gives the process's VITE_* variables precedence over .env files.
      const env = loadEnv(resolved.mode, resolved.envDir || process.cwd(), 'VITE_');
      // The build's version is PORTAL_VERSION of the process (the `define` below), not a VITE_ variable.
      document = JSON.stringify({ ...configFromEnv(env), version: portalVersion(process.env) }, null, 2);
    },
    configureServer(server) {
      server.middlewares.use(serve);
    },
    configurePreviewServer(server) {
      server.middlewares.use(serve);
    },
  };
}

/** Where the build's source maps go: beside the output folder, never inside it (`dist` → `dist-maps`). */
export const mapsDirOf = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-maps`;

/**
 * Moves the source maps out of the output folder once it is written: the bundle report reads them from
 * `dist-maps/`, and nothing deployed from `dist/` can hand out the app's original source.
 */
function mapsOutsideDist(): Plugin {
  let outDir = 'dist';
  return {
    name: 'portal-erm:maps-outside-dist',
    apply: 'build',
    configResolved(resolved) {
      outDir = resolve(resolved.root, resolved.build.outDir);
    },
    async writeBundle() {
      const mapsDir = mapsDirOf(outDir);
      await rm(mapsDir, { recursive: true, force: true });
      const entries = await readdir(outDir, { recursive: true });
      for (const entry of entries.filter((name) => name.endsWith('.map'))) {
        const target = join(mapsDir, entry);
        await mkdir(dirname(target), { recursive: true });
        await rename(join(outDir, entry), target);
      }
    },
  };
}

/**
 * The production build resolves react-router to the production build its package ships beside the
 * development one (its `exports` name only the latter; the two differ by one flag, ENABLE_DEV_WARNINGS):
 * −0.5 kB on the first screen, which pays for jsonrepair (docs/decisions/0016).
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
 * non-shim one (docs/decisions/0016).
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

const nodeSuites = ['domain', 'api', 'machines', 'stack', 'tooling'];
const domSuites = ['ui', 'app', 'features', 'views'];

export default defineConfig({
  plugins: [
    devConfigJson(),
    mapsOutsideDist(),
    react(),
    vanillaExtractPlugin(),
    // React Aria's own texts (dismiss buttons, menus, select placeholder, toasts) only in Spanish: the app
    // speaks only Spanish and renders React Aria under `I18nProvider locale="es-CO"` (signed-in-root.tsx,
    // toast-layer.tsx), which reads the es-ES strings; the other ~33 locales' strings were shipped unread.
    // Production build only: tests render kit components without the provider, in English.
    { ...optimizeLocales.vite({ locales: ['es'] }), apply: 'build' },
    reactRouterProduction(),
    syncExternalStoreWithoutShim(),
    stripMachineDescriptions(),
  ],
  // The version config.json must name (src/config.ts): a config.json of another release is an error.
  define: { __PORTAL_VERSION__: JSON.stringify(portalVersion(process.env)) },
  // The import aliases of tsconfig.json (@src, @machines, @ui, @stack, @test), one per top-level folder.
  resolve: { tsconfigPaths: true },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // 'hidden': the maps are written (the bundle report reads them) but the bundles do not point to them;
  // mapsOutsideDist() moves them to dist-maps/, and the app servers refuse *.map anyway.
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
    // Vitest 4.1 runs one worker less than the machine has cores: on 2 cores, one file at a time, and the
    // path-test files alone took 28 of the run's 37 minutes in a row. Two workers at least: the files
    // share nothing (each test stack has its own ports, data directory and database).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // The files of a worker share one module graph instead of importing it again for each file:
          // imports were most of the unit phase. No file here leaves state that another reads.
          isolate: false,
          include: nodeSuites.map((suite) => `test/${suite}/**/*.test.{ts,tsx}`),
          // *.full.test.ts: what `npm run test:full` adds (TEST_SET=full), left out of every other run.
          exclude: process.env.TEST_SET === 'full' ? [] : ['**/*.full.test.{ts,tsx}'],
          benchmark: { include: ['test/bench/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          // As the node files: one module graph per worker (a third of the CPU time of isolated files).
          // setup-dom.ts clears what a file leaves behind; a file that mocks a module the others import
          // (vi.mock) is named *.isolated.test.tsx and runs alone in its own module graph.
          isolate: false,
          include: domSuites.map((suite) => `test/${suite}/**/*.test.{ts,tsx}`),
          exclude: ['**/*.isolated.test.{ts,tsx}'],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          setupFiles: ['test/support/setup-dom.ts'],
          include: domSuites.map((suite) => `test/${suite}/**/*.isolated.test.{ts,tsx}`),
        },
      },
      {
        extends: true,
        test: {
          // The path tests pass alike in happy-dom and jsdom, and run in about half the time in happy-dom.
          name: 'paths',
          environment: 'happy-dom',
          setupFiles: ['test/support/setup-dom.ts'],
          include: ['test/paths/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
