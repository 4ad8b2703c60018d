// Two people act on the same request, each in their own browser (their own session), against
// the whole stack, in both orders. Nobody loses an update without being told: the one whose page was
// loaded earlier sees who changed the request, what and when, the request as it is now, and what they
// typed; nothing is sent again behind their back (counted on the services). A page loaded earlier reads
// its request again when its window regains focus. The cases: HR assignment × HR discard, manager's
// answer × HR discard and two people approving a requirement (call 16), each in both orders. The
// requests are the test's own: an onboarding request filed through the wizard, a vacation payment filed
// through its wizard.
import { type Browser, expect, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { choose, openLinkSignedOut, summaryOf, waitForRequest } from '../approvals/support';
import { findOnPages, openVacationRequests, signInWithEmployee } from '../holidays/support';
import { services } from '../sign-in/support';
import {
  assignMyself,
  changedElsewhereTitle,
  type LinkedPerson,
  linkNewPerson,
  openOnboardingRequest,
  requestsReceived,
} from './support';

const column = (page: Page, title: string) => page.getByRole('region', { name: title });
/** The process page's header line of who is in charge (the top bar names the signed-in person too). */
const inCharge = (page: Page, name: string) => page.getByRole('definition').filter({ hasText: name });

/** Clears the services' request counts (and any armed fault). */
async function resetCounts(): Promise<void> {
  expect((await fetch(`${services}/__faults`, { method: 'DELETE' })).status).toBe(204);
}

/**
 * The window regains focus: what the browser tells the page when the person comes back to it (headless
 * windows never lose their focus, so the test gives the page the browser's own event).
 */
async function comeBack(page: Page): Promise<void> {
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/** Two people, each signed in in a browser of their own. */
async function twoBrowsers(browser: Browser) {
  const contexts = [await browser.newContext(), await browser.newContext()] as const;
  return {
    pages: [await contexts[0].newPage(), await contexts[1].newPage()] as const,
    close: async () => {
      for (const context of contexts) await context.close();
    },
  };
}

/** ana.admin links a new person; both ana.admin and beto.unaunidad open that onboarding request. */
async function bothOnTheRequest(ana: Page, beto: Page, names: string) {
  await signInWithEmployee(ana, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
  const person: LinkedPerson = await linkNewPerson(ana, names, 'Pruebas Concurrencia');
  const path = await openOnboardingRequest(ana, person);
  await expect(ana.getByText('Sin responsable')).toBeVisible();
  await signInWithEmployee(beto, 'beto.unaunidad', person.idNumber, person.name);
  await beto.goto(path);
  await expect(beto.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(beto.getByText('Sin responsable')).toBeVisible();
  return path;
}

/** Files a vacation payment of 2 days through its wizard (the selected employee's); its number. */
async function filePayment(page: Page): Promise<string> {
  await page.goto('/holidays/request-payment');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('textbox', { name: /Días a pagar/ }).fill('2');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
  const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
  await expect(sent).toContainText(/Número de solicitud: \S+/);
  const number = ((await sent.getByText(/Número de solicitud:/).textContent()) ?? '')
    .replace('Número de solicitud:', '')
    .trim();
  await sent.getByRole('button', { name: 'Entendido' }).click();
  return number;
}

test('Ana assigns herself; Beto, on a page loaded earlier, discards: he is told who, what and when, and his justification stays', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, beto] = pages;
  try {
    await bothOnTheRequest(ana, beto, 'Lucía Fernanda');
    await resetCounts();

    await assignMyself(ana);
    await expect(ana.getByText('Responsable asignado.')).toBeVisible();

    // Beto's page still shows nobody in charge: he discards what he sees.
    const justification = 'La persona ya fue vinculada por otra solicitud.';
    await beto.getByRole('button', { name: 'Descartar' }).click();
    const dialog = beto.getByRole('dialog', { name: 'Descartar solicitud' });
    await dialog.getByRole('textbox', { name: /Justificación/ }).fill(justification);
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog.getByText(changedElsewhereTitle)).toBeVisible();
    await expect(dialog).toContainText(
      /Ana Sofía Gutiérrez la modificó \(Asignación de responsable\) el \d{2}\/\w{3}\/\d{4}/,
    );
    await expect(dialog).toContainText('No se envió tu cambio.');
    await expect(dialog).toContainText('Estado actual: Vinculación en Progreso.');
    await expect(dialog.getByRole('textbox', { name: /Justificación/ })).toHaveValue(justification);
    expect(await requestsReceived(services, 'RemoveHumanResourcesRequest')).toBe(1);

    // He reads it and keeps the request: his page shows it as it is now (Ana in charge).
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(inCharge(beto, 'Ana Sofía Gutiérrez')).toBeVisible();
    await expect(beto.getByText('Sin responsable')).toHaveCount(0);

    // Nothing lost: Ana's assignment stands and the request is still in progress.
    await ana.reload();
    await expect(inCharge(ana, 'Ana Sofía Gutiérrez')).toBeVisible();
    await expect(ana.getByRole('button', { name: 'Descartar' })).toBeEnabled();
    expect(await requestsReceived(services, 'RemoveHumanResourcesRequest')).toBe(1);
    expect(await requestsReceived(services, 'AssignHumanResourcesRequestResponsible')).toBe(1);
  } finally {
    await close();
  }
});

// In the full set: the other orders of the race: the first test of this file stands for call 12's 412 by default; the path tests take each flow's changedElsewhere, test/stack each call's 412.
test('Beto discards first; Ana, on a page loaded earlier, assigns herself: she is told, the buttons say why they wait; her board reads it again on focus', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, beto] = pages;
  try {
    const path = await bothOnTheRequest(ana, beto, 'Mariana Isabel');
    // Ana also has the board open in another tab of her browser, loaded before Beto acts.
    const anaBoard = await ana.context().newPage();
    await anaBoard.goto('/requests');
    await expect(
      column(anaBoard, 'Por evaluar').getByRole('link', { name: /Abrir la solicitud/ }),
    ).toHaveCount(1);
    await ana.bringToFront();
    await resetCounts();

    await beto.getByRole('button', { name: 'Descartar' }).click();
    const dialog = beto.getByRole('dialog', { name: 'Descartar solicitud' });
    await dialog.getByRole('textbox', { name: /Justificación/ }).fill('La persona no aceptó la oferta.');
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(beto.getByText('Solicitud Descartada')).toBeVisible();

    // Ana's process page was loaded before the discard.
    expect(new URL(ana.url()).pathname).toBe(path);
    await assignMyself(ana);
    await expect(ana.getByRole('status').filter({ hasText: changedElsewhereTitle })).toBeVisible();
    await expect(
      ana.getByText(/Alberto Núñez la modificó \(Descarte\) el \d{2}\/\w{3}\/\d{4}/),
    ).toBeVisible();
    await expect(ana.getByText(/Estado actual: Cancelada\./)).toBeVisible();
    await expect(ana.getByRole('dialog', { name: 'Cambiar responsable' })).toHaveCount(0);
    // While the notice shows, the buttons wait for 'Entendido' and say so (never a privilege she has).
    const waiting =
      'Lee el aviso de arriba y pulsa «Entendido» para seguir con la solicitud como está ahora.';
    await expect(ana.getByRole('button', { name: 'Requisitos', exact: true })).toHaveAccessibleDescription(
      waiting,
    );
    // The request as it is now refuses these: they say why.
    for (const name of ['Descartar', 'Cambiar responsable']) {
      await expect(ana.getByRole('button', { name })).toHaveAccessibleDescription('La solicitud ya terminó.');
    }
    await ana.getByRole('button', { name: 'Entendido' }).click();
    await expect(ana.getByText(changedElsewhereTitle)).toHaveCount(0);
    await expect(ana.getByRole('button', { name: 'Requisitos', exact: true })).toBeEnabled();
    await expect(ana.getByRole('button', { name: 'Descartar' })).toBeDisabled();
    expect(await requestsReceived(services, 'AssignHumanResourcesRequestResponsible')).toBe(1);

    // Her board, loaded earlier, still shows the card to evaluate until she comes back to it.
    await expect(
      column(anaBoard, 'Por evaluar').getByRole('link', { name: /Abrir la solicitud/ }),
    ).toHaveCount(1);
    await comeBack(anaBoard);
    await expect(column(anaBoard, 'Terminada').getByText('Vinculación', { exact: true })).toBeVisible();
    await expect(column(anaBoard, 'Por evaluar').getByRole('link')).toHaveCount(0);
  } finally {
    await close();
  }
});

