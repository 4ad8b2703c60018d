// On a shared office computer: a browser closed without signing out leaves nobody signed in.
// Closing it keeps only the cookies that outlive the browser (those with an expiry); with them, a new
// authorization must show the provider's sign-in page, not hand the next person a code.
import { expect, test } from '@playwright/test';
import { providerOrigin, signIn } from './support';

test('after the browser is closed, the next authorization asks for the password again', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toBeVisible({ timeout: 30_000 });

  // Closing the browser: only the cookies with an expiry survive (a session cookie has expires -1).
  const lasting = (await context.cookies()).filter((cookie) => cookie.expires !== -1);
  await context.close();
  const reopened = await browser.newContext();
  await reopened.addCookies(lasting);
  const next = await reopened.newPage();
  await next.goto('/?portal=ERM-DEMO');
  await next.waitForURL((url) => url.origin === providerOrigin, { timeout: 30_000 });
  await expect(next.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(next.getByLabel('Contraseña')).toBeVisible();
  await reopened.close();
});
