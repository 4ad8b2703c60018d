// Why the bench loads each page from an empty tab (docs/performance.md 'The flow's order'): the
// bench's eight pages loaded one after another in one tab, signed in, without Lighthouse, printing each
// load's main-thread tasks over 10 ms (start relative to the navigation @ duration, observed, unthrottled).
// PROBE_COVERAGE=1 turns on, around each load, the precise JavaScript coverage that Lighthouse's
// 'unused-javascript' gatherer runs (Profiler.startPreciseCoverage … takePreciseCoverage): with it, a task
// just before each navigation grows page after page (13 → 50 ms by the 8th); without it there is none.
//   npx tsx test/bench/coverage-probe.ts
import { benchPorts, launchChromium, signIn, startStack, stopStack, type TraceEvent } from './stack';

const { ports, app } = benchPorts(350);
const paths = [
  '/error?code=1003',
  '/',
  '/employees/select-employee',
  '/holidays',
  '/contracts',
  '/requests',
  '/employees/new-employee',
  '/requests/application-process/HRR-00018',
];
const coverage = process.env.PROBE_COVERAGE === '1';
const categories = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'loading',
  'blink.user_timing',
  '__metadata',
];

/** The load's main-thread tasks over 10 ms, as 'start@duration' in ms from its navigation. */
function longTasks(events: TraceEvent[]): string {
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .pop();
  if (!navigation) return 'no navigation traced';
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  return events
    .filter(
      (e) =>
        e.pid === navigation.pid &&
        e.tid === main &&
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.ts >= navigation.ts - 100_000 &&
        (e.dur ?? 0) > 10_000,
    )
    .map((e) => `${((e.ts - navigation.ts) / 1000).toFixed(0)}@${((e.dur ?? 0) / 1000).toFixed(0)}`)
    .join(' ');
}

async function main(): Promise<void> {
  const stack = await startStack({ ports, dataDir: '.data/bench' });
  const browser = await launchChromium();
  try {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    await signIn(page, app, { search: 'José Andrés', name: 'José Andrés Muñoz Peña' });
    const session = await page.createCDPSession();
    console.log(`Tasks over 10 ms (start@duration, ms), ${coverage ? 'with' : 'without'} precise coverage:`);
    for (const path of paths) {
      await page.tracing.start({ categories });
      if (coverage) {
        await session.send('Profiler.enable');
        await session.send('Profiler.startPreciseCoverage', { detailed: false });
      }
      await page.goto(`${app}${path}`, { waitUntil: 'networkidle0' });
      if (coverage) {
        await session.send('Profiler.takePreciseCoverage');
        await session.send('Profiler.stopPreciseCoverage');
        await session.send('Profiler.disable');
      }
      const trace = await page.tracing.stop();
      const events = trace ? (JSON.parse(Buffer.from(trace).toString()).traceEvents as TraceEvent[]) : [];
      console.log(`  ${path}: ${longTasks(events)}`);
    }
    await context.close();
  } finally {
    await browser.close();
    await stopStack(stack);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
