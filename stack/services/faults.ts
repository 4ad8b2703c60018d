import { z } from 'zod';

/** Fault-injection key of call 13, which has no X-Action. */
export const remunerationFaultKey = 'RemunerationProfilesCatalog';

/** One forced misbehaviour for the next `times` requests of one X-Action (test mode only). */
const faultSchema = z
  .object({
    action: z.string().min(1).max(100),
    times: z.number().int().min(1).max(1000).default(1),
    status: z.number().int().min(100).max(599).optional(),
    delayMs: z.number().int().min(0).max(120_000).optional(),
    empty204: z.boolean().optional(),
    malformed: z.boolean().optional(),
    drop: z.boolean().optional(),
    cut: z.boolean().optional(),
    /** The call is made, its If-Match weighed as stale (412 with the request as it is now). */
    stale: z.boolean().optional(),
  })
  .strict();

export type Fault = z.output<typeof faultSchema>;

export const faultsBodySchema = z.union([faultSchema, z.array(faultSchema).min(1)]);

/**
 * The armed faults, consumed one request at a time in the order they were added, and how many requests
 * arrived per X-Action since the last clear (so a test can count the client's attempts on the server).
 */
export class FaultRegistry {
  #faults: Fault[] = [];
  #calls = new Map<string, number>();

  add(faults: Fault[]): void {
    this.#faults.push(...faults.map((fault) => ({ ...fault })));
  }

  /** Forgets the armed faults and the request counts. */
  clear(): void {
    this.#faults = [];
    this.#calls.clear();
  }

  /** Counts one request of an X-Action (call 13: its fault key), faulted or not. */
  record(action: string): void {
    this.#calls.set(action, (this.#calls.get(action) ?? 0) + 1);
  }

  /** Requests per X-Action since the last clear. */
  calls(): Record<string, number> {
    return Object.fromEntries(this.#calls);
  }

  list(): Fault[] {
    return this.#faults.map((fault) => ({ ...fault }));
  }

  /** Takes one use of the first fault armed for the action, if any. */
  take(action: string): Fault | undefined {
    const fault = this.#faults.find((candidate) => candidate.action === action);
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.#faults = this.#faults.filter((candidate) => candidate !== fault);
    return { ...fault };
  }
}
