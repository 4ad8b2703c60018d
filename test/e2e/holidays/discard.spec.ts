// Discarding José's requests (employee 100001): one that may be discarded, the two that may not
// (disabled, with the exact messages), a certification; as carla.consulta the controls are disabled with explanations.
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, findOnPages, openVacationRequests, signInWithEmployee } from './support';

test('ana.admin discards a payment request and cannot discard two enjoyment requests', async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'jose andres', /José Andrés Muñoz Peña/);
  await page.goto('/holidays');
  await openVacationRequests(page);

  // 100002 starts in 20 days: its 'Eliminar' is disabled with the exact refusal.
  const notStarted = await findOnPages(
    page,
    page.getByRole('button', { name: 'Eliminar la solicitud 100002' }),
  );
  await expect(notStarted).toBeDisabled();
  await expect(notStarted).toHaveAccessibleDescription(
    'No se puede eliminar una solicitud de disfrute de vacaciones cuyo período de disfrute aún no ha comenzado.',
  );
  await expectNoAxeViolations(page);

  // 100003 has a disbursement date.
  const disbursed = await findOnPages(
    page,
    page.getByRole('button', { name: 'Eliminar la solicitud 100003' }),
  );
  await expect(disbursed).toBeDisabled();
  await expect(disbursed).toHaveAccessibleDescription(
    'No se puede eliminar una solicitud de disfrute de vacaciones que no ha generado el desembolso del anticipo.',
  );

  // 100004 may be discarded.
  await (await findOnPages(page, page.getByRole('button', { name: 'Eliminar la solicitud 100004' }))).click();
  const discard = page.getByRole('dialog', { name: 'Descartar solicitud' });
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(discard.getByText('Este campo no puede estar vacío')).toBeVisible();
  await expectNoAxeViolations(page);
  await discard.getByRole('textbox', { name: /Justificación/ }).fill('El empleado desistió del pago.');
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Solicitud Descartada')).toBeVisible();
  await expect(page.getByText('La solicitud se canceló correctamente')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar la solicitud 100004' })).toHaveCount(0);

  await page.reload();
  await openVacationRequests(page);
  await findOnPages(page, page.getByRole('button', { name: 'Eliminar la solicitud 100002' }));
  await page.getByRole('tab', { name: 'Días utilizados' }).click();
  await openVacationRequests(page);
  for (let turn = 0; turn < 3; turn += 1) {
    await expect(page.getByRole('button', { name: 'Eliminar la solicitud 100004' })).toHaveCount(0);
    const next = page.getByRole('button', { name: 'Página siguiente' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }

  // A certification that may be discarded.
  await page.goto('/certifications');
  await page.getByRole('button', { name: 'Eliminar la solicitud 100008' }).click();
  const certification = page.getByRole('dialog', { name: 'Descartar solicitud' });
  await certification.getByRole('textbox', { name: /Justificación/ }).fill('Ya no la necesita.');
  await certification.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Solicitud Descartada')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('cell', { name: '100007', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '100008', exact: true })).toHaveCount(0);
});

// In the full set: the requests list's path tests take each reason on screen by default.
test('carla.consulta: request and discard controls are disabled with their explanations', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithEmployee(page, 'carla.consulta', 'jose andres', /José Andrés Muñoz Peña/);
  await page.goto('/holidays');
  const enjoy = page.getByRole('button', { name: 'Solicitar disfrute' });
  await expect(enjoy).toBeDisabled();
  await expect(enjoy).toHaveAccessibleDescription(
    'No tiene privilegios para solicitar disfrute de vacaciones.',
  );
  await expect(page.getByRole('button', { name: 'Solicitar pago' })).toHaveAccessibleDescription(
    'No tiene privilegios para solicitar pago de vacaciones.',
  );
  await openVacationRequests(page);
  const remove = page.getByRole('button', { name: /Eliminar la solicitud/ }).first();
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('No tienes privilegios para eliminar este registro.');
  await expect(page.getByRole('button', { name: /Ver detalles de la solicitud/ }).first()).toBeEnabled();
  await expectNoAxeViolations(page);

  await page.goto('/certifications');
  const add = page.getByRole('button', { name: 'Agregar solicitud' });
  await expect(add).toBeDisabled();
  await expect(add).toHaveAccessibleDescription('No tiene privilegios para solicitar certificaciones.');
  await expect(
    page.getByRole('button', { name: /Eliminar la solicitud/ }).first(),
  ).toHaveAccessibleDescription('No tienes privilegios para eliminar este registro.');
  await expectNoAxeViolations(page);
});
