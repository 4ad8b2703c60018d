// The Vitest configuration StrykerJS runs (stryker.config.mjs): only the path tests and their coverage
// checks (a guard never seen both ways, a state no path reaches), in jsdom, with the
// app's plugins and aliases. PATHS_ONLY (set by the Stryker scope) narrows the machines.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'jsdom',
    setupFiles: ['test/support/setup-dom.ts'],
    include: ['test/paths/machines-*.test.tsx', 'test/paths/coverage.test.ts'],
    testTimeout: 60_000,
    restoreMocks: true,
  },
});
