import { type Profile as CoreProfile, profileEditRoute, profileRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Spinner } from '../../app/Spinner.tsx';
import { useSessionStore } from '../../app/session-context.tsx';
import { toast } from '../../ui/index.ts';
import { accountRoute } from './auth-api.ts';
import { Field } from './Field.tsx';
import { NoticeMailCard } from './NoticeMailCard.tsx';
import { useFormState } from './use-form-state.ts';

/** The signed-in user's account (core `Profile`). */
export type Profile = CoreProfile;

/** Account detail and edit account (`/account/profile`). A new address waits for its mailed link. */
export function ProfilePage() {
  const { t } = useTranslation();
  const store = useSessionStore();
  const form = useFormState();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [values, setValues] = useState({ username: '', email: '', no_hp: '', otp_enabled: false });

  const show = useCallback((p: Profile) => {
    setProfile(p);
    setValues({ username: p.username, email: p.email, no_hp: p.no_hp ?? '', otp_enabled: p.otp_enabled });
  }, []);
  useEffect(() => {
    accountRoute(profileRoute).then(show, () => setProfile(null));
  }, [show]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.requireFilled({ username: values.username, email: values.email })) return;
    await form.run(async () => {
      const answer = await accountRoute(profileEditRoute, { body: values });
      show(answer.profile);
      toast.success(answer.message);
      await store.refreshUser();
    });
  }

  if (!profile) return <Spinner />;
  const text = (name: 'username' | 'email' | 'no_hp', type = 'text') => (
    <Field id={`profile-${name}`} label={t(`account.register.${name}`)} errors={form.errors[name]}>
      <InputText
        id={`profile-${name}`}
        type={type}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        invalid={Boolean(form.errors[name])}
      />
    </Field>
  );
  return (
    <>
      <form className="detail-card account-form" onSubmit={submit} noValidate data-testid="profile-form">
        <h1>{t('account.profile.title')}</h1>
        <dl>
          <div className="detail-row">
            <dt>{t('auth.account.role')}</dt>
            <dd>{profile.role}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('account.profile.status')}</dt>
            <dd>{t(`account.status.${profile.status}`, { defaultValue: profile.status })}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('account.profile.verified')}</dt>
            <dd>{t(profile.email_verified_at ? 'account.common.yes' : 'account.common.no')}</dd>
          </div>
        </dl>
        {form.error && <Message severity="error" text={form.error} />}
        {text('username')}
        {text('email', 'email')}
        {text('no_hp', 'tel')}
        <div className="auth-remember">
          <Checkbox
            inputId="profile-otp"
            checked={values.otp_enabled}
            onChange={(e) => setValues((v) => ({ ...v, otp_enabled: Boolean(e.checked) }))}
          />
          <label htmlFor="profile-otp">{t('account.profile.otp')}</label>
        </div>
        <div className="account-actions">
          <Button type="submit" label={t('account.common.save')} icon="pi pi-save" loading={form.busy} />
          <Link to="/account/password">{t('account.password.change')}</Link>
        </div>
      </form>
      <NoticeMailCard />
    </>
  );
}
