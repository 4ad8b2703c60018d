// The onboarding wizard 'Vincular nuevo empleado' (issues 14, 25) against the local stack: ana.admin,
// with Ángela (100005) selected, links a new person: a renamed non-PDF and a 3 MB PDF are refused, a small
// real PDF is kept, two assignments (one removed), a reload at step 4 resumes (the CV from IndexedDB),
// Finalizar sends call 11; the request is the new person's — employee selection finds them by ID number
// and their board shows it — and not on Ángela's (or José's) board; carla.consulta gets 'Acción
// inhabilitada'; the whole wizard by keyboard. axe on every step and modal.
import { expect, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, signInWithEmployee } from '../holidays/support';
import {
  choose,
  fakePdf,
  largePdf,
  next,
  pdfFile,
  realPdf,
  requestsOnBoard,
  selectEmployee,
  stepHeading,
} from './support';

/** An ID number no seeded employee has (each run links another new person). */
const newIdNumber = () => `9${String(Date.now()).slice(-9)}`;

test('ana.admin onboards a new employee: refused files, assignments, reload, finalize, on that person’s board only', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/);
  const joseBefore = await requestsOnBoard(page);
  await selectEmployee(page, 'Ángela', /Ángela Cañón Londoño/);
  const angelaBefore = await requestsOnBoard(page);
  const idNumber = newIdNumber();
  await page.goto('/employees/new-employee');
  await expect(page.getByRole('heading', { name: 'Vincular nuevo empleado', level: 1 })).toBeVisible();
  await expect(stepHeading(page, 'Datos personales')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(next(page)).toBeDisabled();
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: /^Nombres/ }).fill('María José');
  await page.getByRole('textbox', { name: /^Apellidos/ }).fill('Núñez Peña');
  await page.getByRole('textbox', { name: /^Número de identificación/ }).fill(idNumber);
  const fileInput = page.locator('input[type="file"]');
  await fileInput.setInputFiles(pdfFile('hoja-de-vida.pdf', fakePdf));
  await expect(page.getByText('Solo se permiten archivos PDF.')).toBeVisible();
  await fileInput.setInputFiles(pdfFile('hoja-de-vida.pdf', largePdf));
  await expect(page.getByText('El archivo supera el tamaño máximo permitido de 2.5MB.')).toBeVisible();
  await expect(next(page)).toBeDisabled();
  await expectNoAxeViolations(page);
  await fileInput.setInputFiles(pdfFile('hoja-de-vida.pdf', realPdf));
  await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
  await expect(page.getByText('Solo se permiten archivos PDF.')).toHaveCount(0);
  await next(page).click();

  await expect(stepHeading(page, 'Datos de posición contractual')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Fecha de finalización/ })).toBeDisabled();
  await choose(page, /Perfil salarial/, 'Salario básico');
  await choose(page, /Cargo/, 'Contador');
  await expect(next(page)).toBeDisabled();
  await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill('15/Dic/2026');
  await expectNoAxeViolations(page);
  await next(page).click();

  await expect(stepHeading(page, 'Ubicación jurídica y contable')).toBeVisible();
  await choose(page, /Centro de costo/, 'Centro de costo ANDINA');
  await page.getByRole('textbox', { name: /^Observaciones/ }).fill('Ingresa en diciembre.');
  await expectNoAxeViolations(page);
  await next(page).click();

  await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
  await expect(page.getByText('Aún NO hay asignaciones. Define asignaciones con el botón.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Agregar asignación' }).click();
  const modal = page.getByRole('dialog', { name: 'Agregar asignación' });
  await expect(modal).toBeVisible();
  const add = modal.getByRole('button', { name: 'Agregar', exact: true });
  await expect(add).toBeDisabled();
  await modal.getByRole('textbox', { name: /^Valor/ }).fill('0');
  await expect(modal.getByText('El valor debe ser mayor a 0')).toBeVisible();
  await expect(add).toBeDisabled();
  await expectNoAxeViolations(page);
  await modal.getByRole('textbox', { name: /^Valor/ }).fill('1500000');
  await add.click();
  await expect(modal).toHaveCount(0);
  await page.getByRole('button', { name: 'Agregar asignación' }).click();
  await choose(page, /Asignación/, 'Auxilio de transporte');
  await modal.getByRole('textbox', { name: /^Valor/ }).fill('200000');
  await add.click();
  await expect(page.getByRole('heading', { name: 'Asignación 1' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asignación 2' })).toBeVisible();
  await expect(page.getByText('Sin especificación')).toBeVisible();
  await expect(page.getByText('Auxilio de transporte')).toBeVisible();
  await expectNoAxeViolations(page);

  // A reload resumes step 4 with both assignments and the CV (kept in IndexedDB for this user).
  await page.reload();
  await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Asignación 2' })).toBeVisible();
  // An assignment can be removed before sending.
  await page.getByRole('button', { name: 'Quitar asignación 1' }).click();
  await expect(page.getByRole('heading', { name: 'Asignación 2' })).toHaveCount(0);
  await expect(page.getByText('Sin especificación')).toHaveCount(0);
  await expect(page.getByText('Auxilio de transporte')).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Requisitos no cumplidos')).toBeVisible();
  await expect(
    page.getByText('El cliente no presenta restricción por requisitos en este momento.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await next(page).click();

  await expect(stepHeading(page, 'Verificación')).toBeVisible();
  await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
  await expect(page.getByText('María José')).toBeVisible();
  await expect(page.getByText('Ingresa en diciembre.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Regresar a este paso: Datos personales' }).click();
  await expect(stepHeading(page, 'Datos personales')).toBeVisible();
  await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
  for (let step = 0; step < 5; step += 1) await next(page).click();
  await expect(stepHeading(page, 'Verificación')).toBeVisible();

  await page.getByRole('button', { name: 'Requisitos (1)' }).click();
  const requirements = page.getByRole('dialog', { name: 'Requisitos' });
  await expect(requirements).toContainText('Estar al día con sus obligaciones');
  await expectNoAxeViolations(page);
  await requirements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(stepHeading(page, 'Verificación')).toBeVisible();

  await page.getByRole('button', { name: 'Finalizar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Finalizar' });
  await expect(confirm).toContainText('¿Realmente deseas finalizar la vinculación del empleado?');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Finalizar' }).click();
  const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(sent).toContainText('El registro del nuevo empleado fue enviado exitosamente.');
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Entendido' }).click();
  await page.waitForURL('**/employees/select-employee');
  await expect(page.getByText('Solicitud enviada')).toBeVisible();
  await expect(page.getByText('El registro del nuevo empleado fue enviado exitosamente.')).toBeVisible();

  // The request is the new person's: employee selection finds them by ID number, their board shows it.
  await selectEmployee(page, idNumber, /María José Núñez Peña/);
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Vinculación' })).toHaveCount(1);
  expect(await requestsOnBoard(page)).toBe(1);
  // Nobody else's board has it: not Ángela's (selected while it was sent), not José's.
  await selectEmployee(page, 'Ángela', /Ángela Cañón Londoño/);
  expect(await requestsOnBoard(page)).toBe(angelaBefore);
  await selectEmployee(page, '1020304050', /José Andrés Muñoz Peña/);
  expect(await requestsOnBoard(page)).toBe(joseBefore);
  // The draft is gone: the wizard starts again empty.
  await page.goto('/employees/new-employee');
  await expect(page.getByRole('textbox', { name: /^Nombres/ })).toHaveValue('');
});

// In the full set: approval.spec.ts's other account and the onboarding wizard's path tests (no use case) take it by default.
test('carla.consulta cannot open the wizard: Acción inhabilitada', { tag: fullOnly }, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'carla.consulta', 'Ángela', /Ángela Cañón Londoño/);
  await page.goto('/employees/new-employee');
  await expect(page.getByRole('dialog', { name: 'Acción inhabilitada' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vincular nuevo empleado' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

/** Presses Tab (Shift+Tab backwards) until the control has the focus, as a keyboard user would. */
async function tabTo(page: Page, control: ReturnType<Page['getByRole']>, backwards = false) {
  for (let presses = 0; presses < 60; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error('the control never got the focus');
}

// In the full set: with the catalogue by keyboard: the controls' keyboard tests and the path tests' user-event keys take it by default.
test('the whole wizard by keyboard only', { tag: fullOnly }, async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  await page.goto('/employees/new-employee');
  await expect(stepHeading(page, 'Datos personales')).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: /^Nombres/ }));
  await page.keyboard.type('Luis Ángel');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ruiz Ñañez');
  await page.keyboard.press('Tab');
  await page.keyboard.type('79888777');
  await tabTo(page, page.getByRole('button', { name: 'Adjuntar hoja de vida' }));
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Enter');
  await (await chooser).setFiles(pdfFile('cv-luis.pdf', realPdf));
  await expect(page.getByText('cv-luis.pdf')).toBeVisible();
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'Datos de posición contractual')).toBeVisible();
  await tabTo(page, page.getByRole('textbox', { name: /^Fecha de inicio/ }));
  await page.keyboard.type('20/Dic/2026');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'Ubicación jurídica y contable')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: /Proyecto/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('option', { name: 'PRY-AND-01' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: /Proyecto/ })).toContainText('PRY-');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');

  await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Agregar asignación' }));
  await page.keyboard.press('Enter');
  const modal = page.getByRole('dialog', { name: 'Agregar asignación' });
  await expect(modal).toBeVisible();
  await tabTo(page, modal.getByRole('textbox', { name: /^Valor/ }));
  await page.keyboard.type('500000');
  await tabTo(page, modal.getByRole('button', { name: 'Agregar', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Asignación 1' })).toBeVisible();
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Requisitos no cumplidos')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(stepHeading(page, 'Verificación')).toBeVisible();

  // The Requisitos modal opens and closes by keyboard, and the focus comes back.
  const requirementsButton = page.getByRole('button', { name: 'Requisitos (1)' });
  await tabTo(page, requirementsButton, true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Requisitos' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Requisitos' })).toHaveCount(0);
  await expect(requirementsButton).toBeFocused();

  await tabTo(page, page.getByRole('button', { name: 'Finalizar' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Finalizar' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('button', { name: 'Finalizar' }));
  await page.keyboard.press('Enter');
  const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(sent).toBeVisible();
  await tabTo(page, sent.getByRole('button', { name: 'Entendido' }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/employees/select-employee');
  await expect(page.getByText('El registro del nuevo empleado fue enviado exitosamente.')).toBeVisible();
});
