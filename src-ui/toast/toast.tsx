import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { IconButton } from '../icon-button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../icons';
import { appearanceVars } from '../theme/appearance.css';
import * as styles from './toast.css';
import { type Toast, type ToastStore, toastDefaults } from './toast-store';

export interface ToastCardProps {
  toast: Toast;
  onClose: (id: string) => void;
  /** Name of the close icon (kit default 'Cerrar'). */
  closeLabel?: string;
}

const iconOf = (appearance: Toast['appearance']) =>
  appearance === 'success' ? (
    <SuccessIcon />
  ) : appearance === 'danger' ? (
    <ErrorIcon />
  ) : appearance === 'warning' ? (
    <WarningIcon />
  ) : (
    <InfoIcon />
  );

/** Runs `onDone` after `duration` ms of not being paused. */
function useCountdown(duration: number, paused: boolean, onDone: () => void) {
  const remaining = useRef(duration);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = setTimeout(() => done.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused]);
}

/**
 * One toast: closes on its close icon or when its countdown ends; the countdown pauses while it is
 * hovered or has focus. Errors are announced as alerts, the rest as status.
 */
export function ToastCard({ toast, onClose, closeLabel = 'Cerrar' }: ToastCardProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const close = useCallback(() => onClose(toast.id), [onClose, toast.id]);
  useCountdown(toast.duration ?? toastDefaults.duration, hovered || focused, close);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only pause the countdown; closing is the close button's job.
    <div
      className={`${appearanceVars[toast.appearance]} ${styles.toast}`}
      role={toast.appearance === 'danger' ? 'alert' : 'status'}
      aria-atomic="true"
      data-appearance={toast.appearance}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <span className={styles.icon}>{iconOf(toast.appearance)}</span>
      <div className={styles.body}>
        <p className={styles.title}>{toast.title}</p>
        {toast.description && <p className={styles.description}>{toast.description}</p>}
      </div>
      <IconButton label={closeLabel} icon={<CloseIcon size={16} />} size="small" onPress={close} />
    </div>
  );
}

export interface ToastRegionProps {
  store: ToastStore;
  /** Name of the region landmark (kit default 'Notificaciones'). */
  label?: string;
  closeLabel?: string;
}

/** Renders the store's toasts at the top right (full width at 528 px or below). */
export function ToastRegion({ store, label = 'Notificaciones', closeLabel }: ToastRegionProps) {
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return (
    <section aria-label={label}>
      <ul className={styles.region}>
        {toasts.map((toast) => (
          <li key={toast.id}>
            <ToastCard toast={toast} onClose={store.dismiss} closeLabel={closeLabel} />
          </li>
        ))}
      </ul>
    </section>
  );
}
