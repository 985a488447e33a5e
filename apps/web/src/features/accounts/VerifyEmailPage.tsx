import { verifyEmailResendRoute, verifyEmailRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { accountRoute, failureOf } from './auth-api.ts';
import { Field } from './Field.tsx';
import { useEmailRequest } from './use-email-request.ts';

type Outcome = { ok: true; message: string; status: string } | { ok: false; message: string };

// One request per token, even when the page renders twice: a link works only once.
const visits = new Map<string, Promise<Outcome>>();

function follow(token: string, fallback: string): Promise<Outcome> {
  let visit = visits.get(token);
  if (!visit) {
    visit = accountRoute(verifyEmailRoute, { body: { token } }).then(
      (answer): Outcome => ({ ok: true, ...answer }),
      (error): Outcome => ({ ok: false, message: failureOf(error).message ?? fallback }),
    );
    visits.set(token, visit);
  }
  return visit;
}

/** Email verification: follows the mailed link (`?token=`); a dead link offers a new one. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (!token) return;
    let live = true;
    follow(token, t('errors.unableToComplete')).then((o) => live && setOutcome(o));
    return () => {
      live = false;
    };
  }, [token, t]);

  if (token && !outcome) return <Spinner />;
  return (
    <section className="auth-card" data-testid="verify-email">
      <h1>{t('account.verify.title')}</h1>
      {outcome?.ok && (
        <>
          <Message severity="success" text={outcome.message} data-testid="verify-done" />
          <p>{t(outcome.status === 'Active' ? 'account.verify.activeBody' : 'account.verify.pendingBody')}</p>
          <Link to="/login">{t('account.verify.toLogin')}</Link>
        </>
      )}
      {outcome && !outcome.ok && (
        <Message severity="error" text={outcome.message} data-testid="verify-failed" />
      )}
      {!outcome?.ok && <ResendForm />}
    </section>
  );
}

function ResendForm() {
  const { t } = useTranslation();
  const { form, email, setEmail, notice, submit } = useEmailRequest(verifyEmailResendRoute);
  return (
    <form onSubmit={submit} noValidate className="account-subform">
      <p>{t('account.verify.resendHint')}</p>
      {notice && <Message severity="success" text={notice} />}
      {form.error && <Message severity="error" text={form.error} />}
      <Field id="verify-email-address" label={t('account.register.email')} errors={form.errors.email}>
        <InputText
          id="verify-email-address"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </Field>
      <Button
        type="submit"
        label={t('account.verify.resend')}
        icon="pi pi-refresh"
        outlined
        loading={form.busy}
      />
    </form>
  );
}
