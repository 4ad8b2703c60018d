// The manager's loop by mail, on the stack of `npm start`: ana.admin files an enjoyment for Ángela (an
// employee of fabio.jefe's team); the notification arrives in the stack's mailbox; the manager opens the
// link of the delivered mail, signs in, approves with observations; ana sees the new status and receives
// the decision by mail. Each step waits for what the person sees.
import { expect, type Page, test } from '@playwright/test';
import { e2ePorts, fullOnly } from '../../../playwright.config';
import { openVacationRequests, signInWithEmployee } from '../holidays/support';
import { signIn } from '../sign-in/support';
import { choose, dayFromToday, expectNoAxeViolations, summaryOf, waitForRequest } from './support';

const mailbox = `http://localhost:${e2ePorts.mailbox}`;

/** Opens the mailbox page and the message whose subject is `subject`, as a person reads it. */
async function openMail(page: Page, subject: string): Promise<void> {
  await expect(async () => {
    await page.goto(`${mailbox}/`);
    await expect(page.getByRole('link', { name: subject })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
}

// In the full set: test/stack/mail-outbox.test.ts checks each mail's text, link and sending once by
// default, and approval.spec.ts the manager's answer on the screen the link opens.
test('the round trip: the request, the mail with the link, the answer, the decision mail', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const hrContext = await browser.newContext();
  const managerContext = await browser.newContext();
  try {
    const hr = await hrContext.newPage();
    await signInWithEmployee(hr, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
    await hr.goto('/holidays');
    await hr.getByRole('button', { name: 'Solicitar disfrute' }).click();
    await hr.waitForURL('**/holidays/request-enjoyment');
    await hr.getByRole('button', { name: 'Siguiente' }).click();
    await hr.getByRole('textbox', { name: /Días a disfrutar/ }).fill('3');
    const start = dayFromToday(60);
    await hr.getByRole('textbox', { name: /Fecha de inicio del disfrute/ }).fill(start);
    await hr.getByRole('button', { name: 'Siguiente' }).click();
    await expect(hr.getByRole('heading', { name: 'Verificación de la solicitud' })).toBeVisible();
    await hr.getByRole('button', { name: 'Enviar' }).click();
    await hr
      .getByRole('alertdialog', { name: 'Enviar solicitud' })
      .getByRole('button', { name: 'Enviar' })
      .click();
    const sent = hr.getByRole('dialog', { name: 'Solicitud enviada' });
    await expect(sent).toContainText(/Número de solicitud: \d+/);
    const number = /Número de solicitud: (\d+)/.exec((await sent.textContent()) ?? '')?.[1] ?? '';
    await sent.getByRole('button', { name: 'Entendido' }).click();
    await hr.waitForURL((url) => url.pathname === '/holidays');

    // The manager's notification, delivered to the stack's SMTP server, read on the mailbox page.
    const manager = await managerContext.newPage();
    await openMail(manager, `Solicitud de disfrute de vacaciones #${number} por aprobar`);
    const body = manager.locator('pre');
    await expect(body).toContainText('Hola, Fabio Ibáñez:');
    await expect(body).toContainText('Empleado: Ángela Cañón Londoño');
    await expect(body).toContainText(`Periodo: 3 días desde el ${start}`);
    await expect(body).toContainText('Solicitada por: Ana Sofía Gutiérrez');
    await expectNoAxeViolations(manager);
    const link = manager.getByRole('link', { name: /\/approvals\/vacation-approval\?/ });
    const href = (await link.getAttribute('href')) ?? '';
    expect(new URL(href).searchParams.get('code')).toBe(number);
    expect(new URL(href).searchParams.get('type')).toBe('enjoyment');
    // This browser has never opened the portal: the link itself names it.
    expect(new URL(href).searchParams.get('portal')).toBe('ERM-DEMO');
    await manager.goto(href);
    await signIn(manager, 'fabio.jefe');
    await manager.waitForURL(
      (url) => url.pathname === '/approvals/vacation-approval' && url.searchParams.get('code') === number,
      { timeout: 30_000 },
    );
    await waitForRequest(manager);
    await expect(summaryOf(manager)).toContainText('Ángela Cañón Londoño');
    await choose(manager, 'Aprobar');
    await manager.getByRole('textbox', { name: /Observaciones/ }).fill('Que las disfrute.');
    await manager.getByRole('button', { name: 'Enviar' }).click();
    const result = manager.getByRole('dialog', { name: 'Respuesta enviada' });
    await expect(result).toContainText('¡Solicitud de vacaciones aprobada!');
    await result.getByRole('button', { name: 'Entendido' }).click();

    // HR see the new status, and the decision arrives in their mail.
    await hr.getByRole('link', { name: 'Inicio' }).first().click();
    await hr.getByRole('link', { name: 'Vacaciones' }).first().click();
    await openVacationRequests(hr);
    const row = hr
      .getByRole('row')
      .filter({ has: hr.getByRole('button', { name: `Ver detalles de la solicitud ${number}` }) });
    await expect(row).toContainText('Verificación en Gestión Humana');
    await openMail(hr, `Solicitud de disfrute de vacaciones #${number} aprobada`);
    await expect(hr.locator('pre')).toContainText('Hola, Ana Sofía Gutiérrez:');
    await expect(hr.locator('pre')).toContainText('Decisión: aprobada');
    await expect(hr.locator('pre')).toContainText('Observaciones: Que las disfrute.');
  } finally {
    await hrContext.close();
    await managerContext.close();
  }
});
