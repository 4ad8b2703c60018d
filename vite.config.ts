/// <reference types="vitest/config" />
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const nodeSuites = ['domain', 'api', 'machines', 'stack', 'lint', 'tooling'];
const domSuites = ['ui', 'paths', 'app', 'features', 'views'];

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  // 'hidden': the maps are written (the bundle report reads them) but the bundles do not point to them,
  // and the stack's app server refuses to serve them.
  build: { target: 'es2022', sourcemap: 'hidden' },
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