// In the full set: call 14's 412: the path tests of the approval and test/stack take it by default.
test('the manager answers a vacation request HR discarded seconds before: he is told, his observations stay, nothing is resent', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, fabio] = pages;
  try {
    await signInWithEmployee(ana, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
    const number = await filePayment(ana);

    // The manager opens the notification's link: the request awaits him.
    await openLinkSignedOut(fabio, `type=payment&code=${number}`);
    await waitForRequest(fabio);
    await expect(summaryOf(fabio)).toContainText('Aprobación Jefe Inmediato');
    await choose(fabio, 'Aprobar');
    const observation = 'Aprobado: el área queda cubierta.';
    await fabio.getByRole('textbox', { name: /Observaciones/ }).fill(observation);

    // HR discards it seconds before he sends.
    await ana.goto('/holidays');
    await openVacationRequests(ana);
    await (
      await findOnPages(ana, ana.getByRole('button', { name: `Eliminar la solicitud ${number}` }))
    ).click();
    const discard = ana.getByRole('dialog', { name: 'Descartar solicitud' });
    await discard.getByRole('textbox', { name: /Justificación/ }).fill('El empleado desistió del pago.');
    await discard.getByRole('button', { name: 'Descartar' }).click();
    await expect(ana.getByText('Solicitud Descartada')).toBeVisible();
    await resetCounts();

    await fabio.getByRole('button', { name: 'Enviar' }).click();
    await expect(fabio.getByText(changedElsewhereTitle)).toBeVisible();
    await expect(
      fabio.getByText(/Ana Sofía Gutiérrez la modificó \(Descarte\) el \d{2}\/\w{3}\/\d{4}/),
    ).toBeVisible();
    await expect(fabio.getByText(/Estado actual: Cancelada\./)).toBeVisible();
    await expect(fabio.getByRole('dialog', { name: 'Respuesta enviada' })).toHaveCount(0);
    await expect(fabio.getByRole('textbox', { name: /Observaciones/ })).toHaveValue(observation);
    await expect(fabio.getByRole('button', { name: 'Enviar' })).toBeDisabled();
    expect(await requestsReceived(services, 'SaveVacationRequestApproval')).toBe(1);
  } finally {
    await close();
  }
});

