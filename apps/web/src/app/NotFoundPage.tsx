import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The 404 page; `detail` is the server's own words when a record was asked for (`No query results for model …`). */
export function NotFoundPage({ detail }: { detail?: string } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="status-page" data-testid="not-found-page">
      <div className="status-code">404</div>
      <h1>{t('errors.resourceNotFound')}</h1>
      <p>{t('errors.notFound')}</p>
      {detail ? <p className="status-detail">{detail}</p> : null}
      <Button label={t('common.home')} icon="pi pi-home" onClick={() => navigate('/home')} />
    </section>
  );
}
