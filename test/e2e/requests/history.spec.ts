// A request's history, on the local stack: 'Historial de la solicitud' shows who did what to a request,
// when and why. As ana.admin, assigning herself on Sofía's (100004) process page and evaluating a
// requirement add their entries at once, with her name (a history that cannot be read first says so with
// Reintentar, by keyboard, and never hides the request); as fabio.jefe, rejecting 150002 with an
// observation, then ana.admin's vacation details modal of 150002 shows the rejection, fabio's name and the
// observation. The seed is sown again before and after (both requests are the seed's, and other journeys
// answer 150002 and take Sofía's request).
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { choose, openLinkSignedOut, waitForRequest } from '../approvals/support';
import { openVacationRequests, signInWithEmployee } from '../holidays/support';
import { clearFaults, expectNoAxeViolations, injectFaults, reseed } from '../sign-in/support';
import { assignMyself } from './support';

test.beforeEach(reseed);
test.afterEach(async () => {
  await clearFaults();
  await reseed();
});

const historyOf = (scope: Page | Locator) => scope.getByRole('region', { name: 'Historial de la solicitud' });
/** The history's entries, newest first. */
const entriesOf = (history: Locator) =>
  history.getByRole('list', { name: /Cambios de la solicitud/ }).getByRole('listitem');

/**
 * The window regains focus: what the browser tells the page when the person comes back to it (headless
 * windows never lose their focus, so the test gives the page the browser's own event).
 */
async function comeBack(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { page: await context.newPage(), close: () => context.close() };
}

// In the full set: test/stack writes each entry with its change, the history's path tests show it; the manager's rejection below runs by default.
test('ana.admin assigns herself and evaluates a requirement: the entries show at once, with her name', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'sofia pena', /Sofía Peña Ordóñez/);
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  // Call 19 fails every attempt: the section says so under the request, which shows as always.
  await injectFaults({ action: 'SearchHumanResourcesRequestHistory', status: 500, times: 3 });
  await page.getByRole('link', { name: /^Abrir la solicitud/ }).click();
  await page.waitForURL(/\/requests\/application-process\//);
  const history = historyOf(page);
  await expect(history.getByRole('alert')).toHaveText('No se pudo cargar el historial de la solicitud.');
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(page.getByText('Sin responsable')).toBeVisible();
  await expectNoAxeViolations(page);
  // Reintentar by keyboard.
  await history.getByRole('button', { name: 'Reintentar' }).focus();
  await page.keyboard.press('Enter');
  const entries = entriesOf(history);
  // The seed's history: created, then Alberto Núñez's evaluations and tasks, the newest first.
  await expect(entries.last()).toContainText('Solicitud creada');
  await expect(entries.first()).toContainText('Alberto Núñez');
  const before = await entries.count();
  await expectNoAxeViolations(page);

  // Assign myself (call 15): its entry is the newest, at once, with my name.
  await assignMyself(page);
  await expect(page.getByText('Responsable asignado.')).toBeVisible();
  await expect(entries).toHaveCount(before + 1);
  const assigned = entries.first();
  await expect(assigned.getByRole('heading')).toHaveText('Cambio de responsable');
  await expect(assigned).toContainText('Ana Sofía Gutiérrez');
  await expect(assigned).toContainText('Queda a cargo: Ana Sofía Gutiérrez');
  await expect(assigned).toContainText(/\d{2}\/[A-Z][a-z]{2}\/\d{4} \d{2}:\d{2} · Ana Sofía Gutiérrez/);

  // Evaluate a requirement (call 16): Aprobar «Entrevista con el área».
  await page.getByRole('button', { name: 'Requisitos', exact: true }).click();
  const requirements = page.getByRole('dialog', { name: 'Requisitos', exact: true });
  await requirements.getByRole('button', { name: 'Aprobar Entrevista con el área' }).click();
  const interview = requirements
    .getByRole('listitem')
    .filter({ has: page.getByText('Entrevista con el área', { exact: true }) });
  await expect(interview.getByText('Cumple', { exact: true })).toBeVisible();
  await requirements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(requirements).toHaveCount(0);
  await expect(entries).toHaveCount(before + 2);
  const evaluated = entries.first();
  await expect(evaluated.getByRole('heading')).toHaveText('Requisito evaluado');
  await expect(evaluated).toContainText('«Entrevista con el área»: Cumple');
  await expect(evaluated).toContainText('Ana Sofía Gutiérrez');
  await expect(entries.nth(1).getByRole('heading')).toHaveText('Cambio de responsable');
  await expectNoAxeViolations(page);

  // A reload reads the same history back from the services.
  await page.reload();
  await expect(entriesOf(historyOf(page))).toHaveCount(before + 2);
  await expect(entriesOf(historyOf(page)).first()).toContainText('Requisito evaluado');
});

