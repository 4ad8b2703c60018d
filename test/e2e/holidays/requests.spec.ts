// ana.admin requests vacations and a certification for Ángela (employee 100005, one valid contract of
// 150 days, no requests): the wizards, their modals, the lists, a reload, and axe on every screen.
import { expect, test } from '@playwright/test';
import {
  countRequests,
  dayFromToday,
  expectNoAxeViolations,
  openVacationRequests,
  sendAndAcknowledge,
  signInWithEmployee,
} from './support';

test('ana.admin: enjoyment, payment and certification requests for Ángela', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);

  await page.goto('/holidays');
  await expect(page.getByRole('heading', { level: 1, name: 'Consulta de días utilizados' })).toBeVisible();
  await expect(page.getByText('Aún no has utilizado ningún día de vacaciones.')).toBeVisible();
  await expectNoAxeViolations(page);
  await openVacationRequests(page);
  const before = await countRequests(page);
  await expectNoAxeViolations(page);

  // Enjoyment: 5 days starting next week.
  await page.getByRole('button', { name: 'Solicitar disfrute' }).click();
  await page.waitForURL('**/holidays/request-enjoyment');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitud de disfrute de vacaciones' }),
  ).toBeVisible();
  await expect(page.getByText('Estar al día con sus obligaciones')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await page.getByRole('textbox', { name: /Días a disfrutar/ }).fill('5');
  const start = dayFromToday(7);
  await page.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }).fill(start);
  await page.getByRole('textbox', { name: /Observaciones/ }).fill('Viaje familiar');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Verificación de la solicitud' })).toBeVisible();
  await expect(page.getByText(start)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Enviar' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Enviar solicitud' });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Enviar' }).click();
  const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(sent).toContainText(/Número de solicitud: \S+/);
  await expectNoAxeViolations(page);
  await sent.getByRole('button', { name: 'Entendido' }).click();
  await page.waitForURL((url) => url.pathname === '/holidays');
  await expect(page.getByText('La solicitud de vacaciones fue enviada exitosamente.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Vacaciones Disfrutadas' }).first()).toBeVisible();
  await expect.poll(() => countRequests(page)).toBe(before + 1);

  await page.reload();
  await openVacationRequests(page);
  await expect(page.getByRole('cell', { name: 'Vacaciones Disfrutadas' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /Ver detalles de la solicitud/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: /Solicitud / })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  // Payment: 3 days.
  await page.getByRole('button', { name: 'Solicitar pago' }).click();
  await page.waitForURL('**/holidays/request-payment');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /Días a pagar/ }).fill('3');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await sendAndAcknowledge(page);
  await expect(page.getByText('La solicitud de pago fue enviada exitosamente.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Vacaciones Pagadas' }).first()).toBeVisible();
  await expect.poll(() => countRequests(page)).toBe(before + 2);

  // Certification.
  await page.goto('/certifications');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Consulta de certificaciones en trámite' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Agregar solicitud' }).click();
  await page.waitForURL('**/certifications/new-certification');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: /Tipo de certificación/ }).click();
  await page.getByRole('option', { name: 'certificado de pertenencia a empresa' }).click();
  await page.getByRole('textbox', { name: /Destinatario/ }).fill('Banco Popular');
  await page.getByRole('textbox', { name: /Observaciones/ }).fill('Trámite de crédito');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
  const certificationSent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(certificationSent).toContainText(/Número de solicitud: \S+/);
  const numberText = (await certificationSent.getByText(/Número de solicitud:/).textContent()) ?? '';
  const number = numberText.replace('Número de solicitud:', '').trim();
  await certificationSent.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByText('La solicitud de certificación fue enviada exitosamente.')).toBeVisible();
  await expect(page.getByRole('cell', { name: number, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'certificado de pertenencia a empresa' })).toBeVisible();
});

test('a reload in the middle of a wizard resumes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  await page.goto('/holidays/request-payment');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /Días a pagar/ }).fill('4');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Días a pagar/ })).toHaveValue('4');
  await page.getByRole('button', { name: 'Regresar' }).click();
  const back = page.getByRole('alertdialog', { name: 'Regresar' });
  await expect(back).toContainText('¿Realmente quieres regresar? Se perderá el avance de tu solicitud.');
  await expectNoAxeViolations(page);
  await back.getByRole('button', { name: 'Sí, regresar' }).click();
  await page.waitForURL((url) => url.pathname === '/holidays');
  await page.goto('/holidays/request-payment');
  await expect(page.getByRole('heading', { name: 'Requisitos no cumplidos', level: 2 })).toBeVisible();
});
