// npm run serve: the production server of a built app. Serves a dist/ with the given
// config.json (validated first: a bad key stops it, named) and the security headers of stack/README.md —
// a Content-Security-Policy built from that configuration, COOP, Permissions-Policy, nosniff,
// Referrer-Policy — a year's cache for hashed assets and none for index.html and config.json.
// docs/deployment.md gives the same as an nginx configuration.
//
//   npm run serve -- --config ./config.json [--dist dist] [--port 8080] [--host 0.0.0.0]
//                   [--wait-for https://api.example.com/ready …]
//
// Also from the environment: PORTAL_CONFIG, PORTAL_DIST, PORT, HOST, PORTAL_WAIT_FOR (addresses separated
// by commas). `--wait-for` holds the listening until each address answers 200 (the services' `/ready`), so
// an orchestrator that starts everything at once never routes people to an app whose services cannot
// answer yet; `/health` answers 200 while the server runs.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type AppConfig, ConfigError, parseConfig } from '@src/config';
import { createStaticHandler } from './static-server';

/** Reads and validates a config.json file; throws a ConfigError naming the keys at fault. */
async function readConfigFile(path: string): Promise<AppConfig> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new ConfigError([{ key: 'config.json', message: `no se pudo leer ${path}` }]);
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new ConfigError([{ key: 'config.json', message: `${path} no es un JSON válido` }]);
  }
  return parseConfig(document);
}

/** How long `--wait-for` waits for each address before giving up (the server then never listens). */
const waitLimitMs = 120_000;

/** Resolves once `url` answers 200; throws after `waitLimitMs`. */
async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + waitLimitMs;
  let last = 'sin respuesta';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
      await response.body?.cancel();
      if (response.ok) return;
      last = `respondió ${response.status}`;
    } catch {
      last = 'sin respuesta';
    }
    await new Promise((next) => setTimeout(next, 1000));
  }
  throw new Error(`${url} no respondió 200 en ${waitLimitMs / 1000} s (${last})`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      dist: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'wait-for': { type: 'string', multiple: true },
    },
  });
  const configPath = values.config ?? process.env.PORTAL_CONFIG;
  if (!configPath) throw new Error('falta --config <config.json> (o PORTAL_CONFIG); ver docs/deployment.md');
  const distDir = resolve(values.dist ?? process.env.PORTAL_DIST ?? 'dist');
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error(`${distDir} no tiene index.html: ejecuta npm run build primero`);
  }
  const config = await readConfigFile(configPath);
  const port = Number(values.port ?? process.env.PORT ?? 8080);
  const host = values.host ?? process.env.HOST ?? '0.0.0.0';
  const waits = values['wait-for'] ?? (process.env.PORTAL_WAIT_FOR ?? '').split(',').filter(Boolean);
  for (const url of waits) {
    console.log(`Esperando a que ${url} responda 200 …`);
    await waitFor(url);
  }
  const handler = createStaticHandler({ distDir, config });
  const server = createServer((req, res) => void handler(req, res));
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ready());
  });
  const { port: bound } = server.address() as AddressInfo;
  console.log(
    `Portal-ERM sirve ${distDir} en http://${host === '0.0.0.0' ? 'localhost' : host}:${bound} con ${resolve(configPath)}` +
      `\n  proveedor: ${config.oidc.authority}\n  servicios: ${config.services.staffQuery} …`,
  );
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('npm run serve:', error instanceof Error ? error.message : error);
  process.exit(1);
});
