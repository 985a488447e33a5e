import { NOTICE_TOPICS, type NoticeMailAnswer, noticeMailReadRoute, noticeMailSaveRoute } from '@kantor/core';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callRoute } from '../../api/call-route.ts';
import { toast } from '../../ui/index.ts';
import { useFormState } from './use-form-state.ts';

/**
 * "Notices by e-mail" on the profile: the kinds of notice the user also wants in their mailbox, and the
 * language of those mails (the server words mail in Indonesian or English). The bell gets every notice.
 */
export function NoticeMailCard() {
  const { t } = useTranslation();
  const form = useFormState();
  const [prefs, setPrefs] = useState<NoticeMailAnswer | null>(null);

  useEffect(() => {
    callRoute(noticeMailReadRoute).then(setPrefs, () => setPrefs(null));
  }, []);
  if (!prefs) return null;

  const toggle = (topic: (typeof NOTICE_TOPICS)[number], on: boolean) =>
    setPrefs(
      (p) => p && { ...p, topics: on ? [...p.topics, topic] : p.topics.filter((chosen) => chosen !== topic) },
    );
  async function save() {
    if (!prefs) return;
    await form.run(async () => {
      setPrefs(
        await callRoute(noticeMailSaveRoute, { body: { topics: prefs.topics, locale: prefs.locale } }),
      );
      toast.success(t('account.noticeMail.saved'));
    });
  }

  return (
    <section className="detail-card account-form" data-testid="notice-mail">
      <h2>{t('account.noticeMail.title')}</h2>
      <p>{t('account.noticeMail.help', { email: prefs.email })}</p>
      {form.error && <Message severity="error" text={form.error} />}
      <fieldset className="notice-mail-topics">
        <legend className="sr-only">{t('account.noticeMail.title')}</legend>
        {NOTICE_TOPICS.map((topic) => (
          <div key={topic} className="auth-remember">
            <Checkbox
              inputId={`notice-mail-${topic}`}
              checked={prefs.topics.includes(topic)}
              onChange={(e) => toggle(topic, Boolean(e.checked))}
            />
            <label htmlFor={`notice-mail-${topic}`}>{t(`account.noticeMail.topics.${topic}`)}</label>
          </div>
        ))}
      </fieldset>
      <label htmlFor="notice-mail-locale">{t('account.noticeMail.locale')}</label>
      <Dropdown
        inputId="notice-mail-locale"
        value={prefs.locale}
        options={[
          { value: 'id-ID', label: 'Bahasa Indonesia' },
          { value: 'en-US', label: 'English' },
        ]}
        onChange={(e) => setPrefs((p) => p && { ...p, locale: e.value })}
      />
      <div className="account-actions">
        <Button
          type="button"
          label={t('account.common.save')}
          icon="pi pi-save"
          loading={form.busy}
          onClick={save}
        />
      </div>
    </section>
  );
}
