// Runs only the UI-kit catalogue checks, starting only the catalogue's Vite server (the shared
// playwright.config.ts also starts the whole local stack). Same browser and options as the shared config.
//   npx playwright test -c test/e2e/ui-kit/catalogue.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import shared, { e2ePorts, e2eProjects } from '../../../playwright.config';

export default defineConfig({
  ...shared,
  testDir: '.',
  outputDir: '../../../test-results/ui-kit',
  projects: [e2eProjects.catalogue],
  webServer: {
    command: `npx vite --port ${e2ePorts.catalogue} --strictPort`,
    // From the project root (Playwright would start it in this config's folder).
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    url: `http://localhost:${e2ePorts.catalogue}/catalogue.html`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
