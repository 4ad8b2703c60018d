/**
 * The index a key moves the focus to in a list whose disabled entries are skipped (arrow keys, Home,
 * End), or undefined for any other key. `wrap` goes round from the last entry to the first and back.
 */
export function movedIndex(
  key: string,
  current: number,
  disabled: readonly boolean[],
  { wrap = false, forward = 'ArrowDown', back = 'ArrowUp' } = {},
): number | undefined {
  const count = disabled.length;
  const first = (from: number, step: 1 | -1) => {
    for (let i = from, seen = 0; seen < count; i += step, seen += 1) {
      if (i < 0 || i >= count) {
        if (!wrap) return undefined;
        i = (i + count) % count;
      }
      if (!disabled[i]) return i;
    }
    return undefined;
  };
  if (key === forward) return first(current + 1, 1) ?? current;
  if (key === back) return first(current - 1, -1) ?? current;
  if (key === 'Home') return first(0, 1);
  if (key === 'End') return first(count - 1, -1);
  return undefined;
}

/** Where the focus starts when a list opens: the chosen entry, else the first (or last) one enabled. */
export function startIndex(disabled: readonly boolean[], chosen: number, from: 'first' | 'last') {
  if (chosen >= 0 && !disabled[chosen]) return chosen;
  const order = disabled.map((_, i) => (from === 'first' ? i : disabled.length - 1 - i));
  return order.find((i) => !disabled[i]) ?? -1;
}
