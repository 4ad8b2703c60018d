// Carries out a tester's script (`npm run paths`, test/support/manual-script.ts) on the local stack in a
// real browser, exactly as written: each step's action with the control its screen spec names, typing what
// the action writes (its spaces and dates as the words say them), then exactly what the step's expected
// result states (`stated`: its hand-stated outcome, the screen's items, the quoted texts of its effects),
// checked by role and accessible name as a person reads them, no more and no less: a script a tester
// cannot carry out on `npm start` fails here, and so does a statement the replay cannot check.
import { expect, type Locator, type Page, test } from '@playwright/test';
import { parseFaultArguments } from '@stack/fault';
import { type ManualPath, shownAfter, statementChecks, type stepEffects } from '@test/support/manual-script';
import {
  delayMs,
  delayNameOf,
  eventsThrough,
  type PathTestConfig,
  pendingTimers,
} from '@test/support/path-model';
import {
  type Control,
  type ControlRole,
  controlFor,
  isOffScreen,
  requiredMark,
  resolve,
  type Shown,
  shownWords,
  typedValuesIn,
} from '@test/support/screen-spec';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { fullOnly } from '../../../playwright.config';
import { testerScripts } from '../../../scripts/paths';
import { faultCommandsOf, stepsDuringCalls, withFixtureDays } from '../../../scripts/paths-tester';
import { clearFaults, dayFromToday, injectFaults } from '../holidays/support';

/** A step as the replay carries it out: the script's words, and the path's event they stand for. */
interface ReplayedStep {
  /** The action as the tester's script writes it (dates from today: «hoy + 10 días»). */
  action: string;
  /** The event of the path the step stands for (what is not typed: a file's answer, a reload). */
  event: EventObject;
  /** The path's next event, when there is one (the browser's answer to a file chosen). */
  next?: EventObject;
}

/** How a machine's scripts are carried out on the stack. */
export interface ScriptReplay {
  machine: AnyStateMachine;
  config: PathTestConfig;
  /** The first step: from the signed-in home to the screen, for the path's input. */
  open: (page: Page, input: unknown) => Promise<void>;
  /**
   * Actions that are more than a press of the named control (a form filled, a confirmation), and the
   * steps no control sends that a tester causes (a reload), by event type. What they type they read from
   * the script's action (`typedIn`), exactly as a tester reads it, not from the path's event.
   */
  perform?: Record<string, (page: Page, step: ReplayedStep) => Promise<void>>;
  /**
   * How an effect kept in the browser (`kept`: a preference, the pins) is checked, by effect type, with
   * the params the step must have kept: a script that states one is checked there.
   */
  kept?: Record<string, (page: Page, params: unknown) => Promise<void>>;
  /** Values the fixtures give that the stack gives otherwise (a created request's number). */
  unknown?: string[];
}

/**
 * What an action tells the tester to type, in order (`typedValuesIn`), as typed on the stack: a date the
 * script counts from today («hoy + 10 días») is that day of the stack's calendar.
 */
export function typedIn(action: string): string[] {
  return typedValuesIn(action).map((value) => {
    const counted = /^hoy(?: ([+−]) (\d+) días?)?$/.exec(value);
    if (!counted) return value;
    const days = Number(counted[2] ?? 0);
    return dayFromToday(counted[1] === '−' ? -days : days);
  });
}

