// A chunk a release removed: the page reloads once, at the address being opened, and never loops.
import {
  reloadOnStaleChunk,
  type StaleChunkPage,
  staleChunkGuardMs,
  staleChunkMarkerKey,
} from '@src/app/boot/stale-chunk-reload';
import { describe, expect, test } from 'vitest';

function fakePage(href = 'https://portal.example.com/employees/select-employee') {
  const target = new EventTarget();
  const stored = new Map<string, string>();
  const page = {
    reloads: 0,
    pushed: [] as string[],
    failingStorage: false,
    addEventListener: (type: string, listener: (event: Event) => void) =>
      target.addEventListener(type, listener),
    location: {
      href,
      reload: () => {
        page.reloads += 1;
      },
    },
    history: {
      pushState: (_data: unknown, _unused: string, url: string) => {
        page.pushed.push(url);
        page.location.href = url;
      },
    },
    sessionStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (page.failingStorage) throw new DOMException('quota', 'QuotaExceededError');
        stored.set(key, value);
      },
    },
    /** Dispatches Vite's event; true when the handler took it (the import error is not thrown). */
    missingChunk: () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    },
  };
  return page satisfies StaleChunkPage;
}

describe('reloadOnStaleChunk', () => {
  test('reloads once at the address of the navigation under way, with Back to the one left', () => {
    const page = fakePage();
    reloadOnStaleChunk({ page, destination: () => '/holidays?tab=1#top', now: () => 1000 });
    expect(page.missingChunk()).toBe(true);
    expect(page.pushed).toEqual(['https://portal.example.com/holidays?tab=1#top']);
    expect(page.reloads).toBe(1);
    expect(JSON.parse(page.sessionStorage.getItem(staleChunkMarkerKey) ?? '')).toEqual({
      url: 'https://portal.example.com/holidays?tab=1#top',
      at: 1000,
    });
  });

  test('with no navigation under way, reloads the address shown', () => {
    const page = fakePage();
    reloadOnStaleChunk({ page });
    expect(page.missingChunk()).toBe(true);
    expect(page.pushed).toEqual([]);
    expect(page.reloads).toBe(1);
  });

  test('the same address missing a chunk again within the guard is left to fail: no reload loop', () => {
    let now = 5000;
    const page = fakePage();
    reloadOnStaleChunk({ page, destination: () => '/holidays', now: () => now });
    page.missingChunk();
    // The reloaded page: a new handler, the marker kept in sessionStorage.
    reloadOnStaleChunk({ page: { ...page, addEventListener: () => undefined } });
    now += staleChunkGuardMs - 1;
    expect(page.missingChunk()).toBe(false);
    expect(page.reloads).toBe(1);
    now += 1;
    expect(page.missingChunk()).toBe(true);
    expect(page.reloads).toBe(2);
  });

  test('another address within the guard reloads again (a later release)', () => {
    let destination = '/holidays';
    const page = fakePage();
    reloadOnStaleChunk({ page, destination: () => destination, now: () => 0 });
    page.missingChunk();
    destination = '/approvals';
    expect(page.missingChunk()).toBe(true);
    expect(page.reloads).toBe(2);
  });

  test('without sessionStorage there is no guard, so no reload either: the error shows', () => {
    const page = fakePage();
    page.failingStorage = true;
    reloadOnStaleChunk({ page });
    expect(page.missingChunk()).toBe(false);
    expect(page.reloads).toBe(0);
  });
});
