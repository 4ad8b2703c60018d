// The fault matrix (test/e2e/reliability/matrix.ts): each call of SPEC §7 × {network error,
// time-out, 500, 204, malformed body, slow within the time-out}, in Chromium against the stack's fault
// injection. Each case checks that the screen ends in SPEC §8's code or message (never blank, never a raw
// error), that the services received exactly the configured attempts, and, for calls made on submit,
// that what the person typed is still there. The reporter (report.ts) writes docs/reliability.md.
// The network-error and time-out cases end as the 500 case of the same call does, and a slow answer within
// the time-out as the usual answer (matrix.ts, `fullSetOnly`): tagged @full, they run in the full set
// (`npm run test:e2e:full`), the rest by default.
//
// One signed-in page (ana.admin, Operaciones Región Andina, José Andrés Muñoz Peña) serves every case:
// a case opens its screen with a full navigation, so the app starts afresh from the tab's session and
// the saved ids, as after a reload. Only the case that signs out (call 6, 204 → 1003) signs in on its own.
import { type Browser, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { choose, openLinkSignedOut, waitForRequest } from '../approvals/support';
import { signInWithEmployee } from '../holidays/support';
import { assignMyself, type LinkedPerson, linkNewPerson, openOnboardingRequest } from '../requests/support';
import { expectNoAxeViolations, services, signIn } from '../sign-in/support';
import {
  allCases,
  caseTitle,
  type FaultKind,
  faults,
  fullSetOnly,
  type MatrixCall,
  type Outcome,
  staleCases,
  staleFault,
  staleTitle,
  staleTyped,
  typed,
} from './matrix';

/** Clears the armed faults and the services' request counts. */
async function resetServices(): Promise<void> {
  const response = await fetch(`${services}/__faults`, { method: 'DELETE' });
  expect(response.status).toBe(204);
}

/** Arms one fault for every request of the call (more than the attempts, so every attempt meets it). */
async function arm(action: string, kind: FaultKind): Promise<void> {
  const response = await fetch(`${services}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, times: 20, ...faults[kind].armed }),
  });
  expect(response.status).toBe(201);
}

/** How many requests of the call reached the services since the last reset. */
async function requestsOf(action: string): Promise<number> {
  const listed = (await (await fetch(`${services}/__faults`)).json()) as { calls: Record<string, number> };
  return listed.calls[action] ?? 0;
}

type WorkerFixtures = { signedIn: Page };

/** A context like the project's (base address, locale, time zone, viewport). */
async function newProjectContext(browser: Browser, use: TestInfo['project']['use']) {
  const { baseURL, locale, timezoneId, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = use;
  return browser.newContext({
    baseURL,
    locale,
    timezoneId,
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
  });
}

const test = base.extend<object, WorkerFixtures>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const context = await newProjectContext(browser, workerInfo.project.use);
      const page = await context.newPage();
      await resetServices();
      await signInWithEmployee(page, 'ana.admin', 'jose andres', /José Andrés Muñoz Peña/);
      await use(page);
      await context.close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * The signed-in tab leaves the app for a file of its own address (its config.json: same origin, so the
 * tab's session stays): the screen of the case before makes no call after the services are reset. A home
 * that shows its texts before its last calls would otherwise make one in the next case's count.
 */
async function leaveTheApp(page: Page): Promise<void> {
  await page.goto('/config.json');
}

/** What a person must never be left with: an empty page or a technical error text. */
async function expectNoBlankOrRawError(page: Page): Promise<void> {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text.
  const text = (await page.locator('body').innerText()).trim();
  expect(text.length, 'the screen is blank').toBeGreaterThan(40);
  expect(text).not.toMatch(
    /TypeError|SyntaxError|AbortError|TimeoutError|ApiError|Failed to fetch|NetworkError|Unexpected (Application Error|token)|JSON|\bundefined\b|\bNaN\b|\[object Object\]/,
  );
}

/** Whether a text is on the screen, as text or as the value of a visible field (runs in the page). */
function shownOrTyped(value: string): boolean {
  // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text.
  if (document.body.innerText.includes(value)) return true;
  return [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some(
    (field) => field.value === value && field.checkVisibility(),
  );
}

/** The case's outcome on the screen: the error page's code, the texts, the typed values. */
async function expectOutcome(page: Page, outcome: Outcome): Promise<void> {
  if (outcome.code !== undefined) {
    const code = String(outcome.code);
    await page.waitForURL((url) => url.pathname === '/error' && url.searchParams.get('code') === code);
    await expect(page.getByText(`Código de error: ${code}`)).toBeVisible();
  }
  for (const text of outcome.shows) await expect(page.getByText(text).first()).toBeVisible();
  for (const value of outcome.keeps ?? []) {
    await expect
      .poll(() => page.evaluate(shownOrTyped, value), { message: `«${value}» is still on the screen` })
      .toBe(true);
  }
  await expectNoBlankOrRawError(page);
}

/** Fills the certification wizard up to its verification step (or finds it resumed there). */
async function certificationVerification(page: Page): Promise<void> {
  await page.goto('/certifications/new-certification');
  const send = page.getByRole('button', { name: 'Enviar', exact: true });
  const next = page.getByRole('button', { name: 'Siguiente' });
  await expect(send.or(next).first()).toBeVisible();
  if (await send.isVisible()) {
    // A draft resumed at the verification step: it must be this matrix's.
    for (const value of typed.certification) await expect(page.getByText(value).first()).toBeVisible();
    return;
  }
  await next.click();
  await page.getByRole('button', { name: /Tipo de certificación/ }).click();
  await page.getByRole('option', { name: 'certificado de pertenencia a empresa' }).click();
  const [addressee = '', observation = ''] = typed.certification;
  await page.getByRole('textbox', { name: /Destinatario/ }).fill(addressee);
  await page.getByRole('textbox', { name: /Observaciones/ }).fill(observation);
  await next.click();
  await expect(send).toBeVisible();
}

/** Enviar and its confirmation. */
async function sendCertification(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
}

/** /certifications with its list loaded. */
async function openCertifications(page: Page): Promise<void> {
  await page.goto('/certifications');
  await expect(page.getByRole('table', { name: /certificaci/i })).toBeVisible();
}

/** Opens the discard dialog of a certification that may be discarded (sending one first if none may). */
async function discardDialog(page: Page) {
  await openCertifications(page);
  const discardable = page.getByRole('button', { name: /^Eliminar la solicitud/, disabled: false });
  if ((await discardable.count()) === 0) {
    await certificationVerification(page);
    await sendCertification(page);
    await page
      .getByRole('dialog', { name: 'Solicitud enviada' })
      .getByRole('button', { name: 'Entendido' })
      .click();
    await openCertifications(page);
  }
  await discardable.first().click();
  const dialog = page.getByRole('dialog', { name: 'Descartar solicitud' });
  await dialog.getByRole('textbox', { name: /Justificación/ }).fill(typed.discard[0] ?? '');
  return dialog;
}

/** A small file a PDF reader accepts (the wizard checks the `%PDF-` signature). */
const smallPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

/** Step 1 of a fresh onboarding wizard filled in (a resumed draft of an earlier case is forgotten first). */
async function onboardingPersonalData(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.includes('.onboarding.')) sessionStorage.removeItem(key);
  });
  await page.goto('/employees/new-employee');
  await expect(page.getByRole('heading', { name: 'Datos personales', level: 2 })).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombres/ }).fill('María José');
  await page.getByRole('textbox', { name: /^Apellidos/ }).fill('Núñez Peña');
  await page.getByRole('textbox', { name: /^Número de identificación/ }).fill('1020304050');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'hoja-de-vida.pdf', mimeType: 'application/pdf', buffer: smallPdf });
  await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeEnabled();
}

interface Drive {
  page: Page;
  kind: FaultKind;
  /** Arms the case's fault; a driver calls it right before the call is made. */
  arm: () => Promise<void>;
}

/** How each call is made by the built app, as a person would make it. */
const drivers: Record<number, (drive: Drive) => Promise<void>> = {
  1: async ({ page, arm }) => {
    await arm();
    await page.goto('/?portal=ERM-DEMO');
  },
  2: async ({ page, arm }) => {
    await arm();
    await page.goto('/');
  },
  3: async ({ page, arm }) => {
    await arm();
    await page.goto('/');
  },
  4: async ({ page, arm }) => {
    await arm();
    await page.goto('/');
  },
  5: async ({ page, arm }) => {
    await arm();
    await page.goto('/certifications/new-certification');
  },
  6: async ({ page, arm }) => {
    await arm();
    await page.goto('/login');
  },
  7: async ({ page, arm }) => {
    await arm();
    await page.goto('/employees/select-employee');
    const search = page.getByRole('searchbox', { name: 'Empleado' });
    const retry = page.getByRole('button', { name: 'Reintentar' });
    await expect(search.or(retry).first()).toBeVisible();
    if (await search.isVisible()) await search.fill('jose andres');
  },
  8: async ({ page, arm }) => {
    await arm();
    await page.goto('/');
  },
  9: async ({ page, arm }) => {
    await arm();
    await page.goto('/');
  },
  10: async ({ page, arm }) => {
    await arm();
    await page.goto('/certifications');
  },
  11: async ({ page, arm, kind }) => {
    await certificationVerification(page);
    await arm();
    await sendCertification(page);
    if (kind === 'slow') {
      const sent = page.getByRole('dialog', { name: 'Solicitud enviada' });
      await expect(sent).toContainText(/Número de solicitud: \S+/);
      await sent.getByRole('button', { name: 'Entendido' }).click();
    }
  },
  12: async ({ page, arm }) => {
    const dialog = await discardDialog(page);
    await arm();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
  },
  13: async ({ page, arm }) => {
    await onboardingPersonalData(page);
    await arm();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  },
  19: async ({ page, arm }) => {
    await page.goto('/requests');
    const open = page.getByRole('link', { name: 'Abrir la solicitud 100018' });
    await expect(open).toBeVisible();
    await arm();
    await open.click();
  },
};

/** A fresh browser context signed in through the form (for a case that ends the provider session). */
async function freshPage(browser: Browser, testInfo: TestInfo, arm: () => Promise<void>) {
  const context = await newProjectContext(browser, testInfo.project.use);
  const page = await context.newPage();
  await page.goto('/?portal=ERM-DEMO');
  await arm();
  await signIn(page, 'ana.admin');
  return { page, close: () => context.close() };
}

/** Arms the '412' fault once: the call's If-Match is weighed as stale (a real 412, nothing applied). */
async function armStale(action: string): Promise<void> {
  const response = await fetch(`${services}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action, times: 1, ...staleFault.armed }),
  });
  expect(response.status).toBe(201);
}

