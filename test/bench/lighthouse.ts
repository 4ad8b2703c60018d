// Lighthouse on the production build served by the local stack (issues 17 and 29): the error page before
// signing in, then, through a signed-in session (a Lighthouse user flow driven by puppeteer: ana.admin /
// demo, a unit and an employee chosen as a person would), home, select employee, holidays, contracts, the
// board, onboarding step 1 and the process page of an onboarding request; each on the desktop preset
// (target 100 in performance, accessibility and best practices) and the mobile preset (target 98 in each,
// CLS under 0.02 and TBT under 100 ms). Every page runs BENCH_RUNS times (3) and the worst of each figure
// is kept, so a target met is met on every run. Writes the worst figures into docs/performance.md and the
// flow reports of the last run into test-results/lighthouse-*.html; exits 1 when a figure misses its target.
// Each preset of each run is a browser context of its own with its own sign-in.
// Run by `npm run bench` (scripts/bench-budgets.mjs); alone: `npx tsx test/bench/lighthouse.ts`.
// Ports: the stack's defaults shifted by BENCH_PORT_OFFSET (350), data in .data/bench (reset each run).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { desktopConfig, type Flags, startFlow } from 'lighthouse';
import type { Browser, Page } from 'puppeteer-core';
import { benchPorts, launchChromium, root, signIn, startStack, stopStack } from './stack';

const { ports, app } = benchPorts(350);
/** How many times each page is measured; the worst of each figure is kept. */
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);

/** Targets: every category on the desktop preset 100, on the mobile preset at least 98. */
const targets = { desktop: 100, mobile: 98 } as const;
/** The mobile preset's layout shift and blocking time, each page. */
const mobileLimits = { cls: 0.02, tbtMs: 100 } as const;
type FormFactor = keyof typeof targets;

/** The pages measured once signed in (the unit and employee chosen first). */
const signedInPages = [
  { name: 'home', path: '/', heading: 'Hola, Ana Sofía Gutiérrez' },
  { name: 'select employee', path: '/employees/select-employee', heading: 'Selecciona un empleado' },
  { name: 'holidays', path: '/holidays', heading: 'Consulta de días utilizados' },
  { name: 'contracts', path: '/contracts', heading: 'Consulta histórica de contratos' },
  { name: 'board', path: '/requests', heading: 'Solicitudes en trámite' },
  { name: 'onboarding step 1', path: '/employees/new-employee', heading: 'Vincular nuevo empleado' },
  // José Andrés's onboarding request (docs/demo-data.md): 8 tasks, 3 done, every requirement Cumple. The
  // address holds the request's id (HRR-00018), not its number (100018): with the number the bench had
  // measured 'Página no encontrada' until 3/Dec/2026, which is why every page now names its heading.
  { name: 'process page', path: '/requests/application-process/HRR-00018', heading: 'Solicitud 100018' },
];
const errorPage = { name: 'error page', path: '/error?code=1003', heading: '¡Ups! Algo salió mal...' };
/** Every step of a flow, in order. */
const pages = [errorPage, ...signedInPages];

interface Row {
  page: string;
  formFactor: FormFactor;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  failing: string[];
  /** Lighthouse's runtime error when it recorded no trace of the page (nothing was measured). */
  unrecorded?: string;
  /** The heading shown when the step showed another page than the one meant (it measured that page). */
  wrongPage?: string;
}

/**
 * Runtime errors that mean Lighthouse recorded no trace of the load, which its own message says to fix by
 * running it again (NO_NAVSTART: "a flaky Chrome issue", Lighthouse's maintainers): the run is measured
 * again, at most twice. Any other runtime error (the page painting nothing, …) counts against the page.
 */
