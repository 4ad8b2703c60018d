// npm run dev: the provider, the services and the database of the local stack with Vite's dev server (hot
// reload and TanStack Query's devtools) on a port of its own; the provider trusts that origin, so a person
// signs in through it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import type { RunningStack } from '@stack/stack';
import { fullOnly } from '../../../playwright.config';
import { type Backend, freePort, run, signInThrough } from './support';

test('npm run dev signs in through the local provider on the Vite dev server', { tag: fullOnly }, async ({
  page,
}) => {
  test.setTimeout(240_000);
  const [app, oidc, services] = [await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(join(tmpdir(), 'portal-erm-dev-'));
  const previous = { ...process.env };
  Object.assign(process.env, {
    APP_PORT: String(app),
    OIDC_PORT: String(oidc),
    SERVICES_PORT: String(services),
    STACK_DATA_DIR: dataDir,
  });
  const dev = run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'stack/start.ts', '--dev']);
  process.env = previous;
  const appUrl = `http://localhost:${app}`;
  try {
    await expect
      .poll(() => (dev.child.exitCode === null ? dev.output() : `stopped: ${dev.output()}`), {
        timeout: 120_000,
      })
      .toContain('Portal-ERM está listo');
    // Vite's dev server, not a build: its client (hot reload) is on the page.
    expect(await (await fetch(`${appUrl}/`)).text()).toContain('/@vite/client');
    const config = (await (await fetch(`${appUrl}/config.json`)).json()) as { oidc: { authority: string } };
    expect(config.oidc.authority).toBe(`http://localhost:${oidc}`);

    const backend = {
      stack: {
        urls: { app: appUrl, oidc: `http://localhost:${oidc}`, services: `http://localhost:${services}` },
      },
    } as unknown as Backend & { stack: Pick<RunningStack, 'urls'> };
    // The dev server renders in React's StrictMode, which stops and starts every machine once more: the
    // calls the first start aborted must not end the sign-in on error 500.
    await signInThrough(page, appUrl, backend);
    await expect(page.getByRole('heading', { name: 'Selecciona un empleado' })).toBeVisible();
    await expect(page.getByText('Código de error')).toHaveCount(0);
    // TanStack Query's devtools, in development only (the bundle report keeps them out of the build).
    await page.getByRole('button', { name: 'Open Tanstack query devtools' }).click();
    await expect(page.getByRole('button', { name: /Close tanstack query devtools/i }).first()).toBeVisible();
  } finally {
    await test.info().attach('npm run dev', { body: dev.output(), contentType: 'text/plain' });
    await dev.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
});