/** A fixture's text with its dates moved to the stack's today (as the script's «hoy + N días» reads). */
function onStack(text: string): string {
  return withFixtureDays(text, dayFromToday);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** What to look for: the text on the stack, any value in place of one the stack gives otherwise. */
function expectedText(replay: ScriptReplay, text: string): string | RegExp {
  const moved = onStack(text);
  const unknown = (replay.unknown ?? []).filter((value) => moved.includes(value));
  if (unknown.length === 0) return moved;
  let pattern = escaped(moved);
  for (const value of unknown) pattern = pattern.replaceAll(escaped(value), '\\S+');
  return new RegExp(pattern);
}

function scopeOf(page: Page, within: 'dialog' | 'alertdialog' | undefined): Page | Locator {
  return within ? page.getByRole(within).last() : page;
}

function byName(
  scope: Page | Locator,
  role: ControlRole | 'heading' | 'dialog' | 'alertdialog' | 'region' | 'list',
  name: string,
) {
  return scope.getByRole(role, { name }).first();
}

/**
 * From now on, records the text the page shows after each change (a MutationObserver), for a state that a
 * timer of the app ends: the filters' 'Aplicando filtros…' lasts 800 ms, which a check begun after a busy
 * machine's click can miss although a person saw it.
 */
async function recordShown(page: Page): Promise<void> {
  await page.evaluate(() => {
    const holder = window as unknown as { shownTexts?: string[]; shownObserver?: MutationObserver };
    holder.shownObserver?.disconnect();
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text.
    const shown = () => document.body.innerText;
    const texts = [shown()];
    const observer = new MutationObserver(() => texts.push(shown()));
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
    holder.shownTexts = texts;
    holder.shownObserver = observer;
  });
}

/** Whether the page showed the text since `recordShown`, or shows it now (a literal text or a pattern). */
function shownSince(page: Page, wanted: { source: string; literal?: boolean }): Promise<boolean> {
  return page.evaluate(({ source, literal }) => {
    const matches = (seen: string) => (literal ? seen.includes(source) : new RegExp(source).test(seen));
    const texts = (window as unknown as { shownTexts?: string[] }).shownTexts ?? [];
    // biome-ignore lint/performance/useDomNodeTextContent: what a person sees, not hidden text.
    return matches(document.body.innerText) || texts.some(matches);
  }, wanted);
}

async function checkItem(
  page: Page,
  replay: ScriptReplay,
  item: Shown,
  snapshot: AnyMachineSnapshot,
  sent: EventObject[],
  timeout: number,
  /** A text is checked as shown since the action (`recordShown`), not only now. */
  seenSince = false,
) {
  const words = shownWords(item, snapshot, sent);
  const text = (value: string) => expectedText(replay, value);
  if (seenSince && ('noText' in item || 'column' in item)) {
    // What the state must not show may be shown once its timer has ended it, and the board's columns may
    // have taken the filters in (the keyword's 500 ms and the filters' 800 ms run from the person's last
    // keystroke or click, which one check after another outlasts on 2 busy cores): the next step checks
    // them; the path tests check this state's columns on screen, on a simulated clock.
  } else if ('heading' in item) {
    await expect(byName(page, 'heading', item.heading), words).toBeVisible({ timeout });
  } else if ('dialog' in item) {
    const dialog = item.role
      ? byName(page, item.role, item.dialog)
      : page
          .getByRole('dialog', { name: item.dialog })
          .or(page.getByRole('alertdialog', { name: item.dialog }))
          .first();
    await expect(dialog, words).toBeVisible({ timeout });
    if (item.text !== undefined)
      await expect(dialog, words).toContainText(text(resolve(item.text, snapshot, sent)), { timeout });
  } else if ('text' in item && seenSince) {
    // Seen since the action, though the timer may have ended it by now.
    const wanted = text(resolve(item.text, snapshot, sent));
    const pattern =
      typeof wanted === 'string' ? { source: wanted, literal: true } : { source: wanted.source };
    await expect.poll(() => shownSince(page, pattern), { message: words, timeout }).toBe(true);
  } else if ('text' in item) {
    // On screen, as a person reads it: not only in the page's text (a folded panel's text is not seen).
    await expect(
      page
        .getByText(text(resolve(item.text, snapshot, sent)))
        .filter({ visible: true })
        .first(),
      words,
    ).toBeVisible({ timeout });
  } else if ('noText' in item) {
    await expect(page.locator('body'), words).not.toContainText(item.noText, { timeout });
  } else if ('noDialog' in item) {
    await expect(page.getByRole('dialog').or(page.getByRole('alertdialog')), words).toHaveCount(0, {
      timeout,
    });
  } else if ('status' in item) {
    await expect(page.getByRole('status').filter({ hasText: item.status }).first(), words).toBeVisible({
      timeout,
    });
  } else if ('alert' in item) {
    const alert = resolve(item.alert, snapshot, sent);
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: text(alert) })
        .first(),
      words,
    ).toBeVisible({ timeout });
  } else if ('column' in item) {
    // The element under the board (its `data-orientation` container) holding the column's title; its
    // cards are the articles inside, named '<type> <number>'.
    const column = byName(page, 'heading', item.column).locator(
      'xpath=ancestor::*[parent::*[@data-orientation]][1]',
    );
    const cards = resolve(item.cards, snapshot, sent);
    await expect
      .poll(
        async () =>
          (await column.getByRole('article').evaluateAll((found) => found.map((card) => card.ariaLabel))).map(
            (label) => label?.split(' ').at(-1),
          ),
        { message: words, timeout },
      )
      .toEqual(cards);
    if (cards.length === 0 && item.empty !== undefined)
      await expect(column, words).toContainText(resolve(item.empty, snapshot, sent), { timeout });
  } else if ('list' in item) {
    // Each item of the list by its first heading (a card's title), in the page's order.
    const list = byName(page, 'list', item.list);
    await expect
      .poll(
        async () =>
          list
            .getByRole('listitem')
            .evaluateAll((entries) =>
              entries.map((entry) => entry.querySelector('h1, h2, h3, h4')?.textContent ?? ''),
            ),
        { message: words, timeout },
      )
      .toEqual(resolve(item.items, snapshot, sent).map(text));
  } else if ('row' in item) {
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: item.row }) });
    const expected = resolve(item.cells, snapshot, sent).map(text);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(0, expected.length), {
        message: words,
        timeout,
      })
      .toEqual(expected);
  } else if ('region' in item) {
    // A region, a confirmation, a dialog, or the card its heading names, as screen-check's namedSection
    // looks for them. When more than one of them bears the name, this takes the first in the page's order
    // while namedSection prefers a region, then a confirmation, a dialog, a card: the two agree when one
    // element bears the name, as every region item of the screen specs names one.
    const region = page
      .getByRole('region', { name: item.region })
      .or(page.getByRole('alertdialog', { name: item.region }))
      .or(page.getByRole('dialog', { name: item.region }))
      .or(
        page
          .locator('article')
          .filter({ has: page.getByRole('heading', { name: item.region, exact: true }) }),
      )
      .first();
    for (const [term, detail] of resolve(item.details, snapshot, sent)) {
      const shown = region.locator(`xpath=.//dt[normalize-space(.)="${term}"]/following-sibling::dd[1]`);
      await expect(shown, `${words} (${term})`).toHaveText(text(detail), { timeout });
    }
  } else if ('noControl' in item) {
    await expect(page.getByRole(item.role ?? 'button', { name: item.noControl }), words).toHaveCount(0, {
      timeout,
    });
  } else if ('control' in item) {
    // A control is named exactly as the screen names it ('Agregar', not 'Agregar asignación').
    const control = page.getByRole(item.role ?? 'button', { name: item.control, exact: true }).first();
    await expect(control, words).toBeVisible({ timeout });
    if (item.enabled !== undefined) {
      if (resolve(item.enabled, snapshot, sent)) await expect(control, words).toBeEnabled({ timeout });
      else await expect(control, words).toBeDisabled({ timeout });
    }
  } else {
    const field = byName(page, item.role ?? 'textbox', item.field);
    await expect(field, words).toBeVisible({ timeout });
    if (item.value !== undefined)
      await expect(field, words).toHaveValue(text(resolve(item.value, snapshot, sent)), { timeout });
    if (item.checked !== undefined) {
      if (resolve(item.checked, snapshot, sent)) await expect(field, words).toBeChecked({ timeout });
      else await expect(field, words).not.toBeChecked({ timeout });
    }
    if (item.required !== undefined) {
      const marked = expect(field, words);
      const mark = new RegExp(escaped(requiredMark));
      if (item.required) await marked.toHaveAccessibleName(mark, { timeout });
      else await marked.not.toHaveAccessibleName(mark, { timeout });
    }
    if (item.message !== undefined) {
      const message = resolve(item.message, snapshot, sent);
      if (message === '') await expect(field, words).not.toHaveAttribute('aria-invalid', 'true', { timeout });
      else await expect(field, words).toHaveAccessibleDescription(new RegExp(escaped(message)), { timeout });
    }
  }
}