const unrecordedTraceErrors = new Set(['NO_NAVSTART']);

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function measure(formFactor: FormFactor, page: Page): Promise<Row[]> {
  // The session lives in this tab's storage: Lighthouse must not clear it between the steps.
  const flags: Flags = { disableStorageReset: true, formFactor };
  const flow = await startFlow(page, {
    name: `Portal-ERM (${formFactor})`,
    config: formFactor === 'desktop' ? desktopConfig : undefined,
    flags,
  });
  const names: string[] = [];
  /** Each step's heading shown when it is not the page meant. */
  const wrongPage = new Map<number, string>();
  for (const { name, path, heading } of pages) {
    // Each page loaded from an empty tab, as a standalone Lighthouse run does (skipAboutBlank false; a
    // user flow skips it by default): loaded right after the page before it, a page's step also held that
    // page's teardown while Lighthouse's JavaScript coverage ran ('unused-javascript'), a task that grows
    // page after page (the process page 249–405 ms as the 8th page, 0–9 ms as the 1st) and that the same
    // loads without that coverage do not have (test/bench/coverage-probe.ts; docs/performance.md).
    await flow.navigate(`${app}${path}`, { name, skipAboutBlank: false });
    const shown = await shownHeading(page, heading);
    if (shown !== heading) wrongPage.set(names.length, shown);
    names.push(name);
  }
  const report = await flow.generateReport();
  mkdirSync(join(root, 'test-results'), { recursive: true });
  writeFileSync(join(root, `test-results/lighthouse-${formFactor}.html`), report);
  const result = await flow.createFlowResult();
  return result.steps.map((step, i) => {
    const { categories, audits } = step.lhr;
    const row: Row = {
      page: names[i] ?? step.name,
      formFactor,
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      failing: [],
    };
    // A step Lighthouse could not measure scores 0: say why.
    const { runtimeError } = step.lhr;
    row.wrongPage = wrongPage.get(i);
    if (row.wrongPage !== undefined) row.failing.push(`shows «${row.wrongPage}», not «${pages[i]?.heading}»`);
    if (runtimeError && unrecordedTraceErrors.has(runtimeError.code)) row.unrecorded = runtimeError.code;
    if (runtimeError) row.failing.push(`runtime error ${runtimeError.code}: ${runtimeError.message}`);
    // What costs points, for the report (audits scored below 1 in the categories under target).
    for (const [id, category] of Object.entries(categories)) {
      if (score(category.score) >= targets[formFactor]) continue;
      for (const ref of category.auditRefs) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit?.scoreDisplayMode === 'error')
          row.failing.push(`${id}: ${ref.id} could not be measured: ${audit.errorMessage}`);
        else if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          row.failing.push(`${id}: ${ref.id} (${score(audit.score)})`);
      }
    }
    if (formFactor === 'mobile') {
      if (row.cls >= mobileLimits.cls) row.failing.push(`CLS ${row.cls} (limit ${mobileLimits.cls})`);
      if (row.tbtMs >= mobileLimits.tbtMs)
        row.failing.push(`TBT ${row.tbtMs} ms (limit ${mobileLimits.tbtMs} ms)`);
    }
    return row;
  });
}

/**
 * The page's first heading once it shows the one expected, or what it shows after 10 s: a step is measured
 * when the person would see that page, not when its address loaded.
 */
async function shownHeading(page: Page, expected: string): Promise<string> {
  const first = () => page.evaluate(() => document.querySelector('h1')?.textContent ?? '(no heading)');
  try {
    await page.waitForFunction(
      (text: string) => document.querySelector('h1')?.textContent === text,
      { timeout: 10_000 },
      expected,
    );
  } catch {
    // Not shown: say what is.
  }
  return first();
}

/** What failed over several runs, each audit or limit once with its worst figure ('id (score)', 'TBT n ms …'). */
function worstReasons(reasons: string[]): string[] {
  const worst = new Map<string, { text: string; figure: number }>();
  for (const text of reasons) {
    const limit = /^(TBT|CLS) ([\d.]+)/.exec(text);
    const audit = /^(.*) \((\d+)\)$/.exec(text);
    const key = limit?.[1] ?? audit?.[1] ?? text;
    // A limit's figure grows as it gets worse, an audit's score shrinks.
    const figure = limit ? Number(limit[2]) : audit ? -Number(audit[2]) : 0;
    const seen = worst.get(key);
    if (!seen || figure > seen.figure) worst.set(key, { text, figure });
  }
  return [...worst.values()].map((entry) => entry.text);
}

/** The worst of each figure over the runs of one page and preset (what failed in any run, listed once). */
function worstOf(measured: Row[]): Row[] {
  const byKey = new Map<string, Row>();
  for (const row of measured) {
    const key = `${row.formFactor}\u0000${row.page}`;
    const seen = byKey.get(key);
    byKey.set(
      key,
      seen
        ? {
            ...seen,
            performance: Math.min(seen.performance, row.performance),
            accessibility: Math.min(seen.accessibility, row.accessibility),
            bestPractices: Math.min(seen.bestPractices, row.bestPractices),
            lcpMs: Math.max(seen.lcpMs, row.lcpMs),
            cls: Math.max(seen.cls, row.cls),
            tbtMs: Math.max(seen.tbtMs, row.tbtMs),
            wrongPage: seen.wrongPage ?? row.wrongPage,
            failing: worstReasons([...seen.failing, ...row.failing]),
          }
        : { ...row },
    );
  }
  return [...byKey.values()];
}

