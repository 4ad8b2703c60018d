import { authenticationMachine } from '@machines/session/authentication.machine';
import { describe, expect, test, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start(
  options: {
    signOutRequested?: boolean;
    signIn?: () => Promise<void>;
    revoke?: () => Promise<void>;
    endSession?: () => Promise<void>;
  } = {},
) {
  const calls: string[] = [];
  const record = (name: string) => vi.fn(() => void calls.push(name));
  const machine = authenticationMachine.provide({
    actors: {
      signInRedirect: fromPromise(async () => {
        calls.push('signInRedirect');
        await (options.signIn ?? (() => new Promise<void>(() => {})))();
      }),
      revokeRefreshToken: fromPromise(async () => {
        calls.push('revokeRefreshToken');
        await (options.revoke ?? (async () => {}))();
      }),
      endProviderSession: fromPromise(async () => {
        calls.push('endProviderSession');
        await (options.endSession ?? (async () => {}))();
      }),
    },
    actions: {
      rememberInitialRoute: record('rememberInitialRoute'),
      announceSignOut: record('announceSignOut'),
      forgetSessionData: record('forgetSessionData'),
      stopRenewal: record('stopRenewal'),
      clearLocalStorage: record('clearLocalStorage'),
      dropUser: record('dropUser'),
    },
  });
  const actor = createActor(machine, {
    input: { signOutRequested: options.signOutRequested ?? false },
    clock: new SimulatedClock(),
  });
  actor.start();
  return { actor, calls };
}

const signOutSteps = [
  'announceSignOut',
  'stopRenewal',
  'forgetSessionData',
  'clearLocalStorage',
  'revokeRefreshToken',
  'endProviderSession',
];

describe('authentication', () => {
  test('is loading (busy) until the provider client has read the stored session', () => {
    const { actor, calls } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(calls).toEqual([]);
  });

  test('a signed-in person gets the app', () => {
    const { actor, calls } = start();
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    expect(actor.getSnapshot().value).toBe('authenticated');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(true);
    expect(calls).toEqual([]);
  });

  test('without a session the initial route is remembered before the sign-in page opens', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'AUTH_LOADED', authenticated: false, failed: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('redirectingToSignIn');
    expect(calls).toEqual(['rememberInitialRoute', 'signInRedirect']);
  });

  test('a provider that cannot be reached shows the generic error, and retrying redirects', async () => {
    const { actor, calls } = start({ signIn: async () => Promise.reject(new Error('red caída')) });
    actor.send({ type: 'AUTH_LOADED', authenticated: false, failed: true });
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    await flush();
    expect(calls).toEqual(['rememberInitialRoute', 'signInRedirect']);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  test('signing out tells the other tabs, forgets data and storage, revokes the refresh token, then ends the provider session', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('revokingTokens');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
    await flush();
    expect(calls).toEqual(signOutSteps);
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ result: 'signedOut' });
  });

  test('a failed revocation does not stop the provider sign-out', async () => {
    const { actor, calls } = start({ revoke: async () => Promise.reject(new Error('sin red')) });
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    actor.send({ type: 'SIGN_OUT' });
    await flush();
    expect(calls).toEqual(signOutSteps);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  test('/logout signs out as soon as the session is known, signed in or not', async () => {
    const { actor, calls } = start({ signOutRequested: true });
    actor.send({ type: 'AUTH_LOADED', authenticated: false, failed: false });
    await flush();
    expect(calls).toEqual(signOutSteps);
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  test('a failed provider sign-out still ends signed out', async () => {
    const { actor } = start({ endSession: async () => Promise.reject(new Error('sin red')) });
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    actor.send({ type: 'SIGN_OUT' });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOut');
  });

  test('losing the session while in the app goes back to the sign-in page', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    actor.send({ type: 'AUTH_LOST' });
    await flush();
    expect(actor.getSnapshot().value).toBe('redirectingToSignIn');
    expect(calls).toEqual(['rememberInitialRoute', 'signInRedirect']);
  });

  test('a sign-out in another tab drops this tab’s user, data and storage, without a redirect', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'AUTH_LOADED', authenticated: true, failed: false });
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(actor.getSnapshot().value).toBe('signedOutElsewhere');
    expect(actor.getSnapshot().hasTag('authenticated')).toBe(false);
    expect(calls).toEqual(['stopRenewal', 'forgetSessionData', 'clearLocalStorage', 'dropUser']);
    // Dropping the user makes the provider client report the loss: it no longer redirects by itself.
    actor.send({ type: 'AUTH_LOST' });
    actor.send({ type: 'AUTH_LOADED', authenticated: false, failed: false });
    await flush();
    expect(actor.getSnapshot().value).toBe('signedOutElsewhere');
    expect(calls).not.toContain('signInRedirect');
    actor.send({ type: 'SIGN_IN' });
    await flush();
    expect(calls.slice(-2)).toEqual(['rememberInitialRoute', 'signInRedirect']);
  });

  test('a sign-out elsewhere while the stored session is still loading drops it too', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SIGNED_OUT_ELSEWHERE' });
    expect(actor.getSnapshot().value).toBe('signedOutElsewhere');
    expect(calls).toEqual(['stopRenewal', 'forgetSessionData', 'clearLocalStorage', 'dropUser']);
  });
});
