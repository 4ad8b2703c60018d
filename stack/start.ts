// npm start: builds the app for the chosen ports, then starts the provider, the services and the app
// server, prints the address and the demo accounts, and stops everything on Ctrl-C / SIGTERM.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { demoAccounts } from './accounts';
import { buildEnv } from './build-env';
import { defaultPorts, originOf, settingsFromEnv } from './config';
import { startStack } from './stack';

const settings = settingsFromEnv();
const { ports } = settings;
const urls = { app: originOf(ports.app), oidc: originOf(ports.oidc), services: originOf(ports.services) };
const defaultAppPort =
  ports.app === defaultPorts.app &&
  ports.oidc === defaultPorts.oidc &&
  ports.services === defaultPorts.services;
/** The build bakes the addresses in, so other ports get their own output folder. */
const distDir = defaultAppPort ? 'dist' : `.data/dist-${ports.app}`;

function build(): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env: { ...process.env, ...buildEnv(urls) },
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build terminó con código ${code}`)),
    );
  });
}

async function main() {
  const started = Date.now();
  if (process.env.STACK_SKIP_BUILD === '1') {
    console.log(`Usando la compilación existente en ${distDir}/ (STACK_SKIP_BUILD=1).`);
  } else {
    console.log(`Compilando la aplicación en ${distDir}/ …`);
    await build();
  }
  const stack = await startStack({
    ports,
    dataDir: settings.dataDir,
    mode: settings.mode,
    reset: settings.reset,
    distDir,
    seedEmployees: settings.seedEmployees,
    latencyMs: settings.latencyMs,
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const width = Math.max(...demoAccounts.map((account) => account.accountId.length));
  console.log(`
Portal-ERM está listo (${seconds} s).

  Aplicación:              ${stack.urls.app}/?portal=ERM-DEMO
  Proveedor OpenID:        ${stack.urls.oidc}  (${stack.urls.oidc}/.well-known/openid-configuration)
  Servicios de referencia: ${stack.urls.services}
  Datos:                   ${settings.dataDir}${settings.mode === 'test' ? '\n  Modo de pruebas:         inyección de fallas activa (POST/DELETE /__faults)' : ''}

Cuentas de demostración (contraseña: demo):
${demoAccounts.map((account) => `  ${account.accountId.padEnd(width)}  ${account.shows}`).join('\n')}

Ctrl-C detiene todo.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: deteniendo Portal-ERM…`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('No se pudo iniciar Portal-ERM:', error instanceof Error ? error.message : error);
  process.exit(1);
});
