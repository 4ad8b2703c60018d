import { act, fireEvent, render, screen } from '@testing-library/react';
import { IconButton } from '@ui/icon-button';
import { InfoIcon } from '@ui/icons';
import { Tooltip } from '@ui/tooltip';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';

const text = 'Días hábiles del periodo, sin festivos.';

function renderTooltip() {
  render(
    <main>
      <Tooltip content={text}>
        <IconButton label="Qué son los días hábiles" icon={<InfoIcon />} />
      </Tooltip>
      <button type="button">Después</button>
    </main>,
  );
  return screen.getByRole('button', { name: 'Qué son los días hábiles' });
}

/** A box of the given place and size, as the browser would measure it. */
const box = (left: number, top: number, width: number, height: number) =>
  ({ left, top, width, height, right: left + width, bottom: top + height, x: left, y: top }) as DOMRect;

// Events fired one by one (user-event waits on real timers between its steps, which the fake clock holds).
const pointer = (target: Element, into: boolean, pointerType = 'mouse') =>
  into ? fireEvent.pointerOver(target, { pointerType }) : fireEvent.pointerOut(target, { pointerType });
const focus = (target: HTMLElement) => act(() => target.focus());
const pressEscape = (target: Element) => fireEvent.keyDown(target, { key: 'Escape' });

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  test('opens 300 ms after the pointer rests on its trigger, stays over the tooltip, closes 100 ms after it leaves', () => {
    const trigger = renderTooltip();
    pointer(trigger, true);
    wait(250);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(60);
    expect(screen.getByRole('tooltip')).toHaveTextContent(text);
    expect(trigger).toHaveAccessibleDescription(text);
    fireEvent.pointerOut(trigger, { pointerType: 'mouse', relatedTarget: screen.getByRole('tooltip') });
    fireEvent.pointerOver(screen.getByRole('tooltip'), { pointerType: 'mouse', relatedTarget: trigger });
    wait(200);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    pointer(screen.getByRole('tooltip'), false);
    wait(50);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    wait(60);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(trigger).not.toHaveAccessibleDescription();
  });

  test('a touch does not open it', () => {
    const trigger = renderTooltip();
    pointer(trigger, true, 'touch');
    wait(400);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('opens on keyboard focus, closes with Escape and on leaving; axe finds nothing while it is open', async () => {
    const trigger = renderTooltip();
    focus(trigger);
    wait(0);
    expect(screen.getByRole('tooltip')).toHaveTextContent(text);
    vi.useRealTimers();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(result.violations.map((v) => v.id)).toEqual([]);
    vi.useFakeTimers();
    pressEscape(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    focus(screen.getByRole('button', { name: 'Después' }));
    focus(trigger);
    wait(0);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    focus(screen.getByRole('button', { name: 'Después' }));
    wait(0);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  test('sits above its trigger, below it when there is no room, and inside the window', () => {
    const trigger = renderTooltip();
    const after = screen.getByRole('button', { name: 'Después' });
    const rects = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const place = (triggerBox: DOMRect) =>
      rects.mockImplementation(function (this: HTMLElement) {
        return this.getAttribute('role') === 'tooltip' ? box(0, 0, 200, 30) : triggerBox;
      });
    place(box(500, 300, 32, 32));
    focus(trigger);
    wait(0);
    const tooltip = () => screen.getByRole('tooltip');
    expect([tooltip().style.left, tooltip().style.top]).toEqual(['416px', '264px']);
    focus(after);
    wait(0);
    place(box(window.innerWidth - 40, 10, 32, 32));
    focus(trigger);
    wait(0);
    expect([tooltip().style.left, tooltip().style.top]).toEqual([`${window.innerWidth - 206}px`, '48px']);
  });
});
