// The Vitest configuration StrykerJS runs (stryker.config.mjs): only the path tests, their coverage
// checks (a guard never seen both ways, a state no path reaches) and the path-level route checks (each
// input can open its screen; the approval's address gives its input), with the app's plugins and aliases.
// PATHS_ONLY (set by the Stryker scope) narrows the machines. In happy-dom, not jsdom as `npm test`: the
// same tests pass on both, and here in about half the time (5/Dec/2026: the board's 2,116 in 4.4 min
// against 8.6; discard and approval's 1,786 in 63 s against 110), which halves every mutant that survives.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: { tsconfigPaths: true },
  test: {
    environment: 'happy-dom',
    setupFiles: ['test/support/setup-dom.ts'],
    include: [
      'test/paths/machines-*.test.tsx',
      'test/paths/coverage.test.ts',
      'test/paths/section-guard.test.ts',
    ],
    testTimeout: 60_000,
    restoreMocks: true,
  },
});
