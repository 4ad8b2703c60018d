// npm start: builds the app, then starts the provider, the services and the app server, writes the app's
// config.json for the chosen ports (<STACK_DATA_DIR>/config.json, also served as /config.json: the build
// holds no address), prints the address and the demo accounts, and stops everything on Ctrl-C / SIGTERM.
//
// npm run dev (`--dev`): the same provider, services and database, with Vite's dev server on its own port
// (APP_PORT, default 5175) instead of a build: hot reload, `?inspect` for the Stately inspector. The
// provider and the services trust that origin, and the dev server's /config.json points at this stack.
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { demoAccounts } from './accounts';
import { defaultPorts, devAppPort, settingsFromEnv } from './config';
import { smtpSettingsFromEnv } from './mail/settings';
import { type StackUrls, startStack } from './stack';

const dev = process.argv.includes('--dev');
const settings = settingsFromEnv();
const ports = dev && !process.env.APP_PORT ? { ...settings.ports, app: devAppPort } : settings.ports;
const defaultAppPort =
  ports.app === defaultPorts.app &&
  ports.oidc === defaultPorts.oidc &&
  ports.services === defaultPorts.services;
/**
 * The build is the same for every port (its addresses are in config.json); another port still builds into
 * its own folder, so a second stack of this checkout (the end-to-end run) never rebuilds a running one's.
 * STACK_DIST_DIR names the folder instead (the end-to-end run's lanes all serve the first lane's build).
 */
const distDir = process.env.STACK_DIST_DIR || (defaultAppPort ? 'dist' : `.data/dist-${ports.app}`);

function build(): Promise<void> {
  const vite = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin', 'vite.js');
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [vite, 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env: process.env,
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`vite build terminó con código ${code}`)),
    );
  });
}

/**
 * Vite's dev server on `urls.app`, its /config.json (vite.config.ts, from the VITE_* variables) pointing
 * at this stack; the other VITE_* settings stay as the environment gives them.
 */
async function startDevServer(urls: StackUrls, port: number) {
  Object.assign(process.env, {
    VITE_STAFF_QUERY_URL: `${urls.services}/staff-query`,
    VITE_STAFF_URL: `${urls.services}/staff`,
    VITE_STAFF_PORTALS_URL: `${urls.services}/staff-portals`,
    VITE_EMPLOYEE_QUERY_URL: `${urls.services}/employee-query`,
    VITE_EMPLOYEE_PORTAL_QUERY_URL: `${urls.services}/employee-portal-query`,
    VITE_PERSISTENCE_URL: `${urls.services}/persistence`,
    VITE_REMUNERATION_URL: `${urls.services}/remuneration`,
    VITE_OIDC_AUTHORITY: urls.oidc,
    VITE_OIDC_REDIRECT_URI: `${urls.app}/`,
    VITE_OIDC_POST_LOGOUT_REDIRECT_URI: `${urls.app}/`,
  });
  const { createServer } = await import('vite');
  const server = await createServer({
    server: { port, strictPort: true, host: 'localhost' },
    // Its own dependency cache: node_modules/.vite is the other dev servers' (the catalogue), and each
    // would re-optimize the other's away.
    cacheDir: join(settings.dataDir, 'vite'),
    // Added by vanilla-extract's transform, so the scan misses it: found later, it re-optimized the
    // dependencies and reloaded the page in the middle of a sign-in.
    optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  });
  await server.listen();
  return server;
}

async function main() {
  const started = Date.now();
  const relay = smtpSettingsFromEnv();
  if (dev) {
    console.log(`Modo de desarrollo: servidor de Vite en el puerto ${ports.app}, sin compilar.`);
  } else if (process.env.STACK_SKIP_BUILD === '1') {
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
    appEnv: process.env,
    databaseUrl: process.env.DATABASE_URL,
    seedEmployees: settings.seedEmployees,
    loadAccounts: settings.loadAccounts,
    latencyMs: settings.latencyMs,
    dbTimeoutMs: settings.dbTimeoutMs,
    rateLimit: settings.rateLimit,
    trustedProxies: settings.trustedProxies,
    // In dev mode Vite serves the app on ports.app, which the provider and the services trust.
    appServer: !dev,
    // A tester arms faults and sows the seed again on this running stack with `npm run stack:fault` and
    // `npm run stack:reset`, which read the token it writes (stack/control.ts); `npm run serve`, the
    // production server, has no services and so nothing of the kind.
    faultToken: true,
    // A relay of the environment (SMTP_HOST…, docs/deployment.md), else the local mailbox receives the mail.
    smtp: relay,
    mailbox: relay ? undefined : settings.mailbox,
    appPublicUrl: process.env.APP_PUBLIC_URL,
    mailPortalCode: process.env.MAIL_PORTAL_CODE,
  });
  const devServer = dev ? await startDevServer(stack.urls, ports.app) : undefined;
  const configFile = join(settings.dataDir, 'config.json');
  await writeFile(configFile, `${JSON.stringify(stack.appConfig, null, 2)}\n`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const width = Math.max(...demoAccounts.map((account) => account.accountId.length));
  console.log(`
Portal-ERM está listo (${seconds} s).

  Aplicación:              ${stack.urls.app}/?portal=ERM-DEMO${dev ? `  (Vite, recarga en caliente; ${stack.urls.app}/?portal=ERM-DEMO&inspect abre Stately Inspect)` : ''}
  Proveedor OpenID:        ${stack.urls.oidc}  (${stack.urls.oidc}/.well-known/openid-configuration)
  Servicios de referencia: ${stack.urls.services}
  Configuración de la app: ${configFile}  (${stack.urls.app}/config.json)
  Buzón de correo:         ${stack.mailbox ? `${stack.mailbox.url}  (SMTP en localhost:${stack.mailbox.smtpPort}; los avisos de aprobación y sus respuestas)` : `no se inicia: el correo sale por ${relay?.host}:${relay?.port} (SMTP_HOST)`}
  Datos:                   ${process.env.DATABASE_URL ? 'PostgreSQL de DATABASE_URL' : settings.dataDir}${settings.mode === 'test' ? '\n  Modo de pruebas:         inyección de fallas abierta (POST/DELETE /__faults), datos sembrados de nuevo con POST /__reset' : ''}
  Fallas para probar:      npm run stack:fault -- --help   (datos sembrados de nuevo: npm run stack:reset)

Cuentas de demostración (contraseña: demo):
${demoAccounts.map((account) => `  ${account.accountId.padEnd(width)}  ${account.shows}`).join('\n')}${settings.loadAccounts > 0 ? `\n  carga.001 … carga.${String(settings.loadAccounts).padStart(3, '0')}  cuentas del banco de carga (STACK_LOAD_ACCOUNTS)` : ''}

Ctrl-C detiene todo.`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: deteniendo Portal-ERM…`);
    await devServer?.close();
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