// In the full set: call 12's 412 from the in-process table: the discard's path tests and the first test of this file take it by default.
test('the manager approves first; HR, on the in-process table loaded earlier, discards it: she is told who, what and when, her justification stays', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, fabio] = pages;
  try {
    await signInWithEmployee(ana, 'ana.admin', 'Ángela', /Ángela Cañón Londoño/);
    const number = await filePayment(ana);

    // HR's table of requests in process is loaded before the manager answers.
    await ana.goto('/holidays');
    await openVacationRequests(ana);
    const remove = await findOnPages(
      ana,
      ana.getByRole('button', { name: `Eliminar la solicitud ${number}` }),
    );

    await openLinkSignedOut(fabio, `type=payment&code=${number}`);
    await waitForRequest(fabio);
    await choose(fabio, 'Aprobar');
    await fabio.getByRole('button', { name: 'Enviar' }).click();
    await expect(fabio.getByRole('dialog', { name: 'Respuesta enviada' })).toContainText(
      '¡Solicitud de vacaciones aprobada!',
    );
    await resetCounts();

    // Her row still shows the request awaiting the manager: she discards what she sees.
    await remove.click();
    const dialog = ana.getByRole('dialog', { name: 'Descartar solicitud' });
    const justification = 'El empleado desistió del pago.';
    await dialog.getByRole('textbox', { name: /Justificación/ }).fill(justification);
    await dialog.getByRole('button', { name: 'Descartar' }).click();
    await expect(dialog.getByText(changedElsewhereTitle)).toBeVisible();
    await expect(dialog).toContainText(
      /Fabio Ibáñez la modificó \(Aprobación del jefe inmediato\) el \d{2}\/\w{3}\/\d{4}/,
    );
    await expect(dialog).toContainText('No se envió tu cambio.');
    await expect(dialog).toContainText('Estado actual: Verificación en Gestión Humana.');
    await expect(dialog.getByRole('textbox', { name: /Justificación/ })).toHaveValue(justification);
    await expect(ana.getByText('Solicitud Descartada')).toHaveCount(0);
    expect(await requestsReceived(services, 'RemoveHumanResourcesRequest')).toBe(1);
    expect(await requestsReceived(services, 'SaveVacationRequestApproval')).toBe(0);
  } finally {
    await close();
  }
});

