// /contracts in Chromium against the whole stack: ana.admin on the seeded employees with several contracts
// (José), a fixed-term one (María), none valid (Íñigo) and a linking request in progress (Sofía);
// carla.consulta with every action disabled and its reason; the actions menu and the floating add
// button at 1024 px; axe on every state.
import { expect, type Page, test } from '@playwright/test';
import { formatDate } from '@src/domain/format';
import { fullOnly } from '../../../playwright.config';
import { clearFaults, expectNoAxeViolations, injectFaults, signInWithEmployee } from '../holidays/support';

/** A day `days` from today as a person types it (dd/Mon/yyyy). */
const dayFromToday = (days: number) => formatDate(new Date(Date.now() + days * 86_400_000));

/** Terminar's decision: the retirement date and reason, then Continuar. */
async function decideRetirement(page: Page, reason = 'Renuncia voluntaria') {
  const decision = page.getByRole('dialog', { name: 'Terminar contrato' });
  await decision.getByRole('textbox', { name: /Fecha de retiro/ }).fill(dayFromToday(20));
  await decision.getByRole('textbox', { name: /Motivo de retiro/ }).fill(reason);
  await decision.getByRole('button', { name: 'Continuar' }).click();
}

const jose = ['1020304050', /José Andrés Muñoz Peña/] as const;

async function openContracts(page: Page) {
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Contratos' })
    .click();
  await page.waitForURL('**/contracts');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos' }),
  ).toBeVisible();
  await expect(page.getByRole('status', { name: /Cargando contratos/ })).toHaveCount(0);
}

const cards = (page: Page) => page.getByRole('list', { name: 'Contratos del empleado' }).getByRole('article');

