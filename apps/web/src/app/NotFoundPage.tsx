import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="status-page" data-testid="not-found-page">
      <div className="status-code">404</div>
      <h1>{t('errors.resourceNotFound')}</h1>
      <p>{t('errors.notFound')}</p>
      <Button label={t('common.home')} icon="pi pi-home" onClick={() => navigate('/home')} />
    </section>
  );
}
