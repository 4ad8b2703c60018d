// DPoP proofs (RFC 9449 §4.3, §7.1) as the reference services check them: a proof is a JWT of type
// `dpop+jwt` signed with the private key whose public half it carries; it names the request (htm, htu),
// is fresh (iat), used once (jti), and names the access token (ath), whose `cnf.jkt` must be the
// thumbprint of that key. docs/decisions/0015-dpop.md.
import { createHash } from 'node:crypto';
import {
  calculateJwkThumbprint,
  EmbeddedJWK,
  type FlattenedJWSInput,
  type JWK,
  type JWSHeaderParameters,
  jwtVerify,
} from 'jose';

/** Signature algorithms accepted for proofs (oidc-client-ts signs with ES256). */
export const dpopAlgorithms = ['ES256', 'ES384', 'EdDSA', 'Ed25519', 'PS256', 'RS256'];

/** How far a proof's `iat` may be from the services' clock, in seconds (either way). */
const dpopIatWindowSeconds = 60;

/** Why a proof was refused (the message is not shown to people; the status is 401). */
export class DpopError extends Error {}

/** Most proofs the replay cache holds: about 800 requests a second for the two minutes a proof lives. */
const defaultMaxReplayEntries = 100_000;

/**
 * The proofs accepted while they can still pass the `iat` window, so none is accepted twice: a bounded
 * LRU with expiry, in a Map (which keeps insertion order, oldest first; a proof is used once, so its
 * insertion is its last use). Each proof costs a constant amount of work: a look-up, an insertion, and
 * forgetting at most two expired proofs and one past the maximum, all at the oldest end. A proof pushed
 * out by the maximum before it expired raises a floor: proofs with an `iat` at or before the newest such
 * one are refused, so a flood cannot open the proofs it pushes out to replay. Its price, only while a
 * flood fills the cache, is refusing proofs issued no later than the ones pushed out (at most the
 * window's 60 s ahead of the clock); a client's next proof, made with a fresh `iat`, passes once the
 * floor is behind it.
 */
export class DpopReplayCache {
  readonly #maxEntries: number;
  /** Proof key → its `iat` (epoch s). */
  readonly #seen = new Map<string, number>();
  #floor = Number.NEGATIVE_INFINITY;

  constructor(options: { maxEntries?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? defaultMaxReplayEntries;
  }

  /**
   * How many proofs are held.
   * @internal
   */
  get size(): number {
    return this.#seen.size;
  }

  /** Remembers a proof (`key`, issued at `iat`); false when it was seen before or may have been. */
  use(key: string, iat: number, nowSeconds: number): boolean {
    for (let forgotten = 0; forgotten < 2; forgotten += 1) {
      const oldest = this.#oldest();
      if (!oldest || !this.#expired(oldest[1], nowSeconds)) break;
      this.#seen.delete(oldest[0]);
    }
    if (iat <= this.#floor || this.#seen.has(key)) return false;
    this.#seen.set(key, iat);
    if (this.#seen.size > this.#maxEntries) {
      const [oldestKey, oldestIat] = this.#oldest() ?? ['', Number.NEGATIVE_INFINITY];
      this.#seen.delete(oldestKey);
      if (!this.#expired(oldestIat, nowSeconds)) this.#floor = Math.max(this.#floor, oldestIat);
    }
    return true;
  }

  #oldest(): [string, number] | undefined {
    const first = this.#seen.entries().next();
    return first.done ? undefined : first.value;
  }

  /** A proof past the `iat` window is refused by it: the cache need not remember it. */
  #expired(iat: number, nowSeconds: number): boolean {
    return iat + dpopIatWindowSeconds < nowSeconds;
  }
}

/** Most public keys of proofs kept imported: one per signed-in browser, far more than the staff. */
const defaultMaxProofKeys = 5000;

/** A proof key as imported for verification, and its thumbprint (what a bound token's `cnf.jkt` names). */
interface ProofKey {
  key: Awaited<ReturnType<typeof EmbeddedJWK>>;
  thumbprint: string;
}

/**
 * The public keys of proofs that passed every check, imported once: a browser signs every proof with
 * the same key, and importing and hashing it on every call cost a tenth of a call's CPU. A bounded LRU
 * (a Map, oldest first; a hit moves to the newest end). Keyed by the proof's `alg` and its `jwk` header
 * exactly as sent, so a key is only ever reused for the very same header; only a key that verified a
 * proof for a token bound to it is kept, so no one can fill it with keys of their own making faster
 * than they can sign in.
 */
export class DpopKeyCache {
  readonly #maxEntries: number;
  readonly #keys = new Map<string, ProofKey>();

  constructor(options: { maxEntries?: number } = {}) {
    this.#maxEntries = options.maxEntries ?? defaultMaxProofKeys;
  }

  /**
   * How many keys are held.
   * @internal
   */
  get size(): number {
    return this.#keys.size;
  }

  get(id: string): ProofKey | undefined {
    const found = this.#keys.get(id);
    if (found) {
      this.#keys.delete(id);
      this.#keys.set(id, found);
    }
    return found;
  }

  keep(id: string, key: ProofKey): void {
    this.#keys.delete(id);
    this.#keys.set(id, key);
    if (this.#keys.size > this.#maxEntries) {
      const oldest = this.#keys.keys().next();
      if (!oldest.done) this.#keys.delete(oldest.value);
    }
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
  /** Keys of proofs verified before (optional: without it every proof's key is imported). */
  keys?: DpopKeyCache;
}

/** Checks a proof for a request and its bound access token; throws a DpopError naming the first fault. */
export async function verifyDpopProof(check: DpopCheck): Promise<void> {
  if (!check.proof) throw new DpopError('missing DPoP proof');
  if (check.proof.includes(',')) throw new DpopError('more than one DPoP proof');
  let payload: Record<string, unknown>;
  let jwk: JWK;
  let keyId = '';
  let known: ProofKey | undefined;
  let imported: ProofKey['key'] | undefined;
  const proofKey = async (header: JWSHeaderParameters, token: FlattenedJWSInput) => {
    keyId = JSON.stringify([header.alg, header.jwk]);
    known = check.keys?.get(keyId);
    if (known) return known.key;
    imported = await EmbeddedJWK(header, token);
    return imported;
  };
  try {
    const verified = await jwtVerify(check.proof, proofKey, {
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
  const thumbprint = known?.thumbprint ?? (await calculateJwkThumbprint(jwk));
  if (thumbprint !== check.jkt) throw new DpopError('key is not the bound one');
  if (!known && imported) check.keys?.keep(keyId, { key: imported, thumbprint });
  if (!check.replay.use(`${check.jkt}:${payload.jti}`, payload.iat, nowSeconds))
    throw new DpopError('replayed jti');
}
