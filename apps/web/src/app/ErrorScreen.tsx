import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { runtimeConfig } from './runtime-config.ts';

/** The browsers' words for a screen's code that could not be fetched (Chromium, Firefox, Safari). */
const CHUNK_FAILED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether the error is a screen's code that did not arrive (offline, or a build replaced meanwhile). */
export function isMissingScreen(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILED.test(error.message);
}

/** A plain button in PrimeReact's look: the error screens are in the first load, which stays small. */
function ReloadButton({ label }: { label: string }) {
  return (
    <button type="button" className="p-button p-component" onClick={() => window.location.reload()}>
      <span className="p-button-icon p-button-icon-left pi pi-refresh" aria-hidden="true" />
      <span className="p-button-label">{label}</span>
    </button>
  );
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A screen whose code is not on this device, opened without a network (issue 35): not the crash page
 * but what happened and what to do. It reloads by itself when the network comes back.
 */
function OfflineScreen() {
  const { t } = useTranslation();
  useEffect(() => {
    const back = () => window.location.reload();
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);
  return (
    <main className="app-error app-offline" data-testid="app-offline">
      <h1>{t('errors.offlineTitle')}</h1>
      <p>{t('errors.offlinePage')}</p>
      <ReloadButton label={t('errors.retry')} />
    </main>
  );
}

/** The application error screen of spec §2: heading, status and text, stack, and the Indonesian notice. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
  const [offline] = useState(isOffline);
  if (offline && (isMissingScreen(error) || error instanceof TypeError)) return <OfflineScreen />;
  const { publicHost, supportPhone } = runtimeConfig();
  let status = '';
  let text = '';
  let stack: string | undefined;
  if (isRouteErrorResponse(error)) {
    status = String(error.status);
    text = error.statusText || (typeof error.data === 'string' ? error.data : '');
  } else if (error instanceof Error) {
    text = error.message;
    stack = error.stack;
  } else {
    text = String(error ?? '');
  }
  return (
    <main className="app-error" data-testid="app-error">
      <h1>{t('errors.unexpected')}</h1>
      <h2>
        {status && <span className="app-error-status">{status} </span>}
        {text}
      </h2>
      {stack && <pre className="app-error-stack">{stack}</pre>}
      <p className="app-error-notice">
        {t('errors.refreshNotice', { host: publicHost, phone: supportPhone })}
      </p>
      {isMissingScreen(error) && <ReloadButton label={t('errors.reload')} />}
    </main>
  );
}
