// On a shared office computer, end to end: a sign-out in one tab signs out the other tab of the
// same browser within a second and ends the grant at the provider; the next person to sign in inherits
// nothing the previous one left in storage.
import { expect, type Page, test } from '@playwright/test';
import { providerOrigin, signIn } from './support';

/** The refresh token oidc-client-ts keeps for this tab (session storage), if any. */
async function refreshTokenOf(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    for (let index = 0; index < sessionStorage.length; index += 1) {
      const key = sessionStorage.key(index) ?? '';
      if (key.startsWith('oidc.user:')) {
        const user = JSON.parse(sessionStorage.getItem(key) ?? '{}') as { refresh_token?: string };
        return user.refresh_token ?? undefined;
      }
    }
    return undefined;
  });
}

/**
 * Refreshes a refresh token from the page, with a DPoP proof signed by the tab's own key (kept by
 * `keepDpopKey` before the sign-out deleted it from IndexedDB): tokens are DPoP-bound
 * (docs/decisions/0015-dpop.md), so a refresh without the key would fail whatever the grant's state.
 */
async function refreshInPage(page: Page, refreshToken: string) {
  return page.evaluate(
    async ({ tokenUrl, token }) => {
      const keys = (window as unknown as { keptDpopKeys: CryptoKeyPair }).keptDpopKeys;
      const jwk = await crypto.subtle.exportKey('jwk', keys.publicKey);
      const encode = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replaceAll('+', '-')
          .replaceAll('/', '_')
          .replace(/=+$/, '');
      const part = (value: object) => encode(new TextEncoder().encode(JSON.stringify(value)));
      const header = {
        alg: 'ES256',
        typ: 'dpop+jwt',
        jwk: { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y },
      };
      const payload = {
        htm: 'POST',
        htu: tokenUrl,
        iat: Math.floor(Date.now() / 1000),
        jti: crypto.randomUUID(),
      };
      const input = `${part(header)}.${part(payload)}`;
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        keys.privateKey,
        new TextEncoder().encode(input),
      );
      const response = await fetch(tokenUrl, {
        method: 'POST',
        headers: { DPoP: `${input}.${encode(new Uint8Array(signature))}` },
        body: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: token,
          client_id: 'portal-erm',
        }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { error?: string; refresh_token?: string },
      };
    },
    { tokenUrl: `${providerOrigin}/token`, token: refreshToken },
  );
}

/** Keeps the tab's DPoP key pair (from oidc-client-ts's IndexedDB store) in the page's memory. */
async function keepDpopKey(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('oidc');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('dpop').objectStore('dpop').get('portal-erm');
          read.onsuccess = () => {
            (window as unknown as { keptDpopKeys: CryptoKeyPair }).keptDpopKeys = read.result.keys;
            resolve();
          };
        };
      }),
  );
}

async function storedKeys(page: Page): Promise<{ local: string[]; session: string[] }> {
  return page.evaluate(() => ({ local: Object.keys(localStorage), session: Object.keys(sessionStorage) }));
}

test('a sign-out in one tab signs out the other within a second, and the grant ends', async ({ context }) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  await first.goto('/?portal=ERM-DEMO');
  await signIn(first, 'beto.unaunidad');
  await first.waitForURL('**/employees/select-employee', { timeout: 30_000 });

  // A second tab of the same browser: signed in through the provider's session, no form.
  const second = await context.newPage();
  await second.goto('/');
  await second.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await expect(second.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
  // With the tab's own key, its refresh token works (the check after the sign-out is then about the
  // grant, not the proof); the rotated one is kept for that check.
  await keepDpopKey(second);
  const renewed = await refreshInPage(second, (await refreshTokenOf(second)) ?? '');
  expect(renewed.status).toBe(200);
  const secondRefreshToken = renewed.body.refresh_token;
  expect(secondRefreshToken).toBeTruthy();

  await first.getByRole('button', { name: /Alberto Núñez/ }).click();
  await first.getByRole('button', { name: 'Cerrar sesión' }).click();

  // The other tab: signed out within a second, with nothing of the session left in it.
  await expect(second.getByRole('heading', { name: 'Sesión cerrada' })).toBeVisible({ timeout: 1000 });
  await expect(second.getByRole('searchbox', { name: 'Empleado' })).toHaveCount(0);
  await expect
    .poll(async () => {
      const keys = await storedKeys(second);
      return [...keys.local, ...keys.session].filter(
        (key) => key.startsWith('oidc.user:') || key.startsWith('portal-erm.state'),
      );
    })
    .toEqual([]);

  // The first tab ends the provider session and lands on the provider's sign-in page.
  await first.waitForURL((url) => url.origin === providerOrigin, { timeout: 30_000 });
  await expect(first.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();

  // The second tab's refresh token was revoked with the grant: it renews nothing any more.
  const refreshed = await refreshInPage(second, secondRefreshToken ?? '');
  expect(refreshed.status).toBe(400);
  expect(refreshed.body.error).toBe('invalid_grant');

  // Signing in again from the second tab asks for the password: the provider session is over.
  await second.getByRole('button', { name: 'Iniciar sesión' }).click();
  await second.waitForURL((url) => url.origin === providerOrigin);
  await expect(second.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});

test('the next person to sign in inherits nothing the previous one left (a browser closed without signing out)', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toBeVisible({ timeout: 30_000 });
  await page.getByText('Servicios Región Caribe').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('portal-erm.state'))).toContain('UN-CARIBE');

  // The browser is closed without signing out: its session cookies and this tab's storage are gone,
  // local storage is not.
  await context.clearCookies();
  await page.evaluate(() => sessionStorage.clear());

  // Beto (one unit, Andina; Caribe is not his) signs in on the same computer.
  await page.goto('/');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Operaciones Región Andina');
  await expect(page.getByText(/Código de error/)).toHaveCount(0);
  const saved = await page.evaluate(() => localStorage.getItem('portal-erm.state'));
  expect(saved ?? '').not.toContain('UN-CARIBE');
  expect(saved ?? '').not.toContain('ana.admin');
});
