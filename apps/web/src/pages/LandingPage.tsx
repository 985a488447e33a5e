import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../app/session-context.tsx';

/** `/`: signed-in users go to /home (or the redirect they came for); visitors see the landing page. */
export function LandingPage() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (session.loggedIn) return <Navigate to="/home" replace />;
  const redirect = params.get('redirect');
  const loginTarget = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
  return (
    <section className="landing" data-testid="landing-page">
      <h1>{t('landing.title')}</h1>
      <p className="landing-lead">{t('landing.lead')}</p>
      <ul className="landing-points">
        <li>
          <i className="pi pi-box" aria-hidden /> {t('landing.points.goods')}
        </li>
        <li>
          <i className="pi pi-receipt" aria-hidden /> {t('landing.points.invoices')}
        </li>
        <li>
          <i className="pi pi-wrench" aria-hidden /> {t('landing.points.jobs')}
        </li>
        <li>
          <i className="pi pi-sliders-h" aria-hidden /> {t('landing.points.roles')}
        </li>
      </ul>
      <div className="landing-actions">
        <Button label={t('auth.login.submit')} icon="pi pi-sign-in" onClick={() => navigate(loginTarget)} />
        <Button label={t('landing.track')} icon="pi pi-map" outlined onClick={() => navigate('/lacak')} />
      </div>
    </section>
  );
}
