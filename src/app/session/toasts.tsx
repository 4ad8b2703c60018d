// The store alone (not the kit's toast barrel, whose region needs React Aria): the app creates it on the
// first screen.
import { createToastStore, type Toast, type ToastStore } from '@ui/toast/toast-store';
import { createContext, type ReactNode, useContext } from 'react';

/** What a part of the app passes to show a toast (an id is generated). */
export type ToastInput = Omit<Toast, 'id'> & { id?: string };

const ToastContext = createContext<ToastStore | undefined>(undefined);

/** Provides the app's toast store (the ToastRegion renders it). */
export function ToastProvider({ store, children }: { store: ToastStore; children: ReactNode }) {
  return <ToastContext.Provider value={store}>{children}</ToastContext.Provider>;
}

/** The app's toast store. */
export function useToasts(): ToastStore {
  const store = useContext(ToastContext);
  if (!store) throw new Error('useToasts: falta ToastProvider.');
  return store;
}

export type { ToastStore };

/** A fresh store (one per app). What is shown is cut to SPEC §9's limits on the way in (fit-toast.ts). */
export const newToastStore = createToastStore;

/** SPEC §9: the shared toast for success and errors lasts 10 s. */
export const sharedToastDuration = 10_000;
