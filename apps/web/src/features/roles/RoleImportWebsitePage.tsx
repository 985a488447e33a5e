import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { stateOf, toggleAll } from './permission-grid.ts';
import { gridKey, rolesApi, useWebsiteBundle } from './roles-api.ts';
import { TriCheckbox } from './TriCheckbox.tsx';
import './roles.css';

/**
 * `roles/importrsetwebsite/{id}`: grants the website-settings bundle (rsetwebsite with its actions and
 * extra pages, and the website map) to the role, all of it or the pages ticked; pages already held stay.
 */
export function RoleImportWebsitePage() {
  useApiLanguage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const bundle = useWebsiteBundle(id);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const missing = (bundle.data?.bundle ?? []).filter((b) => !b.granted).map((b) => b.page);

  useEffect(() => {
    if (bundle.data) setSelected(new Set(bundle.data.bundle.filter((b) => !b.granted).map((b) => b.page)));
  }, [bundle.data]);

  async function submit() {
    setBusy(true);
    try {
      const result = await rolesApi.importWebsite(id, [...selected]);
      toast.success(t('roles.website.done', { count: result.added.length }));
      await client.invalidateQueries({ queryKey: ['website-bundle', id] });
      await client.invalidateQueries({ queryKey: gridKey(id) });
    } catch (error) {
      showRequestError(error);
    } finally {
      setBusy(false);
    }
  }

  if (bundle.isLoading) return <Spinner />;
  if (!bundle.data) return <Message severity="error" text={t('roles.common.notFound')} />;
  return (
    <section className="role-form detail-card" data-testid="role-import-website">
      <h1>{t('roles.website.title', { role: bundle.data.role.role_name })}</h1>
      <p>{t('roles.website.intro')}</p>
      {missing.length === 0 ? (
        <Message severity="success" text={t('roles.website.complete')} />
      ) : (
        <label className="role-check" htmlFor="website-all">
          <TriCheckbox
            id="website-all"
            state={stateOf(selected, missing)}
            label={t('roles.website.all')}
            onChange={() => setSelected(toggleAll(selected, missing))}
          />
          {t('roles.website.all')}
        </label>
      )}
      <ul className="website-bundle">
        {bundle.data.bundle.map((b) => (
          <li key={b.page}>
            <label className="role-check" htmlFor={`website-${b.page}`}>
              <TriCheckbox
                id={`website-${b.page}`}
                state={b.granted || selected.has(b.page)}
                disabled={b.granted}
                page={b.page}
                label={b.page}
                onChange={() => setSelected(toggleAll(selected, [b.page]))}
              />
              <code>{b.page}</code>
              {b.granted && <small>{t('roles.website.held')}</small>}
            </label>
          </li>
        ))}
      </ul>
      <Button
        type="button"
        icon="pi pi-download"
        label={t('roles.website.submit', { count: selected.size })}
        disabled={selected.size === 0}
        loading={busy}
        onClick={() => void submit()}
      />
    </section>
  );
}
