import { EMAIL_PLACEHOLDERS, EMAIL_TEMPLATE_KINDS, type EmailTemplateKind } from '@kantor/core';
import { Button } from 'primereact/button';
import { TabPanel, TabView } from 'primereact/tabview';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../app/Spinner.tsx';
import { showRequestError, toast } from '../../ui/index.ts';
import { SectionForm } from './SectionForm.tsx';
import { rowsOf, sectionOf, useWebsiteRows } from './use-website.ts';
import { websiteApi } from './website-api.ts';
import '../../resources/resources.css';
import './website.css';

/**
 * `/rsetwebsite/editemailtemplate`: the verification, password-reset and OTP mails the app really
 * sends. An empty body keeps the built-in text; a test send goes to the signed-in user's own address.
 */
export function EmailTemplatesPage() {
  const { t } = useTranslation();
  const { rows, isLoading, refresh } = useWebsiteRows();
  const [sending, setSending] = useState<EmailTemplateKind | null>(null);

  async function testSend(kind: EmailTemplateKind, judul: string, konten: string) {
    setSending(kind);
    try {
      const answer = await websiteApi.testMail(kind, judul, konten);
      toast.success(t('website.mail.sent', { to: answer.to }));
    } catch (error) {
      showRequestError(error);
    } finally {
      setSending(null);
    }
  }

  if (isLoading) return <Spinner />;
  return (
    <section className="resource-page website-page" data-testid="website-email-templates">
      <header className="resource-page-header website-head">
        <div>
          <h1>{t('website.sections.emailtemplate')}</h1>
          <p className="website-feeds">{t('website.mail.intro')}</p>
        </div>
      </header>
      <TabView>
        {EMAIL_TEMPLATE_KINDS.map((kind) => {
          const section = sectionOf(`email_${kind}`);
          const row = rowsOf(rows, section)[0] ?? null;
          return (
            <TabPanel header={t(`website.mail.kinds.${kind}`)} key={kind}>
              <p className="website-hint">
                {t('website.mail.placeholders')}{' '}
                {EMAIL_PLACEHOLDERS[kind].map((name) => (
                  <code key={name} className="website-code">{`{{${name}}}`}</code>
                ))}
              </p>
              <SectionForm
                key={row?.id ?? 'new'}
                section={section}
                row={row}
                save={(values) => websiteApi.saveSingle(section.key, values)}
                onSaved={() => void refresh()}
                actions={(values) => (
                  <Button
                    type="button"
                    label={t('website.mail.test')}
                    icon="pi pi-send"
                    severity="secondary"
                    outlined
                    loading={sending === kind}
                    onClick={() => void testSend(kind, values.judul ?? '', values.konten ?? '')}
                  />
                )}
              />
            </TabPanel>
          );
        })}
      </TabView>
    </section>
  );
}
