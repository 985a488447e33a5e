import { registerRoute, verifyEmailResendRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { accountRoute } from './auth-api.ts';
import { Field } from './Field.tsx';
import { useFormState } from './use-form-state.ts';

/** Registration: the account waits for email verification (and, when configured, an admin's approval). */
export function RegisterPage() {
  const { t } = useTranslation();
  const form = useFormState();
  const [values, setValues] = useState({
    username: '',
    email: '',
    no_hp: '',
    password: '',
    password_confirmation: '',
  });
  const [sent, setSent] = useState<string | null>(null);
  const set = (name: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [name]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { no_hp: _optional, ...required } = values;
    if (!form.requireFilled(required)) return;
    await form.run(async () => {
      const { message } = await accountRoute(registerRoute, { body: values });
      setSent(message);
    });
  }

  if (sent) return <VerificationSent email={values.email} message={sent} />;

  const input = (name: 'username' | 'email' | 'no_hp', autoComplete: string, type = 'text') => (
    <Field id={`register-${name}`} label={t(`account.register.${name}`)} errors={form.errors[name]}>
      <InputText
        id={`register-${name}`}
        type={type}
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => set(name)(e.target.value)}
        invalid={Boolean(form.errors[name])}
      />
    </Field>
  );

  return (
    <form className="auth-card" onSubmit={submit} noValidate data-testid="register-form">
      <h1>{t('account.register.title')}</h1>
      {form.error && <Message severity="error" text={form.error} data-testid="register-error" />}
      {input('username', 'username')}
      {input('email', 'email', 'email')}
      {input('no_hp', 'tel', 'tel')}
      {(['password', 'password_confirmation'] as const).map((name) => (
        <Field
          key={name}
          id={`register-${name}`}
          label={t(`account.register.${name}`)}
          errors={form.errors[name]}
        >
          <Password
            inputId={`register-${name}`}
            autoComplete="new-password"
            value={values[name]}
            onChange={(e) => set(name)(e.target.value)}
            feedback={false}
            toggleMask
            invalid={Boolean(form.errors[name])}
          />
        </Field>
      ))}
      <small className="account-hint">{t('account.password.rules')}</small>
      <Button type="submit" label={t('account.register.submit')} icon="pi pi-user-plus" loading={form.busy} />
      <Link to="/login">{t('account.register.haveAccount')}</Link>
    </form>
  );
}

/** After registering: the mail is on its way; the link can be sent again. */
function VerificationSent({ email, message }: { email: string; message: string }) {
  const { t } = useTranslation();
  const form = useFormState();
  const [notice, setNotice] = useState(message);
  const resend = () =>
    form.run(async () => {
      const answer = await accountRoute(verifyEmailResendRoute, { body: { email } });
      setNotice(answer.message);
    });
  return (
    <section className="auth-card" data-testid="register-sent">
      <i className="pi pi-envelope status-icon" aria-hidden />
      <h1>{t('account.register.sentTitle')}</h1>
      <Message severity="success" text={notice} data-testid="register-notice" />
      <p>{t('account.register.sentBody', { email })}</p>
      {form.error && <Message severity="error" text={form.error} />}
      <Button
        label={t('account.verify.resend')}
        icon="pi pi-refresh"
        outlined
        loading={form.busy}
        onClick={resend}
      />
      <Link to="/login">{t('auth.login.back')}</Link>
    </section>
  );
}
