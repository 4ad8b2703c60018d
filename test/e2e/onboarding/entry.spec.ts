// The way into onboarding: 'Vincular nuevo empleado' on employee selection and 'Agregar
// vinculación' on /contracts open /employees/new-employee in a new tab; that tab, of the same signed-in
// person, shows the wizard itself (not the unit chooser, not employee selection). From /contracts the
// wizard is prefilled with that employee's names and ID number; from employee selection it is empty.
// `--repeat-each 20` opens each twenty times: the new tab's way back from the provider must land on the
// wizard every time.
import { expect, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { signInWithEmployee } from '../holidays/support';
import { signIn } from '../sign-in/support';

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
  // As HR staff start a day: a unit chosen, no employee yet (the new tab's `/` would send such a person
  // to employee selection, which overtook the way back from the provider one time in four).
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, 'ana.admin');
  const andina = page.getByText('Operaciones Región Andina');
  const search = page.getByRole('heading', { name: 'Selecciona un empleado' });
  await expect(andina.or(search)).toBeVisible({ timeout: 30_000 });
  if (await andina.isVisible()) {
    await andina.click();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(search).toBeVisible({ timeout: 30_000 });
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: 'Vincular nuevo empleado' }).click(),
  ]);
  await expectWizard(tab);
  await expect(tab.getByRole('textbox', { name: /^Nombres/ })).toHaveValue('');
  await expect(tab.getByRole('textbox', { name: /^Número de identificación/ })).toHaveValue('');
  // The first tab stays on employee selection.
  await expect(search).toBeVisible();
  await tab.close();
});

// In the full set: the new tab's race is the first test's, by default.
test('Agregar vinculación on /contracts opens the wizard prefilled with the employee in a new tab', {
  tag: fullOnly,
}, async ({ page, context }) => {
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
