// The tabs of one browser talk over a BroadcastChannel (same origin only): a tab that signs out tells the
// others to drop their user, cached data and storage, and a tab in use tells the others so that their
// inactivity limit starts again. Messages are checked: anything else on the channel is ignored.

/**
 * The channel's name (one per origin).
 * @internal
 */
export const sessionChannelName = 'portal-erm.session';

/**
 * What one tab tells the others.
 * @internal
 */
export type SessionMessage = { type: 'signedOut' } | { type: 'activity' };

export interface SessionChannel {
  post(message: SessionMessage): void;
  /** Calls the listener for every message another tab posts; returns the unsubscribe. */
  subscribe(listener: (message: SessionMessage) => void): () => void;
}

const known = new Set<SessionMessage['type']>(['signedOut', 'activity']);

/**
 * The message, when the data is one.
 * @internal
 */
export function sessionMessageOf(data: unknown): SessionMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const type = (data as { type?: unknown }).type;
  return typeof type === 'string' && known.has(type as SessionMessage['type'])
    ? { type: type as SessionMessage['type'] }
    : undefined;
}

/**
 * The channel of this tab over BroadcastChannel (a channel that only talks to itself when the browser
 * has none: every tab then keeps its own session, as before).
 */
export function createSessionChannel(
  create: ((name: string) => BroadcastChannel) | undefined = typeof BroadcastChannel === 'function'
    ? (name) => new BroadcastChannel(name)
    : undefined,
): SessionChannel {
  const channel = create?.(sessionChannelName);
  return {
    post(message) {
      try {
        channel?.postMessage(message);
      } catch {
        // A closed channel: nothing to tell.
      }
    },
    subscribe(listener) {
      if (!channel) return () => undefined;
      const onMessage = (event: MessageEvent) => {
        const message = sessionMessageOf(event.data);
        if (message) listener(message);
      };
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
