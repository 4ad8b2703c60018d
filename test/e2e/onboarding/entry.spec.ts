// The way into onboarding (issue 25): 'Vincular nuevo empleado' on employee selection and 'Agregar
// vinculación' on /contracts open /employees/new-employee in a new tab; that tab, of the same signed-in
// person, shows the wizard itself (not the unit chooser, not employee selection). From /contracts the
// wizard is prefilled with that employee's names and ID number; from employee selection it is empty.
import { expect, type Page, test } from '@playwright/test';
import { signInWithEmployee } from '../holidays/support';

const jose = ['1020304050', /José Andrés Muñoz Peña/] as const;

async function expectWizard(tab: Page) {
  await expect(tab.getByRole('heading', { name: 'Vincular nuevo empleado', level: 1 })).toBeVisible({
    timeout: 60_000,
  });
  await expect(tab.getByRole('textbox', { name: /^Nombres/ })).toBeVisible();
}

test('Vincular nuevo empleado on employee selection opens the empty wizard in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', ...jose);
  await page.goto('/employees/select-employee');
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Vincular nuevo empleado' }).click(),
  ]);
  await expectWizard(tab);
  await expect(tab.getByRole('textbox', { name: /^Nombres/ })).toHaveValue('');
  await expect(tab.getByRole('textbox', { name: /^Número de identificación/ })).toHaveValue('');
  // The first tab still has its unit and its employee: home greets the person and shows José's banner
  // (without a selected employee, home sends the person back to employee selection).
  await page.goto('/');
  await expect(page.getByText('Hola, Ana Sofía Gutiérrez')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /José Andrés Muñoz Peña/ }).first()).toBeVisible();
  await tab.close();
});

test('Agregar vinculación on /contracts opens the wizard prefilled with the employee in a new tab', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', ...jose);
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Contratos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Consulta histórica de contratos' })).toBeVisible({
    timeout: 30_000,
  });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('button', { name: 'Agregar vinculación' }).click(),
  ]);
  await expectWizard(tab);
  await expect(tab.getByRole('textbox', { name: /^Nombres/ })).toHaveValue('José Andrés');
  await expect(tab.getByRole('textbox', { name: /^Apellidos/ })).toHaveValue('Muñoz Peña');
  await expect(tab.getByRole('textbox', { name: /^Número de identificación/ })).toHaveValue('1020304050');
  // The first tab stays on the contracts.
  await expect(page.getByRole('heading', { name: 'Consulta histórica de contratos' })).toBeVisible();
  await tab.close();
});
