// A scripted stand-in for fetch: each call takes the next step of the script (the last step repeats)
// and is recorded with its address, method, headers, body and signal.

export type Step =
  | { status: number; body?: unknown; raw?: string; headers?: Record<string, string> }
  | { network: true }
  /** Never answers; rejects with the signal's reason once the attempt is aborted. */
  | { hang: true };

interface RecordedCall {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal: AbortSignal | undefined;
}

export function json(status: number, body?: unknown): Step {
  return { status, body };
}

export function fakeFetch(...script: Step[]) {
  const calls: RecordedCall[] = [];
  const fetch = (input: string, init: RequestInit): Promise<Response> => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    calls.push({
      url: new URL(input),
      method: init.method ?? 'GET',
      headers,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      signal: init.signal ?? undefined,
    });
    const step = script[Math.min(calls.length - 1, script.length - 1)];
    if (!step) throw new Error('fakeFetch: empty script');
    if ('network' in step) return Promise.reject(new TypeError('Failed to fetch'));
    if ('hang' in step) {
      return new Promise((_resolve, reject) => {
        const signal = init.signal;
        if (signal?.aborted) reject(signal.reason);
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
      });
    }
    if (step.status === 204) return Promise.resolve(new Response(null, { status: 204 }));
    const text = step.raw ?? (step.body === undefined ? '' : JSON.stringify(step.body));
    return Promise.resolve(
      new Response(text, {
        status: step.status,
        headers: { 'Content-Type': 'application/json', ...step.headers },
      }),
    );
  };
  return { fetch, calls };
}
