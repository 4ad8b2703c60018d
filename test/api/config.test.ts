import { config, parseConfig } from '@src/config';
import { describe, expect, test } from 'vitest';

describe('parseConfig', () => {
  test('points at the local stack by default', () => {
    expect(parseConfig({})).toEqual({
      services: {
        staffQuery: 'http://localhost:4100/staff-query',
        staff: 'http://localhost:4100/staff',
        staffPortals: 'http://localhost:4100/staff-portals',
        employeeQuery: 'http://localhost:4100/employee-query',
        employeePortalQuery: 'http://localhost:4100/employee-portal-query',
        persistence: 'http://localhost:4100/persistence',
        remuneration: 'http://localhost:4100/remuneration',
      },
      oidc: {
        authority: 'http://localhost:4000',
        clientId: 'portal-erm',
        redirectUri: 'http://localhost:5173/',
        postLogoutRedirectUri: 'http://localhost:5173/',
        dpop: true,
      },
      useSampleBusinessUnits: false,
      retryAttempts: 3,
      timeoutMs: 10000,
      inactivity: { idleMs: 900_000, warningMs: 60_000 },
    });
  });

  test('takes the inactivity limit and its warning from the environment (issue 11)', () => {
    expect(
      parseConfig({ VITE_INACTIVITY_TIMEOUT_MS: '600000', VITE_INACTIVITY_WARNING_MS: '30000' }).inactivity,
    ).toEqual({ idleMs: 600_000, warningMs: 30_000 });
    expect(() => parseConfig({ VITE_INACTIVITY_TIMEOUT_MS: '1000' })).toThrow(
      /VITE_INACTIVITY_TIMEOUT_MS debe estar entre 60000 y 86400000/,
    );
    expect(() =>
      parseConfig({ VITE_INACTIVITY_TIMEOUT_MS: '120000', VITE_INACTIVITY_WARNING_MS: '120000' }),
    ).toThrow(/VITE_INACTIVITY_WARNING_MS debe ser menor que VITE_INACTIVITY_TIMEOUT_MS/);
  });

  test('treats empty strings as unset and ignores other variables', () => {
    const parsed = parseConfig({ VITE_RETRY_ATTEMPTS: '', MODE: 'test', DEV: true, VITE_OTHER: 'x' });
    expect(parsed.retryAttempts).toBe(3);
  });

  test('applies overrides and drops a trailing slash from service addresses', () => {
    const parsed = parseConfig({
      VITE_STAFF_QUERY_URL: 'https://api.example.com/staff-query/',
      VITE_STAFF_URL: 'https://api.example.com/staff',
      VITE_STAFF_PORTALS_URL: 'https://api.example.com/portals',
      VITE_EMPLOYEE_QUERY_URL: 'https://api.example.com/eq',
      VITE_EMPLOYEE_PORTAL_QUERY_URL: 'https://api.example.com/epq',
      VITE_PERSISTENCE_URL: 'https://api.example.com/p',
      VITE_REMUNERATION_URL: 'https://api.example.com/r',
      VITE_OIDC_AUTHORITY: 'https://id.example.com',
      VITE_OIDC_CLIENT_ID: 'otro-cliente',
      VITE_OIDC_REDIRECT_URI: 'https://portal.example.com/callback',
      VITE_OIDC_POST_LOGOUT_REDIRECT_URI: 'https://portal.example.com/bye',
      VITE_USE_SAMPLE_BUSINESS_UNITS: 'true',
      VITE_OIDC_DPOP: 'false',
      VITE_RETRY_ATTEMPTS: '5',
      VITE_TIMEOUT_MS: '2500',
    });
    expect(parsed.services.staffQuery).toBe('https://api.example.com/staff-query');
    expect(parsed.services.remuneration).toBe('https://api.example.com/r');
    expect(parsed.oidc).toEqual({
      authority: 'https://id.example.com',
      clientId: 'otro-cliente',
      redirectUri: 'https://portal.example.com/callback',
      postLogoutRedirectUri: 'https://portal.example.com/bye',
      dpop: false,
    });
    expect(parsed.useSampleBusinessUnits).toBe(true);
    expect(parsed.retryAttempts).toBe(5);
    expect(parsed.timeoutMs).toBe(2500);
  });

  test.each([
    ['1', true],
    ['0', false],
    ['FALSE', false],
    [true, true],
  ])('reads the sample-units flag %s as %s', (value, expected) => {
    expect(parseConfig({ VITE_USE_SAMPLE_BUSINESS_UNITS: value }).useSampleBusinessUnits).toBe(expected);
  });

  test.each([
    ['VITE_RETRY_ATTEMPTS', 'abc'],
    ['VITE_RETRY_ATTEMPTS', '0'],
    ['VITE_RETRY_ATTEMPTS', '2.5'],
    ['VITE_TIMEOUT_MS', '-1'],
    ['VITE_TIMEOUT_MS', 'diez'],
    ['VITE_STAFF_QUERY_URL', 'not a url'],
    ['VITE_REMUNERATION_URL', 'ftp://files.example.com'],
    ['VITE_OIDC_AUTHORITY', 'localhost:4000'],
    ['VITE_OIDC_CLIENT_ID', '   '],
    ['VITE_OIDC_REDIRECT_URI', 'callback'],
    ['VITE_USE_SAMPLE_BUSINESS_UNITS', 'yes'],
  ])('stops start-up naming %s when it is %j', (name, value) => {
    expect(() => parseConfig({ [name]: value })).toThrowError(name);
  });

  test('names every invalid variable at once', () => {
    expect(() => parseConfig({ VITE_RETRY_ATTEMPTS: 'x', VITE_TIMEOUT_MS: 'y' })).toThrowError(
      /VITE_RETRY_ATTEMPTS.*VITE_TIMEOUT_MS/,
    );
  });

  test('parses the build environment once at import', () => {
    expect(config.retryAttempts).toBeGreaterThanOrEqual(1);
    expect(config.services.staffQuery).toMatch(/^https?:\/\//);
  });
});
