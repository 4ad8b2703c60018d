// Runs only the flows-site check, which builds and serves the site itself, without the local stack the
// shared playwright.config.ts starts. Same browser and options as the shared config.
//   E2E_PORT_OFFSET=<n> npx playwright test -c test/e2e/flows/flows.config.ts
import { defineConfig } from '@playwright/test';
import shared, { e2eProjects } from '../../../playwright.config';

export default defineConfig({
  ...shared,
  testDir: '.',
  outputDir: '../../../test-results/flows',
  projects: [e2eProjects.flows],
  webServer: [],
});
