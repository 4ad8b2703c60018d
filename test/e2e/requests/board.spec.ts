// The requests board and the request process page against the local stack: José (100001) filters his
// requests by type and keyword and the orientation survives a reload; Sofía's (100004) onboarding request
// is opened from its card, ana.admin assigns herself (call 15, kept after a reload), evaluates two
// requirements (call 16; No Cumple confirmed first, then taken back with Deshacer) and executes a task (call 17), both kept after a reload, and discards it with a
// justification (call 12). axe on each state, modals included.
import { expect, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, signInWithEmployee } from '../holidays/support';

const column = (page: Page, title: string) => page.getByRole('region', { name: title });

async function openBoard(page: Page) {
  await page.goto('/requests');
  await expect(page.getByRole('heading', { name: 'Solicitudes en trámite' })).toBeVisible();
  await expect(page.getByRole('status', { name: /Cargando solicitudes/ })).toHaveCount(0);
}

// In the full set: the board's tester script replayed on the stack (test/e2e/paths) and its path tests take it by default.
test('José’s board: columns, type and keyword filters, orientation kept after a reload', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'jose andres', /José Andrés Muñoz Peña/);
  await openBoard(page);
  await page.evaluate(() => localStorage.removeItem('portal-erm.board-orientation'));
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ver en horizontal' })).toBeVisible();
  for (const title of ['Por evaluar', 'En progreso', 'Terminada']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Abrir la solicitud 100018' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Type filter (folded into 'Filtros', whose summary says nothing is applied yet): only certifications,
  // applied after the submit delay.
  await page.getByText('Filtros', { exact: true }).click();
  await expect(page.getByText('Sin filtros aún.')).toBeVisible();
  await page
    .getByRole('group', { name: 'Tipo de solicitud' })
    .getByText('Certificación', { exact: true })
    .click();
  await expect(page.getByText('1 filtro aplicado')).toBeVisible();
  await expect(page.getByText('Filtros (1)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Abrir la solicitud 100018' })).toHaveCount(0);
  const cards = page.getByRole('article');
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await expect(cards.nth(index)).toContainText('Certificación');
  }
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page.getByText('Sin filtros aún.')).toBeVisible();

  // Keyword: the onboarding request, after the debounce; nothing matching says so.
  const search = page.getByRole('searchbox', { name: 'Buscar solicitud' });
  await search.fill('100018');
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Abrir la solicitud 100018' })).toBeVisible();
  await search.fill('zzzz');
  await expect(page.getByText('No hay resultados que coincidan con los filtros aplicados.')).toHaveCount(3);
  await expectNoAxeViolations(page);
  await search.fill('');

  // Orientation: horizontal, kept after a reload; its sections collapse.
  await page.getByRole('button', { name: 'Ver en horizontal' }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Ver en vertical' })).toBeVisible();
  const pending = page.getByRole('button', { name: /Por evaluar/ });
  await expect(pending).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  await pending.click();
  await expect(pending).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Ver en vertical' }).click();

  // Unknown sub-routes are not found.
  await page.goto('/requests/nada');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
});

