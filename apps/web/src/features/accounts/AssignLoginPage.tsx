import { RESOURCES_ROUTES, ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { accountRoute } from './auth-api.ts';
import { Field } from './Field.tsx';
import { EMPTY_LOGIN, LoginFields, type LoginValues } from './LoginFields.tsx';
import { useFormState } from './use-form-state.ts';

type Assignment = {
  akun: { id: number; nama: string; email: string | null };
  login: { id: number; username: string } | null;
};
type Option = { value: number; label: string };

/** Create or link the login of an akun record (`akun/assignlogin/{id}`). */
export function AssignLoginPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const form = useFormState();
  const [data, setData] = useState<Assignment | null>(null);
  const [mode, setMode] = useState<'link' | 'new'>('link');
  const [loginId, setLoginId] = useState<number | null>(null);
  const [options, setOptions] = useState<Option[]>([]);
  const [values, setValues] = useState<LoginValues>(EMPTY_LOGIN);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    callRoute(routes.assignment, { params: { id: String(id) } }).then(
      (d) => {
        setData(d);
        setValues((v) => ({ ...v, email: d.akun.email ?? '' }));
      },
      () => setData(null),
    );
    accountRoute(RESOURCES_ROUTES.options, { params: { resource: 'users' }, query: { limit: '100' } }).then(
      (r) => setOptions(r.records as Option[]),
      () => setOptions([]),
    );
  }, [id]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    await form.run(async () => {
      const body = mode === 'link' ? { login_id: loginId } : values;
      const answer = await callRoute(routes.assign, { params: { id: String(id) }, body });
      setData((d) => (d ? { ...d, login: answer.login } : d));
      setDone(answer.message);
    });
  }

  if (!data) return <Spinner />;
  const modes = [
    { value: 'link', label: t('account.admin.linkExisting') },
    { value: 'new', label: t('account.admin.createNew') },
  ];
  return (
    <form className="detail-card account-form" onSubmit={submit} noValidate data-testid="assign-login-form">
      <h1>{t('account.admin.assignlogin')}</h1>
      <p>
        {data.akun.nama} · {t('account.admin.currentLogin')}: {data.login?.username ?? '—'}
      </p>
      {done && <Message severity="success" text={done} />}
      {form.error && <Message severity="error" text={form.error} />}
      <SelectButton value={mode} options={modes} onChange={(e) => e.value && setMode(e.value)} />
      {mode === 'link' ? (
        <Field id="assign-login" label={t('account.admin.login')} errors={form.errors.login_id}>
          <Dropdown
            inputId="assign-login"
            value={loginId}
            options={options}
            filter
            placeholder={t('account.admin.choose')}
            onChange={(e) => setLoginId(e.value)}
          />
        </Field>
      ) : (
        <LoginFields
          values={values}
          errors={form.errors}
          onChange={(patch) => setValues((v) => ({ ...v, ...patch }))}
          withRole
          withPassword
        />
      )}
      <Button type="submit" label={t('account.common.save')} icon="pi pi-link" loading={form.busy} />
    </form>
  );
}
