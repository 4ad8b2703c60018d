// A DPoP key pair for the tests, as oidc-client-ts keeps one in the browser: ES256, proofs per request.
import { createHash, generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { calculateJwkThumbprint, decodeJwt, type JWK } from 'jose';

interface ProofInput {
  method: string;
  url: string;
  /** The access token the proof is for (`ath`); none at the token endpoint. */
  accessToken?: string;
  /** Overrides, to build wrong proofs. */
  iat?: number;
  jti?: string;
  htu?: string;
  typ?: string;
}

export interface DpopKey {
  /** The public key's thumbprint: the `cnf.jkt` of the tokens bound to it. */
  jkt: string;
  publicJwk: JWK;
  proof(input: ProofInput): Promise<string>;
}

/** base64url of a JSON value. */
const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A new ES256 key and its proofs, signed with node:crypto's synchronous ECDSA (P-1363 signatures, as JWS
 * wants them) over a header encoded once per `typ`: the load bench signs about 100 proofs a second beside
 * the services on the same two cores, and WebCrypto's asynchronous signing (jose's SignJWT) cost it
 * about three times as much CPU per proof. The proofs are the same JWTs.
 */
export async function newDpopKey(): Promise<DpopKey> {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  const publicJwk: JWK = { kty, crv, x, y };
  const jkt = await calculateJwkThumbprint(publicJwk);
  const headers = new Map<string, string>();
  const headerOf = (typ: string) => {
    let header = headers.get(typ);
    if (!header) {
      header = encoded({ alg: 'ES256', typ, jwk: publicJwk });
      headers.set(typ, header);
    }
    return header;
  };
  return {
    jkt,
    publicJwk,
    async proof(input) {
      const url = new URL(input.htu ?? input.url);
      url.search = '';
      url.hash = '';
      const payload = encoded({
        htm: input.method,
        htu: url.href,
        jti: input.jti ?? randomUUID(),
        ...(input.accessToken
          ? { ath: createHash('sha256').update(input.accessToken).digest('base64url') }
          : {}),
        iat: input.iat ?? Math.floor(Date.now() / 1000),
      });
      const signingInput = `${headerOf(input.typ ?? 'dpop+jwt')}.${payload}`;
      const signature = sign('sha256', Buffer.from(signingInput), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      return `${signingInput}.${signature.toString('base64url')}`;
    },
  };
}

/** The one key of the test suite's client, like a browser's (tokens of every test sign-in are bound to it). */
export const testDpopKey: Promise<DpopKey> = newDpopKey();

/** The `cnf.jkt` an access token is bound to, if any (read without verifying). */
function boundJkt(token: string): string | undefined {
  try {
    const jkt = (decodeJwt(token).cnf as { jkt?: unknown } | undefined)?.jkt;
    return typeof jkt === 'string' ? jkt : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Headers as the app sends them: an `Authorization: Bearer <token>` of a token bound to the test key
 * becomes `DPoP <token>` with a proof for the request; anything else is left as it is.
 */
export async function withDpop(
  headers: Record<string, string>,
  method: string,
  url: string,
): Promise<Record<string, string>> {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'authorization');
  const token = name ? /^Bearer\s+(\S+)$/i.exec(headers[name] ?? '')?.[1] : undefined;
  const key = await testDpopKey;
  if (!name || !token || boundJkt(token) !== key.jkt) return headers;
  return {
    ...headers,
    [name]: `DPoP ${token}`,
    DPoP: await key.proof({ method, url, accessToken: token }),
  };
}
