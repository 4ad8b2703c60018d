export { ToastCard, ToastRegion } from './toast';

export {
  createToastStore,
  type ToastStore,
} from './toast-store';
