// The one HTTP client of the app: attempts, time-outs, backoff, headers and typed errors live here and
// nowhere else (TanStack Query's own retry is off).
//
// Retry policy:
// - GET and DELETE retry on a network error, a time-out, a 5xx, 408 or 429; never on another 4xx.
// - POST retries only when the call carries an `Idempotency-Key` header (the same key on every attempt).
// - A 2xx whose body is not JSON is a `malformed` failure and is NOT retried: the server did answer, and
//   asking again would most likely return the same body, only later.
// - Between attempts: exponential backoff with full jitter, delay = random() × min(maxMs, baseMs × 2^(n-1)).
//   A retryable answer with Retry-After in seconds (the services' 429 and 503) waits at least that long;
//   one asking for longer than maxMs is not retried (the person is told now rather than after the wait).
// - The caller's signal aborts the attempt in flight or the wait between attempts at once; no further
//   attempt is made and the call rejects with an ApiError of kind 'aborted' whose name is 'AbortError'.
// - Each attempt has its own AbortController, aborted by the time-out or by the caller's signal. The
//   time-out also covers getting the token and reading the body.
// - A token getter that throws (silent renewal failed) gives kind 'http' with status 401, not retried.
// - DPoP (RFC 9449): when `dpopProof` answers a proof for an attempt, the token goes as
//   `Authorization: DPoP <token>` with the proof in the `DPoP` header; a new proof (new jti) per attempt.
//   A proof getter that throws is handled as a token getter that throws.
// - Conditional requests: a 412 Precondition Failed (someone else changed the resource since
//   the version sent in If-Match) is never retried; its JSON body goes to the call's `preconditionFailed`,
//   which gives the typed error (the request's RequestChangedError). A 428 Precondition Required means
//   the app sent a change without If-Match: a programming error, never retried, reported as such.

/** How a call failed. */
export type ApiErrorKind = 'http' | 'timeout' | 'network' | 'malformed' | 'aborted';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  /** HTTP status when the server answered (including 204 for "does not exist"). */
  status?: number;
  /** The per-call Spanish message (with the status where the spec shows one). */
  message: string;
  /** The "Todos los intentos fallaron…" text of the call (the failure text when the spec has none). */
  finalMessage: string;
  /** The X-Action of the call, or the path when the call has none. */
  action: string;
  /** Attempts made before giving up. */
  attempts: number;
  cause?: unknown;
}

/** The typed error every API call rejects with. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly finalMessage: string;
  readonly action: string;
  readonly attempts: number;

  constructor(init: ApiErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause });
    // 'AbortError' lets code that only knows DOM aborts (fetch, TanStack Query, XState) recognise it.
    this.name = init.kind === 'aborted' ? 'AbortError' : 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.finalMessage = init.finalMessage;
    this.action = init.action;
    this.attempts = init.attempts;
  }
}

/** Per-call texts handed to the client. */
export interface CallMessages {
  /** Message of a failed attempt; `status` is 0 when no HTTP answer arrived. */
  failure: (status: number) => string;
  /** The all-attempts-failed text. */
  final: string;
}

type HttpMethod = 'GET' | 'POST' | 'DELETE';

/**
 * One call as described by src/api/api.ts.
 * @internal
 */