test('ana.admin: José’s history, details, and terminate, renew and modify recorded as requests', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', ...jose);
  await openContracts(page);

  const trail = page.getByRole('navigation', { name: 'Ruta de navegación' });
  await expect(trail.getByRole('listitem')).toHaveText(['Inicio', 'Contratos']);
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).nth(0)).toContainText('Vigente');
  await expect(cards(page).nth(0)).toContainText('Profesional de gestión humana');
  await expect(cards(page).nth(0)).toContainText('Indefinido');
  await expect(cards(page).nth(0)).toContainText('Trabajo permanente');
  await expect(cards(page).nth(1)).toContainText('Terminado');
  await expect(cards(page).nth(2)).toContainText('Terminado');
  await expect(page.getByText('El empleado no tiene un contrato vigente.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Más detalles of the valid contract.
  const firstNumber = ((await cards(page).nth(0).getByRole('heading').textContent()) ?? '').replace(
    'Contrato ',
    '',
  );
  await cards(page)
    .nth(0)
    .getByRole('button', { name: /Más detalles/ })
    .click();
  const details = page.getByRole('dialog', { name: `Detalles del contrato ${firstNumber}` });
  // 'Sitio de trabajo' is the contract's branch office, the job modality beside it (docs/decisions/0017).
  await expect(details).toContainText('Sitio de trabajoSede Bogotá');
  await expect(details).toContainText(/Modalidad de trabajo(Trabajo presencial|Trabajo híbrido|Teletrabajo)/);
  await expect(details).toContainText('Salario básico');
  await expect(details).not.toContainText('Motivo de retiro');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();

  // Terminar: the single valid contract is chosen; confirmation; call 11; the success flag.
  await page.getByRole('button', { name: 'Terminar' }).click();
  const terminate = page.getByRole('dialog', { name: 'Terminar contrato' });
  await expect(terminate).toContainText(firstNumber);
  await expect(terminate.getByRole('radio')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await terminate.getByRole('button', { name: 'Confirmar' }).click();
  // What HR decided: Continuar only once the retirement date and reason check out.
  await expect(terminate.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await decideRetirement(page);
  const confirm = page.getByRole('alertdialog', { name: 'Terminar contrato' });
  await expect(confirm).toContainText(
    `¿Realmente deseas solicitar la terminación del contrato ${firstNumber}?`,
  );
  await expect(confirm).toContainText(`Fecha de retiro${dayFromToday(20)}`);
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('La solicitud de terminación del contrato fue enviada exitosamente.'),
  ).toBeVisible();
  await expect(page.getByText(/Número de solicitud: \d+/)).toBeVisible();
  await expect(confirm).toBeHidden();
  // React Aria announces the pending 'Enviar' by its label (a role="img" in its live region, kept 7 s
  // after the button is gone): axe runs once that announcement is cleared.
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page
    .getByRole('status')
    .filter({ hasText: 'fue enviada exitosamente' })
    .getByRole('button', { name: 'Cerrar' })
    .click();

  // Renovar: two fixed-term contracts qualify, so one must be chosen.
  await page.getByRole('button', { name: 'Renovar' }).click();
  const renew = page.getByRole('dialog', { name: 'Renovar contrato' });
  await expect(renew.getByRole('radio')).toHaveCount(2);
  await expect(renew.getByRole('button', { name: 'Confirmar' })).toBeDisabled();
  await expectNoAxeViolations(page);
  // React Aria keeps the input visually hidden: a person presses its label.
  await renew
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .first()
    .click();
  await renew.getByRole('button', { name: 'Confirmar' }).click();
  // Cancelar goes back to the selection, which keeps the choice.
  await renew.getByRole('button', { name: 'Cancelar' }).click();
  await expect(renew.getByRole('radio').first()).toBeChecked();
  await renew.getByRole('button', { name: 'Confirmar' }).click();
  const newDeadline = dayFromToday(400);
  await renew.getByRole('textbox', { name: /Nueva fecha de finalización/ }).fill(newDeadline);
  await renew.getByRole('button', { name: 'Continuar' }).click();
  const renewConfirm = page.getByRole('alertdialog', { name: 'Renovar contrato' });
  await renewConfirm.getByRole('button', { name: 'Enviar' }).click();
  await expect(
    page.getByText('La solicitud de renovación del contrato fue enviada exitosamente.'),
  ).toBeVisible();
  const renewalNumber = /Número de solicitud: (\d+)/.exec(
    (await page.getByText(/Número de solicitud: \d+/).textContent()) ?? '',
  )?.[1];

  // Modificar: every contract, once one is valid.
  await page.getByRole('button', { name: 'Modificar' }).click();
  const modify = page.getByRole('dialog', { name: 'Modificar contrato' });
  await expect(modify.getByRole('radio')).toHaveCount(3);
  await modify.getByRole('button', { name: 'Cancelar' }).click();
  await expect(modify).toBeHidden();

  // The board shows the renewal as HR decided it: its own title (not 'Traslado de cargo') and the new end date.
  await page.goto('/requests');
  const card = page.getByRole('article', { name: `Renovación de contrato ${renewalNumber}` });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText(`Nueva fecha de finalización${newDeadline}`);
  await expect(page.getByRole('article', { name: `Traslado de cargo ${renewalNumber}` })).toHaveCount(0);
});

// 'Agregar vinculación' opening the wizard in a new tab: test/e2e/onboarding/entry.spec.ts.

// In the full set: the contract Renovar offers is the contract action's path tests' on screen.
test('ana.admin: María’s ending contract is the one Renovar offers, chosen for her', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', '52987654', /María Begoña Ibáñez Zúñiga/);
  await openContracts(page);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).nth(1)).toContainText('Terminado');
  await page.getByRole('button', { name: 'Renovar' }).click();
  const renew = page.getByRole('dialog', { name: 'Renovar contrato' });
  await expect(renew.getByRole('radio')).toHaveCount(0);
  await expect(renew).toContainText('Se renovará este contrato a término fijo.');
  await expect(renew.getByRole('button', { name: 'Confirmar' })).toBeEnabled();
  await renew.getByRole('button', { name: 'Cancelar' }).click();
  await cards(page)
    .nth(1)
    .getByRole('button', { name: /Más detalles/ })
    .click();
  const details = page.getByRole('dialog', { name: /Detalles del contrato/ });
  await expect(details).toContainText('En proceso de finalización');
  await expect(details).toContainText('Fecha de retiro');
  await expectNoAxeViolations(page);
});

