import { ConfigError, config, installConfig, loadConfig, parseConfig } from '@src/config';
import { configFromEnv } from '@src/config-env';
import { portalVersion } from '@stack/build-version';
import { envConfig } from '@test/support/env-config';
import { describe, expect, test } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };

/** A complete config.json, as an operator writes it (docs/deployment.md). */
const document = () => ({
  services: {
    staffQuery: 'https://api.example.com/staff-query/',
    staff: 'https://api.example.com/staff',
    staffPortals: 'https://api.example.com/portals',
    employeeQuery: 'https://api.example.com/eq',
    employeePortalQuery: 'https://api.example.com/epq',
    persistence: 'https://api.example.com/p',
    remuneration: 'https://api.example.com/r',
  },
  oidc: {
    authority: 'https://id.example.com/',
    clientId: 'otro-cliente',
    redirectUri: 'https://portal.example.com/',
    postLogoutRedirectUri: 'https://portal.example.com/bye',
  },
});

/** The keys a ConfigError names. */
const keysAtFault = (value: unknown): string[] => {
  try {
    parseConfig(value);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((problem) => problem.key);
    throw error;
  }
  return [];
};

describe('parseConfig (config.json)', () => {
  test('reads a complete document, trims trailing slashes of base addresses, applies the defaults', () => {
    const parsed = parseConfig(document());
    expect(parsed.services.staffQuery).toBe('https://api.example.com/staff-query');
    expect(parsed.oidc).toEqual({
      authority: 'https://id.example.com',
      clientId: 'otro-cliente',
      redirectUri: 'https://portal.example.com/',
      postLogoutRedirectUri: 'https://portal.example.com/bye',
      dpop: true,
      scope: 'openid profile email offline_access',
    });
    expect(parsed.useSampleBusinessUnits).toBe(false);
    expect(parsed.retryAttempts).toBe(3);
    expect(parsed.timeoutMs).toBe(10_000);
    expect(parsed.inactivity).toEqual({ idleMs: 900_000, warningMs: 60_000 });
  });

  test('takes the optional values when given', () => {
    const parsed = parseConfig({
      ...document(),
      oidc: { ...document().oidc, dpop: false, scope: ' openid  profile api://portal-erm-services/access ' },
      useSampleBusinessUnits: true,
      retryAttempts: 5,
      timeoutMs: 2500,
      inactivity: { idleMs: 600_000, warningMs: 30_000 },
    });
    expect(parsed.oidc.dpop).toBe(false);
    expect(parsed.oidc.scope).toBe('openid profile api://portal-erm-services/access');
    expect(parsed.useSampleBusinessUnits).toBe(true);
    expect(parsed.retryAttempts).toBe(5);
    expect(parsed.timeoutMs).toBe(2500);
    expect(parsed.inactivity).toEqual({ idleMs: 600_000, warningMs: 30_000 });
  });

  test('names every required key that is missing, with its path', () => {
    const { services, ...withoutServices } = document();
    const { persistence, ...fewerServices } = services;
    expect(keysAtFault({ ...withoutServices, services: fewerServices })).toEqual(['services.persistence']);
    expect(keysAtFault({})).toEqual([
      'services.staffQuery',
      'services.staff',
      'services.staffPortals',
      'services.employeeQuery',
      'services.employeePortalQuery',
      'services.persistence',
      'services.remuneration',
      'oidc.authority',
      'oidc.clientId',
      'oidc.redirectUri',
      'oidc.postLogoutRedirectUri',
    ]);
  });

  test.each([
    ['services.staffQuery', { services: { ...document().services, staffQuery: 'not a url' } }],
    [
      'services.remuneration',
      { services: { ...document().services, remuneration: 'ftp://files.example.com' } },
    ],
    ['oidc.authority', { oidc: { ...document().oidc, authority: 'localhost:4000' } }],
    ['oidc.clientId', { oidc: { ...document().oidc, clientId: '   ' } }],
    ['oidc.redirectUri', { oidc: { ...document().oidc, redirectUri: 'callback' } }],
    ['oidc.dpop', { oidc: { ...document().oidc, dpop: 'true' } }],
    ['oidc.scope', { oidc: { ...document().oidc, scope: 'profile email' } }],
    ['useSampleBusinessUnits', { useSampleBusinessUnits: 'yes' }],
    ['retryAttempts', { retryAttempts: 0 }],
    ['retryAttempts', { retryAttempts: 2.5 }],
    ['retryAttempts', { retryAttempts: '3' }],
    ['timeoutMs', { timeoutMs: -1 }],
    ['inactivity.idleMs', { inactivity: { idleMs: 1000 } }],
    ['inactivity.warningMs', { inactivity: { idleMs: 120_000, warningMs: 120_000 } }],
    ['oidc', { oidc: 'https://id.example.com' }],
    ['retryAtempts', { retryAtempts: 3 }],
    ['oidc.prompt', { oidc: { ...document().oidc, prompt: 'login' } }],
  ])('names %s when it is wrong or unknown', (key, change) => {
    expect(keysAtFault({ ...document(), ...change })).toEqual([key]);
  });

  test('says what is wrong and what it received', () => {
    expect(() => parseConfig({ ...document(), timeoutMs: 50 })).toThrowError(
      'timeoutMs: debe estar entre 100 y 600000 (valor recibido: 50)',
    );
    expect(() =>
      parseConfig({ ...document(), oidc: { ...document().oidc, clientId: undefined } }),
    ).toThrowError('oidc.clientId: falta (es obligatorio)');
  });

  test.each([null, [], 'texto', 3])('refuses a document that is not an object (%j)', (value) => {
    expect(keysAtFault(value)).toEqual(['(raíz)']);
  });

  test('names several keys at once', () => {
    expect(keysAtFault({ ...document(), retryAttempts: 'x', timeoutMs: 'y' })).toEqual([
      'retryAttempts',
      'timeoutMs',
    ]);
  });
});

