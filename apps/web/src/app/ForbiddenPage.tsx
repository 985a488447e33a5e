import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 403 page: code, access-denied message (or a custom one), a permissions note and a Home button. */
export function ForbiddenPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="status-page" data-testid="forbidden-page">
      <div className="status-code">403</div>
      <h1>{message || t('errors.accessDenied')}</h1>
      <p>{t('errors.permissionsNote')}</p>
      <Button label={t('common.home')} icon="pi pi-home" onClick={() => navigate('/home')} />
    </section>
  );
}
