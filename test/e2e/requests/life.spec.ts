// A request's life across screens: the manager approves in one session and HR staff see the
// new status in theirs (/holidays, without signing in again); a finished request shows Descartar and
// Cambiar responsable disabled with 'La solicitud ya terminó.'; the board's filters fold into 'Filtros'
// so its columns start above the fold at 1366×768; pinned cards with 'Solo fijadas' survive a reload; the
// process page opens only onboarding requests, any other request's address is the 404 page.
import { expect, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { choose, openLinkSignedOut, summaryOf, waitForRequest } from '../approvals/support';
import { expectNoAxeViolations, openVacationRequests, signInWithEmployee } from '../holidays/support';

const column = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openBoard(page: Page) {
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Cargando solicitudes/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Terminada' })).toBeVisible();
}

/** The row of request `number` in the vacations in-process table. */
const rowOf = (page: Page, number: string) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: `Ver detalles de la solicitud ${number}` }) });

// In the full set: history.spec.ts's manager rejection, seen by HR in theirs, runs by default.
test('the manager approves in his session; HR staff see the new status in theirs', { tag: fullOnly }, async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const hrContext = await browser.newContext();
  const managerContext = await browser.newContext();
  try {
    const hr = await hrContext.newPage();
    await signInWithEmployee(hr, 'ana.admin', 'maria begona', /María Begoña Ibáñez Zúñiga/);
    await hr.getByRole('link', { name: 'Vacaciones' }).first().click();
    await openVacationRequests(hr);
    await expect(rowOf(hr, '150004')).toContainText('Aprobación Jefe Inmediato');

    const manager = await managerContext.newPage();
    await openLinkSignedOut(manager, 'type=payment&code=150004');
    await waitForRequest(manager);
    await expect(summaryOf(manager)).toContainText('Aprobación Jefe Inmediato');
    await choose(manager, 'Aprobar');
    await manager.getByRole('button', { name: 'Enviar' }).click();
    const result = manager.getByRole('dialog', { name: 'Respuesta enviada' });
    await expect(result).toContainText('¡Solicitud de vacaciones aprobada!');
    await result.getByRole('button', { name: 'Entendido' }).click();

    // HR, still signed in, go home and back: the list is read again, not the copy of a minute ago.
    await hr.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(hr.getByText('Hola, Ana Sofía Gutiérrez')).toBeVisible();
    await hr.getByRole('link', { name: 'Vacaciones' }).first().click();
    await openVacationRequests(hr);
    await expect(rowOf(hr, '150004')).toContainText('Verificación en Gestión Humana');
  } finally {
    await hrContext.close();
    await managerContext.close();
  }
});

// In the full set: the process page's path tests take every finished status on screen by default.
test('a finished onboarding request: Descartar and Cambiar responsable off with «La solicitud ya terminó.»', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInWithEmployee(page, 'ana.admin', 'sofia pena', /Sofía Peña Ordóñez/);
  await openBoard(page);
  // At 1366×768 the columns start above the fold: the filters are one folded 'Filtros' control.
  await expect(page.getByText('Filtros', { exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Tipo de solicitud' })).toBeHidden();
  const top = await page.getByRole('heading', { name: 'Por evaluar' }).boundingBox();
  expect(top?.y ?? 1000).toBeLessThan(768);

  // Sofía's onboarding request ends (the board journey discards it too, when it ran first).
  const running = page
    .getByRole('region', { name: /Por evaluar|En progreso/ })
    .getByRole('link', { name: /Abrir la solicitud/ });
  if ((await running.count()) > 0) {
    await running.first().click();
    await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
    await page.getByRole('button', { name: 'Descartar' }).click();
    const discard = page.getByRole('dialog', { name: 'Descartar solicitud' });
    await discard.getByRole('textbox', { name: /Justificación/ }).fill('La persona no aceptó la oferta.');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByText('Solicitud Descartada')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  }
  const finished = column(page, 'Terminada').getByRole('link', { name: /Abrir la solicitud/ });
  await expect(finished).toHaveCount(1);

  const number = ((await finished.textContent()) ?? '').replace('Abrir la solicitud ', '').trim();
  await column(page, 'Terminada')
    .getByRole('link', { name: /Abrir la solicitud/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  // The breadcrumb names the request number, not the internal id of the address.
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' }).getByText(number)).toBeVisible();
  for (const name of ['Descartar', 'Cambiar responsable']) {
    const action = page.getByRole('button', { name, exact: true });
    await expect(action).toBeDisabled();
    await expect(action).toHaveAccessibleDescription('La solicitud ya terminó.');
  }
  await expectNoAxeViolations(page);
});

// In the full set: the board's path tests (pins kept per person) take it by default.
test('pinned cards and «Solo fijadas»: only the pinned card shows, both kept after a reload', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(240_000);
  // José (100001) has 18 requests: 'Solo fijadas' has cards to hide.
  await signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/);
  await openBoard(page);
  const cards = page.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(1);
  // Ticked by their labels, as a person does (the kit's box covers the input).
  const pin = page.getByText(/^Fijar la solicitud /).first();
  const label = ((await pin.textContent()) ?? '').trim();
  await pin.click();
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
  await page.getByText('Solo fijadas', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Solo fijadas' })).toBeChecked();
  await expect(cards).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Solo fijadas' })).toBeChecked();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: label })).toBeChecked();
  await expectNoAxeViolations(page);
  // Unticked again: every card is back (the next test of this board starts as before).
  await page.getByText('Solo fijadas', { exact: true }).click();
  await page.getByText(label, { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: label })).not.toBeChecked();
  await expect.poll(() => cards.count()).toBeGreaterThan(1);
});

// In the full set: the process page's path tests take a request it does not open by default.
test('the process page opens only onboarding requests: another request’s address is the 404 page', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(240_000);
  await signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/);
  // José's seeded requests (docs/demo-data.md): number 1000NN has the id HRR-000NN. A vacation (100001),
  // a certification (100008) and a contract action (100013, LeavingTheJob) have no process page.
  for (const id of ['HRR-00001', 'HRR-00008', 'HRR-00013']) {
    await page.goto(`/requests/application-process/${id}`);
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toHaveCount(0);
  }
  // His onboarding request (100018) still opens.
  await page.goto('/requests/application-process/HRR-00018');
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toHaveCount(0);
});
