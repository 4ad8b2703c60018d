import { isAppPage } from '@src/domain/sections';
import { describe, expect, test } from 'vitest';

describe('isAppPage (the saved route app-loading reopens)', () => {
  test('a local page of the app, with its query, is one', () => {
    expect(isAppPage('/approvals/vacation-approval?type=enjoyment&code=150001')).toBe(true);
    expect(isAppPage('/employees/new-employee?for=100001')).toBe(true);
    expect(isAppPage('/contracts#top')).toBe(true);
  });

  test('home, the sign-in, sign-out and error routes and other origins are not', () => {
    for (const route of ['', '/', '/?x=1', '/login', '/login/loading-app', '/logout', '/error?code=1003'])
      expect(isAppPage(route), route).toBe(false);
    expect(isAppPage('//elsewhere.example/contracts')).toBe(false);
    expect(isAppPage('https://elsewhere.example/contracts')).toBe(false);
    // A path that only begins like a sign-in route is a page.
    expect(isAppPage('/loginhelp')).toBe(true);
  });
});
