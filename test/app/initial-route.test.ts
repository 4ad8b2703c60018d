import {
  clearInitialRoute,
  initialRouteStorageKey,
  portalParameterOf,
  readInitialRoute,
  rememberInitialRoute,
} from '@src/app/auth/initial-route';
import { beforeEach, describe, expect, test } from 'vitest';

describe('the initial route remembered before sign-in', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  test('is kept in session and local storage under portal-erm.initial-route, with its account', () => {
    rememberInitialRoute('/approvals/vacation-approval?x=1', 'sub-ana');
    const saved = JSON.stringify({ route: '/approvals/vacation-approval?x=1', sub: 'sub-ana' });
    expect(sessionStorage.getItem(initialRouteStorageKey)).toBe(saved);
    expect(localStorage.getItem(initialRouteStorageKey)).toBe(saved);
    expect(readInitialRoute('sub-ana')).toBe('/approvals/vacation-approval?x=1');
  });

  test('is given to its account only; one asked for while nobody was signed in, to whoever signs in', () => {
    rememberInitialRoute('/approvals/vacation-approval?x=1', 'sub-ana');
    expect(readInitialRoute('sub-beto')).toBeUndefined();
    rememberInitialRoute('/approvals/vacation-approval?x=2');
    expect(readInitialRoute('sub-beto')).toBe('/approvals/vacation-approval?x=2');
    // A value in another form (an older version's plain text) is nobody's.
    sessionStorage.setItem(initialRouteStorageKey, '/approvals/vacation-approval?x=3');
    localStorage.setItem(initialRouteStorageKey, '/approvals/vacation-approval?x=3');
    expect(readInitialRoute('sub-beto')).toBeUndefined();
  });

  test('survives in local storage alone (a new tab) and is cleared from both', () => {
    localStorage.setItem(
      initialRouteStorageKey,
      JSON.stringify({ route: '/?portal=ERM-DEMO', sub: 'sub-ana' }),
    );
    expect(readInitialRoute('sub-ana')).toBe('/?portal=ERM-DEMO');
    clearInitialRoute();
    expect(readInitialRoute('sub-ana')).toBeUndefined();
  });

  test('the portal parameter is read from a route', () => {
    expect(portalParameterOf('/?portal=ERM-DEMO')).toBe('ERM-DEMO');
    expect(portalParameterOf('/holidays?portal=%20X%20')).toBe('X');
    expect(portalParameterOf('/holidays')).toBeUndefined();
    expect(portalParameterOf(undefined)).toBeUndefined();
    expect(portalParameterOf('/?portal=')).toBe('');
    expect(portalParameterOf('/?portal=%20')).toBe('');
  });
});
