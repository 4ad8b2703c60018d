import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export interface ProviderKeys {
  /** Private signing keys (RS256) in JWK form, as oidc-provider's `jwks` expects. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies. */
  cookieKeys: string[];
}

/** Loads the provider's keys from the data directory, generating and persisting them on first use. */
export async function loadProviderKeys(dataDir: string): Promise<ProviderKeys> {
  const file = join(dataDir, 'oidc-keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as ProviderKeys;
    if (stored.jwks?.keys?.length && stored.cookieKeys?.length) return stored;
  } catch {
    // missing or unreadable: generate below
  }
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  const keys: ProviderKeys = {
    jwks: { keys: [{ ...jwk, alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }] },
    cookieKeys: [randomBytes(32).toString('base64url')],
  };
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}
