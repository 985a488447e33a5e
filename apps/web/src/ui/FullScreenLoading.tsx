import { Z_INDEX } from '@kantor/core';
import { ProgressSpinner } from 'primereact/progressspinner';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export type FullScreenLoadingProps = {
  visible: boolean;
  /** Text under the spinner; default the translated 'Memuat...'. */
  message?: string;
};

/**
 * The blocking full-screen loading overlay of spec §4: covers dialogs (modal z-index 1100) but
 * stays under toasts (1200), so a toast raised while loading is still read.
 */
export function FullScreenLoading({ visible, message }: FullScreenLoadingProps) {
  const { t } = useTranslation();
  if (!visible || typeof document === 'undefined') return null;
  const text = message ?? t('ui.loading.label');
  return createPortal(
    <div
      role="alert"
      aria-busy="true"
      aria-live="assertive"
      data-testid="full-screen-loading"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: Z_INDEX.toast - 1,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '1rem',
        background: 'rgba(0, 0, 0, 0.4)',
        color: '#fff',
        cursor: 'wait',
      }}
    >
      <ProgressSpinner style={{ width: '4rem', height: '4rem' }} strokeWidth="4" aria-hidden="true" />
      <span>{text}</span>
    </div>,
    document.body,
  );
}
