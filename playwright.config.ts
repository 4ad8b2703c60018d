import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { e2eCalls } from './test/e2e/settings';

// End-to-end tests run in Debian's Chromium against real servers on this machine:
// - the UI-kit catalogue on the Vite dev server (port 5174),
// - the whole local stack of `npm start` in test mode on its own ports (app 5273, provider 4300,
//   services 4400), so a developer's running `npm start` (5173/4000/4100) is never disturbed.
//   E2E_PORT_OFFSET (a number) shifts all four, so two checkouts can run their suites side by side.
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
export const e2ePorts = {
  catalogue: 5174 + portOffset,
  app: 5273 + portOffset,
  oidc: 4300 + portOffset,
  services: 4400 + portOffset,
  flows: 5290 + portOffset,
} as const;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const catalogueServer = {
  command: `npx vite --port ${e2ePorts.catalogue} --strictPort`,
  url: `http://localhost:${e2ePorts.catalogue}/catalogue.html`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};

// The flows site of `npm run flows` (issue 27): built from the machines, served as static files.
export const flowsServer = {
  command: 'npx tsx scripts/flows-site.ts',
  url: `http://localhost:${e2ePorts.flows}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 300_000,
  env: { FLOWS_PORT: String(e2ePorts.flows) },
};

// The whole stack in test mode (fault injection on), fresh data, its own build of the app.
const stackServer = {
  command: 'npx tsx stack/start.ts',
  url: `http://localhost:${e2ePorts.app}/`,
  reuseExistingServer: !process.env.CI,
  timeout: 240_000,
  env: {
    STACK_MODE: 'test',
    APP_PORT: String(e2ePorts.app),
    OIDC_PORT: String(e2ePorts.oidc),
    SERVICES_PORT: String(e2ePorts.services),
    STACK_DATA_DIR: '.data/e2e',
    STACK_RESET: '1',
    VITE_RETRY_ATTEMPTS: String(e2eCalls.attempts),
    VITE_TIMEOUT_MS: String(e2eCalls.timeoutMs),
  },
};

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The fault matrix's reporter writes docs/reliability.md after a run of all its cases.
  reporter: [['list'], [fileURLToPath(new URL('./test/e2e/reliability/report.ts', import.meta.url))]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'catalogue',
      testMatch: /ui-kit\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.catalogue}` },
    },
    {
      name: 'flows',
      testMatch: /flows\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.flows}` },
    },
    {
      name: 'app',
      testIgnore: /(ui-kit|flows)\/.*\.spec\.ts/,
      use: { baseURL: `http://localhost:${e2ePorts.app}` },
    },
  ],
  // PW_CATALOGUE_ONLY=1 starts only the catalogue server (for `--project=catalogue`).
  webServer: process.env.PW_CATALOGUE_ONLY ? [catalogueServer] : [catalogueServer, stackServer, flowsServer],
});
