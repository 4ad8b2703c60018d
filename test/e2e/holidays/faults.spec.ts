// Faults of calls 11 and 12: a failed save keeps the values and a second submit creates exactly one
// request; a failed delete keeps the request.
import { expect, test } from '@playwright/test';
import {
  clearFaults,
  countRequests,
  expectNoAxeViolations,
  findOnPages,
  injectFaults,
  openVacationRequests,
  signInWithEmployee,
} from './support';

test.afterEach(clearFaults);

test('the save call fails: error flag, values kept, a second submit creates exactly one request', async ({
  page,
}) => {
  test.setTimeout(180_000);
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
  await expectNoAxeViolations(page);

  await clearFaults();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
  await page
    .getByRole('dialog', { name: 'Solicitud enviada' })
    .getByRole('button', { name: 'Entendido' })
    .click();
  await expect(page.getByText('La solicitud de pago fue enviada exitosamente.')).toBeVisible();
  await expect.poll(() => countRequests(page)).toBe(before + 1);
  await page.reload();
  await openVacationRequests(page);
  expect(await countRequests(page)).toBe(before + 1);
});

test('the delete call fails: the request stays', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', 'jose andres', /José Andrés Muñoz Peña/);
  await page.goto('/holidays');
  await openVacationRequests(page);
  await injectFaults({ action: 'RemoveHumanResourcesRequest', times: 20, status: 500 });
  await (await findOnPages(page, page.getByRole('button', { name: 'Eliminar la solicitud 100001' }))).click();
  const discard = page.getByRole('dialog', { name: 'Descartar solicitud' });
  await discard.getByRole('textbox', { name: /Justificación/ }).fill('Prueba de falla.');
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('No se pudo eliminar la solicitud')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Eliminar la solicitud 100001' })).toBeVisible();
  await clearFaults();
  await page.reload();
  await openVacationRequests(page);
  await findOnPages(page, page.getByRole('button', { name: 'Eliminar la solicitud 100001' }));
});
