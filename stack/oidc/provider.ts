import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import Provider, { type KoaContext } from 'oidc-provider';
import { checkCredentials, findDemoAccount } from '../accounts';
import { clientId } from '../config';
import type { ProviderKeys } from './keys';
import { errorPage, loggedOutPage, logoutPage, signInCss, signInPage } from './pages';
import { clientAddress, SignInThrottle, type SignInThrottleOptions } from './throttle';

export interface IdentityProviderOptions {
  issuer: string;
  /** The services' origin: the resource indicator and `aud` of every access token. */
  servicesAudience: string;
  appOrigins: string[];
  keys: ProviderKeys;
  /** Where the provider keeps sessions, grants and tokens (default: its in-memory adapter). */
  adapter?: (model: string) => unknown;
  /**
   * The provider session ends after this many seconds without use (default 900, the app's inactivity
   * limit VITE_INACTIVITY_TIMEOUT_MS): a sign-in, a new authorization or a token refresh renews it.
   */
  sessionIdleSeconds?: number;
  /**
   * Limits of failed sign-ins (default: 5 per user name and address, then waits of 30 s, 1 min, 2 min…;
   * 10 per user name and 20 per address, then waits of 1 s, 2 s… up to a minute).
   */
  throttle?: SignInThrottleOptions;
  /**
   * OIDC_TRUSTED_PROXIES: addresses of the proxies in front of the provider, whose X-Forwarded-For names
   * the client (default none: the header is ignored).
   */
  trustedProxies?: readonly string[];
  /** STACK_LOAD_ACCOUNTS: the load bench's accounts it also signs in (../accounts.ts; default none). */
  loadAccounts?: number | undefined;
}

export interface IdentityProvider {
  provider: Provider;
  handle(req: IncomingMessage, res: ServerResponse): void;
}

const accessTokenSeconds = 5 * 60;
const idTokenSeconds = 5 * 60;
const refreshTokenSeconds = 24 * 60 * 60;

/** A rotated refresh token keeps the remaining life of the one it replaces: one day in all. */
function refreshTokenTtl(ctx: { oidc?: { entities?: { RotatedRefreshToken?: { remainingTTL: number } } } }) {
  return ctx.oidc?.entities?.RotatedRefreshToken?.remainingTTL ?? refreshTokenSeconds;
}

/**
 * The one redirect address registered per app origin: the app's root, where its configuration points
 * (VITE_OIDC_REDIRECT_URI). Fewer registered addresses, fewer places a code can be sent to.
 */
const redirectPaths = ['/'];
/** The access-token claim with the national ID number (call 4); never an ID-token claim. */
const documentNumberClaim = 'identification_document_number';

/** After sign-out: the app's root (VITE_OIDC_POST_LOGOUT_REDIRECT_URI) and its follow-up callback. */
const postLogoutPaths = ['/', '/logout/callback'];

