// Smoke test of what `npm start` serves: the built app (SPA fallback, Content-Security-Policy, caching),
// its config.json (the stack's addresses, accepted by the app's own validation) and the OIDC discovery
// document.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '@src/config';
import { type RunningStack, startStack } from '@stack/stack';
import { createStaticHandler } from '@stack/static-server';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';

// Each test signs in through the real provider; the 2 shared cores can be slow.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: RunningStack;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-erm-start-'));
  const dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html lang="es"><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, 'assets', 'app.js'), 'console.log("portal");');
  await writeFile(join(dist, 'assets', 'app.js.map'), '{"version":3,"sources":["src/main.tsx"]}');
  stack = await startStack({ dataDir: join(dir, 'data'), distDir: dist });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('npm start serves the app and the provider', () => {
  test('serves index.html with the Content-Security-Policy for ?portal=ERM-DEMO', async () => {
    const response = await fetch(`${stack.urls.app}/?portal=ERM-DEMO`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain(`connect-src 'self' ${stack.urls.oidc} ${stack.urls.services}`);
    expect(csp).toContain(`frame-src ${stack.urls.oidc}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-inline');
    // React Aria's injected pressable stylesheet, allowed by the hash Chromium reports for it.
    expect(csp).toContain("style-src 'self' 'sha256-38RhXrc7EdReTKsOm23ZPOCUgniTUUcjky8QOOrQx6o='");
  });

  test('falls back to index.html for client routes, serves assets, and 404s missing files', async () => {
    const callback = await fetch(`${stack.urls.app}/login/callback?code=abc`);
    expect(await callback.text()).toContain('<div id="root"></div>');
    const asset = await fetch(`${stack.urls.app}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect((await fetch(`${stack.urls.app}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${stack.urls.app}/favicon.ico`)).status).toBe(204);
    const outside = await fetch(`${stack.urls.app}/..%2F..%2Fpackage.json`);
    expect(await outside.text()).not.toContain('"dependencies"');
  });

  test('isolates its window (COOP same-origin) and switches off browser features it never uses', async () => {
    for (const path of ['/?portal=ERM-DEMO', '/assets/app.js', '/no-existe.js']) {
      const response = await fetch(`${stack.urls.app}${path}`);
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      const policy = response.headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(policy).toContain(`${feature}=()`);
      }
    }
  });

  test('never serves source maps, and the build writes them hidden', async () => {
    for (const path of ['/assets/app.js.map', '/assets/APP.JS.MAP', '/assets/app.js%2Emap']) {
      const response = await fetch(`${stack.urls.app}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain('sources');
    }
    const { default: viteConfig } = await import('../../vite.config');
    expect((viteConfig as { build?: { sourcemap?: unknown } }).build?.sourcemap).toBe('hidden');
  });

  test('serves the OpenID Connect discovery document', async () => {
    const response = await fetch(`${stack.urls.oidc}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { issuer: string }).issuer).toBe(stack.urls.oidc);
  });

  test('serves the app its config.json: the addresses of this stack, which the app accepts, never cached', async () => {
    const response = await fetch(`${stack.urls.app}/config.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const config = parseConfig(await response.json());
    expect(config).toEqual(stack.appConfig);
    expect(config.oidc).toEqual({
      authority: stack.urls.oidc,
      clientId: 'portal-erm',
      redirectUri: `${stack.urls.app}/`,
      postLogoutRedirectUri: `${stack.urls.app}/`,
      dpop: true,
      scope: 'openid profile email offline_access',
    });
    expect(config.services.employeeQuery).toBe(`${stack.urls.services}/employee-query`);
    expect(Object.values(config.services).every((url) => url.startsWith(stack.urls.services))).toBe(true);
  });

  test('caches hashed assets for a year and index.html for no time', async () => {
    const asset = await fetch(`${stack.urls.app}/assets/app.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/', '/index.html', '/employees/select-employee']) {
      expect((await fetch(`${stack.urls.app}${path}`)).headers.get('cache-control')).toBe('no-cache');
    }
  });

  // The real production build is made by `npm start` (and the e2e run); when dist/ is missing this
  // check is skipped rather than running a full `vite build` inside the unit tests.
  test.skipIf(!existsSync('dist/index.html'))(
    'serves the real production build in dist/ when present',
    async () => {
      const handler = createStaticHandler({
        distDir: 'dist',
        config: stack.appConfig,
      });
      const server = createServer((req, res) => void handler(req, res));
      await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
      try {
        const { port } = server.address() as AddressInfo;
        const html = await (await fetch(`http://localhost:${port}/employees/select-employee`)).text();
        expect(html).toMatch(/<script type="module"[^>]+src="\/assets\//);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
