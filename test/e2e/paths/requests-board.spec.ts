// The requests board's tester suite (`npm run paths -- requests-board --format csv`) carried
// out on the local stack (test/e2e/paths/replay.ts): the seed sown again before each script, so José's
// columns hold exactly the cards the script lists (other tests add requests of his), then signed in as the
// preconditions say, each filter, pin and orientation made with its control and every column checked
// card by card.
import { expect } from '@playwright/test';
import { boardOrientationKey } from '@src/app/storage/board-orientation';
import { savedStateStorageKey } from '@src/app/storage/saved-state-key';
import { signInWithEmployee } from '../holidays/support';
import { reseed } from '../sign-in/support';
import { replaySuite, type ScriptReplay, testerSuite, typedIn } from './replay';

const { machine, config, suite } = testerSuite('requests-board');

const replay: ScriptReplay = {
  machine,
  config,
  // The board, then «Filtros» unfolded once it shows (the script's first step); a failed load has none.
  open: async (page) => {
    await page.goto('/requests');
    const fold = page.locator('summary').filter({ hasText: /^Filtros/ });
    await expect(fold.or(page.getByRole('alert')).first()).toBeVisible({ timeout: 60_000 });
    if (await fold.isVisible()) await fold.click();
  },
  perform: {
    // Typed as the action writes it, key by key as a person types (the board waits 500 ms after the last).
    CHANGE_KEYWORD: async (page, { action }) => {
      const typed = /^Escribe (.+) en «Buscar solicitud»$/.exec(action)?.[1];
      if (typed === undefined) throw new Error(`nothing typed in «${action}»`);
      const search = page.getByRole('searchbox', { name: 'Buscar solicitud' });
      await search.clear();
      await search.pressSequentially(typedIn(typed)[0] ?? '');
    },
    // The browser tells the app when the person comes back to the tab.
    WINDOW_FOCUSED: async (page) => {
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    },
  },
  // What the board keeps in this browser (the script says «Se guarda…»): the app's own storage.
  kept: {
    saveOrientation: async (page, params) => {
      const { orientation } = params as { orientation: string };
      await expect
        .poll(() => page.evaluate((key) => localStorage.getItem(key), boardOrientationKey))
        .toBe(orientation);
    },
    savePins: async (page, params) => {
      const { pinned, pinnedOnly } = params as { pinned: string[]; pinnedOnly: boolean };
      await expect
        .poll(() =>
          page.evaluate((key) => {
            const saved = JSON.parse(localStorage.getItem(key) ?? '{}');
            return { pinned: saved.pinnedRequestIds, pinnedOnly: saved.showPinnedOnly };
          }, savedStateStorageKey),
        )
        .toEqual({ pinned, pinnedOnly });
    },
  },
};

replaySuite('the requests board tester suite on the local stack', suite, replay, async (page) => {
  await reseed();
  await signInWithEmployee(page, 'ana.admin', 'José Andrés', /José Andrés Muñoz Peña/);
});
