// Shared steps of the vacation-approval journeys: open a notification-like deep link before signing in,
// sign in as the manager, land on the screen of the link.
import { expect, type Page } from '@playwright/test';
import { signIn } from '../sign-in/support';

export { dayFromToday } from '../holidays/support';
export { clearFaults, expectNoAxeViolations, injectFaults } from '../sign-in/support';

/** The address a notification links to (the portal code rides along on a first visit). */
export const approvalLink = (query: string) => `/approvals/vacation-approval?${query}&portal=ERM-DEMO`;

/** Opens the link signed out, signs in as `user` and waits for the screen of the link after loading. */
export async function openLinkSignedOut(page: Page, query: string, user = 'fabio.jefe'): Promise<void> {
  await page.goto(approvalLink(query));
  await signIn(page, user);
  await page.waitForURL('**/login/loading-app', { timeout: 30_000 });
  const code = new URLSearchParams(query).get('code');
  await page.waitForURL(
    (url) => url.pathname === '/approvals/vacation-approval' && url.searchParams.get('code') === code,
    { timeout: 30_000 },
  );
}

/** The screen's summary of the request (employee, days, status). */
export const summaryOf = (page: Page) => page.getByRole('region', { name: 'Datos de la solicitud' });

/** Waits until the request is loaded (no spinner) and its summary shows. */
export async function waitForRequest(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: 'Cargando la solicitud' })).toHaveCount(0);
  await expect(summaryOf(page)).toBeVisible();
}

/** Ticks Aprobar or Rechazar as a person does, by its label, and waits until it is checked. */
export async function choose(page: Page, answer: 'Aprobar' | 'Rechazar'): Promise<void> {
  await page
    .getByRole('radiogroup', { name: /Respuesta/ })
    .getByText(answer, { exact: true })
    .click();
  await expect(page.getByRole('radio', { name: answer })).toBeChecked();
}
