// The employee list is asked for once the screen has been painted (two frames later), never
// later than 100 ms when no frame comes (a tab in the background), and not at all once aborted.
import { afterNextPaint } from '@src/app/wiring/after-paint';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

describe('afterNextPaint', () => {
  let frames: FrameRequestCallback[] = [];
  const runFrame = () => {
    const due = frames;
    frames = [];
    for (const callback of due) callback(performance.now());
  };
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.stubGlobal('cancelAnimationFrame', () => {
      frames = [];
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  test('resolves in the task after the second frame, not after the first', async () => {
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    runFrame();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    runFrame();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  test('without frames it goes on after at most 100 ms', async () => {
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  test('where there are no frames at all (jsdom) it goes on after the 100 ms as well', async () => {
    vi.stubGlobal('requestAnimationFrame', undefined);
    vi.stubGlobal('cancelAnimationFrame', undefined);
    let done = false;
    void afterNextPaint().then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(100);
    expect(done).toBe(true);
  });

  test('an abort rejects it, before or while it waits', async () => {
    const before = new AbortController();
    before.abort(new Error('antes'));
    await expect(afterNextPaint(before.signal)).rejects.toThrow('antes');
    const during = new AbortController();
    const waiting = afterNextPaint(during.signal);
    during.abort(new Error('durante'));
    await expect(waiting).rejects.toThrow('durante');
  });
});
