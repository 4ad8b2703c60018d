// Health of the services for a load balancer, an orchestrator or `npm run serve -- --wait-for`: no token,
// no DPoP, no CORS and never logged (a probe every few seconds would drown the log). `/health` says the
// process answers; `/ready` says the database answers too, so a service whose database is gone is taken
// out of rotation instead of answering 500 to people.
import type { Hono } from 'hono';
import type { ServicesEnv } from './calls';

/** What `/ready` runs: the smallest query the database must answer. */
interface Queryable {
  query(sql: string): Promise<unknown>;
}

/** How long `/ready` waits for the database: a server that hangs (no refusal) is as down as one stopped. */
const readyTimeoutMs = 2000;

const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** Adds `GET /health` and `GET /ready` (call it before any middleware, so none of them runs for a probe). */
export function addHealthRoutes(app: Hono<ServicesEnv>, db: Queryable): void {
  app.get('/health', (c) => c.json({ status: 'ok' }, 200, headers));
  app.get('/ready', async (c) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error('timeout')), readyTimeoutMs);
    });
    try {
      await Promise.race([db.query('SELECT 1'), late]);
      return c.json({ status: 'ready' }, 200, headers);
    } catch {
      return c.json({ status: 'unavailable', reason: 'La base de datos no responde.' }, 503, headers);
    } finally {
      clearTimeout(timer);
    }
  });
}
