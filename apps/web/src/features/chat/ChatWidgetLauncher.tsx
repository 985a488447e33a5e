import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The panel, its styles and the chat client load only when a visitor opens the chat.
const ChatWidget = lazy(() => import('./ChatWidget.tsx').then((m) => ({ default: m.ChatWidget })));

// Inline, so the button looks right before the panel's stylesheet is loaded.
const ROOT = { position: 'fixed', insetInlineEnd: 16, bottom: 16, zIndex: 1000 } as const;
const BUTTON = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 48,
  padding: '0 18px',
  border: 0,
  borderRadius: 24,
  background: 'var(--kantor-primary, #0f766e)',
  color: '#fff',
  font: 'inherit',
  fontWeight: 600,
  boxShadow: '0 4px 14px rgba(0,0,0,.2)',
  cursor: 'pointer',
} as const;

/**
 * The public site's chat entry: a small round button in the corner (no chat code loaded yet); a click
 * loads and opens the chat panel. Mount it once on any public page: `<ChatWidgetLauncher />`.
 */
export function ChatWidgetLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="chat-widget-root" style={ROOT}>
      {open && (
        <Suspense fallback={null}>
          <ChatWidget onClose={() => setOpen(false)} />
        </Suspense>
      )}
      {!open && (
        <button
          type="button"
          className="chat-launcher"
          style={BUTTON}
          onClick={() => setOpen(true)}
          aria-label={t('chat.widget.open')}
          data-testid="chat-launcher"
        >
          <i className="pi pi-comments" aria-hidden />
          <span>{t('chat.widget.open')}</span>
        </button>
      )}
    </div>
  );
}
