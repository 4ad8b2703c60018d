// Call 7 reads page 1, then the rest in parallel; a page that fails after its retries is named
// ('No se pudieron cargar todos los empleados (500 de 525)'), the search keeps working over what arrived,
// and Reintentar reads only the missing page, whose employees then show up for the text already typed.
import { expect, type Page, test } from '@playwright/test';
import { generateSeed } from '@stack/seed/generate';
import { fullOnly } from '../../../playwright.config';
import { e2eCalls } from '../settings';
import { clearFaults, employeeListSettled, injectFaults, services, signIn } from '../sign-in/support';

test.afterEach(clearFaults);

const action = 'SearchAllEmployee';
const requestsOfCall7 = async () =>
  ((await (await fetch(`${services}/__faults`)).json()) as { calls: Record<string, number> }).calls[action] ??
  0;

/** The last formalized employee of UN-ANDINA by name: on page 2 (employees 501–525). */
function lastOfAndina(): string {
  const collator = new Intl.Collator('es', { sensitivity: 'base' });
  const andina = generateSeed(new Date())
    .employees.filter((row) => row.unitCode === 'UN-ANDINA' && row.contractStatuses.includes('Formalized'))
    .sort((a, b) => collator.compare(a.names, b.names) || collator.compare(a.surnames, b.surnames));
  const last = andina.at(-1);
  if (!last || andina.length !== 525) throw new Error(`UN-ANDINA has ${andina.length} employees, not 525`);
  return `${last.names} ${last.surnames}`;
}

async function openEmployeeSelection(page: Page) {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  await page.getByText('Operaciones Región Andina').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL('**/employees/select-employee', { timeout: 30_000 });
  await expect(page.getByRole('searchbox', { name: 'Empleado' })).toBeVisible();
  // A request of call 7 still on its way would take the fault a test arms next for the reload's page 1.
  await employeeListSettled(page);
}

test('page 2 fails after its retries: named with the count, search works over page 1, Reintentar reads only page 2', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const onPage2 = lastOfAndina();
  await openEmployeeSelection(page);

  // A fresh load of the page: page 1 answers, page 2 fails every attempt.
  await clearFaults();
  await injectFaults({ action, times: 1, delayMs: 0 }, { action, times: e2eCalls.attempts, status: 500 });
  await page.reload();
  const missing = page
    .getByRole('alert')
    .filter({ hasText: 'No se pudieron cargar todos los empleados (500 de 525)' });
  await expect(missing).toBeVisible({ timeout: 30_000 });
  expect(await requestsOfCall7()).toBe(1 + e2eCalls.attempts);

  // The search works over what arrived: a page-1 employee is found, the page-2 one is not (yet).
  const search = page.getByRole('searchbox', { name: 'Empleado' });
  await search.fill('José Andrés');
  await expect(page.getByRole('button', { name: /José Andrés Muñoz Peña/ })).toBeVisible();
  await search.fill(onPage2);
  await expect(page.getByText('No hay resultados para esta búsqueda.')).toBeVisible();

  // Reintentar reads page 2 only; its employee shows up for the text already typed.
  await missing.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('button', { name: new RegExp(onPage2) })).toBeVisible({ timeout: 30_000 });
  await expect(search).toHaveValue(onPage2);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText(/Cargando empleados/)).toHaveCount(0);
  expect(await requestsOfCall7()).toBe(1 + e2eCalls.attempts + 1);
});

// In the full set: the employee search's tests of the kept list take it by default.
test('going back to employee selection reads no page again (the list is kept for the unit)', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await openEmployeeSelection(page);
  await page.getByRole('searchbox', { name: 'Empleado' }).fill('José Andrés');
  await page.getByRole('button', { name: /José Andrés Muñoz Peña/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await clearFaults();
  // Back to employee selection inside the app (no reload): the list comes from the query cache.
  await page.goBack();
  await page.waitForURL('**/employees/select-employee');
  await page.getByRole('searchbox', { name: 'Empleado' }).fill('José Andrés');
  await expect(page.getByRole('button', { name: /José Andrés Muñoz Peña/ })).toBeVisible();
  expect(await requestsOfCall7()).toBe(0);
});
