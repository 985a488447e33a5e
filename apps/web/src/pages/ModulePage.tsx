import { parseRoutePath } from '@kantor/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** A page the product knows whose screen is not built yet: says so plainly instead of showing a blank. */
export function ModulePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { page, action } = parseRoutePath(pathname);
  return (
    <section className="status-page" data-testid="module-page">
      <i className="pi pi-cog status-icon" aria-hidden />
      <h1>{page}</h1>
      <p>{t('common.notBuiltYet', { page, action })}</p>
    </section>
  );
}
