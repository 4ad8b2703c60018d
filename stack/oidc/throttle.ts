// Sign-in throttling for the provider's login form, on rate-limiter-flexible's memory store. Failures are
// counted three ways:
// - per (user name, client address): after `freeFailures` failures within the window, that pair waits
//   before its next attempt, and each wait is twice the one before (up to `maxBlockMs`);
// - per user name across addresses: one password guessed from many computers is slowed too;
// - per address across user names: one password tried against many accounts is slowed too.
// The last two wait a second, then twice as long with each further failure, never more than
// `maxSpreadBlockMs` (a minute), and never for an address the user signed in from in the last day: a
// guesser elsewhere (or spraying names behind the same address) cannot keep the real person out. A wait
// is served without checking the password, and attempts refused meanwhile are not counted. Kept in
// memory: a restart forgets it, which is fine for a local stand-in (the library also has a PostgreSQL
// store). The address is the connection's, or the one a trusted proxy forwards (`clientAddress`).
import type { IncomingMessage } from 'node:http';
import { isIP, isIPv4 } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface SignInThrottleOptions {
  /** Failed attempts of one (user, address) within the window before it waits (default 5). */
  freeFailures?: number;
  /** The window in which failures are counted, in milliseconds (default 15 minutes). */
  windowMs?: number;
  /** The first wait, in milliseconds (default 30 s); each next one doubles. */
  firstBlockMs?: number;
  /** The longest wait, in milliseconds (default 15 minutes). */
  maxBlockMs?: number;
  /** Failed attempts of one user name from any address within the window before it waits (default 10). */
  userFreeFailures?: number;
  /** Failed attempts from one address for any user name within the window before it waits (default 20). */
  addressFreeFailures?: number;
  /** The first wait of a user name or an address, in milliseconds (default 1 s); each next one doubles. */
  firstSpreadBlockMs?: number;
  /** The longest wait of a user name or an address, in milliseconds (default 60 s). */
  maxSpreadBlockMs?: number;
}

const day = 24 * 60 * 60;

/** The consumed points of a consume, whether it was over the limit or not. */
async function consumed(limiter: RateLimiterMemory, key: string): Promise<number> {
  try {
    return (await limiter.consume(key)).consumedPoints;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection.consumedPoints;
  }
}

/** Milliseconds a waiting key still waits; 0 when it does not. */
async function waitOf(limiter: RateLimiterMemory, key: string, free: number): Promise<number> {
  const state = await limiter.get(key);
  return state && state.consumedPoints > free && state.msBeforeNext > 0 ? state.msBeforeNext : 0;
}

/**
 * Failures of a user name, or of an address, counted in the window; past the free ones each makes the
 * key wait a second, then twice as long, up to the longest wait.
 */
class SpreadFailures {
  readonly #free: number;
  readonly #firstMs: number;
  readonly #maxMs: number;
  readonly #failures: RateLimiterMemory;
  /** Blocked while the key waits (its own limiter: the failures go on being counted meanwhile). */
  readonly #waits: RateLimiterMemory;

  constructor(name: string, free: number, windowMs: number, firstMs: number, maxMs: number) {
    this.#free = free;
    this.#firstMs = firstMs;
    this.#maxMs = maxMs;
    const duration = Math.ceil(windowMs / 1000);
    this.#failures = new RateLimiterMemory({ keyPrefix: `${name}-failures`, points: free, duration });
    this.#waits = new RateLimiterMemory({ keyPrefix: `${name}-waits`, points: 1, duration });
  }