/** The onboarding request the process-page '412' cases act on (filed once per worker, nobody in charge). */
let matrixPerson: LinkedPerson | undefined;

/** Opens the matrix's onboarding request (filing it first when there is none, or when it is taken). */
async function matrixProcessPage(page: Page, free: boolean): Promise<void> {
  if (!matrixPerson) matrixPerson = await linkNewPerson(page, 'Matriz', 'De Fallas');
  await openOnboardingRequest(page, matrixPerson);
  if (free && !(await page.getByText('Sin responsable').isVisible())) {
    matrixPerson = await linkNewPerson(page, 'Matriz', 'De Fallas Bis');
    await openOnboardingRequest(page, matrixPerson);
  }
}

/** The matrix's onboarding request with ana.admin in charge (assigned for real, unarmed, when needed). */
async function processPageInCharge(page: Page): Promise<void> {
  await matrixProcessPage(page, false);
  if (await page.getByText('Sin responsable').isVisible()) {
    await assignMyself(page);
    await expect(page.getByText('Responsable asignado.')).toBeVisible();
  }
}

/** How each changing call is made under the '412' fault, as a person would make it. */
const staleDrivers: Record<number, (drive: { page: Page; arm: () => Promise<void> }) => Promise<void>> = {
  12: async ({ page, arm }) => {
    const dialog = await discardDialog(page);
    await arm();
    await dialog.getByRole('button', { name: 'Descartar' }).click();
  },
  14: async ({ page, arm }) => {
    await openLinkSignedOut(page, 'type=enjoyment&code=150003');
    await waitForRequest(page);
    await choose(page, 'Rechazar');
    await page.getByRole('textbox', { name: /Observaciones/ }).fill(staleTyped.approval[0] ?? '');
    await arm();
    await page.getByRole('button', { name: 'Enviar' }).click();
  },
  15: async ({ page, arm }) => {
    await matrixProcessPage(page, true);
    await page.getByRole('button', { name: 'Cambiar responsable' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cambiar responsable' });
    await dialog.getByText('Asignarme a mí como responsable.').click();
    await arm();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
  },
  16: async ({ page, arm }) => {
    await processPageInCharge(page);
    await page.getByRole('button', { name: 'Requisitos', exact: true }).click();
    const tables = page.getByRole('dialog', { name: 'Requisitos', exact: true });
    await arm();
    await tables.getByRole('button', { name: 'Aprobar Hoja de vida' }).click();
  },
  17: async ({ page, arm }) => {
    await processPageInCharge(page);
    await page.getByRole('button', { name: 'Requisitos', exact: true }).click();
    const tables = page.getByRole('dialog', { name: 'Requisitos', exact: true });
    // Each entry is approved one after the other, waiting for its 'Cumple' tag: while one approval is
    // sent the other entries' Aprobar are off, so reading a button's state then would skip an entry.
    for (const name of ['Documento de identidad válido', 'Sin vinculación vigente']) {
      const row = tables.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });
      await expect(row).toBeVisible();
      const met = row.getByText('Cumple', { exact: true });
      if (!(await met.isVisible())) {
        const approve = tables.getByRole('button', { name: `Aprobar ${name}` });
        await expect(approve).toBeEnabled();
        await approve.click();
        await expect(met).toBeVisible();
      }
    }
    await tables.getByRole('button', { name: 'Cerrar' }).click();
    await expect(tables).toHaveCount(0);
    const execute = page.getByRole('button', { name: 'Ejecutar Validaciones del sistema' });
    await expect(execute).toBeEnabled();
    await arm();
    await execute.click();
  },
};

