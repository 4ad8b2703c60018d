// The reference services: every call of SPEC §7 on one Hono app, routed on path AND X-Action, behind
// an access-token check (DPoP-bound tokens with their proof, ./dpop.ts), with CORS for the app's origins and
// fault injection: in test mode, or for whoever shows the fault token `npm start` writes (../control.ts).
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { routePath } from 'hono/route';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { findDemoAccount } from '../accounts';
import type { StackMode } from '../config';
import type { Database } from '../database';
import { DatabaseUnavailableError, reseedDatabase } from '../db';
import type { CallDeps } from './call-context';
import type { ServicesContext, ServicesEnv } from './calls';
import { DpopError, DpopKeyCache, DpopReplayCache, dpopAlgorithms, verifyDpopProof } from './dpop';
import { forgetEmployeeLists } from './employee-order';
import { type Fault, FaultRegistry, faultsBodySchema } from './faults';
import { addHealthRoutes } from './health';
import { HttpError, messages } from './http-error';
import { latency } from './latency';
import { OverloadedError, type OverloadLimit, overloadedAnswer, overloadTurns } from './overload';
import { type AccountRateLimit, accountRateLimiter, defaultAccountRateLimit } from './rate-limit';
import { checkLengths, refuseNul } from './request-bounds';
import { routes } from './routes';
import { maxBodyBytes, maxOnboardingBodyBytes } from './validation';
import { forceStale, PreconditionError } from './versions';

export interface ServicesOptions {
  db: Database;
  issuer: string;
  /** The `aud` every access token must carry (the services' origin). */
  audience: string;
  appOrigins: string[];
  mode: StackMode;
  /** Key set to verify tokens with (default: the provider's JWKS endpoint). */
  keys?: JWTVerifyGetKey;
  /**
   * DPoP (default true): only DPoP-bound access tokens, each request with its proof. False also accepts
   * unbound tokens as Bearer; a bound token is never accepted as Bearer.
   */
  requireDpop?: boolean;
  now?: () => Date;
  /** STACK_LATENCY_MS: every answer waits this long (./latency.ts); default 0. */
  latencyMs?: number;
  /** STACK_SEED_EMPLOYEES, for test mode's reseed (`POST /__reset`) to sow what the first start did. */
  seedEmployees?: number | undefined;
  /**
   * STACK_LOAD_ACCOUNTS: the load bench's accounts (../accounts.ts), known to the calls and sown again
   * by test mode's reseed as the first start did.
   */
  loadAccounts?: number | undefined;
  /** STACK_RATE_LIMIT and STACK_RATE_BURST: calls per account (./rate-limit.ts); a part left out: the default. */
  rateLimit?: { [Part in keyof AccountRateLimit]?: number | undefined } | undefined;
  /** Calls worked on at once and the longest one waits for its turn before a 503 (./overload.ts); a part left out: the default. */
  overload?: { [Part in keyof OverloadLimit]?: number | undefined } | undefined;
  /**
   * Outside test mode, `/__faults` and `/__reset` answer only a request whose `X-Fault-Token` is this
   * (`npm start` writes it where only its own user reads it, ../control.ts); without it they are 404.
   */
  faultToken?: string | undefined;
  /** The mail the changes queue: the app's public address for its links, and the sender to wake. */
  mail?: CallDeps['mail'];
}

/** The header a fault or reseed request shows the stack's fault token in. */
export const faultTokenHeader = 'X-Fault-Token';

/** Whether `given` is `token`, compared in constant time (a wrong guess learns nothing from the delay). */
function sameToken(given: string | undefined, token: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Node request and response under Hono (absent when the app is called in-process, e.g. app.request). */
const nodeOf = (c: ServicesContext) =>
  (c.env ?? {}) as { incoming?: IncomingMessage; outgoing?: ServerResponse };

/**
 * Applies an armed fault; returns the forced answer, or undefined to go on normally (after a delay).
 * `appOrigins` give a cut answer the CORS header a browser needs to read its headers at all.
 */
async function applyFault(
  c: ServicesContext,
  fault: Fault,
  appOrigins: readonly string[],
): Promise<Response | undefined> {
  if (fault.delayMs) await sleep(fault.delayMs);
  const { incoming, outgoing } = nodeOf(c);
  if (fault.drop) {
    incoming?.socket?.destroy();
    return c.body(null, 500);
  }
  if (fault.cut && outgoing) {
    // The status line and headers go out, then the connection closes in the middle of the body: a
    // network failure the browser cannot resend on its own (it does resend a request whose reused
    // connection closes before any answer, which would make the attempts counted here more than the
    // client's).
    const origin = c.req.header('Origin') ?? '';
    outgoing.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': '4096',
      'Cache-Control': 'no-store',
      ...(appOrigins.includes(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {}),
    });
    outgoing.write('[{"cortada": ', () => outgoing.destroy());
    return RESPONSE_ALREADY_SENT;
  }
  if (fault.status !== undefined) {
    return c.json({ message: `Falla simulada (${fault.status}).` }, fault.status as 500);
  }
  if (fault.empty204) return c.body(null, 204);
  // The call goes on, and its If-Match is weighed as stale: a real 412 with the request now.
  if (fault.stale) forceStale(c);
  if (fault.malformed) {
    return c.body('{"respuesta": [malformada', 200, { 'Content-Type': 'application/json; charset=utf-8' });
  }
  return undefined;
}

