// Vacation approval by the manager (fabio.jefe) on the local stack: a notification-like deep link
// opened before signing in, approving and rejecting María Begoña's requests 150001 and 150002 (seeded
// for these journeys), the refusals of SPEC §5, the new status where it shows today (the vacations
// in-process table and call 10), loading and failure states, other accounts and paths, axe throughout.
import { expect, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import {
  approvalLink,
  choose,
  clearFaults,
  dayFromToday,
  expectNoAxeViolations,
  injectFaults,
  openLinkSignedOut,
  summaryOf,
  waitForRequest,
} from './support';

test.afterEach(clearFaults);

test('fabio.jefe opens the link before signing in, approves, and the request moves on', async ({ page }) => {
  test.setTimeout(180_000);
  await openLinkSignedOut(page, 'type=enjoyment&code=150001');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitud de disfrute vacaciones #150001' }),
  ).toBeVisible();
  await waitForRequest(page);
  const summary = summaryOf(page);
  await expect(summary).toContainText('María Begoña Ibáñez Zúñiga');
  await expect(summary).toContainText('52987654');
  await expect(summary).toContainText('Periodo:');
  await expect(summary).toContainText(`7 días hábiles desde el ${dayFromToday(30)}`);
  await expect(summary).toContainText('Aprobación Jefe Inmediato');
  // The seed's overlap: José's pending 100002 falls in María's days (call 20).
  const absences = page.getByRole('region', { name: 'Ausencias del equipo en esas fechas' });
  const away = absences.getByRole('list', { name: 'Compañeros del equipo con vacaciones en esas fechas' });
  await expect(away.getByRole('listitem')).toHaveCount(1);
  await expect(away.getByRole('heading', { name: 'José Andrés Muñoz Peña' })).toBeVisible();
  await expect(away).toContainText(/Del \d{2}\/[A-Z][a-z]{2}\/\d{4} al \d{2}\/[A-Z][a-z]{2}\/\d{4}/);
  await expect(away).toContainText('Por aprobar');
  await expect(absences).not.toContainText('Nadie más del equipo');
  await expect(page.locator('footer')).toContainText('ERM Operador de Servicios S.A.S.');
  // Full width, no navigation, no employee banner.
  await expect(page.getByRole('navigation', { name: 'Menú' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enviar' })).toBeDisabled();
  await expectNoAxeViolations(page);

  await choose(page, 'Aprobar');
  await page.getByRole('textbox', { name: /Observaciones/ }).fill('Buen viaje.');
  await expect(page.getByText('11/500')).toBeVisible();
  // A slow call 14 (under the client's 3 s time-out): Enviar shows the kit's pending state while it
  // runs, and Escape is refused visibly.
  await injectFaults({ action: 'SaveVacationRequestApproval', delayMs: 2500 });
  const send = page.getByRole('button', { name: 'Enviar' });
  await send.click();
  await expect(send).toHaveAttribute('data-pending', 'true');
  await expect(send).toBeDisabled();
  await expect(send).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(
    page.getByRole('status').filter({
      hasText: 'La respuesta se está enviando: no se puede cancelar. Espere a que termine.',
    }),
  ).toBeVisible();
  const result = page.getByRole('dialog', { name: 'Respuesta enviada' });
  await expect(result).toContainText('¡Solicitud de vacaciones aprobada!', { timeout: 30_000 });
  await clearFaults();
  // The pending announcement went with the form's button: no unnamed image is left (axe role-img-alt).
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: 'Entendido' }).click();
  await expect(
    page.getByText('Respuesta registrada. Estado de la solicitud: Verificación en Gestión Humana.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Enviar' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Opened again, the link says the request was answered.
  await page.reload();
  await expect(
    page.getByText('Esta solicitud ya fue respondida. Estado actual: Verificación en Gestión Humana.'),
  ).toBeVisible();

  // The outcome where it shows today: María's vacations in process.
  await page.goto('/employees/select-employee');
  await page.getByRole('searchbox', { name: 'Empleado' }).fill('María Begoña');
  await page.getByRole('button', { name: /María Begoña Ibáñez Zúñiga/ }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/holidays');
  await page.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Ver detalles de la solicitud 150001' }) });
  await expect(row).toContainText('Verificación en Gestión Humana');
});

// In the full set: the approval's path tests (observations' rules on screen) and test/stack (the services' own check) take it by default.
test('rejecting needs observations, 501 characters are refused, then the request is rejected', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  // No type in the link: a payment request by default.
  await openLinkSignedOut(page, 'code=150002');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Solicitud de pago vacaciones #150002' }),
  ).toBeVisible();
  await waitForRequest(page);
  await expect(summaryOf(page)).toContainText('Días a pagar:');
  await expect(summaryOf(page)).toContainText('5 días');

  const observations = page.getByRole('textbox', { name: /Observaciones/ });
  // Each message shows under its field (first) and is also Enviar's reason (visually hidden, second).
  const send = page.getByRole('button', { name: 'Enviar' });
  await choose(page, 'Rechazar');
  await expect(observations).toHaveAccessibleDescription(
    /Las observaciones son obligatorias al rechazar la solicitud/,
  );
  await expect(
    page.getByText('Las observaciones son obligatorias al rechazar la solicitud').first(),
  ).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(send).toHaveAccessibleDescription(
    'Las observaciones son obligatorias al rechazar la solicitud',
  );
  await expectNoAxeViolations(page);

  await observations.fill('x'.repeat(501));
  await expect(page.getByText('501/500')).toBeVisible();
  await expect(page.getByText('Las observaciones no pueden exceder 500 caracteres').first()).toBeVisible();
  await expect(send).toBeDisabled();
  await expectNoAxeViolations(page);

  await observations.fill('No hay quien cubra el cargo ese mes.');
  await expect(send).toBeEnabled();
  await send.click();
  const result = page.getByRole('dialog', { name: 'Respuesta enviada' });
  await expect(result).toContainText('Solicitud de vacaciones rechazada');
  await expectNoAxeViolations(page);
  await result.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByText('Respuesta registrada. Estado de la solicitud: Rechazada.')).toBeVisible();

  // Call 10 answers the new status: the screen opened again shows it.
  await page.reload();
  await expect(page.getByText('Esta solicitud ya fue respondida. Estado actual: Rechazada.')).toBeVisible();
  await expectNoAxeViolations(page);
});

// In the full set: the approval's path tests and the fault matrix's call 10 take it by default.
test("the team's absences: nobody else away in 150003's days; a failed read says so and the answer still goes", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openLinkSignedOut(page, 'type=enjoyment&code=150003');
  await waitForRequest(page);
  const absences = page.getByRole('region', { name: 'Ausencias del equipo en esas fechas' });
  await expect(absences.getByText('Nadie más del equipo tiene vacaciones en esas fechas.')).toBeVisible();
  await expectNoAxeViolations(page);

  // Call 20 failing: the section says so with Reintentar, never as nobody, and the answer is untouched.
  await injectFaults({ action: 'SearchTeamAbsencesForRequest', times: 20, status: 500 });
  await page.reload();
  await expect(
    absences.getByRole('alert').filter({ hasText: 'No se pudieron cargar las ausencias del equipo.' }),
  ).toBeVisible({ timeout: 60_000 });
  await expect(absences).not.toContainText('Nadie más del equipo');
  await expect(page.getByRole('radio', { name: 'Aprobar' })).toBeEnabled();
  await expectNoAxeViolations(page);
  await clearFaults();
  await absences.getByRole('button', { name: 'Reintentar' }).click();
  await expect(absences.getByText('Nadie más del equipo tiene vacaciones en esas fechas.')).toBeVisible();
});

