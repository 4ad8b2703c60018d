// A release replaces the hashed files of the previous build: a tab opened before it asks, on its next
// screen not yet loaded, for a chunk that is gone. Vite then dispatches `vite:preloadError` on window
// (https://vite.dev/guide/build#load-error-handling). The page reloads once, at the address the person was
// going to (the new index.html brings the new build), instead of showing an error. A marker in
// sessionStorage (that address and when) stops a second reload of the same address within a minute: a
// chunk missing from the new build too is an error the person sees, never a reload loop.

/**
 * The sessionStorage key of the last reload for a missing chunk: `{ url, at }`.
 * @internal
 */
export const staleChunkMarkerKey = 'portal-erm:stale-chunk-reload';

/**
 * Within this long of a reload for an address, a missing chunk there again is left to fail.
 * @internal
 */
export const staleChunkGuardMs = 60_000;

/** What the handler uses of `window` (a fake one in tests). */
export interface StaleChunkPage {
  addEventListener(type: 'vite:preloadError', listener: (event: Event) => void): void;
  location: { href: string; reload(): void };
  history: { pushState(data: unknown, unused: string, url: string): void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

interface Marker {
  url: string;
  at: number;
}

function readMarker(storage: StaleChunkPage['sessionStorage']): Marker | undefined {
  try {
    const value: unknown = JSON.parse(storage.getItem(staleChunkMarkerKey) ?? 'null');
    const marker = value as Partial<Marker> | null;
    return typeof marker?.url === 'string' && typeof marker.at === 'number'
      ? { url: marker.url, at: marker.at }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reloads the page once when a lazy chunk cannot be loaded. `destination` is the address of the
 * navigation under way, if any (the router keeps the old address until the new screen's chunks load).
 */
export function reloadOnStaleChunk({
  page = window,
  destination = () => undefined,
  now = () => Date.now(),
}: {
  page?: StaleChunkPage;
  destination?: () => string | undefined;
  now?: () => number;
} = {}): void {
  page.addEventListener('vite:preloadError', (event) => {
    const target = new URL(destination() ?? page.location.href, page.location.href).href;
    const marker = readMarker(page.sessionStorage);
    if (marker?.url === target && now() - marker.at < staleChunkGuardMs) return;
    try {
      page.sessionStorage.setItem(staleChunkMarkerKey, JSON.stringify({ url: target, at: now() }));
    } catch {
      // Without the marker a chunk missing for good would reload forever: let the error show instead.
      return;
    }
    event.preventDefault();
    // The address the person was going to, with Back to the one they left.
    if (target !== page.location.href) page.history.pushState(null, '', target);
    page.location.reload();
  });
}
