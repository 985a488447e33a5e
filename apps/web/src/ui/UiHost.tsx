import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getDialogState, subscribeDialogs } from './dialogs.ts';
import { ToastHost } from './ToastHost.tsx';

// Dialogs, drawers, the image carousel and the loading overlay are fetched the first time one is
// asked for, so the login route's first load carries only the toast host.
const DialogHost = lazy(() => import('./DialogHost.tsx').then((m) => ({ default: m.DialogHost })));

const needsDialogs = () => {
  const state = getDialogState();
  return state.dialogs.length > 0 || state.loading > 0;
};

/**
 * The app-wide UI services in one element: toasts, dialogs opened with `openDialog`, the
 * request-error dialog and the loading overlay. Render it once, inside the i18n provider.
 */
export function UiHost() {
  const wanted = useSyncExternalStore(subscribeDialogs, needsDialogs, needsDialogs);
  return (
    <>
      <ToastHost />
      {wanted && (
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      )}
    </>
  );
}
