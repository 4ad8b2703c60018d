// npm run serve (stack/serve.ts): it validates the deployment's config.json before serving,
// naming a bad key, and serves that file — never one left in the build — with the headers it implies.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { exampleSite } from '@stack/nginx';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const tsx = 'node_modules/tsx/dist/cli.mjs';
let dir: string;
let dist: string;

const good = {
  ...exampleSite.config,
  oidc: {
    ...exampleSite.config.oidc,
    redirectUri: 'http://localhost/',
    postLogoutRedirectUri: 'http://localhost/',
  },
};

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-erm-serve-'));
  dist = join(dir, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(dist, 'config.json'), '{"left":"in the build"}');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('npm run serve', () => {
  test('refuses a config.json with a bad key, naming it', async () => {
    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ ...good, oidc: { ...good.oidc, authority: 'id.example.com' } }));
    const failed = await promisify(execFile)(process.execPath, [
      tsx,
      'stack/serve.ts',
      '--config',
      bad,
      '--dist',
      dist,
    ]).catch((error: { code: number; stderr: string }) => error);
    expect((failed as { code: number }).code).toBe(1);
    expect((failed as { stderr: string }).stderr).toContain(
      'oidc.authority: debe ser una dirección http(s) válida',
    );
  });

  test("serves the build with the deployment's config.json and the CSP built from it", async () => {
    const path = join(dir, 'good.json');
    await writeFile(path, JSON.stringify(good));
    const child = spawn(
      process.execPath,
      [tsx, 'stack/serve.ts', '--config', path, '--dist', dist, '--port', '0', '--host', 'localhost'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const url = await new Promise<string>((found, fail) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const match = /en (http:\/\/localhost:\d+)/.exec(output);
          if (match?.[1]) found(match[1]);
        });
        child.once('exit', (code) => fail(new Error(`serve stopped (${code}): ${output}`)));
      });
      const config = await fetch(`${url}/config.json`);
      expect(await config.json()).toEqual(
        JSON.parse(
          JSON.stringify({
            ...good,
            oidc: { ...good.oidc, scope: 'openid profile email offline_access' },
            useSampleBusinessUnits: false,
            retryAttempts: 3,
            timeoutMs: 10000,
            inactivity: { idleMs: 900000, warningMs: 60000 },
          }),
        ),
      );
      const index = await fetch(`${url}/holidays`);
      expect(await index.text()).toContain('<div id="root">');
      expect(index.headers.get('content-security-policy')).toContain(
        "connect-src 'self' https://id.example.com https://api.example.com",
      );
      expect(index.headers.get('cache-control')).toBe('no-cache');
      const health = await fetch(`${url}/health`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
    } finally {
      child.kill('SIGTERM');
    }
  });

  test('--wait-for holds the listening until the services are ready', async () => {
    const path = join(dir, 'wait.json');
    await writeFile(path, JSON.stringify(good));
    let ready = false;
    let probed: () => void = () => undefined;
    const probedOnce = new Promise<void>((resolve) => {
      probed = resolve;
    });
    const services = createServer((_req, res) => {
      probed();
      res.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json' }).end('{}');
    });
    await new Promise<void>((listening) => services.listen(0, 'localhost', () => listening()));
    const readyUrl = `http://localhost:${(services.address() as AddressInfo).port}/ready`;
    const child = spawn(
      process.execPath,
      [
        tsx,
        'stack/serve.ts',
        '--config',
        path,
        '--dist',
        dist,
        '--port',
        '0',
        '--host',
        'localhost',
        '--wait-for',
        readyUrl,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    try {
      await probedOnce;
      expect(output).toContain(`Esperando a que ${readyUrl} responda 200`);
      expect(output).not.toContain('sirve');
      ready = true;
      await new Promise<void>((served, fail) => {
        child.stdout.on('data', () => /sirve .* en http/.test(output) && served());
        child.once('exit', (code) => fail(new Error(`serve stopped (${code}): ${output}`)));
      });
    } finally {
      child.kill('SIGTERM');
      services.close();
    }
  });
});
