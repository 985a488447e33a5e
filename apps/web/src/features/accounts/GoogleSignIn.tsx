import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Divider } from '../../ui/SignInControls.tsx';

type GoogleId = {
  initialize(options: { client_id: string; callback: (response: { credential: string }) => void }): void;
  renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
};
type GoogleWindow = Window & { google?: { accounts?: { id?: GoogleId } } };

export const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

/** Adds Google's sign-in script once, asynchronously, so it never holds up the login page. */
function loadScript(): Promise<void> {
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${GOOGLE_SCRIPT}"]`);
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = existing ?? document.createElement('script');
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => reject(new Error('google script')));
    if (!existing) {
      script.src = GOOGLE_SCRIPT;
      script.async = true;
      script.defer = true;
      document.head.appendChild(script);
    }
  });
}

/** Google's button (when a client id is configured); the credential goes to our server to be checked. */
export function GoogleSignIn({
  clientId,
  onCredential,
}: {
  clientId: string;
  onCredential: (credential: string) => void;
}) {
  const { i18n, t } = useTranslation();
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const callback = useRef(onCredential);
  callback.current = onCredential;

  useEffect(() => {
    let live = true;
    loadScript()
      .then(() => {
        const id = (window as GoogleWindow).google?.accounts?.id;
        if (!live || !id || !box.current) return;
        id.initialize({ client_id: clientId, callback: (response) => callback.current(response.credential) });
        id.renderButton(box.current, { theme: 'outline', size: 'large', width: 320, locale: i18n.language });
      })
      .catch(() => {
        // Offline or blocked: the rest of the login page works without Google.
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [clientId, i18n.language]);

  if (failed) return null;
  return (
    <>
      <Divider>{t('account.login.or')}</Divider>
      <div ref={box} className="google-signin" data-testid="google-signin" />
    </>
  );
}
