import { ProgressSpinner } from 'primereact/progressspinner';
import { useTranslation } from 'react-i18next';

/** Shown while permissions load (spec §2 "Other screens"). */
export function Spinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status" aria-live="polite" data-testid="page-spinner">
      <ProgressSpinner style={{ width: '3rem', height: '3rem' }} strokeWidth="4" />
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
