import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The account-pending and account-blocked notices (spec §4 "Accounts"). */
export function AccountStatusPage({ status }: { status: 'pending' | 'blocked' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="auth-card" data-testid={`account-${status}`}>
      <i className={`pi ${status === 'pending' ? 'pi-hourglass' : 'pi-lock'} status-icon`} aria-hidden />
      <h1>{t(`auth.${status}.title`)}</h1>
      <p>{t(`auth.${status}.body`)}</p>
      <Button
        label={t('auth.login.back')}
        icon="pi pi-arrow-left"
        outlined
        onClick={() => navigate('/login')}
      />
    </section>
  );
}
