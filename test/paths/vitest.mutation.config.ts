// The Vitest configuration StrykerJS runs (stryker.config.mjs): only the path tests, their coverage
// checks (a guard never seen both ways, a state no path reaches) and the path-level route checks (each
// input can open its screen; the approval's address gives its input), with the app's plugins and aliases.
// PATHS_ONLY (set by the Stryker scope) narrows the machines; PATHS_SET (default: the default set) picks
// the paths, as in `npm test`. In happy-dom as the 'paths' project of vite.config.ts (the modal group's file
// asks for jsdom itself): about half jsdom's time, which halves every mutant that survives.
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
      'test/paths/paths-*.test.tsx',
      'test/paths/coverage.test.ts',
      'test/paths/section-guard.test.ts',
    ],
    testTimeout: 60_000,
    restoreMocks: true,
  },
});
