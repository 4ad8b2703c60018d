// The board, the process page and the in-process tables read their requests again when the
// person comes back to the window (it regains focus, or its tab is shown again), so a request another
// person changed meanwhile does not linger. The hook only tells the machine (WINDOW_FOCUSED); the machine
// decides whether to read (not while a change is sent or a dialog is open) and keeps what was typed.
import { useEffect } from 'react';

/** The event every refreshing machine takes when the window regains focus. */
export interface WindowFocused {
  type: 'WINDOW_FOCUSED';
}

/** Sends WINDOW_FOCUSED to the actor on the window's focus and when its tab becomes visible again. */
export function useWindowFocused(actor: { send: (event: WindowFocused) => void }): void {
  useEffect(() => {
    const focused = () => actor.send({ type: 'WINDOW_FOCUSED' });
    const shown = () => {
      if (document.visibilityState === 'visible') focused();
    };
    window.addEventListener('focus', focused);
    document.addEventListener('visibilitychange', shown);
    return () => {
      window.removeEventListener('focus', focused);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [actor]);
}
