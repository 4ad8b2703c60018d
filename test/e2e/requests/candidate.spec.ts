// The process page shows who is being onboarded. As ana.admin (AddEmployeeLink), Sofía's
// (100004) onboarding request shows her names and ID number under 'Datos del candidato', and 'Hoja de
// vida' reads the CV the seed stored for it (call 18) and hands it to the browser as a PDF download.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, signInWithEmployee } from '../holidays/support';

// In the full set: the process page's candidate tests read and download the CV by default.
test('Sofía’s onboarding request: the candidate’s data and her Hoja de vida, downloaded as a PDF', {
  tag: fullOnly,
}, async ({ page }) => {
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
  const download = page.waitForEvent('download');
  await candidate.getByRole('button', { name: 'Hoja de vida' }).click();
  const file = await answer;
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['content-disposition']).toContain('filename="hoja-de-vida-pena-ordonez.pdf"');
  // The browser receives the PDF the services stored, under its name.
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('hoja-de-vida-pena-ordonez.pdf');
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.toString('latin1')).toContain('Hoja de vida de Sof\\355a Pe\\361a Ord\\363\\361ez');
  await expect(page.getByText('Abriendo la hoja de vida…')).toHaveCount(0);
  await expect(candidate.getByRole('alert')).toHaveCount(0);
});
