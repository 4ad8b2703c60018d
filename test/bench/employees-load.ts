// Employee selection over a large unit, in Chromium against the local stack with
// STACK_SEED_EMPLOYEES employees in UN-ANDINA and STACK_LATENCY_MS on every answer of the services:
// - first results: from the page showing ('Selecciona un empleado') to the first matches of a search
//   typed as soon as the search box is there (page 1 in, the 600 ms debounce included);
// - searchable: from the page showing to the search box (page 1 in and prepared);
// - whole list: from the page showing to no 'Cargando empleados' left (every page in, none missing);
// - a query over the unit's employees (the seed's own, prepared as the page prepares them), mean.
// Each size runs 3 fresh page loads (a new query cache each); the median is kept. Budgets, for 20,000
// employees at 150 ms: first results < 1.5 s, whole list < 4 s, a query < 10 ms. Writes the table of
// every size into docs/performance.md (between <!-- employees:start --> and <!-- employees:end -->).
// Run by `npm run bench -- employees`; alone: `npx tsx test/bench/employees-load.ts`.
// BENCH_EMPLOYEES: the sizes (default 525,5000,20000; 525 is the demo seed); BENCH_LATENCY_MS (150).
// Ports: the stack's defaults shifted by BENCH_PORT_OFFSET (380), data in .data/bench-employees.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseEmployee } from '@src/domain/entities';
import { buildEmployeeIndex, searchEmployees } from '@src/domain/rules/employee-search';
import { generateSeed } from '@stack/seed/generate';
import type { Browser, Page } from 'puppeteer-core';
import { benchPorts, launchChromium, root, signIn, startStack, stopStack } from './stack';

const { ports, app } = benchPorts(380);
const sizes = (process.env.BENCH_EMPLOYEES ?? '525,5000,20000')
  .split(',')
  .map((size) => Number(size.trim()))
  .filter((size) => Number.isInteger(size) && size >= 525);
const latencyMs = Number(process.env.BENCH_LATENCY_MS ?? 150);
const runs = 3;

/** Budgets of a large unit's employee selection, checked on the largest unit of 20,000 or more. */
const budgets = { firstResultsMs: 1500, wholeListMs: 4000, queryMs: 10 };

interface Row {
  employees: number;
  searchableMs: number;
  firstResultsMs: number;
  wholeListMs: number;
  queryMs: number;
}

/** The stack with `employees` in UN-ANDINA and the latency on every answer; builds the app the first time. */
const startEmployeesStack = (employees: number, build: boolean) =>
  startStack({
    ports,
    dataDir: '.data/bench-employees',
    timeoutMs: 360_000,
    env: {
      STACK_SEED_EMPLOYEES: String(employees),
      STACK_LATENCY_MS: String(latencyMs),
      ...(build ? {} : { STACK_SKIP_BUILD: '1' }),
    },
  });

/**
 * Records, in the page, when each moment happened (performance.now()). A string, not a function: tsx
 * wraps named functions in a helper the page does not have.
 */
const watchMoments = `(() => {
  const moments = {};
  window.benchMoments = moments;
  const check = () => {
    const now = performance.now();
    const heading = [...document.querySelectorAll('h1')].some((h) => h.textContent === 'Selecciona un empleado');
    if (heading && moments.shown === undefined) moments.shown = now;
    const search = document.querySelector('input[type="search"]');
    if (search && moments.searchable === undefined) moments.searchable = now;
    if (document.querySelector('ul[aria-label="Resultados de la búsqueda"] li') && moments.results === undefined)
      moments.results = now;
    const loading = [...document.querySelectorAll('[role="status"], [role="alert"]')].some((element) =>
      /Cargando empleados|No se pudieron cargar/.test(element.textContent || ''),
    );
    if (search && !loading && moments.whole === undefined) moments.whole = now;
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
})();`;

