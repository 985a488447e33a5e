import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { runtimeConfig } from './runtime-config.ts';

/** The application error screen of spec §2: heading, status and text, stack, and the Indonesian notice. */
export function ErrorScreen() {
  const error = useRouteError();
  const { t } = useTranslation();
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
    </main>
  );
}
