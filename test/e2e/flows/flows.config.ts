// Runs only the flows-site check, starting only `npm run flows` (the shared playwright.config.ts also
// starts the whole local stack). Same browser and options as the shared config.
//   E2E_PORT_OFFSET=<n> npx playwright test -c test/e2e/flows/flows.config.ts
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import shared, { e2eProjects, flowsServer } from '../../../playwright.config';

export default defineConfig({
  ...shared,
  testDir: '.',
  outputDir: '../../../test-results/flows',
  projects: [e2eProjects.flows],
  webServer: { ...flowsServer, cwd: fileURLToPath(new URL('../../..', import.meta.url)) },
});
