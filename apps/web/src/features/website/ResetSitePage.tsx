import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { ConfirmDialog, confirmDialog } from 'primereact/confirmdialog';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { useWebsiteRows } from './use-website.ts';
import { websiteApi } from './website-api.ts';
import './website.css';

/** `/akun/daftarkanresetwebsitedfsinglepage/{id}`: resets the site of the login linked to a customer. */
export function ResetSitePage() {
  const { t } = useTranslation();
  const { pageid: id = '' } = useParams();
  const info = useQuery({
    queryKey: ['website', 'reset', id],
    queryFn: () => websiteApi.resetInfo(id),
    enabled: id !== '',
  });
  const { refresh } = useWebsiteRows();

  const reset = () =>
    confirmDialog({
      tagKey: 'website-reset',
      header: t('website.reset.title'),
      message: t('website.reset.confirm'),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: t('common.yes'),
      rejectLabel: t('common.no'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: async () => {
        try {
          const answer = await websiteApi.reset(id);
          toast.success(t('website.reset.done', { written: answer.written, removed: answer.removed }));
          await Promise.all([info.refetch(), refresh()]);
        } catch (error) {
          showRequestError(error);
        }
      },
    });

  const data = info.data;
  return (
    <section className="resource-page website-page" data-testid="website-reset">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t('website.reset.title')}</h1>
          <p className="website-feeds">{t('website.reset.intro')}</p>
        </div>
      </header>
      <Card>
        {!id ? (
          <p>
            {t('website.reset.pick')} <Link to="/akun">{t('website.reset.accounts')}</Link>
          </p>
        ) : info.isLoading ? (
          <Spinner />
        ) : info.isError || !data ? (
          <p>{t('website.item.missing')}</p>
        ) : (
          <>
            <p>
              <strong>{data.akun.nama}</strong> —{' '}
              {data.login
                ? t('website.reset.login', { username: data.login.username })
                : t('website.reset.noLogin')}
            </p>
            {data.login && <p>{t('website.reset.counts', data.counts)}</p>}
            <Button
              label={t('website.reset.action')}
              icon="pi pi-refresh"
              severity="danger"
              disabled={!data.login}
              onClick={reset}
            />
          </>
        )}
      </Card>
      <ConfirmDialog tagKey="website-reset" />
    </section>
  );
}
