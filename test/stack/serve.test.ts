// npm run serve (stack/serve.ts, issue 28): it validates the deployment's config.json before serving,
// naming a bad key, and serves that file — never one left in the build — with the headers it implies.
import { execFile, spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
    } finally {
      child.kill('SIGTERM');
    }
  });
});
