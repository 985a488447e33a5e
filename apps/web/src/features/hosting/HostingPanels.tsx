import { canViewRoute } from '@kantor/core';
import { Card } from 'primereact/card';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ViewPanelProps } from '../../app/feature.ts';
import { useSession } from '../../app/session-context.tsx';
import './hosting.css';

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Under an account's view: whether its hosting panel is set, and the way to its settings. */
export function AccountHostingPanel({ id, record }: ViewPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (!canViewRoute(session.pages, '/akun/cpanelapi')) return null;
  const host = text(record.cpanel_host);
  const user = text(record.cpanel_username);
  const set = host && user && record.cpanel_token_set === true;
  return (
    <Card title={t('hosting.panel.title')} data-testid="akun-hosting-panel">
      <div className="hosting-panel-row">
        <span>{set ? t('hosting.panel.summary', { user, host }) : t('hosting.panel.notSet')}</span>
        <Link
          className="p-button p-component p-button-outlined hosting-link"
          to={`/akun/cpanelapi/${encodeURIComponent(id)}`}
        >
          <i className="pi pi-server" aria-hidden />
          <span>{t('hosting.panel.open')}</span>
        </Link>
      </div>
    </Card>
  );
}

/** Under a mailbox's view: the way to give it a new password through the panel. */
export function MailboxPasswordPanel({ id }: ViewPanelProps) {
  const { t } = useTranslation();
  const session = useSession();
  if (!canViewRoute(session.pages, '/akunwebmail/gantipass')) return null;
  return (
    <Card title={t('hosting.password.title')} data-testid="akunwebmail-password-panel">
      <div className="hosting-panel-row">
        <span>{t('hosting.password.panelLead')}</span>
        <Link
          className="p-button p-component p-button-outlined hosting-link"
          to={`/akunwebmail/gantipass/${encodeURIComponent(id)}`}
        >
          <i className="pi pi-key" aria-hidden />
          <span>{t('hosting.password.open')}</span>
        </Link>
      </div>
    </Card>
  );
}
