// Finds the controls of a screen spec and checks its shown items on the rendered screen (Testing
// Library queries by role and accessible name, as a person reads the screen).
import { screen, within } from '@testing-library/dom';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import {
  type BoardCardFacts,
  type Control,
  type ControlRole,
  type Dynamic,
  requiredMark,
  resolve,
  type Shown,
  shownWords,
} from './screen-spec';

type Scope = Pick<typeof screen, 'queryAllByRole'>;

function scopeOf(dialogRole: 'dialog' | 'alertdialog' | undefined): Scope | undefined {
  if (!dialogRole) return screen;
  const dialogs = screen.queryAllByRole(dialogRole);
  const last = dialogs.at(-1);
  return last ? within(last) : undefined;
}

/** The element with this role and name: the exact name first, else the first whose name contains it. */
function byName(
  scope: Scope,
  role: ControlRole | 'heading' | 'dialog' | 'alertdialog' | 'region' | 'list',
  name: string,
) {
  const exact = scope.queryAllByRole(role, { name });
  if (exact.length > 0) return exact[0] ?? null;
  return scope.queryAllByRole(role, { name: (accessible) => accessible.includes(name) })[0] ?? null;
}

/** The control on screen, or null when the screen does not show it. */
export function findControl(control: Control): HTMLElement | null {
  const scope = scopeOf(control.within);
  return scope ? byName(scope, control.role ?? 'button', control.name) : null;
}

/** Whether a control is disabled (natively or with aria-disabled). */
export function isDisabled(element: HTMLElement): boolean {
  return element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true';
}

