// What the Chromium benches share (once employees-load.ts had copied lighthouse.ts): the
// local stack started as `npm start` does, on the stack's default ports shifted by BENCH_PORT_OFFSET (or
// the bench's own offset), its data in a folder of the bench's, reset each run; stopped with its whole
// process group; and the sign-in as a person does it on the provider's page.
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import puppeteer, { type Page } from 'puppeteer-core';

export const root = resolve(import.meta.dirname, '../..');
/** Debian's Chromium; CHROMIUM_PATH to change it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** An event of a Chromium trace, as the benches read it. */
export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> & { documentLoaderURL?: string } };
}

/** Debian's Chromium, headless, as every bench drives it. */
export function launchChromium() {
  return puppeteer.launch({
    executablePath: chromiumPath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
    defaultViewport: null,
  });
}

/** The stack's ports shifted by BENCH_PORT_OFFSET, else by the bench's default offset. */
export function benchPorts(defaultOffset: number) {
  const offset = Number(process.env.BENCH_PORT_OFFSET ?? defaultOffset) || 0;
  const ports = { app: 5173 + offset, oidc: 4000 + offset, services: 4100 + offset };
  return { ports, app: `http://localhost:${ports.app}` };
}

export interface StackOptions {
  ports: { app: number; oidc: number; services: number };
  /** Where the stack keeps its data (reset on start), e.g. '.data/bench'. */
  dataDir: string;
  /** More of the stack's variables (STACK_SEED_EMPLOYEES, STACK_LATENCY_MS, STACK_SKIP_BUILD…). */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Node's own flags for the stack's process (e.g. `--cpu-prof`): it then runs with `--import tsx`. */
  nodeArgs?: string[];
}

/** Starts `stack/start.ts` in a process group of its own and resolves once it says it is ready. */
export function startStack({
  ports,
  dataDir,
  env = {},
  timeoutMs = 240_000,
  nodeArgs,
}: StackOptions): Promise<ChildProcess> {
  const args = nodeArgs
    ? [...nodeArgs, '--import', 'tsx', 'stack/start.ts']
    : [join(root, 'node_modules/tsx/dist/cli.mjs'), 'stack/start.ts'];
  const child = spawn(process.execPath, args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      APP_PORT: String(ports.app),
      OIDC_PORT: String(ports.oidc),
      SERVICES_PORT: String(ports.services),
      STACK_DATA_DIR: dataDir,
      STACK_RESET: '1',
      ...env,
    },
  });
  return new Promise((resolvePromise, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`the stack did not start in ${timeoutMs / 60_000} minutes:\n${output}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Portal-ERM está listo')) {
        clearTimeout(timer);
        resolvePromise(child);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stack stopped (${code}):\n${output}`));
    });
  });
}

/** Stops the stack's process group; resolves once it has exited. */
export function stopStack(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  return new Promise((resolvePromise) => {
    if (!child.pid || child.exitCode !== null) return resolvePromise();
    child.once('exit', () => resolvePromise());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      resolvePromise();
    }
  });
}

/**
 * Signs in as ana.admin / demo on the provider's page and picks the unit "Operaciones Región Andina";
 * with `employee`, picks that employee too and waits for home, else waits for employee selection.
 */
export async function signIn(page: Page, app: string, employee?: { search: string; name: string }) {
  await page.goto(`${app}/?portal=ERM-DEMO`, { waitUntil: 'networkidle0' });
  await page.locator('::-p-aria([name="Usuario"][role="textbox"])').fill('ana.admin');
  await page.locator('::-p-aria([name="Contraseña"])').fill('demo');
  await page.locator('::-p-aria([name="Iniciar sesión"][role="button"])').click();
  await page.locator('::-p-text(Operaciones Región Andina)').click();
  await page.locator('::-p-aria([name="Continuar"][role="button"])').click();
  const search = page.locator('::-p-aria([name="Empleado"][role="searchbox"])');
  if (!employee) {
    await search.wait();
    return;
  }
  await search.fill(employee.search);
  await page.locator(`::-p-text(${employee.name})`).click();
  await page.locator('::-p-aria([name="Continuar"][role="button"])').click();
  await page.locator('::-p-aria([name="Hola, Ana Sofía Gutiérrez"][role="heading"])').wait();
}
