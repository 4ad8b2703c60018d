// Issue 25: the process page shows who is being onboarded. As ana.admin (AddEmployeeLink), Sofía's
// (100004) onboarding request shows her names and ID number under 'Datos del candidato', and 'Hoja de
// vida' reads the CV the seed stored for it (call 18, a PDF) and opens it in a new tab.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, signInWithEmployee } from '../holidays/support';

test('Sofía’s onboarding request: the candidate’s data and her Hoja de vida, opened as a PDF', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'sofia pena', /Sofía Peña Ordóñez/);
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  await page.getByRole('link', { name: /^Abrir la solicitud/ }).click();
  await page.waitForURL(/\/requests\/application-process\//);

  const candidate = page.getByRole('region', { name: 'Datos del candidato' });
  await expect(candidate).toBeVisible();
  await expect(candidate.getByText('Sofía', { exact: true })).toBeVisible();
  await expect(candidate.getByText('Peña Ordóñez', { exact: true })).toBeVisible();
  await expect(candidate.getByText('1098765432', { exact: true })).toBeVisible();
  await expect(candidate.getByText('Asesor comercial', { exact: true })).toBeVisible();
  await expect(candidate.getByText(/hoja-de-vida-pena-ordonez\.pdf/)).toBeVisible();
  await expectNoAxeViolations(page);

  const answer = page.waitForResponse(
    (response) => response.url().includes('/curriculum') && response.request().method() === 'GET',
  );
  const popup = page.waitForEvent('popup');
  await candidate.getByRole('button', { name: 'Hoja de vida' }).click();
  const file = await answer;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const tab = await popup;
  expect(tab.url()).toMatch(/^blob:/);
  await tab.close();
  await expect(page.getByText('Abriendo la hoja de vida…')).toHaveCount(0);
  await expect(candidate.getByRole('alert')).toHaveCount(0);
});
