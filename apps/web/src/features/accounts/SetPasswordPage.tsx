import { ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { callRoute } from '../../api/call-route.ts';
import { ApiError } from '../../api/client.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { useFormState } from './use-form-state.ts';

/** An admin sets the password of a login (`akun/setubahpassword/{id}`); its sessions end. */
export function SetPasswordPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const form = useFormState();
  const [username, setUsername] = useState('');
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    callRoute(routes.view, { params: { id: String(id) } }).then(
      (u) => setUsername(u.username),
      (error: unknown) => {
        // an unknown login is the 404 page, not "for user ." (issue 36); without the edit page the
        // name is just not shown
        if (error instanceof ApiError && error.status === 404) navigate('/error/404', { replace: true });
        setUsername('');
      },
    );
  }, [id, navigate]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!form.requireFilled(values)) return;
    await form.run(async () => {
      setDone((await callRoute(routes.setPassword, { params: { id: String(id) }, body: values })).message);
      setValues({ password: '', password_confirmation: '' });
    });
  }

  return (
    <form className="detail-card account-form" onSubmit={submit} noValidate data-testid="set-password-form">
      <h1>{t('account.admin.setubahpassword')}</h1>
      {username && <p>{t('account.admin.forUser', { username })}</p>}
      {done && <Message severity="success" text={done} data-testid="set-password-done" />}
      {form.error && <Message severity="error" text={form.error} />}
      <PasswordFields
        prefix="set"
        names={['password', 'password_confirmation']}
        values={values}
        errors={form.errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <Button type="submit" label={t('account.common.save')} icon="pi pi-save" loading={form.busy} />
    </form>
  );
}
