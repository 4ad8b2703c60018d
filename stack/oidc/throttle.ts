// Sign-in throttling for the provider's login form: after too many failed attempts for one user name
// within a window, or from one client address, further attempts are refused (429) until the oldest
// failure leaves the window. Kept in memory: a restart forgets it, which is fine for a local stand-in.

export interface SignInThrottleOptions {
  /** Failed attempts per user name within the window before it is locked (default 5). */
  maxFailuresPerUser?: number;
  /** Failed attempts from one client address within the window, whatever the user name (default 20). */
  maxFailuresPerClient?: number;
  /** The window, in milliseconds (default 15 minutes). */
  windowMs?: number;
  /** Most user names and addresses remembered at once; the stalest go first (default 10,000). */
  maxEntries?: number;
  now?: () => number;
}

export class SignInThrottle {
  readonly #perUser: number;
  readonly #perClient: number;
  readonly #windowMs: number;
  readonly #maxEntries: number;
  readonly #now: () => number;
  /** Key → times of its failed attempts within the window, oldest first (insertion order = staleness). */
  readonly #failures = new Map<string, number[]>();

  constructor(options: SignInThrottleOptions = {}) {
    this.#perUser = options.maxFailuresPerUser ?? 5;
    this.#perClient = options.maxFailuresPerClient ?? 20;
    this.#windowMs = options.windowMs ?? 15 * 60 * 1000;
    this.#maxEntries = options.maxEntries ?? 10_000;
    this.#now = options.now ?? Date.now;
  }

  static userKey(username: string): string {
    return `user:${username.trim().toLowerCase().slice(0, 200)}`;
  }

  static clientKey(address: string | undefined): string {
    return `client:${address ?? 'desconocido'}`;
  }

  #recent(key: string, now: number): number[] {
    const times = (this.#failures.get(key) ?? []).filter((time) => now - time < this.#windowMs);
    if (times.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, times);
    return times;
  }

  /** Milliseconds until an attempt for the user from the client is allowed again; 0 when it is now. */
  retryAfterMs(username: string, address: string | undefined): number {
    const now = this.#now();
    let wait = 0;
    for (const [key, limit] of [
      [SignInThrottle.userKey(username), this.#perUser],
      [SignInThrottle.clientKey(address), this.#perClient],
    ] as const) {
      const times = this.#recent(key, now);
      const oldest = times.length >= limit ? times[times.length - limit] : undefined;
      if (oldest !== undefined) wait = Math.max(wait, oldest + this.#windowMs - now);
    }
    return wait;
  }

  /** Records a failed attempt for the user from the client. */
  failed(username: string, address: string | undefined): void {
    const now = this.#now();
    for (const key of [SignInThrottle.userKey(username), SignInThrottle.clientKey(address)]) {
      const times = this.#recent(key, now);
      this.#failures.delete(key);
      this.#failures.set(key, [...times, now]);
    }
    while (this.#failures.size > this.#maxEntries) {
      const stalest = this.#failures.keys().next().value;
      if (stalest === undefined) break;
      this.#failures.delete(stalest);
    }
  }

  /** A successful sign-in clears the user's failures (not the client's). */
  succeeded(username: string): void {
    this.#failures.delete(SignInThrottle.userKey(username));
  }
}
