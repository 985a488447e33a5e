import { ACCOUNTS_ROUTES as routes } from '@kantor/core';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call-route.ts';
import { useFormState } from './use-form-state.ts';

/** A demo technician account with a random password shown once (`akun/dummuakunadd`). */
export function DemoAccountPage() {
  const { t } = useTranslation();
  const form = useFormState();
  const [made, setMade] = useState<{ username: string; password: string } | null>(null);
  const create = () =>
    form.run(async () => {
      const answer = await callRoute(routes.demo);
      setMade({ username: answer.record.username, password: answer.password });
    });
  return (
    <section className="detail-card account-form" data-testid="demo-account">
      <h1>{t('account.admin.dummuakunadd')}</h1>
      <p>{t('account.admin.demoLead')}</p>
      {form.error && <Message severity="error" text={form.error} />}
      {made && (
        <dl data-testid="demo-account-made">
          <div className="detail-row">
            <dt>{t('account.register.username')}</dt>
            <dd>{made.username}</dd>
          </div>
          <div className="detail-row">
            <dt>{t('account.password.password')}</dt>
            <dd>
              <code>{made.password}</code>
            </dd>
          </div>
        </dl>
      )}
      {made && <Message severity="warn" text={t('account.admin.demoOnce')} />}
      <Button
        label={t('account.admin.demoCreate')}
        icon="pi pi-user-plus"
        loading={form.busy}
        onClick={create}
      />
    </section>
  );
}
