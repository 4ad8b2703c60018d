// DPoP proofs (RFC 9449 §4.3, §7.1) as the reference services check them: a proof is a JWT of type
// `dpop+jwt` signed with the private key whose public half it carries; it names the request (htm, htu),
// is fresh (iat), used once (jti), and names the access token (ath), whose `cnf.jkt` must be the
// thumbprint of that key. docs/decisions/0015-dpop.md.
import { createHash } from 'node:crypto';
import { calculateJwkThumbprint, EmbeddedJWK, type JWK, jwtVerify } from 'jose';

/** Signature algorithms accepted for proofs (oidc-client-ts signs with ES256). */
export const dpopAlgorithms = ['ES256', 'ES384', 'EdDSA', 'Ed25519', 'PS256', 'RS256'];

/** How far a proof's `iat` may be from the services' clock, in seconds (either way). */
const dpopIatWindowSeconds = 60;

/** Why a proof was refused (the message is not shown to people; the status is 401). */
export class DpopError extends Error {}

/** The `jti` of every proof accepted within the window, so none is accepted twice. */
export class DpopReplayCache {
  #seen = new Map<string, number>();

  /** Remembers a proof; false when it was seen before. `until` is when it may be forgotten (epoch s). */
  use(key: string, until: number, nowSeconds: number): boolean {
    for (const [seen, expires] of this.#seen) if (expires < nowSeconds) this.#seen.delete(seen);
    if (this.#seen.has(key)) return false;
    this.#seen.set(key, until);
    return true;
  }
}

/** The request address a proof must name: scheme, host and path, without query or fragment. */
function htuOf(url: string): string {
  const parsed = new URL(url);
  parsed.search = '';
  parsed.hash = '';
  return parsed.href;
}

/** base64url(SHA-256(token)): the `ath` a proof carries for its access token. */
const athOf = (accessToken: string) => createHash('sha256').update(accessToken).digest('base64url');

export interface DpopCheck {
  /** The `DPoP` header (exactly one proof). */
  proof: string | undefined;
  method: string;
  url: string;
  accessToken: string;
  /** The access token's `cnf.jkt`. */
  jkt: string;
  now: Date;
  replay: DpopReplayCache;
}

/** Checks a proof for a request and its bound access token; throws a DpopError naming the first fault. */
export async function verifyDpopProof(check: DpopCheck): Promise<void> {
  if (!check.proof) throw new DpopError('missing DPoP proof');
  if (check.proof.includes(',')) throw new DpopError('more than one DPoP proof');
  let payload: Record<string, unknown>;
  let jwk: JWK;
  try {
    const verified = await jwtVerify(check.proof, EmbeddedJWK, {
      typ: 'dpop+jwt',
      algorithms: dpopAlgorithms,
    });
    payload = verified.payload;
    jwk = verified.protectedHeader.jwk as JWK;
  } catch (cause) {
    throw new DpopError(`invalid DPoP proof (${cause instanceof Error ? cause.message : 'signature'})`);
  }
  if (payload.htm !== check.method) throw new DpopError('htm mismatch');
  let htu: string;
  try {
    htu = htuOf(String(payload.htu));
  } catch {
    throw new DpopError('htu is not an address');
  }
  if (htu !== htuOf(check.url)) throw new DpopError('htu mismatch');
  const nowSeconds = Math.floor(check.now.getTime() / 1000);
  if (typeof payload.iat !== 'number' || Math.abs(nowSeconds - payload.iat) > dpopIatWindowSeconds)
    throw new DpopError('iat outside the window');
  if (typeof payload.jti !== 'string' || payload.jti === '' || payload.jti.length > 200)
    throw new DpopError('missing jti');
  if (payload.ath !== athOf(check.accessToken)) throw new DpopError('ath mismatch');
  if ((await calculateJwkThumbprint(jwk)) !== check.jkt) throw new DpopError('key is not the bound one');
  if (!check.replay.use(`${check.jkt}:${payload.jti}`, payload.iat + 2 * dpopIatWindowSeconds, nowSeconds))
    throw new DpopError('replayed jti');
}
