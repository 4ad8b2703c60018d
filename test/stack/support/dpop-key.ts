// A DPoP key pair for the tests, as oidc-client-ts keeps one in the browser: ES256, proofs per request.
import { createHash, randomUUID } from 'node:crypto';
import { calculateJwkThumbprint, decodeJwt, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

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

export async function newDpopKey(): Promise<DpopKey> {
  const { publicKey, privateKey } = await generateKeyPair('ES256');
  const publicJwk = await exportJWK(publicKey);
  const jkt = await calculateJwkThumbprint(publicJwk);
  return {
    jkt,
    publicJwk,
    proof(input) {
      const url = new URL(input.htu ?? input.url);
      url.search = '';
      url.hash = '';
      return new SignJWT({
        htm: input.method,
        htu: url.href,
        jti: input.jti ?? randomUUID(),
        ...(input.accessToken
          ? { ath: createHash('sha256').update(input.accessToken).digest('base64url') }
          : {}),
      })
        .setProtectedHeader({ alg: 'ES256', typ: input.typ ?? 'dpop+jwt', jwk: publicJwk })
        .setIssuedAt(input.iat ?? Math.floor(Date.now() / 1000))
        .sign(privateKey);
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
