// STACK_LATENCY_MS (stack/README.md): slow services, for trying a large unit by hand and in benchmarks.
// Every answer of the services waits this long before it is made; CORS preflights do not
// (the browser's preflight is the CORS layer's, not a service's work, and it is cached per address).
import type { MiddlewareHandler } from 'hono';

/** Delays every answer but a CORS preflight by `ms`. */
export function latency(ms: number): MiddlewareHandler {
  return async (c, next) => {
    if (ms > 0 && c.req.method !== 'OPTIONS') await new Promise<void>((resolve) => setTimeout(resolve, ms));
    await next();
  };
}
