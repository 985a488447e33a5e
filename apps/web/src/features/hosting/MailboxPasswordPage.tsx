import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { resourceKey } from '../../resources/api-hooks.ts';
import { useApiLanguage } from '../../resources/use-resource-support.ts';
import { Field } from '../accounts/index.ts';
import { hostingApi, showPanelFailure } from './hosting-api.ts';
import './hosting.css';

const EMPTY = { password: '', password_confirmation: '' };
type Name = keyof typeof EMPTY;

/**
 * `akunwebmail/gantipass/{id}`: a mailbox's new password, sent to its account's hosting panel and
 * stored nowhere. The server checks it (the sign-in password policy) and names the field; the panel's
 * own refusal comes back on `password`, an unset or unreachable panel as the form's message.
 */
export function MailboxPasswordPage() {
  useApiLanguage();
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const mailbox = useQuery({
    queryKey: [...resourceKey('akunwebmail'), 'view', id],
    queryFn: () => hostingApi.mailbox(id),
    retry: false,
  });
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    setFailure(null);
    const missing = (Object.keys(EMPTY) as Name[]).filter((name) => values[name] === '');
    if (missing.length > 0) {
      setErrors(Object.fromEntries(missing.map((name) => [name, [t('validation.required')]])));
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      setDone((await hostingApi.changePassword(id, values)).message);
      setValues(EMPTY);
    } catch (error) {
      showPanelFailure(error, setErrors, setFailure);
    } finally {
      setBusy(false);
    }
  }

  if (mailbox.isPending) return <Spinner />;
  if (!mailbox.data) return <Message severity="error" text={t('hosting.password.notFound')} />;
  const field = (name: Name, label: string) => (
    <Field id={`gantipass-${name}`} label={label} errors={errors[name]}>
      <Password
        inputId={`gantipass-${name}`}
        value={values[name]}
        feedback={false}
        toggleMask
        autoComplete="new-password"
        invalid={Boolean(errors[name])}
        onChange={(e) => {
          const value = e.target.value;
          setValues((v) => ({ ...v, [name]: value }));
        }}
      />
    </Field>
  );
  return (
    <form className="detail-card hosting-form" onSubmit={submit} noValidate data-testid="gantipass-form">
      <h1>{t('hosting.password.title')}</h1>
      <p>{t('hosting.password.lead', { email: mailbox.data.email })}</p>
      {done && <Message severity="success" text={done} data-testid="gantipass-done" />}
      {failure && <Message severity="error" text={failure} data-testid="gantipass-failure" />}
      {field('password', t('hosting.password.password'))}
      {field('password_confirmation', t('hosting.password.confirmation'))}
      <small className="hosting-hint">{t('hosting.password.rules')}</small>
      <div className="hosting-actions">
        <Link to={`/akunwebmail/view/${encodeURIComponent(id)}`}>{t('hosting.password.back')}</Link>
        <Button type="submit" label={t('hosting.password.submit')} icon="pi pi-key" loading={busy} />
      </div>
    </form>
  );
}