  retryAfterMs(key: string): Promise<number> {
    return waitOf(this.#waits, key, 1);
  }

  async failed(key: string): Promise<void> {
    const beyond = (await consumed(this.#failures, key)) - this.#free;
    if (beyond <= 0) return;
    const ms = Math.min(this.#firstMs * 2 ** Math.min(beyond - 1, 30), this.#maxMs);
    await this.#waits.block(key, Math.max(1, Math.ceil(ms / 1000)));
  }
}

export class SignInThrottle {
  readonly #free: number;
  readonly #firstBlockMs: number;
  readonly #maxBlockMs: number;
  /** Failures of a (user, address) in the window; blocked while it waits. */
  readonly #failures: RateLimiterMemory;
  /** How many waits a (user, address) has had in the last day: the next wait doubles with each. */
  readonly #blocks: RateLimiterMemory;
  readonly #users: SpreadFailures;
  readonly #addresses: SpreadFailures;
  /** The (user, address) pairs that signed in within the last day. */
  readonly #known: RateLimiterMemory;

  constructor(options: SignInThrottleOptions = {}) {
    this.#free = options.freeFailures ?? 5;
    this.#firstBlockMs = options.firstBlockMs ?? 30_000;
    this.#maxBlockMs = options.maxBlockMs ?? 15 * 60_000;
    const windowMs = options.windowMs ?? 15 * 60_000;
    this.#failures = new RateLimiterMemory({
      keyPrefix: 'sign-in-failures',
      points: this.#free,
      duration: Math.ceil(windowMs / 1000),
    });
    this.#blocks = new RateLimiterMemory({ keyPrefix: 'sign-in-blocks', points: 1_000_000, duration: day });
    const firstSpreadMs = options.firstSpreadBlockMs ?? 1000;
    const maxSpreadMs = options.maxSpreadBlockMs ?? 60_000;
    this.#users = new SpreadFailures(
      'sign-in-user',
      options.userFreeFailures ?? 10,
      windowMs,
      firstSpreadMs,
      maxSpreadMs,
    );
    this.#addresses = new SpreadFailures(
      'sign-in-address',
      options.addressFreeFailures ?? 20,
      windowMs,
      firstSpreadMs,
      maxSpreadMs,
    );
    this.#known = new RateLimiterMemory({ keyPrefix: 'sign-in-known', points: 1, duration: day });
  }

  /** A user name as counted: without case or surrounding spaces, at most 200 characters. */
  static user(username: string): string {
    return username.trim().toLowerCase().slice(0, 200);
  }

  /** The key of a (user name, client address) pair. */
  static key(username: string, address: string | undefined): string {
    return `${SignInThrottle.user(username)}|${address ?? 'desconocido'}`;
  }

  /** Milliseconds until the user may try again from the address; 0 when it is now. */
  async retryAfterMs(username: string, address: string | undefined): Promise<number> {
    const key = SignInThrottle.key(username, address);
    const pair = await waitOf(this.#failures, key, this.#free);
    if (await this.#known.get(key)) return pair;
    const [user, from] = await Promise.all([
      this.#users.retryAfterMs(SignInThrottle.user(username)),
      this.#addresses.retryAfterMs(address ?? 'desconocido'),
    ]);
    return Math.max(pair, user, from);
  }

  /** Records a failed attempt; at the free failures' end, the pair waits (twice as long as its last wait). */
  async failed(username: string, address: string | undefined): Promise<void> {
    const key = SignInThrottle.key(username, address);
    await Promise.all([
      this.#users.failed(SignInThrottle.user(username)),
      this.#addresses.failed(address ?? 'desconocido'),
    ]);
    if ((await consumed(this.#failures, key)) < this.#free) return;
    const blocks = (await this.#blocks.consume(key)).consumedPoints;
    const ms = Math.min(this.#firstBlockMs * 2 ** (blocks - 1), this.#maxBlockMs);
    await this.#failures.block(key, Math.max(1, Math.ceil(ms / 1000)));
  }

  /**
   * A successful sign-in forgets the pair's failures and waits, and spares the pair the user name's and
   * the address's waits for a day. Their counts stay: a guesser elsewhere is not let off.
   */
  async succeeded(username: string, address: string | undefined): Promise<void> {
    const key = SignInThrottle.key(username, address);
    await Promise.all([this.#failures.delete(key), this.#blocks.delete(key), this.#known.set(key, 1, day)]);
  }
}

/** An address as compared: an IPv4 address mapped into IPv6 (`::ffff:10.0.0.1`) as the IPv4 one. */
function plainAddress(address: string): string {
  const text = address.trim().toLowerCase();
  return text.startsWith('::ffff:') && isIPv4(text.slice(7)) ? text.slice(7) : text;
}

/**
 * The address a sign-in comes from: the connection's, unless that is one of `trustedProxies` (OIDC_TRUSTED_PROXIES),
 * whose X-Forwarded-For is then read from the right, skipping the trusted proxies, to the first address
 * none of them added; one that is not an address makes it the proxy's own. Without trusted proxies the
 * header is ignored: anyone can write it.
 */
export function clientAddress(
  req: Pick<IncomingMessage, 'headers' | 'socket'>,
  trustedProxies: readonly string[],
): string | undefined {
  const trusted = new Set(trustedProxies.map(plainAddress));
  const peer = req.socket.remoteAddress === undefined ? undefined : plainAddress(req.socket.remoteAddress);
  if (peer === undefined || !trusted.has(peer)) return peer;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').slice(-20);
  for (const hop of hops.reverse()) {
    const address = plainAddress(hop);
    if (isIP(address) === 0) return peer;
    if (!trusted.has(address)) return address;
  }
  return peer;
}