/** Cases whose screen is axe-checked too (the ones the earlier fault specs checked). */
const axeChecked = new Set(['1:status500', '6:slow', '11:status500', '12:status500']);

// Each case stands alone (it opens its screen with a full navigation, the '412' cases file the request they
// need when their worker has none): the cases spread over the workers, each against its own stack.
test.describe.configure({ mode: 'parallel' });

test.describe('fault matrix', () => {
  test.afterEach(resetServices);

  for (const { entry, kind } of allCases) {
    test(
      caseTitle(entry.call, kind),
      {
        annotation: { type: 'fault-matrix', description: `${entry.call}:${kind}` },
        // The network error and the time-out end as the 500 does, a slow answer as the usual one: the full
        // set runs them.
        tag: fullSetOnly(entry, kind) ? [fullOnly] : [],
      },
      async ({ signedIn, browser }, testInfo) => {
        test.skip(entry.notMade !== undefined, entry.notMade);
        const outcome = (entry as Required<MatrixCall>).outcomes[kind];
        await leaveTheApp(signedIn);
        await resetServices();
        const armIt = () => arm(entry.action, kind);
        let page = signedIn;
        let close: (() => Promise<void>) | undefined;
        try {
          if (entry.call === 6 && kind === 'noContent') {
            ({ page, close } = await freshPage(browser, testInfo, armIt));
          } else {
            await drivers[entry.call]?.({ page, kind, arm: armIt });
          }
          // The screen may show the texts before the call was made (e.g. the home before call 3):
          // first the requests reach the services, then the screen is read, then they are counted.
          await expect
            .poll(() => requestsOf(entry.action), { timeout: 30_000 })
            .toBeGreaterThanOrEqual(outcome.requests);
          await expectOutcome(page, outcome);
          if (axeChecked.has(`${entry.call}:${kind}`)) await expectNoAxeViolations(page);
          const requests = await requestsOf(entry.action);
          await testInfo.attach('requests', { body: String(requests), contentType: 'text/plain' });
          expect(requests, 'requests of the call received by the services').toBe(outcome.requests);
        } finally {
          await close?.();
        }
      },
    );
  }
});

