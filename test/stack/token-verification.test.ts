// How the services verify a Bearer token. Each refused token differs from an accepted one in ONE
// property and is signed with the provider's own key (read from the stack's data directory), so every
// case fails on that property alone, not on the signature.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { headersOf } from './support/calls-table';
import { testDpopKey } from './support/dpop-key';
import { signIn } from './support/oidc-flow';
import { startTestStack, type TestStack } from './support/test-stack';

vi.setConfig({ testTimeout: 30_000, hookTimeout: 90_000 });

let stack: TestStack;
let providerJwk: JWK;

beforeAll(async () => {
  stack = await startTestStack();
  const stored = JSON.parse(await readFile(join(stack.dataDir, 'oidc-keys.json'), 'utf8')) as {
    jwks: { keys: JWK[] };
  };
  const key = stored.jwks.keys[0];
  if (!key) throw new Error('the provider has no key');
  providerJwk = key;
}, 60_000);

afterAll(async () => {
  await stack?.dispose();
});

interface TokenShape {
  typ?: string;
  issuer?: string;
  audience?: string;
  subject?: string;
  issuedAt?: number;
  expiresAt?: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A token signed with the provider's RS256 key; every property is the provider's unless overridden. */
async function providerSigned(shape: TokenShape = {}) {
  const key = await importJWK(providerJwk, 'RS256');
  const issuedAt = shape.issuedAt ?? nowSeconds();
  // Bound to the suite's DPoP key, as the provider binds every token: stack.call adds the proof.
  const cnf = { jkt: (await testDpopKey).jkt };
  return new SignJWT({ client_id: 'portal-erm', scope: 'openid profile email offline_access', cnf })
    .setProtectedHeader({ alg: 'RS256', typ: shape.typ ?? 'at+jwt', kid: String(providerJwk.kid) })
    .setIssuer(shape.issuer ?? stack.urls.oidc)
    .setAudience(shape.audience ?? stack.urls.services)
    .setSubject(shape.subject ?? 'ana.admin')
    .setJti(`test-${Math.random().toString(36).slice(2)}`)
    .setIssuedAt(issuedAt)
    .setExpirationTime(shape.expiresAt ?? issuedAt + 300)
    .sign(key);
}

/** An unsecured JWT (`alg: none`) with otherwise valid claims. */
function unsigned() {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = nowSeconds();
  return `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode({
    iss: stack.urls.oidc,
    aud: stack.urls.services,
    sub: 'ana.admin',
    client_id: 'portal-erm',
    iat: now,
    exp: now + 300,
  })}.`;
}

/** Call 1 with the token: a read every staff member may make. */
const callWith = (token: string) =>
  stack.call('/staff-query/staff-portals-by-business-manager?publicCode=ERM-DEMO', {
    headers: headersOf({ token, action: 'SearchAllStaffPortalsByBusinessManager' }),
  });

describe('the services verify every property of an access token', () => {
  test('accept a token signed by the provider with the right type, issuer, audience and lifetime', async () => {
    expect((await callWith(await providerSigned())).status).toBe(200);
  });

  test('refuse an expired token (401 invalid_token)', async () => {
    const issuedAt = nowSeconds() - 600;
    const response = await callWith(await providerSigned({ issuedAt, expiresAt: issuedAt + 300 }));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
  });

  test('refuse a token for another audience', async () => {
    expect((await callWith(await providerSigned({ audience: 'http://localhost:1/otra-api' }))).status).toBe(
      401,
    );
  });

  test('refuse a token of another issuer', async () => {
    expect((await callWith(await providerSigned({ issuer: 'http://evil.example' }))).status).toBe(401);
  });

  test('refuse a token whose type is not at+jwt', async () => {
    expect((await callWith(await providerSigned({ typ: 'JWT' }))).status).toBe(401);
  });

  test('refuse an unsigned token (alg: none)', async () => {
    expect((await callWith(unsigned())).status).toBe(401);
  });

  test('refuse an ID token used as an access token', async () => {
    const { tokens } = await signIn({
      issuer: stack.urls.oidc,
      redirectUri: `${stack.urls.app}/`,
      username: 'ana.admin',
      password: 'demo',
    });
    if (!tokens) throw new Error('sign-in failed');
    expect((await callWith(tokens.access_token)).status).toBe(200);
    expect((await callWith(tokens.id_token)).status).toBe(401);
  });
});
