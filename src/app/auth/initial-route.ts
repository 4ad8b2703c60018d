// The route a person asked for before signing in (path + search), kept in session AND local storage so
// that the login flow can return there (SPEC §2: app loading reads it; the portal code may be in it).

/** @internal */
export const initialRouteStorageKey = 'portal-erm.initial-route';

const stores = (): Storage[] => {
  const found: Storage[] = [];
  try {
    found.push(window.sessionStorage, window.localStorage);
  } catch {
    // Storage disabled: nothing is remembered.
  }
  return found;
};

/** Remembers a route (path + search). */
export function rememberInitialRoute(route: string): void {
  for (const storage of stores()) {
    try {
      storage.setItem(initialRouteStorageKey, route);
    } catch {
      // Full or disabled storage: the route is simply not remembered.
    }
  }
}

/** The remembered route, session storage first. */
export function readInitialRoute(): string | undefined {
  for (const storage of stores()) {
    const value = storage.getItem(initialRouteStorageKey);
    if (value) return value;
  }
  return undefined;
}

/** Forgets the remembered route in both storages. */
export function clearInitialRoute(): void {
  for (const storage of stores()) storage.removeItem(initialRouteStorageKey);
}

/** The `portal` query parameter of an address (path + search), if any. */
export function portalParameterOf(route: string | undefined): string | undefined {
  if (!route) return undefined;
  const query = route.includes('?') ? route.slice(route.indexOf('?')) : '';
  const value = new URLSearchParams(query).get('portal');
  // Present but empty ('?portal=') is '' — the portal flow answers it with error 1000, not 1001.
  return value === null ? undefined : value.trim();
}
