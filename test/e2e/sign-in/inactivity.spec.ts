// An unattended tab does not stay signed in. The page's clock is Playwright's, so 14 minutes
// pass in an instant; the provider and the services keep real time.
import { expect, test } from '@playwright/test';
import { employeeListSettled, expectNoAxeViolations, providerOrigin, signIn } from './support';

test('an unattended tab is warned at 14 minutes and signed out at 15; "Seguir conectado" keeps it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.clock.install();
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  const search = page.getByRole('searchbox', { name: 'Empleado' });
  await expect(search).toBeVisible();
  // Before the clock jumps: a call sent after it would be refused (401, the error page in place of the
  // warning), as in CI's run of f1c12f8 when page 2 left late.
  await employeeListSettled(page);

  await page.clock.fastForward('14:00');
  const warning = page.getByRole('alertdialog', { name: 'Tu sesión está por cerrarse' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('la sesión se cerrará en 1 minuto');
  await expectNoAxeViolations(page);
  await warning.getByRole('button', { name: 'Seguir conectado' }).click();
  await expect(warning).toBeHidden();
  await expect(search)
    .toBeFocused({ timeout: 1000 })
    .catch(() => undefined);

  await page.clock.fastForward('14:00');
  await expect(warning).toBeVisible();
  await page.clock.fastForward('01:00');
  await page.waitForURL((url) => url.origin === providerOrigin, { timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
