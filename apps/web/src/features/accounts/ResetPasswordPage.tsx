import { passwordResetRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { accountRoute } from './auth-api.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { useFormState } from './use-form-state.ts';

/** Reset password: the mailed link (`?token=`, single use, 60 minutes) and a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const form = useFormState();
  const [values, setValues] = useState({ password: '', password_confirmation: '' });
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.requireFilled(values)) return;
    await form.run(async () => {
      const body = { token: params.get('token') ?? '', ...values };
      setDone((await accountRoute(passwordResetRoute, { body })).message);
    });
  }

  if (done) {
    return (
      <section className="auth-card" data-testid="reset-done">
        <h1>{t('account.reset.title')}</h1>
        <Message severity="success" text={done} />
        <Link to="/login">{t('account.verify.toLogin')}</Link>
      </section>
    );
  }
  return (
    <form className="auth-card" onSubmit={submit} noValidate data-testid="reset-form">
      <h1>{t('account.reset.title')}</h1>
      {form.error && <Message severity="error" text={form.error} data-testid="reset-error" />}
      <PasswordFields
        prefix="reset"
        names={['password', 'password_confirmation']}
        values={values}
        errors={form.errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <Button type="submit" label={t('account.reset.submit')} icon="pi pi-check" loading={form.busy} />
      <Link to="/forgot-password">{t('account.reset.again')}</Link>
    </form>
  );
}
