// DPoP in the browser (docs/decisions/0015-dpop.md): the app's calls carry `Authorization: DPoP` and a
// fresh proof each; the key stays in the browser (IndexedDB, not extractable), so the access token
// taken out of the tab is refused by the services, as Bearer or with another key.
import { expect, test } from '@playwright/test';
import { newDpopKey } from '@test/stack/support/dpop-key';
import { services, signIn } from '../sign-in/support';

test('the app sends DPoP-bound tokens with a proof per call; the token alone is useless elsewhere', async ({
  page,
}) => {
  const sent: { authorization: string; dpop: string }[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(services) || request.method() === 'OPTIONS') return;
    const headers = request.headers();
    sent.push({ authorization: headers.authorization ?? '', dpop: headers.dpop ?? '' });
  });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();

  expect(sent.length).toBeGreaterThan(3);
  for (const request of sent) {
    expect(request.authorization).toMatch(/^DPoP \S+$/);
    expect(request.dpop.split('.')).toHaveLength(3);
  }
  const jtis = sent.map(
    (request) => JSON.parse(Buffer.from(request.dpop.split('.')[1] ?? '', 'base64url').toString()).jti,
  );
  expect(new Set(jtis).size).toBe(sent.length);

  // The key is in IndexedDB and cannot be exported.
  const extractable = await page.evaluate(
    () =>
      new Promise<boolean | undefined>((resolve) => {
        const open = indexedDB.open('oidc');
        open.onsuccess = () => {
          const read = open.result.transaction('dpop').objectStore('dpop').get('portal-erm');
          read.onsuccess = () =>
            resolve((read.result as { keys?: CryptoKeyPair } | undefined)?.keys?.privateKey.extractable);
        };
      }),
  );
  expect(extractable).toBe(false);

  // The access token taken out of the tab, used from elsewhere.
  const token = sent[0]?.authorization.replace(/^DPoP /, '') ?? '';
  const url = `${services}/staff-query/staff-portals-by-business-manager?publicCode=ERM-DEMO`;
  const headers = { 'X-Action': 'SearchAllStaffPortalsByBusinessManager' };
  const asBearer = await fetch(url, { headers: { ...headers, Authorization: `Bearer ${token}` } });
  expect(asBearer.status).toBe(401);
  const thief = await newDpopKey();
  const withOtherKey = await fetch(url, {
    headers: {
      ...headers,
      Authorization: `DPoP ${token}`,
      DPoP: await thief.proof({ method: 'GET', url, accessToken: token }),
    },
  });
  expect(withOtherKey.status).toBe(401);
});
