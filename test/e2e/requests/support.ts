// What the two-staff journeys and the fault matrix's '412' cases share: a new onboarding
// request of their own, filed through the wizard as a person does (the seeded ones are other journeys'),
// and its process page.
import { expect, type Page } from '@playwright/test';
import { dayFromToday } from '../holidays/support';
import { choose, next, pdfFile, realPdf, selectEmployee, stepHeading } from '../onboarding/support';

/** A person linked through the onboarding wizard: their ID number and how employee selection names them. */
export interface LinkedPerson {
  idNumber: string;
  name: RegExp;
}

let linked = 0;

/**
 * Links a new person through 'Vincular nuevo empleado' (the fewest fields the wizard asks for, one
 * assignment), with any employee selected; the onboarding request is that person's, nobody in charge,
 * every task pending and every requirement Sin Evaluar.
 */
export async function linkNewPerson(page: Page, names: string, lastNames: string): Promise<LinkedPerson> {
  linked += 1;
  const idNumber = `7${String(Date.now()).slice(-8)}${linked}`;
  // A draft another journey left in this tab is forgotten first.
  await page.evaluate(() => {
    for (const key of Object.keys(sessionStorage))
      if (key.includes('.onboarding.')) sessionStorage.removeItem(key);
  });
  await page.goto('/employees/new-employee');
  await expect(stepHeading(page, 'Datos personales')).toBeVisible();
  await page.getByRole('textbox', { name: /^Nombres/ }).fill(names);
  await page.getByRole('textbox', { name: /^Apellidos/ }).fill(lastNames);
  await page.getByRole('textbox', { name: /^Número de identificación/ }).fill(idNumber);
  await page.locator('input[type="file"]').setInputFiles(pdfFile('hoja-de-vida.pdf', realPdf));
  await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 'Datos de posición contractual')).toBeVisible();
  await choose(page, /Perfil salarial/, 'Salario básico');
  await choose(page, /Cargo/, 'Contador');
  await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill(dayFromToday(30));
  await next(page).click();

  await expect(stepHeading(page, 'Ubicación jurídica y contable')).toBeVisible();
  await choose(page, /Centro de costo/, 'Centro de costo ANDINA');
  await next(page).click();

  await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar asignación' }).click();
  const modal = page.getByRole('dialog', { name: 'Agregar asignación' });
  await modal.getByRole('textbox', { name: /^Valor/ }).fill('1500000');
  await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Asignación 1' })).toBeVisible();
  await next(page).click();
  await expect(stepHeading(page, 'Requisitos no cumplidos')).toBeVisible();
  await next(page).click();

  await expect(stepHeading(page, 'Verificación')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Finalizar' })
    .getByRole('button', { name: 'Finalizar' })
    .click();
  await page
    .getByRole('dialog', { name: 'Solicitud enviada' })
    .getByRole('button', { name: 'Entendido' })
    .click();
  await page.waitForURL('**/employees/select-employee');
  return { idNumber, name: new RegExp(`${names} ${lastNames}`) };
}

/** Selects the person and opens their onboarding request's process page from the board; its address. */
export async function openOnboardingRequest(page: Page, person: LinkedPerson): Promise<string> {
  await selectEmployee(page, person.idNumber, person.name);
  await page.goto('/requests');
  await page.getByRole('link', { name: /^Abrir la solicitud/ }).click();
  await page.waitForURL(/\/requests\/application-process\//);
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  return new URL(page.url()).pathname;
}

/** The process page's 'Cambiar responsable' → 'Asignarme a mí como responsable.' → Guardar. */
export async function assignMyself(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cambiar responsable' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cambiar responsable' });
  await dialog.getByText('Asignarme a mí como responsable.').click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
}

/** The banner a change answered 412 shows (src/views/requests/changed-elsewhere.tsx). */
export const changedElsewhereTitle = 'Otra persona modificó esta solicitud';

/** How many requests of each X-Action reached the services since the faults were last cleared. */
export async function requestsReceived(services: string, action: string): Promise<number> {
  const listed = (await (await fetch(`${services}/__faults`)).json()) as { calls: Record<string, number> };
  return listed.calls[action] ?? 0;
}
