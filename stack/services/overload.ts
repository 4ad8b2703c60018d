// Overload is shed rather than queued without end: the services are one thread (and PGlite one
// database line), so past what they can answer the calls pile up, and each is worked on long after its
// client gave up (the app's attempt ends after 10 s) while the next ones wait behind it. A bounded number
// of calls are worked on at once; the others wait for their turn in order, and one that has waited
// longer than a bound is answered 503 with Retry-After before any work is done for it, which the app
// retries after the wait. The bound is well under the client's time-out, so a call that does get its
// turn still has time to be answered.

import type { Context } from 'hono';
import { messages } from './http-error';

/** Calls worked on at once, and the longest a call waits for its turn before it is shed. */
export interface OverloadLimit {
  concurrent: number;
  maxWaitMs: number;
}

/** Enough calls at once to keep PostgreSQL's pool of 10 busy; PGlite takes one statement at a time. */
const defaultOverloadLimit: OverloadLimit = { concurrent: 16, maxWaitMs: 3000 };

/** What a shed call asks the client to wait before trying again, in seconds. */
const overloadRetryAfterSeconds = 2;

/** The answer of a shed call: 503 with Retry-After; none of its work was done, so asking again is safe. */
export const overloadedAnswer = (c: Context) =>
  c.json({ message: messages.overloaded }, 503, { 'Retry-After': String(overloadRetryAfterSeconds) });

/** A call shed because it waited longer than the bound for its turn (answered 503 with Retry-After). */
export class OverloadedError extends Error {
  constructor() {
    super('Too many calls waiting');
    this.name = 'OverloadedError';
  }
}

interface Waiter {
  /** Gives the waiter its turn; false when it had already given up (the turn goes to the next). */
  admit(): boolean;
}

/**
 * Runs calls at most `concurrent` at once, the rest in order of arrival; a call that waited more than
 * `maxWaitMs` rejects with OverloadedError without running. O(1) per call: a queue with a moving head.
 * @internal the tests drive it directly too
 */
export function overloadGate(limit: OverloadLimit) {
  let running = 0;
  const waiting: (Waiter | undefined)[] = [];
  let head = 0;

  function release() {
    while (head < waiting.length) {
      const next = waiting[head];
      waiting[head] = undefined;
      head += 1;
      if (next?.admit()) {
        compact();
        return;
      }
    }
    compact();
    running -= 1;
  }

  function compact() {
    if (head > 1024 && head * 2 > waiting.length) {
      waiting.splice(0, head);
      head = 0;
    }
  }

  function turn(): Promise<void> {
    if (running < limit.concurrent) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      let done = false;
      const timer = setTimeout(() => {
        done = true;
        reject(new OverloadedError());
      }, limit.maxWaitMs);
      waiting.push({
        admit() {
          if (done) return false;
          done = true;
          clearTimeout(timer);
          resolve();
          return true;
        },
      });
    });
  }

  /** Runs `call` in its turn (OverloadedError if it waited too long); the turn passes on when it ends. */
  return async function inTurn<T>(call: () => Promise<T>): Promise<T> {
    await turn();
    try {
      return await call();
    } finally {
      release();
    }
  };
}

/**
 * The services' turns (a part of `limit` left out: the default's). The body arrives before a call takes
 * its turn, so a slow upload holds no place in the line; a failure to read it is the handler's to answer
 * (Hono keeps the read, with its outcome).
 */
export function overloadTurns(limit: { [Part in keyof OverloadLimit]?: number | undefined } = {}) {
  const inTurn = overloadGate({
    concurrent: limit.concurrent ?? defaultOverloadLimit.concurrent,
    maxWaitMs: limit.maxWaitMs ?? defaultOverloadLimit.maxWaitMs,
  });
  return async (c: Context, call: () => Promise<Response>): Promise<Response> => {
    if (c.req.method !== 'GET') await c.req.text().catch(() => undefined);
    return inTurn(call);
  };
}
