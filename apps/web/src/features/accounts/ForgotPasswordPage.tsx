import { passwordForgotRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Field } from './Field.tsx';
import { useEmailRequest } from './use-email-request.ts';

/** Password reset request: the same answer whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const { form, email, setEmail, notice, submit } = useEmailRequest(passwordForgotRoute);

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
