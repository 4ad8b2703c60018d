// What the person sees is what the services said: every employee of a unit past the first
// page, a failed or refused call shown as such (never as zero or empty), requests refused without a
// valid contract, the portal codes 1000 and 1002, and axe on every state of /holidays.
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { signIn } from '../sign-in/support';
import {
  clearFaults,
  expectNoAxeViolations,
  injectFaults,
  openVacationRequests,
  signInWithEmployee,
} from './support';

test.afterEach(clearFaults);

test('the 525th employee of UN-ANDINA (second page of call 7) is found by name', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', 'Zoé Alejandra', /Zoé Alejandra Patiño Beltrán/);
  await expect(page.getByRole('button', { name: /Zoé Alejandra Patiño Beltrán/ })).toBeVisible();
});

// In the full set: the fault matrix's call 9 × 500 takes it by default.
test('call 9 failing: the banner says so with a retry, never 0 días; the retry recovers', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await injectFaults({ action: 'SearchDaysPendingPerContractByEmployee', times: 20, status: 500 });
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  const banner = page.getByRole('button', { name: /Ángela Cañón Londoño/ });
  await expect(banner).toContainText('Error al obtener los días de vacaciones pendientes');
  await expect(banner).not.toContainText('0 días por disfrutar');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: 'Empleado seleccionado' }) });
  await expect(card.getByRole('alert')).toContainText('Error al obtener los días de vacaciones pendientes');
  await expectNoAxeViolations(page);
  await clearFaults();
  await page.getByRole('button', { name: 'Reintentar los días por disfrutar' }).click();
  await expect(banner).toContainText(/\d+(,\d+)? días? por disfrutar/);
});

// In the full set: the selected employee's path tests and test/stack's read use cases take it by default.
test('call 9 refused with 403: the error catalogue, access denied', { tag: fullOnly }, async ({ page }) => {
  test.setTimeout(120_000);
  await injectFaults({ action: 'SearchDaysPendingPerContractByEmployee', times: 20, status: 403 });
  // The home page asks call 9 as soon as the employee is chosen: the refusal may come before '/' shows.
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Empleado' }).fill('Ángela');
  await page.getByRole('button', { name: /Ángela Cañón Londoño/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === '403', {
    timeout: 30_000,
  });
  await expect(page.getByText('El acceso a este recurso fue denegado.')).toBeVisible();
});

// In the full set: the request wizard's path tests take it by default.
test("an employee without a valid contract: the request wizards show 'Acción inhabilitada'", {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', '80123456', /Íñigo Núñez Castañeda/);
  await page.goto('/holidays');
  await page.getByRole('button', { name: 'Solicitar disfrute' }).click();
  const modal = page.getByRole('dialog', { name: 'Acción inhabilitada' });
  await expect(modal).toContainText(
    'Ya que no tiene un contrato activo o no cuenta con los privilegios necesarios.',
  );
  await expect(page.getByRole('heading', { name: 'Solicitud de disfrute de vacaciones' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/certifications/new-certification');
  await expect(page.getByRole('dialog', { name: 'Acción inhabilitada' })).toBeVisible();
});

for (const [address, code] of [
  ['/?portal=', '1000'],
  ['/?portal=NO-EXISTE', '1000'],
  ['/?portal=ERM-SIN-OPERADOR', '1002'],
] as const) {
  // In the full set: the portal's path tests take each code by default.
  test(`${address} ends on error ${code}`, { tag: fullOnly }, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(address);
    await signIn(page, 'beto.unaunidad');
    await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === code, {
      timeout: 30_000,
    });
    await expect(page.getByText(`Código de error: ${code}`)).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe on every state of /holidays for José (several contracts): both tabs, the days modal', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/);
  await page.goto('/holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta de días utilizados' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await openVacationRequests(page);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /José Andrés Muñoz Peña/ }).click();
  const modal = page.getByRole('dialog', { name: 'Días por disfrutar' });
  await expect(modal.getByRole('table')).toBeVisible();
  await expectNoAxeViolations(page);
  await modal.getByRole('tab', { name: 'Días utilizados' }).click();
  await expect(modal.getByRole('table').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
