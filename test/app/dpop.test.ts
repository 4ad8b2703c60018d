// The API client's DPoP proofs come from oidc-client-ts for a bound token only.

import { dpopProofs, isDpopBound } from '@src/app/auth/dpop';
import type { User } from 'oidc-client-ts';
import { describe, expect, test, vi } from 'vitest';

const user = (token_type: string) => ({ access_token: 'a.b.c', token_type }) as User;

describe('DPoP proofs of the calls to the services', () => {
  test('a DPoP-bound token: the library signs a proof for the address and method', async () => {
    const dpopProof = vi.fn(async () => 'proof');
    const signed = user('DPoP');
    const proofs = dpopProofs({ dpopProof }, () => signed);
    await expect(
      proofs({ url: 'http://localhost:4100/staff/staffs', method: 'DELETE', accessToken: 'a.b.c' }),
    ).resolves.toBe('proof');
    expect(dpopProof).toHaveBeenCalledWith('http://localhost:4100/staff/staffs', signed, 'DELETE');
  });

  test('a Bearer token or no user: no proof (the token goes as Bearer)', async () => {
    const dpopProof = vi.fn(async () => 'proof');
    const request = { url: 'http://x/y', method: 'GET' as const, accessToken: 't' };
    await expect(dpopProofs({ dpopProof }, () => user('Bearer'))(request)).resolves.toBeUndefined();
    await expect(dpopProofs({ dpopProof }, () => null)(request)).resolves.toBeUndefined();
    expect(dpopProof).not.toHaveBeenCalled();
    expect(isDpopBound(user('dpop'))).toBe(true);
  });

  test('a bound token whose key is gone cannot be used: the getter throws (the client answers 401)', async () => {
    const proofs = dpopProofs({ dpopProof: async () => undefined }, () => user('DPoP'));
    await expect(proofs({ url: 'http://x/y', method: 'GET', accessToken: 't' })).rejects.toThrow();
  });
});
