// HR staff on a phone (390×844) and a tablet (768×1024; the full set only): ana.admin
// with José (100001) walks home, the requests board, contracts, the enjoyment wizard and the onboarding
// wizard. On every page: no horizontal scrolling, nothing outside the screen, the top bar's texts apart,
// buttons of at least 24 px, axe clean (target-size on). On the main layout the navigation is folded
// behind 'Menú' and used by keyboard. With UPDATE_SCREENSHOTS=1 the phone run writes a screenshot of each
// page to docs/screenshots/ (only then: a test run leaves the tree as it found it).
// Nothing is sent, so the stack's data is left as it was.
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { fullOnly } from '../../../playwright.config';
import { expectNoAxeViolations, signInWithEmployee } from '../holidays/support';
import { choose, next, pdfFile, realPdf, stepHeading } from '../onboarding/support';
import { animationsSettled } from '../sign-in/support';

const screenshots = process.env.UPDATE_SCREENSHOTS
  ? fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url))
  : undefined;

// Both sizes in the full set: by default, the views' tests take the phone layouts (768 px or less).
const viewports = [
  { width: 390, height: 844, screenshots: true, tag: [fullOnly] },
  { width: 768, height: 1024, screenshots: false, tag: [fullOnly] },
] as const;

/** What overflows the screen sideways: the document's scroll, and every visible element past an edge. */
async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`document ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // Visually hidden text (1 px, clipped) and elements not laid out are not seen.
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -1 || box.right > width + 1) {
        const name = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)}`;
        found.push(`${name} ${Math.round(box.left)}–${Math.round(box.right)}`);
      }
    }
    return found;
  });
}

/** Pairs of texts of the top bar that overlap, and texts past the screen's edges. */
async function topBarClashes(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((bar) => {
    const width = document.documentElement.clientWidth;
    const texts: { text: string; box: DOMRect }[] = [];
    const walker = document.createTreeWalker(bar, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text) continue;
      // Text for assistive technology only (inside a 1 px clipped box) is not seen.
      let seen = true;
      for (let parent = node.parentElement; parent && parent !== bar; parent = parent.parentElement) {
        const box = parent.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) seen = false;
      }
      if (!seen) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const box of Array.from(range.getClientRects())) {
        if (box.width > 1 && box.height > 1) texts.push({ text, box });
      }
    }
    const clashes: string[] = [];
    texts.forEach(({ text, box }, index) => {
      if (box.left < 0 || box.right > width) clashes.push(`'${text}' past the edge`);
      for (const other of texts.slice(index + 1)) {
        const apart =
          box.right <= other.box.left ||
          other.box.right <= box.left ||
          box.bottom <= other.box.top ||
          other.box.bottom <= box.top;
        if (!apart) clashes.push(`'${text}' over '${other.text}'`);
      }
    });
    return texts.length === 0 ? ['no text in the top bar'] : clashes;
  });
}

/** Enabled buttons on the screen smaller than 24 × 24 px (those in a 1 px box, for screen readers only, aside). */
async function smallButtons(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('button:not([disabled]), [role="button"]'))
      .filter((element) => {
        for (let node: Element | null = element; node; node = node.parentElement) {
          const box = node.getBoundingClientRect();
          if (box.width <= 1 || box.height <= 1) return false;
        }
        return true;
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1 && (box.width < 24 || box.height < 24))
      .map(
        ({ element, box }) =>
          `${element.getAttribute('aria-label') ?? element.textContent} ${box.width}×${box.height}`,
      ),
  );
}

/** The checks of every page, and its screenshot at 390 px. */
async function expectFits(page: Page, name: string, screenshot: boolean): Promise<void> {
  await animationsSettled(page);
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await topBarClashes(page)).toEqual([]);
  expect(await smallButtons(page)).toEqual([]);
  await expectNoAxeViolations(page);
  if (screenshot && screenshots) await page.screenshot({ path: `${screenshots}${name}-390.png` });
}

