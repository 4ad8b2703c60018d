// The route a person asked for before signing in (path + search), kept in session AND local storage so
// that the login flow can return there (SPEC §2: app loading reads it; the portal code may be in it).
// It belongs to an account: the signed-in one whose session was lost meanwhile, or nobody yet (a link
// opened before signing in, taken by whoever signs in then). Another account never lands on it.

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

/** What is kept: the route and the `sub` of the account it belongs to ('' for nobody yet). */
interface SavedRoute {
  route: string;
  sub: string;
}

function parse(value: string | null): SavedRoute | undefined {
  if (!value) return undefined;
  try {
    const saved = JSON.parse(value) as Partial<SavedRoute> | null;
    return typeof saved?.route === 'string' && typeof saved.sub === 'string'
      ? { route: saved.route, sub: saved.sub }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a route (path + search) for the account `sub` ('' when nobody is signed in). */
export function rememberInitialRoute(route: string, sub = ''): void {
  const saved: SavedRoute = { route, sub };
  for (const storage of stores()) {
    try {
      storage.setItem(initialRouteStorageKey, JSON.stringify(saved));
    } catch {
      // Full or disabled storage: the route is simply not remembered.
    }
  }
}

/** The route remembered for the account `sub` or for nobody yet, session storage first; never another's. */
export function readInitialRoute(sub: string): string | undefined {
  for (const storage of stores()) {
    const saved = parse(storage.getItem(initialRouteStorageKey));
    if (saved && (saved.sub === '' || saved.sub === sub)) return saved.route;
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
