import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { registry } from '@machines/index';
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';
import { buildSite, serveSite } from '../../../scripts/flows-site';
import { csvColumns } from '../../../scripts/paths';

/** Each flow's page, with its diagrams; the other pages (the index, the demo requests' paths) have none of their own. */
const machinePages = new Set(registry.map((entry) => `${entry.name}.html`));

// The flows site of `npm run flows` (scripts/flows-site.ts), offline. Starting at the index,
// every page is visited: it renders its title and, for a machine, its diagrams as drawn SVG; every link
// resolves (pages are visited, files fetched); axe finds no violation.

test.describe.configure({ timeout: 300_000 });

// The site is built here, as `npm run flows -- --out` builds it, rather than by a web server of the
// run: drawing every diagram takes minutes, and a web server is ready before any test starts, so the
// whole run waited for it. Built in this worker, it overlaps the other worker's tests.
let site: { folder: string; server: Server } | undefined;

test.beforeAll(async () => {
  test.setTimeout(15 * 60_000);
  const folder = mkdtempSync(join(tmpdir(), 'flows-site-e2e-'));
  await buildSite(folder);
  const server = serveSite(folder, e2ePorts.flows);
  await once(server, 'listening');
  site = { folder, server };
});

test.afterAll(async () => {
  if (!site) return;
  site.server.close();
  rmSync(site.folder, { recursive: true, force: true });
});

test('every page renders, every link resolves and axe is clean', async ({ page, request }) => {
  const queue = ['index.html'];
  const visited = new Set<string>();
  const files = new Set<string>();
  while (queue.length > 0) {
    const path = queue.shift() as string;
    if (visited.has(path)) continue;
    visited.add(path);
    const response = await page.goto(`/${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const diagrams = page.getByRole('region', { name: /^Diagrama: / });
    if (machinePages.has(path)) {
      await expect(page.getByRole('heading', { name: 'Diagramas' })).toBeVisible();
      expect(await diagrams.count(), path).toBeGreaterThan(0);
    } else if (path === 'index.html') {
      expect(await diagrams.count()).toBeGreaterThan(0);
    }
    for (const diagram of await diagrams.all()) {
      await expect(diagram.locator('svg g.node, svg g.nodes').first()).toBeAttached();
    }
    const links = await page
      .locator('a[href]')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
    for (const href of links) {
      expect(href, `${path}: a link of the site, not of the network`).not.toMatch(/^[a-z]+:/);
      if (href.endsWith('.html')) queue.push(href);
      else files.add(href);
    }
    const axe = await new AxeBuilder({ page }).analyze();
    expect(
      axe.violations.map(
        (violation) =>
          `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      ),
    ).toEqual([]);
  }
  expect(visited.size).toBeGreaterThan(19);
  expect(visited).toContain('request-paths.html');
  for (const file of files) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
  }
  expect([...files].filter((file) => file.endsWith('.csv')).length).toBeGreaterThan(0);
});

test('a diagram zooms in and out, and a machine offers its tester scripts as CSV', async ({
  page,
  request,
}) => {
  await page.goto('/request-wizard.html');
  const figure = page.locator('figure[data-zoom]').first();
  const svg = figure.locator('svg').first();
  await figure.getByRole('button', { name: 'Tamaño real' }).click();
  await expect(figure.getByText('100 %')).toBeVisible();
  const before = (await svg.boundingBox())?.width ?? 0;
  await figure.getByRole('button', { name: /^Acercar/ }).click();
  await expect(figure.getByText('125 %')).toBeVisible();
  expect((await svg.boundingBox())?.width ?? 0).toBeGreaterThan(before);
  const csv = page.getByRole('link', { name: /Guiones de prueba \(CSV/ });
  const response = await request.get(`/${await csv.getAttribute('href')}`);
  // The CSV a Spanish spreadsheet opens: ';' between the columns.
  const text = await response.text();
  expect(text).toContain(csvColumns.join(';'));
});
