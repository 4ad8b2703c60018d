// ana.admin's whole journey: portal code in the address, three units, loading, employee selection,
// home; reload keeps the session; the switcher changes unit; sign-out returns to the sign-in page.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, providerOrigin, signIn } from './support';

test('ana.admin: three units → choose one → loading → select José → home; reload; switch unit; sign out', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');

  await expect(page.getByRole('heading', { name: 'Unidades de negocio' })).toBeVisible();
  await expect(page).toHaveURL(/\/login\/.+\/clients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Portal-ERM' })).toBeVisible();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await page.getByText('Operaciones Región Andina').click();
  await expect(page.getByRole('radio', { name: 'Operaciones Región Andina' })).toBeChecked();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByText('Cargando la aplicación')).toBeVisible();
  await expect(page.getByText('Espere un momento, por favor.')).toBeVisible();

  await page.waitForURL('**/employees/select-employee');
  const search = page.getByRole('searchbox', { name: 'Empleado' });
  await expect(search).toBeVisible();
  await expectNoAxeViolations(page);
  await search.fill('jose');
  const jose = page.getByRole('button', { name: /José Andrés Muñoz Peña/ });
  await expect(jose).toBeVisible();
  await expectNoAxeViolations(page);
  await jose.click();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Hola, Ana Sofía Gutiérrez' })).toBeVisible();
  for (const card of ['Vacaciones', 'Incapacidades', 'Ausencias', 'Certificaciones', 'Contratos', 'Cargos']) {
    await expect(page.getByRole('heading', { name: card, exact: true })).toBeVisible();
  }
  await expect(page.getByText('días por disfrutar').first()).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Vacaciones' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: /José Andrés Muñoz Peña/ }).click();
  const days = page.getByRole('dialog', { name: 'Días por disfrutar' });
  await expect(days).toBeVisible();
  await expect(days.getByRole('tab', { name: 'Días pendientes' })).toBeVisible();
  await expect(days.getByRole('tab', { name: 'Días utilizados' })).toBeVisible();
  await expectNoAxeViolations(page);
  await days.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(days).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Hola, Ana Sofía Gutiérrez' })).toBeVisible();
  await expect(page.getByText('José Andrés Muñoz Peña').first()).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Contratos' })
    .click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Unidad de negocio/ })
    .click();
  await page.getByRole('option', { name: 'Servicios Región Caribe' }).click();
  await page.waitForURL('**/employees/select-employee');
  await expect(page.getByRole('banner')).toContainText('Servicios Región Caribe');

  await page.getByRole('button', { name: /Ana Sofía Gutiérrez/ }).click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.origin === providerOrigin);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
});
