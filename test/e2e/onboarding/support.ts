// What the onboarding wizard's end-to-end tests share: the files they attach and the wizard's controls.
import { expect, type Page } from '@playwright/test';

/** A small real PDF (one empty page). */
export const realPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
/** A PNG renamed to .pdf. */
export const fakePdf = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64),
]);
/** A 3 MB file that starts like a PDF. */
export const largePdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3 * 1024 * 1024)]);

export const pdfFile = (name: string, buffer: Buffer) => ({ name, mimeType: 'application/pdf', buffer });

export const stepHeading = (page: Page, name: string) => page.getByRole('heading', { name, level: 2 });
export const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' });

export async function choose(page: Page, field: RegExp, option: string) {
  await page.getByRole('button', { name: field }).click();
  await page.getByRole('option', { name: option }).click();
}

/** All requests on the selected employee's board: the sum of its three columns' counts, once loaded. */
export async function requestsOnBoard(page: Page): Promise<number> {
  await page.goto('/requests');
  let total = 0;
  for (const column of ['Por evaluar', 'En progreso', 'Terminada']) {
    const count = page.getByRole('region', { name: column }).getByText(/\(\d+ solicitud(es)?\)/);
    await expect(count).toBeAttached(); // visually hidden beside the column heading
    total += Number(/\d+/.exec((await count.textContent()) ?? '')?.[0]);
  }
  return total;
}

/** Selects another employee on employee selection (by name or ID number) and lands on home. */
export async function selectEmployee(page: Page, search: string, name: RegExp): Promise<void> {
  await page.goto('/employees/select-employee');
  await page.getByRole('searchbox', { name: 'Empleado' }).fill(search);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  // Home greets the signed-in person (employee selection does not).
  await expect(page.getByText(/^Hola/)).toBeVisible({ timeout: 30_000 });
}
