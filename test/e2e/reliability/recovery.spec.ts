// Beyond the fault matrix's one-fault-per-case rows: a fault that clears within the attempts is
// recovered from unseen, a slow sign-in step keeps its spinner, and a save that failed is sent again
// exactly once (the Idempotency-Key of the submission).
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import {
  clearFaults,
  countRequests,
  expectNoAxeViolations,
  injectFaults,
  openVacationRequests,
  sendAndAcknowledge,
  signInWithEmployee,
} from '../holidays/support';
import { services, signIn } from '../sign-in/support';
import { slowDelayMs, timeoutDelayMs } from './matrix';

test.afterEach(clearFaults);

const requestsOf = async (action: string) =>
  ((await (await fetch(`${services}/__faults`)).json()) as { calls: Record<string, number> }).calls[action] ??
  0;

// In the full set: the fault matrix's full set and the HTTP client's tests (a retry after a time-out) take it.
test('a time-out on the first attempt of the portal call, then an answer: the app goes on, in two requests', {
  tag: fullOnly,
}, async ({ page }) => {
  await clearFaults();
  await injectFaults({ action: 'SearchAllStaffPortalsByBusinessManager', times: 1, delayMs: timeoutDelayMs });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'beto.unaunidad');
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
  expect(await requestsOf('SearchAllStaffPortalsByBusinessManager')).toBe(2);
});

// In the full set: the fault matrix's slow call 6 takes it by default.
test('a slow business-units call keeps "Validando credenciales" on screen, and it has no axe violation', {
  tag: fullOnly,
}, async ({ page }) => {
  // The delay stays under the configured time-out, so the first attempt succeeds.
  await injectFaults({ action: 'SearchBusinessUnitsForAnOfficer', times: 1, delayMs: slowDelayMs + 2000 });
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await expect(page.getByRole('status').filter({ hasText: 'Validando credenciales' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/.+\/checking-credentials$/);
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toBeVisible({ timeout: 30_000 });
});

// In the full set: onboarding/submit-failure.spec.ts takes it by default.
test('the save call fails: error flag, values kept, a second submit creates exactly one request', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  await page.goto('/holidays');
  await openVacationRequests(page);
  const before = await countRequests(page);

  await page.getByRole('button', { name: 'Solicitar pago' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /Días a pagar/ }).fill('2');
  await page.getByRole('textbox', { name: /Observaciones/ }).fill('Pago parcial');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await injectFaults({ action: 'SaveHumanResourcesRequest', times: 20, status: 500 });
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('Error al enviar la solicitud de vacaciones o certificación. Intente nuevamente.'),
  ).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Pago parcial')).toBeVisible();

  await clearFaults();
  await sendAndAcknowledge(page);
  await expect(page.getByText('La solicitud de pago fue enviada exitosamente.')).toBeVisible();
  await expect.poll(() => countRequests(page)).toBe(before + 1);
  await page.reload();
  await openVacationRequests(page);
  expect(await countRequests(page)).toBe(before + 1);
});