/**
 * Call 16 by two people: the first takes the request over (call 15) and approves a requirement (call
 * 16); the second, whose page was loaded while they were in charge, approves a requirement too.
 */
async function requirementOnAnOlderPage(
  first: { page: Page; name: string },
  second: { page: Page },
): Promise<void> {
  // The second person is in charge and their page shows it (loaded then, not read again since).
  await assignMyself(second.page);
  await expect(second.page.getByText('Responsable asignado.')).toBeVisible();
  // The first person reads the request as it is now, takes it over and approves a requirement.
  await first.page.reload();
  await expect(first.page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(first.page.getByText('Sin responsable')).toHaveCount(0);
  await assignMyself(first.page);
  await expect(first.page.getByText('Responsable asignado.')).toBeVisible();
  await first.page.getByRole('button', { name: 'Requisitos', exact: true }).click();
  const firstTables = first.page.getByRole('dialog', { name: 'Requisitos', exact: true });
  await firstTables.getByRole('button', { name: 'Aprobar Documento de identidad válido' }).click();
  await expect(
    firstTables
      .getByRole('listitem')
      .filter({ has: first.page.getByText('Documento de identidad válido', { exact: true }) })
      .getByText('Cumple', { exact: true }),
  ).toBeVisible();
  await resetCounts();

  // The second person's page still shows them in charge and the entry Sin Evaluar: they approve it.
  await second.page.getByRole('button', { name: 'Requisitos', exact: true }).click();
  const tables = second.page.getByRole('dialog', { name: 'Requisitos', exact: true });
  await tables.getByRole('button', { name: 'Aprobar Documento de identidad válido' }).click();
  await expect(second.page.getByText(changedElsewhereTitle)).toBeVisible();
  await expect(
    second.page.getByText(
      new RegExp(`${first.name} la modificó \\(Evaluación de requisito\\) el \\d{2}/\\w{3}/\\d{4}`),
    ),
  ).toBeVisible();
  await expect(second.page.getByText(/Estado actual: Vinculación en Progreso\./)).toBeVisible();
  expect(await requestsReceived(services, 'EvaluateHumanResourcesRequestRequirement')).toBe(1);

  // After 'Entendido' the page shows the request as it is now: the first person in charge.
  await second.page.getByRole('button', { name: 'Entendido' }).click();
  await expect(second.page.getByText(changedElsewhereTitle)).toHaveCount(0);
  await expect(inCharge(second.page, first.name)).toBeVisible();
  expect(await requestsReceived(services, 'EvaluateHumanResourcesRequestRequirement')).toBe(1);
}

// In the full set: call 16's 412: the process page's path tests and test/stack take it by default.
test('a requirement: Ana takes the request over and approves it; Beto, on a page loaded while he was in charge, approves it too: he is told', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, beto] = pages;
  try {
    await bothOnTheRequest(ana, beto, 'Valentina Sofía');
    await requirementOnAnOlderPage({ page: ana, name: 'Ana Sofía Gutiérrez' }, { page: beto });
  } finally {
    await close();
  }
});

test('a requirement, the other order: Beto takes the request over and approves it; Ana, on a page loaded while she was in charge, approves it too: she is told', {
  tag: fullOnly,
}, async ({ browser }) => {
  test.setTimeout(300_000);
  const { pages, close } = await twoBrowsers(browser);
  const [ana, beto] = pages;
  try {
    await bothOnTheRequest(ana, beto, 'Daniela Andrea');
    await requirementOnAnOlderPage({ page: beto, name: 'Alberto Núñez' }, { page: ana });
  } finally {
    await close();
  }
});