test('a slow load shows the spinner, a failed one its error and Reintentar; unknown and other requests say so', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await openLinkSignedOut(page, 'type=enjoyment&code=150003');
  await waitForRequest(page);

  await injectFaults({ action: 'SearchAllHumanResourcesRequest', delayMs: 2000 });
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando la solicitud' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expect(page.getByText(/0 días/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await waitForRequest(page);

  await injectFaults({ action: 'SearchAllHumanResourcesRequest', times: 20, status: 500 });
  await page.reload();
  await expect(
    page.getByRole('alert').filter({ hasText: 'No se pudo cargar la solicitud de vacaciones.' }),
  ).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await clearFaults();
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await waitForRequest(page);
  await expect(page.getByRole('radiogroup', { name: /Respuesta/ })).toBeVisible();

  await page.goto('/approvals/vacation-approval?code=999999');
  await expect(
    page.getByText('No existe una solicitud con el número 999999 en esta unidad de negocio.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // 100008 is a certification.
  await page.goto('/approvals/vacation-approval?code=100008');
  await expect(page.getByText('La solicitud 100008 no es una solicitud de vacaciones.')).toBeVisible();
  await page.goto('/approvals/vacation-approval');
  await expect(page.getByRole('heading', { level: 1, name: 'Aprobación de vacaciones' })).toBeVisible();
  await expect(page.getByText(/La dirección no indica qué solicitud responder/)).toBeVisible();
  await page.goto('/approvals/otra-cosa');
  await expect(page.getByRole('heading', { level: 1 })).not.toContainText('Solicitud');
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("another account (every use case of the spec) gets 'Acción inhabilitada' on the link", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto(approvalLink('type=enjoyment&code=150003'));
  await page.getByLabel('Usuario').fill('ana.admin');
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  // ana has three units: she picks one, then lands on the link.
  await page.waitForURL(/\/login\/.+\/clients$/, { timeout: 30_000 });
  await page.getByText('Operaciones Región Andina').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/approvals/vacation-approval', { timeout: 30_000 });
  await expect(page.getByRole('dialog', { name: 'Acción inhabilitada' })).toBeVisible();
  await expect(page.getByRole('radiogroup')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