/** What a 503 of a database that did not answer asks the client to wait before trying again. */
const databaseRetryAfterSeconds = 5;

/** Builds the services app. `faults` is exposed so in-process tests may arm faults directly. */
export function createServicesApp(options: ServicesOptions) {
  const { db, issuer, audience, appOrigins, mode } = options;
  const keys = options.keys ?? createRemoteJWKSet(new URL('/jwks', issuer));
  const deps: CallDeps = { db, now: options.now ?? (() => new Date()), mail: options.mail };
  const faults = new FaultRegistry();
  const app = new Hono<ServicesEnv>();
  // First: a probe answers before the latency, CORS and body-limit middleware, and needs no token.
  addHealthRoutes(app, db);
  if (options.latencyMs) app.use('*', latency(options.latencyMs));

  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'no-store');
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (appOrigins.includes(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'DELETE', 'OPTIONS'],
      allowHeaders: [
        'Authorization',
        'Content-Type',
        'X-Action',
        'X-Business-unit',
        'X-User-Name',
        'Idempotency-Key',
        'If-Match',
        'DPoP',
      ],
      exposeHeaders: [
        'X-Total-Count',
        'Idempotent-Replayed',
        'WWW-Authenticate',
        'ETag',
        'Content-Disposition',
        // A 429's and a 503's wait, which the app's client honours.
        'Retry-After',
      ],
      maxAge: 600,
    }),
  );

  // Every body is limited to 64 KiB, except call 11's, which may carry an onboarding request's CV
  // (saveRequest then holds every other request type to 64 KiB).
  // The body is refused unread, so the connection cannot carry another request: close it.
  const tooLarge = (limit: number) => (c: ServicesContext) =>
    c.json({ message: messages.bodyTooLarge(limit) }, 413, { Connection: 'close' });
  const savePath = '/persistence/human-resources-requests';
  const defaultLimit = bodyLimit({ maxSize: maxBodyBytes, onError: tooLarge(maxBodyBytes) });
  const saveLimit = bodyLimit({ maxSize: maxOnboardingBodyBytes, onError: tooLarge(maxOnboardingBodyBytes) });
  app.use('*', (c, next) =>
    (c.req.method === 'POST' && c.req.path === savePath ? saveLimit : defaultLimit)(c, next),
  );

  app.onError((error, c) => {
    if (error instanceof PreconditionError) {
      if (error.etag) c.header('ETag', error.etag);
      return c.json(error.body, error.status);
    }
    if (error instanceof HttpError) return c.json({ message: error.message }, error.status);
    if (error instanceof OverloadedError) return overloadedAnswer(c);
    // The database stalled or went away: nothing of the call was written, and asking again shortly is safe.
    if (error instanceof DatabaseUnavailableError) {
      return c.json({ message: messages.databaseUnavailable }, 503, {
        'Retry-After': String(databaseRetryAfterSeconds),
      });
    }
    // Never the error object: a database error carries the query and its parameters (personal data).
    // Nor the path as called: it carries a person's account (call 6) or an employee's id; the route as
    // declared (`/employee-query/employees/:id`) says where it failed.
    const code = (error as { code?: unknown }).code;
    console.error(
      '[services]',
      c.req.method,
      routePath(c, -1),
      error.name,
      typeof code === 'string' ? code : '',
    );
    return c.json({ message: messages.internal }, 500);
  });
  app.notFound((c) => c.json({ message: messages.notFound }, 404));

  // Fault injection and reseeding: in test mode (the end-to-end and contract tests), or on `npm start` for a
  // request with its fault token (`npm run stack:fault`, `npm run stack:reset`); 404 otherwise. Not open to
  // anyone who reaches the port: a web page the tester visits could send a simple cross-origin POST (no
  // preflight) and break or wipe the demo, but it cannot read the token (a file of the user running the
  // stack) nor send the header without a preflight these services refuse. These services exist only on the
  // local stack: `npm run serve`, the production server, starts none of them.
  const { faultToken } = options;
  const injecting = mode === 'test' || faultToken !== undefined;
  const allowed = (c: ServicesContext) =>
    mode === 'test' || (faultToken !== undefined && sameToken(c.req.header(faultTokenHeader), faultToken));
  app.post('/__faults', async (c) => {
    if (!allowed(c)) return c.json({ message: messages.notFound }, 404);
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      throw new HttpError(400, messages.invalidJson);
    }
    const parsed = faultsBodySchema.safeParse(body);
    if (!parsed.success) throw new HttpError(400, `Falla inválida: ${parsed.error.issues[0]?.message ?? ''}`);
    faults.add(Array.isArray(parsed.data) ? parsed.data : [parsed.data]);
    return c.json({ faults: faults.list() }, 201);
  });
  app.get('/__faults', (c) =>
    allowed(c)
      ? c.json({ faults: faults.list(), calls: faults.calls() })
      : c.json({ message: messages.notFound }, 404),
  );
  app.delete('/__faults', (c) => {
    if (!allowed(c)) return c.json({ message: messages.notFound }, 404);
    faults.clear();
    return c.body(null, 204);
  });

  // The seed sown again for today (as the fault injection, above): a script that needs the seed's data as
  // it was (an answered request open again, a board without the cards others added) starts with it.
  app.post('/__reset', async (c) => {
    if (!allowed(c)) return c.json({ message: messages.notFound }, 404);
    faults.clear();
    await reseedDatabase(db, deps.now(), {
      andinaEmployees: options.seedEmployees,
      loadAccounts: options.loadAccounts,
    });
    // Call 7's kept order and summaries belong to the data before: an employee id given again after the
    // reseed would read another person's summary.
    forgetEmployeeLists(db);
    return c.body(null, 204);
  });

  const requireDpop = options.requireDpop ?? true;
  const replay = new DpopReplayCache();
  const proofKeys = new DpopKeyCache();
  const takeCall = accountRateLimiter({
    perSecond: options.rateLimit?.perSecond ?? defaultAccountRateLimit.perSecond,
    burstPerMinute: options.rateLimit?.burstPerMinute ?? defaultAccountRateLimit.burstPerMinute,
  });

  /** 429 with Retry-After once the account has made more calls than its limit allows. */
  async function limitRate(c: ServicesContext, accountId: string) {
    const wait = (await takeCall?.(accountId)) ?? 0;
    if (wait === 0) return;
    c.header('Retry-After', String(wait));
    throw new HttpError(429, messages.tooManyCalls(wait));
  }

  /** 401 with the challenge of the scheme the services expect (RFC 6750 / RFC 9449 §7.1). */
  function refuse(c: ServicesContext, error: string, message: string): never {
    c.header(
      'WWW-Authenticate',
      requireDpop
        ? `DPoP error="${error}", algs="${dpopAlgorithms.join(' ')}"`
        : `Bearer error="${error === 'invalid_dpop_proof' ? 'invalid_token' : error}"`,
    );
    throw new HttpError(401, message);
  }

  async function authenticate(c: ServicesContext) {
    const header = c.req.header('Authorization') ?? '';
    const match = /^(Bearer|DPoP)\s+(\S+)$/i.exec(header);
    const token = match?.[2];
    if (!match || !token) throw new HttpError(401, messages.missingToken);
    const scheme = (match[1] ?? '').toLowerCase();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ['RS256'],
        typ: 'at+jwt',
      }));
      if (!payload.sub) throw new Error('no sub');
    } catch {
      return refuse(c, 'invalid_token', messages.invalidToken);
    }
    const cnf = payload.cnf as { jkt?: unknown } | undefined;
    const jkt = typeof cnf?.jkt === 'string' ? cnf.jkt : undefined;
    if (scheme === 'dpop') {
      if (!jkt) return refuse(c, 'invalid_token', messages.tokenNotBound);
      try {
        await verifyDpopProof({
          proof: c.req.header('DPoP'),
          method: c.req.method,
          url: c.req.url,
          accessToken: token,
          jkt,
          now: new Date(),
          replay,
          keys: proofKeys,
        });
      } catch (error) {
        if (error instanceof DpopError) return refuse(c, 'invalid_dpop_proof', messages.invalidDpopProof);
        throw error;
      }
    } else if (jkt || requireDpop) {
      // A bound token used as Bearer is a token used without its key (e.g. stolen): refused.
      return refuse(c, 'invalid_token', messages.dpopRequired);
    }
    const accountId = String(payload.sub);
    await limitRate(c, accountId);
    c.set('caller', { accountId, account: findDemoAccount(accountId, options.loadAccounts) });
  }

  async function answer(c: ServicesContext, route: (typeof routes)[number]): Promise<Response> {
    const action = c.req.header('X-Action')?.trim() ?? '';
    const known = Object.hasOwn(route.actions, action);
    if (injecting) {
      const faultKey = route.withoutAction?.faultKey ?? (known ? action : undefined);
      if (faultKey) faults.record(faultKey);
      const fault = faultKey ? faults.take(faultKey) : undefined;
      if (fault) {
        const forced = await applyFault(c, fault, appOrigins);
        if (forced) return forced;
      }
    }
    refuseNul(c);
    await authenticate(c);
    checkLengths(c);
    if (route.withoutAction) return route.withoutAction.handler(c, deps);
    if (!action) throw new HttpError(400, messages.missingAction);
    const handler = route.actions[action];
    if (!handler) throw new HttpError(400, messages.wrongAction(action));
    return handler(c, deps);
  }

  const inTurn = overloadTurns(options.overload);
  for (const route of routes) app[route.method](route.path, (c) => inTurn(c, () => answer(c, route)));

  return { app, faults };
}
