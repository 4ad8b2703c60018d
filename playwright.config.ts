import { fileURLToPath } from 'node:url';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { e2eCalls } from './test/e2e/settings';

// End-to-end tests run in Debian's Chromium against real servers on this machine:
// - the UI-kit catalogue on the Vite dev server (port 5174),
// - the whole local stack of `npm start` in test mode on its own ports (app 5273, provider 4300,
//   services 4400), so a developer's running `npm start` (5173/4000/4100) is never disturbed: one stack
//   per worker (a lane), so a spec that reseeds the data or arms a fault only ever meets its own worker's
//   tests, which run one after another as they did with one worker. Lane n adds 20 × n to the stack's
//   three ports (lane 1: 5293, 4320, 4420); each lane has its own data (.data/e2e, .data/e2e-1), all
//   serve the one build the first lane's stack makes (.data/dist-5273, read by the bundle report too).
// - the flows site of `npm run flows` (port 5290), in the full set only: its spec builds and serves it.
//   E2E_PORT_OFFSET (a number) shifts them all, so two checkouts can run their suites side by side.
//
// E2E_SET chooses the set:
// - default (`npm run test:e2e`, in `npm test`): one journey per area of the app on the real stack, the
//   sign-in's and the deployment's checks and the fault matrix's 500, 204 and malformed cases, without the
//   tests tagged @full;
// - full (`npm run test:e2e:full`, in `npm run test:full`): exactly what the default leaves out: the
//   tests tagged @full (each says why: what npm test checks in its place), the whole catalogue and the
//   flows site;
// - all: both in one run (what regenerates docs/reliability.md, which needs every fault-matrix case).
const e2eSets = ['default', 'full', 'all'] as const;
export type E2eSet = (typeof e2eSets)[number];
export const e2eSet = (process.env.E2E_SET || 'default') as E2eSet;
if (!e2eSets.includes(e2eSet)) throw new Error(`E2E_SET=${e2eSet}: expected one of ${e2eSets.join(', ')}`);

/** Workers, and as many stacks (E2E_WORKERS, default 2: this machine has 2 cores). */
export const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS) || 2);

const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0) || 0;
const laneStep = 20;

/** The stack ports of one lane. */
export const lanePorts = (lane: number) => ({
  app: 5273 + portOffset + laneStep * lane,
  oidc: 4300 + portOffset + laneStep * lane,
  services: 4400 + portOffset + laneStep * lane,
  // The local mailbox's SMTP server and web page (stack/mail/mailbox.ts).
  smtp: 1325 + portOffset + laneStep * lane,
  mailbox: 1380 + portOffset + laneStep * lane,
});

/**
 * This process's lane: a worker's parallel index (set before the worker loads this file, and kept by a
 * worker started again after a failure); 0 in the runner.
 */
const lane = Number(process.env.TEST_PARALLEL_INDEX ?? 0) || 0;
if (lane >= e2eWorkers) {
  throw new Error(`worker ${lane} has no stack: choose the workers with E2E_WORKERS=<n>, not --workers`);
}

/** The ports this process's tests use (the stack's are its lane's). */
export const e2ePorts = {
  catalogue: 5174 + portOffset,
  ...lanePorts(lane),
  flows: 5290 + portOffset,
} as const;

/** The build every lane's stack serves: the first lane builds it (stack/start.ts, `.data/dist-<APP_PORT>`). */
export const e2eDist = `.data/dist-${lanePorts(0).app}`;

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const catalogueServer = {
  command: `npx vite --port ${e2ePorts.catalogue} --strictPort`,
  url: `http://localhost:${e2ePorts.catalogue}/catalogue.html`,
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
};

/**
 * The whole stack of one lane in test mode (fault injection on), fresh data. The first lane builds the
 * app; the others start after it (Playwright starts the web servers one after another) and serve that
 * build.
 */
