import { type otpResendRoute, type otpVerifyRoute, ROUTE_ADDRESSES } from '@kantor/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineMessage, PlainButton, TextInput } from '../../ui/SignInControls.tsx';
import { accountAt } from './auth-api.ts';
import { Field } from './Field.tsx';
import { useFormState } from './use-form-state.ts';

/** The second sign-in step: the 6-digit code mailed to the account, with resend. */
export function OtpForm({
  otpToken,
  sentMessage,
  onToken,
  onCancel,
}: {
  otpToken: string;
  sentMessage: string;
  onToken: (token: string) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormState();
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(sentMessage);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(null);
    if (!form.requireFilled({ code })) return;
    await form.run(async () => {
      const { token } = await accountAt<typeof otpVerifyRoute>(ROUTE_ADDRESSES.otpVerify, {
        body: { otpToken, code: code.trim() },
      });
      await onToken(token);
    });
  }

  const resend = () =>
    form.run(async () => {
      const sent = await accountAt<typeof otpResendRoute>(ROUTE_ADDRESSES.otpResend, { body: { otpToken } });
      setNotice(sent.message);
      setCode('');
    });

  return (
    <form className="auth-card" onSubmit={submit} noValidate data-testid="otp-form">
      <h1>{t('account.otp.title')}</h1>
      <p>{t('account.otp.lead')}</p>
      {notice && <InlineMessage severity="success" text={notice} testId="otp-notice" />}
      {form.error && <InlineMessage severity="error" text={form.error} testId="otp-error" />}
      <Field id="otp-code" label={t('account.otp.code')} errors={form.errors.code}>
        <TextInput
          id="otp-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          invalid={Boolean(form.errors.code)}
        />
      </Field>
      <PlainButton type="submit" label={t('account.otp.submit')} icon="pi pi-check" loading={form.busy} />
      <div className="account-actions">
        <PlainButton
          type="button"
          label={t('account.otp.resend')}
          icon="pi pi-refresh"
          link
          onClick={resend}
        />
        <PlainButton type="button" label={t('account.otp.cancel')} link onClick={onCancel} />
      </div>
    </form>
  );
}
