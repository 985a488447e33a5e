import { passwordChangeRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { accountRoute } from './auth-api.ts';
import { PasswordFields } from './PasswordFields.tsx';
import { useFormState } from './use-form-state.ts';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/** Change password (`/account/password`): current, new, confirm; the account's other sessions end. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useFormState();
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!form.requireFilled(values)) return;
    if (values.password !== values.password_confirmation) {
      form.setErrors({ password_confirmation: [t('validation.passwordsDoNotMatch')] });
      return;
    }
    await form.run(async () => {
      setDone((await accountRoute(passwordChangeRoute, { body: values })).message);
      setValues(EMPTY);
    });
  }

  return (
    <form
      className="detail-card account-form"
      onSubmit={submit}
      noValidate
      data-testid="change-password-form"
    >
      <h1>{t('account.password.change')}</h1>
      <p>{t('account.password.othersEnd')}</p>
      {done && <Message severity="success" text={done} data-testid="change-password-done" />}
      {form.error && <Message severity="error" text={form.error} data-testid="change-password-error" />}
      <PasswordFields
        prefix="change"
        names={['current_password', 'password', 'password_confirmation']}
        values={values}
        errors={form.errors}
        onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
      />
      <Button type="submit" label={t('account.common.save')} icon="pi pi-save" loading={form.busy} />
    </form>
  );
}
