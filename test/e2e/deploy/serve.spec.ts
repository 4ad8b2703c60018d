// One build for every environment. The end-to-end build, served twice by `npm run serve` with
// two config.json files, signs in against two different stacks; the build itself holds no address and
// no source map.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { e2ePorts, e2eWorkers, fullOnly, lanePorts } from '../../../playwright.config';
import {
  answering,
  type Backend,
  e2eDist,
  filesUnder,
  freePort,
  run,
  signInThrough,
  startBackend,
} from './support';

test('the build holds no provider or services address and no source map', () => {
  const files = filesUnder(e2eDist);
  expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
  const addresses = [
    // Every lane's stack serves this build (playwright.config.ts).
    ...Array.from({ length: e2eWorkers }, (_, lane) => lanePorts(lane)).flatMap(({ oidc, services }) => [
      `:${oidc}`,
      `:${services}`,
    ]),
    'localhost:4000',
    'localhost:4100',
    '/staff-query',
    '/employee-portal-query',
  ];
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(
      addresses.filter((address) => text.includes(address)),
      file,
    ).toEqual([]);
  }
  expect(files.some((file) => file.endsWith('config.json'))).toBe(false);
});

test('npm run serve points one build at two stacks by their config.json', { tag: fullOnly }, async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const ports = [await freePort(), await freePort()];
  const backends: Backend[] = [];
  const servers: ReturnType<typeof run>[] = [];
  try {
    for (const port of ports) {
      const backend = await startBackend(port);
      backends.push(backend);
      const server = run(process.execPath, [
        'node_modules/tsx/dist/cli.mjs',
        'stack/serve.ts',
        '--dist',
        e2eDist,
        '--config',
        backend.configPath,
        '--port',
        String(port),
        '--host',
        'localhost',
      ]);
      servers.push(server);
      await answering(`http://localhost:${port}/config.json`, server.child, server.output);
    }
    const [first, second] = backends as [Backend, Backend];
    expect(first.stack.urls.oidc).not.toBe(second.stack.urls.oidc);
    for (const [index, backend] of backends.entries()) {
      const appUrl = `http://localhost:${ports[index]}`;
      const response = await fetch(`${appUrl}/employees/select-employee`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`connect-src 'self' ${backend.stack.urls.oidc} ${backend.stack.urls.services}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const context = await browser.newContext();
      await signInThrough(await context.newPage(), appUrl, backend);
      await context.close();
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(backends.map((backend) => backend.dispose()));
  }
});

test('a config.json with a bad or missing value shows the page naming the key, never a blank screen', async ({
  page,
}) => {
  const good = (await (await fetch(`http://localhost:${e2ePorts.app}/config.json`)).json()) as {
    oidc: Record<string, unknown>;
    services: Record<string, unknown>;
  };
  const { persistence: _left, ...services } = good.services;
  await page.route('**/config.json', (route) =>
    route.fulfill({ json: { ...good, services, oidc: { ...good.oidc, authority: 'id.example.com' } } }),
  );
  await page.goto('/?portal=ERM-DEMO');
  await expect(page.getByRole('heading', { name: 'La aplicación no está bien configurada' })).toBeVisible();
  const keys = page.getByRole('list', { name: 'Claves con problemas' });
  await expect(keys.getByRole('listitem')).toHaveText([
    'services.persistence: falta (es obligatorio)',
    'oidc.authority: debe ser una dirección http(s) válida (valor recibido: "id.example.com")',
  ]);

  await page.unroute('**/config.json');
  await page.route('**/config.json', (route) => route.fulfill({ status: 404, body: 'No encontrado.' }));
  await page.reload();
  await expect(page.getByRole('listitem')).toHaveText(['config.json: /config.json respondió 404']);
});
