import { createHash, randomBytes } from 'node:crypto';
import { type DpopKey, testDpopKey } from './dpop-key';

export interface SignInOptions {
  issuer: string;
  redirectUri: string;
  username: string;
  password: string;
  clientId?: string;
  scope?: string;
  /** e.g. 'consent': the only way oidc-provider keeps offline_access in the granted scopes. */
  prompt?: string;
  /** The DPoP key the tokens are bound to (default: the suite's testDpopKey). */
  dpopKey?: DpopKey;
  /** Sent as X-Forwarded-For on every request to the provider (a proxy naming the client). */
  forwardedFor?: string;
}

interface TokenSet {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** A PKCE verifier and its S256 challenge. */
export function pkcePair() {
  const verifier = base64url(randomBytes(32));
  const challenge = base64url(createHash('sha256').update(verifier).digest());
  return { verifier, challenge };
}

/** Builds the authorization address of the code flow with PKCE. */
export function authorizationUrl(options: {
  issuer: string;
  redirectUri: string;
  challenge: string;
  state: string;
  clientId?: string;
  scope?: string;
  prompt?: string;
}): string {
  const url = new URL('/auth', options.issuer);
  url.searchParams.set('client_id', options.clientId ?? 'portal-erm');
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('scope', options.scope ?? 'openid profile email offline_access');
  url.searchParams.set('code_challenge', options.challenge);
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', options.state);
  if (options.prompt) url.searchParams.set('prompt', options.prompt);
  return url.toString();
}

/** A DPoP proof for a request to the provider's token endpoint (code exchange, refresh). */
export async function tokenEndpointProof(issuer: string, key?: DpopKey): Promise<string> {
  return (key ?? (await testDpopKey)).proof({ method: 'POST', url: new URL('/token', issuer).href });
}

/** Exchanges an authorization code for tokens at the provider's token endpoint (with a DPoP proof). */
async function exchangeCode(options: {
  issuer: string;
  code: string;
  verifier: string;
  redirectUri: string;
  clientId?: string;
  dpopKey?: DpopKey;
}): Promise<TokenSet> {
  const response = await fetch(new URL('/token', options.issuer), {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      DPoP: await tokenEndpointProof(options.issuer, options.dpopKey),
    },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: options.code,
      code_verifier: options.verifier,
      redirect_uri: options.redirectUri,
      client_id: options.clientId ?? 'portal-erm',
    }),
  });
  const body = (await response.json()) as TokenSet & { error?: string; error_description?: string };
  if (!response.ok) throw new Error(`token exchange failed: ${body.error} ${body.error_description}`);
  return body;
}

export interface SignInResult {
  /** The tokens, or undefined when the sign-in page refused the credentials. */
  tokens?: TokenSet;
  /** The last HTML page seen (the sign-in page with its error when refused). */
  page?: string;
  /** The status and headers of that page. */
  status?: number;
  headers?: Headers;
  /** The provider's cookies after the flow (its session), as `name=value` pairs. */
  cookies: Map<string, string>;
  /** The names of the cookies that outlive the browser (set with Expires or Max-Age). */
  lasting: Set<string>;
}

/** Goes through the real authorization-code + PKCE flow with plain fetch, posting the sign-in form. */
export async function signIn(options: SignInOptions): Promise<SignInResult> {
  const { verifier, challenge } = pkcePair();
  const state = base64url(randomBytes(12));
  const cookies = new Map<string, string>();
  const lasting = new Set<string>();
  let url = authorizationUrl({ ...options, challenge, state });
  let method = 'GET';
  let body: URLSearchParams | undefined;
  let posted = false;

  for (let hop = 0; hop < 15; hop += 1) {
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) {
        const name = pair.slice(0, index);
        cookies.set(name, pair.slice(index + 1));
        if (/;\s*(expires|max-age)=/i.test(line)) lasting.add(name);
        else lasting.delete(name);
      }
    }
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      const next = new URL(location, url);
      if (next.toString().startsWith(options.redirectUri)) {
        const code = next.searchParams.get('code');
        if (next.searchParams.get('state') !== state) throw new Error('state mismatch');
        if (!code) throw new Error(`no code in ${next}`);
        return { tokens: await exchangeCode({ ...options, code, verifier }), cookies, lasting };
      }
      url = next.toString();
      method = 'GET';
      body = undefined;
      continue;
    }
    const page = await response.text();
    if (posted) return { page, status: response.status, headers: response.headers, cookies, lasting };
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1];
    if (!action)
      throw new Error(`no sign-in form at ${url} (status ${response.status}): ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url).toString();
    method = 'POST';
    body = new URLSearchParams({ username: options.username, password: options.password });
    posted = true;
  }
  throw new Error('too many redirects');
}
