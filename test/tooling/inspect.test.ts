import { afterEach, describe, expect, test, vi } from 'vitest';

const inspect = { next: vi.fn() };
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: vi.fn(() => ({ inspect })) }));

const { maybeInspector } = await import('@src/app/inspect');

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('?inspect (development build only)', () => {
  test('attaches the Stately inspector in development with ?inspect', async () => {
    vi.stubEnv('DEV', true);
    vi.stubGlobal('location', { search: '?portal=ERM-DEMO&inspect' });
    expect(await maybeInspector()).toEqual({ inspect });
  });

  test('stays off without ?inspect', async () => {
    vi.stubEnv('DEV', true);
    vi.stubGlobal('location', { search: '?portal=ERM-DEMO' });
    expect(await maybeInspector()).toBeUndefined();
  });

  test('stays off in the production build even with ?inspect', async () => {
    vi.stubEnv('DEV', false);
    vi.stubGlobal('location', { search: '?inspect' });
    expect(await maybeInspector()).toBeUndefined();
  });
});
