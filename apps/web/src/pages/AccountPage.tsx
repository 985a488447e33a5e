import { useTranslation } from 'react-i18next';
import { useSession } from '../app/session-context.tsx';

/** Account detail: the signed-in user's own data. */
export function AccountPage() {
  const { t } = useTranslation();
  const { user, role } = useSession();
  if (!user) return null;
  const rows: [string, string][] = [
    [t('auth.account.username'), user.username],
    [t('auth.account.email'), user.email],
    [t('auth.account.phone'), user.no_hp ?? ''],
    [t('auth.account.role'), role],
  ];
  return (
    <section className="detail-card" data-testid="account-page">
      <h1>{t('auth.account.title')}</h1>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label} className="detail-row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
