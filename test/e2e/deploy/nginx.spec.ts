// The nginx configuration of docs/deployment.md (stack/nginx.ts writes it; a unit test keeps the
// document equal to it) serves the build through Debian's nginx, and a person signs in through it. CI
// installs nginx (.ci/run) and sets REQUIRE_NGINX=1, so there it runs, never skips.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { exampleSite, nginxConfig } from '@stack/nginx';
import { permissionsPolicy } from '@stack/static-server';
import { answering, e2eDist, freePort, run, signInThrough, startBackend } from './support';

const nginx = '/usr/sbin/nginx';

const nginxMissing = () => !existsSync(nginx) && !process.env.REQUIRE_NGINX;

/** Runs Debian's nginx (not as a daemon) with `site` in a folder of its own; `stop()` ends it. */
async function startNginx(site: string) {
  const dir = await mkdtemp(join(tmpdir(), 'portal-erm-nginx-'));
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
  return {
    dir,
    server,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

test('signs in through Debian nginx with the configuration of docs/deployment.md', async ({ page }) => {
  test.skip(nginxMissing(), 'nginx is not installed (apt-get install nginx)');
  test.setTimeout(180_000);
  const port = await freePort();
  const backend = await startBackend(port);
  const { server, stop } = await startNginx(
    nginxConfig({ distDir: e2eDist, configPath: backend.configPath, config: backend.stack.appConfig, port }),
  );
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
    await stop();
    await backend.dispose();
  }
});

test('the TLS server block: HTTP/2 with HSTS on a self-signed certificate, plain HTTP redirected', async () => {
  test.skip(nginxMissing(), 'nginx is not installed (apt-get install nginx)');
  const [port, httpPort] = [await freePort(), await freePort()];
  const keys = await mkdtemp(join(tmpdir(), 'portal-erm-tls-'));
  const certificate = join(keys, 'fullchain.pem');
  const key = join(keys, 'privkey.pem');
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '1',
    '-subj',
    '/CN=localhost',
    '-addext',
    'subjectAltName=DNS:localhost',
    '-keyout',
    key,
    '-out',
    certificate,
  ]);
  const ca = await readFile(certificate);
  const { stop, server } = await startNginx(
    nginxConfig({
      distDir: e2eDist,
      configPath: join(keys, 'config.json'),
      config: exampleSite.config,
      port,
      serverName: 'localhost',
      tls: { certificate, key, httpPort },
    }),
  );
  try {
    await answering(`http://localhost:${httpPort}/`, server.child, server.output, { status: 301 });
    const plain = await fetch(`http://localhost:${httpPort}/employees?x=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://localhost/employees?x=1');

    // An HTTP/2 session (ALPN h2) trusting only the certificate made above.
    const session = connect(`https://localhost:${port}`, { ca });
    try {
      const answer = (path: string) =>
        new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
          const request = session.request({ ':path': path });
          let body = '';
          let headers: IncomingHttpHeaders = {};
          request.on('response', (received) => (headers = received));
          request.setEncoding('utf8');
          request.on('data', (chunk) => (body += chunk));
          request.on('end', () => resolve({ headers, body }));
          request.on('error', reject);
          request.end();
        });
      const index = await answer('/employees/select-employee');
      expect(index.headers[':status']).toBe(200);
      expect(index.body).toContain('<div id="root">');
      expect(index.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
      expect(index.headers['content-security-policy']).toContain("default-src 'self'");
      const health = await answer('/health');
      expect([health.headers[':status'], JSON.parse(health.body)]).toEqual([200, { status: 'ok' }]);
      expect(health.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      session.close();
    }
  } finally {
    await stop();
    await rm(keys, { recursive: true, force: true });
  }
});
