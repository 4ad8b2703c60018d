// A release while a tab is open: the previous build's hashed files are gone when the person next opens a
// screen whose chunk that tab has not loaded yet. The app reloads once, at that screen, and the person
// lands on it with the new build, still signed in and with the employee chosen.
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { createStaticHandler } from '@stack/static-server';
import { fullOnly } from '../../../playwright.config';
import { e2eDist, filesUnder, freePort, signInThrough, startBackend } from './support';

/**
 * The previous release: the end-to-end build with every hashed file under another name (and every
 * reference to it changed), as a build of other sources would have.
 */
async function previousRelease(into: string): Promise<void> {
  await cp(e2eDist, into, { recursive: true });
  const assets = join(into, 'assets');
  const names = await readdir(assets);
  const renamed = new Map(names.map((name) => [name, name.replace(/(\.[a-z0-9]+)$/i, '-prev$1')]));
  const pattern = new RegExp(
    [...renamed.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('|'),
    'g',
  );
  for (const file of filesUnder(into)) {
    if (!/\.(html|js|css)$/.test(file)) continue;
    const text = await readFile(file, 'utf8');
    await writeFile(
      file,
      text.replace(pattern, (name) => renamed.get(name) ?? name),
    );
  }
  for (const [name, next] of renamed) await cp(join(assets, name), join(assets, next));
  for (const name of renamed.keys()) await rm(join(assets, name));
}

// In the full set: the stale-chunk reload's tests in test/app take it by default.
test('a tab open across a release reloads once on its next lazy screen and lands on it', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const backend = await startBackend(port);
  const dir = await mkdtemp(join(tmpdir(), 'portal-erm-release-'));
  const served = join(dir, 'dist');
  await previousRelease(served);
  const handler = createStaticHandler({ distDir: served, config: backend.stack.appConfig });
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((listening) => server.listen(port, 'localhost', () => listening()));
  const appUrl = `http://localhost:${port}`;
  try {
    await signInThrough(page, appUrl, backend);
    await page.getByRole('searchbox', { name: 'Empleado' }).fill('Ángela');
    await page.getByRole('button', { name: /Ángela Cañón Londoño/ }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Hola, Alberto Núñez' })).toBeVisible();
    const scripts = () => page.evaluate(() => [...document.scripts].map((script) => script.src).join());
    expect(await scripts()).toContain('-prev.js');

    // The release: the new build replaces the previous one, whose files are removed.
    await rm(served, { recursive: true, force: true });
    await cp(e2eDist, served, { recursive: true });
    const documents: string[] = [];
    const missing: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
    });
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(new URL(response.url()).pathname);
    });

    // A screen this tab has not loaded: its chunk is gone.
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Vacaciones' })
      .click();
    await expect(page.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' })).toBeVisible({
      timeout: 30_000,
    });
    expect(new URL(page.url()).pathname).toBe('/holidays');
    expect(documents).toEqual(['/holidays']);
    expect(missing.filter((path) => path.endsWith('-prev.js')).length).toBeGreaterThan(0);
    expect(await scripts()).not.toContain('-prev');
  } finally {
    await new Promise<void>((closed) => {
      server.close(() => closed());
      server.closeAllConnections();
    });
    await backend.dispose();
    await rm(dir, { recursive: true, force: true });
  }
});
