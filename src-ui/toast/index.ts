export { ToastCard, type ToastCardProps, ToastRegion, type ToastRegionProps } from './toast';
export { toastFullWidthAt, toastWidth } from './toast.css';
export {
  createToastStore,
  type Toast,
  type ToastStore,
  toastDefaults,
} from './toast-store';
