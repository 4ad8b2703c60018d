// Overload is shed: the services work on a bounded number of calls at once, and a call that waited
// longer than a bound for its turn is answered 503 with Retry-After (which the app honours) before any
// of its work is done, instead of being worked on after its client gave up. Here one call at a time and
// a bound of 300 ms, so a call held 1.5 s (a fault's delay) makes the next one wait past it.
import { OverloadedError, overloadGate } from '@stack/services/overload';
import { describe, expect, test, vi } from 'vitest';
import { headersOf, rawCalls } from './support/calls-table';
import { sharedTestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

const stack = sharedTestStack({ overload: { concurrent: 1, maxWaitMs: 300 } });

const call = (n: number) => {
  const found = rawCalls.find((entry) => entry.n === n);
  if (!found) throw new Error(`no call ${n}`);
  return found;
};

async function read(n: 8 | 10) {
  const { path, action } = call(n);
  return stack.call(path, {
    headers: headersOf({ token: await stack.tokenFor('ana.admin'), unit: 'UN-ANDINA', action }),
  });
}

describe('the services under more calls than they can take', () => {
  test('a call that waited longer than the bound for its turn is answered 503 with Retry-After, unworked', async () => {
    await stack.tokenFor('ana.admin');
    stack.faults.add([{ action: call(10).action ?? '', times: 1, delayMs: 1500 }]);
    const held = read(10);
    // The held call has its turn (it is in its fault's delay) before the next one is sent.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const shed = await read(8);
    expect(shed.status).toBe(503);
    expect(shed.headers.get('Retry-After')).toBe('2');
    expect(((await shed.json()) as { message: string }).message).toMatch(/ocupado/);
    expect((await held).status).toBe(200);
    // Once the line is free, calls are answered again.
    expect((await read(8)).status).toBe(200);
  });

  test('calls past the limit wait their turn in order; only those that waited too long are shed', async () => {
    vi.useFakeTimers();
    try {
      const inTurn = overloadGate({ concurrent: 1, maxWaitMs: 100 });
      const order: number[] = [];
      let finishFirst!: () => void;
      const first = inTurn(
        () =>
          new Promise<void>((resolve) => {
            finishFirst = resolve;
          }),
      );
      const second = inTurn(async () => order.push(2));
      const third = inTurn(async () => order.push(3));
      await vi.advanceTimersByTimeAsync(50);
      finishFirst();
      await first;
      await Promise.all([second, third]);
      expect(order).toEqual([2, 3]);
      let finishHeld!: () => void;
      const held = inTurn(
        () =>
          new Promise<void>((resolve) => {
            finishHeld = resolve;
          }),
      );
      const late = inTurn(async () => order.push(4)).catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(150);
      expect(await late).toBeInstanceOf(OverloadedError);
      finishHeld();
      await held;
      // The shed call gave its place up: the next one has its turn at once.
      await inTurn(async () => order.push(5));
      expect(order).toEqual([2, 3, 5]);
    } finally {
      vi.useRealTimers();
    }
  });
});
