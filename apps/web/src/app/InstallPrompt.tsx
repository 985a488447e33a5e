import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEYS } from '../session/storage.ts';
import { PlainButton } from '../ui/SignInControls.tsx';

type InstallEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

const DISMISSED = `${KEYS.prefix}_INSTALL_DISMISSED`;

/**
 * The installable-app prompt (spec §2): offered when the browser says the app can be installed. Mounted
 * on every route from the first load, so its buttons are the plain ones of the sign-in page.
 */
export function InstallPrompt() {
  const { t } = useTranslation();
  const [event, setEvent] = useState<InstallEvent | null>(null);
  const textId = useId();

  useEffect(() => {
    const onPrompt = (e: Event) => {
      e.preventDefault();
      if (localStorage.getItem(DISMISSED)) return;
      setEvent(e as InstallEvent);
    };
    const onInstalled = () => setEvent(null);
    window.addEventListener('beforeinstallprompt', onPrompt);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onPrompt);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!event) return null;
  return (
    // a dialog is named (axe `aria-dialog-name`): by its own sentence
    <div
      className="install-prompt"
      role="dialog"
      aria-labelledby={textId}
      aria-live="polite"
      data-testid="install-prompt"
    >
      <i className="pi pi-download" aria-hidden />
      <span id={textId}>{t('common.install.text')}</span>
      <PlainButton
        type="button"
        label={t('common.install.accept')}
        className="p-button-sm"
        onClick={async () => {
          await event.prompt();
          await event.userChoice.catch(() => undefined);
          setEvent(null);
        }}
      />
      <PlainButton
        type="button"
        label={t('common.install.later')}
        className="p-button-sm p-button-text"
        onClick={() => {
          localStorage.setItem(DISMISSED, '1');
          setEvent(null);
        }}
      />
    </div>
  );
}