/** Presses Tab until the control has the focus (at most 20 times). */
async function tabTo(page: Page, control: Locator): Promise<void> {
  for (let presses = 0; presses < 20; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

const menuButton = (page: Page) =>
  page.getByRole('button', { name: 'Menú', exact: true, includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Menú' });

/** The navigation is folded: no side navigation, the 'Menú' button closed. */
async function expectFolded(page: Page): Promise<void> {
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expect(menuButton(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
}

/** Opens the panel with the keyboard and checks what it shows: focus inside, the first section open. */
async function openPanelByKeyboard(page: Page, key: 'Enter' | ' '): Promise<Locator> {
  await tabTo(page, menuButton(page));
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
  await animationsSettled(page);
  const box = await dialog.boundingBox();
  const fullscreen = box && [box.x, box.y, box.width, box.height].map(Math.round);
  expect(fullscreen).toEqual([0, 0, page.viewportSize()?.width, page.viewportSize()?.height]);
  return dialog;
}

for (const viewport of viewports) {
  test.describe(`${viewport.width}×${viewport.height}`, { tag: [...viewport.tag] }, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`home, board, contracts and both wizards fit ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      const shots = viewport.screenshots;
      await signInWithEmployee(page, 'ana.admin', '1020304050', /José Andrés Muñoz Peña/);

      // Home: the folded navigation, the compact top bar, the user menu with the name and the unit.
      await expect(page.getByRole('heading', { level: 1, name: /Hola, Ana Sofía/ })).toBeVisible();
      await expect(page.getByRole('button', { name: /José Andrés Muñoz Peña/ })).toBeVisible();
      await expectFolded(page);
      const unit = page.getByRole('banner').getByRole('button', { name: /Unidad de negocio/ });
      await expect(unit).toHaveAccessibleName(/Operaciones Región Andina/);
      await expect(unit.getByText('ANDINA', { exact: true })).toBeVisible();
      await expectFits(page, 'home', shots);

      await page.getByRole('button', { name: /Menú de usuario/ }).click();
      const userMenu = page.getByRole('dialog', { name: 'Menú de usuario' });
      await expect(userMenu).toContainText('Ana Sofía Gutiérrez');
      await expect(userMenu).toContainText('Operaciones Región Andina');
      const menuBox = await userMenu.locator('..').boundingBox(); // the popover, border included
      // SPEC §9: 312 px, on small screens 90vw up to 344 px.
      expect(Math.round(menuBox?.width ?? 0)).toBe(viewport.width < 580 ? 344 : 312);
      await expectFits(page, 'user-menu', shots);
      await page.keyboard.press('Escape');
      await expect(userMenu).toHaveCount(0);

      // The panel: Enter opens it, Escape closes it, focus back on 'Menú'.
      let dialog = await openPanelByKeyboard(page, 'Enter');
      await expect(dialog.getByRole('button', { name: 'Gestión del empleado' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await expect(dialog.getByRole('button', { name: 'Solicitudes' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(dialog.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
      await expectFits(page, 'navigation', shots);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');

      // Space opens it, 'Cerrar' closes it.
      dialog = await openPanelByKeyboard(page, ' ');
      await tabTo(page, dialog.getByRole('button', { name: 'Cerrar' }));
      await page.keyboard.press('Enter');
      await expect(dialog).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();

      // A link followed by keyboard: the other section opened, its link followed, the panel closed.
      dialog = await openPanelByKeyboard(page, 'Enter');
      await tabTo(page, dialog.getByRole('button', { name: 'Solicitudes' }));
      await page.keyboard.press('Enter');
      await expect(dialog.getByRole('button', { name: 'Gestión del empleado' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await tabTo(page, dialog.getByRole('link', { name: 'Solicitudes en trámite' }));
      await page.keyboard.press('Enter');
      await page.waitForURL('**/requests');
      await expect(dialog).toHaveCount(0);
      await expect(menuButton(page)).toBeFocused();

      // The board: its columns stacked, each with its count.
      await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes en trámite' })).toBeVisible();
      await expect(page.getByRole('status', { name: /Cargando solicitudes/ })).toHaveCount(0);
      for (const title of ['Por evaluar', 'En progreso', 'Terminada']) {
        await expect(
          page.getByRole('region', { name: title }).getByRole('heading', { name: title }),
        ).toBeVisible();
      }
      await expect(page.getByRole('link', { name: 'Abrir la solicitud 100018' })).toBeVisible();
      await expectFolded(page);
      await expectFits(page, 'board', shots);

      // Contracts, by a tap in the panel: the actions menu and the floating add button (≤ 1235 px).
      await menuButton(page).click();
      await panel(page).getByRole('link', { name: 'Contratos' }).click();
      await page.waitForURL('**/contracts');
      await expect(panel(page)).toHaveCount(0);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Consulta histórica de contratos' }),
      ).toBeVisible();
      await expect(page.getByRole('status', { name: /Cargando contratos/ })).toHaveCount(0);
      await expect(
        page.getByRole('list', { name: 'Contratos del empleado' }).getByRole('article'),
      ).toHaveCount(3);
      await expect(page.getByRole('button', { name: 'Acciones' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Agregar vinculación' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Regresar' })).toBeVisible();
      await expectFolded(page);
      await expectFits(page, 'contracts', shots);

      // The enjoyment wizard: the back arrow and title, the stepper.
      await menuButton(page).click();
      await panel(page).getByRole('link', { name: 'Vacaciones' }).click();
      await page.waitForURL('**/holidays');
      await page.getByRole('button', { name: 'Solicitar disfrute' }).click();
      await page.waitForURL('**/holidays/request-enjoyment');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Solicitud de disfrute de vacaciones' }),
      ).toBeVisible();
      await expect(page.getByRole('list', { name: 'Pasos de la solicitud' })).toBeVisible();
      await expect(page.getByText('Estar al día con sus obligaciones')).toBeVisible();
      await expectFolded(page);
      await expectFits(page, 'vacation-wizard', shots);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await expect(page.getByRole('textbox', { name: /Días a disfrutar/ })).toBeVisible();
      await expectFits(page, 'vacation-wizard-step-2', shots);

      // The onboarding wizard (no navigation on /employees): steps 1 to 4, where the add button floats
      // up to 600 px.
      await page.goto('/employees/new-employee');
      await expect(page.getByRole('heading', { name: 'Vincular nuevo empleado', level: 1 })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Pasos de la vinculación' })).toBeVisible();
      await expect(menuButton(page)).toHaveCount(0);
      await expectFits(page, 'onboarding-wizard', shots);
      await page.getByRole('textbox', { name: /^Nombres/ }).fill('María José');
      await page.getByRole('textbox', { name: /^Apellidos/ }).fill('Núñez Peña');
      await page.getByRole('textbox', { name: /^Número de identificación/ }).fill('1020304050');
      await page.locator('input[type="file"]').setInputFiles(pdfFile('hoja-de-vida.pdf', realPdf));
      await expect(page.getByText('hoja-de-vida.pdf')).toBeVisible();
      await next(page).click();
      await expect(stepHeading(page, 'Datos de posición contractual')).toBeVisible();
      await choose(page, /Perfil salarial/, 'Salario básico');
      await choose(page, /Cargo/, 'Contador');
      await page.getByRole('textbox', { name: /^Fecha de inicio/ }).fill('15/Dic/2026');
      await next(page).click();
      await expect(stepHeading(page, 'Ubicación jurídica y contable')).toBeVisible();
      await choose(page, /Centro de costo/, 'Centro de costo ANDINA');
      await next(page).click();
      await expect(stepHeading(page, 'Asignaciones')).toBeVisible();
      await page.getByRole('button', { name: 'Agregar asignación' }).click();
      const modal = page.getByRole('dialog', { name: 'Agregar asignación' });
      await modal.getByRole('textbox', { name: /^Valor/ }).fill('1500000');
      await expectFits(page, 'onboarding-assignment-modal', shots);
      await modal.getByRole('button', { name: 'Agregar', exact: true }).click();
      await expect(modal).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Asignación 1' })).toBeVisible();
      // With an assignment, the add button floats up to 600 px and stands in a toolbar above.
      const add = page.getByRole('button', { name: 'Agregar asignación' });
      await expect(add).toBeVisible();
      const position = await add.evaluate((button) => getComputedStyle(button).position);
      expect(position).toBe(viewport.width <= 600 ? 'fixed' : 'static');
      await expectFits(page, 'onboarding-assignments', shots);
    });
  });
}
