// The services' health for load balancers and orchestrators: `/health` answers while the process runs,
// `/ready` only while the database answers too; neither asks for a token. With the database gone (PGlite
// closed; on PostgreSQL, the server unreachable, as when it is stopped) `/ready` says so with 503 and a
// reason, `/health` stays 200, and once the server is back `/ready` is 200 again without a restart.
import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

let stack: TestStack | undefined;

afterEach(async () => {
  await stack?.dispose();
  stack = undefined;
});

const probe = async (url: string) => {
  const response = await fetch(url);
  return {
    status: response.status,
    body: await response.json(),
    cache: response.headers.get('cache-control'),
  };
};

describe('GET /health and GET /ready', () => {
  test('answer 200 with no token, no DPoP proof and no Origin', async () => {
    stack = await startTestStack('dev');
    expect(await probe(`${stack.urls.services}/health`)).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    expect(await probe(`${stack.urls.services}/ready`)).toEqual({
      status: 200,
      body: { status: 'ready' },
      cache: 'no-store',
    });
  });

  test.skipIf(process.env.DATABASE_URL)(
    'with the database closed: /ready 503 with its reason, /health 200',
    async () => {
      stack = await startTestStack('dev');
      await stack.db.close();
      expect(await probe(`${stack.urls.services}/ready`)).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'La base de datos no responde.' },
        cache: 'no-store',
      });
      expect((await probe(`${stack.urls.services}/health`)).status).toBe(200);
    },
  );
});

/** A TCP relay to the PostgreSQL server: closing it is, for the services, the server stopped. */
function relay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const start = (port = 0) =>
    new Promise<number>((listening, fail) => {
      server = createServer((client) => {
        const socket = connect(Number(target.port || 5432), target.hostname);
        for (const end of [client, socket]) {
          sockets.add(end);
          end.on('error', () => undefined);
          end.on('close', () => sockets.delete(end));
        }
        client.pipe(socket).pipe(client);
      });
      server.once('error', fail);
      server.listen(port, 'localhost', () => {
        const address = server?.address();
        listening(typeof address === 'object' && address ? address.port : 0);
      });
    });
  const stop = () =>
    new Promise<void>((closed) => {
      for (const socket of sockets) socket.destroy();
      server ? server.close(() => closed()) : closed();
    });
  return { start, stop };
}

describe.runIf(process.env.DATABASE_URL)('on PostgreSQL', () => {
  test('the server unreachable: /ready 503 within its time-out, /health 200; back again: /ready 200', async () => {
    const serverUrl = new URL(process.env.DATABASE_URL ?? '');
    const postgres = relay(serverUrl);
    const port = await postgres.start();
    const throughRelay = new URL(serverUrl);
    throughRelay.hostname = 'localhost';
    throughRelay.port = String(port);
    vi.stubEnv('DATABASE_URL', throughRelay.toString());
    try {
      stack = await startTestStack('dev');
      expect((await probe(`${stack.urls.services}/ready`)).status).toBe(200);
      await postgres.stop();
      expect(await probe(`${stack.urls.services}/ready`)).toEqual({
        status: 503,
        body: { status: 'unavailable', reason: 'La base de datos no responde.' },
        cache: 'no-store',
      });
      expect((await probe(`${stack.urls.services}/health`)).status).toBe(200);
      await postgres.start(port);
      expect((await probe(`${stack.urls.services}/ready`)).status).toBe(200);
    } finally {
      await postgres.start(port).catch(() => undefined);
      await stack?.dispose();
      stack = undefined;
      await postgres.stop();
      vi.unstubAllEnvs();
    }
  });
});