/** The check of an effect a step states: its page's address first, then its quoted words; or what it kept. */
function effectCheck(
  page: Page,
  replay: ScriptReplay,
  effect: ReturnType<typeof stepEffects>[number],
  timeout: number,
): () => Promise<void> {
  const { says, spec } = effect;
  if (spec?.kept) {
    const kept = replay.kept?.[effect.type];
    if (!kept) throw new Error(`the script states «${says}» and the replay has no check of what it keeps`);
    return () => kept(page, effect.params);
  }
  const quotes = [...says.matchAll(/«([^»]+)»/g)].map((quoted) => expectedText(replay, quoted[1] ?? ''));
  // Another page: first its address (the page left may still show the words), then its words.
  const address = spec?.leaves ? /\((\/[^)\s]*)\)/.exec(says)?.[1] : undefined;
  return async () => {
    if (address) await expect(page, says).toHaveURL((url) => url.pathname === address, { timeout });
    for (const quoted of quotes) await expect(page.locator('body'), says).toContainText(quoted, { timeout });
  };
}

/** The control a step presses, on the page. */
function controlOn(page: Page, control: Control): Locator {
  return scopeOf(page, control.within).getByRole(control.role ?? 'button', {
    name: control.name,
    exact: true,
  });
}

/**
 * Presses a control as a person does: a checkbox or a radio by its label (the kit's box covers the input),
 * anything else itself.
 */
