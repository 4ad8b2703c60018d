import {
  createSessionChannel,
  type SessionMessage,
  sessionChannelName,
  sessionMessageOf,
} from '@src/app/auth/session-channel';
import { describe, expect, test, vi } from 'vitest';

describe('the channel between the tabs of one browser', () => {
  test('accepts only its own messages', () => {
    expect(sessionMessageOf({ type: 'signedOut' })).toEqual({ type: 'signedOut' });
    expect(sessionMessageOf({ type: 'activity', extra: 1 })).toEqual({ type: 'activity' });
    for (const other of [null, 'signedOut', 42, {}, { type: 'borrarTodo' }, { type: 7 }])
      expect(sessionMessageOf(other)).toBeUndefined();
  });

  test('what one tab posts, another hears (BroadcastChannel)', async () => {
    const first = new BroadcastChannel(sessionChannelName);
    const second = new BroadcastChannel(sessionChannelName);
    const tabA = createSessionChannel(() => first);
    const tabB = createSessionChannel(() => second);
    const heard: SessionMessage[] = [];
    const unsubscribe = tabB.subscribe((message) => heard.push(message));
    tabA.post({ type: 'signedOut' });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'signedOut' }]));
    unsubscribe();
    first.close();
    second.close();
  });

  test('without BroadcastChannel the tab simply keeps to itself', () => {
    const channel = createSessionChannel(undefined);
    expect(() => channel.post({ type: 'signedOut' })).not.toThrow();
    expect(typeof channel.subscribe(() => undefined)).toBe('function');
  });
});
