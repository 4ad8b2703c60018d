import { ApiError, type CallSpec, createHttpClient, type HttpClientOptions } from '@src/api/http-client';
import { apiRejection as failure } from '@test/support/api-rejection';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { fakeFetch, json, type Step } from './fake-fetch';

const messages = {
  failure: (status: number) => `Falló (Status: ${status})`,
  final: 'Todos los intentos fallaron. Prueba.',
};

function spec<T = unknown>(overrides: Partial<CallSpec<T>> = {}): CallSpec<T> {
  return {
    method: 'GET',
    baseUrl: 'http://services.test/svc',
    path: '/things',
    action: 'SearchThings',
    messages,
    noContent: () => [] as T,
    parse: (body) => body as T,
    ...overrides,
  };
}

function setup(script: Step[], options: Partial<HttpClientOptions> = {}) {
  const fake = fakeFetch(...script);
  const sleeps: number[] = [];
  const client = createHttpClient({
    attempts: 3,
    timeoutMs: 1000,
    getToken: async () => 'token-123',
    getBusinessUnit: () => 'UN-1',
    fetch: fake.fetch,
    random: () => 0.5,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    backoff: { baseMs: 100, maxMs: 250 },
    ...options,
  });
  return { client, calls: fake.calls, sleeps };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('http client: success and headers', () => {
  test('returns the parsed body after one attempt', async () => {
    const { client, calls } = setup([json(200, [{ a: 1 }])]);
    await expect(client.request(spec({ parse: (body) => (body as unknown[]).length }))).resolves.toBe(1);
    expect(calls).toHaveLength(1);
  });

  test('sends Content-Type, X-Business-unit, Authorization Bearer, X-Action and the extra headers', async () => {
    const { client, calls } = setup([json(200, [])]);
    await client.request(spec({ headers: { 'X-User-Name': 'ana.admin' } }));
    expect(calls[0]?.headers).toEqual({
      'content-type': 'application/json',
      'x-business-unit': 'UN-1',
      authorization: 'Bearer token-123',
      'x-action': 'SearchThings',
      'x-user-name': 'ana.admin',
    });
  });

  test('leaves out X-Action when the call has none, and Authorization/X-Business-unit when unknown', async () => {
    const { client, calls } = setup([json(200, [])], {
      getToken: async () => undefined,
      getBusinessUnit: () => undefined,
    });
    await client.request(spec({ action: undefined }));
    expect(calls[0]?.headers).toEqual({ 'content-type': 'application/json' });
  });

  test('fails like a 401, without a request or retry, when the token cannot be obtained', async () => {
    const { client, calls } = setup([json(200, [])], {
      getToken: async () => {
        throw new Error('login_required');
      },
    });
    const error = await failure(client.request(spec()));
    expect(error.kind).toBe('http');
    expect(error.status).toBe(401);
    expect(calls).toHaveLength(0);
  });

  test('DPoP: a bound token goes as "DPoP <token>" with a new proof per attempt, for the address without query and the method', async () => {
    const asked: { url: string; method: string; accessToken: string }[] = [];
    const { client, calls } = setup([json(503, {}), json(200, [])], {
      dpopProof: async (request) => {
        asked.push(request);
        return `proof-${asked.length}`;
      },
    });
    await client.request(spec({ query: { page: 2 } }));
    expect(calls.map((call) => call.headers.authorization)).toEqual(['DPoP token-123', 'DPoP token-123']);
    expect(calls.map((call) => call.headers.dpop)).toEqual(['proof-1', 'proof-2']);
    expect(asked).toEqual([
      { url: 'http://services.test/svc/things', method: 'GET', accessToken: 'token-123' },
      { url: 'http://services.test/svc/things', method: 'GET', accessToken: 'token-123' },
    ]);
  });

  test('DPoP: no proof for the token (not bound) → Bearer; a proof that cannot be made fails like a 401', async () => {
    const bearer = setup([json(200, [])], { dpopProof: async () => undefined });
    await bearer.client.request(spec());
    expect(bearer.calls[0]?.headers.authorization).toBe('Bearer token-123');
    expect(bearer.calls[0]?.headers.dpop).toBeUndefined();

    const keyless = setup([json(200, [])], {
      dpopProof: async () => {
        throw new Error('no DPoP key');
      },
    });
    const error = await failure(keyless.client.request(spec()));
    expect([error.kind, error.status, keyless.calls.length]).toEqual(['http', 401, 0]);
  });

  test('lets a call override the business unit header', async () => {
    const { client, calls } = setup([json(200, [])]);
    await client.request(spec({ businessUnit: 'UN-9' }));
    expect(calls[0]?.headers['x-business-unit']).toBe('UN-9');
  });

  test('asks for the token again on every attempt', async () => {
    const getToken = vi.fn(async () => 'fresh');
    const { client } = setup([json(503), json(200, [])], { getToken });
    await client.request(spec());
    expect(getToken).toHaveBeenCalledTimes(2);
  });

  test('builds the query string and leaves out undefined parameters', async () => {
    const { client, calls } = setup([json(200, [])]);
    await client.request(spec({ query: { a: 'x y', b: 2, c: undefined } }));
    expect(calls[0]?.url.pathname).toBe('/svc/things');
    expect([...(calls[0]?.url.searchParams.entries() ?? [])]).toEqual([
      ['a', 'x y'],
      ['b', '2'],
    ]);
  });

  test('sends the JSON body', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.request(spec({ method: 'DELETE', body: { list: [1, 2] } }));
    expect(calls[0]?.method).toBe('DELETE');
    expect(calls[0]?.body).toEqual({ list: [1, 2] });
  });
});

