import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { Tag } from 'primereact/tag';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../api/client.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { showRequestError, toast } from '../../ui/index.ts';
import { Field } from '../accounts/index.ts';
import { type ConnectionResult, fieldErrorsOf, hostingApi, type PanelValues } from './hosting-api.ts';
import './hosting.css';

const SEVERITY = { ok: 'success', unreachable: 'error', denied: 'error', refused: 'warn' } as const;

/**
 * `akun/cpanelapi/{id}`: the account's hosting panel (host, user name, API token) and "Tes koneksi".
 * The token is write-only: the screen only knows whether one is stored, and an empty box keeps it.
 */
export function PanelSettingsPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const client = useQueryClient();
  const account = useQuery({
    queryKey: [...resourceKey('akun'), 'view', id],
    queryFn: () => hostingApi.account(id),
    retry: false,
  });
  const [values, setValues] = useState<PanelValues>({
    cpanel_host: '',
    cpanel_username: '',
    cpanel_token: '',
  });
  const [dirty, setDirty] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const [testing, setTesting] = useState(false);
  const [outcome, setOutcome] = useState<ConnectionResult | { result: 'failed'; message: string } | null>(
    null,
  );

  const data = account.data;
  useEffect(() => {
    if (!data) return;
    setValues({
      cpanel_host: data.cpanel_host ?? '',
      cpanel_username: data.cpanel_username ?? '',
      cpanel_token: '',
    });
    setDirty(false);
  }, [data]);

  const change = (name: keyof PanelValues, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setDirty(true);
    setOutcome(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    try {
      await hostingApi.savePanel(id, {
        cpanel_host: values.cpanel_host.trim(),
        cpanel_username: values.cpanel_username.trim(),
        cpanel_token: values.cpanel_token,
      });
      toast.success(t('hosting.panel.saved'));
      await client.invalidateQueries({ queryKey: resourceKey('akun') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(fieldErrorsOf(error.body));
      else showRequestError(error);
    } finally {
      setSaving(false);
    }
  }

  async function test() {
    setTesting(true);
    setOutcome(null);
    try {
      setOutcome(await hostingApi.testConnection(id));
    } catch (error) {
      // 409: nothing saved yet; the server says what to fill in
      if (error instanceof ApiError && error.status === 409)
        setOutcome({ result: 'failed', message: error.message });
      else showRequestError(error);
    } finally {
      setTesting(false);
    }
  }

  if (account.isPending) return <Spinner />;
  if (!data) return <Message severity="error" text={t('hosting.panel.notFound')} />;
  const tokenSet = Boolean(data.cpanel_token_set);
  return (
    <form className="detail-card hosting-form" onSubmit={save} noValidate data-testid="cpanel-form">
      <h1>{t('hosting.panel.title')}</h1>
      <p>{t('hosting.panel.lead', { name: data.nama ?? data.id })}</p>
      <Field id="cpanel-host" label={t('hosting.panel.host')} errors={errors.cpanel_host}>
        <InputText
          id="cpanel-host"
          value={values.cpanel_host}
          maxLength={255}
          invalid={Boolean(errors.cpanel_host)}
          onChange={(e) => change('cpanel_host', e.target.value)}
        />
        <small className="hosting-hint">{t('hosting.panel.hostHelp')}</small>
      </Field>
      <Field id="cpanel-username" label={t('hosting.panel.username')} errors={errors.cpanel_username}>
        <InputText
          id="cpanel-username"
          value={values.cpanel_username}
          maxLength={64}
          autoComplete="off"
          invalid={Boolean(errors.cpanel_username)}
          onChange={(e) => change('cpanel_username', e.target.value)}
        />
      </Field>
      <Field id="cpanel-token" label={t('hosting.panel.token')} errors={errors.cpanel_token}>
        <div className="hosting-token">
          <Password
            inputId="cpanel-token"
            value={values.cpanel_token}
            feedback={false}
            toggleMask
            autoComplete="new-password"
            invalid={Boolean(errors.cpanel_token)}
            onChange={(e) => change('cpanel_token', e.target.value)}
          />
          <Tag
            data-testid="cpanel-token-state"
            severity={tokenSet ? 'success' : 'warning'}
            value={tokenSet ? t('hosting.panel.tokenSet') : t('hosting.panel.tokenUnset')}
          />
        </div>
        <small className="hosting-hint">
          {tokenSet ? t('hosting.panel.tokenKeep') : t('hosting.panel.tokenHelp')}
        </small>
      </Field>
      <div className="hosting-actions">
        <Link to={`/akun/view/${encodeURIComponent(id)}`}>{t('hosting.panel.back')}</Link>
        <span className="hosting-buttons">
          <Button
            type="button"
            label={t('hosting.panel.test')}
            icon="pi pi-wifi"
            outlined
            loading={testing}
            disabled={dirty}
            onClick={test}
            data-testid="cpanel-test"
          />
          <Button type="submit" label={t('hosting.panel.save')} icon="pi pi-save" loading={saving} />
        </span>
      </div>
      <small className="hosting-hint">
        {dirty ? t('hosting.panel.saveFirst') : t('hosting.panel.testHint')}
      </small>
      {outcome && (
        <Message
          data-testid="cpanel-test-result"
          severity={outcome.result === 'failed' ? 'warn' : SEVERITY[outcome.result]}
          text={[
            // the server's message already says "connected"; a failure is named first
            outcome.result === 'failed' || outcome.result === 'ok'
              ? null
              : t(`hosting.panel.result.${outcome.result}`),
            outcome.message,
            'detail' in outcome && outcome.detail ? `(${outcome.detail})` : null,
          ]
            .filter(Boolean)
            .join(' — ')}
        />
      )}
    </form>
  );
}
