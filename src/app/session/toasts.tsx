import { createContext, type ReactNode, useContext } from 'react';
import { createToastStore, type Toast, type ToastStore } from '../../../src-ui/toast';
import { truncate, truncationLimits } from '../../domain/format';

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

/** A fresh store (one per app): titles and descriptions cut at SPEC §9's limits with '…'. */
export const newToastStore = () =>
  createToastStore((toast) => ({
    ...toast,
    title: truncate(toast.title, truncationLimits.toastTitle),
    ...(toast.description === undefined
      ? {}
      : { description: truncate(toast.description, truncationLimits.toastDescription) }),
  }));

/** SPEC §9: the shared toast for success and errors lasts 10 s. */
export const sharedToastDuration = 10_000;