/** One preset's flow in a browser context of its own, signed in afresh. */
async function measureSignedIn(browser: Browser, formFactor: FormFactor): Promise<Row[]> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await signIn(page, app, { search: 'José Andrés', name: 'José Andrés Muñoz Peña' }).catch(
      async (error: unknown) => {
        mkdirSync(join(root, 'test-results'), { recursive: true });
        await page.screenshot({ path: join(root, 'test-results/lighthouse-sign-in.png') });
        throw error;
      },
    );
    return await measure(formFactor, page);
  } finally {
    await context.close();
  }
}

/** Whether a page's worst figures meet their targets. */
const onTarget = (r: Row) =>
  r.wrongPage === undefined &&
  Math.min(r.performance, r.accessibility, r.bestPractices) >= targets[r.formFactor] &&
  (r.formFactor === 'desktop' || (r.cls < mobileLimits.cls && r.tbtMs < mobileLimits.tbtMs));

function table(rows: Row[]): string {
  const lines = [
    '| page | preset | performance | accessibility | best practices | LCP | CLS | TBT |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.formFactor} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${(r.lcpMs / 1000).toFixed(2)} s | ${r.cls} | ${r.tbtMs} ms |`,
    ),
  ];
  const below = rows.filter((r) => r.failing.length > 0);
  if (below.length > 0) {
    lines.push('', 'Below target (category: audit (score)):', '');
    for (const r of below) lines.push(`- ${r.page}, ${r.formFactor}: ${r.failing.join('; ')}`);
  }
  return lines.join('\n');
}

function writeDocs(rows: Row[]): void {
  const path = join(root, 'docs/performance.md');
  const start = '<!-- lighthouse:start -->';
  const end = '<!-- lighthouse:end -->';
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks the ${start} … ${end} markers`);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const body = `\n_Last run: ${when} UTC, \`npm run bench -- lighthouse\`, the worst of ${runs} runs of each page, on this machine (2 shared cores, load average ${load} at the end; Chromium ${chromiumVersion})._\n\n${table(rows)}\n`;
  writeFileSync(path, `${text.slice(0, from + start.length)}${body}${text.slice(to)}`);
}

let chromiumVersion = '';

async function main(): Promise<number> {
  // BENCH_STACK=running: a stack already serves these ports (e.g. started by hand to iterate).
  const running = process.env.BENCH_STACK === 'running';
  if (!running) console.log(`lighthouse: starting the stack on ${app} …`);
  const stack = running ? undefined : await startStack({ ports, dataDir: '.data/bench' });
  const browser = await launchChromium();
  try {
    chromiumVersion = (await browser.version()).replace(/^HeadlessChrome\//, '');
    const measured: Row[] = [];
    // Each preset in a browser context of its own, signed in afresh: a second Lighthouse flow on the tab of
    // the first measured 3 to 5 times the blocking time of the first on the same build (the error page
    // 18 → 290 ms; docs/performance.md), so the mobile figures, measured second, were the harness's.
    for (let run = 1; run <= runs; run += 1) {
      for (const formFactor of ['desktop', 'mobile'] as const) {
        let rows = await measureSignedIn(browser, formFactor);
        for (let again = 1; again <= 2 && rows.some((r) => r.unrecorded); again += 1) {
          const lost = rows.filter((r) => r.unrecorded).map((r) => `${r.page} (${r.unrecorded})`);
          console.log(
            `lighthouse: run ${run} of ${runs}, ${formFactor}: no trace recorded of ${lost.join(', ')}; measuring the run again`,
          );
          rows = await measureSignedIn(browser, formFactor);
        }
        console.log(`lighthouse: run ${run} of ${runs}, ${formFactor}\n${table(rows)}\n`);
        measured.push(...rows);
      }
    }
    const rows = worstOf(measured);
    console.log(`Worst of ${runs} runs:\n${table(rows)}`);
    writeDocs(rows);
    const under = rows.filter((r) => !onTarget(r));
    for (const r of under)
      console.log(`FAIL lighthouse ${r.page} (${r.formFactor}): ${r.failing.join('; ')}`);
    if (under.length === 0) console.log('ok   lighthouse: every page on target in every run');
    return under.length === 0 ? 0 : 1;
  } finally {
    await browser.close();
    if (stack) await stopStack(stack);
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
