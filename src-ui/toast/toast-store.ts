import type { Appearance } from '../theme/tokens';

/** A toast (SPEC "UI-kit shapes"). */
export interface Toast {
  id: string;
  title: string;
  description?: string;
  appearance: Appearance;
  /** Countdown in ms before it closes on its own (default 3000). */
  duration?: number;
}

/** SPEC §9: the default countdown. */
export const toastDefaults = { duration: 3000 } as const;

export interface ToastStore {
  /** Shows a toast; an id is generated when none is given. Returns the id. */
  show(toast: Omit<Toast, 'id'> & { id?: string }): string;
  dismiss(id: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): readonly Toast[];
}

/**
 * A small external store of the toasts on screen, read by `ToastRegion`. Texts show as given: the app
 * cuts them to its limits before showing them.
 */
export function createToastStore(): ToastStore {
  let toasts: readonly Toast[] = [];
  let counter = 0;
  const listeners = new Set<() => void>();
  const set = (next: readonly Toast[]) => {
    toasts = next;
    for (const listener of listeners) listener();
  };
  return {
    show(toast) {
      counter += 1;
      const id = toast.id ?? `toast-${counter}`;
      set([...toasts.filter((t) => t.id !== id), { ...toast, id }]);
      return id;
    },
    dismiss(id) {
      set(toasts.filter((t) => t.id !== id));
    },
    clear() {
      set([]);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => toasts,
  };
}