/** Checks one shown item on the screen; the failure names the item in the tester's words. */
export function checkShown(
  item: Shown,
  snapshot: AnyMachineSnapshot,
  events: readonly EventObject[] = [],
): void {
  const words = shownWords(item, snapshot, events);
  const body = document.body;
  if ('heading' in item) {
    expect(byName(screen, 'heading', item.heading), words).not.toBeNull();
  } else if ('dialog' in item) {
    const dialog =
      item.role !== undefined
        ? byName(screen, item.role, item.dialog)
        : (byName(screen, 'dialog', item.dialog) ?? byName(screen, 'alertdialog', item.dialog));
    expect(dialog, words).not.toBeNull();
    if (dialog && item.text !== undefined)
      expect(dialog, words).toHaveTextContent(resolve(item.text, snapshot, events));
  } else if ('text' in item) {
    expect(body, words).toHaveTextContent(resolve(item.text, snapshot, events));
  } else if ('noText' in item) {
    expect(body, words).not.toHaveTextContent(item.noText);
  } else if ('noDialog' in item) {
    expect([...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')], words).toEqual([]);
  } else if ('status' in item) {
    const statuses = screen
      .queryAllByRole('status')
      .filter((element) => (element.textContent ?? '').includes(item.status));
    expect(statuses.length, words).toBeGreaterThan(0);
    if (item.busy !== undefined) expect(statuses[0], words).toHaveAttribute('aria-busy', String(item.busy));
  } else if ('alert' in item) {
    const text = resolve(item.alert, snapshot, events);
    const alerts = screen
      .queryAllByRole('alert')
      .filter((element) => (element.textContent ?? '').includes(text));
    expect(alerts.length, words).toBeGreaterThan(0);
  } else if ('column' in item) {
    checkColumn(item, snapshot, words, events);
  } else if ('region' in item) {
    checkRegion(item, snapshot, words, events);
  } else if ('list' in item) {
    const list = byName(screen, 'list', item.list);
    expect(list, words).not.toBeNull();
    if (!list) return;
    const shown = within(list)
      .queryAllByRole('listitem')
      .map((entry) => within(entry).queryAllByRole('heading')[0]?.textContent ?? '');
    expect(shown, words).toEqual(resolve(item.items, snapshot, events));
  } else if ('row' in item) {
    const row = screen
      .queryAllByRole('row')
      .find((candidate) => byName(within(candidate), 'button', item.row) !== null);
    expect(row, words).toBeDefined();
    const expected = resolve(item.cells, snapshot, events);
    const shown = within(row as HTMLElement)
      .queryAllByRole('cell')
      .slice(0, expected.length)
      .map((cell) => cell.textContent);
    expect(shown, words).toEqual(expected);
  } else if ('noControl' in item) {
    expect(byName(screen, item.role ?? 'button', item.noControl), words).toBeNull();
  } else if ('control' in item) {
    const element = byName(screen, item.role ?? 'button', item.control);
    expect(element, words).not.toBeNull();
    if (element && item.enabled !== undefined) {
      expect(isDisabled(element), words).toBe(!resolve(item.enabled, snapshot, events));
    }
    if (element && item.reason !== undefined) {
      expect(element, words).toHaveAccessibleDescription(resolve(item.reason, snapshot, events));
    }
  } else {
    const field = byName(screen, item.role ?? 'textbox', item.field);
    expect(field, words).not.toBeNull();
    if (!field) return;
    if (item.value !== undefined) expect(field, words).toHaveValue(resolve(item.value, snapshot, events));
    if (item.checked !== undefined) {
      if (resolve(item.checked, snapshot, events)) expect(field, words).toBeChecked();
      else expect(field, words).not.toBeChecked();
    }
    if (item.required === true)
      expect(field, words).toHaveAccessibleName(expect.stringContaining(requiredMark));
    if (item.required === false)
      expect(field, words).not.toHaveAccessibleName(expect.stringContaining(requiredMark));
    if (item.message !== undefined) {
      const message = resolve(item.message, snapshot, events);
      if (message === '') {
        expect(field, words).not.toHaveAttribute('aria-invalid', 'true');
      } else {
        expect(field, words).toHaveAttribute('aria-invalid', 'true');
        expect(field, words).toHaveAccessibleDescription(expect.stringContaining(message));
      }
    }
  }
}

/**
 * What a `region` item names: a region (a section named by its heading), a confirmation or a dialog, or
 * the article (a card) whose heading is that name. Only one of them may bear the name: the browser
 * replay (test/e2e/paths/replay.ts) takes the first in the page's order, this the first kind in that list.
 */
function namedSection(name: string): HTMLElement | null {
  const found = [
    byName(screen, 'region', name),
    byName(screen, 'alertdialog', name),
    byName(screen, 'dialog', name),
    screen.queryAllByRole('heading', { name })[0]?.closest('article') as HTMLElement | null | undefined,
  ].filter((element): element is HTMLElement => element instanceof HTMLElement);
  expect(found.length, `«${name}» names one section, not ${found.length}`).toBeLessThanOrEqual(1);
  return found[0] ?? null;
}

/** A region's description list: each term's detail, exactly as shown (no space around it). */
function checkRegion(
  item: { region: string; details: unknown },
  snapshot: AnyMachineSnapshot,
  words: string,
  events: readonly EventObject[],
) {
  const region = namedSection(item.region);
  expect(region, words).not.toBeNull();
  if (!region) return;
  const terms = [...region.querySelectorAll('dt')];
  for (const [term, detail] of resolve(item.details as Dynamic<Array<[string, string]>>, snapshot, events)) {
    const shown = terms.find((element) => element.textContent === term)?.nextElementSibling;
    expect(shown?.tagName, `${words} (${term})`).toBe('DD');
    expect(shown?.textContent, `${words} (${term})`).toBe(detail);
  }
}

/** A board card: its name, its description (cut on screen, whole for screen readers) and its facts, exactly. */
function checkCard(card: HTMLElement, facts: (number: string) => BoardCardFacts, words: string) {
  const label = card.getAttribute('aria-label') ?? '';
  const number = label.split(' ').at(-1) ?? '';
  const { title, description, details } = facts(number);
  const where = `${words} (tarjeta ${number})`;
  expect(label, where).toBe(`${title} ${number}`);
  // The description's paragraph: what shows, and the whole text a screen reader reads.
  const paragraph = card.querySelector('dl')?.previousElementSibling;
  const seen = paragraph?.querySelector('[aria-hidden="true"]') ?? paragraph;
  expect(seen?.textContent, where).toBe(description.shown);
  expect(accessibleText(paragraph), where).toBe(description.whole);
  // The whole text on hover only when it was cut (SPEC §9).
  expect(paragraph?.getAttribute('title') ?? null, where).toBe(
    description.shown === description.whole ? null : description.whole,
  );
  const shown = [...card.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.tagName === 'DD' ? term.nextElementSibling.textContent : undefined,
  ]);
  expect(shown, where).toEqual(details);
}

/** The text of an element a screen reader reads (what is aria-hidden left out). */
function accessibleText(element: Element | null | undefined): string {
  if (!element) return '';
  return [...element.childNodes]
    .map((node) =>
      node instanceof Element
        ? node.getAttribute('aria-hidden') === 'true'
          ? ''
          : accessibleText(node)
        : (node.textContent ?? ''),
    )
    .join('');
}

/**
 * A board column: the element under the board (the kit's `data-orientation` container) that holds the
 * column's title; its cards are the articles inside, named '<type> <number>'.
 */
function checkColumn(
  item: { column: string; cards: unknown; empty?: unknown; card?: (number: string) => BoardCardFacts },
  snapshot: AnyMachineSnapshot,
  words: string,
  events: readonly EventObject[],
) {
  const heading = byName(screen, 'heading', item.column);
  expect(heading, words).not.toBeNull();
  let column: HTMLElement | null = heading;
  while (column?.parentElement && !column.parentElement.hasAttribute('data-orientation')) {
    column = column.parentElement;
  }
  expect(column?.parentElement, words).not.toBeNull();
  if (!column) return;
  const cards = within(column).queryAllByRole('article');
  const shown = cards.map((card) => (card.getAttribute('aria-label') ?? '').split(' ').at(-1));
  const expected = resolve(item.cards as Dynamic<string[]>, snapshot, events);
  expect(shown, words).toEqual(expected);
  if (item.card) for (const card of cards) checkCard(card, item.card, words);
  if (expected.length === 0 && item.empty !== undefined) {
    expect(column, words).toHaveTextContent(resolve(item.empty as Dynamic<string>, snapshot, events));
  }
}
