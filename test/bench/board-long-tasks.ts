// Benchmark (not a test): the requests board renders and filters 500 requests without a long task over
// 50 ms on a CPU slowed down 4×. Builds the board harness (test/bench/board-harness: the
// app's board machine and page, production build), opens it in Chromium, slows the CPU through the
// DevTools protocol, watches long tasks with a PerformanceObserver, then mounts the board, types a
// keyword, picks a type and a status, clears them and turns the orientation both ways.
//
// The machine is shared (two cores, several people): another process taking the CPU stretches this
// page's tasks. So the scenario runs three times in fresh pages and the best run is judged (the
// minimum is the estimate least disturbed by others); every run is printed. Run by `npm run bench`
// (scripts/bench-budgets.mjs); `npx tsx test/bench/board-long-tasks.ts` alone prints the same lines.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { build } from 'vite';

const root = resolve(import.meta.dirname, '../..');
const harness = join(root, 'test/bench/board-harness');
const outDir = join(root, '.data/bench-board');
/** The issue's budget: no task of the main thread over 50 ms (what the Long Tasks API reports). */
const budgetMs = 50;
const cpuSlowdown = 4;
const requestCount = 500;
const runs = 3;

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

async function serve(dir: string) {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = join(dir, path === '/' ? 'index.html' : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': contentTypes[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, 'localhost', done));
  return { server, url: `http://localhost:${(server.address() as AddressInfo).port}/` };
}

/** Waits until the page has painted twice after the last change (trailing tasks get observed). */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 200))),
      ),
  );

// The waits are plain DOM reads: Playwright's role queries run in the page and would be long tasks of
// their own on a slowed-down CPU.

/** Waits until the page's text contains this. */
const showsText = (page: Page, text: string) =>
  page.waitForFunction((wanted) => (document.body.textContent ?? '').includes(wanted), text, {
    timeout: 60_000,
  });

/** Waits until the board shows exactly one card (`one`) or more than one (`many`). */
const cards = (page: Page, how: 'one' | 'many') =>
  page.waitForFunction(
    (wanted) => {
      const count = document.querySelectorAll('article').length;
      return wanted === 'one' ? count === 1 : count > 1;
    },
    how,
    { timeout: 60_000 },
  );

interface LongTask {
  phase: string;
  duration: number;
}

/** One run of the scenario in a fresh page: the long tasks seen, each with the step it fell in. */
async function runOnce(browser: Browser, url: string): Promise<LongTask[]> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-CO' });
  try {
    await page.addInitScript(() => {
      const seen: { start: number; duration: number }[] = [];
      (window as unknown as { longTasks: typeof seen }).longTasks = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          seen.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url);
    await page.waitForFunction(() => 'boardBench' in window);
    await settled(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const phases: { name: string; at: number }[] = [];
    const phase = async (name: string) => {
      phases.push({ name, at: await page.evaluate(() => performance.now()) });
    };

    await phase('render');
    await page.evaluate(() => window.boardBench.mount());
    await showsText(page, 'Sin filtros aún.');
    await cards(page, 'many');
    await settled(page);

    await phase('keyword');
    const search = page.locator('input[type="search"]');
    await search.pressSequentially('300123', { delay: 80 });
    await cards(page, 'one');
    await search.fill('');
    await cards(page, 'many');
    await settled(page);

    await phase('type filter');
    const group = (legend: string) => page.locator('fieldset', { hasText: legend });
    await group('Tipo de solicitud')
      .locator('label', { hasText: /^Certificación$/ })
      .click();
    await showsText(page, '1 filtro aplicado');
    await settled(page);
    await phase('status filter');
    await group('Estado')
      .locator('label', { hasText: /^Cerrada$/ })
      .click();
    await showsText(page, '2 filtros aplicados');
    await settled(page);
    await phase('clear filters');
    await page.locator('button', { hasText: 'Limpiar filtros' }).click();
    await showsText(page, 'Sin filtros aún.');
    await settled(page);

    await phase('orientation');
    await page.locator('button', { hasText: 'Ver en horizontal' }).click();
    await showsText(page, 'Ver en vertical');
    await settled(page);
    await page.locator('button', { hasText: 'Ver en vertical' }).click();
    await showsText(page, 'Ver en horizontal');
    await settled(page);

    const from = phases[0]?.at ?? 0;
    const tasks = await page.evaluate(
      () => (window as unknown as { longTasks: { start: number; duration: number }[] }).longTasks,
    );
    const phaseOf = (start: number) => phases.filter((p) => p.at <= start).at(-1)?.name ?? 'render';
    return tasks
      .filter((task) => task.start >= from)
      .map((task) => ({ phase: phaseOf(task.start), duration: task.duration }));
  } finally {
    await page.close();
  }
}

async function main() {
  await build({
    configFile: join(root, 'vite.config.ts'),
    root: harness,
    base: './',
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 4096 },
  });
  const { server, url } = await serve(outDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const results: LongTask[][] = [];
    for (let run = 1; run <= runs; run += 1) {
      const over = (await runOnce(browser, url)).filter((task) => task.duration > budgetMs);
      results.push(over);
      const detail = over.map((task) => `${task.phase} ${task.duration.toFixed(0)} ms`).join(', ');
      console.log(
        `     run ${run}: ${over.length} long task(s) over ${budgetMs} ms${detail ? ` (${detail})` : ''}`,
      );
    }
    const longestOf = (tasks: LongTask[]) => Math.max(0, ...tasks.map((task) => task.duration));
    const best = results.reduce((a, b) => (longestOf(b) < longestOf(a) ? b : a));
    const ok = best.length === 0;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} board with ${requestCount} requests, CPU ${cpuSlowdown}× slower: ${ok ? 'no task' : `a task of ${longestOf(best).toFixed(0)} ms`} over ${budgetMs} ms in the best of ${runs} runs (budget: none)`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await browser.close();
    server.close();
  }
}

await main();
