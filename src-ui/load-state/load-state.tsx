import { type ReactNode, useDeferredValue } from 'react';
import { Button } from '../button';
import { Spinner } from '../spinner';
import * as styles from './load-state.css';

/** A value that is loading, failed (with the text to show) or loaded. */
export type Load<T> =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'loaded'; value: T };

/** The load of content that has no value of its own (it reads its data elsewhere): its state, and the failure's text. */
export function loadOf(state: Load<unknown>['state'], failedMessage: string): Load<undefined> {
  if (state === 'loaded') return { state, value: undefined };
  if (state === 'failed') return { state, message: failedMessage };
  return { state };
}

/** Two loads render the same when their state, value (by identity) and message are (a `useSelector` compare). */
export function sameLoad<T>(a: Load<T>, b: Load<T>): boolean {
  if (a.state === 'loaded' && b.state === 'loaded') return a.value === b.value;
  if (a.state === 'failed' && b.state === 'failed') return a.message === b.message;
  return a.state === b.state;
}

export interface LoadStateProps<T> {
  load: Load<T>;
  /** Announced while loading. */
  loadingLabel: string;
  /** The retry button's text; no button without `onRetry`. */
  retryLabel?: string;
  onRetry?: (() => void) | undefined;
  /** What the loaded value looks like (its own empty state included). */
  children: (value: T) => ReactNode;
  /**
   * Inline: a small spinner without the block's padding, for a value inside a line of text or a list of
   * facts, so the line keeps its height when the value comes (layout shift).
   */
  inline?: boolean;
}

/**
 * Renders a load: a spinner while it runs, its error text (an alert) with a retry once it failed, and
 * the content only once it is loaded, so a failed or running load never looks empty or zero.
 */
export function LoadState<T>({
  load: current,
  loadingLabel,
  retryLabel,
  onRetry,
  children,
  inline = false,
}: LoadStateProps<T>) {
  // The content mounts in a deferred render: a load usually settles through a machine's snapshot
  // (useSyncExternalStore), which React renders synchronously, so a page's tables or cards mounted in one
  // long task; a deferred value is rendered as a transition, in short slices. Going back to
  // the spinner or to the error is shown at once.
  const deferred = useDeferredValue(current);
  const load = current.state === 'loaded' && deferred.state !== 'loaded' ? deferred : current;
  if (load.state === 'loaded') return children(load.value);
  if (load.state === 'loading')
    return inline ? (
      <span className={styles.inline}>
        <Spinner size="small" label={loadingLabel} />
      </span>
    ) : (
      <div className={styles.state}>
        <Spinner label={loadingLabel} />
      </div>
    );
  return (
    <div className={styles.state}>
      <p role="alert" className={styles.message}>
        {load.message}
      </p>
      {onRetry && retryLabel && (
        <Button variant="outlined" onPress={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
