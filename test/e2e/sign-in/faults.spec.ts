// Faults injected by the stack's services: the app shows the codes and toasts of SPEC §8, and recovers
// from time-outs within the configured attempts.
import { expect, test } from '@playwright/test';
import { clearFaults, expectNoAxeViolations, injectFaults, signIn } from './support';

test.afterEach(clearFaults);

test('portal call failing → error page 500 and the portal toast', async ({ page }) => {
  await injectFaults({ action: 'SearchAllStaffPortalsByBusinessManager', times: 10, status: 500 });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await expect(page.getByText('Error al obtener los datos del portal')).toBeVisible({ timeout: 30_000 });
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '500');
  await expect(page.getByText('Código de error: 500')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('business units failing → error page 1008', async ({ page }) => {
  await injectFaults({ action: 'SearchBusinessUnitsForAnOfficer', times: 10, status: 500 });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '1008', {
    timeout: 30_000,
  });
  await expect(page.getByText('No se pudieron obtener las unidades de negocio.')).toBeVisible();
});

test('no portal options for the unit → error page 1005', async ({ page }) => {
  await injectFaults({ action: 'SearchOptionsStaffPortalByBusinessUnit', times: 10, empty204: true });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '1005', {
    timeout: 30_000,
  });
  await expect(page.getByText('Código de error: 1005')).toBeVisible();
  await expect(page.getByText('No se encontraron opciones para el empleado.')).toBeVisible();
});

test('a time-out on the first attempt of the portal call, then success: the app recovers', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await injectFaults({ action: 'SearchAllStaffPortalsByBusinessManager', times: 1, delayMs: 12_000 });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 60_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
});

test('a slow business-units call keeps "Validando credenciales" on screen, and it has no axe violation', async ({
  page,
}) => {
  // The delay stays under the configured time-out, so the first attempt succeeds.
  await injectFaults({ action: 'SearchBusinessUnitsForAnOfficer', times: 1, delayMs: 6_000 });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await expect(page.getByRole('status').filter({ hasText: 'Validando credenciales' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/.+\/checking-credentials$/);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toBeVisible({ timeout: 30_000 });
});