const stackServer = (stackLane: number) => {
  const ports = lanePorts(stackLane);
  return {
    command: 'npx tsx stack/start.ts',
    url: `http://localhost:${ports.app}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    env: {
      STACK_MODE: 'test',
      APP_PORT: String(ports.app),
      OIDC_PORT: String(ports.oidc),
      SERVICES_PORT: String(ports.services),
      MAIL_SMTP_PORT: String(ports.smtp),
      MAILBOX_PORT: String(ports.mailbox),
      STACK_DATA_DIR: stackLane === 0 ? '.data/e2e' : `.data/e2e-${stackLane}`,
      STACK_RESET: '1',
      STACK_DIST_DIR: e2eDist,
      ...(stackLane === 0 ? {} : { STACK_SKIP_BUILD: '1' }),
      VITE_RETRY_ATTEMPTS: String(e2eCalls.attempts),
      VITE_TIMEOUT_MS: String(e2eCalls.timeoutMs),
    },
  };
};

/** Tests that only the full set runs (`test(title, { tag: fullOnly }, …)`). */
export const fullOnly = '@full';
const fullOnlyPattern = new RegExp(fullOnly);

/** The tests of the set: the default leaves out those tagged @full, the full set runs only them. */
const setFilter =
  e2eSet === 'default' ? { grepInvert: fullOnlyPattern } : e2eSet === 'full' ? { grep: fullOnlyPattern } : {};

export const e2eProjects = {
  // Each catalogue test opens the page afresh: they spread over the workers. The whole catalogue is the
  // full set's (its own Vite dev server, compiling on demand): by default, axe checks the kit where the
  // app's journeys use it.
  catalogue: {
    name: 'catalogue',
    testMatch: /ui-kit\/.*\.spec\.ts/,
    fullyParallel: true,
    use: { baseURL: `http://localhost:${e2ePorts.catalogue}` },
  },
  flows: {
    name: 'flows',
    testMatch: /flows\/.*\.spec\.ts/,
    use: { baseURL: `http://localhost:${e2ePorts.flows}` },
  },
  // A file's tests run in order in one worker, against that worker's stack.
  app: {
    name: 'app',
    testIgnore: /(ui-kit|flows)\/.*\.spec\.ts/,
    ...setFilter,
    use: { baseURL: `http://localhost:${e2ePorts.app}` },
  },
} satisfies Record<string, NonNullable<PlaywrightTestConfig['projects']>[number]>;

const stackServers = Array.from({ length: e2eWorkers }, (_, stackLane) => stackServer(stackLane));

/** The web servers of the set: those its projects need, and no other. */
function webServers(): PlaywrightTestConfig['webServer'] {
  // PW_CATALOGUE_ONLY=1 starts only the catalogue server (for `--project=catalogue`).
  if (process.env.PW_CATALOGUE_ONLY) return [catalogueServer];
  if (e2eSet === 'default') return stackServers;
  // The flows site's spec builds and serves the site itself (test/e2e/flows/flows-site.spec.ts).
  return [...stackServers, catalogueServer];
}

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: false,
  workers: e2eWorkers,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // The fault matrix's reporter writes docs/reliability.md after a run of all its cases (E2E_SET=all).
  // PLAYWRIGHT_JSON_OUTPUT_FILE (set by scripts/test-run.ts) adds Playwright's JSON report there, read for
  // the slowest spec files.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ? [['json'] as ['json']] : []),
    [fileURLToPath(new URL('./test/e2e/reliability/report.ts', import.meta.url))],
  ],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'es-CO',
    timezoneId: 'America/Bogota',
    // A failed test's trace keeps every action's DOM snapshot and the sources, without the screencast:
    // its frames cost about a quarter of the run's time on 2 cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
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
  // The flows site's spec first: its worker draws every diagram while the other runs tests.
  projects: [...(e2eSet === 'default' ? [] : [e2eProjects.flows, e2eProjects.catalogue]), e2eProjects.app],
  webServer: webServers(),
});
