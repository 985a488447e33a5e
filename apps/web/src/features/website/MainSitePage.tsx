import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showRequestError, toast } from '../../ui/index.ts';
import { websiteApi } from './website-api.ts';
import './website.css';

/** `/rsetwebsite/setuserid`: which owner's site the addresses no site lists show (admins). */
export function MainSitePage() {
  const { t } = useTranslation();
  const owners = useQuery({ queryKey: ['website', 'main-site'], queryFn: websiteApi.mainSites });
  const [chosen, setChosen] = useState<number | null>(null);
  const records = owners.data?.records ?? [];
  const current = records.find((r) => r.utama)?.user_id ?? null;

  async function save() {
    if (chosen === null) return;
    try {
      toast.success((await websiteApi.setMainSite(chosen)).message);
      await owners.refetch();
    } catch (error) {
      showRequestError(error);
    }
  }

  return (
    <section className="resource-page website-page" data-testid="website-main-site">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t('website.main.title')}</h1>
          <p className="website-feeds">{t('website.main.intro')}</p>
        </div>
      </header>
      <Card>
        <div className="website-field">
          <label htmlFor="website-main-owner">{t('website.main.owner')}</label>
          <Dropdown
            inputId="website-main-owner"
            value={chosen ?? current}
            options={records.map((r) => ({
              value: r.user_id,
              label: `${r.judul} (${r.username ?? r.user_id})`,
            }))}
            onChange={(e) => setChosen(e.value as number)}
            placeholder={t('website.main.automatic')}
          />
        </div>
        <div className="website-actions">
          <Button
            label={t('website.form.save')}
            icon="pi pi-check"
            disabled={chosen === null}
            onClick={() => void save()}
          />
        </div>
      </Card>
    </section>
  );
}