describe('loadConfig', () => {
  const answer =
    (body: string, status = 200) =>
    async () =>
      new Response(body, { status });

  test('fetches /config.json and validates it', async () => {
    const asked: string[] = [];
    const loaded = await loadConfig(async (path) => {
      asked.push(path);
      return new Response(JSON.stringify(document()));
    });
    expect(asked).toEqual(['/config.json']);
    expect(loaded.services.remuneration).toBe('https://api.example.com/r');
  });

  test.each([
    ['a 404', answer('No encontrado.', 404), '/config.json respondió 404'],
    ['an HTML page', answer('<!doctype html><html></html>'), '/config.json no es un JSON válido'],
    [
      'a network error',
      async () => {
        throw new TypeError('Failed to fetch');
      },
      '/config.json no se pudo descargar (error de red)',
    ],
  ])('turns %s into a ConfigError on config.json', async (_case, fetchConfig, message) => {
    const error = await loadConfig(fetchConfig).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([{ key: 'config.json', message }]);
  });

  test('passes the validation problems on', async () => {
    const error = await loadConfig(answer(JSON.stringify({ ...document(), retryAttempts: 11 }))).catch(
      (caught: unknown) => caught,
    );
    expect((error as ConfigError).problems.map((problem) => problem.key)).toEqual(['retryAttempts']);
  });
});

describe("config.json's version and the build's", () => {
  const withVersion = (version: unknown) => async () =>
    new Response(JSON.stringify({ ...document(), version }));

  test("the build's version (PORTAL_VERSION, else package.json's) is in the build", () => {
    expect(__PORTAL_VERSION__).toBe(portalVersion(process.env));
    expect(portalVersion({})).toBe(packageJson.version);
    expect(portalVersion({ PORTAL_VERSION: ' 2026.05.1 ' })).toBe('2026.05.1');
  });

  test('the same version, or none, starts the app', async () => {
    expect((await loadConfig(withVersion('1.4.0'), '1.4.0')).version).toBe('1.4.0');
    expect((await loadConfig(withVersion(undefined), '1.4.0')).version).toBeUndefined();
    expect('version' in parseConfig(document())).toBe(false);
  });

  test("another release's config.json is named with both versions", async () => {
    const error = await loadConfig(withVersion('1.3.2'), '1.4.0').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).problems).toEqual([
      {
        key: 'version',
        message:
          'config.json es de la versión 1.3.2 y la aplicación publicada es la versión 1.4.0: deben publicarse juntas',
      },
    ]);
  });

  test('a version that is not a text is a bad value', () => {
    expect(keysAtFault({ ...document(), version: 14 })).toEqual(['version']);
  });
});

describe('config (this page)', () => {
  test('is what was installed', () => {
    installConfig(parseConfig(document()));
    expect(config.oidc.clientId).toBe('otro-cliente');
    installConfig(envConfig({}));
    expect(config.oidc.clientId).toBe('portal-erm');
  });
});

describe('the dev server config.json from VITE_* (src/config-env.ts)', () => {
  test('points at the local stack by default', () => {
    expect(envConfig({})).toEqual({
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
        scope: 'openid profile email offline_access',
      },
      useSampleBusinessUnits: false,
      retryAttempts: 3,
      timeoutMs: 10000,
      inactivity: { idleMs: 900_000, warningMs: 60_000 },
    });
  });

  test('reads the variables, an empty one as unset', () => {
    const parsed = envConfig({
      VITE_RETRY_ATTEMPTS: '',
      VITE_TIMEOUT_MS: '2500',
      VITE_OIDC_DPOP: 'false',
      VITE_USE_SAMPLE_BUSINESS_UNITS: '1',
      VITE_OIDC_AUTHORITY: 'https://id.example.com',
      VITE_INACTIVITY_TIMEOUT_MS: '600000',
      VITE_INACTIVITY_WARNING_MS: '30000',
      MODE: 'test',
    });
    expect(parsed.retryAttempts).toBe(3);
    expect(parsed.timeoutMs).toBe(2500);
    expect(parsed.oidc.dpop).toBe(false);
    expect(parsed.oidc.authority).toBe('https://id.example.com');
    expect(parsed.useSampleBusinessUnits).toBe(true);
    expect(parsed.inactivity).toEqual({ idleMs: 600_000, warningMs: 30_000 });
  });

  test('passes a value it cannot read on, so the key at fault is named', () => {
    expect(() => envConfig({ VITE_RETRY_ATTEMPTS: 'abc' })).toThrowError(
      /retryAttempts: debe ser un número entero/,
    );
    expect(configFromEnv({ VITE_USE_SAMPLE_BUSINESS_UNITS: 'yes' }).useSampleBusinessUnits).toBe('yes');
  });
});
