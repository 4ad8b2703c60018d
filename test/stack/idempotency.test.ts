// Idempotency-Key of call 11 is bound to the request it answered: the same body in the same unit is
// replayed, another body or unit is refused with 422, and the key is forgotten after its lifetime.
import { randomUUID } from 'node:crypto';
import { idempotencyLifetimeMs } from '@stack/services/idempotency';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { headersOf, validCertification } from './support/calls-table';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;
let ana: string;
/** The services' clock runs this far ahead of the real one. */
let ahead = 0;

beforeAll(async () => {
  stack = await startTestStack('test', { now: () => new Date(Date.now() + ahead) });
  ana = await stack.tokenFor('ana.admin');
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const save = (body: unknown, key: string | undefined, unit = 'UN-ANDINA') =>
  stack.call('/persistence/human-resources-requests', {
    method: 'POST',
    headers: headersOf({
      token: ana,
      unit,
      action: 'SaveHumanResourcesRequest',
      ...(key ? { idempotencyKey: key } : {}),
    }),
    body: JSON.stringify(body),
  });

const idOf = async (response: Response) =>
  ((await response.json()) as { humanResourceRequestId: string }).humanResourceRequestId;

const newKey = () => `clave-${randomUUID()}`;

describe('an Idempotency-Key is bound to its body and unit, for a limited time', () => {
  test('the same body again, even with its keys in another order, replays the first answer', async () => {
    const key = newKey();
    const first = await save(validCertification, key);
    expect(first.status).toBe(201);
    const reordered = Object.fromEntries(Object.entries(validCertification).reverse());
    const again = await save(reordered, key);
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    // The replay answers exactly as the first answer did: the same body (version 1) and ETag.
    expect(again.headers.get('ETag')).toBe(first.headers.get('ETag'));
    expect(first.headers.get('ETag')).toMatch(/^"[^"]+\.1"$/);
    expect(await again.json()).toEqual(await first.json());
    const stored = await stack.db.query<{ action: string }>(
      'SELECT action FROM idempotency_keys WHERE idempotency_key = $1',
      [key],
    );
    expect(stored.rows.map((row) => row.action)).toEqual(['SaveHumanResourcesRequest']);
  });

  test('the same key with another body is refused with 422 and creates nothing', async () => {
    const key = newKey();
    expect((await save(validCertification, key)).status).toBe(201);
    const other = {
      ...validCertification,
      humanResourceRequestData: {
        ...validCertification.humanResourceRequestData,
        addressee: 'Banco de Bogotá',
      },
    };
    const refused = await save(other, key);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toContain('Idempotency-Key');
    expect(refused.headers.get('Idempotent-Replayed')).toBeNull();
  });

  test('the same key and body sent to another unit is refused with 422', async () => {
    const key = newKey();
    expect((await save(validCertification, key)).status).toBe(201);
    const caribe = { ...validCertification, employeeId: '200001' };
    expect((await save(caribe, key, 'UN-CARIBE')).status).toBe(422);
  });

  test('a malformed key is refused with 400', async () => {
    expect((await save(validCertification, 'x'.repeat(201))).status).toBe(400);
    expect((await save(validCertification, 'clave con espacios')).status).toBe(400);
  });

  test('after its lifetime the key starts a new request, whatever the body', async () => {
    const key = newKey();
    const first = await save(validCertification, key);
    expect(first.status).toBe(201);
    ahead = idempotencyLifetimeMs + 60_000;
    try {
      const later = await save(validCertification, key);
      expect(later.status).toBe(201);
      expect(later.headers.get('Idempotent-Replayed')).toBeNull();
      expect(await idOf(later)).not.toBe(await idOf(first));
      const stored = await stack.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM idempotency_keys WHERE idempotency_key = $1',
        [key],
      );
      expect(stored.rows[0]?.n).toBe(1);
    } finally {
      ahead = 0;
    }
  });
});