export interface CallSpec<T> {
  method: HttpMethod;
  /** Service base address without a trailing slash. */
  baseUrl: string;
  /** Path starting with '/', segments already encoded. */
  path: string;
  /** Query parameters; undefined values are left out. */
  query?: Record<string, string | number | undefined>;
  /** X-Action header; omitted when undefined (call 13). */
  action?: string;
  /** Extra headers of this call (X-User-Name, Idempotency-Key). */
  headers?: Record<string, string>;
  /** JSON body. */
  body?: unknown;
  messages: CallMessages;
  /** What a 204 means for this call: a value, or an ApiError thrown (never retried). */
  noContent: (headers: Headers) => T;
  /**
   * Turns the parsed JSON into the domain value (may throw an ApiError; other throws become 'malformed');
   * `headers` are the answer's (call 7 reads X-Total-Count).
   */
  parse: (body: unknown, headers: Headers) => T;
  /** A file, not JSON (call 18): `parse` receives the answer's body as a Blob. */
  binary?: boolean;
  /**
   * The error of a 412 answer, from its JSON body (undefined when it is not JSON) and the
   * failure the client would give; without it a 412 is an ordinary 'http' failure.
   */
  preconditionFailed?: (body: unknown, failure: ApiError) => ApiError;
  /** The caller's signal. */
  signal?: AbortSignal | undefined;
  /** X-Business-unit for this call; when undefined the client's getter decides. */
  businessUnit?: string | undefined;
}

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** Attempts per call including the first (config.retryAttempts). */
  attempts: number;
  /** Time-out of one attempt in ms (config.timeoutMs). */
  timeoutMs: number;
  /** Access token, obtained silently from the identity provider; no header when undefined. */
  getToken: () => Promise<string | undefined> | string | undefined;
  /**
   * DPoP: the proof of one request (its address without query, its method) for the access token, signed
   * with the key the token is bound to; undefined for a token that is not bound (sent as Bearer).
   */
  dpopProof?: (request: DpopRequest) => Promise<string | undefined> | string | undefined;
  /** Selected business unit; no X-Business-unit header when undefined or empty. */
  getBusinessUnit: () => string | undefined;
  /** Defaults to globalThis.fetch. */
  fetch?: FetchLike;
  /** Defaults to Math.random (full jitter). */
  random?: () => number;
  /** Waits between attempts; must reject or resolve early when the signal aborts. */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
  /** Backoff base and cap in ms (defaults 300 and 5000). */
  backoff?: { baseMs: number; maxMs: number };
}

/** What a DPoP proof names: the request's address without query or fragment (`htu`), its method (`htm`), the token (`ath`). */
export interface DpopRequest {
  url: string;
  method: HttpMethod;
  accessToken: string;
}

export interface HttpClient {
  request<T>(spec: CallSpec<T>): Promise<T>;
}

/** Default wait between attempts, cut short by the caller's signal. */
function abortableSleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}

/** Builds the absolute address of a call. */
function buildUrl(spec: Pick<CallSpec<unknown>, 'baseUrl' | 'path' | 'query'>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(spec.query ?? {})) {
    if (value !== undefined) params.append(key, String(value));
  }
  const search = params.toString();
  return `${spec.baseUrl}${spec.path}${search ? `?${search}` : ''}`;
}

const retryableStatus = (status: number) => status >= 500 || status === 408 || status === 429;

type Outcome<T> =
  | { ok: true; value: T }
  | { ok: false; error: ApiError; retryable: boolean; retryAfterMs?: number };

/** Retry-After in seconds as milliseconds; undefined when absent or a date (not used by the services). */
function retryAfterMsOf(response: Response): number | undefined {
  const value = response.headers.get('Retry-After')?.trim() ?? '';
  return /^\d{1,6}$/.test(value) ? Number(value) * 1000 : undefined;
}

