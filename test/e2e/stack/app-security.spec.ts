// What the browser gets from the built app and its sign-in: isolation headers, no source maps, the
// sign-in state in session storage only, and no national ID number in the ID token the app keeps.
import { expect, test } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';

const app = `http://localhost:${e2ePorts.app}`;

test('the built app sends COOP and a Permissions-Policy, and serves no source maps', async ({ request }) => {
  const index = await request.get(`${app}/?portal=ERM-DEMO`);
  expect(index.headers()['cross-origin-opener-policy']).toBe('same-origin');
  expect(index.headers()['permissions-policy']).toContain('camera=()');
  const scripts = [...(await index.text()).matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await request.get(`${app}${script}`)).text();
    expect(code).not.toContain('sourceMappingURL');
    expect((await request.get(`${app}${script}.map`)).status()).toBe(404);
  }
});

test('signing in keeps the PKCE state in session storage, and the ID token holds no national ID number', async ({
  page,
  context,
}) => {
  await page.goto('/?portal=ERM-DEMO');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  // On the provider's page now: the app's origin must have left nothing of the sign-in in local storage.
  const appStorage = (await context.storageState()).origins.find((origin) => origin.origin === app);
  expect((appStorage?.localStorage ?? []).filter((entry) => entry.name.startsWith('oidc.'))).toEqual([]);

  await page.getByLabel('Usuario').fill('beto.unaunidad');
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // beto has one unit: call 4 (which needs the document number) succeeded when the app goes on by itself.
  await page.waitForURL('**/employees/select-employee');

  const user = await page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    return key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { id_token?: string; profile?: object })
      : {};
  });
  const idClaims = JSON.parse(Buffer.from(String(user.id_token).split('.')[1] ?? '', 'base64url').toString());
  expect(idClaims.preferred_username).toBe('beto.unaunidad');
  expect(idClaims).not.toHaveProperty('identification_document_number');
  expect(JSON.stringify(user.profile)).not.toContain('79100002');
  const local = await page.evaluate(() => Object.keys(localStorage));
  expect(local.filter((name) => name.startsWith('oidc.'))).toEqual([]);
});
