// The provider's own sign-in page, driven as a person would: code flow with PKCE started by the test,
// keyboard sign-in as ana.admin, tokens exchanged, a service called; a wrong password shows the error.
import { createHash, randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { newDpopKey } from '@test/stack/support/dpop-key';
import { e2ePorts } from '../../../playwright.config';

const issuer = `http://localhost:${e2ePorts.oidc}`;
const services = `http://localhost:${e2ePorts.services}`;
const app = `http://localhost:${e2ePorts.app}`;
const redirectUri = `${app}/`;

function pkce() {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

async function openSignIn(page: Page, challenge: string, state: string) {
  // The app is not under test here: answer its redirect target with a blank page so the code stays unused.
  await page.route(`${app}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>app</title>' }),
  );
  const url = new URL('/auth', issuer);
  url.search = new URLSearchParams({
    client_id: 'portal-erm',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email offline_access',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
  }).toString();
  await page.goto(url.toString());
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
}

test('ana.admin signs in with the keyboard, gets tokens with PKCE and calls a service', async ({ page }) => {
  const { verifier, challenge } = pkce();
  await openSignIn(page, challenge, 'e2e-state');

  const accessibility = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(accessibility.violations).toEqual([]);

  await expect(page.getByLabel('Usuario')).toBeFocused();
  await page.keyboard.type('ana.admin');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type('demo');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeFocused();
  await page.keyboard.press('Enter');

  await page.waitForURL((url) => url.origin === app && url.searchParams.has('code'));
  const back = new URL(page.url());
  expect(back.searchParams.get('state')).toBe('e2e-state');

  // The client is DPoP-bound (docs/decisions/0015-dpop.md): proofs of one key, at the token endpoint
  // and at the services.
  const key = await newDpopKey();
  const tokenResponse = await fetch(`${issuer}/token`, {
    method: 'POST',
    headers: { DPoP: await key.proof({ method: 'POST', url: `${issuer}/token` }) },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
      client_id: 'portal-erm',
    }),
  });
  expect(tokenResponse.status).toBe(200);
  const tokens = (await tokenResponse.json()) as {
    access_token: string;
    id_token: string;
    refresh_token: string;
  };
  expect(tokens.refresh_token).toBeTruthy();

  const portalUrl = `${services}/staff-query/staff-portals-by-business-manager?publicCode=ERM-DEMO`;
  const portal = await fetch(portalUrl, {
    headers: {
      Authorization: `DPoP ${tokens.access_token}`,
      DPoP: await key.proof({ method: 'GET', url: portalUrl, accessToken: tokens.access_token }),
      'X-Action': 'SearchAllStaffPortalsByBusinessManager',
    },
  });
  expect(portal.status).toBe(200);
  expect(await portal.json()).toEqual([expect.objectContaining({ publicCode: 'ERM-DEMO' })]);
});

test('a wrong password shows "Usuario o contraseña incorrectos." and no code is issued', async ({ page }) => {
  const { challenge } = pkce();
  await openSignIn(page, challenge, 'wrong');
  await page.getByLabel('Usuario').fill('ana.admin');
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();

  await expect(page.getByRole('alert')).toHaveText('Usuario o contraseña incorrectos.');
  await expect(page.getByLabel('Usuario')).toHaveValue('ana.admin');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  expect(new URL(page.url()).origin).toBe(issuer);

  const accessibility = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(accessibility.violations).toEqual([]);
});
