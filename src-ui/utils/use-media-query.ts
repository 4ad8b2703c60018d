import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, re-rendering when it changes.
 * Without `window.matchMedia` (server, some test environments) it returns `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  const read = () =>
    typeof window === 'undefined' || typeof window.matchMedia !== 'function'
      ? fallback
      : window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, read, () => fallback);
}
