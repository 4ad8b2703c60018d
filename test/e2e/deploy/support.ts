// The deployment journeys: one build of the app, served by `npm run serve` or Debian's nginx
// with a config.json, in front of stacks started here without their own app server.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { type RunningStack, startStack } from '@stack/stack';
import { e2eDist as e2eDistDir } from '../../../playwright.config';

/** The build the end-to-end stacks serve (the first lane's stack/start.ts builds it, playwright.config.ts). */
export const e2eDist = resolve(e2eDistDir);

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((found, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, 'localhost', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? found(address.port) : fail()));
    });
  });
}

export interface Backend {
  stack: RunningStack;
  /** The stack's config.json, written to a file. */
  configPath: string;
  dispose(): Promise<void>;
}

/** A provider and services (fresh data) for an app served elsewhere on `appPort`, and its config.json. */
export async function startBackend(appPort: number): Promise<Backend> {
  const dir = await mkdtemp(join(tmpdir(), 'portal-erm-deploy-'));
  const stack = await startStack({
    dataDir: join(dir, 'data'),
    ports: { app: appPort },
    appServer: false,
    databaseUrl: undefined,
  });
  const configPath = join(dir, 'config.json');
  await writeFile(configPath, JSON.stringify(stack.appConfig, null, 2));
  return {
    stack,
    configPath,
    async dispose() {
      await stack.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until `url` answers (a server just spawned): 2xx, or `expected.status` (a redirect unfollowed). */
export async function answering(
  url: string,
  child: ChildProcess,
  output: () => string,
  expected?: { status: number },
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): ${output()}`);
    const ok = await fetch(url, { redirect: 'manual' })
      .then((response) => (expected ? response.status === expected.status : response.ok))
      .catch(() => false);
    if (ok) return;
    await new Promise((next) => setTimeout(next, 200));
  }
  throw new Error(`${url} did not answer within a minute: ${output()}`);
}

/** Starts a command, keeping its output for error messages; `stop()` ends it. */
export function run(command: string, args: string[]) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** Every file under `folder`. */
export function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * beto.unaunidad signs in through the app at `appUrl` (one business unit, chosen for him) and reaches
 * the employee selection; every call the app made went to `backend`'s provider and services.
 */
export async function signInThrough(page: Page, appUrl: string, backend: Backend): Promise<void> {
  const called = new Set<string>();
  page.on('request', (request) => {
    const origin = new URL(request.url()).origin;
    if (origin !== appUrl) called.add(origin);
  });
  await page.goto(`${appUrl}/?portal=ERM-DEMO`);
  await expect(page).toHaveURL((url) => url.origin === backend.stack.urls.oidc);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Usuario').fill('beto.unaunidad');
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(`${appUrl}/employees/select-employee`, { timeout: 60_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
  expect([...called].sort()).toEqual([backend.stack.urls.oidc, backend.stack.urls.services].sort());
}
