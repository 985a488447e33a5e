import { DialogHost } from './DialogHost.tsx';
import { ToastHost } from './ToastHost.tsx';

/**
 * The app-wide UI services in one element: toasts, dialogs opened with `openDialog`, the
 * request-error dialog and the loading overlay. Render it once, inside the i18n provider.
 */
export function UiHost() {
  return (
    <>
      <ToastHost />
      <DialogHost />
    </>
  );
}
