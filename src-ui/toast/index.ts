export { ToastCard, ToastRegion } from './toast';

export {
  createToastStore,
  type ToastStore,
  toastDefaults,
} from './toast-store';
