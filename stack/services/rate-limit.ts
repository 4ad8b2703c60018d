// Per-account rate limit of the services (STACK_RATE_LIMIT, STACK_RATE_BURST): each signed-in account
// (the token's `sub`, known only once the token is verified) may make `perSecond` calls a second, and
// `burstPerMinute` more a minute beyond that for bursts (a large unit's employee pages); past both, 429
// with Retry-After. A person never comes near it; an account scripted to hammer the services is slowed
// without slowing anyone else. Kept in memory, one entry per account that called within the last minute.
import { BurstyRateLimiter, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface AccountRateLimit {
  /** Calls a second per account (0: no limit). */
  perSecond: number;
  /** Calls a minute beyond `perSecond`, for bursts (0: none). */
  burstPerMinute: number;
}

/** Generous: the app's busiest moment (a large unit's pages, four at a time) stays far below it. */
export const defaultAccountRateLimit: AccountRateLimit = { perSecond: 20, burstPerMinute: 600 };

/** Takes one call of an account; resolves to the seconds it must wait first, 0 when it may go on. */
export type AccountRateLimiter = (accountId: string) => Promise<number>;

export function accountRateLimiter(limit: AccountRateLimit): AccountRateLimiter | undefined {
  if (limit.perSecond <= 0) return undefined;
  const steady = new RateLimiterMemory({ keyPrefix: 'calls-second', points: limit.perSecond, duration: 1 });
  const limiter =
    limit.burstPerMinute > 0
      ? new BurstyRateLimiter(
          steady,
          new RateLimiterMemory({ keyPrefix: 'calls-burst', points: limit.burstPerMinute, duration: 60 }),
        )
      : steady;
  return async (accountId) => {
    try {
      await limiter.consume(accountId);
      return 0;
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    }
  };
}
