import type { LoginRecord } from '@kantor/core';
import { OPTIONS, ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { Spinner } from '../../app/Spinner.tsx';
import { showRequestError } from '../../ui/index.ts';
import { Field } from './Field.tsx';
import { RolePicker } from './RolePicker.tsx';
import { useFormState } from './use-form-state.ts';

type Login = LoginRecord;

/** Change role and status, verify the address (`akun/ubahrolestatusverify/{id}`): where Pending accounts are approved. */
export function RoleStatusPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const form = useFormState();
  const [login, setLogin] = useState<Login | null>(null);
  const [values, setValues] = useState({
    user_role_id: null as number | null,
    status: 'Pending',
    email_verified: false,
  });
  const [done, setDone] = useState<string | null>(null);

  const show = useCallback((record: Login) => {
    setLogin(record);
    setValues({
      user_role_id: record.user_role_id,
      status: record.status,
      email_verified: Boolean(record.email_verified_at),
    });
  }, []);
  useEffect(() => {
    callRoute(routes.viewRoleStatus, { params: { id: String(id) } }).then(show, (error: unknown) => {
      // an unknown login is the 404 page, not an endless spinner (issue 36)
      if (error instanceof ApiError && error.status === 404) navigate('/error/404', { replace: true });
      else showRequestError(error);
    });
  }, [id, show, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    await form.run(async () => {
      const answer = await callRoute(routes.roleStatus, { params: { id: String(id) }, body: values });
      show(answer.record);
      setDone(answer.message);
    });
  }

  if (!login) return <Spinner />;
  const statuses = OPTIONS.accountStatus.map((o) => ({
    value: o.value,
    label: t(`account.status.${o.value}`),
  }));
  return (
    <form className="detail-card account-form" onSubmit={submit} noValidate data-testid="role-status-form">
      <h1>{t('account.admin.ubahrolestatusverify')}</h1>
      <p>
        {login.username} · {login.email}
      </p>
      {done && <Message severity="success" text={done} data-testid="role-status-done" />}
      {form.error && <Message severity="error" text={form.error} data-testid="role-status-error" />}
      <Field id="rs-role" label={t('auth.account.role')} errors={form.errors.user_role_id}>
        <RolePicker
          inputId="rs-role"
          value={values.user_role_id}
          onChange={(roleId) => setValues((v) => ({ ...v, user_role_id: roleId }))}
          invalid={Boolean(form.errors.user_role_id)}
        />
      </Field>
      <Field id="rs-status" label={t('account.profile.status')} errors={form.errors.status}>
        <Dropdown
          inputId="rs-status"
          value={values.status}
          options={statuses}
          optionLabel="label"
          optionValue="value"
          onChange={(e) => setValues((v) => ({ ...v, status: e.value }))}
        />
      </Field>
      <div className="auth-remember">
        <Checkbox
          inputId="rs-verified"
          checked={values.email_verified}
          onChange={(e) => setValues((v) => ({ ...v, email_verified: Boolean(e.checked) }))}
        />
        <label htmlFor="rs-verified">{t('account.profile.verified')}</label>
      </div>
      <Button type="submit" label={t('account.common.save')} icon="pi pi-save" loading={form.busy} />
    </form>
  );
}