test('fabio.jefe rejects 150002 with an observation; ana.admin’s vacation details modal shows it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Ana has María Begoña's request 150002 open in its details modal.
  await signInWithEmployee(page, 'ana.admin', 'María Begoña', /María Begoña Ibáñez Zúñiga/);
  await page.goto('/holidays');
  await openVacationRequests(page);
  await page.getByRole('button', { name: 'Ver detalles de la solicitud 150002' }).click();
  const details = page.getByRole('dialog', { name: 'Solicitud 150002' });
  const inModal = historyOf(details);
  await expect(entriesOf(inModal).last()).toContainText('Solicitud creada');
  await expect(entriesOf(inModal).last()).toContainText('Ana Sofía Gutiérrez');
  await expect(inModal).not.toContainText('Solicitud rechazada');
  await expectNoAxeViolations(page);

  const manager = await newPage(browser);
  try {
    // Fabio opens the notification link: who filed it and when shows before he answers.
    await openLinkSignedOut(manager.page, 'code=150002');
    await waitForRequest(manager.page);
    const onApproval = historyOf(manager.page);
    await expect(entriesOf(onApproval).last()).toContainText('Solicitud creada');
    await expect(entriesOf(onApproval).last()).toContainText(/\d{2}:\d{2} · Ana Sofía Gutiérrez/);
    await expectNoAxeViolations(manager.page);
    await choose(manager.page, 'Rechazar');
    await manager.page
      .getByRole('textbox', { name: /Observaciones/ })
      .fill('No hay quien cubra el cargo esa semana.');
    await manager.page.getByRole('button', { name: 'Enviar' }).click();
    const result = manager.page.getByRole('dialog', { name: 'Respuesta enviada' });
    await expect(result).toContainText('Solicitud de vacaciones rechazada');
    await result.getByRole('button', { name: 'Entendido' }).click();
    // His own answer is on his screen's history at once.
    await expect(entriesOf(onApproval).first()).toContainText('Solicitud rechazada');
    await expectNoAxeViolations(manager.page);
  } finally {
    await manager.close();
  }

  // Ana comes back to her window: the modal's history reads again.
  await comeBack(page);
  const rejected = entriesOf(inModal).first();
  await expect(rejected.getByRole('heading')).toHaveText('Solicitud rechazada');
  await expect(rejected).toContainText('Fabio Ibáñez');
  await expect(rejected).toContainText('Estado: Aprobación Jefe Inmediato → Rechazada');
  await expect(rejected).toContainText('Observaciones: «No hay quien cubra el cargo esa semana.»');
  await expectNoAxeViolations(page);
});

// In the full set: the history's path tests (refused) and test/stack's call 19 take it by default.
test('carla.consulta, without the use case that reads an onboarding request’s data, is told she may not read its history', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'carla.consulta', 'sofia pena', /Sofía Peña Ordóñez/);
  await page.goto('/requests');
  await page.getByRole('link', { name: /^Abrir la solicitud/ }).click();
  await page.waitForURL(/\/requests\/application-process\//);
  const history = historyOf(page);
  await expect(history).toContainText('No tiene privilegios para ver el historial de esta solicitud.');
  await expect(history.getByRole('button', { name: 'Reintentar' })).toHaveCount(0);
  // The request shows as always, and no access-denied page took its place.
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(page).toHaveURL(/\/requests\/application-process\//);
  await expectNoAxeViolations(page);
});