test.describe("fault matrix: the '412' fault on each changing call", () => {
  test.afterEach(resetServices);

  for (const { call, action, outcome } of staleCases) {
    test(
      staleTitle(call),
      {
        annotation: { type: 'fault-matrix', description: `${call}:stale` },
        // Call 12's case stands for the others by default (two-staff.spec.ts too); each call's 412 is
        // test/stack's and each flow's changedElsewhere its path tests', so the others run in the full set.
        tag: call === 12 ? [] : [fullOnly],
      },
      async ({ signedIn, browser }, testInfo) => {
        test.setTimeout(240_000);
        // The manager's screen is his own browser's (fabio.jefe); the others are ana.admin's tab.
        const context = call === 14 ? await newProjectContext(browser, testInfo.project.use) : undefined;
        const page = context ? await context.newPage() : signedIn;
        try {
          await leaveTheApp(signedIn);
          await resetServices();
          // Only the call of the case is counted: the steps before it (a real assignment, approvals) are not.
          await staleDrivers[call]?.({
            page,
            arm: async () => {
              await resetServices();
              await armStale(action);
            },
          });
          await expect.poll(() => requestsOf(action), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
          await expectOutcome(page, outcome);
          await expectNoAxeViolations(page);
          // Nothing is sent again behind the person's back: still the one request after the axe check.
          const requests = await requestsOf(action);
          await testInfo.attach('requests', { body: String(requests), contentType: 'text/plain' });
          expect(requests, 'requests of the call received by the services').toBe(outcome.requests);
        } finally {
          await context?.close();
        }
      },
    );
  }
});