// In the full set: the banners are the contract history's path tests' on screen.
test('ana.admin: no valid contract (Íñigo) and a linking request in progress (Sofía) show their banners', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', '80123456', /Íñigo Núñez Castañeda/);
  await openContracts(page);
  await expect(page.getByText('El empleado no tiene un contrato vigente.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Terminar' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Terminar' })).toHaveAccessibleDescription(
    'No hay contrato vigente para terminar.',
  );
  await expect(page.getByRole('button', { name: 'Modificar' })).toHaveAccessibleDescription(
    'No hay contrato vigente para modificar.',
  );
  await expect(page.getByRole('button', { name: 'Renovar' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.goto('/employees/select-employee');
  await page.getByRole('searchbox', { name: 'Empleado' }).fill('1098765432');
  await page.getByRole('button', { name: /Sofía Peña Ordóñez/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await openContracts(page);
  await expect(
    page.getByText('Hay una solicitud de vinculación en trámite para este empleado.'),
  ).toBeVisible();
  await expect(page.getByText('El empleado no tiene un contrato vigente.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Renovar' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

// In the full set: the contract history's path tests take each reason on screen by default.
test('carla.consulta: every action disabled with its reason', { tag: fullOnly }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'carla.consulta', ...jose);
  await openContracts(page);
  await expect(cards(page)).toHaveCount(3);
  const reasons = {
    Terminar: 'No tiene privilegios para terminar contratos.',
    Renovar: 'No tiene privilegios para renovar contratos.',
    Modificar: 'No tiene privilegios para modificar contratos.',
    'Agregar vinculación': 'No tiene privilegios para vincular empleados.',
  };
  for (const [name, reason] of Object.entries(reasons)) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(reason);
  }
  // The reason is also a tooltip on the info icon beside the button.
  await page.getByRole('button', { name: 'Más información' }).first().hover();
  await expect(page.getByRole('tooltip')).toHaveText('No tiene privilegios para terminar contratos.');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // Details are hers to see (CheckContractDetails).
  await expect(
    cards(page)
      .nth(0)
      .getByRole('button', { name: /Más detalles/ }),
  ).toBeEnabled();
  await expectNoAxeViolations(page);
});

test.describe('at 1024 px', () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  // In the full set: the 1024-px layout: the second screen size, as the tablet of mobile.spec.ts.
  test('ana.admin: the actions menu and the floating add button', { tag: fullOnly }, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await signInWithEmployee(page, 'ana.admin', ...jose);
    await openContracts(page);
    await expect(page.getByRole('button', { name: 'Terminar' })).toHaveCount(0);
    const add = page.getByRole('button', { name: 'Agregar vinculación' });
    await expect(add).toBeVisible();
    const box = await add.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1024 - 80);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Acciones' }).click();
    const menu = page.getByRole('menu', { name: 'Acciones' });
    await expect(menu.getByRole('menuitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Modificar' }).click();
    const modify = page.getByRole('dialog', { name: 'Modificar contrato' });
    await expect(modify.getByRole('radio')).toHaveCount(3);
    await modify.getByRole('button', { name: 'Cancelar' }).click();
    const [tab] = await Promise.all([context.waitForEvent('page'), add.click()]);
    await expect(tab.getByRole('heading', { name: 'Vincular nuevo empleado', level: 1 })).toBeVisible({
      timeout: 60_000,
    });
    await tab.close();
  });

  // In the full set: the 1024-px layout: the second screen size, as the tablet of mobile.spec.ts.
  test('carla.consulta: the menu items and the floating button say why they are disabled', {
    tag: fullOnly,
  }, async ({ page }) => {
    test.setTimeout(120_000);
    await signInWithEmployee(page, 'carla.consulta', ...jose);
    await openContracts(page);
    const add = page.getByRole('button', { name: 'Agregar vinculación' });
    await expect(add).toBeDisabled();
    await expect(add).toHaveAccessibleDescription('No tiene privilegios para vincular empleados.');
    await page.getByRole('button', { name: 'Acciones' }).click();
    const menu = page.getByRole('menu', { name: 'Acciones' });
    for (const [name, reason] of [
      ['Terminar', 'No tiene privilegios para terminar contratos.'],
      ['Renovar', 'No tiene privilegios para renovar contratos.'],
      ['Modificar', 'No tiene privilegios para modificar contratos.'],
    ] as const) {
      const item = menu.getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toContainText(reason);
    }
    await expectNoAxeViolations(page);
  });
});

test.describe('when the services fail', () => {
  test.afterEach(async () => {
    await clearFaults();
  });

  // In the full set: the fault matrix's call 11 × 500 and the contract action's path tests take it by default.
  test('call 11 fails: the confirmation stays with the error flag; sending again records the action', {
    tag: fullOnly,
  }, async ({ page }) => {
    test.setTimeout(180_000);
    await signInWithEmployee(page, 'ana.admin', '1001234567', /Ángela Cañón Londoño/);
    await openContracts(page);
    await page.getByRole('button', { name: 'Terminar' }).click();
    await page
      .getByRole('dialog', { name: 'Terminar contrato' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await decideRetirement(page);
    const confirm = page.getByRole('alertdialog', { name: 'Terminar contrato' });
    await injectFaults({ action: 'SaveHumanResourcesRequest', times: 20, status: 500 });
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await expect(confirm.getByRole('alert')).toHaveText('Error al enviar la solicitud. Intente nuevamente.', {
      timeout: 60_000,
    });
    await expectNoAxeViolations(page);
    await clearFaults();
    await confirm.getByRole('button', { name: 'Enviar' }).click();
    await expect(
      page.getByText('La solicitud de terminación del contrato fue enviada exitosamente.'),
    ).toBeVisible();
  });

  // In the full set: the fault matrix's slow call 11 and the contract action's path tests take it by default.
  test('a slow call 11: Enviar shows it is running, Escape and Cancelar are refused visibly, then it is recorded', {
    tag: fullOnly,
  }, async ({ page }) => {
    test.setTimeout(180_000);
    await signInWithEmployee(page, 'ana.admin', '1001234567', /Ángela Cañón Londoño/);
    await openContracts(page);
    await page.getByRole('button', { name: 'Terminar' }).click();
    await page
      .getByRole('dialog', { name: 'Terminar contrato' })
      .getByRole('button', { name: 'Confirmar' })
      .click();
    await decideRetirement(page);
    const confirm = page.getByRole('alertdialog', { name: 'Terminar contrato' });
    // Slow, but under the client's 3 s time-out: the first attempt answers.
    await injectFaults({ action: 'SaveHumanResourcesRequest', delayMs: 2500 });
    const send = confirm.getByRole('button', { name: 'Enviar' });
    await send.click();
    await expect(send).toHaveAttribute('data-pending', 'true');
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toHaveAccessibleDescription(
      'Enviando la solicitud: espere a que termine.',
    );
    await page.keyboard.press('Escape');
    await expect(
      confirm.getByRole('status').filter({ hasText: 'Enviando la solicitud: espere a que termine.' }),
    ).toBeVisible();
    await expect(confirm).toBeVisible();
    await expect(send).toHaveAttribute('data-pending', 'true');
    await expect(
      page.getByText('La solicitud de terminación del contrato fue enviada exitosamente.'),
    ).toBeVisible({ timeout: 30_000 });
    await expect(confirm).toBeHidden();
  });

  // In the full set: the fault matrix's calls 8 and 10 × 500 take it by default.
  test('call 8 fails: the error and Reintentar, never the empty state; call 10 fails: what is not known, with Reintentar', {
    tag: fullOnly,
  }, async ({ page }) => {
    test.setTimeout(180_000);
    await signInWithEmployee(page, 'ana.admin', '80123456', /Íñigo Núñez Castañeda/);
    await injectFaults(
      { action: 'SearchByIdEmployee', times: 20, status: 500 },
      { action: 'SearchAllHumanResourcesRequest', times: 20, status: 500 },
    );
    await page.goto('/contracts');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos' }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: /empleado/ })
        .first(),
    ).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('No hay contratos disponibles para este empleado.')).toHaveCount(0);
    await clearFaults();
    await injectFaults({ action: 'SearchAllHumanResourcesRequest', times: 20, status: 500 });
    await page.getByRole('button', { name: 'Reintentar' }).first().click();
    await expect(cards(page)).toHaveCount(2);
    const unknown = page.getByText(
      'El empleado no tiene un contrato vigente, y no se pudo consultar si tiene una solicitud de vinculación en trámite.',
    );
    await expect(unknown).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('El empleado no tiene un contrato vigente.', { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await clearFaults();
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByText('El empleado no tiene un contrato vigente.', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(unknown).toHaveCount(0);
  });
});
