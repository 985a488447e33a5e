import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountApi } from './auth-api.ts';
import { Field } from './Field.tsx';
import { useFormState } from './use-form-state.ts';

/** Password reset request: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const form = useFormState();
  const [email, setEmail] = useState('');
  const [notice, setNotice] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.requireFilled({ email })) return;
    await form.run(async () => {
      setNotice((await accountApi().post<{ message: string }>('auth/password/forgot', { email })).message);
    });
  }

  return (
    <form className="auth-card" onSubmit={submit} noValidate data-testid="forgot-form">
      <h1>{t('account.forgot.title')}</h1>
      <p>{t('account.forgot.lead')}</p>
      {notice && <Message severity="success" text={notice} data-testid="forgot-notice" />}
      {form.error && <Message severity="error" text={form.error} data-testid="forgot-error" />}
      <Field id="forgot-email" label={t('account.register.email')} errors={form.errors.email}>
        <InputText
          id="forgot-email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          invalid={Boolean(form.errors.email)}
        />
      </Field>
      <Button type="submit" label={t('account.forgot.submit')} icon="pi pi-send" loading={form.busy} />
      <Link to="/login">{t('auth.login.back')}</Link>
    </form>
  );
}