/** The headers of every page the provider renders (sign-in, error, sign-out, signed out), as pairs. */
function securityHeaders(appOrigins: string[], scriptNonce?: string): [string, string][] {
  const script = scriptNonce ? `script-src 'nonce-${scriptNonce}'` : "script-src 'none'";
  const csp = [
    "default-src 'none'",
    "style-src 'self'",
    script,
    `form-action 'self' ${appOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
  return [
    ['Content-Security-Policy', csp],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'no-referrer'],
    ['Cache-Control', 'no-store'],
  ];
}

function pageSecurityHeaders(res: ServerResponse, appOrigins: string[], scriptNonce?: string) {
  for (const [name, value] of securityHeaders(appOrigins, scriptNonce)) res.setHeader(name, value);
}

/** The same headers on the provider's pages rendered through oidc-provider (error, sign-out, signed out). */
function koaSecurityHeaders(ctx: KoaContext, appOrigins: string[], scriptNonce?: string) {
  for (const [name, value] of securityHeaders(appOrigins, scriptNonce)) ctx.set(name, value);
}

function sendHtml(res: ServerResponse, status: number, html: string, appOrigins: string[]) {
  pageSecurityHeaders(res, appOrigins);
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 16_384) throw new Error('body too large');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** Builds the OpenID Connect provider with its Spanish sign-in and sign-out pages. */
export function createIdentityProvider(options: IdentityProviderOptions): IdentityProvider {
  const { issuer, servicesAudience, appOrigins, keys } = options;
  const sessionIdleSeconds = options.sessionIdleSeconds ?? 15 * 60;
  const resourceServer = {
    scope: 'api',
    audience: servicesAudience,
    accessTokenTTL: accessTokenSeconds,
    accessTokenFormat: 'jwt',
    jwt: { sign: { alg: 'RS256' } },
  };

  const provider = new Provider(issuer, {
    ...(options.adapter ? { adapter: options.adapter } : {}),
    clients: [
      {
        client_id: clientId,
        client_name: 'Portal-ERM',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // DPoP (RFC 9449): a token request without a proof is refused, so every access token carries
        // cnf.jkt and every refresh token is bound to the same key (docs/decisions/0015-dpop.md).
        dpop_bound_access_tokens: true,
        redirect_uris: appOrigins.flatMap((origin) => redirectPaths.map((path) => `${origin}${path}`)),
        post_logout_redirect_uris: appOrigins.flatMap((origin) =>
          postLogoutPaths.map((path) => `${origin}${path}`),
        ),
      },
    ],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    // The national ID number is not an ID-token claim: the ID token travels in URLs (id_token_hint at
    // sign-out) and ends up in logs. It rides in the access token instead (extraTokenClaims below),
    // which only ever goes in an Authorization header to the services.
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username', 'user_account'],
      email: ['email', 'email_verified'],
    },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'api'],
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      // Proofs at the token endpoint (code and refresh), `dpop_jkt` on the authorization request; no
      // server nonce (proofs are bounded by iat and single-use jti), replays refused.
      dPoP: { enabled: true, allowReplay: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: async () => servicesAudience,
        useGrantedResource: async () => true,
        getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
          if (indicator !== servicesAudience) throw new Error(`unknown resource ${indicator}`);
          return resourceServer;
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        // The sign-out page submits itself only for a request that carries a valid id_token_hint (the
        // provider has checked it by now); any other site linking here gets the question, not a sign-out.
        logoutSource: async (ctx: KoaContext, form: string) => {
          const hinted = Boolean(
            (ctx.oidc as { params?: { id_token_hint?: unknown } }).params?.id_token_hint,
          );
          const nonce = hinted ? randomBytes(16).toString('base64') : undefined;
          koaSecurityHeaders(ctx, appOrigins, nonce);
          ctx.type = 'html';
          ctx.body = logoutPage(form, nonce);
        },
        postLogoutSuccessSource: async (ctx: KoaContext) => {
          koaSecurityHeaders(ctx, appOrigins);
          ctx.type = 'html';
          ctx.body = loggedOutPage();
        },
      },
    },
    extraTokenClaims: async (_ctx: unknown, token: { kind?: string; accountId?: string }) => {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = findDemoAccount(token.accountId, options.loadAccounts);
      return account ? { [documentNumberClaim]: account.identificationDocumentNumber } : undefined;
    },
    issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) =>
      client.grantTypeAllowed('refresh_token'),
    // Every token ends with the provider session, offline_access or not: the library's default keeps an
    // offline_access grant (and its refresh tokens) alive after sign-out, which on a shared computer
    // leaves a refresh token that outlives the person's sign-out. With this, ending the session at
    // /session/end revokes the grant, and a refresh token whose session is gone is refused.
    expiresWithSession: async () => true,
    rotateRefreshToken: true,
    ttl: {
      AccessToken: accessTokenSeconds,
      IdToken: idTokenSeconds,
      AuthorizationCode: 60,
      Interaction: 60 * 60,
      Session: sessionIdleSeconds,
      Grant: refreshTokenSeconds,
      RefreshToken: refreshTokenTtl,
    },
    clientBasedCORS: (_ctx: unknown, origin: string) => appOrigins.includes(origin),
    findAccount: async (_ctx: unknown, sub: string) => {
      const account = findDemoAccount(sub, options.loadAccounts);
      if (!account) return undefined;
      return {
        accountId: account.accountId,
        claims: async () => ({
          sub: account.accountId,
          name: account.name,
          email: account.email,
          email_verified: true,
          preferred_username: account.accountId,
          user_account: account.userAccount,
        }),
      };
    },
    renderError: async (ctx: KoaContext, out: { error?: string; error_description?: string }) => {
      koaSecurityHeaders(ctx, appOrigins);
      ctx.type = 'html';
      ctx.body = errorPage(out.error ?? 'error', out.error_description ?? '');
    },
  });

  // A token refresh is use: it renews the provider session, so only a session left alone (a closed
  // browser, a signed-out app) ends after sessionIdleSeconds.
  provider.on('grant.success', (...args: unknown[]) => {
    const ctx = args[0] as KoaContext;
    const token = (ctx.oidc as { entities?: { RefreshToken?: { sessionUid?: string } } }).entities
      ?.RefreshToken;
    if (!token?.sessionUid) return;
    void provider.Session.findByUid(token.sessionUid)
      .then((session) => session?.save(sessionIdleSeconds))
      .catch(() => undefined);
  });

  const callback = provider.callback();
  const throttle = new SignInThrottle(options.throttle);

  async function interaction(req: IncomingMessage, res: ServerResponse, uid: string, action?: string) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) {
      sendHtml(res, 400, errorPage('invalid_request', 'La interacción no coincide.'), appOrigins);
      return;
    }
    const action_ = `/interaction/${uid}/login`;
    if (req.method === 'GET' && action === 'abort') {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'La persona canceló el inicio de sesión.' },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'login') {
      if (req.method === 'POST' && action === 'login') {
        const form = await readForm(req);
        const username = form.get('username') ?? '';
        const client = clientAddress(req, options.trustedProxies ?? []);
        // Throttled: refused without looking at the password, so guessing learns nothing meanwhile.
        const wait = await throttle.retryAfterMs(username, client);
        if (wait > 0) {
          const throttledSeconds = Math.ceil(wait / 1000);
          res.setHeader('Retry-After', String(throttledSeconds));
          sendHtml(res, 429, signInPage({ action: action_, username, throttledSeconds }), appOrigins);
          return;
        }
        const account = checkCredentials(username, form.get('password') ?? '', options.loadAccounts);
        if (!account) {
          await throttle.failed(username, client);
          sendHtml(res, 200, signInPage({ action: action_, username, failed: true }), appOrigins);
          return;
        }
        await throttle.succeeded(username, client);
        await provider.interactionFinished(
          req,
          res,
          // Not remembered: the session cookie ends with the browser.
          { login: { accountId: account.accountId, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      sendHtml(res, 200, signInPage({ action: action_ }), appOrigins);
      return;
    }
    if (details.prompt.name === 'consent') {
      // First-party client: grant what it asked for, without a consent screen.
      const accountId = details.session?.accountId ?? '';
      const grant = details.grantId
        ? ((await provider.Grant.find(details.grantId)) ?? new provider.Grant({ accountId, clientId }))
        : new provider.Grant({ accountId, clientId });
      const missingScope = details.prompt.details.missingOIDCScope;
      if (Array.isArray(missingScope)) grant.addOIDCScope(missingScope.join(' '));
      const missingClaims = details.prompt.details.missingOIDCClaims;
      if (Array.isArray(missingClaims)) grant.addOIDCClaims(missingClaims as string[]);
      const missingResource = details.prompt.details.missingResourceScopes;
      if (missingResource && typeof missingResource === 'object') {
        for (const [indicator, scopes] of Object.entries(missingResource as Record<string, string[]>)) {
          grant.addResourceScope(indicator, scopes.join(' '));
        }
      }
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    sendHtml(res, 400, errorPage('invalid_request', 'Paso de inicio de sesión no admitido.'), appOrigins);
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/assets/sign-in.css') {
      res.setHeader('Content-Type', 'text/css; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(signInCss);
      return;
    }
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(path);
    if (match?.[1]) {
      interaction(req, res, match[1], match[2]).catch((error: unknown) => {
        if (res.headersSent) {
          res.end();
          return;
        }
        const message = error instanceof Error ? error.message : String(error);
        sendHtml(
          res,
          400,
          errorPage(
            'session_not_found',
            `La sesión de inicio expiró o no existe (${message}). Vuelve a la aplicación.`,
          ),
          appOrigins,
        );
      });
      return;
    }
    callback(req, res);
  }

  return { provider, handle };
}
