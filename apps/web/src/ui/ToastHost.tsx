import { TOAST_MAX_WIDTH, Z_INDEX } from '@kantor/core';
import { Toast } from 'primereact/toast';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ToastService, type ToastSeverity, toast } from './toast.ts';

export type ToastHostProps = {
  /** The service to serve; default the app-wide `toast`. */
  service?: ToastService;
};

const SUMMARY_KEYS: Record<ToastSeverity, string> = {
  success: 'ui.toast.success',
  info: 'ui.toast.info',
  warn: 'ui.toast.warn',
  error: 'ui.toast.error',
  secondary: 'ui.toast.secondary',
  contrast: 'ui.toast.contrast',
};

/**
 * Mounts PrimeReact's Toast once (top-centre, at most 25rem wide, z-index 1200) and connects it
 * to the toast service. PrimeReact's ToastMessage pauses its life timer on mouseenter and
 * restarts it on mouseleave (primereact/toast, `onMouseEnter` → `clearTimer()`), so hover-pause
 * needs no code of ours; ToastHost.test.tsx pins that behaviour.
 */
export function ToastHost({ service = toast }: ToastHostProps) {
  const ref = useRef<Toast>(null);
  const { t } = useTranslation();

  useEffect(() => {
    service.attach({
      show: (messages) =>
        ref.current?.show(
          messages.map((message) => ({
            ...message,
            summary: message.summary ?? t(SUMMARY_KEYS[message.severity]),
          })),
        ),
      clear: () => ref.current?.clear(),
    });
    return () => service.attach(null);
  }, [service, t]);

  return (
    <Toast
      ref={ref}
      position="top-center"
      baseZIndex={Z_INDEX.toast}
      // Toast 10.9 drops its `style` prop (its root takes only the inline position styles), so the width goes through pass-through.
      pt={{ root: { style: { width: 'calc(100vw - 2rem)', maxWidth: TOAST_MAX_WIDTH } } }}
    />
  );
}