describe('http client: retries', () => {
  test('retries a 5xx up to the configured attempts and then fails with the final message', async () => {
    const { client, calls, sleeps } = setup([json(500)]);
    const error = await failure(client.request(spec()));
    expect(calls).toHaveLength(3);
    expect(error.kind).toBe('http');
    expect(error.status).toBe(500);
    expect(error.message).toBe('Falló (Status: 500)');
    expect(error.finalMessage).toBe('Todos los intentos fallaron. Prueba.');
    expect(error.attempts).toBe(3);
    expect(error.name).toBe('ApiError');
    // full jitter: random (0.5) × min(cap 250, base 100 × 2^(n-1))
    expect(sleeps).toEqual([50, 100]);
  });

  test('honours a different number of attempts', async () => {
    const { client, calls } = setup([json(502)], { attempts: 5 });
    await failure(client.request(spec()));
    expect(calls).toHaveLength(5);
  });

  test('retries 408 and 429 and succeeds when the server recovers', async () => {
    const { client, calls } = setup([json(408), json(429), json(200, ['ok'])]);
    await expect(client.request(spec())).resolves.toEqual(['ok']);
    expect(calls).toHaveLength(3);
  });

  test('waits what Retry-After asks (429, 503) within the backoff cap; asked for longer, gives up at once', async () => {
    const backoff = { baseMs: 300, maxMs: 5000 };
    const waited = setup(
      [
        { status: 429, headers: { 'Retry-After': '2' } },
        { status: 503, headers: { 'Retry-After': '1' } },
        json(200, ['ok']),
      ],
      { backoff },
    );
    await expect(waited.client.request(spec())).resolves.toEqual(['ok']);
    // The larger of the jittered backoff (0.5 × 300, 0.5 × 600) and Retry-After.
    expect(waited.sleeps).toEqual([2000, 1000]);

    const tooLong = setup([{ status: 429, headers: { 'Retry-After': '3600' } }, json(200, [])], { backoff });
    const error = await failure(tooLong.client.request(spec()));
    expect(tooLong.calls).toHaveLength(1);
    expect(error.status).toBe(429);

    const date = setup(
      [{ status: 503, headers: { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' } }, json(200, [])],
      {
        backoff,
      },
    );
    await expect(date.client.request(spec())).resolves.toEqual([]);
    expect(date.sleeps).toEqual([150]);
  });

  test.each([400, 401, 403, 404, 409, 422])('does not retry a %i', async (status) => {
    const { client, calls } = setup([json(status), json(200, [])]);
    const error = await failure(client.request(spec()));
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(status);
    expect(error.kind).toBe('http');
    expect(error.message).toBe(`Falló (Status: ${status})`);
  });

  test('retries a network error and reports status 0 in the message', async () => {
    const { client, calls } = setup([{ network: true }]);
    const error = await failure(client.request(spec()));
    expect(calls).toHaveLength(3);
    expect(error.kind).toBe('network');
    expect(error.status).toBeUndefined();
    expect(error.message).toBe('Falló (Status: 0)');
  });

  test('does not retry a POST without an Idempotency-Key', async () => {
    const { client, calls } = setup([json(503)]);
    const error = await failure(client.request(spec({ method: 'POST', body: {} })));
    expect(calls).toHaveLength(1);
    expect(error.status).toBe(503);
  });

  test('retries a POST with an Idempotency-Key, sending the same key every time', async () => {
    const { client, calls } = setup([json(503), { network: true }, json(201, { id: 1 })]);
    await client.request(spec({ method: 'POST', body: { a: 1 }, headers: { 'Idempotency-Key': 'k-1' } }));
    expect(calls).toHaveLength(3);
    expect(calls.map((call) => call.headers['idempotency-key'])).toEqual(['k-1', 'k-1', 'k-1']);
    expect(calls.map((call) => call.body)).toEqual([{ a: 1 }, { a: 1 }, { a: 1 }]);
  });

  test('uses a fresh AbortController per attempt', async () => {
    const { client, calls } = setup([json(500), json(200, [])]);
    await client.request(spec());
    expect(calls[0]?.signal).toBeDefined();
    expect(calls[0]?.signal).not.toBe(calls[1]?.signal);
  });
});

describe('http client: 204 and bodies', () => {
  test('returns what the call says a 204 means', async () => {
    const { client } = setup([{ status: 204 }]);
    await expect(client.request(spec({ noContent: () => 'vacío' }))).resolves.toBe('vacío');
  });

  test('passes an ApiError thrown for a 204 through without retrying', async () => {
    const { client, calls } = setup([{ status: 204 }]);
    const notFound = new ApiError({
      kind: 'http',
      status: 204,
      message: 'no existe',
      finalMessage: 'no existe',
      action: 'X',
      attempts: 1,
    });
    const error = await failure(
      client.request(
        spec({
          noContent: () => {
            throw notFound;
          },
        }),
      ),
    );
    expect(error.message).toBe('no existe');
    expect(error.status).toBe(204);
    expect(error.attempts).toBe(1);
    expect(calls).toHaveLength(1);
  });

  test('counts the attempts made before a 204 verdict', async () => {
    const { client } = setup([json(500), { status: 204 }]);
    const error = await failure(
      client.request(
        spec({
          noContent: () => {
            throw new ApiError({
              kind: 'http',
              status: 204,
              message: 'no',
              finalMessage: 'no',
              action: 'X',
              attempts: 1,
            });
          },
        }),
      ),
    );
    expect(error.attempts).toBe(2);
  });

  test('treats a malformed JSON body as a final failure of kind malformed, without retrying', async () => {
    const { client, calls } = setup([{ status: 200, raw: '{"a": [1, 2' }, json(200, [])]);
    const error = await failure(client.request(spec()));
    expect(calls).toHaveLength(1);
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
    expect(error.finalMessage).toBe(messages.final);
  });

  test('hands an empty 200 body to the parser as undefined', async () => {
    const { client } = setup([{ status: 200, raw: '' }]);
    await expect(client.request(spec({ parse: (body) => body === undefined }))).resolves.toBe(true);
  });

  test('turns a parser that throws a plain error into a malformed failure', async () => {
    const { client } = setup([json(200, {})]);
    const error = await failure(
      client.request(
        spec({
          parse: () => {
            throw new Error('sin id');
          },
        }),
      ),
    );
    expect(error.kind).toBe('malformed');
  });
});

describe('http client: time-out and abort', () => {
  test('aborts an attempt after the time-out and retries, then fails with kind timeout', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup([{ hang: true }], { timeoutMs: 1000 });
    const result = failure(client.request(spec()));
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    const error = await result;
    expect(calls).toHaveLength(3);
    expect(error.kind).toBe('timeout');
    expect(error.finalMessage).toBe(messages.final);
  });

  test('recovers when a later attempt answers in time', async () => {
    vi.useFakeTimers();
    const { client, calls } = setup([{ hang: true }, json(200, ['ok'])], { timeoutMs: 500 });
    const result = client.request(spec());
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual(['ok']);
    expect(calls).toHaveLength(2);
  });

  test('stops at once when the caller aborts during an attempt: no more attempts, AbortError-like', async () => {
    const { client, calls } = setup([{ hang: true }]);
    const controller = new AbortController();
    const result = failure(client.request(spec({ signal: controller.signal })));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    controller.abort();
    const error = await result;
    expect(error.kind).toBe('aborted');
    expect(error.name).toBe('AbortError');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  test('stops when the caller aborts while waiting between attempts', async () => {
    const controller = new AbortController();
    const { client, calls } = setup([json(500)], {
      sleep: async () => {
        controller.abort();
      },
    });
    const error = await failure(client.request(spec({ signal: controller.signal })));
    expect(error.kind).toBe('aborted');
    expect(calls).toHaveLength(1);
  });

  test('cuts the default backoff wait short on abort', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const fake = fakeFetch(json(500));
    const client = createHttpClient({
      attempts: 3,
      timeoutMs: 1000,
      getToken: () => 't',
      getBusinessUnit: () => 'UN-1',
      fetch: fake.fetch,
      random: () => 1,
      backoff: { baseMs: 60_000, maxMs: 60_000 },
    });
    const result = failure(client.request(spec({ signal: controller.signal })));
    await vi.advanceTimersByTimeAsync(10);
    expect(fake.calls).toHaveLength(1);
    controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    const error = await result;
    expect(error.kind).toBe('aborted');
    expect(fake.calls).toHaveLength(1);
  });

  test('makes no request when the signal is already aborted', async () => {
    const { client, calls } = setup([json(200, [])]);
    const error = await failure(client.request(spec({ signal: AbortSignal.abort() })));
    expect(error.kind).toBe('aborted');
    expect(calls).toHaveLength(0);
  });
});