/** Creates the client; the app builds one through createApi. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const random = options.random ?? Math.random;
  const sleep = options.sleep ?? abortableSleep;
  const { baseMs, maxMs } = options.backoff ?? { baseMs: 300, maxMs: 5000 };
  const attempts = Math.max(1, Math.floor(options.attempts));

  async function headersFor(spec: CallSpec<unknown>): Promise<Record<string, string>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json' };
    const businessUnit = spec.businessUnit ?? options.getBusinessUnit();
    if (businessUnit) headers['X-Business-unit'] = businessUnit;
    const token = await options.getToken();
    if (token) {
      const proof = await options.dpopProof?.({
        url: `${spec.baseUrl}${spec.path}`,
        method: spec.method,
        accessToken: token,
      });
      if (proof) {
        headers.Authorization = `DPoP ${token}`;
        headers.DPoP = proof;
      } else {
        headers.Authorization = `Bearer ${token}`;
      }
    }
    if (spec.action) headers['X-Action'] = spec.action;
    return { ...headers, ...spec.headers };
  }

  async function attempt<T>(spec: CallSpec<T>, attemptNumber: number): Promise<Outcome<T>> {
    const action = spec.action ?? spec.path;
    const fail = (kind: ApiErrorKind, status: number | undefined, cause?: unknown) =>
      new ApiError({
        kind,
        status,
        message: spec.messages.failure(status ?? 0),
        finalMessage: spec.messages.final,
        action,
        attempts: attemptNumber,
        cause,
      });

    const controller = new AbortController();
    let timedOut = false;
    const onCallerAbort = () => controller.abort(spec.signal?.reason);
    spec.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(new DOMException('Time-out', 'TimeoutError'));
    }, options.timeoutMs);

    const interrupted = (cause: unknown): Outcome<T> => {
      if (spec.signal?.aborted)
        return { ok: false, error: fail('aborted', undefined, cause), retryable: false };
      if (timedOut) return { ok: false, error: fail('timeout', undefined, cause), retryable: true };
      return { ok: false, error: fail('network', undefined, cause), retryable: true };
    };

    try {
      let headers: Record<string, string>;
      try {
        headers = await headersFor(spec);
      } catch (cause) {
        // No token (silent renewal failed): the session is over, as a 401 would say; not retried.
        if (spec.signal?.aborted) return interrupted(cause);
        return { ok: false, error: fail('http', 401, cause), retryable: false };
      }
      if (spec.signal?.aborted) return interrupted(spec.signal.reason);
      const init: RequestInit = { method: spec.method, headers, signal: controller.signal };
      if (spec.body !== undefined) init.body = JSON.stringify(spec.body);

      let response: Response;
      try {
        response = await doFetch(buildUrl(spec), init);
      } catch (cause) {
        return interrupted(cause);
      }

      if (response.status === 204) return settle(attemptNumber, () => spec.noContent(response.headers), fail);
      if (response.status === 412 && spec.preconditionFailed) {
        const failure = fail('http', 412);
        let body: unknown;
        try {
          body = JSON.parse(await response.text());
        } catch {
          body = undefined;
        }
        return { ok: false, error: spec.preconditionFailed(body, failure), retryable: false };
      }
      if (response.status === 428) {
        // The app sent a change without If-Match: a bug of the call, not a failure of the services.
        console.error(`[api] ${action}: 428 Precondition Required (falta If-Match)`);
      }
      if (!response.ok) {
        // Drain the body so the connection can be reused; its content is not needed.
        response.body?.cancel().catch(() => undefined);
        const retryAfterMs = retryAfterMsOf(response);
        return {
          ok: false,
          error: fail('http', response.status),
          retryable: retryableStatus(response.status),
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
      }

      if (spec.binary) {
        let blob: Blob;
        try {
          blob = await response.blob();
        } catch (cause) {
          return interrupted(cause);
        }
        return settle(
          attemptNumber,
          () => spec.parse(blob, response.headers),
          (kind, _status, cause) => fail(kind, response.status, cause),
        );
      }
      let text: string;
      try {
        text = await response.text();
      } catch (cause) {
        return interrupted(cause);
      }
      let json: unknown;
      if (text.trim() === '') {
        json = undefined;
      } else {
        try {
          json = JSON.parse(text);
        } catch (cause) {
          return { ok: false, error: fail('malformed', response.status, cause), retryable: false };
        }
      }
      return settle(
        attemptNumber,
        () => spec.parse(json, response.headers),
        (kind, _status, cause) => fail(kind, response.status, cause),
      );
    } finally {
      clearTimeout(timer);
      spec.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  function settle<T>(
    made: number,
    produce: () => T,
    fail: (kind: ApiErrorKind, status: number | undefined, cause?: unknown) => ApiError,
  ): Outcome<T> {
    try {
      return { ok: true, value: produce() };
    } catch (cause) {
      if (cause instanceof ApiError) {
        // The call's own verdict (e.g. "does not exist" on a 204), with the real attempt count.
        const { kind, status, message, finalMessage, action } = cause;
        const error = new ApiError({ kind, status, message, finalMessage, action, attempts: made, cause });
        return { ok: false, error, retryable: false };
      }
      return { ok: false, error: fail('malformed', undefined, cause), retryable: false };
    }
  }

  async function request<T>(spec: CallSpec<T>): Promise<T> {
    const mayRetry =
      spec.method !== 'POST' ||
      Object.keys(spec.headers ?? {}).some((name) => name.toLowerCase() === 'idempotency-key');
    const aborted = (made: number) =>
      new ApiError({
        kind: 'aborted',
        message: spec.messages.failure(0),
        finalMessage: spec.messages.final,
        action: spec.action ?? spec.path,
        attempts: made,
        cause: spec.signal?.reason,
      });

    for (let n = 1; ; n += 1) {
      if (spec.signal?.aborted) throw aborted(n - 1);
      const outcome = await attempt(spec, n);
      if (outcome.ok) return outcome.value;
      if (!outcome.retryable || !mayRetry || n >= attempts) throw outcome.error;
      const asked = outcome.retryAfterMs ?? 0;
      if (asked > maxMs) throw outcome.error;
      const delay = Math.max(asked, random() * Math.min(maxMs, baseMs * 2 ** (n - 1)));
      await sleep(delay, spec.signal);
    }
  }

  return { request };
}
