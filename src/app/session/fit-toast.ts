// A toast's texts cut at SPEC §9's limits with the domain's '…' (the kit shows texts as given). Applied by
// the signed-in session when it shows a toast, so the first screen does not load the domain's formatting.
import { truncate, truncationLimits } from '@src/domain/format';
import type { ToastInput } from './toasts';

export function fitToast(toast: ToastInput): ToastInput {
  return {
    ...toast,
    title: truncate(toast.title, truncationLimits.toastTitle),
    ...(toast.description === undefined
      ? {}
      : { description: truncate(toast.description, truncationLimits.toastDescription) }),
  };
}