async function measureOnce(page: Page): Promise<Omit<Row, 'employees' | 'queryMs'>> {
  await page.goto(`${app}/employees/select-employee`);
  const search = await page.locator('::-p-aria([name="Empleado"][role="searchbox"])').waitHandle();
  await search.type('a');
  await page
    .waitForFunction(
      () => {
        const moments = (window as unknown as { benchMoments?: Record<string, number> }).benchMoments;
        return moments?.whole !== undefined && moments.results !== undefined;
      },
      { timeout: 60_000, polling: 50 },
    )
    .catch(async (error: unknown) => {
      const seen = await page.evaluate(() => ({
        moments: (window as unknown as { benchMoments?: Record<string, number> }).benchMoments,
        text: (document.body.textContent ?? '').slice(0, 600),
      }));
      throw new Error(`the page did not settle: ${JSON.stringify(seen)}`, { cause: error });
    });
  const moments = await page.evaluate(
    () => (window as unknown as { benchMoments: Record<string, number> }).benchMoments,
  );
  const shown = moments.shown ?? 0;
  return {
    searchableMs: Math.round((moments.searchable ?? 0) - shown),
    firstResultsMs: Math.round((moments.results ?? 0) - shown),
    wholeListMs: Math.round((moments.whole ?? 0) - shown),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** Mean time of a search over the unit's employees, as the page prepares them (the seed's own rows). */
function queryMs(employees: number): number {
  const seed = generateSeed(new Date(), { andinaEmployees: employees });
  const index = buildEmployeeIndex(
    seed.employees
      .filter((row) => row.unitCode === 'UN-ANDINA' && row.contractStatuses.includes('Formalized'))
      .map((row) => parseEmployee(row.document)),
  );
  const queries = ['jose', 'PEÑA', 'maria gomez', '1000', 'zzz-sin-resultado', 'andres nunez'];
  for (let i = 0; i < 60; i += 1) searchEmployees(index, queries[i % queries.length] ?? '', 50);
  const rounds = 600;
  const started = performance.now();
  for (let i = 0; i < rounds; i += 1) searchEmployees(index, queries[i % queries.length] ?? '', 50);
  return (performance.now() - started) / rounds;
}

async function measureSize(browser: Browser, employees: number): Promise<Row> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await signIn(page, app);
    await page.evaluateOnNewDocument(watchMoments);
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await measureOnce(page));
    return {
      employees,
      searchableMs: median(samples.map((s) => s.searchableMs)),
      firstResultsMs: median(samples.map((s) => s.firstResultsMs)),
      wholeListMs: median(samples.map((s) => s.wholeListMs)),
      queryMs: queryMs(employees),
    };
  } finally {
    await context.close();
  }
}

const count = (n: number) => new Intl.NumberFormat('en-US').format(n);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function table(rows: Row[]): string {
  return [
    '| employees | pages of 500 | search box (page 1 in) | first results | whole list | a query |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${count(r.employees)} | ${Math.ceil(r.employees / 500)} | ${seconds(r.searchableMs)} | ${seconds(r.firstResultsMs)} | ${seconds(r.wholeListMs)} | ${r.queryMs.toFixed(2)} ms |`,
    ),
  ].join('\n');
}

function writeDocs(rows: Row[], chromiumVersion: string): void {
  const path = join(root, 'docs/performance.md');
  const start = '<!-- employees:start -->';
  const end = '<!-- employees:end -->';
  const text = readFileSync(path, 'utf8');
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/performance.md lacks the ${start} … ${end} markers`);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ');
  const body = `\n_Last run: ${when} UTC, \`npm run bench -- employees\`, ${latencyMs} ms on every answer of the services, median of ${runs} fresh page loads, Chromium ${chromiumVersion}, 2 shared cores (load average ${load} at the end)._\n\n${table(rows)}\n`;
  writeFileSync(path, `${text.slice(0, from + start.length)}${body}${text.slice(to)}`);
}

async function main(): Promise<number> {
  const browser = await launchChromium();
  const rows: Row[] = [];
  try {
    const version = (await browser.version()).replace(/^HeadlessChrome\//, '');
    for (const [position, employees] of sizes.entries()) {
      console.log(
        `employees: ${count(employees)} employees, ${latencyMs} ms latency: starting the stack on ${app} …`,
      );
      const stack = await startEmployeesStack(employees, position === 0);
      try {
        const row = await measureSize(browser, employees);
        console.log(table([row]).split('\n').at(-1));
        rows.push(row);
      } finally {
        await stopStack(stack);
      }
    }
    console.log(table(rows));
    writeDocs(rows, version);
  } finally {
    await browser.close();
  }
  let ok = true;
  for (const row of rows.filter((r) => r.employees >= 20_000)) {
    const checks = [
      ['first results', row.firstResultsMs, budgets.firstResultsMs, 'ms'],
      ['whole list', row.wholeListMs, budgets.wholeListMs, 'ms'],
      ['a query', row.queryMs, budgets.queryMs, 'ms'],
    ] as const;
    for (const [name, value, budget] of checks) {
      const within = value < budget;
      ok &&= within;
      console.log(
        `${within ? 'ok  ' : 'FAIL'} ${count(row.employees)} employees, ${name}: ${value.toFixed(name === 'a query' ? 2 : 0)} ms (budget < ${budget} ms)`,
      );
    }
  }
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
