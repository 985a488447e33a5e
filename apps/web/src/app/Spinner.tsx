import './spinner.css';
import { useTranslation } from 'react-i18next';

/**
 * Shown while permissions or a lazy screen load (spec §2 "Other screens"). PrimeReact's ProgressSpinner
 * drawn without PrimeReact: it is the fallback of every lazy route, so it is part of the login route's
 * first load (issue 16), which carries no PrimeReact. `label`: said and shown under the spinner (a heavy
 * tool names itself while its chunk loads, issue 36); without it the spinner says "Memuat…" to screen
 * readers only.
 */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div
      className={label ? 'page-spinner page-spinner-labelled' : 'page-spinner'}
      role="status"
      aria-live="polite"
      data-testid="page-spinner"
    >
      <div className="p-progress-spinner" style={{ width: '3rem', height: '3rem' }}>
        <svg
          className="p-progress-spinner-svg"
          viewBox="25 25 50 50"
          style={{ animationDuration: '2s' }}
          aria-hidden="true"
        >
          <circle
            className="p-progress-spinner-circle"
            cx="50"
            cy="50"
            r="20"
            fill="none"
            strokeWidth="4"
            strokeMiterlimit="10"
          />
        </svg>
      </div>
      <span className={label ? 'page-spinner-label' : 'sr-only'}>{label ?? t('common.loading')}</span>
    </div>
  );
}
