// DPoP (RFC 9449) in the local stack: the provider binds every token to the client's key, and the
// services take an access token only with a proof of that key for the very request. A stolen token is
// useless without the key. docs/decisions/0015-dpop.md.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type DpopKey, newDpopKey, testDpopKey } from './support/dpop-key';
import { signIn, tokenEndpointProof } from './support/oidc-flow';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;
let token: string;
let key: DpopKey;

beforeAll(async () => {
  stack = await startTestStack();
  token = await stack.tokenFor('ana.admin');
  key = await testDpopKey;
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

const path = '/staff-query/staff-portals-by-business-manager?publicCode=ERM-DEMO';
const action = 'SearchAllStaffPortalsByBusinessManager';
const url = () => `${stack?.urls.services}${path}`;

/** Call 1 with exactly these credentials (no automatic proof). */
const call = (authorization: string, proof?: string, method = 'GET') =>
  fetch(url(), {
    method,
    headers: { Authorization: authorization, 'X-Action': action, ...(proof ? { DPoP: proof } : {}) },
  });

const proofFor = (overrides: Partial<Parameters<DpopKey['proof']>[0]> = {}, signer: DpopKey = key) =>
  signer.proof({ method: 'GET', url: url(), accessToken: token, ...overrides });

describe('the provider binds every token to the DPoP key', () => {
  test('issues DPoP tokens whose cnf.jkt is the key of the proof', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'beto.unaunidad',
      password: 'demo',
    });
    expect(tokens?.token_type).toBe('DPoP');
    expect(decodeJwt(tokens?.access_token ?? '').cnf).toEqual({ jkt: key.jkt });
  });

  test('refuses a refresh without a proof, or with another key than the refresh token is bound to', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    const refresh = async (signer?: DpopKey) =>
      fetch(`${stack.urls.oidc}/token`, {
        method: 'POST',
        headers: signer ? { DPoP: await tokenEndpointProof(stack.urls.oidc, signer) } : {},
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: tokens?.refresh_token ?? '',
          client_id: 'portal-erm',
        }),
      });
    const unproven = await refresh();
    expect(unproven.status).toBe(400);
    expect(((await unproven.json()) as { error: string }).error).toBe('invalid_grant');
    expect((await refresh(await newDpopKey())).status).toBe(400);
    expect((await refresh(key)).status).toBe(200);
  });
});

describe('the services take a bound token only with a proof of its key for the request', () => {
  test('accept the token with a proof for this method, address and token', async () => {
    expect((await call(`DPoP ${token}`, await proofFor())).status).toBe(200);
  });

  test('refuse a missing proof, with the DPoP challenge', async () => {
    const response = await call(`DPoP ${token}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^DPoP error="invalid_dpop_proof"/);
  });

  test('refuse the token stolen and used as Bearer (without the key)', async () => {
    const response = await call(`Bearer ${token}`);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^DPoP error="invalid_token"/);
  });

  test("refuse the token stolen and used with the thief's own key", async () => {
    const thief = await newDpopKey();
    expect((await call(`DPoP ${token}`, await proofFor({}, thief))).status).toBe(401);
  });

  test('refuse a replayed proof (the same jti twice)', async () => {
    const proof = await proofFor();
    expect((await call(`DPoP ${token}`, proof)).status).toBe(200);
    expect((await call(`DPoP ${token}`, proof)).status).toBe(401);
  });

  test('refuse a proof for another address or another method', async () => {
    const otherPath = `${stack.urls.services}/staff-query/staffs`;
    expect((await call(`DPoP ${token}`, await proofFor({ url: otherPath }))).status).toBe(401);
    expect((await call(`DPoP ${token}`, await proofFor({ method: 'POST' }))).status).toBe(401);
    const otherHost = url().replace('localhost', '127.0.0.1');
    expect((await call(`DPoP ${token}`, await proofFor({ url: otherHost }))).status).toBe(401);
  });

  test('refuse a proof made too long ago or in the future (iat window)', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect((await call(`DPoP ${token}`, await proofFor({ iat: now - 300 }))).status).toBe(401);
    expect((await call(`DPoP ${token}`, await proofFor({ iat: now + 300 }))).status).toBe(401);
  });

  test('refuse a proof for another token (ath), or that is not a dpop+jwt', async () => {
    const other = await stack.tokenFor('carla.consulta');
    expect((await call(`DPoP ${token}`, await proofFor({ accessToken: other }))).status).toBe(401);
    expect((await call(`DPoP ${token}`, await proofFor({ typ: 'JWT' }))).status).toBe(401);
    expect((await call(`DPoP ${token}`, 'not.a.proof')).status).toBe(401);
  });

  test('let the app send the DPoP header from its origin (CORS)', async () => {
    const response = await fetch(url(), {
      method: 'OPTIONS',
      headers: {
        Origin: stack.urls.app,
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization,dpop,x-action',
      },
    });
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('dpop');
  });
});
