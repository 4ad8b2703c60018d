// A large load (a unit's 500 employees: 350 kB to read, parse and index) waits until the page
// has been painted once, so a phone shows the screen before it works through the answer; on a phone the
// answer can arrive while the first frame is still being built and delay it. A frame that never comes (a
// tab in the background does not paint) holds the load back at most `atMostMs`.

/** Resolves once the page has painted the frame after this call (at most `atMostMs` later). */
export function afterNextPaint(signal?: AbortSignal, atMostMs = 100): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    let frame = 0;
    const stopFrame = () => {
      if (typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
    };
    const done = () => {
      clearTimeout(fallback);
      stopFrame();
      signal?.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      clearTimeout(fallback);
      stopFrame();
      reject(signal?.reason);
    };
    const fallback = setTimeout(done, atMostMs);
    signal?.addEventListener('abort', aborted, { once: true });
    // A frame's callback runs before its paint, and the paint reaches the screen later still: the next
    // frame's callback comes after the screen showed this one.
    if (typeof requestAnimationFrame !== 'function') return; // no frames here: the fallback decides
    frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setTimeout(done, 0));
    });
  });
}
