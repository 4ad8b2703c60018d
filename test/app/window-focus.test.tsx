// The hook that tells the board, the process page and the in-process tables the window
// regained focus (src/app/wiring/window-focus.ts).
import { useWindowFocused } from '@src/app/wiring/window-focus';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';

const visibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
};

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useWindowFocused', () => {
  test('sends WINDOW_FOCUSED when the window regains focus and when its tab is shown again, not when hidden', () => {
    const actor = { send: vi.fn() };
    renderHook(() => useWindowFocused(actor));
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(actor.send).toHaveBeenCalledWith({ type: 'WINDOW_FOCUSED' });
    visibility('hidden');
    expect(actor.send).toHaveBeenCalledTimes(1);
    visibility('visible');
    expect(actor.send).toHaveBeenCalledTimes(2);
  });

  test('stops listening when the page goes', () => {
    const actor = { send: vi.fn() };
    const { unmount } = renderHook(() => useWindowFocused(actor));
    unmount();
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    visibility('visible');
    expect(actor.send).not.toHaveBeenCalled();
  });
});
