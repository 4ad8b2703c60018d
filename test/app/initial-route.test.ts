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

  test('is kept in session and local storage under portal-erm.initial-route', () => {
    rememberInitialRoute('/approvals/vacation-approval?x=1');
    expect(sessionStorage.getItem(initialRouteStorageKey)).toBe('/approvals/vacation-approval?x=1');
    expect(localStorage.getItem(initialRouteStorageKey)).toBe('/approvals/vacation-approval?x=1');
    expect(readInitialRoute()).toBe('/approvals/vacation-approval?x=1');
  });

  test('survives in local storage alone (a new tab) and is cleared from both', () => {
    localStorage.setItem(initialRouteStorageKey, '/?portal=ERM-DEMO');
    expect(readInitialRoute()).toBe('/?portal=ERM-DEMO');
    clearInitialRoute();
    expect(readInitialRoute()).toBeUndefined();
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
