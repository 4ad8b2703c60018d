import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { animationsSettled } from '../sign-in/support';

// The catalogue (catalogue.html) shows every component of src-ui. These checks use the keyboard only:
// each test opens the catalogue at a section's fragment (which moves the sequential focus starting
// point there) and presses Tab until the control has focus.

async function open(page: Page, section: string) {
  await page.goto('/catalogue.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Catálogo del kit de interfaz' })).toBeVisible();
  // A same-document fragment navigation, once the section exists, moves the focus starting point there.
  await page.evaluate((id) => {
    window.location.hash = id;
  }, section);
  await expect(page.locator(`#${section}`)).toBeInViewport();
}

async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let i = 0; i < maxPresses; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

async function axe(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`,
  );
  expect(found).toEqual([]);
  expect(results.passes.some((rule) => rule.id === 'target-size')).toBe(true);
}

test.describe('catalogue accessibility (axe, target-size on)', () => {
  // axe over the whole catalogue takes about 30 s of CPU alone, and the first page load compiles the kit on
  // the Vite dev server: with the other worker on the same 2 cores, more than the default minute.
  test.describe.configure({ timeout: 120_000 });

  test('the catalogue page has no violation', async ({ page }) => {
    await open(page, 'boton');
    await axe(page);
  });

  test('each modal, open, has no violation', async ({ page }) => {
    await open(page, 'ventana-modal');
    for (const [opener, name, role] of [
      ['Abrir ventana modal', 'Agregar asignación', 'dialog'],
      ['Abrir confirmación', 'Finalizar', 'alertdialog'],
      ['Abrir aviso', 'Respuesta enviada', 'dialog'],
      ['Abrir selección', 'Terminar contrato', 'dialog'],
      ['Abrir selección de una opción', 'Renovar contrato', 'dialog'],
    ] as const) {
      await page.getByRole('button', { name: opener, exact: true }).click();
      const dialog = page.getByRole(role, { name });
      await expect(dialog).toBeVisible();
      await axe(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  });

  // In the full set: the catalogue page's and the modals' axe checks stand for the kit by default.
  test('open menus, selects and the user menu have no violation', { tag: fullOnly }, async ({ page }) => {
    await open(page, 'seleccion');
    await page.getByRole('button', { name: /Marco normativo/ }).click();
    await expect(page.getByRole('listbox')).toBeVisible();
    await axe(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Acciones del contrato' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axe(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /Menú de usuario: Ana María/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menú de usuario' })).toBeVisible();
    await axe(page);
  });
});

test.describe('at a desktop width (1280 px)', () => {
  test('a 5-crumb trail shows every crumb and tables show 5 rows a page', async ({ page }) => {
    await open(page, 'migas-de-pan');
    await expect(
      page.getByRole('navigation', { name: 'Ruta de cinco migas' }).getByRole('listitem'),
    ).toHaveCount(5);
    const table = page.getByRole('table', { name: 'Solicitudes de vacaciones en trámite' });
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(page.getByText('1 - 5 de 12')).toBeVisible();
  });
});

test.describe('at a phone width (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  // In the full set: the phone width: mobile.spec.ts takes 390 px by default.
  test('a 5-crumb trail collapses to 3, tables show every row, and axe finds no violation', {
    tag: fullOnly,
  }, async ({ page }) => {
    await open(page, 'migas-de-pan');
    const trail = page.getByRole('navigation', { name: 'Ruta de cinco migas' });
    await expect(trail.getByRole('listitem')).toHaveCount(3);
    await expect(trail.getByRole('button', { name: 'Mostrar rutas ocultas' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Solicitudes de vacaciones en trámite' });
    await expect(table.getByRole('row')).toHaveCount(13);
    await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
    await axe(page);
  });

  test('a toast takes the full width', async ({ page }) => {
    await open(page, 'notificacion-emergente');
    await tabTo(page, page.getByRole('button', { name: 'Mostrar aviso de 5 s' }));
    await page.keyboard.press('Enter');
    const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('status');
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    expect(box?.width).toBeGreaterThan(360);
  });
});

// Each widget by keyboard in a real browser: the full set (the app's journeys use them by keyboard too).
test.describe('keyboard only', { tag: fullOnly }, () => {
  test('modal: Enter opens it, focus stays inside, Escape and Cerrar close it, focus returns', async ({
    page,
  }) => {
    await open(page, 'ventana-modal');
    const opener = page.getByRole('button', { name: 'Abrir ventana modal' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Agregar asignación' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 8; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cerrar' }).first());
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('money input keeps digits and shows pesos', async ({ page }) => {
    await open(page, 'ventana-modal');
    await tabTo(page, page.getByRole('button', { name: 'Abrir ventana modal' }));
    await page.keyboard.press('Enter');
    const value = page.getByRole('dialog').getByLabel(/Valor/);
    await tabTo(page, value);
    await page.keyboard.type('12a3.4-5');
    await expect(value).toHaveValue(/^\$\s?12\.345$/);
  });

  test('confirm dialog: the confirm button answers it', async ({ page }) => {
    await open(page, 'dialogo-de-confirmacion');
    await tabTo(page, page.getByRole('button', { name: 'Abrir confirmación' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Finalizar' });
    await expect(dialog).toContainText('¿Realmente deseas finalizar la vinculación del empleado?');
    await tabTo(page, dialog.getByRole('button', { name: 'Finalizar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Respuesta: Confirmado')).toBeVisible();
  });

  test('info modal: its button closes it', async ({ page }) => {
    await open(page, 'ventana-informativa');
    await tabTo(page, page.getByRole('button', { name: 'Abrir aviso' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Respuesta enviada' });
    await tabTo(page, dialog.getByRole('button', { name: 'Entendido' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
  });

  test('menu: arrows move, Enter chooses, Escape closes', async ({ page }) => {
    await open(page, 'menu');
    const trigger = page.getByRole('button', { name: 'Acciones del contrato' });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Elegido: renovar')).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('select: the keyboard opens it and chooses an option', async ({ page }) => {
    await open(page, 'seleccion');
    const trigger = page.getByRole('button', { name: /Marco normativo/ });
    await tabTo(page, trigger);
    await page.keyboard.press('ArrowDown');
    const list = page.getByRole('listbox');
    await expect(list).toBeVisible();
    await expect(list.getByRole('option')).toHaveCount(7);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(trigger).toContainText('Aprendiz');
  });

  test('multi-select: Space toggles options and the value lists their ids', async ({ page }) => {
    await open(page, 'seleccion-multiple');
    await tabTo(page, page.getByRole('button', { name: /Tipos de contrato/ }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await page.keyboard.press('Escape');
    await expect(page.getByText('Valor: ByWorkOrLabor,PermanentJob')).toBeVisible();
  });

  test('radio group: arrows choose an option', async ({ page }) => {
    await open(page, 'grupo-de-opciones');
    await tabTo(page, page.getByRole('radio', { name: 'Aprobar' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Rechazar' })).toBeChecked();
    await expect(page.getByText('Debe seleccionar una opción de aprobación')).toBeHidden();
  });

  test('checkbox: Space toggles it', async ({ page }) => {
    await open(page, 'casilla');
    const box = page.getByRole('checkbox', { name: 'Asignarme a mí como responsable.' });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  });

  test('multi-line text: typing updates the counter and its tone', async ({ page }) => {
    await open(page, 'texto-de-varias-lineas');
    const area = page.getByRole('textbox', { name: 'Observaciones (vacío)' });
    await tabTo(page, area);
    await page.keyboard.type('Hola');
    await expect(page.getByText('4/100', { exact: true })).toHaveAttribute('data-tone', 'normal');
  });

  test('date field takes dd/Mon/yyyy and flags a wrong format', async ({ page }) => {
    await open(page, 'fecha');
    const field = page.getByRole('textbox', { name: /Fecha de inicio/ });
    await tabTo(page, field);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('31/Feb/2024');
    await expect(
      page.getByText('Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.'),
    ).toBeVisible();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('15/Dic/2025');
    await expect(
      page.getByText('Formato de fecha incorrecto. Ejemplo de formato: 01/Ene/1990.'),
    ).toBeHidden();
  });

  test('file field: the keyboard opens the chooser, shows name and size, and removes the file', async ({
    page,
  }) => {
    await open(page, 'archivo');
    const choose = page.getByRole('button', { name: 'Adjuntar archivo' });
    await tabTo(page, choose);
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({
      name: 'contrato.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(2048),
    });
    await expect(page.getByText('contrato.pdf')).toBeVisible();
    await expect(page.getByText('2.0 KB')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Quitar archivo contrato.pdf' }), 5);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Debe adjuntar un archivo')).toBeVisible();
    await expect(choose).toBeFocused();
  });

  test('tooltip and disabled reason open on keyboard focus and close with Escape', async ({ page }) => {
    await open(page, 'boton');
    await tabTo(
      page,
      page
        .getByRole('region', { name: 'Botón', exact: true })
        .getByRole('button', { name: 'Más información' }),
    );
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toHaveText('No tiene privilegios para terminar contratos.');
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await open(page, 'ayuda-emergente');
    await tabTo(page, page.getByRole('button', { name: 'Qué son los días hábiles' }));
    await expect(page.getByRole('tooltip')).toHaveText('Días hábiles del periodo, sin festivos.');
  });

  test('toast: a keyboard-pressed button shows it as status and it closes after its countdown', async ({
    page,
  }) => {
    await open(page, 'notificacion-emergente');
    await tabTo(page, page.getByRole('button', { name: 'Mostrar éxito' }));
    await page.keyboard.press('Enter');
    const toast = page.getByRole('status').filter({ hasText: 'Solicitud enviada correctamente.' });
    await expect(toast).toBeVisible();
    await expect(toast).toBeHidden({ timeout: 10_000 });
    await tabTo(page, page.getByRole('button', { name: 'Mostrar error' }), 5);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Error en la consulta de los datos.' }),
    ).toBeVisible();
  });

  test('breadcrumbs: the ellipsis menu lists the hidden crumbs and Escape closes it', async ({ page }) => {
    await open(page, 'migas-de-pan');
    const more = page
      .getByRole('navigation', { name: 'Ruta larga' })
      .getByRole('button', { name: 'Mostrar rutas ocultas' });
    await tabTo(page, more);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText([
      'Solicitudes',
      'Proceso de solicitud',
      'Solicitud 15',
      'Tareas',
    ]);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(more).toBeFocused();
  });

  test('tabs: arrows move between tabs and show their panel', async ({ page }) => {
    await open(page, 'pestanas');
    await tabTo(page, page.getByRole('tab', { name: 'Días utilizados' }));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Solicitudes de vacaciones en trámite' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel')).toContainText('Solicitudes de vacaciones en trámite');
  });

  test('stepper: Next and Prev move, Back is disabled on step 1, the last step shows the submit control', async ({
    page,
  }) => {
    await open(page, 'pasos');
    const steps = page.getByRole('list', { name: 'Pasos de la vinculación' }).locator('..');
    await expect(steps.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await tabTo(page, steps.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(steps.getByRole('button', { name: 'Finalizar' })).toBeVisible();
    await expect(steps.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    await expect(steps.getByRole('button', { name: 'Finalizar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(steps.getByText('Contenido del paso 3. Enviado.')).toBeVisible();
  });

  test('side navigation: opening a section closes the other', async ({ page }) => {
    await open(page, 'navegacion-lateral');
    const first = page.getByRole('button', { name: 'Gestión del empleado' });
    const second = page.getByRole('button', { name: 'Solicitudes', exact: true });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, second);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  test("folded navigation: 'Menú' opens a fullscreen panel, Escape and 'Cerrar' close it, focus back", async ({
    page,
  }) => {
    await open(page, 'navegacion-plegada');
    const trigger = page.getByRole('button', { name: 'Menú', exact: true, includeHidden: true });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menú' });
    await expect(panel).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('button', { name: 'Gestión del empleado' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await animationsSettled(page);
    const box = await panel.boundingBox();
    expect([box?.x, box?.y, box?.width, box?.height]).toEqual([
      0,
      0,
      page.viewportSize()?.width,
      page.viewportSize()?.height,
    ]);
    await axe(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await tabTo(page, panel.getByRole('button', { name: 'Cerrar' }));
    await page.keyboard.press('Enter');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
  });

  test('user menu: Enter opens the panel and Escape closes it', async ({ page }) => {
    await open(page, 'menu-de-usuario');
    const trigger = page.getByRole('button', { name: /Menú de usuario: Ana María/ });
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menú de usuario' });
    await expect(panel).toBeVisible();
    const box = await panel.locator('..').boundingBox();
    expect(box?.width).toBe(312);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('page template: the back arrow asks first, and Sí, regresar goes back', async ({ page }) => {
    await open(page, 'plantilla-de-pagina');
    await tabTo(page, page.getByRole('button', { name: 'Regresar' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog', { name: 'Regresar' });
    await expect(dialog).toContainText('¿Realmente quieres regresar? Se perderá el avance de tu solicitud.');
    await tabTo(page, dialog.getByRole('button', { name: 'Sí, regresar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Regresos confirmados: 1')).toBeVisible();
  });

  test('table paginator: the next-page arrow shows the next 5 rows', async ({ page }) => {
    await open(page, 'tabla-con-paginador');
    await expect(page.getByText('1 - 5 de 12')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Página siguiente' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('6 - 10 de 12')).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Solicitudes de vacaciones en trámite' }).getByRole('row'),
    ).toHaveCount(6);
  });

  test('kanban: a horizontal section collapses with the keyboard', async ({ page }) => {
    await open(page, 'tablero');
    const toggle = page.getByRole('button', { name: /Por evaluar/ });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
