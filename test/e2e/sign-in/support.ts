// Shared steps of the sign-in journeys: the provider's page, axe, and the stack's fault injection.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { e2ePorts } from '../../../playwright.config';

export const services = `http://localhost:${e2ePorts.services}`;
export const providerOrigin = `http://localhost:${e2ePorts.oidc}`;

/** Signs in on the provider's own page as a person would (password `demo`). */
export async function signIn(page: Page, user: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await page.getByLabel('Usuario').fill(user);
  await page.getByLabel('Contraseña').fill('demo');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/**
 * Waits until every page of the employee list has arrived (no 'Cargando empleados' left), so no call of
 * that load is still on its way when a test arms a fault or moves the page's clock: such a call would take
 * the fault meant for the next one, or carry a DPoP proof dated ahead of the services' clock (401).
 */
export async function employeeListSettled(page: Page): Promise<void> {
  await expect(page.getByText(/Cargando empleados/)).toHaveCount(0, { timeout: 30_000 });
}

/**
 * Waits for what a person sees once the screen has settled: a modal fading in is measured at full
 * opacity, not half-way (axe reads colour contrast from the rendered colours). Endless animations
 * (spinners) are not waited for.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** axe with the WCAG 2.2 AA tags, best practices and the target-size rule: no violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`,
    ),
  ).toEqual([]);
}

export interface Fault {
  action: string;
  times?: number;
  status?: number;
  delayMs?: number;
  empty204?: boolean;
  malformed?: boolean;
  drop?: boolean;
}

/** Arms faults in the stack's services (test mode). */
export async function injectFaults(...faults: Fault[]): Promise<void> {
  const response = await fetch(`${services}/__faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(faults),
  });
  expect(response.ok).toBe(true);
}

/** Clears every armed fault. */
export async function clearFaults(): Promise<void> {
  await fetch(`${services}/__faults`, { method: 'DELETE' });
}

/**
 * Sows the seed again (test mode's `POST /__reset`, faults cleared too): for a script that needs the data
 * as it was sown (an answered request open again, a board without the cards other tests added).
 */
export async function reseed(): Promise<void> {
  const response = await fetch(`${services}/__reset`, { method: 'POST' });
  expect(response.status).toBe(204);
}
