// Shared steps of the vacation and certification journeys: sign in, choose the unit and the employee,
// open the in-process tab, find a request on any page of the table, count the requests.
import { expect, type Locator, type Page } from '@playwright/test';
import { signIn } from '../sign-in/support';

export { clearFaults, expectNoAxeViolations, injectFaults } from '../sign-in/support';

const months = ['Ene', 'Feb', 'Mar', 'Abr', 'May', 'Jun', 'Jul', 'Ago', 'Sep', 'Oct', 'Nov', 'Dic'];

/** A date `days` from today (Bogotá) written dd/Mon/yyyy, as the date field takes it. */
export function dayFromToday(days: number): string {
  const bogota = new Date(Date.now() - 5 * 60 * 60 * 1000 + days * 86_400_000);
  const day = String(bogota.getUTCDate()).padStart(2, '0');
  return `${day}/${months[bogota.getUTCMonth()]}/${bogota.getUTCFullYear()}`;
}

/** Signs in, picks 'Operaciones Región Andina' when asked, selects the employee and lands on home. */
export async function signInWithEmployee(
  page: Page,
  user: string,
  search: string,
  name: RegExp,
): Promise<void> {
  await page.goto('/?portal=ERM-DEMO');
  await signIn(page, user);
  // What the person sees next: the units to choose from (an account with several), or the employees.
  const employees = page.getByRole('heading', { name: 'Selecciona un empleado' });
  const unit = page.getByText('Operaciones Región Andina');
  await expect(employees.or(unit).first()).toBeVisible({ timeout: 30_000 });
  if (!(await employees.isVisible())) {
    await unit.click();
    await page.getByRole('button', { name: 'Continuar' }).click();
  }
  await expect(employees).toBeVisible({ timeout: 30_000 });
  await page.getByRole('searchbox', { name: 'Empleado' }).fill(search);
  await page.getByRole('button', { name }).click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: /^Hola/ })).toBeVisible({ timeout: 30_000 });
}

/** Opens the 'Solicitudes de vacaciones en trámite' tab of /holidays and waits for its table. */
export async function openVacationRequests(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' }).click();
  await expect(page.getByRole('status', { name: /Cargando solicitudes/ })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Solicitudes de vacaciones en trámite' })).toBeVisible();
}

/** Turns the table's pages until the control is shown; fails when no page has it. */
export async function findOnPages(page: Page, control: Locator): Promise<Locator> {
  for (let turn = 0; turn < 20; turn += 1) {
    if ((await control.count()) > 0) return control;
    const next = page.getByRole('button', { name: 'Página siguiente' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(control).toBeVisible();
  return control;
}

/** How many requests the table lists (from the paginator 'a - b de N', 0 when empty). */
export async function countRequests(page: Page): Promise<number> {
  if (await page.getByText('No tiene solicitudes en trámite.').isVisible()) return 0;
  const text = (await page.getByRole('navigation', { name: 'Paginación' }).textContent()) ?? '';
  const match = /de\s+(\d+)/.exec(text);
  return match ? Number(match[1]) : 0;
}

/** Sends the wizard's request, confirms it, and closes the 'Solicitud enviada' modal. */
export async function sendAndAcknowledge(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Enviar' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Enviar' }).click();
  await page
    .getByRole('dialog', { name: 'Solicitud enviada' })
    .getByRole('button', { name: 'Entendido' })
    .click();
}