async function press(page: Page, control: Control): Promise<void> {
  const target = controlOn(page, control);
  if (control.role === 'checkbox' || control.role === 'radio') {
    const label = page.locator('label').filter({ has: target });
    if ((await label.count()) > 0) return label.first().click();
  }
  await target.click();
}

/**
 * The checks of a step made during a held call, all at once: what it shows lasts only as long as the call
 * is held (the tester's 2 s, `slowCallMs`), which one check after another can outlast on 2 busy cores.
 * Every check runs to its end; the first that failed fails the step.
 */
async function allAtOnce(checks: readonly (() => Promise<void>)[]): Promise<void> {
  const settled = await Promise.allSettled(checks.map((check) => check()));
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Carries out one tester's script on the page, step by step (a Playwright step each). */
async function replayScript(page: Page, replay: ScriptReplay, script: ManualPath): Promise<void> {
  const { machine, config } = replay;
  const { path } = script;
  const heldSteps = stepsDuringCalls(machine, script);
  for (const [position, step] of script.steps.entries()) {
    const pathStep = path.steps[step.stepIndex];
    if (!pathStep) throw new Error(`no path step ${step.stepIndex}`);
    const before = path.steps[step.stepIndex - 1]?.state;
    const { event } = pathStep;
    // A state its own timer ends (the next step is that timer) is checked as seen since the action; so
    // is a text while a timer under a second runs (the filters' «Aplicando filtros…», 800 ms), which a
    // check begun on a busy machine can miss although a person saw it.
    const seenSince =
      script.steps[position + 1]?.kind === 'temporizador' ||
      pendingTimers(pathStep.state).some(
        (type) => delayMs(machine, delayNameOf(type) ?? '', pathStep.state) < 1000,
      );
    await test.step(`${step.number}. ${step.action}`, async () => {
      if (seenSince) await recordShown(page);
      const own = replay.perform?.[event.type];
      if (step.kind === 'inicio') {
        await replay.open(page, path.input.input);
      } else if (step.kind === 'acción' || step.kind === 'bloqueado' || step.kind === 'sin pantalla') {
        const source = before
          ? controlFor(config.screen, before, event, eventsThrough(path, step.stepIndex - 1))
          : undefined;
        if (step.kind === 'bloqueado') {
          if (!source || isOffScreen(source) || !('name' in source)) throw new Error('a blocked control');
          await expect(controlOn(page, source), step.action).toBeDisabled();
        } else if (own) {
          await own(page, { action: step.action, event, next: path.steps[step.stepIndex + 1]?.event });
        } else if (source && 'name' in source) {
          await press(page, source);
        } else {
          throw new Error(`no way to carry out «${step.action}» on the stack`);
        }
      } else if (step.kind === 'no alcanzable') {
        throw new Error(`a tester's script has a step no one can take: ${step.action}`);
      }
      // servidor, navegador, temporizador: the stack, the browser or the clock does it; its result is checked.
      // Exactly what the script states there (`stated`): nothing where it says there is nothing to check
      // yet (an answer that comes at once follows), and a statement the replay cannot check fails.
      if (step.stated.length === 0) return;
      const held = heldSteps.has(step.stepIndex);
      // A service's answer comes after the app's attempts; a timer after its delay.
      const timeout = step.kind === 'servidor' || step.kind === 'temporizador' ? 60_000 : 15_000;
      const after = shownAfter(machine, config, path, step.stepIndex);
      const check = (item: Shown) => () =>
        checkItem(page, replay, item, pathStep.state, after.sent, timeout, seenSince);
      const checks = statementChecks(machine, script, position).flatMap(
        ({ statement, items, effects, screen }) => {
          const found = [
            ...screen.map(check),
            ...items.map(check),
            ...effects.map((effect) => effectCheck(page, replay, effect, timeout)),
          ];
          if (found.length === 0)
            throw new Error(`the script states «${statement}» and the replay has no check for it`);
          return found;
        },
      );
      if (held) await allAtOnce(checks);
      else for (const check of checks) await check();
    });
  }
}

/** The fault a script's `npm run stack:fault -- …` precondition arms. */
function armedBy(command: string) {
  const parsed = parseFaultArguments(command.replace(/^npm run stack:fault -- /, '').split(' '));
  if (parsed.kind !== 'arm') throw new Error(`${command} arms no fault`);
  return parsed.fault;
}

/**
 * A machine's tester suite, the very scripts of its default CSV (`npm run paths -- <machine> --format
 * csv`: in the tester's words, with their titles), and its path configuration.
 */
export function testerSuite(name: string): {
  machine: AnyStateMachine;
  config: PathTestConfig;
  suite: ManualPath[];
} {
  const { machine, config, suite } = testerScripts(name);
  return { machine, config, suite };
}

/**
 * One Playwright test per script of the suite: signed in as its preconditions say (`signIn`), the faults
 * they name armed, every step carried out and checked; the faults cleared after each. The default set
 * replays the request wizard's first script (`firstInDefault`: the replay works on this stack); the full
 * set every other, which differ in what the machine does, already walked on screen by the path tests.
 */
export function replaySuite(
  title: string,
  suite: readonly ManualPath[],
  replay: ScriptReplay,
  signIn: (page: Page) => Promise<void>,
  firstInDefault = false,
): void {
  test.describe(title, () => {
    test.afterEach(async () => {
      await clearFaults();
    });
    for (const [index, script] of suite.entries()) {
      test(`${script.id} · ${script.title ?? script.input}`, {
        tag: index === 0 && firstInDefault ? [] : [fullOnly],
      }, async ({ page }) => {
        test.setTimeout(150_000);
        await signIn(page);
        // Armed by the commands the preconditions cite, read as `npm run stack:fault` reads them.
        const faults = faultCommandsOf(replay.machine, script).map(armedBy);
        if (faults.length > 0) await injectFaults(...faults);
        await replayScript(page, replay, script);
      });
    }
  });
}