// In the full set: two-staff.spec.ts assigns and discards on the process page, test/stack evaluates and runs tasks, the process page's path tests show them, by default.
test('Sofía’s onboarding request: open it, assign myself, evaluate requirements, execute a task, discard it', {
  tag: fullOnly,
}, async ({ page }) => {
  test.setTimeout(180_000);
  await signInWithEmployee(page, 'ana.admin', 'sofia pena', /Sofía Peña Ordóñez/);
  await openBoard(page);
  const open = column(page, 'Por evaluar').getByRole('link', { name: /Abrir la solicitud/ });
  await expect(open).toHaveCount(1);
  await expect(column(page, 'Por evaluar')).toContainText('Sin responsable');
  await open.click();
  await page.waitForURL(/\/requests\/application-process\//);
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tareas hechas' })).toBeVisible();
  await expect(page.getByText('Sin responsable')).toBeVisible();
  const signatures = page.getByRole('button', { name: 'Ejecutar Firmas del contrato' });
  await expect(signatures).toBeDisabled();
  await expect(signatures).toHaveAccessibleDescription('Debes ser responsable de esta solicitud.');
  await expectNoAxeViolations(page);

  // Requisitos.
  await page.getByRole('button', { name: 'Requisitos' }).click();
  const requirements = page.getByRole('dialog', { name: 'Requisitos' });
  await expect(requirements.getByRole('heading', { name: 'Validaciones humanas' })).toBeVisible();
  await expectNoAxeViolations(page);
  await requirements.getByRole('button', { name: 'Cerrar' }).click();

  // Assign myself.
  await page.getByRole('button', { name: 'Cambiar responsable' }).click();
  const responsible = page.getByRole('dialog', { name: 'Cambiar responsable' });
  await expect(responsible.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await responsible.getByText('Asignarme a mí como responsable.').click();
  await expectNoAxeViolations(page);
  await responsible.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Responsable asignado.')).toBeVisible();
  await expect(page.getByText('El nuevo responsable se asignó con éxito.')).toBeVisible();
  await expect(responsible).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await expect(page.getByText('Sin responsable')).toHaveCount(0);
  await expect(
    page.getByRole('button', { name: 'Ejecutar Firmas del contrato' }),
  ).toHaveAccessibleDescription('No tienes privilegios para ejecutar esta tarea.');
  await expectNoAxeViolations(page);

  // Requisitos, now in charge: approve one human validation, mark the other No Cumple (call 16).
  await page.getByRole('button', { name: 'Requisitos' }).click();
  const tables = page.getByRole('dialog', { name: 'Requisitos' });
  const systemNotMet = tables.getByRole('button', { name: 'No Cumple Documento de identidad válido' });
  await expect(systemNotMet).toBeDisabled();
  await expect(systemNotMet).toHaveAccessibleDescription(
    'El sistema evalúa este requisito: no se puede marcar como No Cumple.',
  );
  const human = tables.getByRole('region', { name: 'Validaciones humanas' });
  await expect(human.getByText('Sin Evaluar')).toHaveCount(2);
  await tables.getByRole('button', { name: 'Aprobar Entrevista con el área' }).click();
  await expect(human.getByText('Cumple', { exact: true })).toHaveCount(1);
  // No Cumple asks first; Cancelar sends nothing, Confirmar marks it.
  const notMet = tables.getByRole('button', { name: 'No Cumple Verificación de referencias' });
  await notMet.click();
  const confirm = page.getByRole('alertdialog', { name: '¿Marcar como No Cumple?' });
  await expect(confirm).toContainText(
    'El requisito «Verificación de referencias» quedará marcado como No Cumple.',
  );
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(human.getByText('Sin Evaluar')).toHaveCount(1);
  await notMet.click();
  await confirm.getByRole('button', { name: 'Confirmar' }).click();
  await expect(confirm).toHaveCount(0);
  const references = human
    .getByRole('listitem')
    .filter({ has: page.getByText('Verificación de referencias', { exact: true }) });
  await expect(references.getByText('No Cumple', { exact: true })).toBeVisible();
  const approveNotMet = tables.getByRole('button', { name: 'Aprobar Verificación de referencias' });
  await expect(approveNotMet).toBeDisabled();
  await expect(approveNotMet).toHaveAccessibleDescription('Un requisito que No Cumple no se puede aprobar.');
  await expect(tables.getByRole('button', { name: 'Agregar Requisito' })).toHaveAccessibleDescription(
    'No tienes permisos para agregar un requisito en este momento.',
  );
  await expectNoAxeViolations(page);
  await tables.getByRole('button', { name: 'Cerrar' }).click();
  await expect(tables).toHaveCount(0);

  // Ejecutar (call 17): human validations wait for their requirements, and the contract waits for the
  // tasks it follows (tasks run in order).
  await expect(
    page.getByRole('button', { name: 'Ejecutar Validaciones humanas' }),
  ).toHaveAccessibleDescription('Todos los requisitos de esta tarea deben cumplirse antes de ejecutarla.');
  await expect(page.getByRole('button', { name: 'Ejecutar Elaborar contrato' })).toHaveAccessibleDescription(
    'Las tareas anteriores deben estar hechas antes de ejecutar esta.',
  );
  await expectNoAxeViolations(page);

  // A reload reads it all back from the services.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tareas por hacer' })).toBeVisible();
  await page.getByRole('button', { name: 'Requisitos' }).click();
  await expect(human.getByText('Cumple', { exact: true })).toHaveCount(1);
  await expect(tables.getByRole('button', { name: 'Aprobar Verificación de referencias' })).toBeDisabled();
  // The wrong No Cumple is taken back while its task has not run (Deshacer), then approved.
  await tables.getByRole('button', { name: 'Deshacer No Cumple de Verificación de referencias' }).click();
  await expect(human.getByText('Sin Evaluar')).toHaveCount(1);
  await tables.getByRole('button', { name: 'Aprobar Verificación de referencias' }).click();
  await expect(human.getByText('Cumple', { exact: true })).toHaveCount(2);
  await tables.getByRole('button', { name: 'Cerrar' }).click();
  await expect(tables).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Ejecutar Validaciones humanas' })).toBeEnabled();

  // Discard with a justification: back on the board, the request is finished.
  await page.getByRole('button', { name: 'Descartar' }).click();
  const discard = page.getByRole('dialog', { name: 'Descartar solicitud' });
  await discard.getByRole('textbox', { name: /Justificación/ }).fill('La persona no aceptó la oferta.');
  await expectNoAxeViolations(page);
  await discard.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText('Solicitud Descartada')).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/requests');
  await expect(column(page, 'Terminada').getByText('Vinculación', { exact: true })).toBeVisible();
  await expect(column(page, 'Por evaluar').getByRole('link')).toHaveCount(0);
});
