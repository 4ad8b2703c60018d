// The app's toast region with React Aria's texts in Spanish, loaded when the first toast is shown
// (app.tsx): it lives above the router, so a toast stays on screen across a navigation (e.g. to /error).

import { ToastRegion } from '@ui/toast';
import { I18nProvider } from 'react-aria-components';
import type { ToastStore } from './toasts';

export function ToastLayer({ store }: { store: ToastStore }) {
  return (
    <I18nProvider locale="es-CO">
      <ToastRegion store={store} />
    </I18nProvider>
  );
}
