// Finalizar when call 11 fails on every attempt: the wizard stays on Verificación with the error flag and
// every value, and the next Finalizar (same Idempotency-Key) records exactly one request.
import { expect, test } from '@playwright/test';
import { clearFaults, expectNoAxeViolations, injectFaults, signInWithEmployee } from '../holidays/support';
import { e2eCalls } from '../settings';
import { choose, next, pdfFile, realPdf, requestsOnBoard, stepHeading } from './support';

test.afterEach(clearFaults);

test('Finalizar fails: error flag, values kept, and the next Finalizar records exactly one request', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  const before = await requestsOnBoard(page);

  await page.goto('/employees/new-employee');
  await page.getByRole('textbox', { name: /^Nombres/ }).fill('Pedro Pablo');
  await page.getByRole('textbox', { name: /^Apellidos/ }).fill('Gómez Ñúñez');
  // Ángela's own ID number: the request is hers (a re-hire, decision 0013), so her board counts it.
  await page.getByRole('textbox', { name: /^Número de identificación/ }).fill('1001234567');
  await page.locator('input[type="file"]').setInputFiles(pdfFile('cv-pedro.pdf', realPdf));
  await expect(page.getByText('cv-pedro.pdf')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Datos de posición contractual')).toBeVisible();
  await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill('10/Dic/2026');
  await next(page).click();
  await expect(stepHeading(page, 'Ubicación jurídica y contable')).toBeVisible();
  await choose(page, /Proyecto/, 'PRY-AND-01');
  await next(page).click();
  await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar asignación' }).click();
  const modal = page.getByRole('dialog', { name: 'Agregar asignación' });
  await modal.getByRole('textbox', { name: /^Valor/ }).fill('300000');
  await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Asignación 1' })).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Requisitos no cumplidos')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Verificación')).toBeVisible();

  // Every attempt of the save call fails (the client's retries included).
  await injectFaults({ action: 'SaveHumanResourcesRequest', status: 500, times: e2eCalls.attempts });
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await expect(page.getByText('Error al enviar la solicitud. Intente nuevamente.')).toBeVisible({
    timeout: 30_000,
  });
  await expect(stepHeading(page, 'Verificación')).toBeVisible();
  await expect(page.getByText('Pedro Pablo')).toBeVisible();
  await expect(page.getByText('cv-pedro.pdf')).toBeVisible();
  await expect(page.getByText('300.000')).toBeVisible();
  await expectNoAxeViolations(page);

  await clearFaults();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(sent).toBeVisible();
  await sent.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();

  expect(await requestsOnBoard(page)).toBe(before + 1);
});
