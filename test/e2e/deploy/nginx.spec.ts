// Issue 28: the nginx configuration of docs/deployment.md (stack/nginx.ts writes it; a unit test keeps the
// document equal to it) serves the build through Debian's nginx, and a person signs in through it. CI
// installs nginx (.ci/run) and sets REQUIRE_NGINX=1, so there it runs, never skips.
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { nginxConfig } from '@stack/nginx';
import { permissionsPolicy } from '@stack/static-server';
import { answering, e2eDist, freePort, run, signInThrough, startBackend } from './support';

const nginx = '/usr/sbin/nginx';

test('signs in through Debian nginx with the configuration of docs/deployment.md', async ({ page }) => {
  test.skip(
    !existsSync(nginx) && !process.env.REQUIRE_NGINX,
    'nginx is not installed (apt-get install nginx)',
  );
  test.setTimeout(180_000);
  const port = await freePort();
  const backend = await startBackend(port);
  const dir = await mkdtemp(join(tmpdir(), 'portal-erm-nginx-'));
  const site = nginxConfig({
    distDir: e2eDist,
    configPath: backend.configPath,
    config: backend.stack.appConfig,
    port,
  });
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((name) => `  ${name}_temp_path ${join(dir, name)};`)
    .join('\n');
  await writeFile(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')};
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
${site}
}
`,
  );
  const server = run(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;']);
  const appUrl = `http://localhost:${port}`;
  try {
    await answering(`${appUrl}/config.json`, server.child, server.output);

    const index = await fetch(`${appUrl}/employees/select-employee`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('<div id="root">');
    expect(index.headers.get('content-security-policy')).toContain(
      `connect-src 'self' ${backend.stack.urls.oidc} ${backend.stack.urls.services}`,
    );
    expect(index.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(index.headers.get('permissions-policy')).toBe(permissionsPolicy);
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    expect(index.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(index.headers.get('cache-control')).toBe('no-cache');

    const config = await fetch(`${appUrl}/config.json`);
    expect(config.headers.get('content-type')).toContain('application/json');
    expect(config.headers.get('cache-control')).toBe('no-cache');
    expect(await config.json()).toEqual(backend.stack.appConfig);

    const script = /src="(\/assets\/[^"]+\.js)"/.exec(await (await fetch(appUrl)).text())?.[1] ?? '';
    const asset = await fetch(`${appUrl}${script}`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect((await fetch(`${appUrl}/assets/missing.js`)).status).toBe(404);
    expect((await fetch(`${appUrl}${script}.map`)).status).toBe(404);

    const health = await fetch(`${appUrl}/health`);
    expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    // What the load balancer also watches: the services' own liveness and readiness.
    for (const path of ['/health', '/ready']) {
      expect((await fetch(`${backend.stack.urls.services}${path}`)).status).toBe(200);
    }

    await signInThrough(page, appUrl, backend);
  } finally {
    await server.stop();
    await backend.dispose();
    await rm(dir, { recursive: true, force: true });
  }
});
