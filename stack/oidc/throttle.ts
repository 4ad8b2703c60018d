// Sign-in throttling for the provider's login form (issues 24 and 31), on rate-limiter-flexible's memory
// store: failures are counted per (user name, client address). After `freeFailures` failures within the
// window, that pair waits before its next attempt, and each wait is twice the one before (up to
// `maxBlockMs`). Nobody else waits: the same user from another computer, and the other people behind the
// same address, sign in as usual — a guesser cannot lock the real person out. Kept in memory: a restart
// forgets it, which is fine for a local stand-in (the library also has a PostgreSQL store).
import { RateLimiterMemory, type RateLimiterRes } from 'rate-limiter-flexible';

export interface SignInThrottleOptions {
  /** Failed attempts of one (user, address) within the window before it waits (default 5). */
  freeFailures?: number;
  /** The window in which failures are counted, in milliseconds (default 15 minutes). */
  windowMs?: number;
  /** The first wait, in milliseconds (default 30 s); each next one doubles. */
  firstBlockMs?: number;
  /** The longest wait, in milliseconds (default 15 minutes). */
  maxBlockMs?: number;
}

const isRes = (value: unknown): value is RateLimiterRes =>
  typeof value === 'object' && value !== null && 'msBeforeNext' in value;

export class SignInThrottle {
  readonly #free: number;
  readonly #firstBlockMs: number;
  readonly #maxBlockMs: number;
  /** Failures of a (user, address) in the window; blocked while it waits. */
  readonly #failures: RateLimiterMemory;
  /** How many waits a (user, address) has had in the last day: the next wait doubles with each. */
  readonly #blocks: RateLimiterMemory;

  constructor(options: SignInThrottleOptions = {}) {
    this.#free = options.freeFailures ?? 5;
    this.#firstBlockMs = options.firstBlockMs ?? 30_000;
    this.#maxBlockMs = options.maxBlockMs ?? 15 * 60_000;
    this.#failures = new RateLimiterMemory({
      keyPrefix: 'sign-in-failures',
      points: this.#free,
      duration: Math.ceil((options.windowMs ?? 15 * 60_000) / 1000),
    });
    this.#blocks = new RateLimiterMemory({
      keyPrefix: 'sign-in-blocks',
      points: 1_000_000,
      duration: 24 * 60 * 60,
    });
  }

  /** The key of a (user name, client address) pair. */
  static key(username: string, address: string | undefined): string {
    return `${username.trim().toLowerCase().slice(0, 200)}|${address ?? 'desconocido'}`;
  }

  /** Milliseconds until the user may try again from the address; 0 when it is now. */
  async retryAfterMs(username: string, address: string | undefined): Promise<number> {
    const state = await this.#failures.get(SignInThrottle.key(username, address));
    return state && state.consumedPoints > this.#free && state.msBeforeNext > 0 ? state.msBeforeNext : 0;
  }

  /** Records a failed attempt; at the free failures' end, the pair waits (twice as long as its last wait). */
  async failed(username: string, address: string | undefined): Promise<void> {
    const key = SignInThrottle.key(username, address);
    let consumed: number;
    try {
      consumed = (await this.#failures.consume(key)).consumedPoints;
    } catch (rejection) {
      if (!isRes(rejection)) throw rejection;
      consumed = rejection.consumedPoints;
    }
    if (consumed < this.#free) return;
    const blocks = (await this.#blocks.consume(key)).consumedPoints;
    const ms = Math.min(this.#firstBlockMs * 2 ** (blocks - 1), this.#maxBlockMs);
    await this.#failures.block(key, Math.max(1, Math.ceil(ms / 1000)));
  }

  /** A successful sign-in forgets the pair's failures and waits. */
  async succeeded(username: string, address: string | undefined): Promise<void> {
    const key = SignInThrottle.key(username, address);
    await Promise.all([this.#failures.delete(key), this.#blocks.delete(key)]);
  }
}
